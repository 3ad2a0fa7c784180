// Constant changes and the dual simplex (Cassowary paper, section 3.3): a new constant keeps
// the basis optimal but may make restricted rows negative; dual pivots restore feasibility
// while keeping every reduced cost lexicographically non-negative.

extension Tableau {
  /// Pivots each infeasible row to feasibility: the leaving row is the infeasible one, the
  /// entering symbol the cell with a positive coefficient whose reduced cost vector divided by
  /// that coefficient is lexicographically smallest (ties by lowest symbol id).
  ///
  /// A dummy row (a redundant equality) away from zero has no eligible cell and so reports
  /// infeasibility directly.
  ///
  /// - Returns: the basic symbol of a row with a negative constant and no positive cell (the
  ///   problem has become infeasible), or nil once every restricted row is feasible.
  mutating func dualOptimize() -> Symbol? {
    while let leaving = infeasibleRows.popLast() {
      guard let slot = slot(of: leaving), isInfeasible(slot) else {
        continue
      }
      var entering: (symbol: Symbol, coefficient: Double)?
      for cell in rows[Int(slot)].cells.entries
      where cell.value > Tolerance.nearZero && !cell.symbol.isDummy {
        if let current = entering {
          if objective.hasSmallerRatio(
            cell.symbol, cell.value, than: current.symbol, current.coefficient)
            || (!objective.hasSmallerRatio(
              current.symbol, current.coefficient, than: cell.symbol, cell.value)
              && cell.symbol < current.symbol)
          {
            entering = (cell.symbol, cell.value)
          }
        } else {
          entering = (cell.symbol, cell.value)
        }
      }
      guard let entering else {
        infeasibleRows.append(leaving)
        return leaving
      }
      pivot(slot, entering: entering.symbol)
    }
    return nil
  }

  /// Shifts the tableau as if the constant of constraint `raw`'s expression moved by `delta`.
  ///
  /// Each row holding the constraint with multiplier y (its marker's coefficient over the
  /// marker's sign) moves by y·delta; no symbol changes columns, so this costs the marker's
  /// column, not a remove and add.
  mutating func shiftConstant(of record: ConstraintRecord, by delta: Double) {
    let marker = record.marker
    if let slot = slot(of: marker) {
      addToConstant(-delta / record.markerSign, inRow: slot)
      return
    }
    // The marker's sign is ±1, so this scale gives each row exactly coefficient·delta/sign.
    let scale = delta / record.markerSign
    let column = columns[marker.index]
    rows.withUnsafeMutableBufferPointer { rows in
      for slot in column {
        let slot = Int(slot)
        rows[slot].constant += rows[slot].coefficient(for: marker) * scale
      }
    }
    // `rowDidChange` for each of those rows.
    for slot in column {
      let basic = rowBasic[Int(slot)]
      if basic.isExternal {
        invalidate(basic)
      }
      if Tableau.isInfeasible(basic, constant: rows[Int(slot)].constant) {
        infeasibleRows.append(basic)
      }
    }
  }

  /// Sets the constant of constraint `raw`'s expression in place and re-solves by dual simplex.
  ///
  /// - Returns: false when the new constant makes the required constraints infeasible; the
  ///   tableau is then back at the old constant.
  mutating func setConstant(raw: Int, to constant: Double) -> Bool {
    guard var record = records[raw] else { return false }
    let delta = constant - record.constraint.expression.constant
    guard delta != 0 else { return true }
    if !impliesBound(raw: raw, constant: constant) {
      tightenBound(impliedBy: raw)
    }
    shiftConstant(of: record, by: delta)
    if reoptimize() == nil {
      record.constraint.expression.constant = constant
      records[raw] = record
      return true
    }
    infeasibleRows.removeAll()
    shiftConstant(of: record, by: -delta)
    for slot in rows.indices where rowBasic[slot] != Tableau.noSymbol && isInfeasible(Int32(slot)) {
      infeasibleRows.append(rowBasic[slot])
    }
    reoptimize()
    return false
  }

  /// Sets the constants of several constraints' expressions in place, then re-solves once by
  /// dual simplex: the basis stays dual feasible through every shift, so one pass restores
  /// primal feasibility for all of them (Cassowary paper, section 3.3, applied to a batch).
  ///
  /// - Returns: false, with the tableau in an unspecified state, when an unknown constraint is
  ///   named or the new constants make the required constraints infeasible.
  mutating func setConstants(_ changes: [(raw: Int, constant: Double)]) -> Bool {
    for (raw, constant) in changes {
      guard var record = records[raw] else { return false }
      let delta = constant - record.constraint.expression.constant
      guard delta != 0 else { continue }
      if !impliesBound(raw: raw, constant: constant) {
        tightenBound(impliedBy: raw)
      }
      shiftConstant(of: record, by: delta)
      record.constraint.expression.constant = constant
      records[raw] = record
    }
    return reoptimize() == nil
  }
}
