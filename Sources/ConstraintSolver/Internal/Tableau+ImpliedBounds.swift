// Implied bounds: a non-negative variable whose bound follows from a required equality.
//
// Restricted rows take part in ratio tests, so they are kept in parametric symbols. A chain of
// equal widths (`w[i] == w[i-1]`, every width non-negative) then gives the rows
// `w[i] = 375 - d0 - d1 - … - d[i]`: each link copies the dummies of all the links before it,
// quadratic time and memory in the length of the chain. But when a required equality defines a
// fresh non-negative variable x as a non-negative combination of non-negative variables plus a
// non-negative constant, `x >= 0` follows from that equality and the other bounds: dropping it
// changes neither the feasible set nor the optimal face. So x is added as a free external, whose
// row keeps references (section 5 of INTERNALS.md), and its bound is put back ("tightened")
// before that equality is removed, or its constant changes so that it no longer implies it.

extension Tableau {
  /// The term of `constraint` whose bound the constraint implies, or nil.
  ///
  /// That is a required equality `a·x + Σ bⱼ·yⱼ + e == 0` where x is a fresh non-negative
  /// variable, every other yⱼ a non-negative variable that some row mentions already (so that x
  /// is the only fresh candidate for the subject, as it would be with its bound), each
  /// `-bⱼ/a > 0` and `-e/a >= 0`.
  func impliedBoundSubject(of constraint: LinearConstraint) -> (
    symbol: Symbol, coefficient: Double
  )? {
    guard constraint.isRequired, constraint.relation == .equal else { return nil }
    var subject: (symbol: Symbol, coefficient: Double)?
    for term in constraint.expression.terms {
      let symbol = variableSymbols[term.variable.id]
      guard isNonNegative[term.variable.id] else { return nil }
      if isFresh(symbol) {
        guard subject == nil, symbol.isRestricted else { return nil }
        subject = (symbol, term.coefficient)
      }
    }
    guard let subject, constraint.expression.constant / subject.coefficient <= 0 else {
      return nil
    }
    for term in constraint.expression.terms
    where term.variable.id != variableOf[subject.symbol.index] {
      guard term.coefficient / subject.coefficient < 0 else { return nil }
    }
    return subject
  }

  /// Whether the implied bound of constraint `raw` still follows from it with `constant` as the
  /// constant of its expression.
  func impliesBound(raw: Int, constant: Double) -> Bool {
    guard raw < impliedBounds.count, let bound = impliedBounds[raw] else { return false }
    return constant / bound.coefficient <= 0
  }

  /// Drops the bound of the fresh non-negative external `symbol`, which constraint `raw`
  /// implies; returns the free symbol (same id) that stands for the variable from now on.
  mutating func relaxBound(of symbol: Symbol, coefficient: Double, impliedBy raw: Int) -> Symbol {
    let free = Symbol(id: symbol.id, kind: .external, isRestricted: false)
    replaceSymbol(free)
    while impliedBounds.count <= raw {
      impliedBounds.append(nil)
    }
    impliedBounds[raw] = (free, coefficient)
    return free
  }

  /// Puts back the bound that constraint `raw` implies, if it implies one, before the
  /// constraint goes or changes. The solution stays feasible and optimal: the bound held.
  ///
  /// A basic variable's row is expanded into parametric symbols, as every restricted row is,
  /// after the rows that reference it take its definition. When that expansion holds a free
  /// parametric symbol, the row is solved for that symbol instead, and the variable becomes
  /// parametric (0), another point of the same optimal face.
  ///
  /// - Complexity: the cells of the rows that reference the variable, plus its expansion.
  mutating func tightenBound(impliedBy raw: Int) {
    guard raw < impliedBounds.count, let free = impliedBounds[raw]?.symbol else { return }
    impliedBounds[raw] = nil
    let bounded = Symbol(id: free.id, kind: .external, isRestricted: true)
    guard let slot = slot(of: free) else {
      replaceSymbol(bounded)
      for slot in columns[free.index].slots {
        let coefficient = removeCell(free, inRow: slot)
        addToCell(coefficient, bounded, inRow: slot)
      }
      return
    }
    substituteInRows(free, by: rows[Int(slot)])
    var row = expandedRow(deleteRow(slot))
    replaceSymbol(bounded)
    let freeSymbols = row.cells.entries.map(\.symbol).filter(\.isFreeExternal)
    guard let pivot = freeSymbols.min() else {
      rowDidChange(storeRow(row, basic: bounded))
      return
    }
    row.add(-1, to: bounded)
    row.solve(for: pivot)
    substituteInRows(pivot, by: row)
    depth[pivot.index] = lowestDepth
    lowestDepth -= 1
    storeRow(row, basic: pivot)
  }

  /// Puts `symbol` in the place of the variable symbol with the same id (restriction flipped);
  /// the caller rewrites the cells that mention it.
  private mutating func replaceSymbol(_ symbol: Symbol) {
    symbols[symbol.index] = symbol
    variableSymbols[Int(variableOf[symbol.index])] = symbol
    invalidate(symbol)
  }
}
