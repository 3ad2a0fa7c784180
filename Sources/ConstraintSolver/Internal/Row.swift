/// A linear form `constant + Σ coefficient·symbol` (Cassowary paper, section 3).
///
/// In the tableau a row defines its basic symbol: `basic = constant + Σ cells`. While a new
/// constraint is being added, a row is an expression that must equal zero. Coefficients whose
/// magnitude falls to ``Tolerance/nearZero`` or below are dropped.
struct Row {
  /// What happened to a cell in ``add(_:to:)``.
  enum CellChange {
    case inserted, removed, updated, unchanged
  }

  var constant: Double
  private(set) var cells: SparseList

  init(constant: Double = 0) {
    self.constant = constant
    self.cells = SparseList()
  }

  /// An empty row with room for `capacity` cells.
  init(constant: Double, capacity: Int) {
    self.constant = constant
    self.cells = SparseList(capacity: capacity)
  }

  var isEmpty: Bool { cells.isEmpty }

  /// The coefficient of `symbol` (0 when absent).
  func coefficient(for symbol: Symbol) -> Double {
    cells.value(for: symbol.raw) ?? 0
  }

  /// Adds `coefficient` to the cell of `symbol`, dropping it if the sum is near zero.
  @discardableResult
  mutating func add(_ coefficient: Double, to symbol: Symbol) -> CellChange {
    if let index = cells.position(of: symbol.raw) {
      let sum = cells[valueAt: index] + coefficient
      if Tolerance.isNearZero(sum) {
        cells.remove(at: index)
        return .removed
      }
      cells[valueAt: index] = sum
      return .updated
    }
    if Tolerance.isNearZero(coefficient) {
      return .unchanged
    }
    cells.append(symbol.raw, coefficient)
    return .inserted
  }

  /// Removes the cell of `symbol`, returning its coefficient (0 when absent).
  @discardableResult
  mutating func remove(_ symbol: Symbol) -> Double {
    guard let index = cells.position(of: symbol.raw) else { return 0 }
    let coefficient = cells[valueAt: index]
    cells.remove(at: index)
    return coefficient
  }

  /// Adds `factor·other` (constant and cells).
  mutating func insert(_ other: Row, times factor: Double = 1) {
    constant += other.constant * factor
    for cell in other.cells.entries {
      add(cell.value * factor, to: cell.symbol)
    }
  }

  /// Multiplies the constant and every coefficient by `factor`.
  mutating func scale(by factor: Double) {
    constant *= factor
    for index in 0..<cells.count {
      cells[valueAt: index] *= factor
    }
  }

  /// Treating the row as `0 = constant + Σ cells`, rewrites it as `symbol = ...`.
  ///
  /// `symbol` must have a non-zero coefficient; its cell is removed.
  mutating func solve(for symbol: Symbol) {
    let coefficient = remove(symbol)
    scale(by: -1 / coefficient)
  }

  /// Treating the row as `basic = constant + Σ cells`, rewrites it as `entering = ...`, with
  /// `basic` now a cell (the pivot of the simplex method).
  mutating func solve(for entering: Symbol, replacing basic: Symbol) {
    add(-1, to: basic)
    solve(for: entering)
  }

  /// Replaces `symbol` by `definition` (`symbol = definition`), if the row contains it.
  mutating func substitute(_ symbol: Symbol, by definition: Row) {
    let coefficient = remove(symbol)
    if coefficient != 0 {
      insert(definition, times: coefficient)
    }
  }
}
