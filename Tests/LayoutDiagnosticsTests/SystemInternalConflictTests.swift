import LayoutModel
import LayoutParsing
import LayoutTestSupport
import Testing

@testable import LayoutDiagnostics

/// `explain` and `check` agree on which conflicts are UIKit's own: a conflict is
/// system-internal exactly when no member is the app's to change (none the app wrote, and no
/// autoresizing mask of a view of the app's), and such a conflict gets no fix.
@Suite struct SystemInternalConflictTests {
  static let files = Fixtures.files(in: "console-logs", extensions: ["log"])

  static func reports(_ name: String) throws -> [ConsoleLogReport] {
    try ConsoleLog(parsing: Fixtures.text("console-logs/\(name)"), file: name).reports.filter {
      $0.kind != .constraintPrintout
    }
  }

  /// Over every real log: the rule `check` gives each minimal conflict is
  /// `system-internal-conflict` exactly when `explain` calls it UIKit-internal, and then no
  /// fix (mask, container size or priority) is offered.
  @Test(arguments: files)
  func checkAndExplainAgree(name: String) throws {
    for report in try Self.reports(name) {
      let analysis = ConsoleReportAnalysis(report: report, file: name)
      guard analysis.analysis.isReproduced else { continue }
      let findings = Finding.minimalConflicts(of: report, file: name)
      #expect(findings.count == analysis.analysis.conflicts.count)
      for (conflict, finding) in zip(analysis.analysis.conflicts, findings) {
        #expect(
          (finding.ruleID == "system-internal-conflict") == conflict.isSystemOnly,
          "\(name):\(report.line)")
        if conflict.isSystemOnly {
          #expect(conflict.suggestions.isEmpty, "\(name):\(report.line)")
        }
      }
    }
  }

  /// 111: the keyboard's assistant bar (`UIKeyboardAssistantBar`, a private class without a
  /// leading `_`) has a 0-pt autoresizing height against its stack view's margins: one
  /// conflict per report, as UIKit listed it (a layout margin may be negative, so neither
  /// margin alone conflicts).
  @Test func keyboardAssistantBarMaskIsNotTheAppsToChange() throws {
    let reports = try Self.reports("111.log")
    #expect(reports.count == 5)
    for report in reports {
      let analysis = ConsoleReportAnalysis(report: report, file: "111.log")
      #expect(analysis.analysis.conflicts.map(\.isSystemOnly) == [true])
      #expect(analysis.analysis.conflicts.map(\.suggestions.count) == [0])
      #expect(
        Finding.minimalConflicts(of: report, file: "111.log").map(\.ruleID) == [
          "system-internal-conflict"
        ])
    }
  }

  /// 109 and 112: the mask of a private UIKit cell or wrapper view, with UIKit's constraints
  /// only.
  @Test(arguments: [("109.log", 1), ("112.log", 0), ("112.log", 1)])
  func privateViewMaskWithUIKitConstraintsOnly(name: String, report index: Int) throws {
    let report = try Self.reports(name)[index]
    let conflicts = ConsoleReportAnalysis(report: report, file: name).analysis.conflicts
    #expect(conflicts.count == 1)
    #expect(conflicts.first?.isSystemOnly == true)
    #expect(conflicts.first?.suggestions.isEmpty == true)
    #expect(
      Finding.minimalConflicts(of: report, file: name).map(\.ruleID) == [
        "system-internal-conflict"
      ])
  }

  /// 114: UIKit's back-button constraints hold together as listed; the conflict needs facts
  /// the log does not show, which may be the app's (here a forced right-to-left direction), so
  /// the report is not called UIKit-internal.
  @Test func listThatHoldsIsNotCalledSystemInternal() throws {
    let report = try #require(try Self.reports("114.log").first)
    let findings = Finding.minimalConflicts(of: report, file: "114.log")
    #expect(findings.map(\.ruleID) == ["unsatisfiable-constraints"])
    #expect(findings.first?.location.line == 7)
  }

  /// A hidden or holding list may hold anything; a list that reproduces a conflict of
  /// UIKit's constraints only is UIKit's.
  @Test func reportedConflictRuleFollowsWhatTheListShows() throws {
    let report = try #require(try Self.reports("113.log").first)
    #expect(Finding.reportedConflict(report, file: "113.log").ruleID == "system-internal-conflict")
    #expect(
      Finding.reportedConflict(report, file: "113.log", listHolds: true).ruleID
        == "unsatisfiable-constraints")
  }
}

/// The count after "one of these": the constraints the conflict's headline counts, not a
/// built-in guide's size ≥ 0 that the engine adds (018.log said "2 constraints that cannot
/// hold together" and then "one of these 3"). 018's one conflict holds the stack's width, its
/// two listed margins together and a guide's size: "the other 2 constraints", "one of these 3".
@Suite struct ConflictCountTests {
  @Test func theBrokenSentenceCountsWhatTheHeadlineCounts() throws {
    let report = try #require(SystemInternalConflictTests.reports("018.log").first)
    let analysis = ConsoleReportAnalysis(report: report, file: "018.log")
    let explanations = analysis.listedConflicts.map(\.explanation)
    #expect(explanations.count == 1)
    for explanation in explanations {
      #expect(explanation.contains("for the other 2 constraints to hold"), "\(explanation)")
      #expect(explanation.contains("one of these 3."), "\(explanation)")
    }
  }
}
