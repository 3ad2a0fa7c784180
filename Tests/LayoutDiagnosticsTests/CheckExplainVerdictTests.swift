import LayoutParsing
import LayoutTestSupport
import Testing

@testable import LayoutDiagnostics

/// `check` and `explain` reach the same verdict on every report of every console-log fixture
/// and every real log of `../shared/realcases`: each read as the command reads it (`check`
/// through `ConsoleConflictFindings`, `explain` through `ConsoleReportAnalysis` and
/// `ConsoleReportOutcome`), the reports get the same answer: whether
/// the conflict is rebuilt, the same minimal conflicts, each UIKit's own or the app's alike,
/// and the same member marked broken.
@Suite struct CheckExplainVerdictTests {
  /// What a command concludes of one report.
  struct Verdict: Hashable, CustomStringConvertible {
    /// Whether a conflict was found among the listed constraints.
    var reproduced: Bool
    /// The minimal conflicts, in the order given.
    var conflicts: [Conflict]

    var description: String {
      "reproduced: \(reproduced), conflicts: \(conflicts.map(\.description))"
    }
  }

  /// One minimal conflict as a verdict names it.
  struct Conflict: Hashable, CustomStringConvertible {
    /// The listed members without addresses, one a line, sorted (`Fingerprint.normalizedAnchor`).
    var members: String
    /// Whether only the framework made it (no fix is the app's).
    var isInternal: Bool
    /// The member marked broken, without addresses, if any.
    var broken: String?

    var description: String {
      "\(isInternal ? "internal" : "app's") [\(members)], broken \(broken ?? "-")"
    }
  }

  /// A member as both verdicts compare it: its short text without addresses.
  static func normalized(_ text: String) -> String { Fingerprint.normalizedAnchor(text) }

  /// `explain`'s verdict on `report` from its outcome.
  static func verdict(_ outcome: ConsoleReportOutcome, _ report: ConsoleLogReport) -> Verdict {
    Verdict(
      reproduced: outcome.isReproduced,
      conflicts: outcome.conflicts.map { conflict in
        let members = conflict.members.filter { report.constraints.indices.contains($0) }
        let broken = outcome.brokenReportIndex.flatMap { members.contains($0) ? $0 : nil }
        return Conflict(
          members: normalized(
            Fingerprint.anchor(
              members.map { ConsoleLogWording.short(report.constraints[$0].parsed) })),
          isInternal: conflict.isSystemOnly,
          broken: broken.map {
            normalized(
              ConsoleLogWording.short(report.constraints[$0].parsed, keepingAddresses: true))
          })
      })
  }

  /// `check`'s verdict on `report` from its findings: none, or the report as printed when
  /// its conflict is not rebuilt; else a minimal conflict per finding, its members its anchor,
  /// the broken one the note the broken mark ends.
  static func verdict(_ findings: [Finding], _ report: ConsoleLogReport, file: String)
    -> Verdict
  {
    let printed = Finding.reportedConflict(report, file: file).message
    guard !findings.isEmpty, !findings.contains(where: { $0.message == printed }) else {
      return Verdict(reproduced: false, conflicts: [])
    }
    let mark = ConsoleConflictWording.brokenMark(report)
    return Verdict(
      reproduced: true,
      conflicts: findings.map { finding in
        let broken = finding.notes.first { $0.location != nil && $0.message.hasSuffix(mark) }
        return Conflict(
          members: normalized(finding.anchor),
          isInternal: finding.ruleID == RuleDescriptor.systemInternalConflict.id,
          broken: broken.map { normalized(String($0.message.dropLast(mark.count))) })
      })
  }

  @Test func checkAndExplainReachTheSameVerdict() throws {
    var compared = 0
    for input in try UIKitChoiceTests.inputs() {
      let log = ConsoleLog(parsing: String(decoding: input.bytes, as: UTF8.self), file: input.name)
      var check = ConsoleConflictFindings(file: input.name)
      for (number, report) in log.reports.enumerated() where report.kind != .constraintPrintout {
        let place = "\(input.name)#\(number + 1)"
        let text = Self.verdict(
          ConsoleReportOutcome(ConsoleReportAnalysis(report: report, file: input.name)), report)
        let checked = Self.verdict(check.findings(of: report), report, file: input.name)
        #expect(checked == text, "\(place): check \(checked), explain \(text)")
        compared += 1
      }
    }
    #expect(compared > 150)
  }
}
