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
      anchor = ConsoleLogWording.redactedAnchor
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

extension String {
  fileprivate func trimmingWhitespace() -> String {
    let characters = Array(self)
    guard let start = characters.firstIndex(where: { !$0.isWhitespace }),
      let end = characters.lastIndex(where: { !$0.isWhitespace })
    else { return "" }
    return String(characters[start...end])
  }
}
