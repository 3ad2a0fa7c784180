/// The lexicographically optimal solutions of a ``Solver`` as it is now: which expressions are
/// unique over them, and what range the others take.
///
/// Read from the optimal tableau, exactly (see `Tableau+Ranging` for the argument): a symbol
/// that leaves the basis at zero cost may move, every other parametric symbol is held at 0, and
/// a range is the result of a primal simplex over what may move. ``mayVary(_:)`` is the cheap
/// screen (reduced costs only); ``range(of:)-(LinearExpression)`` runs the simplex, so ask it
/// only about expressions the screen flags. This is what UIKit's `hasAmbiguousLayout` asks of
/// its engine, answered for every expression without perturbing the solution.
///
/// Made by ``Solver/optimalFace()``; it describes the solver at that moment, so make a new one
/// after any change (add, remove, setConstant, suggestValue). Not thread-safe.
public final class OptimalFace {
  let solver: Solver
  /// Per symbol id, whether it is a coordinate of the face (`Tableau.movableSymbols()`).
  private let movable: [Bool]
  private var cache: [Int32: Row] = [:]

  /// - Complexity: O(symbols + cells of the degenerate restricted rows).
  init(solver: Solver) {
    self.solver = solver
    movable = solver.tableau.movableSymbols()
  }

  /// Whether `expression` may take more than one value over the optimal solutions.
  ///
  /// `false` proves it unique: its expansion in parametric symbols has no symbol that can move
  /// at zero cost. `true` means ``range(of:)-(LinearExpression)`` must decide (degenerate rows
  /// can still hold it in place).
  /// - Complexity: proportional to the tableau rows its variables read that earlier calls on
  ///   this face have not read.
  public func mayVary(_ expression: LinearExpression) -> Bool {
    !movablePart(of: expression).isEmpty
  }

  /// The range of `variable` over the optimal solutions.
  public func range(of variable: Variable) -> OptimalRange {
    range(of: LinearExpression(variable))
  }

  /// The range of `expression` over the optimal solutions, with a witness when it is not unique.
  ///
  /// - Complexity: two primal simplex runs over the restricted rows that the expression's
  ///   movable symbols reach (none when ``mayVary(_:)`` is false), plus the rows the witness
  ///   moves.
  public func range(of expression: LinearExpression) -> OptimalRange {
    let value = expression.value { solver.value(of: $0) }
    var part = movablePart(of: expression)
    guard !part.isEmpty else {
      return OptimalRange(value: value, lowerBound: value, upperBound: value, witness: nil)
    }
    let step = OptimalRange.unboundedWitnessStep
    let free = part.cells.entries.filter { $0.symbol.isFreeExternal }
    if let lowest = free.min(by: { $0.symbol < $1.symbol }) {
      let witness = alternative(moving: [lowest.symbol: step / lowest.value])
      return OptimalRange(value: value, lowerBound: nil, upperBound: nil, witness: witness)
    }
    part.constant = value
    let upper = FaceProgram.maximize(part, in: solver.tableau, movable: movable)
    part.scale(by: -1)
    let lower = FaceProgram.maximize(part, in: solver.tableau, movable: movable)
    var range = OptimalRange(
      value: value, lowerBound: lower.bound.map { -$0 }, upperBound: upper.bound, witness: nil)
    if range.isUnique {
      range.lowerBound = value
      range.upperBound = value
      return range
    }
    let moves: [Symbol: Double]
    if let along = upper.moves(reaching: value + step) {
      moves = along
    } else if let along = lower.moves(reaching: -value + step) {
      moves = along
    } else if let top = range.upperBound, let bottom = range.lowerBound,
      top - value >= value - bottom
    {
      moves = upper.vertexMoves
    } else {
      moves = lower.vertexMoves
    }
    let parametric = moves.filter { !solver.tableau.isBasic($0.key) }
    range.witness = alternative(moving: parametric)
    return range
  }

  /// The movable part of `expression`'s expansion in parametric symbols.
  func movablePart(of expression: LinearExpression) -> Row {
    var part = Row()
    for term in expression.terms where term.variable.id < solver.variableCount {
      let symbol = solver.tableau.variableSymbols[term.variable.id]
      part.insert(
        solver.tableau.movablePart(of: symbol, movable: movable, cache: &cache),
        times: term.coefficient)
    }
    return part
  }

  /// The solution reached by moving parametric symbols by `moves`.
  func alternative(moving moves: [Symbol: Double]) -> AlternativeSolution {
    let deltas = solver.tableau.propagate(moves)
    var changed: [Variable: Double] = [:]
    for (symbol, delta) in deltas where symbol.isExternal {
      let id = Int(solver.tableau.variableOf[symbol.index])
      guard id >= 0 else { continue }
      let variable = Variable(id: id)
      changed[variable] = solver.value(of: variable) + delta
    }
    let constraints = solver.tableau.owners(of: deltas.keys)
    return AlternativeSolution(changedValues: changed, changedConstraints: constraints)
  }
}

extension FaceMaximum {
  /// The maximum, or `nil` when unbounded.
  var bound: Double? {
    if case .bounded(let value, _) = self { return value }
    return nil
  }

  /// The movable symbols' values at the last vertex reached.
  var vertexMoves: [Symbol: Double] {
    switch self {
    case .bounded(_, let point), .unbounded(_, let point, _, _): return point
    }
  }

  /// For an unbounded maximum, the symbols' values at the point along the ray where the
  /// objective reaches `target` (or at the vertex, if it is already past it); `nil` if bounded.
  func moves(reaching target: Double) -> [Symbol: Double]? {
    guard case .unbounded(let value, let point, let ray, let rate) = self, rate > 0 else {
      return nil
    }
    let distance = max(0, (target - value) / rate)
    var result = point
    for (symbol, change) in ray {
      result[symbol, default: 0] += change * distance
    }
    return result
  }
}
