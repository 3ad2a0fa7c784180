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
  /// Objective coefficients by symbol id: the first term inline (level -1 when there is none),
  /// further levels in `moreTerms` (most symbols have at most one term, so this saves an
  /// allocation per symbol).
  private var firstTerm: [Term] = []
  private var moreTerms: [[Term]] = []
  private var candidates: [Symbol] = []
  private var isCandidate: [Bool] = []

  /// Makes room for the symbol with the next id.
  mutating func appendSymbol() {
    firstTerm.append(Term(level: -1, coefficient: 0))
    moreTerms.append([])
    isCandidate.append(false)
  }

  /// Whether `symbol` has any objective term.
  func hasTerms(_ symbol: Symbol) -> Bool {
    firstTerm[symbol.index].level >= 0
  }

  /// The objective terms of `symbol`.
  func terms(of symbol: Symbol) -> [Term] {
    let first = firstTerm[symbol.index]
    return first.level < 0 ? [] : [first] + moreTerms[symbol.index]
  }

  /// Calls `body` with each term of `symbol`.
  private func forEachTerm(of symbol: Symbol, _ body: (Term) -> Void) {
    let first = firstTerm[symbol.index]
    guard first.level >= 0 else { return }
    body(first)
    for term in moreTerms[symbol.index] {
      body(term)
    }
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
    if firstTerm[index].level == level {
      let sum = firstTerm[index].coefficient + coefficient
      if !Tolerance.isNearZero(sum) {
        firstTerm[index].coefficient = sum
      } else if moreTerms[index].isEmpty {
        firstTerm[index].level = -1
      } else {
        firstTerm[index] = moreTerms[index].removeLast()
      }
    } else if let position = moreTerms[index].firstIndex(where: { $0.level == level }) {
      let sum = moreTerms[index][position].coefficient + coefficient
      if Tolerance.isNearZero(sum) {
        moreTerms[index].remove(at: position)
      } else {
        moreTerms[index][position].coefficient = sum
      }
    } else if !Tolerance.isNearZero(coefficient) {
      let term = Term(level: level, coefficient: coefficient)
      if firstTerm[index].level < 0 {
        firstTerm[index] = term
      } else {
        moreTerms[index].append(term)
      }
    }
    markCandidate(symbol)
  }

  /// Replaces `symbol` by `definition` at every level (the symbol just became basic).
  mutating func substitute(_ symbol: Symbol, by definition: Row) {
    guard hasTerms(symbol) else { return }
    let first = firstTerm[symbol.index]
    let more = moreTerms[symbol.index]
    removeAll(symbol)
    substitute(first, by: definition)
    for term in more {
      substitute(term, by: definition)
    }
  }

  private mutating func substitute(_ term: Term, by definition: Row) {
    for cell in definition.cells.entries {
      add(term.coefficient * cell.value, to: cell.symbol, level: term.level)
    }
  }

  /// Drops every term of `symbol`.
  mutating func removeAll(_ symbol: Symbol) {
    firstTerm[symbol.index].level = -1
    moreTerms[symbol.index] = []
  }

  /// The reduced cost of `symbol` at each level, in rank order.
  func costVector(of symbol: Symbol) -> [Double] {
    var vector = Array(repeating: 0.0, count: levels.count)
    forEachTerm(of: symbol) { term in
      vector[Int(rank[Int(term.level)])] = term.coefficient
    }
    return vector
  }

  /// The first component of the reduced cost beyond ``Tolerance/nearZero``, by rank (0 if none).
  func leadingCost(of symbol: Symbol) -> Double {
    var best: Term?
    forEachTerm(of: symbol) { term in
      if !Tolerance.isNearZero(term.coefficient),
        best.map({ rank[Int(term.level)] < rank[Int($0.level)] }) ?? true
      {
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
