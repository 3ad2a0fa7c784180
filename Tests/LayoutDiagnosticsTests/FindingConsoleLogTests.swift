import LayoutModel
import LayoutParsing
import LayoutTestSupport
import Testing

@testable import LayoutDiagnostics

@Suite struct FindingConsoleLogTests {
  func log(_ name: String) -> ConsoleLog {
    ConsoleLog(parsing: Fixtures.text(name), file: name)
  }

  @Test func multiReportLogGivesOneFindingPerDistinctConflict() {
    let log = log("check/multi-report.log")
    let findings = (Finding.reportedConflicts(in: log) + Finding.unparsedLogLines(in: log))
      .mergingRepeats()
    #expect(
      findings.map {
        "\($0.location.line ?? 0):\($0.location.column ?? 0) \($0.ruleID) ×\($0.occurrences)"
      }
        == [
          "7:0 unsatisfiable-constraints ×2", "25:5 unparsed-log-line ×1",
          "40:0 system-internal-conflict ×1",
        ])
    #expect(
      findings[0].message
        == "UIKit could not satisfy these 2 constraints together and broke"
        + " App.ButtonA.height >= 44.")
    #expect(
      findings[0].notes.map(\.message) == [
        "App.ButtonA:0x107fb4260.height >= 44", "App.ButtonA:0x107fb4260.height == 20",
      ])
    #expect(findings[1].message.hasPrefix("This constraint line could not be read ("))
    #expect(findings[1].message.hasSuffix("), so the report at line 18 may be incomplete."))
  }

  @Test func autoresizingReportNamesTheViewToFix() throws {
    let findings = Finding.reportedConflicts(in: log("console-logs/021.log"))
    let finding = try #require(findings.first)
    #expect(findings.count == 1)
    #expect(finding.ruleID == "autoresizing-conflict")
    #expect(
      finding.notes.last?.message
        == "Fix: set translatesAutoresizingMaskIntoConstraints = false on App.ViewA before"
        + " adding constraints to it.")
  }

  @Test func redactedReportsAreStillConflicts() {
    let findings = Finding.reportedConflicts(in: log("console-logs/042.log")).mergingRepeats()
    #expect(findings.count == 1)
    #expect(findings.first?.occurrences == 2)
    #expect(findings.first?.message.hasPrefix("AppKit could not satisfy its constraints") == true)
  }

  @Test func descriptorFixturesForLogRules() {
    #expect(
      Finding.reportedConflicts(in: log("console-logs/048.log")).allSatisfy {
        $0.ruleID == "system-internal-conflict"
      })
    #expect(
      Finding.reportedConflicts(in: log("console-logs/024.log")).map(\.ruleID) == [
        "unsatisfiable-constraints"
      ])
    #expect(Finding.unparsedLogLines(in: log("check/unparsed-line.log")).count == 1)
    #expect(Finding.unparsedLogLines(in: log("console-logs/024.log")).isEmpty)
  }
}
