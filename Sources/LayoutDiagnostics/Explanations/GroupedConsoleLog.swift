import LayoutModel
import LayoutParsing

/// What a grouped log keeps of a report's analysis: at least what `explain`'s text prints.
public protocol ConsoleReportConflicts {
  /// What the text prints of it; its conflicts' members are indices into the report's list.
  var outcome: ConsoleReportOutcome { get }
}

extension ConsoleReportOutcome: ConsoleReportConflicts {
  /// Itself.
  public var outcome: ConsoleReportOutcome { self }
}

extension ConsoleReportAnalysis: ConsoleReportConflicts {
  /// `ConsoleReportOutcome(self)`.
  public var outcome: ConsoleReportOutcome { ConsoleReportOutcome(self) }
}

/// One console log as `explain` shows it, built as the log streams: its entries in order, a
/// report that repeats an earlier one folded into the earlier one's group
/// (`ConsoleReportGroups`, as `check` groups them) instead of being analysed and kept again,
/// and each minimal conflict counted once however many reports hold it.
///
/// Memory grows with the distinct reports (each kept with its analysis) and traces, the
/// unreadable lines, and by one line number per repeated report or trace.
public struct GroupedConsoleLog<Analysis: ConsoleReportConflicts> {
  /// One entry of the log, in log order.
  public enum Entry {
    /// The first report of group `group` (later reports of the group have no entry).
    case report(group: Int)
    /// The first `_autolayoutTrace` tree of trace group `group` (later trees of the group
    /// have no entry).
    case trace(group: Int)
    /// A line outside any report that could not be read.
    case unparsed(ConsoleLogUnparsedLine)
  }

  /// A minimal conflict counted once, however many reports hold it.
  public struct DistinctConflict: Sendable, Hashable {
    /// The group of the first report that holds it.
    public var group: Int
    /// Its index among that report's conflicts.
    public var conflict: Int
    /// How many reports hold it, repeats included.
    public var occurrences: Int
  }

  /// The log's name.
  public let file: String
  /// The entries, in log order.
  public private(set) var entries: [Entry] = []
  /// The reports, grouped.
  public private(set) var groups: ConsoleReportGroups
  /// The first report of each group with its analysis (`nil` for a dump of constraint
  /// descriptions), by group index.
  public private(set) var firstReports: [(report: ConsoleLogReport, analysis: Analysis?)] = []
  /// The `_autolayoutTrace` trees, grouped likewise (the same ambiguous items, addresses
  /// aside).
  public private(set) var traceGroups = ConsoleReportGroups()
  /// The first tree of each trace group, by group index.
  public private(set) var firstTraces: [AutolayoutTrace] = []
  /// For each group, the index in `distinctConflicts` of each of its conflicts.
  public private(set) var conflictIndices: [[Int]] = []
  private var firstPlaces: [(group: Int, conflict: Int)] = []
  private var distinctByAnchor: [String: Int] = [:]

  /// Creates the log `file`; with `keepingAddresses` (reports read with a captured dump), only
  /// reports with the same addresses are grouped.
  public init(file: String, keepingAddresses: Bool = false) {
    self.file = file
    groups = ConsoleReportGroups(keepingAddresses: keepingAddresses)
  }

  /// Adds the log's next entry; `analyse` is called for a report that opens a group and is not
  /// a dump of constraint descriptions.
  public mutating func add(_ entry: ConsoleLogEntry, analyse: (ConsoleLogReport) -> Analysis) {
    switch entry {
    case .report(let report):
      let (group, isNew) = groups.add(report)
      guard isNew else { return }
      let analysis = report.kind == .constraintPrintout ? nil : analyse(report)
      firstReports.append((report, analysis))
      var indices: [Int] = []
      for (number, conflict) in (analysis?.outcome.conflicts ?? []).enumerated() {
        let anchor = ConsoleConflictWording.anchor(members: conflict.members, of: report)
        if let known = distinctByAnchor[anchor] {
          indices.append(known)
        } else {
          distinctByAnchor[anchor] = firstPlaces.count
          indices.append(firstPlaces.count)
          firstPlaces.append((group, number))
        }
      }
      conflictIndices.append(indices)
      entries.append(.report(group: group))
    case .trace(let trace):
      let (group, isNew) = traceGroups.add(trace)
      guard isNew else { return }
      firstTraces.append(trace)
      entries.append(.trace(group: group))
    case .unparsed(let line):
      entries.append(.unparsed(line))
    case .recoveryTail:
      // The end of a report that is not in the input: nothing to explain.
      break
    }
  }

  /// Every distinct minimal conflict, in the order first met, with the reports holding it.
  public var distinctConflicts: [DistinctConflict] {
    var occurrences = Array(repeating: 0, count: firstPlaces.count)
    for (group, indices) in conflictIndices.enumerated() {
      for index in Set(indices) { occurrences[index] += groups.groups[group].count }
    }
    return firstPlaces.enumerated().map { index, place in
      DistinctConflict(
        group: place.group, conflict: place.conflict, occurrences: occurrences[index])
    }
  }

  /// Where conflict `conflict` of group `group`'s report is first explained, when that is in
  /// an earlier report (the same members, addresses aside); `nil` when it is explained here.
  public func earlierExplanation(ofConflict conflict: Int, inGroup group: Int)
    -> (group: Int, conflict: Int)?
  {
    guard conflictIndices.indices.contains(group),
      conflictIndices[group].indices.contains(conflict)
    else { return nil }
    let first = firstPlaces[conflictIndices[group][conflict]]
    return first.group == group && first.conflict == conflict ? nil : first
  }
}

extension GroupedConsoleLog where Analysis == ConsoleReportAnalysis {
  /// What `explain --format json` gives of the log: each distinct report (dumps of constraint
  /// descriptions aside) with the lines of its repeats, and each distinct `_autolayoutTrace`
  /// tree likewise, in log order.
  public var explanation: (reports: [ConsoleExplanation.Report], traces: [ConsoleExplanation.Trace])
  {
    var reports: [ConsoleExplanation.Report] = []
    var traces: [ConsoleExplanation.Trace] = []
    for entry in entries {
      switch entry {
      case .report(let group):
        guard let analysis = firstReports[group].analysis else { continue }
        var report = ConsoleExplanation.Report(analysis, file: file)
        report.repeats = Array(groups.groups[group].lines.dropFirst())
        reports.append(report)
      case .trace(let group):
        var trace = ConsoleExplanation.Trace(firstTraces[group], file: file)
        trace.repeats = Array(traceGroups.groups[group].lines.dropFirst())
        traces.append(trace)
      case .unparsed:
        break
      }
    }
    return (reports, traces)
  }
}

extension ConsoleReportAnalysis {
  /// How `explain` and `check` analyse the reports of the log `file`: each on its own, or with
  /// a captured dump of the same run when one is given
  /// (`init(report:file:dump:dumpFile:)`).
  public static func analyser(
    file: String, dump: (document: LayoutDocument, file: String)?
  ) -> (ConsoleLogReport) -> ConsoleReportAnalysis {
    { report in
      dump.map {
        ConsoleReportAnalysis(report: report, file: file, dump: $0.document, dumpFile: $0.file)
      } ?? ConsoleReportAnalysis(report: report, file: file)
    }
  }
}
