// Adding and removing constraints (Cassowary paper, sections 3.2 and 3.4).
//
// A constraint `expression (relation) 0` becomes the row `expression + markerSign·marker
// (+ otherSign·other) = 0`:
//   required ==   expression + d = 0                  d dummy (marker)
//   required >=   expression - s = 0                  s slack (marker)
//   required <=   expression + s = 0
//   preference == expression - e⁺ + e⁻ = 0            e⁺ marker, e⁻ other, both errors
//   preference >= expression - s + e = 0              s marker, e error (other)
//   preference <= expression + s - e = 0
// and each error symbol counts 1 at the preference's objective level.

extension Tableau {
  /// Adds a validated constraint under `raw`; in breaking mode an unsatisfiable required
  /// constraint is kept at ``Priority/broken`` instead.
  ///
  /// - Throws: ``SolverError/unsatisfiable(_:conflictingWith:)`` when a required constraint
  ///   cannot hold and breaking mode is off.
  mutating func addConstraint(_ constraint: LinearConstraint, raw: Int, isEdit: Bool = false) throws
  {
    let priority = constraint.isRequired ? nil : constraint.priority
    do {
      try insertConstraint(constraint, raw: raw, priority: priority, isEdit: isEdit)
    } catch SolverError.unsatisfiable(let rejected, let conflicts)
      where options.breaksUnsatisfiableRequired && priority == nil
    {
      _ = rejected
      try insertConstraint(constraint, raw: raw, priority: Priority.broken, isBroken: true)
      brokenConflicts[raw] = conflicts
    }
  }

  /// Adds a validated required constraint under `raw` already broken: kept at
  /// ``Priority/broken`` with no conflict recorded.
  mutating func addBrokenConstraint(_ constraint: LinearConstraint, raw: Int) throws {
    try insertConstraint(constraint, raw: raw, priority: Priority.broken, isBroken: true)
    brokenConflicts[raw] = []
  }

  /// The marker of a new constraint's row and its sign, and the second error symbol of a
  /// non-required one (Kiwi's `createRow`): a required equality gets a dummy, a required
  /// inequality a slack; a non-required equality two errors (plus and minus), a non-required
  /// inequality a slack and one error.
  private mutating func makeMarkers(_ relation: Relation, isRequired: Bool)
    -> (marker: Symbol, sign: Double, other: (symbol: Symbol, sign: Double)?)
  {
    switch (relation, isRequired) {
    case (.equal, true): return (makeSymbol(.dummy), 1, nil)
    case (.greaterThanOrEqual, true): return (makeSymbol(.slack), -1, nil)
    case (.lessThanOrEqual, true): return (makeSymbol(.slack), 1, nil)
    case (.equal, false): return (makeSymbol(.error), -1, (makeSymbol(.error), 1))
    case (.greaterThanOrEqual, false): return (makeSymbol(.slack), -1, (makeSymbol(.error), 1))
    case (.lessThanOrEqual, false): return (makeSymbol(.slack), 1, (makeSymbol(.error), -1))
    }
  }

  private mutating func insertConstraint(
    _ constraint: LinearConstraint, raw: Int, priority: Double?, isBroken: Bool = false,
    isEdit: Bool = false
  ) throws {
    let (marker, markerSign, other) = makeMarkers(constraint.relation, isRequired: priority == nil)
    let level = priority.map { objective.level(for: $0) }
    var errors: [Symbol] = []
    if let other {
      errors = marker.kind == .error ? [marker, other.symbol] : [other.symbol]
    }
    let record = ConstraintRecord(
      constraint: constraint, marker: marker, markerSign: markerSign, other: other?.symbol,
      level: level, errorSymbols: errors, isBroken: isBroken, isEdit: isEdit)

    if priority == nil, let subject = impliedBoundSubject(of: constraint) {
      _ = relaxBound(of: subject.symbol, coefficient: subject.coefficient, impliedBy: raw)
    }
    // Room for every term, the marker and the other error: one allocation for the cells.
    var row = Row(
      constant: constraint.expression.constant,
      capacity: constraint.expression.terms.count + 2)
    for term in constraint.expression.terms {
      let symbol = variableSymbols[term.variable.id]
      if symbol.isRestricted, let slot = slot(of: symbol) {
        row.insert(rows[Int(slot)], times: term.coefficient)
      } else {
        row.add(term.coefficient, to: symbol)
      }
    }
    row.add(markerSign, to: marker)
    if let other {
      row.add(other.sign, to: other.symbol)
    }

    while records.count <= raw {
      records.append(nil)
    }
    owner[marker.index] = Int32(raw)
    if let other {
      owner[other.symbol.index] = Int32(raw)
    }
    do {
      try addRow(consume row, for: record, raw: raw)
    } catch {
      owner[marker.index] = -1
      if let other {
        owner[other.symbol.index] = -1
      }
      tightenBound(impliedBy: raw)
      // Phase one may have left another basis, feasible but not optimal.
      reoptimize()
      throw error
    }
    records[raw] = record
    if let level {
      objective.adjustCount(of: level, by: 1)
      for error in errors {
        addToObjective(1, error, level: level)
      }
    }
    reoptimize()
  }

  /// Adds `coefficient·symbol` to objective level `level`, through its row if it is basic.
  mutating func addToObjective(_ coefficient: Double, _ symbol: Symbol, level: Int32) {
    if let slot = slot(of: symbol) {
      for cell in rows[Int(slot)].cells.entries {
        objective.add(coefficient * cell.value, to: cell.symbol, level: level)
      }
    } else {
      objective.add(coefficient, to: symbol, level: level)
    }
  }

  /// Makes the constraint's row part of the tableau: chooses its subject, or falls back to an
  /// artificial variable.
  private mutating func addRow(_ row: consuming Row, for record: ConstraintRecord, raw: Int) throws
  {
    if let subject = chooseSubject(inLazyRow: row) {
      // The row is ours: solving it in place saves a copy of its cells.
      var definition = consume row
      definition.solve(for: subject)
      var referenceDepth: Int32 = 0
      for cell in definition.cells.entries where isBasic(cell.symbol) {
        referenceDepth = max(referenceDepth, depth[cell.symbol.index])
      }
      depth[subject.index] = referenceDepth + 1
      storeRow(definition, basic: subject)
      return
    }
    var expanded = expandedRow(consume row)
    if let subject = chooseSubject(inExpandedRow: expanded, for: record) {
      expanded.solve(for: subject)
      // Rows may already mention the subject; a depth below all others keeps references
      // pointing to shallower rows.
      depth[subject.index] = lowestDepth
      lowestDepth -= 1
      storeRow(expanded, basic: subject)
      return
    }
    if expanded.cells.entries.allSatisfy({ $0.symbol.isDummy }) {
      if Tolerance.isNearZero(expanded.constant), expanded.coefficient(for: record.marker) != 0 {
        // Redundant required equality: its dummy becomes basic (a zero row).
        expanded.solve(for: record.marker)
        storeRow(expanded, basic: record.marker)
        return
      }
      throw SolverError.unsatisfiable(
        record.constraint, conflictingWith: conflicts(in: expanded, rejecting: record))
    }
    try addWithArtificialVariable(expanded, for: record, raw: raw)
  }

  /// A free external that appears in no other row: the row can keep its references.
  private func chooseSubject(inLazyRow row: Row) -> Symbol? {
    var best: Symbol?
    for cell in row.cells.entries where cell.symbol.isFreeExternal && isFresh(cell.symbol) {
      if best.map({ cell.symbol < $0 }) ?? true {
        best = cell.symbol
      }
    }
    return best
  }

  /// In a row of parametric symbols: any free external (nothing restricted mentions it), else a
  /// fresh restricted symbol that keeps the row's constant non-negative, preferring one whose
  /// definition leaves no column attractive (saves degenerate pivots when several preferences
  /// share a level and an expression).
  private func chooseSubject(inExpandedRow row: Row, for record: ConstraintRecord) -> Symbol? {
    var free: Symbol?
    var firstRestricted: Symbol?
    // Filled only once a second candidate turns up (most rows have one): no allocation.
    var restricted: [Symbol] = []
    let constant = row.constant
    for cell in row.cells.entries {
      let symbol = cell.symbol
      if symbol.isFreeExternal {
        if free.map({ symbol < $0 }) ?? true {
          free = symbol
        }
      } else if !symbol.isDummy && isFresh(symbol) {
        let keepsSign =
          constant > Tolerance.nearZero
          ? cell.value < 0 : constant < -Tolerance.nearZero ? cell.value > 0 : true
        if keepsSign {
          if let first = firstRestricted, restricted.isEmpty {
            restricted.append(first)
          }
          if firstRestricted == nil {
            firstRestricted = symbol
          } else {
            restricted.append(symbol)
          }
        }
      }
    }
    if let free {
      return free
    }
    guard !restricted.isEmpty else { return firstRestricted }
    restricted.sort()
    return restricted.first { !makesColumnAttractive($0, in: row, for: record) }
      ?? restricted.first
  }

  /// Whether solving `row` for `subject` and adding the record's errors to the objective would
  /// give some column a lexicographically negative reduced cost.
  private func makesColumnAttractive(_ subject: Symbol, in row: Row, for record: ConstraintRecord)
    -> Bool
  {
    guard let level = record.level, record.errorSymbols.contains(subject) else { return false }
    var definition = row
    definition.solve(for: subject)
    for cell in definition.cells.entries where !cell.symbol.isDummy {
      var delta = cell.value
      if record.errorSymbols.contains(cell.symbol) {
        delta += 1
      }
      var costs = objective.costVector(of: cell.symbol)
      costs[Int(objective.rank[Int(level)])] += delta
      if let leading = costs.first(where: { !Tolerance.isNearZero($0) }), leading < 0 {
        return true
      }
    }
    return false
  }

  /// Phase one of the two-phase simplex for a row without a subject: a new artificial symbol
  /// `a = ±row` is minimized; the constraint is satisfiable exactly when `a` reaches 0.
  ///
  /// - Throws: ``SolverError/unsatisfiable(_:conflictingWith:)`` with the Farkas multipliers
  ///   read off the marker symbols of the artificial row at the phase-one optimum.
  private mutating func addWithArtificialVariable(
    _ row: Row, for record: ConstraintRecord, raw: Int
  )
    throws
  {
    let sign: Double = row.constant < 0 ? -1 : 1
    var definition = row
    definition.scale(by: sign)
    let artificial = makeSymbol(.slack)
    storeRow(definition, basic: artificial)
    artificialObjective = definition
    optimizeArtificial()
    artificialObjective = nil

    if let slot = slot(of: artificial) {
      if rows[Int(slot)].constant > Tolerance.nearZero {
        let conflicts = conflicts(in: rows[Int(slot)], rejecting: record)
        deleteRow(slot)
        throw SolverError.unsatisfiable(record.constraint, conflictingWith: conflicts)
      }
      let cells = rows[Int(slot)].cells.entries
      let pivotable =
        cheapestSymbol(cells.map(\.symbol).filter { !$0.isDummy })
        ?? cells.first { $0.symbol == record.marker }?.symbol
      if let entering = pivotable {
        pivot(slot, entering: entering)
      } else {
        deleteRow(slot)
      }
    }
    for slot in columns[artificial.index].slots {
      _ = removeCell(artificial, inRow: slot)
      rowDidChange(slot)
    }
    objective.removeAll(artificial)
  }

  /// Minimizes the phase-one objective. Among the attractive columns the one that is cheapest
  /// for the real objective enters (so phase one does not spend preferences it need not, such
  /// as an edit variable's error); after a run of degenerate pivots, Bland's rule takes over
  /// so the phase cannot cycle.
  private mutating func optimizeArtificial() {
    var degenerateRun = 0
    while let objectiveRow = artificialObjective {
      let attractive = objectiveRow.cells.entries
        .filter { $0.value < -Tolerance.nearZero && !$0.symbol.isDummy && !isBasic($0.symbol) }
        .map(\.symbol)
      let entering =
        degenerateRun < Tableau.degeneratePivotLimit ? cheapestSymbol(attractive) : attractive.min()
      guard let entering, let slot = leavingRow(for: entering) else { return }
      degenerateRun = Tolerance.isNearZero(rows[Int(slot)].constant) ? degenerateRun + 1 : 0
      pivot(slot, entering: entering)
    }
  }

  /// Removes the constraint `raw` (Cassowary paper, section 3.4): its errors leave the
  /// objective, its marker is brought into the basis and that row is dropped.
  ///
  /// - Throws: ``SolverError/unknownConstraint(_:)``.
  mutating func removeConstraint(raw: Int) throws {
    guard raw >= 0, raw < records.count, let record = records[raw] else {
      throw SolverError.unknownConstraint(ConstraintID(raw: raw))
    }
    tightenBound(impliedBy: raw)
    if let level = record.level {
      for error in record.errorSymbols {
        addToObjective(-1, error, level: level)
      }
      objective.adjustCount(of: level, by: -1)
    }
    let marker = record.marker
    if let slot = slot(of: marker) {
      deleteRow(slot)
    } else if let slot = markerLeavingRow(for: marker) {
      deleteRow(pivot(slot, entering: marker))
    }
    for symbol in [marker] + (record.other.map { [$0] } ?? []) {
      if let slot = slot(of: symbol) {
        deleteRow(slot)
      }
      for slot in columns[symbol.index].slots {
        _ = removeCell(symbol, inRow: slot)
        rowDidChange(slot)
      }
      objective.removeAll(symbol)
      owner[symbol.index] = -1
    }
    records[raw] = nil
    brokenConflicts[raw] = nil
    reoptimize()
  }

  /// Restores optimality and feasibility after a change: dual simplex for infeasible rows, then
  /// primal simplex for attractive columns, until neither has work.
  ///
  /// - Returns: the basic symbol of a row that no pivot can make feasible (only possible after a
  ///   required constant changed), or nil.
  @discardableResult
  mutating func reoptimize() -> Symbol? {
    repeat {
      if let failing = dualOptimize() {
        return failing
      }
      optimize()
    } while !infeasibleRows.isEmpty
    return nil
  }
}
