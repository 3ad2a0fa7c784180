import LayoutModel
import LayoutParsing

extension Finding {
  /// One finding per minimal conflict of every report and headerless list of `log`, found by
  /// reading each report as a layout and analysing it as listings are
  /// (`ConsoleReportAnalysis`). A report whose list is hidden, or whose constraints turn out
  /// satisfiable, gets the finding `reportedConflict(_:file:)` gives, with the reason as a
  /// note; a headerless list that reproduces no conflict gets none (no conflict is invented).
  ///
  /// Identical reports (up to addresses) are analysed once; the anchor is the members without
  /// addresses, so the same conflict in repeated reports is one finding (`mergingRepeats`).
  ///
  /// With `dump` (a captured dump of the same run, and its name), each report is read with the
  /// dump's layout when all its items are in it (`ConsoleReportAnalysis(report:file:dump:dumpFile:)`);
  /// the findings of a report that is not get a note saying so.
  public static func minimalConflicts(
    in log: ConsoleLog, dump: (document: LayoutDocument, file: String)? = nil
  ) -> [Finding] {
    var finder = ConsoleConflictFindings(file: log.file, dump: dump)
    return log.reports.flatMap { finder.findings(of: $0) }
  }

  /// The findings of one report (see `minimalConflicts(in:)`).
  public static func minimalConflicts(
    of report: ConsoleLogReport, file: String,
    dump: (document: LayoutDocument, file: String)? = nil
  ) -> [Finding] {
    let reportAnalysis = ConsoleReportAnalysis.analyser(file: file, dump: dump)(report)
    var findings = minimalConflicts(of: reportAnalysis, file: file)
    if let match = reportAnalysis.dumpMatch, !match.isComplete {
      for index in findings.indices {
        findings[index].notes.append(Finding.Note(notInDumpNote(match)))
      }
    }
    return findings
  }

  /// What is said of a report whose items are not all in the dump given with it
  /// (`ConsoleConflictWording.notInDump(_:)`).
  public static func notInDumpNote(_ match: ConsoleReportDumpMatch) -> String {
    ConsoleConflictWording.notInDump(match)
  }

  /// The findings of one analysed report (see `minimalConflicts(in:dump:)`).
  static func minimalConflicts(of reportAnalysis: ConsoleReportAnalysis, file: String)
    -> [Finding]
  {
    let report = reportAnalysis.report
    let analysis = reportAnalysis.analysis
    guard analysis.isReproduced else {
      guard report.kind == .unsatisfiableConstraints else { return [] }
      var finding = reportedConflict(report, file: file, listHolds: !report.constraints.isEmpty)
      if let reason = analysis.notReproducedReason, !report.constraints.isEmpty {
        finding.notes.append(Finding.Note(reason))
      }
      return [finding]
    }
    return analysis.conflicts.map { conflict in
      let listed = conflict.members.compactMap(reportAnalysis.reportIndex).filter {
        $0 < report.constraints.count
      }.map {
        report.constraints[$0]
      }
      return minimalConflict(
        conflict, in: analysis.subject,
        notes: listed.map {
          (
            ConsoleLogWording.short($0.parsed, keepingAddresses: true),
            SourceLocation(file: file, line: $0.line)
          )
        },
        anchors: ConsoleConflictWording.anchorParts(listed),
        brokenMark: ConsoleConflictWording.brokenMark(report),
        fallbackLine: report.line, file: file)
    }
  }

  /// The finding for one minimal conflict, whatever the input: the rule follows
  /// `RuleDescriptor.forConflict` over the members; the message is the conflict's summary
  /// (what the others need, and what one member sets, in points); the notes are the members
  /// (`notes`, at their places, the broken one marked) and the remarks; the fixes are the
  /// conflict's `rankedFixes` and the Farkas multipliers are kept apart (for JSON and SARIF
  /// properties, never the notes people read); the anchor is `anchors`, the members as text that
  /// does not depend on addresses or line numbers.
  public static func minimalConflict(
    _ conflict: LayoutConflict, in subject: ConflictSubject,
    notes memberNotes: [(String, SourceLocation?)],
    anchors: [String], brokenMark: String, fallbackLine: Int?, file: String
  ) -> Finding {
    let members = conflict.members.map { subject.constraints[$0] }
    // A mask of a view its container sizes (a cell's content view) is the framework's: it
    // makes no `autoresizing-conflict`, whose fix is to turn the mask off.
    let masks = conflict.members.filter { subject.isMaskOfAPlacedView(subject.constraints[$0]) }
    let rule = RuleDescriptor.forConflict(
      involvesAppConstraint: members.contains { $0.origin == .user },
      involvesAutoresizingMask: !masks.isEmpty,
      autoresizingViewIsAppDefined: masks.contains { subject.isAppsMask(subject.constraints[$0]) })
    var notes = zip(conflict.members, memberNotes).map { index, note in
      Finding.Note(
        note.0 + (index == subject.brokenIndex ? brokenMark : ""), at: note.1)
    }
    notes += conflict.remarks.map { Finding.Note($0) }
    // At the member that was broken, where a CI annotation helps most; else the first.
    let broken = zip(conflict.members, memberNotes).first { $0.0 == subject.brokenIndex }
    // A member's place with its column where the input gives one (an Interface Builder
    // constraint's element): a conflict was the one finding located by line alone.
    let location =
      broken?.1.1 ?? memberNotes.first?.1 ?? SourceLocation(file: file, line: fallbackLine)
    var finding = Finding(
      rule: rule, message: conflict.summary, location: location, notes: notes,
      anchor: Fingerprint.anchor(anchors))
    finding.fixes = conflict.rankedFixes.map(\.findingFix)
    finding.farkasMultipliers = conflict.certificate?.multipliers
    return finding
  }
}
