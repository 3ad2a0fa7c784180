// Exact ranging over the lexicographically optimal face (for ambiguity).
//
// At an optimal tableau every parametric symbol has a reduced cost vector that is
// lexicographically non-negative. The optimal solutions are exactly the feasible points where
// every parametric symbol with a non-zero reduced cost (at any level) and every dummy stays 0:
// moving such a symbol would change some level's error. The remaining parametric symbols are
// "free to move": unrestricted externals in either direction, restricted ones upwards. The
// range of a variable over the face is then a small linear program in the free symbols,
// subject to the restricted rows staying non-negative, solved by primal simplex (Bland's rule)
// on a copy of the rows it touches. No sampling: bounds come from ratio tests, and cells at or
// below the tolerance are absent from rows, so rounding cannot make a variable look free.

extension Tableau {
  /// The range of `symbol` over the optimal face, and a parameter assignment realizing a
  /// different value (nil when the range is a single point).
  struct Range {
    var minimum: Double?
    var maximum: Double?
    /// Values of parametric symbols (all others 0) at which `symbol` differs from now.
    var witness: [Symbol: Double]?
  }

  /// Whether a parametric symbol can move without changing any level's error.
  func isFreeToMove(_ symbol: Symbol) -> Bool {
    !isBasic(symbol) && !symbol.isDummy
      && (symbol.isFreeExternal || !objective.isPinned(symbol))
  }

  /// The exact range of `symbol` over all lexicographically optimal solutions.
  mutating func optimalRange(of symbol: Symbol) -> Range {
    let current = value(of: symbol)
    var expression: Row
    if let row = expandedRow(of: symbol) {
      expression = row
    } else {
      expression = Row()
      expression.add(1, to: symbol)
    }
    // Free externals move in both directions and touch no restricted row.
    if let free = expression.cells.entries.first(where: {
      $0.symbol.isFreeExternal && !isBasic($0.symbol)
    }) {
      let step = Tableau.witnessStep / free.value
      return Range(minimum: nil, maximum: nil, witness: [free.symbol: step])
    }
    var objectiveRow = Row(constant: expression.constant)
    for cell in expression.cells.entries where isFreeToMove(cell.symbol) {
      objectiveRow.add(cell.value, to: cell.symbol)
    }
    if objectiveRow.isEmpty {
      return Range(minimum: current, maximum: current, witness: nil)
    }
    var upward = FaceProgram(tableau: self, objective: objectiveRow)
    let high = upward.maximize()
    var negated = objectiveRow
    negated.scale(by: -1)
    var downward = FaceProgram(tableau: self, objective: negated)
    let low = downward.maximize()

    let scale = max(1, current.magnitude)
    let maximum = high.bound.map { ($0 - current) <= Tolerance.nearZero * scale ? current : $0 }
    let minimum = low.bound.map { -$0 }.map {
      (current - $0) <= Tolerance.nearZero * scale ? current : $0
    }
    if maximum == current && minimum == current {
      return Range(minimum: current, maximum: current, witness: nil)
    }
    let gainUp = maximum.map { $0 - current } ?? .infinity
    let gainDown = minimum.map { current - $0 } ?? .infinity
    let witness = gainUp >= gainDown ? high.witness : low.witness
    return Range(minimum: minimum, maximum: maximum, witness: witness)
  }

  /// How far a witness moves a variable that is unbounded in its direction, in points.
  static let witnessStep = 100.0

  /// Every external's value when the parametric symbols take `parameters` (others 0).
  ///
  /// - Complexity: O(cells of the rows of externals).
  func values(withParameters parameters: [Symbol: Double]) -> [Double] {
    var result = Array(repeating: Double.nan, count: symbols.count)
    var stack: [Symbol] = []
    for external in variableSymbols where result[external.index].isNaN {
      stack.append(external)
      while let next = stack.last {
        guard let slot = slot(of: next) else {
          result[next.index] = parameters[next] ?? 0
          stack.removeLast()
          continue
        }
        var sum = rows[Int(slot)].constant
        var isWaiting = false
        for cell in rows[Int(slot)].cells.entries {
          let symbol = cell.symbol
          if isBasic(symbol) {
            if result[symbol.index].isNaN {
              stack.append(symbol)
              isWaiting = true
            } else {
              sum += cell.value * result[symbol.index]
            }
          } else {
            sum += cell.value * (parameters[symbol] ?? 0)
          }
        }
        if !isWaiting {
          result[next.index] = sum
          stack.removeLast()
        }
      }
    }
    return result
  }
}

/// The linear program "maximize an expression over the optimal face" on a copy of the
/// restricted rows it reaches, in dictionary form.
struct FaceProgram {
  private var rows: [(basic: Symbol, row: Row)] = []
  private var rowsContaining: [Symbol: Set<Int>] = [:]
  private var objective: Row
  /// Symbols basic in the tableau (their values follow from the parameters).
  private var tableauBasics: Set<Symbol> = []

  /// The supremum (nil when unbounded) and a witness assignment of parametric symbols.
  struct Outcome {
    var bound: Double?
    var witness: [Symbol: Double]
  }

  /// Copies the restricted rows reachable from the objective's symbols through shared free
  /// symbols, keeping only free symbols (the others are fixed at 0 on the face).
  init(tableau: Tableau, objective: Row) {
    self.objective = objective
    var pending = objective.cells.entries.map(\.symbol)
    var seenSymbols = Set(pending)
    var seenSlots = Set<Int32>()
    while let symbol = pending.popLast() {
      for slot in tableau.columns[symbol.index].slots where !seenSlots.contains(slot) {
        let basic = tableau.rowBasic[Int(slot)]
        guard basic.isRestricted, !basic.isDummy else { continue }
        seenSlots.insert(slot)
        var copy = Row(constant: max(0, tableau.rows[Int(slot)].constant))
        for cell in tableau.rows[Int(slot)].cells.entries where tableau.isFreeToMove(cell.symbol) {
          copy.add(cell.value, to: cell.symbol)
          if seenSymbols.insert(cell.symbol).inserted {
            pending.append(cell.symbol)
          }
        }
        append(basic, copy)
        tableauBasics.insert(basic)
      }
    }
  }

  private mutating func append(_ basic: Symbol, _ row: Row) {
    let index = rows.count
    rows.append((basic, row))
    for cell in row.cells.entries {
      rowsContaining[cell.symbol, default: []].insert(index)
    }
  }

  /// Primal simplex with Bland's rule from the current (feasible) point.
  mutating func maximize() -> Outcome {
    while true {
      let attractive = objective.cells.entries.filter { $0.value > Tolerance.nearZero }
      guard let entering = attractive.map(\.symbol).min() else {
        return Outcome(bound: objective.constant, witness: parameters(along: nil, by: 0))
      }
      var leaving: (index: Int, ratio: Double, basic: Symbol)?
      for index in rowsContaining[entering, default: []] {
        let coefficient = rows[index].row.coefficient(for: entering)
        guard coefficient < -Tolerance.nearZero else { continue }
        let ratio = rows[index].row.constant / -coefficient
        if let best = leaving {
          if ratio < best.ratio - Tolerance.nearZero
            || (ratio <= best.ratio + Tolerance.nearZero && rows[index].basic < best.basic)
          {
            leaving = (index, ratio, rows[index].basic)
          }
        } else {
          leaving = (index, ratio, rows[index].basic)
        }
      }
      guard let leaving else {
        let step = Tableau.witnessStep / objective.coefficient(for: entering)
        return Outcome(bound: nil, witness: parameters(along: entering, by: step))
      }
      pivot(leaving.index, entering: entering)
    }
  }

  /// The tableau's parametric symbols at the current point of this program, moved `step`
  /// along the ray of `entering` (values of 0 are left out).
  private func parameters(along entering: Symbol?, by step: Double) -> [Symbol: Double] {
    var result: [Symbol: Double] = [:]
    for entry in rows where !tableauBasics.contains(entry.basic) {
      let slope = entering.map { entry.row.coefficient(for: $0) } ?? 0
      let value = entry.row.constant + slope * step
      if value != 0 {
        result[entry.basic] = value
      }
    }
    if let entering, !tableauBasics.contains(entering) {
      result[entering] = step
    }
    return result
  }

  private mutating func pivot(_ index: Int, entering: Symbol) {
    let leaving = rows[index].basic
    var row = rows[index].row
    for cell in row.cells.entries {
      rowsContaining[cell.symbol]?.remove(index)
    }
    row.solve(for: entering, replacing: leaving)
    for other in rowsContaining[entering, default: []] where other != index {
      let before = Set(rows[other].row.cells.entries.map(\.symbol))
      rows[other].row.substitute(entering, by: row)
      let after = Set(rows[other].row.cells.entries.map(\.symbol))
      for symbol in before.subtracting(after) {
        rowsContaining[symbol]?.remove(other)
      }
      for symbol in after.subtracting(before) {
        rowsContaining[symbol, default: []].insert(other)
      }
    }
    objective.substitute(entering, by: row)
    rows[index] = (entering, row)
    for cell in row.cells.entries {
      rowsContaining[cell.symbol, default: []].insert(index)
    }
  }
}

extension Tableau {
  /// Variable ids whose expanded row may contain a symbol free to move (see
  /// ``Solver/ambiguityCandidates()``).
  func ambiguityCandidates() -> [Int] {
    // 0 unknown, 1 determined, 2 candidate.
    var state = Array(repeating: UInt8(0), count: symbols.count)
    var stack: [Symbol] = []
    var result: [Int] = []
    for (id, external) in variableSymbols.enumerated() {
      if state[external.index] == 0 {
        stack.append(external)
        while let next = stack.last {
          guard let slot = slot(of: next) else {
            state[next.index] = isFreeToMove(next) ? 2 : 1
            stack.removeLast()
            continue
          }
          var verdict: UInt8 = 1
          var isWaiting = false
          for cell in rows[Int(slot)].cells.entries {
            let symbol = cell.symbol
            if isBasic(symbol) {
              switch state[symbol.index] {
              case 0:
                stack.append(symbol)
                isWaiting = true
              case 2: verdict = 2
              default: break
              }
            } else if isFreeToMove(symbol) {
              verdict = 2
            }
          }
          if !isWaiting {
            state[next.index] = verdict
            stack.removeLast()
          }
        }
      }
      if state[external.index] == 2 {
        result.append(id)
      }
    }
    return result
  }
}
