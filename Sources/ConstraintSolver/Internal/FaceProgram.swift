/// The outcome of maximizing an expression over the optimal face.
enum FaceMaximum {
  /// The maximum, and the movable symbols' values at the vertex that attains it.
  case bounded(value: Double, point: [Symbol: Double])
  /// No maximum: from `point` (objective `value`), moving along `ray` (per unit step, the
  /// change of each parametric symbol) raises the objective by `rate` per unit.
  case unbounded(value: Double, point: [Symbol: Double], ray: [Symbol: Double], rate: Double)

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

/// A primal simplex over the optimal face on a scratch copy of the restricted rows it reaches.
///
/// Rows are copied from the tableau when a symbol of theirs first enters; the tableau itself is
/// never changed. Entering symbols are chosen by Bland's rule (lowest id with a positive
/// objective coefficient among those allowed to enter), leaving rows by ``MinimumRatio`` (ties to the
/// lowest basic symbol), which rules out cycling on the degenerate rows that ambiguity
/// questions are full of.
struct FaceProgram {
  private var rows: [Int32: Row] = [:]
  private var basic: [Int32: Symbol] = [:]
  private var columns: [Symbol: Set<Int32>] = [:]
  private var copiedColumns = Set<Symbol>()

  /// Maximizes `objective` (movable part plus the expression's current value as constant).
  ///
  /// - Parameters:
  ///   - movable: `Tableau.movableSymbols()`.
  ///   - pivotLimit: a safety cap; Bland's rule terminates, so it is never reached in
  ///     practice. When it is, the vertex reached so far is returned (a range that is too
  ///     narrow, never a false ambiguity).
  static func maximize(
    _ objective: Row, in tableau: Tableau, movable: [Bool], pivotLimit: Int = 100_000
  ) -> FaceMaximum {
    var program = FaceProgram()
    var target = objective
    for _ in 0..<pivotLimit {
      guard let entering = program.enteringSymbol(target, tableau, movable) else { break }
      program.copyColumn(of: entering, from: tableau)
      guard let slot = program.leavingRow(for: entering) else {
        var ray: [Symbol: Double] = [entering: 1]
        for slot in program.columns[entering] ?? [] {
          guard let row = program.rows[slot], let rowBasic = program.basic[slot] else { continue }
          ray[rowBasic] = row.coefficient(for: entering)
        }
        return .unbounded(
          value: target.constant, point: program.point(),
          ray: ray.filter { !tableau.isBasic($0.key) },
          rate: target.coefficient(for: entering))
      }
      program.pivot(slot, entering: entering, objective: &target)
    }
    return .bounded(value: target.constant, point: program.point())
  }

  /// The lowest-id symbol with a positive objective coefficient that may enter.
  private func enteringSymbol(_ objective: Row, _ tableau: Tableau, _ movable: [Bool]) -> Symbol? {
    var best: Symbol?
    for cell in objective.cells.entries
    where cell.value > Tolerance.nearZero
      && tableau.mayEnterInRanging(cell.symbol, movable: movable)
    {
      if best.map({ cell.symbol < $0 }) ?? true { best = cell.symbol }
    }
    return best
  }

  /// Copies every restricted tableau row that contains `symbol` and is not copied yet.
  private mutating func copyColumn(of symbol: Symbol, from tableau: Tableau) {
    guard copiedColumns.insert(symbol).inserted else { return }
    for slot in tableau.columns[symbol.index].slots where rows[slot] == nil {
      let rowBasic = tableau.rowBasic[Int(slot)]
      guard rowBasic.isRestricted else { continue }
      let row = tableau.rows[Int(slot)]
      rows[slot] = row
      basic[slot] = rowBasic
      for cell in row.cells.entries { columns[cell.symbol, default: []].insert(slot) }
    }
  }

  /// The copied row that first limits `entering` as it grows (``MinimumRatio``).
  private func leavingRow(for entering: Symbol) -> Int32? {
    var test = MinimumRatio()
    for slot in columns[entering] ?? [] {
      guard let row = rows[slot], let rowBasic = basic[slot] else { continue }
      test.offer(
        slot: slot, basic: rowBasic, constant: row.constant,
        coefficient: row.coefficient(for: entering))
    }
    return test.slot
  }

  /// Exchanges the basic symbol of the copied row in `slot` with `entering`.
  private mutating func pivot(_ slot: Int32, entering: Symbol, objective: inout Row) {
    guard var row = rows[slot], let leaving = basic[slot] else { return }
    for cell in row.cells.entries { columns[cell.symbol]?.remove(slot) }
    row.solve(for: entering, replacing: leaving)
    rows[slot] = row
    basic[slot] = entering
    for cell in row.cells.entries { columns[cell.symbol, default: []].insert(slot) }
    for other in columns[entering] ?? [] where other != slot {
      guard var target = rows[other] else { continue }
      let before = Set(target.cells.entries.map(\.symbol))
      target.substitute(entering, by: row)
      let after = Set(target.cells.entries.map(\.symbol))
      for symbol in before.subtracting(after) { columns[symbol]?.remove(other) }
      for symbol in after.subtracting(before) { columns[symbol, default: []].insert(other) }
      rows[other] = target
    }
    columns[entering] = nil
    objective.substitute(entering, by: row)
  }

  /// The value of every symbol that is basic in the copy (the others are 0).
  private func point() -> [Symbol: Double] {
    var result: [Symbol: Double] = [:]
    for (slot, symbol) in basic {
      if let row = rows[slot] { result[symbol] = row.constant }
    }
    return result
  }
}
