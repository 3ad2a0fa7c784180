import Testing

@testable import LayoutDiagnostics

@Suite struct RuleDescriptorTests {
  @Test func catalogueIsTheIssuesRuleSet() {
    #expect(
      Set(RuleDescriptor.all.map(\.id)) == [
        "unsatisfiable-constraints", "system-internal-conflict", "ambiguous-layout",
        "content-priority-ambiguity", "truncation", "autoresizing-conflict",
        "redundant-constraint", "unparsed-log-line", "scrollable-content-ambiguity",
        "layout-feedback-loop", "misplaced-view", "fixed-direction", "clipped-content",
      ])
    #expect(Set(RuleDescriptor.all.map(\.id)).count == RuleDescriptor.all.count)
  }

  @Test(arguments: RuleDescriptor.all)
  func descriptorIsWellFormed(rule: RuleDescriptor) {
    let kebab = rule.id.split(separator: "-", omittingEmptySubsequences: false)
    #expect(!kebab.isEmpty && kebab.allSatisfy { !$0.isEmpty && $0.allSatisfy { $0.isLowercase } })
    // One sentence: a capital start, a final period, no sentence break inside.
    #expect(rule.summary.first?.isUppercase == true)
    #expect(rule.summary.hasSuffix("."))
    #expect(!rule.summary.dropLast().contains(". "))
    #expect(rule.rationale.count > rule.summary.count)
    #expect(rule.rationale.hasSuffix("."))
    #expect(!rule.triggeringFixtures.isEmpty)
    #expect(!rule.nonTriggeringFixtures.isEmpty)
    #expect(Set(rule.triggeringFixtures).isDisjoint(with: rule.nonTriggeringFixtures))
    #expect(RuleDescriptor.withID(rule.id) == rule)
  }

  @Test func defaultSeveritiesFollowTheIssue() {
    let errors = RuleDescriptor.all.filter { $0.defaultSeverity == .error }.map(\.id)
    #expect(
      Set(errors) == [
        "unsatisfiable-constraints", "ambiguous-layout", "autoresizing-conflict",
        "scrollable-content-ambiguity", "layout-feedback-loop",
      ])
    #expect(RuleDescriptor.all.allSatisfy { $0.defaultSeverity != .note })
  }

  @Test func namesAreUpperCamelCase() {
    #expect(RuleDescriptor.unsatisfiableConstraints.name == "UnsatisfiableConstraints")
    #expect(RuleDescriptor.unparsedLogLine.name == "UnparsedLogLine")
    #expect(RuleDescriptor.truncation.name == "Truncation")
    #expect(RuleDescriptor.withID("no-such-rule") == nil)
  }

  @Test func conflictsGetExactlyOneRule() {
    typealias R = RuleDescriptor
    #expect(
      R.forConflict(involvesAppConstraint: true, involvesAutoresizingMask: true)
        == .autoresizingConflict)
    #expect(
      R.forConflict(
        involvesAppConstraint: false, involvesAutoresizingMask: true,
        autoresizingViewIsAppDefined: true) == .autoresizingConflict)
    #expect(
      R.forConflict(involvesAppConstraint: false, involvesAutoresizingMask: true)
        == .systemInternalConflict)
    #expect(
      R.forConflict(involvesAppConstraint: false, involvesAutoresizingMask: false)
        == .systemInternalConflict)
    #expect(
      R.forConflict(involvesAppConstraint: true, involvesAutoresizingMask: false)
        == .unsatisfiableConstraints)
  }
}
