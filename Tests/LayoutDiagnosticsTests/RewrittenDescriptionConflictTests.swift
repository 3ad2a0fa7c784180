import LayoutModel
import LayoutParsing
import Testing

@testable import LayoutDiagnostics

/// FORMAT-NOTES G3: descriptions a third-party library rewrote
/// (`<NSLayoutConstraint: 0xADDR> BODY (TAG, TAG)`) take part in conflicts as UIKit's own do.
@Suite struct RewrittenDescriptionConflictTests {
  static let text = """
    Unable to simultaneously satisfy constraints.
    (
        "<NSLayoutConstraint: 0x7f00aa0110> H:[UIView:0x7f00bb0220(80)] (Panel 1, (null))",
        "<NSLayoutConstraint: 0x7f00aa0330> H:[UIView:0x7f00bb0220(100)] (Panel 2, (null))"
    )

    Will attempt to recover by breaking constraint
    <NSLayoutConstraint: 0x7f00aa0330> H:[UIView:0x7f00bb0220(100)] (Panel 2, (null))
    """

  @Test func twinWidthsOf80And100Conflict() throws {
    let log = ConsoleLog(parsing: Self.text, file: "panel.log")
    let report = try #require(log.reports.first)
    #expect(report.brokenConstraintIndex == 1)
    let analysis = ConsoleReportAnalysis(report: report, file: "panel.log").analysis
    #expect(analysis.isReproduced)
    #expect(analysis.conflicts.map(\.members) == [[0, 1]])
    let conflict = try #require(analysis.conflicts.first)
    #expect(conflict.certificate?.multipliers == [1, -1])
    #expect(
      conflict.summary
        == "Horizontal conflict: UIView:0x7f00bb0220 must be exactly 100 pt wide for the other"
        + " constraint to hold, but UIView:0x7f00bb0220.width == 80 (line 3) fixes it at 80 pt.")
    let findings = Finding.minimalConflicts(of: report, file: "panel.log")
    #expect(findings.map(\.ruleID) == ["unsatisfiable-constraints"])
    #expect(findings.first?.location.line == 4)
  }
}
