import LayoutEngine
import Testing

/// `BreakingRule.derive(from:)` and `leaveOneOut(_:)` on cases written here.
@Suite struct BreakingRuleDerivationTests {
  typealias Criterion = BreakingRule.Criterion

  /// A case whose members carry `values` (in `Criterion.allCases` order).
  static func item(_ name: String, broken: Int, _ values: [[Double]]) -> BreakingRule.Case {
    BreakingRule.Case(
      name: name,
      keys: values.enumerated().map { BreakingRule.Key(values: $1, text: "", index: $0) },
      broken: broken)
  }

  /// Two files where the deeper constraint broke though listed second, one where the list
  /// order alone is right: depth is derived, and nothing else.
  @Test func derivesTheCriterionThatExplainsTwoFiles() {
    let deeper: [[Double]] = [[1, 0, -1, 0, 1], [1, 0, -2, 0, 1]]
    let cases = [
      Self.item("a.log#0", broken: 1, deeper), Self.item("b.log#0", broken: 1, deeper),
      Self.item("c.log#0", broken: 0, [[1, 0, 0, 0, 1], [1, 0, 0, 0, 1]]),
    ]
    #expect(BreakingRule.derive(from: cases) == [.depth])
    #expect(BreakingRule.leaveOneOut(cases).map(\.hit) == [true, true, true])
  }

  /// A criterion that only one file supports is not learned when that file is left out.
  @Test func aKeyFromOneFileDoesNotPredictThatFile() {
    let cases = [
      Self.item("a.log#0", broken: 1, [[1, 0, 0, 0, 1], [1, 0, 0, 0, 0]]),
      Self.item("b.log#0", broken: 0, [[1, 0, 0, 0, 1], [1, 0, 0, 0, 1]]),
    ]
    #expect(BreakingRule.derive(from: cases) == [.farEdge])
    #expect(BreakingRule.leaveOneOut(cases).map(\.hit) == [false, true])
  }

  @Test func anUndecidedCaseSaysSo() {
    let tied = Self.item("a.log#0", broken: 0, [[1, 0, 0, 0, 1], [1, 0, 0, 0, 1]])
    #expect(tied.outcome([.origin, .depth]) == (0, false))
    let decided = Self.item("b.log#0", broken: 1, [[1, 1, 0, 0, 1], [1, 0, 0, 0, 1]])
    #expect(decided.outcome([.origin]) == (1, true))
  }
}
