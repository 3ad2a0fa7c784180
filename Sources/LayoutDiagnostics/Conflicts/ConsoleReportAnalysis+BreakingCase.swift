import LayoutEngine

extension ConsoleReportAnalysis {
  /// The report as a case for `BreakingRule.derive(from:)`: the listed members of its
  /// conflicts, keyed on every criterion, and the one UIKit broke; `nil` when the report does
  /// not name its broken constraint or no conflict found holds it.
  /// - Parameter name: the case's name, `FILE#REPORT`.
  public func breakingCase(name: String) -> BreakingRule.Case? {
    guard let reportBroken = report.brokenConstraintIndex,
      layout.documentIndices.indices.contains(reportBroken),
      let broken = layout.documentIndices[reportBroken]
    else { return nil }
    let members = predictionCandidates
    guard members.contains(broken) else { return nil }
    let rule = BreakingRule(
      hierarchy: analysis.subject.document.hierarchy, isOrderUIKits: true,
      criteria: BreakingRule.Criterion.allCases)
    let constraints = analysis.subject.constraints
    return BreakingRule.Case(
      name: name, keys: members.map { rule.key(constraints[$0], at: $0) }, broken: broken)
  }
}
