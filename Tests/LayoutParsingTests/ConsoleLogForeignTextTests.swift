import LayoutParsing
import LayoutTestSupport
import Testing

/// What only looks like a report is not one, and what could not be read is not hidden: another
/// solver's "Conflicting constraints detected" (a kiwisolver traceback) gives no report; a
/// garbled AppKit list stays a report whose lines could not be read, the recovery section's
/// broken constraint apart from the listed ones.
@Suite struct ConsoleLogForeignTextTests {
  @Test(arguments: ["kiwisolver-traceback.log", "kiwisolver-conflicting.log"])
  func anotherSolversMessageIsNotAReport(file: String) throws {
    let log = ConsoleLog(parsing: try Fixtures.text("input/\(file)"), file: file)
    #expect(log.reports.isEmpty)
    #expect(log.allUnparsed.isEmpty)
  }

  @Test func aGarbledListIsAReportWhoseLinesCouldNotBeRead() throws {
    let log = ConsoleLog(parsing: try Fixtures.text("input/garbled-list.log"))
    let report = try #require(log.reports.first)
    #expect(log.reports.count == 1)
    #expect(report.constraints.isEmpty)
    #expect(!report.isRedacted)
    #expect(report.unparsed.map(\.line) == [7, 8, 9, 13])
    #expect(report.unparsed.map(\.isBrokenConstraint) == [false, false, false, true])
    #expect(report.listedUnparsed.map(\.line) == [7, 8, 9])
  }

  @Test func appKitsOwnConflictingConstraintsWithGarbledLinesStaysAReport() {
    let log = ConsoleLog(
      parsing: """
        Conflicting constraints detected: (
            "<NSLayoutConstraint:0x6000 NSView:0x7f01.w#dth ==> 10   (active)>",
            "<NSLayoutConstraint:0x6001 NSView:0x7f01.width == 20   (active)>"
        ).
        """)
    #expect(log.reports.count == 1)
    #expect(log.reports.first?.header == .appKitConflicting)
  }
}
