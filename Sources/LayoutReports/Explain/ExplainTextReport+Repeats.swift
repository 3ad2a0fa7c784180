import LayoutDiagnostics
import LayoutParsing

extension ExplainTextReport {
  /// The conflict of an earlier report with the same members (addresses aside) as one of a
  /// later report, which points to it instead of explaining it again.
  public struct EarlierConflict: Sendable, Hashable {
    /// The earlier report's first line.
    public var line: Int
    /// The conflict's name there (`A`, or past `Z` its number and lines).
    public var name: String

    /// Points to conflict `name` of the report at `line`.
    public init(line: Int, name: String) {
      self.line = line
      self.name = name
    }
  }

  /// How many conflicts the summary names, most often seen first.
  static let summarizedConflicts = 5

  /// A whole console log with each distinct report explained once (`GroupedConsoleLog`): the
  /// summary first (reports, distinct reports and conflicts, the conflicts seen most often),
  /// then, in log order, each distinct report with the lines of its repeats and its conflicts
  /// (one already explained in an earlier report named, not explained again), the traces and
  /// the unreadable lines.
  public func render<Analysis>(_ log: GroupedConsoleLog<Analysis>) -> String {
    let parts = self.parts(log)
    return parts.summary + (parts.entries.isEmpty ? "" : "\n" + parts.entries.joined())
  }

  /// `render(_:)` in parts: the summary, and the text of each of `log.entries`.
  public func parts<Analysis>(_ log: GroupedConsoleLog<Analysis>) -> (
    summary: String, entries: [String]
  ) {
    var tally = Tally()
    var distinctReports = 0
    var entries: [String] = []
    var outcomes: [ConsoleReportOutcome?] = Array(repeating: nil, count: log.firstReports.count)
    for entry in log.entries {
      switch entry {
      case .report(let group):
        let report = log.firstReports[group].report
        let outcome = log.firstReports[group].analysis?.outcome
        outcomes[group] = outcome
        let lines = log.groups.groups[group].lines
        var own = Tally()
        var above: [Int: EarlierConflict] = [:]
        for number in outcome?.conflicts.indices ?? 0..<0 {
          guard let earlier = log.earlierExplanation(ofConflict: number, inGroup: group) else {
            continue
          }
          above[number] = EarlierConflict(
            line: log.firstReports[earlier.group].report.line,
            name: conflictName(
              earlier.conflict, of: log.firstReports[earlier.group].report,
              outcomes[earlier.group]))
        }
        entries.append(
          render(
            report, outcome: outcome, file: log.file, tally: &own, repeats: lines,
            explainedAbove: above))
        tally.add(own, times: lines.count)
        distinctReports += own.reports
      case .trace(let group):
        let lines = log.traceGroups.groups[group].lines
        var own = Tally()
        var text = render(log.firstTraces[group], file: log.file, tally: &own)
        if lines.count > 1, let end = text.firstIndex(of: "\n") {
          let seen = paragraph(Wording.seen(lines: lines, what: "trace"), indent: 2) + "\n"
          text.insert(contentsOf: seen, at: text.index(after: end))
        }
        entries.append(text)
        tally.add(own, times: lines.count)
      case .unparsed(let line):
        entries.append(render(line, file: log.file, tally: &tally))
      }
    }
    tally.distinctReports = distinctReports
    tally.distinctConflicts = log.distinctConflicts.count
    return (summary(file: log.file, tally: tally) + mostSeen(log, outcomes), entries)
  }

  /// The conflicts seen in most reports, when the log repeats some: each with its count, the
  /// report that explains it and its summary.
  func mostSeen<Analysis>(_ log: GroupedConsoleLog<Analysis>, _ outcomes: [ConsoleReportOutcome?])
    -> String
  {
    let conflicts = log.distinctConflicts
    let repeated = conflicts.enumerated().filter { $0.element.occurrences > 1 }
    // One conflict seen in every report says nothing the counts do not.
    guard !repeated.isEmpty, conflicts.count > 1 else { return "" }
    let top = repeated.sorted {
      $0.element.occurrences != $1.element.occurrences
        ? $0.element.occurrences > $1.element.occurrences : $0.offset < $1.offset
    }.prefix(Self.summarizedConflicts)
    var text = paragraph(Wording.mostSeenTitle(shown: top.count, of: repeated.count), indent: 2)
    text += "\n"
    for (rank, entry) in top.enumerated() {
      let conflict = entry.element
      let report = log.firstReports[conflict.group].report
      let outcome = outcomes[conflict.group]
      let summary = outcome?.conflicts[conflict.conflict].summary ?? ""
      let marker = "\(rank + 1). "
      text +=
        paragraph(
          Wording.mostSeen(
            occurrences: conflict.occurrences, line: report.line,
            name: conflictName(conflict.conflict, of: report, outcome), summary: summary),
          indent: 4 + marker.count, first: marker) + "\n"
    }
    return text
  }

  /// The name conflict `number` of `report` has in the text: its letter, or past `Z` its
  /// number and members' lines.
  func conflictName(_ number: Int, of report: ConsoleLogReport, _ outcome: ConsoleReportOutcome?)
    -> String
  {
    guard number >= Wording.letters.count else { return String(Wording.letters[number]) }
    let members = outcome.map { $0.conflicts[number].members } ?? []
    let lines = members.filter { $0 < report.constraints.count }.map {
      String(report.constraints[$0].line)
    }
    return "\(number + 1) (lines \(lines.joined(separator: ", ")))"
  }

  /// A conflict that an earlier report explains: its title and where to read it.
  func pointer(
    to earlier: EarlierConflict, from conflict: LayoutConflict, number: Int,
    report: ConsoleLogReport
  ) -> String {
    let title = Wording.conflictTitle(
      conflictName(number, of: report, nil), conflict: conflict)
    return paragraph(title + "; " + Wording.explainedAbove(earlier), indent: 2) + "\n\n"
  }
}

extension ExplainTextReport.Tally {
  /// Adds `other`, a report's own counts, once for each of `times` reports that repeat it.
  mutating func add(_ other: Self, times: Int) {
    reports += other.reports * times
    conflicts += other.conflicts * times
    notReproduced += other.notReproduced * times
    hidden += other.hidden * times
    unreadableLists += other.unreadableLists * times
    printouts += other.printouts * times
    traces += other.traces * times
    unparsed += other.unparsed * times
    cutOff += other.cutOff * times
  }
}

extension ExplainTextReport.Wording {
  /// `1451` as `1,451`.
  static func count(_ number: Int) -> String {
    let digits = Array(String(number.magnitude))
    var text = ""
    for (index, digit) in digits.enumerated() {
      if index > 0, (digits.count - index) % 3 == 0 { text += "," }
      text.append(digit)
    }
    return (number < 0 ? "-" : "") + text
  }

  /// How many lines of a group the text lists before giving the rest as a count (as `check`
  /// lists a repeated finding's).
  static let shownRepeatLines = Finding.listedRepeatLines

  /// The lines of `total` occurrences of which `first` are the first and `last` the last:
  /// `7, 21 and 35`, or past `first`, `7, 21, 35, 49, 63, 77 and 1,445 more, the last at
  /// line 20307`.
  static func lineList(first: [Int], last: Int?, total: Int) -> String {
    let shown = first.map(String.init)
    var list = shown.joined(separator: ", ")
    let rest = total - shown.count
    if rest == 1, let last {
      list += " and \(last)"
    } else if rest > 1, let last {
      list += " and \(count(rest)) more, the last at line \(last)"
    } else if let last = shown.last, shown.count > 1 {
      list = shown.dropLast().joined(separator: ", ") + " and " + last
    }
    return list
  }

  /// `Seen 1,451 times (the same constraints, other addresses): lines 12, 40, ... and 1,445
  /// more, the last at line 98512.`
  static func seen(lines: [Int], what: String) -> String {
    let list = lineList(
      first: Array(lines.prefix(shownRepeatLines)), last: lines.last, total: lines.count)
    let same =
      what == "trace" ? "the same views marked each time" : "the same constraints each time"
    return "This \(what) is seen \(times(lines.count)) in the log, at lines \(list): \(same),"
      + " only the addresses differ, so it is explained once."
  }

  static func mostSeenTitle(shown: Int, of total: Int) -> String {
    let rest = total - shown
    return "The conflicts seen in more than one report, most often first"
      + (rest > 0 ? " (\(count(rest)) more in the reports below):" : ":")
  }

  /// `2 times` as `twice`, `1451 times` as `1,451 times`.
  static func times(_ number: Int) -> String {
    number == 2 ? "twice" : number == 1 ? "once" : "\(count(number)) times"
  }

  static func mostSeen(occurrences: Int, line: Int, name: String, summary: String) -> String {
    let reports = occurrences == 1 ? "1 report" : "\(count(occurrences)) reports"
    return "In \(reports), conflict \(name) of the report at line \(line): \(summary)"
  }

  static func explainedAbove(_ earlier: ExplainTextReport.EarlierConflict) -> String {
    "the same constraints as conflict \(earlier.name) of the report at line \(earlier.line),"
      + " explained there."
  }
}
