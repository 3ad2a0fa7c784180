// The primal simplex steps of the Cassowary paper (section 3): optimize, enteringSymbol,
// leavingRow, pivot. Ties are broken by Bland's rule (lowest symbol id for both the entering
// symbol and, among equal ratios, the leaving row), which rules out cycling on degenerate
// problems; for the lexicographic objective this is Bland's rule on the equivalent single
// objective with weights M^k for large enough M.

extension Tableau {
  /// Pivots until no column is attractive at the first level where its reduced cost is non-zero.
  ///
  /// - Complexity: per pivot, the cells of the pivot row times the rows containing the entering
  ///   symbol (found through the column index).
  mutating func optimize() {
    while let entering = enteringSymbol() {
      guard let slot = leavingRow(for: entering) else {
        // Unbounded: impossible for a sum of non-negative errors; only rounding can get here.
        objective.removeAll(entering)
        continue
      }
      pivot(slot, entering: entering)
    }
  }

  /// The lowest-id parametric, restricted, non-dummy symbol with a lexicographically negative
  /// reduced cost.
  mutating func enteringSymbol() -> Symbol? {
    let slotOf = self.slotOf
    return objective.enteringSymbol { symbol in
      symbol.isRestricted && !symbol.isDummy && slotOf[symbol.index] < 0
    }
  }

  /// Whether `symbol` may enter the basis in the primal simplex: parametric, restricted and
  /// not a dummy (the rule ``enteringSymbol()`` applies to its candidates).
  func mayEnter(_ symbol: Symbol) -> Bool {
    symbol.isRestricted && !symbol.isDummy && !isBasic(symbol)
  }

  /// Consecutive degenerate pivots after which a pricing rule gives way to Bland's rule.
  static let degeneratePivotLimit = 64

  /// The symbol with the lexicographically smallest reduced cost vector (ties: lowest id).
  func cheapestSymbol(_ candidates: [Symbol]) -> Symbol? {
    var best: (symbol: Symbol, costs: [Double])?
    for candidate in candidates {
      let costs = objective.costVector(of: candidate)
      guard let current = best else {
        best = (candidate, costs)
        continue
      }
      var order = 0
      for (a, b) in zip(costs, current.costs) where !Tolerance.isNearZero(a - b) {
        order = a < b ? -1 : 1
        break
      }
      if order < 0 || (order == 0 && candidate < current.symbol) {
        best = (candidate, costs)
      }
    }
    return best?.symbol
  }

  /// The restricted row that first limits `entering` as it grows (``MinimumRatio``).
  func leavingRow(for entering: Symbol) -> Int32? {
    var test = MinimumRatio()
    for slot in columns[entering.index] {
      let basic = rowBasic[Int(slot)]
      guard basic.isRestricted else { continue }
      let row = rows[Int(slot)]
      test.offer(
        slot: slot, basic: basic, constant: row.constant,
        coefficient: row.coefficient(for: entering))
    }
    return test.slot
  }

  /// Exchanges the basic symbol of the row in `slot` with `entering`, which becomes basic, and
  /// substitutes its new definition into every row that contains it and into the objectives.
  @discardableResult
  mutating func pivot(_ slot: Int32, entering: Symbol) -> Int32 {
    pivotCount += 1
    let leaving = rowBasic[Int(slot)]
    var row = deleteRow(slot)
    row.solve(for: entering, replacing: leaving)
    substituteInRows(entering, by: row)
    artificialObjective?.substitute(entering, by: row)
    return storeRow(row, basic: entering)
  }

  /// The row through which a parametric marker is brought into the basis before its
  /// constraint's row is removed (Cassowary paper, section 3.4).
  ///
  /// A dummy row (a redundant equality, value 0, only dummies) comes first: the pivot is
  /// degenerate and keeps dummy rows free of other symbols. Then restricted rows, so
  /// feasibility is kept: those with a negative coefficient by minimum ratio, then those with a
  /// positive one (both by ``MinimumRatio``, so ratios within the tolerance tie); otherwise any
  /// row that contains the marker, expanded in parametric symbols first so that no reference
  /// cycle can arise.
  mutating func markerLeavingRow(for marker: Symbol) -> Int32? {
    if let slot = columns[marker.index].slots.filter({ rowBasic[Int($0)].isDummy })
      .min(by: { rowBasic[Int($0)] < rowBasic[Int($1)] })
    {
      return slot
    }
    // Rows the marker shrinks as it grows (negative coefficient), and rows it shrinks as it
    // falls (positive coefficient), each by the minimum-ratio test.
    var shrinking = MinimumRatio()
    var growing = MinimumRatio()
    var unrestricted: [Int32] = []
    for slot in columns[marker.index] {
      let basic = rowBasic[Int(slot)]
      guard basic.isRestricted else {
        unrestricted.append(slot)
        continue
      }
      let coefficient = rows[Int(slot)].coefficient(for: marker)
      let constant = rows[Int(slot)].constant
      shrinking.offer(slot: slot, basic: basic, constant: constant, coefficient: coefficient)
      growing.offer(slot: slot, basic: basic, constant: constant, coefficient: -coefficient)
    }
    if let slot = shrinking.slot ?? growing.slot {
      return slot
    }
    // The shallowest row that contains the marker keeps it after expansion: its references,
    // being shallower, cannot contain the marker.
    let byDepth = unrestricted.sorted { first, second in
      let a = rowBasic[Int(first)]
      let b = rowBasic[Int(second)]
      return (depth[a.index], a.id) < (depth[b.index], b.id)
    }
    for slot in byDepth {
      let expanded = expandRow(slot)
      if !Tolerance.isNearZero(rows[Int(expanded)].coefficient(for: marker)) {
        return expanded
      }
    }
    return nil
  }
}
