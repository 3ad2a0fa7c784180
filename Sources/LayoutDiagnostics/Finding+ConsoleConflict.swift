import LayoutModel
import LayoutParsing

extension Finding {
  /// One finding per minimal conflict of every report (and headerless list) of `log`, found in
  /// the rebuilt system (see `ConsoleConflictAnalysis`); a report whose list is hidden, or whose
  /// constraints turn out satisfiable, gets the finding `reportedConflict(_:file:)` gives, with
  /// the reason as a note.
  ///
  /// The rule follows `RuleDescriptor.forConflict` over the conflict's members. The message is
  /// the conflict's explanation; the notes are its members (at their lines), the Farkas
  /// multipliers and the verified fixes, best first. The anchor is the members without
  /// addresses, so the same conflict in repeated reports is one finding.
  public static func minimalConflicts(
    in log: ConsoleLog, oracle: some LinearFeasibilityChecking = SolverFeasibility()
  ) -> [Finding] {
    var findings: [Finding] = []
    for report in log.reports where report.kind != .constraintDump {
      let analysis = ConsoleConflictAnalysis(report: report, oracle: oracle)
      guard analysis.isReproduced else {
        var finding = reportedConflict(report, file: log.file)
        if let reason = analysis.notReproducedReason {
          finding.notes.append(Finding.Note(reason))
        }
        findings.append(finding)
        continue
      }
      for conflict in analysis.conflicts {
        findings.append(minimalConflict(conflict, of: report, file: log.file))
      }
    }
    return findings
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
    var notes = members.map { member in
      Finding.Note(
        ConsoleLogWording.short(member.parsed, keepingAddresses: true),
        at: SourceLocation(file: file, line: member.line))
    }
    if let certificate = conflict.certificate {
      notes.append(Finding.Note(ConsoleConflictWording.certificate(certificate.multipliers)))
    }
    for fix in conflict.suggestions where fix.isVerified {
      notes.append(Finding.Note("Fix: \(fix.message) \(fix.effect)"))
    }
    return Finding(
      rule: rule, message: conflict.explanation,
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
}
