import LayoutDiagnostics
import LayoutParsing
import LayoutTestSupport
import Testing

/// A constraint a report lists twice under two addresses was added twice: one
/// `redundant-constraint` finding, and the analysis keeps only the first copy.
@Suite struct RepeatedConstraintTests {
  static func log() throws -> ConsoleLog {
    try ConsoleLog(parsing: Fixtures.text("repeated/added-twice.log"), file: "added-twice.log")
  }

  @Test func theSameEquationUnderTwoAddressesIsARepeat() throws {
    let report = try #require(Self.log().reports.first)
    #expect(report.repeatedConstraints == [[0, 2]])
    // The same object printed twice is not a repeat.
    let printedTwice = try #require(
      ConsoleLog(
        parsing: """
          (
              "<NSLayoutConstraint:0x1 UIView:0x7f01.height == 60   (active)>",
              "<NSLayoutConstraint:0x1 UIView:0x7f01.height == 60   (active)>"
          )
          """
      ).reports.first)
    #expect(printedTwice.repeatedConstraints.isEmpty)
  }

  @Test func oneFindingAtTheSecondCopyAndOneConflict() throws {
    let log = try Self.log()
    let findings = Finding.repeatedLogConstraints(in: log)
    #expect(findings.map(\.ruleID) == ["redundant-constraint"])
    #expect(findings.first?.location.line == 5)
    #expect(
      findings.first?.message
        == "UIView:0x7f01.height == 60 is listed 2 times (lines 3, 5, at 0x600001, 0x600003): the"
        + " same constraint was added twice; remove one.")
    #expect(findings.first?.notes.map { $0.location?.line } == [3, 5])
    // The second copy is left out of the analysis: one conflict, 60 against 44.
    let analysis = ConsoleReportAnalysis(report: try #require(log.reports.first), file: "t")
    #expect(analysis.listedConflicts.map(\.members) == [[0, 1]])
    #expect(analysis.exclusions.map(\.index) == [2])
  }
}
