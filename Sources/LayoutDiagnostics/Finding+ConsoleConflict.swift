import LayoutModel
import LayoutParsing

extension Finding {
  /// The conflict findings of `log`: for each "Unable to simultaneously satisfy constraints"
  /// report, one finding per minimal conflict of the rebuilt system
  /// (`ConsoleConflictAnalysis`), or, when no conflict can be reproduced (a redacted or cut
  /// list, values the log does not show), one finding for the report as UIKit stated it
  /// (`reportedConflict(_:file:)`). A headerless list yields findings only for the conflicts
  /// it reproduces.
  ///
  /// Each finding's rule follows `RuleDescriptor.forConflict`, its anchor is the set of member
  /// constraints without addresses, so a conflict repeated in later reports (with new
  /// addresses) merges into one finding with an occurrence count; identical reports are
  /// analysed once.
  /// - Parameter oracle: decides feasibility (the solver by default).
  public static func conflicts(
    in log: ConsoleLog, oracle: some LinearFeasibilityChecking = SolverFeasibility()
  ) -> [Finding] {
    var analysed: [String: [Finding]] = [:]
    var findings: [Finding] = []
    for report in log.reports
    where report.kind == .unsatisfiableConstraints || report.kind == .constraintList {
      let key = ConflictWording.reportKey(report)
      if let known = analysed[key] {
        findings += known
        continue
      }
      let found = conflicts(of: report, file: log.file, oracle: oracle)
      analysed[key] = found
      findings += found
    }
    return findings
  }

  /// The findings of one report (see `conflicts(in:oracle:)`).
  public static func conflicts(
    of report: ConsoleLogReport, file: String, oracle: some LinearFeasibilityChecking
  ) -> [Finding] {
    let analysis = ConsoleConflictAnalysis(report: report, oracle: oracle)
    guard analysis.isReproduced else {
      guard report.kind == .unsatisfiableConstraints else { return [] }
      var finding = reportedConflict(report, file: file)
      if let reason = analysis.notReproducedReason, !report.constraints.isEmpty {
        finding.notes.append(Note(ConflictWording.notReproduced(reason)))
      }
      return [finding]
    }
    return analysis.conflicts.map { conflict(report: report, conflict: $0, file: file) }
  }

  private static func conflict(report: ConsoleLogReport, conflict: ConsoleConflict, file: String)
    -> Finding
  {
    let members = conflict.members.map { report.constraints[$0] }
    let masks = members.filter { $0.origin == .autoresizingMask }
    let rule = RuleDescriptor.forConflict(
      involvesAppConstraint: members.contains { $0.origin == .user },
      involvesAutoresizingMask: !masks.isEmpty,
      autoresizingViewIsAppDefined: masks.contains { $0.parsed.equation.firstItem.isAppDefined })
    let broken = report.brokenConstraintIndex
    var notes = zip(conflict.members, members).map { index, member in
      Note(
        ConsoleLogWording.short(member.parsed, keepingAddresses: true)
          + (index == broken ? ConflictWording.brokenMark(report) : ""),
        at: SourceLocation(file: file, line: member.line))
    }
    let (first, rest) = ConflictWording.firstSentence(conflict.explanation)
    notes += rest.map { Note($0) }
    let fixes = conflict.suggestions.filter(\.isVerified).prefix(2)
    notes += fixes.map { Note(ConflictWording.fix($0)) }
    return Finding(
      rule: rule, message: first,
      location: SourceLocation(file: file, line: members.first?.line ?? report.line),
      notes: notes,
      anchor: Fingerprint.anchor(members.map { ConsoleLogWording.short($0.parsed) }))
  }
}

/// The wording of minimal-conflict findings.
enum ConflictWording {
  /// The report's constraints and broken constraint without addresses: reports with the same
  /// key have the same conflicts.
  static func reportKey(_ report: ConsoleLogReport) -> String {
    let parts = report.constraints.map { Fingerprint.withoutAddresses($0.text) }
    let broken = report.brokenConstraint.map { Fingerprint.withoutAddresses($0.text) } ?? ""
    return "\(report.kind)|\(report.platform)|\(report.isRedacted)|"
      + (parts + [broken]).joined(separator: "\n")
  }

  static func brokenMark(_ report: ConsoleLogReport) -> String {
    " (\(report.platform == .macOS ? "AppKit" : "UIKit") broke this one)"
  }

  /// The explanation's first sentence (capitalised) and the sentences after it, without the
  /// one about the broken constraint (the member notes mark it).
  static func firstSentence(_ explanation: String) -> (String, [String]) {
    var sentences: [String] = []
    var current = ""
    let characters = Array(explanation)
    var index = 0
    while index < characters.count {
      current.append(characters[index])
      if characters[index] == ".", index + 2 < characters.count, characters[index + 1] == " ",
        characters[index + 2].isUppercase
      {
        sentences.append(current)
        current = ""
        index += 2
        continue
      }
      index += 1
    }
    if !current.isEmpty { sentences.append(current) }
    var first = sentences.first ?? explanation
    if let letter = first.first, letter.isLowercase {
      first = letter.uppercased() + first.dropFirst()
    }
    let rest = sentences.dropFirst().filter {
      !($0.hasPrefix("UIKit broke ") || $0.hasPrefix("AppKit broke "))
    }
    return (first, Array(rest))
  }

  static func fix(_ fix: ConflictFix) -> String {
    "Fix: \(fix.message)" + (fix.effect.isEmpty ? "" : " \(fix.effect)")
  }

  static func notReproduced(_ reason: String) -> String {
    "The conflict could not be reproduced from the listed constraints: \(reason)"
  }
}
