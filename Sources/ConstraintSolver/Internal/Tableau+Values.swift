// Reading values: lazily, through row references, with stale tracking so that only what
// changed is recomputed or reported.
//
// A parametric symbol is 0. A basic symbol is its row's constant plus, for each reference (a
// cell whose symbol is itself basic), coefficient × the referenced value. `isStale` marks
// externals whose cached value may be out of date; it is closed under dependents (a stale symbol
// has only stale dependents), so marking stops at symbols already stale. `touched` collects the
// externals that changed since the last `publishChanges()`.

/// What the tableau keeps about the value of one external symbol (by symbol id; one array of
/// these rather than one array per field, so that a read or an update touches one element).
struct ValueState {
  /// The value when last computed.
  var cached = 0.0
  /// The value when last reported by `publishChanges()`.
  var published = 0.0
  /// Whether `cached` may be out of date.
  var isStale = false
  /// Whether the symbol is in `touched`.
  var isTouched = false

  /// Caches `value` as up to date.
  mutating func settle(at value: Double) {
    cached = value
    isStale = false
  }

  /// Clears `isTouched` and records `value` as published; returns whether it differs from the
  /// value published before.
  mutating func publish(_ value: Double) -> Bool {
    isTouched = false
    guard value != published else { return false }
    published = value
    return true
  }

  /// Marks the value stale and touched; returns whether it was not touched before.
  mutating func markStale() -> Bool {
    isStale = true
    defer { isTouched = true }
    return !isTouched
  }
}

extension Tableau {
  /// Marks `symbol` and everything that reads it through references as stale.
  ///
  /// - Complexity: O(1) when `symbol` is not external or already stale; otherwise proportional
  ///   to the columns of the symbols it marks.
  mutating func invalidate(_ symbol: Symbol) {
    guard symbol.isExternal, !valueStates[symbol.index].isStale else { return }
    markStale(symbol)
    // Most rows have no dependent that is still fresh: no work stack then. (The loops stay in
    // this mutating method: a non-mutating helper would take a copy of the tableau's fields.)
    var hasFreshDependent = false
    for slot in columns[symbol.index] {
      let dependent = rowBasic[Int(slot)]
      if dependent.isExternal && !valueStates[dependent.index].isStale {
        hasFreshDependent = true
        break
      }
    }
    guard hasFreshDependent else { return }
    var stack: [Symbol] = []
    swap(&stack, &scratchSymbols)
    defer { swap(&stack, &scratchSymbols) }
    var next = symbol
    while true {
      for slot in columns[next.index] {
        let dependent = rowBasic[Int(slot)]
        if dependent.isExternal && !valueStates[dependent.index].isStale {
          stack.append(dependent)
        }
      }
      repeat {
        guard let popped = stack.popLast() else { return }
        next = popped
      } while valueStates[next.index].isStale
      markStale(next)
    }
  }

  /// Marks one external stale and touched.
  private mutating func markStale(_ symbol: Symbol) {
    if valueStates[symbol.index].markStale() {
      touched.append(symbol)
    }
  }

  /// The current value of `symbol`.
  ///
  /// Every external the computation reads ends up not stale, which keeps staleness closed
  /// under dependents.
  ///
  /// - Complexity: O(1) when cached; otherwise proportional to the stale rows it reads.
  mutating func value(of symbol: Symbol) -> Double {
    guard symbol.isExternal else {
      return slot(of: symbol).map { rows[Int($0)].constant } ?? 0
    }
    if !valueStates[symbol.index].isStale {
      return valueStates[symbol.index].cached
    }
    // A row whose references are all up to date (the usual case) needs no work stack.
    if let sum = valueIfReferencesFresh(symbol) {
      return sum
    }
    var stack: [Symbol] = []
    swap(&stack, &scratchSymbols)
    defer { swap(&stack, &scratchSymbols) }
    stack.append(symbol)
    while let next = stack.last {
      guard let nextSlot = self.slot(of: next) else {
        valueStates[next.index].settle(at: 0)
        stack.removeLast()
        continue
      }
      var sum = rows[Int(nextSlot)].constant
      var isWaiting = false
      for cell in rows[Int(nextSlot)].cells.entries where cell.symbol.isExternal {
        let referenced = cell.symbol
        if valueStates[referenced.index].isStale {
          if isBasic(referenced) {
            stack.append(referenced)
            isWaiting = true
          } else {
            valueStates[referenced.index].settle(at: 0)
          }
        }
        sum += cell.value * valueStates[referenced.index].cached
      }
      if !isWaiting {
        valueStates[next.index].settle(at: sum)
        stack.removeLast()
      }
    }
    return valueStates[symbol.index].cached
  }

  /// The value of `expression` in the current solution; variables the tableau does not know
  /// read 0.
  mutating func value(of expression: LinearExpression) -> Double {
    var sum = expression.constant
    for term in expression.terms where term.variable.id < variableSymbols.count {
      sum += term.coefficient * value(of: variableSymbols[term.variable.id])
    }
    return sum
  }

  /// Computes and caches the value of the stale external `symbol` when no basic external its
  /// row references is stale; nil otherwise (stale parametric references read on the way are
  /// then up to date, at 0).
  private mutating func valueIfReferencesFresh(_ symbol: Symbol) -> Double? {
    let slot = slotOf[symbol.index]
    guard slot >= 0 else {
      valueStates[symbol.index].settle(at: 0)
      return 0
    }
    var sum = rows[Int(slot)].constant
    for cell in rows[Int(slot)].cells.entries where cell.symbol.isExternal {
      let referenced = cell.symbol
      if valueStates[referenced.index].isStale {
        if isBasic(referenced) {
          return nil
        }
        valueStates[referenced.index].settle(at: 0)
      }
      sum += cell.value * valueStates[referenced.index].cached
    }
    valueStates[symbol.index].settle(at: sum)
    return sum
  }

  /// Brings every touched external up to date; returns the variable ids whose value changed
  /// since the previous call, in increasing order.
  mutating func publishChanges() -> [Int] {
    var changed: [Int] = []
    var touched: [Symbol] = []
    swap(&touched, &self.touched)
    defer {
      touched.removeAll(keepingCapacity: true)
      swap(&touched, &self.touched)
    }
    for symbol in touched {
      let current = value(of: symbol)
      if valueStates[symbol.index].publish(current) {
        let variable = variableOf[symbol.index]
        if variable >= 0 {
          changed.append(Int(variable))
        }
      }
    }
    return changed.sorted()
  }
}

extension Tableau {
  /// The total error of each level with constraints, highest priority first.
  mutating func levelErrors() -> [(priority: Double, error: Double)] {
    var totals = Array(repeating: 0.0, count: objective.levels.count)
    for case let record? in records {
      guard let level = record.level else { continue }
      for error in record.errorSymbols {
        totals[Int(level)] += value(of: error)
      }
    }
    return objective.ranked.compactMap { level in
      let info = objective.levels[Int(level)]
      guard info.constraintCount > 0 else { return nil }
      let total = totals[Int(level)]
      return (info.priority, Tolerance.isNearZero(total) ? 0 : total)
    }
  }
}
