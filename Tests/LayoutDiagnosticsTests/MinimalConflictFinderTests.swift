import LayoutDiagnostics
import LayoutEngine
import LayoutModel
import LayoutParsing
import Testing

/// The minimal-conflict search on hand-made systems.
@Suite struct MinimalConflictFinderTests {
  func form(_ coefficients: [String: Double], _ relation: LayoutRelation, _ rhs: Double)
    -> LinearForm<String>
  {
    LinearForm<String>(coefficients: coefficients, relation: relation, rhs: rhs)
  }

  @Test func enumeratesEveryMinimalConflict() {
    // a == 10, a == 20, a <= 5, b >= 0 (free), b == a: IIS {0,1}, {0,2}, {1,2}.
    let forms = [
      form(["a": 1], .equal, 10), form(["a": 1], .equal, 20), form(["a": 1], .lessThanOrEqual, 5),
      form(["b": 1], .greaterThanOrEqual, 0), form(["a": 1, "b": -1], .equal, 0),
    ]
    let result = MinimalConflictFinder(forms: forms, nonNegative: [], oracle: SolverFeasibility())
      .minimalConflicts()
    #expect(Set(result.conflicts.map(Set.init)) == [[0, 1], [0, 2], [1, 2]])
    #expect(result.isExhaustive)
  }

  @Test func nonNegativeSizesTakePartWithoutBeingMembers() {
    // w == -5 alone is infeasible when w is kept non-negative.
    let forms = [form(["w": 1], .equal, -5), form(["x": 1], .equal, 3)]
    let result = MinimalConflictFinder(
      forms: forms, nonNegative: ["w"], oracle: SolverFeasibility()
    )
    .minimalConflicts()
    #expect(result.conflicts == [[0]])
    let certificate = FarkasCertificate.find(
      for: [forms[0]], nonNegative: ["w"], oracle: SolverFeasibility())
    #expect(certificate?.multipliers == [1])
    #expect(certificate?.verify() == true)
  }

  @Test func feasibleSystemHasNoConflictAndNoCertificate() {
    let forms = [form(["a": 1], .lessThanOrEqual, 10), form(["a": 1], .greaterThanOrEqual, 5)]
    #expect(
      MinimalConflictFinder(forms: forms, nonNegative: [], oracle: SolverFeasibility())
        .minimalConflicts().conflicts.isEmpty)
    #expect(FarkasCertificate.find(for: forms, nonNegative: [], oracle: SolverFeasibility()) == nil)
  }

  @Test func largeSystemFindsTheConflictThroughExplanations() {
    var forms = (0..<400).map { form(["w\($0)": 1, "w\($0 + 1)": -1], .equal, -1) }
    forms.append(form(["w0": 1], .equal, 0))
    forms.append(form(["w400": 1], .equal, 400))
    forms.append(form(["w17": 1], .equal, 3))
    let result = MinimalConflictFinder(forms: forms, nonNegative: [], oracle: SolverFeasibility())
      .minimalConflicts()
    #expect(
      result.conflicts.first == [
        0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 400, 402,
      ])
    #expect(!result.isExhaustive)
    #expect(result.conflicts.count == 1)
  }

  /// Twelve equalities of one variable to twelve values: every pair is a minimal conflict
  /// (66 of them). The search stops at `conflictLimit` and says it is not exhaustive.
  @Test func stopsAtTheConflictLimit() {
    let forms = (0..<12).map { form(["a": 1], .equal, Double($0)) }
    let result = MinimalConflictFinder(forms: forms, nonNegative: [], oracle: SolverFeasibility())
      .minimalConflicts()
    #expect(MinimalConflictFinder<String, SolverFeasibility>.conflictLimit == 32)
    #expect(result.conflicts.count == 32)
    #expect(result.conflicts.allSatisfy { $0.count == 2 })
    #expect(!result.isExhaustive)
    let all = MinimalConflictFinder(
      forms: forms, nonNegative: [], oracle: SolverFeasibility(), conflictLimit: 100
    ).minimalConflicts()
    #expect(all.conflicts.count == 66)
    #expect(all.isExhaustive)
  }

  /// The default budget of feasibility checks is 4,000 (real reports use under 100); a search
  /// that runs out of it stops there and says it is not exhaustive.
  @Test func stopsAtTheCheckBudget() {
    let forms = (0..<12).map { form(["a": 1], .equal, Double($0)) }
    #expect(
      MinimalConflictFinder(forms: forms, nonNegative: [], oracle: SolverFeasibility()).budget
        == 4_000)
    let result = MinimalConflictFinder(
      forms: forms, nonNegative: [], oracle: SolverFeasibility(), budget: 50, conflictLimit: 100
    ).minimalConflicts()
    #expect(result.checks <= 51)
    #expect(!result.isExhaustive)
    #expect(!result.conflicts.isEmpty)
  }

  @Test func deletionOrderDecidesWhatIsBlamed() {
    // The filter starts from the solver's explanation: adding in this order fails at the
    // second form added, so that pair is the first conflict.
    let forms = [form(["a": 1], .equal, 1), form(["a": 1], .equal, 2), form(["a": 1], .equal, 3)]
    let first = MinimalConflictFinder(
      forms: forms, nonNegative: [], oracle: SolverFeasibility(), deletionOrder: [0, 1, 2]
    ).minimalConflicts()
    #expect(first.conflicts.first == [0, 1])
    let second = MinimalConflictFinder(
      forms: forms, nonNegative: [], oracle: SolverFeasibility(), deletionOrder: [2, 1, 0]
    ).minimalConflicts()
    #expect(second.conflicts.first == [1, 2])
    #expect(Set(second.conflicts.map(Set.init)) == [[0, 1], [0, 2], [1, 2]])
  }
}
