import LayoutEngine

/// Finds the minimal conflicting subsets (irreducible infeasible subsets, IIS) of a list of
/// required linear forms.
///
/// An IIS cannot hold, and holds once any one member is removed. `minimalConflicts()` shrinks
/// the solver's explanation of an infeasible set by a deletion filter (Chinneck and Dravnieks,
/// 1991). For lists of up to `enumerationLimit` forms it then branches on each member of every
/// IIS found: any other IIS avoids at least one of those members, so recursing on the set
/// without it finds them all (with visited sets remembered). Longer lists are searched again
/// without the member each IIS blames (the last in `deletionOrder`), one search per IIS, which
/// finds every IIS that does not share a blamed member: each independent conflict, as the
/// engine breaks one constraint for each. The deletion filter tries to drop members in `deletionOrder` first, so the
/// members it keeps, and therefore blames, are the others (put system constraints first in
/// that order to blame app constraints).
///
/// Two bounds keep the work per list a constant, whatever the list holds: the search stops at
/// `conflictLimit` IIS and after `budget` feasibility checks, and then says it is not
/// exhaustive. A list of n equalities of one variable to n values has n(n-1)/2 IIS; a mutated
/// stack-view report of 34 constraints had 324, which took seconds to find and explain.
public struct MinimalConflictFinder<
  V: Hashable & Comparable & Sendable, Oracle: LinearFeasibilityChecking
> {
  /// The forms, all required.
  public let forms: [LinearForm<V>]
  /// The variables kept non-negative.
  public let nonNegative: Set<V>
  /// The solver.
  public let oracle: Oracle
  /// Indices in the order the deletion filter tries to remove them.
  public let deletionOrder: [Int]
  /// The most feasibility checks to spend before stopping (the result is then partial).
  public let budget: Int
  /// The most IIS to find before stopping (the result is then partial).
  public let conflictLimit: Int

  /// The longest list whose IIS are all enumerated (every real report is shorter).
  public static var enumerationLimit: Int { 40 }

  /// The default `conflictLimit`: 32, three times the most any of the 122 real console logs
  /// under `fixtures/console-logs` and `../shared/realcases` holds (10).
  public static var conflictLimit: Int { 32 }

  /// The default `budget`: 4,000 feasibility checks, forty times the most a real log's
  /// report takes (94).
  public static var checkBudget: Int { 4_000 }

  /// Creates a finder.
  /// - Parameters:
  ///   - budget: the most feasibility checks to make before stopping.
  ///   - conflictLimit: the most IIS to find before stopping.
  public init(
    forms: [LinearForm<V>], nonNegative: Set<V>, oracle: Oracle,
    deletionOrder: [Int]? = nil, budget: Int = checkBudget, conflictLimit: Int = conflictLimit
  ) {
    self.forms = forms
    self.nonNegative = nonNegative
    self.oracle = oracle
    self.deletionOrder = deletionOrder ?? Array(forms.indices)
    self.budget = budget
    self.conflictLimit = conflictLimit
  }

  /// The result of a search.
  public struct Result: Sendable {
    /// Every IIS found, each as sorted indices into `forms`, in the order found.
    public var conflicts: [[Int]]
    /// Whether every IIS was found (the list was short enough, and neither the budget nor the
    /// conflict limit stopped the search).
    public var isExhaustive: Bool
    /// How many feasibility checks were made.
    public var checks: Int
  }

  /// Finds the IIS of all of `forms`.
  public func minimalConflicts() -> Result {
    var state = SearchState()
    let enumerates = forms.count <= Self.enumerationLimit
    search(Set(forms.indices), branching: enumerates, &state)
    return Result(
      conflicts: state.found,
      isExhaustive: state.checks <= budget && !state.reachedLimit
        && (enumerates || state.found.isEmpty),
      checks: state.checks)
  }

  struct SearchState {
    var visited: Set<Set<Int>> = []
    var found: [[Int]] = []
    var foundSets: Set<Set<Int>> = []
    var checks = 0
    /// Whether `conflictLimit` IIS were found with more of the search to go.
    var reachedLimit = false
  }

  func check(_ members: [Int], _ state: inout SearchState) -> LinearFeasibility<V> {
    state.checks += 1
    return oracle.check(members.map { forms[$0] }, nonNegative: nonNegative)
  }

  func search(_ set: Set<Int>, branching: Bool, _ state: inout SearchState) {
    guard state.checks <= budget, !state.visited.contains(set) else { return }
    guard state.found.count < conflictLimit else {
      state.reachedLimit = true
      return
    }
    state.visited.insert(set)
    let ordered = deletionOrder.filter(set.contains)
    guard case .infeasible(let conflict) = check(ordered, &state) else { return }
    var start = conflict.map { ordered[$0.index] }
    if start.isEmpty { start = ordered }
    let conflictSet = deletionFilter(Set(start), &state)
    guard !conflictSet.isEmpty else { return }
    if !state.foundSets.contains(conflictSet) {
      state.foundSets.insert(conflictSet)
      state.found.append(conflictSet.sorted())
    }
    guard branching else {
      // Too long to enumerate: the conflicts that do not share this one's blamed member (the
      // last the deletion order would drop, the one the engine breaks) still hold without it.
      // One more search per conflict finds every independent one, as the engine breaks one
      // constraint for each.
      guard let blamed = deletionOrder.last(where: conflictSet.contains) else { return }
      var smaller = set
      smaller.remove(blamed)
      search(smaller, branching: false, &state)
      return
    }
    for member in deletionOrder where conflictSet.contains(member) {
      var smaller = set
      smaller.remove(member)
      search(smaller, branching: true, &state)
    }
  }

  /// Drops members one by one, in `deletionOrder`, while the rest stays infeasible.
  func deletionFilter(_ set: Set<Int>, _ state: inout SearchState) -> Set<Int> {
    var kept = set
    for member in deletionOrder where kept.contains(member) {
      guard state.checks <= budget else { return [] }
      var trial = kept
      trial.remove(member)
      if case .infeasible = check(deletionOrder.filter(trial.contains), &state) {
        kept = trial
      }
    }
    return kept
  }
}
