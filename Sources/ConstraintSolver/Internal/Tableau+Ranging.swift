// Ranging over the optimal face: how far an expression can move while the solution stays
// lexicographically optimal (sensitivity analysis of the final tableau).
//
// At an optimal tableau every parametric symbol is 0, and each level's objective reads
// `optimum + Σ cost·symbol` over parametric symbols, where every restricted symbol's cost
// vector is lexicographically non-negative and no free external appears. Level by level, a
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

extension Tableau {
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

/// The outcome of maximizing an expression over the optimal face.
enum FaceMaximum {
  /// The maximum, and the movable symbols' values at the vertex that attains it.
  case bounded(value: Double, point: [Symbol: Double])
  /// No maximum: from `point` (objective `value`), moving along `ray` (per unit step, the
  /// change of each parametric symbol) raises the objective by `rate` per unit.
  case unbounded(value: Double, point: [Symbol: Double], ray: [Symbol: Double], rate: Double)
}

/// A primal simplex over the optimal face on a scratch copy of the restricted rows it reaches.
///
/// Rows are copied from the tableau when a symbol of theirs first enters; the tableau itself is
/// never changed. Entering symbols are chosen by Bland's rule (lowest id with a positive
/// objective coefficient among those allowed to enter), leaving rows by minimum ratio with ties
/// to the lowest basic symbol, which rules out cycling on the degenerate rows that ambiguity
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
