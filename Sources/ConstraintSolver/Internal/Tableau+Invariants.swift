// Structural checks of the tableau. `invariantViolations()` is always compiled (tests call it);
// building with `-Xswiftc -DCONSTRAINT_SOLVER_INVARIANTS` also runs it after every public
// operation of `Solver` and stops at the first violation.

extension Tableau {
  /// Every broken invariant, as one line each (empty when the tableau is sound).
  ///
  /// A pure check: it reads the tableau and changes nothing (no cached value is refreshed, no
  /// entering candidate dropped), so running it between two steps cannot change what the next
  /// step does, and a problem it reports is still there to be reported again.
  func invariantViolations() -> [String] {
    var problems: [String] = []
    for slot in rows.indices {
      let basic = rowBasic[slot]
      guard basic != Tableau.noSymbol else {
        if !rows[slot].isEmpty { problems.append("free slot \(slot) holds cells") }
        continue
      }
      let row = rows[slot]
      if slotOf[basic.index] != Int32(slot) {
        problems.append("slotOf(\(name(of: basic))) is not \(slot)")
      }
      if isInfeasible(Int32(slot)) {
        problems.append("restricted row \(name(of: basic)) is infeasible: \(row.constant)")
      }
      if basic.isDummy && row.cells.entries.contains(where: { !$0.symbol.isDummy }) {
        problems.append("dummy row \(name(of: basic)) mentions a symbol that is not a dummy")
      }
      for cell in row.cells.entries {
        let symbol = cell.symbol
        if !columns[symbol.index].contains(Int32(slot)) {
          problems.append("column of \(name(of: symbol)) misses row \(name(of: basic))")
        }
        if symbol == basic {
          problems.append("row \(name(of: basic)) contains its basic symbol")
        }
        if isBasic(symbol) {
          if basic.isRestricted || !symbol.isFreeExternal {
            problems.append("row \(name(of: basic)) mentions basic \(name(of: symbol))")
          } else if depth[symbol.index] >= depth[basic.index] {
            problems.append("reference \(name(of: basic)) -> \(name(of: symbol)) not shallower")
          }
        } else if basic.isRestricted && symbol.isFreeExternal {
          problems.append("restricted row \(name(of: basic)) mentions free \(name(of: symbol))")
        }
      }
    }
    for symbol in symbols {
      for slot in columns[symbol.index] {
        let slot = Int(slot)
        if slot >= rows.count || rows[slot].coefficient(for: symbol) == 0 {
          problems.append("column of \(name(of: symbol)) lists row slot \(slot) without it")
        }
      }
      if objective.hasTerms(symbol) {
        if isBasic(symbol) {
          problems.append("objective mentions basic \(name(of: symbol))")
        } else if symbol.isFreeExternal {
          problems.append("objective mentions free \(name(of: symbol))")
        }
      }
    }
    for (raw, bound) in impliedBounds.enumerated() {
      guard let bound else { continue }
      let variable = Int(variableOf[bound.symbol.index])
      if raw >= records.count || records[raw] == nil || variable < 0
        || variableSymbols[variable] != bound.symbol || bound.symbol.isRestricted
      {
        problems.append("implied bound of \(name(of: bound.symbol)) has no equality implying it")
      }
    }
    let fromRows = valuesFromRows()
    for symbol in symbols where symbol.isExternal && !valueStates[symbol.index].isStale {
      let cached = valueStates[symbol.index].cached
      let fresh = fromRows[symbol.index]
      if (fresh - cached).magnitude > Tolerance.nearZero * max(1, fresh.magnitude) {
        problems.append("cached value of \(name(of: symbol)) is \(cached), not \(fresh)")
      }
    }
    let attractive = symbols.first { mayEnter($0) && objective.leadingCost(of: $0) < 0 }
    if let attractive {
      problems.append("not optimal: \(name(of: attractive)) is attractive")
    }
    return problems
  }

  /// The value of every external computed from the rows alone, by symbol id, without reading
  /// or writing the cache: rows are evaluated in reference order (``referenceOrder(_:_:)``), so
  /// each reference is read after its own row. Other symbols read 0; where the depths are
  /// broken (a violation reported on its own) a value may be NaN, which no comparison flags.
  func valuesFromRows() -> [Double] {
    var values = [Double](repeating: 0, count: symbols.count)
    let basics = rowBasic.filter { $0 != Tableau.noSymbol && $0.isExternal }
    for basic in basics {
      values[basic.index] = .nan
    }
    for basic in basics.sorted(by: referenceOrder) {
      let row = rows[Int(slotOf[basic.index])]
      var sum = row.constant
      for cell in row.cells.entries where cell.symbol.isExternal {
        sum += cell.value * values[cell.symbol.index]
      }
      values[basic.index] = sum
    }
    return values
  }

  /// Stops the program at the first violated invariant; only in builds with
  /// `CONSTRAINT_SOLVER_INVARIANTS` defined.
  func checkInvariantsIfEnabled() {
    #if CONSTRAINT_SOLVER_INVARIANTS
      let problems = invariantViolations()
      precondition(problems.isEmpty, problems.joined(separator: "\n") + "\n" + textDescription())
    #endif
  }
}
