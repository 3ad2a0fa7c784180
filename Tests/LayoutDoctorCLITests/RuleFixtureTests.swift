import Foundation
import LayoutDiagnostics
import LayoutModel
import LayoutTestSupport
import Testing

@testable import LayoutDoctorCLI

/// The generic test of the rule descriptors: each fixture a rule lists must (or must not)
/// produce a finding of that rule under `check`'s standard analyses. Fixtures of an input kind
/// this build cannot analyse yet are listed by `waitingFixtures` instead of failing.
@Suite struct RuleFixtureTests {
  struct Case: CustomTestStringConvertible, Sendable {
    var rule: String
    var fixture: String
    var triggers: Bool
    var testDescription: String { "\(rule) \(triggers ? "fires on" : "stays quiet on") \(fixture)" }
  }

  static let cases: [Case] = RuleDescriptor.all.flatMap { rule in
    rule.triggeringFixtures.map { Case(rule: rule.id, fixture: $0, triggers: true) }
      + rule.nonTriggeringFixtures.map { Case(rule: rule.id, fixture: $0, triggers: false) }
  }

  static func input(_ fixture: String) throws -> CheckInput {
    let text = try String(contentsOf: Fixtures.url(fixture), encoding: .utf8)
    let kind = try #require(CheckInput.detectKind(of: text, path: fixture))
    return CheckInput(name: "fixtures/" + fixture, text: text, kind: kind)
  }

  static func isAnalysable(_ input: CheckInput) -> Bool {
    input.kind == .consoleLog || CheckAnalyses.standard.checksLayouts
  }

  /// The layout analysis a rule's findings come from.
  static func analysis(of rule: String) -> String? {
    switch rule {
    case "ambiguous-layout", "content-priority-ambiguity": return "ambiguity"
    case "truncation": return "truncation"
    case "unsatisfiable-constraints", "autoresizing-conflict", "system-internal-conflict":
      return "conflicts"
    default: return nil
    }
  }

  @Test(arguments: cases)
  func fixtureTriggersItsRule(_ testCase: Case) throws {
    let input = try Self.input(testCase.fixture)
    guard Self.isAnalysable(input) else { return }
    if input.kind != .consoleLog, let analysis = Self.analysis(of: testCase.rule),
      CheckAnalyses.standard.pendingLayoutAnalyses.contains(analysis)
    {
      return
    }
    // clipped-content compares text variants: it is judged under a text sweep.
    let analyses =
      testCase.rule == RuleDescriptor.clippedContent.id
      ? CheckAnalyses.standard.sweeping(
        [], text: TextSweep(categories: ContentSizeCategory.allCases))
      : CheckAnalyses.standard
    let rules = Set(try analyses.findings(for: input).findings.map(\.ruleID))
    #expect(rules.contains(testCase.rule) == testCase.triggers, "found \(rules.sorted())")
  }

  /// Which fixtures wait for an analysis; printed so the gap stays visible.
  @Test func waitingFixtures() throws {
    let waiting = try Self.cases.filter { !Self.isAnalysable(try Self.input($0.fixture)) }
    if !waiting.isEmpty {
      print("waiting for a layout reader: \(Set(waiting.map(\.fixture)).sorted())")
    }
    #expect(waiting.allSatisfy { $0.fixture.hasSuffix(".layout") || $0.fixture.hasSuffix(".json") })
  }
}
