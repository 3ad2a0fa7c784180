// Ranging over the optimal face: how far an expression can move while the solution stays
// lexicographically optimal (sensitivity analysis of the final tableau).
//
// At an optimal tableau every parametric symbol is 0, and each level's objective reads
// `optimum + Σ cost·symbol` over parametric symbols, where every restricted non-dummy symbol's
// cost vector is lexicographically non-negative (a dummy may have any cost; it is fixed at 0)
// and no free external appears. Level by level, a
// feasible point keeps every optimum exactly when each parametric symbol whose cost vector is
// non-zero stays 0: at the highest level all costs are >= 0, so the optimum forces the positive
// ones to 0; on what remains the next level's costs are >= 0, and so on. The optimal solutions
// are therefore
//
//   { rows hold, restricted symbols >= 0, dummies = 0, parametric symbols with cost ≠ 0 = 0 },
//
// the optimal face. Its coordinates are the movable symbols: parametric free externals, and
// parametric restricted non-dummy symbols whose cost is zero at every level, less those that a
// degenerate row holds at 0 (a restricted row with constant 0 and no movable symbol of positive
// coefficient forces its movable symbols of negative coefficient to 0; see `movableSymbols()`).
// An expression is unique over the face when its expansion has no movable symbol; otherwise its
// range comes from a primal simplex on a scratch copy of the restricted rows it reaches
// (Bland's rule, only movable and basic restricted symbols may enter), so degenerate rows and
// one-sided symbols are handled exactly. No sampling and no perturbation.

/// The optimal face as the tableau stands at one moment: which symbols may move on it, and the
/// movable parts of the free externals read so far, so that a chain of references is walked
/// once over many questions. Made by ``Tableau/faceScreen()``; it describes that tableau only
/// until the next change.
struct FaceScreen {
  /// Per symbol id, whether it is a coordinate of the face (``Tableau/movableSymbols()``).
  let movable: [Bool]
  /// The movable parts of basic free externals, by symbol id.
  var parts: [Int32: Row] = [:]
}

extension Tableau {
  /// The face of the current optimal tableau.
  ///
  /// - Complexity: O(symbols + cells of the degenerate restricted rows).
  func faceScreen() -> FaceScreen {
    FaceScreen(movable: movableSymbols())
  }

  /// Whether `expression` may take more than one value over the optimal solutions: its
  /// parametric expansion has a movable symbol. `false` proves it unique.
  ///
  /// Changes nothing in the tableau; `mutating` only so that a call through the solver's
  /// addressor (`OptimalFace`) takes the tableau in place. A non-mutating call there copied
  /// the whole struct (a retain and a release of each of its arrays) on every call, which was
  /// 40% of the screen on a 10,000-view layout.
  mutating func mayVary(_ expression: LinearExpression, on screen: inout FaceScreen) -> Bool {
    !movablePart(of: expression, on: &screen).isEmpty
  }

  /// The range of `expression` over the optimal solutions, with a witness when it is not unique
  /// (see ``OptimalRange``).
  ///
  /// A free external in the movable part makes both sides unbounded; otherwise the part is
  /// maximized and minimized by ``FaceProgram``, and the witness moves along an unbounded side
  /// (the upper first) or to the bound farther from the current value.
  mutating func range(of expression: LinearExpression, on screen: inout FaceScreen)
    -> OptimalRange
  {
    let value = value(of: expression)
    var part = movablePart(of: expression, on: &screen)
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
    let upper = FaceProgram.maximize(part, in: self, movable: screen.movable)
    part.scale(by: -1)
    let lower = FaceProgram.maximize(part, in: self, movable: screen.movable)
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
    range.witness = alternative(moving: moves.filter { !isBasic($0.key) })
    return range
  }

  /// The solution reached by moving parametric symbols by `moves`: the variables and the
  /// constraints whose values change.
  mutating func alternative(moving moves: [Symbol: Double]) -> AlternativeSolution {
    let deltas = propagate(moves)
    var changed: [Variable: Double] = [:]
    for (symbol, delta) in deltas where symbol.isExternal {
      let id = Int(variableOf[symbol.index])
      guard id >= 0 else { continue }
      changed[Variable(id: id)] = value(of: symbol) + delta
    }
    return AlternativeSolution(changedValues: changed, changedConstraints: owners(of: deltas.keys))
  }

  /// The movable part of `expression`'s parametric expansion (constant 0): what can change on
  /// the optimal face. Variables the tableau does not know are left out.
  func movablePart(of expression: LinearExpression, on screen: inout FaceScreen) -> Row {
    var part = Row()
    for term in expression.terms where term.variable.id < variableSymbols.count {
      let symbol = variableSymbols[term.variable.id]
      part.insert(
        movablePart(of: symbol, movable: screen.movable, cache: &screen.parts),
        times: term.coefficient)
    }
    return part
  }

  /// Whether the parametric `symbol` may move on the optimal face.
  func isMovable(_ symbol: Symbol) -> Bool {
    if symbol.isDummy { return false }
    if symbol.isFreeExternal { return true }
    return !objective.isPinned(symbol)
  }

  /// Per symbol id, whether the symbol is parametric and may move on the optimal face:
  /// `isMovable`, less the symbols that degenerate rows hold at 0.
  ///
  /// A restricted row `b = c + Σ aₖ·pₖ` with `c` at most ``Tolerance/nearZero`` and no movable
  /// `pₖ` of positive coefficient can only stay `>= 0` if every movable `pₖ` of negative
  /// coefficient stays 0; those are dropped, and the rows that hold them are looked at again.
  /// This is the screen's answer to the degenerate vertices that content sizes make (a label's
  /// hugging and compression resistance at the same intrinsic size): without it every such
  /// size would need a simplex run to be found unique.
  /// - Complexity: O(cells of the degenerate restricted rows), each revisited when one of its
  ///   symbols is dropped.
  func movableSymbols() -> [Bool] {
    var movable = [Bool](repeating: false, count: symbols.count)
    for symbol in symbols where !isBasic(symbol) && isMovable(symbol) {
      movable[symbol.index] = true
    }
    func isDegenerate(_ slot: Int32) -> Bool {
      let basic = rowBasic[Int(slot)]
      return basic != Tableau.noSymbol && basic.isRestricted
        && rows[Int(slot)].constant <= Tolerance.nearZero
    }
    var queue = rows.indices.map(Int32.init).filter(isDegenerate)
    while let slot = queue.popLast() {
      let cells = rows[Int(slot)].cells.entries
      if cells.contains(where: { movable[$0.symbol.index] && $0.value > Tolerance.nearZero }) {
        continue
      }
      for cell in cells where movable[cell.symbol.index] && cell.value < -Tolerance.nearZero {
        movable[cell.symbol.index] = false
        queue += columns[cell.symbol.index].slots.filter { $0 != slot && isDegenerate($0) }
      }
    }
    return movable
  }

  /// Whether `symbol` may enter the basis in a ranging run: restricted, not a dummy, and either
  /// basic in the tableau or movable.
  func mayEnterInRanging(_ symbol: Symbol, movable: [Bool]) -> Bool {
    guard symbol.isRestricted, !symbol.isDummy else { return false }
    return isBasic(symbol) || movable[symbol.index]
  }

  /// The movable part of `symbol`'s expansion in parametric symbols (constant 0): what can
  /// change on the optimal face. Parts of basic free externals are memoized in `cache`, so a
  /// chain of references is walked once.
  ///
  /// - Complexity: proportional to the rows reached that are not yet in `cache`.
  func movablePart(of symbol: Symbol, movable: [Bool], cache: inout [Int32: Row]) -> Row {
    guard let slot = slot(of: symbol) else {
      var part = Row()
      if movable[symbol.index] { part.add(1, to: symbol) }
      return part
    }
    if !symbol.isFreeExternal {
      return movableCells(of: rows[Int(slot)], movable: movable)
    }
    if let known = cache[symbol.id] { return known }
    var stack = [symbol]
    while let next = stack.last {
      guard let nextSlot = self.slot(of: next) else {
        stack.removeLast()
        continue
      }
      var isWaiting = false
      for cell in rows[Int(nextSlot)].cells.entries
      where isBasic(cell.symbol) && cell.symbol.isFreeExternal && cache[cell.symbol.id] == nil {
        stack.append(cell.symbol)
        isWaiting = true
      }
      if isWaiting { continue }
      var part = Row()
      for cell in rows[Int(nextSlot)].cells.entries {
        if isBasic(cell.symbol) {
          let referenced =
            cell.symbol.isFreeExternal
            ? (cache[cell.symbol.id] ?? Row())
            : movablePart(of: cell.symbol, movable: movable, cache: &cache)
          part.insert(referenced, times: cell.value)
        } else if movable[cell.symbol.index] {
          part.add(cell.value, to: cell.symbol)
        }
      }
      cache[next.id] = part
      stack.removeLast()
    }
    return cache[symbol.id] ?? Row()
  }

  /// The cells of a row of parametric symbols that are movable.
  private func movableCells(of row: Row, movable: [Bool]) -> Row {
    var part = Row()
    for cell in row.cells.entries where movable[cell.symbol.index] {
      part.add(cell.value, to: cell.symbol)
    }
    return part
  }

  /// The changes of every symbol when the parametric symbols move by `moves`, through the rows
  /// (and references) that contain them.
  ///
  /// - Complexity: proportional to the rows reached, plus sorting the reference rows by depth.
  func propagate(_ moves: [Symbol: Double]) -> [Symbol: Double] {
    var delta = moves
    var reached = Set<Int32>()
    var queue = Array(moves.keys)
    while let symbol = queue.popLast() {
      for slot in columns[symbol.index].slots where reached.insert(slot).inserted {
        let basic = rowBasic[Int(slot)]
        if basic.isFreeExternal { queue.append(basic) }
      }
    }
    let ordered = reached.sorted { referenceOrder(rowBasic[Int($0)], rowBasic[Int($1)]) }
    for slot in ordered {
      var change = 0.0
      for cell in rows[Int(slot)].cells.entries {
        if let moved = delta[cell.symbol] { change += cell.value * moved }
      }
      delta[rowBasic[Int(slot)]] = change
    }
    return delta.filter { !Tolerance.isNearZero($0.value) }
  }
}
