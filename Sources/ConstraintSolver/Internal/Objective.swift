/// The lexicographic objective: one level per distinct priority present, highest first.
///
/// Level `k` is the sum of the error symbols of the constraints at that priority, expressed in
/// parametric symbols. It is stored by column: `terms[symbol]` lists `(level, coefficient)`, so
/// a symbol's reduced cost is a short vector, compared lexicographically by level rank (the
/// symbolic weights of the Cassowary paper, section 2, without a cap on the number of levels).
/// A column is attractive when its first non-zero component is negative. Symbols whose terms
/// changed since the last check are kept as entering candidates, so finding an entering symbol
/// costs what changed, not the size of the objective. The objective's constant (its current
/// value) is not kept: level errors are read from the error symbols' values.
struct Objective {
  struct Level {
    var priority: Double
    var constraintCount: Int
  }

  struct Term {
    var level: Int32
    var coefficient: Double
  }

  private(set) var levels: [Level] = []
  /// Rank of each level id (0 = highest priority).
  private(set) var rank: [Int32] = []
  /// Level ids ordered by rank.
  private(set) var ranked: [Int32] = []
  /// Objective coefficients by symbol id.
  private(set) var terms: [[Term]] = []
  private var candidates: [Symbol] = []
  private var isCandidate: [Bool] = []

  /// Makes room for the symbol with the next id.
  mutating func appendSymbol() {
    terms.append([])
    isCandidate.append(false)
  }

  /// The level of `priority`, created (and ranks recomputed) if new.
  mutating func level(for priority: Double) -> Int32 {
    if let existing = levels.firstIndex(where: { $0.priority == priority }) {
      return Int32(existing)
    }
    levels.append(Level(priority: priority, constraintCount: 0))
    ranked = levels.indices.sorted { levels[$0].priority > levels[$1].priority }.map(Int32.init)
    rank = Array(repeating: 0, count: levels.count)
    for (position, level) in ranked.enumerated() {
      rank[Int(level)] = Int32(position)
    }
    return Int32(levels.count - 1)
  }

  /// Counts a constraint in or out of `level`.
  mutating func adjustCount(of level: Int32, by delta: Int) {
    levels[Int(level)].constraintCount += delta
  }

  /// Adds `coefficient·symbol` at `level`; the symbol must be parametric.
  mutating func add(_ coefficient: Double, to symbol: Symbol, level: Int32) {
    let index = symbol.index
    if let position = terms[index].firstIndex(where: { $0.level == level }) {
      let sum = terms[index][position].coefficient + coefficient
      if Tolerance.isNearZero(sum) {
        terms[index].remove(at: position)
      } else {
        terms[index][position].coefficient = sum
      }
    } else if !Tolerance.isNearZero(coefficient) {
      terms[index].append(Term(level: level, coefficient: coefficient))
    }
    markCandidate(symbol)
  }

  /// Replaces `symbol` by `definition` at every level (the symbol just became basic).
  mutating func substitute(_ symbol: Symbol, by definition: Row) {
    let list = terms[symbol.index]
    guard !list.isEmpty else { return }
    terms[symbol.index] = []
    for term in list {
      for cell in definition.cells.entries {
        add(term.coefficient * cell.value, to: cell.symbol, level: term.level)
      }
    }
  }

  /// Drops every term of `symbol`.
  mutating func removeAll(_ symbol: Symbol) {
    terms[symbol.index] = []
  }

  /// The reduced cost of `symbol` at each level, in rank order.
  func costVector(of symbol: Symbol) -> [Double] {
    var vector = Array(repeating: 0.0, count: levels.count)
    for term in terms[symbol.index] {
      vector[Int(rank[Int(term.level)])] = term.coefficient
    }
    return vector
  }

  /// The first component of the reduced cost beyond ``Tolerance/nearZero``, by rank (0 if none).
  func leadingCost(of symbol: Symbol) -> Double {
    var best: Term?
    for term in terms[symbol.index] where !Tolerance.isNearZero(term.coefficient) {
      if best.map({ rank[Int(term.level)] < rank[Int($0.level)] }) ?? true {
        best = term
      }
    }
    return best?.coefficient ?? 0
  }

  /// Whether `symbol` has a non-zero reduced cost at some level.
  func isPinned(_ symbol: Symbol) -> Bool {
    leadingCost(of: symbol) != 0
  }

  /// The entering symbol by Bland's rule: the lowest-id attractive candidate that `isEligible`
  /// accepts. Candidates that are no longer attractive are dropped.
  mutating func enteringSymbol(isEligible: (Symbol) -> Bool) -> Symbol? {
    var best: Symbol?
    var kept = 0
    for candidate in candidates {
      if isEligible(candidate) && leadingCost(of: candidate) < 0 {
        candidates[kept] = candidate
        kept += 1
        if best.map({ candidate < $0 }) ?? true {
          best = candidate
        }
      } else {
        isCandidate[candidate.index] = false
      }
    }
    candidates.removeLast(candidates.count - kept)
    return best
  }

  /// Whether `a/scaleA` is lexicographically smaller than `b/scaleB` (scales positive).
  func hasSmallerRatio(_ a: Symbol, _ scaleA: Double, than b: Symbol, _ scaleB: Double) -> Bool {
    let first = costVector(of: a)
    let second = costVector(of: b)
    for position in first.indices {
      let difference = first[position] / scaleA - second[position] / scaleB
      if !Tolerance.isNearZero(difference) {
        return difference < 0
      }
    }
    return false
  }

  private mutating func markCandidate(_ symbol: Symbol) {
    if !isCandidate[symbol.index] {
      isCandidate[symbol.index] = true
      candidates.append(symbol)
    }
  }
}
