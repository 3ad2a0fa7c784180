import LayoutModel
import LayoutParsing

extension Finding {
  /// One finding per minimal conflict of every report and headerless list of `log`, found in
  /// the rebuilt system (see `ConsoleConflictAnalysis`). A report whose list is hidden, or
  /// whose constraints turn out satisfiable, gets the finding `reportedConflict(_:file:)` gives,
  /// with the reason as a note; a headerless list that reproduces no conflict gets none (no
  /// conflict is invented).
  ///
  /// The rule follows `RuleDescriptor.forConflict` over the conflict's members. The message is
  /// the conflict's summary (what the others need, and what one member sets, in points); the
  /// notes are its members (at their lines, the broken one marked), its remarks, the Farkas
  /// multipliers and the verified fixes, best first. The anchor is the members without addresses, so the same
  /// conflict in repeated reports is one finding (`mergingRepeats`); identical reports are
  /// analysed once.
  /// - Parameter oracle: decides feasibility (the solver by default).
  public static func minimalConflicts(
    in log: ConsoleLog, oracle: some LinearFeasibilityChecking = SolverFeasibility()
  ) -> [Finding] {
    var analysed: [String: [Finding]] = [:]
    var findings: [Finding] = []
    for report in log.reports where report.kind != .constraintDump {
      let key = ConsoleConflictWording.reportKey(report)
      if let known = analysed[key] {
        findings += known
        continue
      }
      let found = minimalConflicts(of: report, file: log.file, oracle: oracle)
      analysed[key] = found
      findings += found
    }
    return findings
  }

  /// The findings of one report (see `minimalConflicts(in:oracle:)`).
  public static func minimalConflicts(
    of report: ConsoleLogReport, file: String, oracle: some LinearFeasibilityChecking
  ) -> [Finding] {
    let analysis = ConsoleConflictAnalysis(report: report, oracle: oracle)
    guard analysis.isReproduced else {
      guard report.kind == .unsatisfiableConstraints else { return [] }
      var finding = reportedConflict(report, file: file)
      if let reason = analysis.notReproducedReason, !report.constraints.isEmpty {
        finding.notes.append(Finding.Note(reason))
      }
      return [finding]
    }
    return analysis.conflicts.map { minimalConflict($0, of: report, file: file) }
  }

  /// The finding for one minimal conflict of `report`.
  public static func minimalConflict(
    _ conflict: ConsoleConflict, of report: ConsoleLogReport, file: String
  ) -> Finding {
    let members = conflict.members.map { report.constraints[$0] }
    let masks = members.filter { $0.origin == .autoresizingMask }
    let rule = RuleDescriptor.forConflict(
      involvesAppConstraint: members.contains { $0.origin == .user },
      involvesAutoresizingMask: !masks.isEmpty,
      autoresizingViewIsAppDefined: masks.contains { constraint in
        constraint.parsed.equation.items.contains { !$0.isSuperview && $0.isAppDefined }
      })
    let broken = report.brokenConstraintIndex
    var notes = zip(conflict.members, members).map { index, member in
      Finding.Note(
        ConsoleLogWording.short(member.parsed, keepingAddresses: true)
          + (index == broken ? ConsoleConflictWording.brokenMark(report) : ""),
        at: SourceLocation(file: file, line: member.line))
    }
    notes += conflict.remarks.map { Finding.Note($0) }
    if let certificate = conflict.certificate {
      notes.append(Finding.Note(ConsoleConflictWording.certificate(certificate.multipliers)))
    }
    for fix in conflict.suggestions where fix.isVerified {
      notes.append(Finding.Note("Fix: \(fix.message) \(fix.effect)"))
    }
    return Finding(
      rule: rule, message: conflict.summary,
      location: SourceLocation(file: file, line: members.first?.line ?? report.line),
      notes: notes,
      anchor: Fingerprint.anchor(members.map { ConsoleLogWording.short($0.parsed) }))
  }
}

/// The wording of minimal-conflict findings.
enum ConsoleConflictWording {
  static func certificate(_ multipliers: [Double]) -> String {
    "Farkas multipliers (λ per member, in order): "
      + multipliers.map { formatPoints($0) }.joined(separator: ", ")
  }

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
}
