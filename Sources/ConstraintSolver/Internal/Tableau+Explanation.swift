// Provenance read off marker symbols (Cassowary's explanation mode).
//
// Every tableau row, as an equation, is a linear combination Σ yᵢ·Rᵢ of the constraints'
// original rows Rᵢ = expressionᵢ + markerSignᵢ·markerᵢ (+ errors). A marker occurs in no other
// original row, so its coefficient in a row is yᵢ·markerSignᵢ: the multiplier of constraint i is
// the marker's coefficient divided by its sign. For a row that proves a constraint cannot be
// added, those multipliers are a Farkas certificate; for the expansion of an expression, the
// constraints with a non-zero multiplier are what determines its value.

extension Tableau {
  /// The Farkas certificate of a constraint that cannot be added: the multipliers of the
  /// present required constraints in `row`, scaled so that the rejected constraint's is 1.
  ///
  /// `row` is a combination of original rows in which the rejected constraint has a non-zero
  /// multiplier: its expanded row when that holds only dummies and a non-zero constant, or the
  /// artificial row when phase one ends above zero.
  /// - Returns: the multipliers by constraint id, sorted by id, near-zero ones left out.
  func conflicts(in row: Row, rejecting record: ConstraintRecord)
    -> [(ConstraintID, multiplier: Double)]
  {
    let scale = row.coefficient(for: record.marker) / record.markerSign
    guard scale != 0 else { return [] }
    var result: [(ConstraintID, multiplier: Double)] = []
    for cell in row.cells.entries {
      let raw = Int(owner[cell.symbol.index])
      guard raw >= 0, raw < records.count, let present = records[raw],
        present.level == nil, present.marker == cell.symbol
      else { continue }
      let multiplier = cell.value / present.markerSign / scale
      if !Tolerance.isNearZero(multiplier) {
        result.append((ConstraintID(raw: raw), multiplier))
      }
    }
    return result.sorted { $0.0 < $1.0 }
  }

  /// `expression` without its constant, in parametric symbols: each variable replaced by its
  /// expanded row. Variables the tableau does not know are left out.
  ///
  /// - Complexity: proportional to the expanded rows of the expression's variables.
  func parametricExpansion(of expression: LinearExpression) -> Row {
    var row = Row()
    for term in expression.terms where term.variable.id < variableSymbols.count {
      let symbol = variableSymbols[term.variable.id]
      if let expanded = expandedRow(of: symbol) {
        row.insert(expanded, times: term.coefficient)
      } else {
        row.add(term.coefficient, to: symbol)
      }
    }
    row.constant = 0
    return row
  }

  /// The constraints that currently determine `expression`: those whose marker or error
  /// symbols appear in its parametric expansion, after cancellation. Each holds exactly at the
  /// current solution (its slack or error is 0, being parametric). Empty when the expression
  /// reads only parametric variables.
  func determiningConstraints(of expression: LinearExpression) -> [ConstraintID] {
    owners(of: parametricExpansion(of: expression).cells.entries.map(\.symbol))
  }

  /// The preferences that are violated now (an error symbol basic above 0) whose error rows
  /// contain a symbol of `expression`'s expansion: with `throughFixed`, any symbol; without,
  /// only symbols that can move (not dummies, the markers of required equalities, which are
  /// held at 0: two views both measured from a root whose frame is fixed share only those).
  func yieldingConstraints(of expression: LinearExpression, throughFixed: Bool) -> [ConstraintID] {
    var yielding: [Symbol] = []
    for cell in parametricExpansion(of: expression).cells.entries
    where throughFixed || cell.symbol.kind != .dummy {
      for slot in columns[cell.symbol.index].slots {
        let basic = rowBasic[Int(slot)]
        if basic.kind == .error, rows[Int(slot)].constant > Tolerance.nearZero {
          yielding.append(basic)
        }
      }
    }
    return owners(of: yielding)
  }

  /// The ids of the constraints owning the given symbols, sorted, without repeats.
  func owners(of symbols: some Sequence<Symbol>) -> [ConstraintID] {
    var result = Set<Int>()
    for symbol in symbols where owner[symbol.index] >= 0 {
      result.insert(Int(owner[symbol.index]))
    }
    return result.sorted().map(ConstraintID.init(raw:))
  }
}
