import LayoutModel
import LayoutParsing

/// The minimal-conflict findings of one console log, found report by report as the log is
/// read (`Finding.minimalConflicts(in:dump:)` for a log held whole).
///
/// Reports that are the same up to addresses are analysed once (`ConsoleReportGroups`, the
/// grouping `explain` uses too): a repeat gets the findings of the first, whose anchors are the
/// same (the members without addresses), so that `mergingRepeats` counts it as one more
/// occurrence of them. Memory holds one list of findings per distinct report.
public struct ConsoleConflictFindings {
  /// The log's name, as findings give it.
  public let file: String
  /// A captured dump of the same run and its name (see `Finding.minimalConflicts(of:file:dump:)`).
  public let dump: (document: LayoutDocument, file: String)?
  /// The log's reports, grouped as they are read; with a dump, addresses decide the join, so
  /// reports differing only in them differ.
  public private(set) var groups: ConsoleReportGroups
  /// The findings of each group, by its index.
  private var analysed: [[Finding]] = []
  /// The line of each group's first report and of its listed constraints, by group index.
  private var firstLines: [FirstLines] = []

  /// Where a group's first report is: its line and its listed constraints' lines.
  private struct FirstLines {
    var report: Int
    var constraints: [Int]
  }

  /// Creates the findings of the log `file`, read with `dump` when one is given.
  public init(file: String, dump: (document: LayoutDocument, file: String)? = nil) {
    self.file = file
    self.dump = dump
    groups = ConsoleReportGroups(keepingAddresses: dump != nil)
  }

  /// The findings of the next report of the log; none for a dump of constraint descriptions.
  /// A repeat's are the first report's placed at the repeat's lines (the same member's line,
  /// else as far from the report's first line), so that a folded finding knows where it was
  /// seen (`Finding.repeatLines`).
  public mutating func findings(of report: ConsoleLogReport) -> [Finding] {
    guard report.kind != .constraintPrintout else { return [] }
    let (group, isNew) = groups.add(report)
    if isNew {
      analysed.append(Finding.minimalConflicts(of: report, file: file, dump: dump))
      firstLines.append(
        FirstLines(report: report.line, constraints: report.constraints.map(\.line)))
      return analysed[group]
    }
    let first = firstLines[group]
    return analysed[group].map { finding in
      guard let line = finding.location.line else { return finding }
      var moved = finding
      if let member = first.constraints.firstIndex(of: line),
        report.constraints.indices.contains(member)
      {
        moved.location.line = report.constraints[member].line
      } else {
        moved.location.line = line - first.report + report.line
      }
      return moved
    }
  }
}
