import LayoutModel
import LayoutParsing
import LayoutTestSupport
import Testing

@testable import LayoutDiagnostics

@Suite struct FindingConsoleLogTests {
  func log(_ name: String) throws -> ConsoleLog {
    try ConsoleLog(parsing: Fixtures.text(name), file: name)
  }

  @Test func multiReportLogGivesOneFindingPerDistinctConflict() throws {
    let log = try log("check/multi-report.log")
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
    let findings = try Finding.reportedConflicts(in: log("console-logs/021.log"))
    let finding = try #require(findings.first)
    #expect(findings.count == 1)
    #expect(finding.ruleID == "autoresizing-conflict")
    #expect(
      finding.fixes.map(\.message)
        == [
          "set translatesAutoresizingMaskIntoConstraints = false on App.ViewA before"
            + " adding constraints to it."
        ])
  }

  @Test func redactedReportsAreStillConflicts() throws {
    let findings = try Finding.reportedConflicts(in: log("console-logs/042.log")).mergingRepeats()
    #expect(findings.count == 1)
    #expect(findings.first?.occurrences == 2)
    #expect(findings.first?.message.hasPrefix("AppKit could not satisfy its constraints") == true)
  }

  @Test func descriptorFixturesForLogRules() throws {
    #expect(
      try Finding.reportedConflicts(in: log("console-logs/048.log")).allSatisfy {
        $0.ruleID == "system-internal-conflict"
      })
    #expect(
      try Finding.reportedConflicts(in: log("console-logs/024.log")).map(\.ruleID) == [
        "unsatisfiable-constraints"
      ])
    #expect(try Finding.unparsedLogLines(in: log("check/unparsed-line.log")).count == 1)
    #expect(try Finding.unparsedLogLines(in: log("console-logs/024.log")).isEmpty)
  }
}

@Suite struct FindingRepeatedConflictTests {
  func log(_ name: String) throws -> ConsoleLog {
    try ConsoleLog(parsing: Fixtures.text(name), file: name)
  }

  @Test func repeatedReportsWithNewAddressesAreOneFinding() throws {
    let findings = try Finding.minimalConflicts(in: log("check/multi-report.log")).mergingRepeats()
    #expect(findings.map(\.ruleID) == ["unsatisfiable-constraints", "system-internal-conflict"])
    #expect(findings.map(\.occurrences) == [2, 1])
    #expect(
      findings[0].message
        == "Vertical conflict: App.ButtonA:0x107fb4260 must be exactly 20 pt tall for the other"
        + " constraint to hold, but App.ButtonA:0x107fb4260.height >= 44 (line 7) requires at"
        + " least 44 pt.")
    #expect(findings[0].notes.first?.message.hasSuffix("(UIKit broke this one)") == true)
    #expect(findings[0].fixes.contains { $0.message.hasPrefix("Lower the priority of") })
  }

  @Test func autoresizingConflictsCarryTheAutoresizingFix() throws {
    let finding = try #require(Finding.minimalConflicts(in: log("console-logs/021.log")).first)
    #expect(finding.ruleID == "autoresizing-conflict")
    #expect(
      finding.fixes.contains {
        $0.message.hasPrefix(
          "Set translatesAutoresizingMaskIntoConstraints = false on App.ViewA:")
      })
  }

  @Test func reportsThatCannotBeRebuiltFallBackToTheReportAsPrinted() throws {
    let findings = try Finding.minimalConflicts(in: log("console-logs/042.log")).mergingRepeats()
    #expect(findings.count == 1)
    #expect(findings.first?.occurrences == 2)
    #expect(findings.first?.ruleID == "unsatisfiable-constraints")
  }

  /// Over the real logs together: one finding per distinct minimal conflict (members compared
  /// by origin, identifier and equation without addresses: 109's cell width of 375 pt once as
  /// an encapsulated size and once as a mask is two conflicts), checked against the analysis
  /// run report by report.
  @Test func realLogsGiveOneFindingPerDistinctConflict() throws {
    for name in Fixtures.files(in: "console-logs", extensions: ["log"]) {
      let log = try log("console-logs/" + name)
      var distinct: Set<[String]> = []
      var unreproduced: Set<String> = []
      for report in log.reports
      where report.kind == .unsatisfiableConstraints || report.kind == .constraintList {
        let analysis = ConsoleReportAnalysis(report: report, file: name)
        if analysis.analysis.isReproduced {
          for conflict in analysis.listedConflicts {
            distinct.insert(
              conflict.members.map {
                let parsed = report.constraints[$0].parsed
                return "\(parsed.origin) \(parsed.identifier ?? "-") "
                  + Fingerprint.withoutAddresses(parsed.equation.description)
              }.sorted())
          }
        } else if report.kind == .unsatisfiableConstraints {
          unreproduced.insert(ConsoleReportGroups.key(report))
        }
      }
      let findings = Finding.minimalConflicts(in: log).mergingRepeats()
      #expect(findings.count == distinct.count + unreproduced.count, "\(name)")
      #expect(Set(findings.map(\.fingerprint)).count == findings.count, "\(name)")
    }
  }
}
