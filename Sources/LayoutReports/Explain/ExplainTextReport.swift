import Foundation
import LayoutDiagnostics
import LayoutEngine
import LayoutModel
import LayoutParsing

/// `layout-doctor explain` for people: each report of a console log re-printed with the
/// members of its minimal conflicts marked, then what each conflict means in points and the
/// fixes, best first.
///
/// ```
/// 021.log:1: UIKit could not satisfy 6 constraints together and broke one of them.
///
///        1     Unable to simultaneously satisfy constraints.
///              (
///        8  A    "<NSAutoresizingMaskLayoutConstraint:0x6000 h=--& v=--& App.ViewA:0x7fcd.height == 896   (active)>",
///        9  A    "<NSLayoutConstraint:0x6001 UIView:0x7fce.height == 200   (active)>",   ← broken
///              )
///
///   Conflict A (6 constraints, vertical): ...
///     Fixes, best first, each checked by solving the report again with it:
///       1. Set translatesAutoresizingMaskIntoConstraints = false on App.ViewA:0x7fcd ...
/// ```
///
/// The gutter holds the log's line numbers and one column per conflict (`A`, `B`, ...; past
/// `Z` the conflicts are listed by their members only). Entries are written one at a time, as
/// the command reads them; `summary(file:tally:)` closes each file.
public struct ExplainTextReport: Sendable {
  /// The prose width, in columns (constraint lines are never wrapped).
  public var width: Int

  /// The short names paragraphs call items by (a console report's, while its explanation is
  /// written), or `nil` for the full names.
  var aliases: ItemAliases? = nil

  public init(width: Int = 100) { self.width = width }

  /// What one file held, counted while its entries are written.
  public struct Tally: Sendable {
    /// Reports and headerless lists.
    public var reports = 0
    /// Layouts of Interface Builder roots (one per root, size and text checked); a listing's
    /// or dump's layout counts as a report.
    public var roots = 0
    /// The distinct roots among them (file and root id).
    public var rootIDs: Set<String> = []
    /// Minimal conflicts found.
    public var conflicts = 0
    /// Reports whose listed constraints can all hold in the rebuilt system.
    public var notReproduced = 0
    /// Reports whose list was redacted (`<private>`) or left out (`...`).
    public var hidden = 0
    /// Reports none of whose listed lines could be read (or that list nothing).
    public var unreadableLists = 0
    /// Dumps of constraint descriptions (not reports).
    public var printouts = 0
    /// `_autolayoutTrace` trees.
    public var traces = 0
    /// Lines that could not be read.
    public var unparsed = 0
    /// Lines the log stops in the middle of (cut where the source stopped), not counted in
    /// `unparsed`.
    public var cutOff = 0
    /// Reports that differ in more than addresses (`ConsoleReportGroups`), when counted.
    public var distinctReports: Int?
    /// Minimal conflicts that differ in more than addresses, when counted.
    public var distinctConflicts: Int?

    public init() {}
  }

  // MARK: Reports

  /// One report (or headerless list) with its analysis; a dump when `analysis` is `nil`.
  public func render(
    _ report: ConsoleLogReport, analysis reportAnalysis: ConsoleReportAnalysis?, file: String,
    tally: inout Tally
  ) -> String {
    render(
      report, outcome: reportAnalysis.map(ConsoleReportOutcome.init), file: file, tally: &tally)
  }

  /// One report (or headerless list) with what its analysis found (`ConsoleReportOutcome`); a
  /// dump when `outcome` is `nil`.
  /// - Parameters:
  ///   - repeats: the lines of the reports that repeat it, its own first (none: it is alone).
  ///   - explainedAbove: by conflict number, the earlier report's conflict that has the same
  ///     members, shown in place of its explanation.
  public func render(
    _ report: ConsoleLogReport, outcome: ConsoleReportOutcome?, file: String, tally: inout Tally,
    repeats: [Int] = [], explainedAbove: [Int: EarlierConflict] = [:]
  ) -> String {
    let cut = report.unparsed.filter(report.isCutBySource).count
    tally.unparsed += report.unparsed.count - cut
    tally.cutOff += cut
    guard let analysis = outcome else {
      tally.printouts += 1
      return renderPrintout(report, file: file)
    }
    tally.reports += 1
    tally.conflicts += analysis.conflicts.count
    if report.isRedacted || report.isElided {
      tally.hidden += 1
    } else if report.constraints.isEmpty {
      tally.unreadableLists += 1
    } else if !analysis.isReproduced {
      tally.notReproduced += 1
    }
    let framework = report.platform.framework.name
    var text = "\(file):\(report.line): " + Wording.headline(report, framework: framework) + "\n\n"
    if repeats.count > 1 {
      text += paragraph(Wording.seen(lines: repeats, what: "report"), indent: 2) + "\n\n"
    }
    if let match = analysis.dumpMatch {
      text += paragraph(Wording.dumpMatch(match), indent: 2) + "\n\n"
    }
    text += block(report, analysis: analysis)
    text += "\n"
    let explanation = explanation(report, analysis, explainedAbove)
    return text
      + shortened(explanation, report: report) { $0.explanation(report, analysis, explainedAbove) }
  }

  /// What follows a report's block: its conflicts, then the notes on its list.
  private func explanation(
    _ report: ConsoleLogReport, _ analysis: ConsoleReportOutcome,
    _ explainedAbove: [Int: EarlierConflict]
  ) -> String {
    let framework = report.platform.framework.name
    var text = ""
    if analysis.conflicts.isEmpty {
      // A blank line after it, as after a conflict, before the next report.
      text += paragraph(analysis.notReproducedReason ?? Wording.nothingFound, indent: 2) + "\n\n"
    }
    for (number, conflict) in analysis.conflicts.enumerated() {
      if let earlier = explainedAbove[number] {
        text += pointer(to: earlier, from: conflict, number: number, report: report)
      } else {
        text += self.conflict(conflict, number: number, report: report, framework: framework)
      }
    }
    if !analysis.isExhaustive {
      text += paragraph(Wording.notExhaustive, indent: 2) + "\n"
    }
    for group in report.repeatedConstraints {
      let copies = group.map { report.constraints[$0] }
      text += paragraph(Wording.repeated(lines: copies.map(\.line)), indent: 2) + "\n\n"
    }
    if !report.cascade.isEmpty {
      text += paragraph(Wording.cascade(report, framework: framework), indent: 2) + "\n\n"
    }
    if report.brokenConstraint == nil, analysis.predictionBasis == .order,
      let predicted = analysis.predictedReportIndex, report.constraints.indices.contains(predicted)
    {
      text +=
        paragraph(
          Wording.noBasis(framework, line: report.constraints[predicted].line), indent: 2) + "\n\n"
    }
    if let broken = report.brokenConstraintIndex,
      let predicted = analysis.predictedReportIndex,
      predicted != broken, report.constraints.indices.contains(predicted)
    {
      let constraint = report.constraints[predicted]
      text +=
        paragraph(
          Wording.predictionDiffers(
            framework, predicted: constraint.text.trimmed().unquoted(), line: constraint.line),
          indent: 2) + "\n"
    }
    return text
  }

  /// `text` with the report's items called by their short names (`ItemAliases`), after a
  /// legend that gives the full name of each alias it uses, one a line; `text` itself when it
  /// names no item with an address.
  ///
  /// The text is written twice, with full names to learn which it uses, then with the aliases,
  /// so that each paragraph is wrapped at its shortened length.
  func shortened(_ text: String, report: ConsoleLogReport, write: (Self) -> String) -> String {
    let aliases = ItemAliases(report: report)
    // Looked for with the lines joined again: wrapping may have broken a name with a space
    // (`bar background:0x1089a5290`, bound by the list's `names:`) across two lines.
    let used = aliases.used(in: text.split(whereSeparator: \.isWhitespace).joined(separator: " "))
    guard !used.isEmpty else { return text }
    var shortening = self
    shortening.aliases = aliases
    let width = used.map(\.alias.count).max() ?? 0
    var legend = paragraph(Wording.aliasesTitle, indent: 2) + "\n"
    for entry in used {
      let pad = String(repeating: " ", count: width - entry.alias.count)
      legend += "    \(entry.alias)\(pad) = \(entry.name)\n"
    }
    return legend + "\n" + write(shortening)
  }

  /// A layout listing or dump: its minimal conflicts, each with its members at their lines,
  /// explained as a console report's are.
  public func render(_ layout: LayoutAnalysis, file: String, tally: inout Tally) -> String {
    let analysis = layout.conflicts()
    let subject = analysis.subject
    if let root = layout.root {
      tally.roots += 1
      tally.rootIDs.insert(file + "\n" + root.id)
    } else {
      tally.reports += 1
    }
    tally.conflicts += analysis.conflicts.count
    // One root of several is named, at its root view's line.
    let place = layout.root.map { $0.count > 1 ? Wording.root($0, file: file) : file } ?? file
    var text = "\(place): " + Wording.layoutHeadline(conflicts: analysis.conflicts.count) + "\n\n"
    if let screen = layout.root?.screen {
      text += paragraph(Wording.laidOutOnScreen(screen), indent: 2) + "\n\n"
    }
    if analysis.conflicts.isEmpty, !layout.solution.brokenConstraints.isEmpty {
      tally.notReproduced += 1
      text += paragraph(analysis.notReproducedReason ?? Wording.nothingFound, indent: 2) + "\n"
    }
    // Every constraint the engine breaks (one per independent conflict) is marked.
    let broken = Set(subject.allBroken)
    for (number, conflict) in analysis.conflicts.enumerated() {
      let members = conflict.members.map { subject.constraints[$0] }
      var section = self.conflict(
        conflict, number: number, lines: members.compactMap { $0.location?.line ?? nil },
        framework: subject.framework,
        leftOutLines: conflict.fixesLeaveOut.compactMap {
          subject.constraints[$0].location?.line ?? nil
        })
      let list = zip(conflict.members, members).map { index, constraint in
        let line = constraint.location?.line.map { String(format: "%4d", $0) } ?? "    "
        let mark = broken.contains(index) ? "   ← broken by the engine" : ""
        return "  \(line)  \(subject.names.line(constraint))\(mark)\n"
      }.joined()
      // The members go under the title, before the explanation.
      if let end = section.firstIndex(of: "\n") {
        section.insert(contentsOf: list, at: section.index(after: end))
      }
      text += section
    }
    if !analysis.isExhaustive {
      let unexplained = analysis.unexplained(subject.allBroken).count
      text +=
        paragraph(
          Wording.notExhaustive(unexplained: unexplained, framework: subject.framework), indent: 2)
        + "\n\n"
    }
    return text
  }

  /// UIKit's block with a gutter: line numbers, one marker column per conflict, notes.
  func block(_ report: ConsoleLogReport, analysis: ConsoleReportOutcome) -> String {
    let lastLine = max(
      report.endLine, report.brokenConstraint?.line ?? 0,
      report.constraints.last?.line ?? 0)
    let numberWidth = String(lastLine).count
    let marked = Array(analysis.conflicts.prefix(Wording.letters.count))
    let markerWidth = max(1, marked.count)
    let excluded = Dictionary(
      analysis.exclusions.map { ($0.index, $0.reason) }, uniquingKeysWith: { a, _ in a })
    let broken = report.brokenConstraintIndex
    func row(_ line: Int?, _ markers: String, _ body: String) -> String {
      let number = line.map(String.init) ?? ""
      let left = String(repeating: " ", count: numberWidth - number.count) + number
      let gutter = markers + String(repeating: " ", count: markerWidth - markers.count)
      return ("  " + left + "  " + gutter + "  " + body).trimmedTrailingSpaces() + "\n"
    }
    var text = report.header == nil ? "" : row(report.line, "", Wording.header(report))
    text += row(nil, "", "(")
    if report.isRedacted {
      text += row(nil, "", "  <private>")
    } else if report.isElided {
      text += row(nil, "", "  ...")
    }
    var rows: [(line: Int, text: String)] = []
    for (index, constraint) in report.constraints.enumerated() {
      let markers = String(
        marked.indices.map { marked[$0].members.contains(index) ? Wording.letters[$0] : " " })
      var notes: [String] = []
      if index == broken { notes.append(report.platform.framework.brokenMark(predicted: false)) }
      if let copy = constraint.duplicateOf {
        notes.append(Wording.repeatMark(line: report.constraints[copy].line))
      } else if let reason = excluded[index] {
        notes.append(Wording.leftOut(reason))
      }
      let body =
        "  " + constraint.text + (notes.isEmpty ? "" : "   ← " + notes.joined(separator: "; "))
      rows.append((constraint.line, row(constraint.line, markers, body)))
    }
    for line in report.unparsed {
      let note =
        report.isCutBySource(line) ? Wording.cutOffLine : Wording.unreadable(line.reason)
      let body = "  " + line.text.trimmed().unquoted() + "   ← " + note
      rows.append((line.line, row(line.line, "?", body)))
    }
    text += rows.sorted { $0.line < $1.line }.map(\.text).joined()
    text += row(nil, "", report.isListClosed ? ")" : Wording.listCut)
    switch report.recovery {
    case .broken:
      if let constraint = report.brokenConstraint {
        text += row(nil, "", Wording.recoveryLine)
        text += row(constraint.line, "", "  " + constraint.text)
      }
    case .redacted:
      text += row(nil, "", Wording.recoveryLine)
      text += row(nil, "", "  <private>")
    case .cutOff:
      text += row(nil, "", Wording.recoveryLine)
      text += row(nil, "", "  " + Wording.cutOff)
    case .missing:
      break
    }
    return text
  }

  func conflict(
    _ conflict: LayoutConflict, number: Int, report: ConsoleLogReport, framework: String
  ) -> String {
    let lines = conflict.members.filter { $0 < report.constraints.count }.map {
      report.constraints[$0].line
    }
    let leftOut = conflict.fixesLeaveOut.filter { $0 < report.constraints.count }.map {
      report.constraints[$0].line
    }
    return self.conflict(
      conflict, number: number, lines: lines, framework: framework, leftOutLines: leftOut,
      isLog: true)
  }

  /// One conflict: its title (a letter, or its number and members' lines past Z), the
  /// explanation and the verified fixes.
  func conflict(
    _ conflict: LayoutConflict, number: Int, lines: [Int], framework: String,
    leftOutLines: [Int] = [], isLog: Bool = false
  ) -> String {
    let name: String
    if number < Wording.letters.count {
      name = String(Wording.letters[number])
    } else {
      name = "\(number + 1) (lines \(lines.map(String.init).joined(separator: ", ")))"
    }
    var text = paragraph(Wording.conflictTitle(name, conflict: conflict), indent: 2) + "\n"
    text += paragraph(conflict.explanation, indent: 4) + "\n"
    let fixes = conflict.rankedFixes
    if fixes.isEmpty {
      let reason =
        conflict.isSystemOnly
        ? Wording.noFixSystem(framework)
        : conflict.suggestions.isEmpty ? Wording.noFix : Wording.noVerifiedFix
      text += paragraph(reason, indent: 4) + "\n"
    } else {
      let title = Wording.fixesTitle(
        leavingOut: leftOutLines, framework: framework, isLog: isLog)
      text += "\n" + paragraph(title, indent: 4) + "\n"
      // The same few `check` shows: one list, from the analysis.
      let shown = fixes.prefix(Finding.Fix.shownInBrief)
      for (rank, fix) in shown.enumerated() {
        let marker = "\(rank + 1). "
        text += paragraph(fix.message, indent: 6 + marker.count, first: marker) + "\n"
        text += paragraph(fix.effect, indent: 6 + marker.count) + "\n"
      }
      if fixes.count > shown.count {
        text += paragraph(Wording.moreFixes(fixes.count - shown.count), indent: 6) + "\n"
      }
    }
    return text + "\n"
  }

  func renderPrintout(_ report: ConsoleLogReport, file: String) -> String {
    var text = "\(file):\(report.line): " + Wording.dump(report) + "\n"
    if !report.unparsed.isEmpty {
      for line in report.unparsed {
        text +=
          "  \(line.line): " + Wording.unreadable(line.reason) + ": " + line.text.trimmed() + "\n"
      }
    }
    return text + "\n"
  }

  // MARK: Traces and loose lines

  /// An `_autolayoutTrace` tree: the ambiguous items and variables it names.
  public func render(_ trace: AutolayoutTrace, file: String, tally: inout Tally) -> String {
    tally.traces += 1
    var text = "\(file):\(trace.line): " + Wording.trace(trace) + "\n"
    for node in trace.ambiguousNodes {
      let variables = node.ambiguousVariables.map { variable in
        variable.item == node.item ? variable.attribute.printedName : variable.description
      }
      text +=
        "  \(node.line): \(node.item)"
        + (variables.isEmpty ? "" : " (\(variables.joined(separator: ", ")))") + "\n"
    }
    if !trace.ambiguousNodes.isEmpty {
      let hint = Wording.ambiguityHint(
        count: trace.ambiguousNodes.count, named: !trace.ambiguousVariables.isEmpty)
      text += paragraph(hint, indent: 2) + "\n"
    }
    return text + "\n"
  }

  /// A line outside any report that looked like a constraint but could not be read.
  public func render(_ line: ConsoleLogUnparsedLine, file: String, tally: inout Tally) -> String {
    tally.unparsed += 1
    return "\(file):\(line.line): " + Wording.unreadable(line.reason) + ": " + line.text.trimmed()
      + "\n\n"
  }

  /// The closing line of a file.
  public func summary(file: String, tally: Tally) -> String {
    Wording.summary(file: file, tally: tally) + "\n"
  }

  // MARK: Text

  /// `text` wrapped at `width` columns, every line indented by `indent` (the first line
  /// starting with `first` in place of part of the indent), without a final line break.
  func paragraph(_ text: String, indent: Int, first: String = "") -> String {
    let text = aliases?.apply(text) ?? text
    // ASCII without carriage returns: a line's width is its byte count, and words cannot join
    // into one character, so it is counted as it grows, over the bytes.
    let bytes = Array(text.utf8)
    guard bytes.allSatisfy({ $0 < 0x80 && $0 != 0x0D }), first.utf8.allSatisfy({ $0 < 0x80 })
    else { return paragraphCountingCharacters(text, indent: indent, first: first) }
    var result = [UInt8](repeating: 0x20, count: max(0, indent - first.utf8.count))
    result += first.utf8
    result.reserveCapacity(bytes.count + (bytes.count / max(1, width - indent) + 2) * (indent + 1))
    var lineWidth = result.count
    var lineHasWord = false
    var start = 0
    while start < bytes.count {
      guard bytes[start] != 0x20 else {
        start += 1
        continue
      }
      var end = start
      while end < bytes.count, bytes[end] != 0x20 { end += 1 }
      if lineHasWord && lineWidth + 1 + (end - start) > width {
        result.append(0x0A)
        result += repeatElement(0x20, count: indent)
        lineWidth = indent
        lineHasWord = false
      }
      if lineHasWord {
        result.append(0x20)
        lineWidth += 1
      }
      result += bytes[start..<end]
      lineWidth += end - start
      lineHasWord = true
      start = end
    }
    return String(decoding: result, as: UTF8.self)
  }

  /// `paragraph(_:indent:first:)` for any text: widths in characters, counted whole.
  func paragraphCountingCharacters(_ text: String, indent: Int, first: String) -> String {
    let pad = String(repeating: " ", count: indent)
    var lines: [String] = []
    var line = String(repeating: " ", count: max(0, indent - first.count)) + first
    var lineHasWord = false
    for word in text.split(separator: " ") {
      if lineHasWord && line.count + 1 + word.count > width {
        lines.append(line)
        line = pad
        lineHasWord = false
      }
      line += (lineHasWord ? " " : "") + word
      lineHasWord = true
    }
    lines.append(line)
    return lines.joined(separator: "\n")
  }
}

extension String {
  fileprivate func trimmedTrailingSpaces() -> String {
    var copy = self
    while copy.last == " " { copy.removeLast() }
    return copy
  }

  /// A list entry without the quotes and comma around it: `"<...>",` becomes `<...>`.
  fileprivate func unquoted() -> String {
    var text = Substring(self)
    if text.hasSuffix(",") { text = text.dropLast() }
    if text.hasPrefix("\""), text.hasSuffix("\""), text.count >= 2 {
      text = text.dropFirst().dropLast()
    }
    return String(text)
  }

  fileprivate func trimmed() -> String {
    trimmingCharacters(in: .whitespaces)
  }

}
