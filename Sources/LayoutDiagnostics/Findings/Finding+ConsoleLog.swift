import LayoutModel
import LayoutParsing

extension Finding {
  /// One `unparsed-log-line` finding per line of `log` that looked like a constraint but could
  /// not be read, at that line and the column where its text starts.
  ///
  /// The anchor is the line's text, so the same damaged line printed by repeated reports is
  /// one finding seen several times (addresses do not matter).
  public static func unparsedLogLines(in log: ConsoleLog) -> [Finding] {
    log.allUnparsed.map { unparsed in
      let report = log.reports.first { $0.line <= unparsed.line && unparsed.line <= $0.endLine }
      let text = unparsed.text.trimmingWhitespace()
      let column = unparsed.text.prefix { $0 == " " || $0 == "\t" }.count + 1
      return Finding(
        rule: .unparsedLogLine,
        message: unparsed.isBrokenConstraint
          ? ConsoleLogWording.unparsedBroken(
            reason: unparsed.reason, reportLine: report?.line,
            framework: (report?.platform ?? .unknown).framework.name)
          : report?.isCutBySource(unparsed) == true
            ? ConsoleLogWording.cutOff(reportLine: report?.line)
            : ConsoleLogWording.unparsed(reason: unparsed.reason, reportLine: report?.line),
        location: SourceLocation(file: log.file, line: unparsed.line, column: column),
        notes: [Finding.Note(ConsoleLogWording.quoted(text))], anchor: text)
    }
  }

  /// One `ambiguous-layout` finding per view an `_autolayoutTrace` tree of `log` marks
  /// `AMBIGUOUS LAYOUT`, at the view's line, with the attributes the trace names. The anchor is
  /// the view's class and those attributes, so the same trace printed again with new addresses
  /// is one finding seen several times.
  public static func traceAmbiguities(in log: ConsoleLog) -> [Finding] {
    log.traces.flatMap { trace in
      trace.ambiguousNodes.map { node in
        let attributes = node.ambiguousVariables.filter { $0.item == node.item }.map {
          $0.attribute.printedName
        }
        var finding = Finding(
          rule: .ambiguousLayout,
          message: ConsoleLogWording.traceAmbiguity(
            node.item.description, attributes: attributes, traceLine: trace.line),
          location: SourceLocation(file: log.file, line: node.line),
          anchor: Fingerprint.anchor(
            [(node.item.className ?? "?") + (node.item.text.map { "'\($0)'" } ?? "")]
              + attributes))
        finding.fixes = [Finding.Fix(ConsoleLogWording.traceAmbiguityFix)]
        return finding
      }
    }
  }

  /// One `redundant-constraint` finding per constraint a report of `log` lists twice under
  /// different addresses (`ConsoleLogReport.repeatedConstraints`): the app added it twice. At
  /// the second copy's line; the anchor is the equation without addresses.
  public static func repeatedLogConstraints(in log: ConsoleLog) -> [Finding] {
    log.reports.flatMap { report in
      report.repeatedConstraints.map { group in
        let copies = group.map { report.constraints[$0] }
        let text = ConsoleLogWording.short(copies[0].parsed, keepingAddresses: true)
        return Finding(
          rule: .redundantConstraint,
          message: ConsoleLogWording.repeated(
            text, lines: copies.map(\.line), addresses: copies.map { $0.parsed.address ?? "?" }),
          location: SourceLocation(file: log.file, line: copies[1].line),
          notes: copies.map {
            Finding.Note($0.text, at: SourceLocation(file: log.file, line: $0.line))
          },
          anchor: ConsoleLogWording.short(copies[0].parsed))
      }
    }
  }

  /// One finding per "Unable to simultaneously satisfy constraints" report of `log`, as UIKit
  /// or AppKit stated it: the listed constraints cannot all hold, and one was broken.
  ///
  /// The rule follows `RuleDescriptor.forConflict`: an autoresizing-mask constraint the app
  /// can act on makes it `autoresizing-conflict`, a list the app wrote nothing of
  /// `system-internal-conflict`, anything else `unsatisfiable-constraints`. The anchor is the
  /// set of listed constraints without addresses, so the same report repeated with new
  /// addresses merges into one finding (`mergingRepeats`). This is the finding for reports
  /// whose minimal conflict cannot be computed (a redacted or cut list); a minimal-conflict
  /// analysis gives sharper ones.
  public static func reportedConflicts(in log: ConsoleLog) -> [Finding] {
    log.reports.filter { $0.kind == .unsatisfiableConstraints }.map { report in
      reportedConflict(report, file: log.file)
    }
  }

  /// The finding for one report (see `reportedConflicts(in:)`).
  /// - Parameter listHolds: whether the listed constraints were found to hold together, so
  ///   that the conflict needed something the log does not show.
  public static func reportedConflict(
    _ report: ConsoleLogReport, file: String, listHolds: Bool = false
  ) -> Finding {
    let constraints = report.constraints.filter { $0.duplicateOf == nil }
    // The mask of a view its container sizes (a cell's content view) is the framework's.
    let masks = constraints.filter {
      $0.origin == .autoresizingMask
        && !View.isSizedByContainer(className: $0.parsed.equation.firstItem.className ?? "")
    }
    let rule = RuleDescriptor.forConflict(
      // A hidden list, or one that holds, leaves out what made the conflict, which may be
      // the app's: it counts as the app's.
      involvesAppConstraint: constraints.isEmpty || listHolds
        || constraints.contains { $0.origin == .user },
      involvesAutoresizingMask: !masks.isEmpty,
      autoresizingViewIsAppDefined: masks.contains {
        !$0.parsed.equation.firstItem.isFrameworkPrivate
      })
    let first = constraints.first
    let location = SourceLocation(file: file, line: first?.line ?? report.line)
    let notes = constraints.map { constraint in
      Finding.Note(
        ConsoleLogWording.short(constraint.parsed, keepingAddresses: true),
        at: SourceLocation(file: file, line: constraint.line))
    }
    var fixes: [Finding.Fix] = []
    if rule == .autoresizingConflict {
      let views = Set(masks.map { ConsoleLogWording.short($0.parsed.equation.firstItem) }).sorted()
      fixes.append(Finding.Fix(ConsoleLogWording.autoresizingFix(views)))
    }
    let anchor: String
    if report.isRedacted || constraints.isEmpty {
      anchor = "redacted report"
    } else {
      anchor = Fingerprint.anchor(constraints.map { ConsoleLogWording.short($0.parsed) })
    }
    var finding = Finding(
      rule: rule,
      message: ConsoleLogWording.reported(
        report, count: constraints.count,
        broken: report.brokenConstraint.map {
          ConsoleLogWording.short($0.parsed)
        }),
      location: location, notes: notes, anchor: anchor)
    finding.fixes = fixes
    return finding
  }
}

/// The wording of console-log findings.
enum ConsoleLogWording {
  static func traceAmbiguity(_ item: String, attributes: [String], traceLine: Int) -> String {
    let which = attributes.isEmpty ? "" : " (\(attributes.joined(separator: ", ")))"
    return "UIKit's _autolayoutTrace (line \(traceLine)) marks \(item) as having an ambiguous"
      + " layout\(which): the constraints allow more than one frame for it."
  }

  /// `X is listed 2 times (lines 7 and 9, at 0x1 and 0x2): the same constraint was added
  /// twice; remove one.`
  static func repeated(_ text: String, lines: [Int], addresses: [String]) -> String {
    let count = lines.count
    return
      "\(text) is listed \(count) times (lines \(lines.map(String.init).joined(separator: ", ")),"
      + " at \(addresses.joined(separator: ", "))): the same constraint was added"
      + " \(count == 2 ? "twice" : "\(count) times"); remove \(count == 2 ? "one" : "all but one")."
  }

  static let traceAmbiguityFix =
    "give the view constraints that fix the attributes named, or a lower-priority"
    + " preference; 'layout-doctor ambiguity' on a layout dump of the screen gives the ranges"
    + " and the exact constraints missing."

  /// Said of a line the log stops in the middle of (the source cut it there).
  static func cutOff(reportLine: Int?) -> String {
    let report = reportLine.map { "the report at line \($0)" } ?? "the analysis"
    return "The log is cut off in the middle of this constraint line, so \(report) is"
      + " incomplete."
  }

  static func unparsed(reason: String, reportLine: Int?) -> String {
    let report = reportLine.map { "the report at line \($0)" } ?? "the analysis"
    return "This constraint line could not be read (\(reason)), so \(report) may be incomplete."
  }

  /// Said of the recovery section's broken constraint when it could not be read: the list is
  /// whole, only which constraint was broken is unknown.
  static func unparsedBroken(reason: String, reportLine: Int?, framework: String) -> String {
    let report = reportLine.map { " by the report at line \($0)" } ?? ""
    return "The constraint \(framework) broke\(report) could not be read (\(reason)), so which"
      + " one it broke is not known."
  }

  /// What a report says when its minimal conflict cannot be computed: `<private>` only when
  /// the log says so; lines that could not be read by their numbers.
  static func reported(_ report: ConsoleLogReport, count: Int, broken: String?) -> String {
    let framework = report.platform.framework.name
    if report.isRedacted {
      return "\(framework) could not satisfy its constraints, but the log hides them"
        + " (<private>); log them with os_log's public format or run in the debugger."
    }
    if count == 0 {
      let unreadable = report.listedUnparsed.map(\.line)
      let lines = unreadable.map(String.init).joined(separator: ", ")
      if !unreadable.isEmpty {
        return "\(framework) could not satisfy its constraints, but the listed"
          + (unreadable.count == 1 ? " constraint" : " constraints")
          + " could not be read (line\(unreadable.count == 1 ? "" : "s") \(lines))."
      }
      if report.isElided {
        return "\(framework) could not satisfy its constraints, but the list was left out (...)"
          + " where the log was posted."
      }
      return "\(framework) could not satisfy its constraints, but the report lists none."
    }
    var text = "\(framework) could not satisfy these \(count) constraints together"
    text += broken.map { " and broke \($0)." } ?? "."
    return text
  }

  static func autoresizingFix(_ views: [String]) -> String {
    let list = views.joined(separator: ", ")
    return "set translatesAutoresizingMaskIntoConstraints = false on \(list)"
      + " before adding constraints to it."
  }

  static func quoted(_ text: String) -> String { "Line: \(text)" }

  /// A constraint's equation as the log prints it, without the wrapper and, unless kept, the
  /// addresses: `'ID' App.ButtonA.height >= 44` (addresses kept:
  /// `'ID' App.ButtonA:0x107fb4260.height >= 44`, which can be searched for in the log).
  static func short(_ description: ConstraintDescription, keepingAddresses: Bool = false)
    -> String
  {
    let identifier = description.identifier.map { "'\($0)' " } ?? ""
    let mask = description.autoresizingMask.map { "\($0) " } ?? ""
    let equation = description.equation.description
    return mask + identifier + (keepingAddresses ? equation : withoutAddresses(equation))
  }

  /// An item without its address: `App.ButtonA`, `UILabel'Text1'`.
  static func short(_ item: ConstraintDescriptionItem) -> String {
    withoutAddresses(item.description)
  }

  private static func withoutAddresses(_ text: String) -> String {
    var result = Fingerprint.withoutAddresses(text)
    while let range = result.range(of: ":0x") { result.replaceSubrange(range, with: "") }
    return result
  }
}

extension String {
  fileprivate func trimmingWhitespace() -> String {
    let characters = Array(self)
    guard let start = characters.firstIndex(where: { !$0.isWhitespace }),
      let end = characters.lastIndex(where: { !$0.isWhitespace })
    else { return "" }
    return String(characters[start...end])
  }
}
