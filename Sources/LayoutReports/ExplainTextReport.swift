import Foundation
import LayoutDiagnostics
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

  public init(width: Int = 100) { self.width = width }

  /// What one file held, counted while its entries are written.
  public struct Tally: Sendable {
    /// Reports and headerless lists.
    public var reports = 0
    /// Minimal conflicts found.
    public var conflicts = 0
    /// Reports whose listed constraints can all hold in the rebuilt system.
    public var notReproduced = 0
    /// Reports whose list was redacted or left out.
    public var hidden = 0
    /// Dumps of constraint descriptions (not reports).
    public var dumps = 0
    /// `_autolayoutTrace` trees.
    public var traces = 0
    /// Lines that could not be read.
    public var unparsed = 0

    public init() {}
  }

  // MARK: Reports

  /// One report (or headerless list) with its analysis; a dump when `analysis` is `nil`.
  public func render(
    _ report: ConsoleLogReport, analysis: ConsoleConflictAnalysis?, file: String,
    tally: inout Tally
  ) -> String {
    tally.unparsed += report.unparsed.count
    guard let analysis else {
      tally.dumps += 1
      return renderDump(report, file: file)
    }
    tally.reports += 1
    tally.conflicts += analysis.conflicts.count
    if report.isRedacted || report.isElided || report.constraints.isEmpty {
      tally.hidden += 1
    } else if !analysis.isReproduced {
      tally.notReproduced += 1
    }
    let framework = Wording.framework(report.platform)
    var text = "\(file):\(report.line): " + Wording.headline(report, framework: framework) + "\n\n"
    text += block(report, analysis: analysis)
    text += "\n"
    if analysis.conflicts.isEmpty {
      text += paragraph(analysis.notReproducedReason ?? Wording.nothingFound, indent: 2) + "\n"
    }
    for (number, conflict) in analysis.conflicts.enumerated() {
      text += self.conflict(conflict, number: number, report: report, framework: framework)
    }
    if !analysis.isExhaustive {
      text += paragraph(Wording.notExhaustive, indent: 2) + "\n"
    }
    return text
  }

  /// UIKit's block with a gutter: line numbers, one marker column per conflict, notes.
  func block(_ report: ConsoleLogReport, analysis: ConsoleConflictAnalysis) -> String {
    let lastLine = max(
      report.endLine, report.brokenConstraint?.line ?? 0,
      report.constraints.last?.line ?? 0)
    let numberWidth = String(lastLine).count
    let marked = Array(analysis.conflicts.prefix(Wording.letters.count))
    let markerWidth = max(1, marked.count)
    let excluded = Dictionary(
      analysis.excluded.map { ($0.index, $0.reason) }, uniquingKeysWith: { a, _ in a })
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
      if index == broken { notes.append(Wording.brokenMark(report.platform)) }
      if let copy = constraint.duplicateOf {
        notes.append(Wording.repeatMark(line: report.constraints[copy].line))
      } else if let reason = excluded[index] {
        notes.append(Wording.leftOut(reason))
      }
      let body = "  " + constraint.text + (notes.isEmpty ? "" : "   ← " + notes.joined(separator: "; "))
      rows.append((constraint.line, row(constraint.line, markers, body)))
    }
    for line in report.unparsed {
      let body = "  " + line.text.trimmed().unquoted() + "   ← " + Wording.unreadable(line.reason)
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
    _ conflict: ConsoleConflict, number: Int, report: ConsoleLogReport, framework: String
  ) -> String {
    let name: String
    if number < Wording.letters.count {
      name = String(Wording.letters[number])
    } else {
      let lines = conflict.members.map { String(report.constraints[$0].line) }
      name = "\(number + 1) (lines \(lines.joined(separator: ", ")))"
    }
    var text = paragraph(Wording.conflictTitle(name, conflict: conflict), indent: 2) + "\n"
    text += paragraph(conflict.explanation, indent: 4) + "\n"
    let groups = Self.fixGroups(conflict.suggestions)
    if groups.isEmpty {
      let reason =
        conflict.isSystemOnly
        ? Wording.noFixSystem(framework)
        : conflict.suggestions.isEmpty ? Wording.noFix : Wording.noVerifiedFix
      text += paragraph(reason, indent: 4) + "\n"
    } else {
      text += "\n" + paragraph(Wording.fixesTitle, indent: 4) + "\n"
      for (rank, group) in groups.prefix(Wording.shownFixes).enumerated() {
        let marker = "\(rank + 1). "
        text += paragraph(Wording.fix(group), indent: 6 + marker.count, first: marker) + "\n"
        text += paragraph(group[0].effect, indent: 6 + marker.count) + "\n"
      }
      if groups.count > Wording.shownFixes {
        text += paragraph(Wording.moreFixes(groups.count - Wording.shownFixes), indent: 6) + "\n"
      }
    }
    return text + "\n"
  }

  /// The verified fixes, best first, those changing the same constraint in one group (lower
  /// its priority, or make it an inequality).
  static func fixGroups(_ fixes: [ConflictFix]) -> [[ConflictFix]] {
    var groups: [[ConflictFix]] = []
    for fix in fixes where fix.isVerified {
      if case .disableAutoresizingMask = fix.kind {
        groups.append([fix])
      } else if let index = groups.firstIndex(where: {
        $0[0].constraint == fix.constraint && !$0[0].isAutoresizingFix
      }) {
        groups[index].append(fix)
      } else {
        groups.append([fix])
      }
    }
    return groups
  }

  func renderDump(_ report: ConsoleLogReport, file: String) -> String {
    var text = "\(file):\(report.line): " + Wording.dump(report) + "\n"
    if !report.unparsed.isEmpty {
      for line in report.unparsed {
        text += "  \(line.line): " + Wording.unreadable(line.reason) + ": " + line.text.trimmed() + "\n"
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
      text += "  \(node.line): \(node.item)"
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
  public func render(_ line: ConsoleLogUnparsedLine, file: String, tally: inout Tally) -> String
  {
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

extension ConflictFix {
  fileprivate var isAutoresizingFix: Bool {
    if case .disableAutoresizingMask = kind { return true }
    return false
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

extension ExplainTextReport {
  /// The wording of `explain`'s text report.
  enum Wording {
    static let letters = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZ")

    static func framework(_ platform: ConsoleLogPlatform) -> String {
      platform == .macOS ? "AppKit" : "UIKit"
    }

    static func headline(_ report: ConsoleLogReport, framework: String) -> String {
      let count = report.constraints.count
      let constraints = count == 1 ? "1 constraint" : "\(count) constraints"
      switch report.kind {
      case .constraintList:
        return "a list of \(constraints) posted without \(framework)'s report header."
      case .constraintDump:
        return "a dump of \(constraints)."
      case .unsatisfiableConstraints:
        if report.isRedacted {
          return "\(framework) could not satisfy its constraints, but the log redacted the list"
            + " (<private>)."
        }
        if report.isElided {
          return "\(framework) could not satisfy its constraints, but whoever posted the log"
            + " left the list out (...)."
        }
        let listed = count + report.unparsed.count
        var text =
          listed == 1
          ? "\(framework) could not satisfy the 1 constraint it listed"
          : "\(framework) could not satisfy the \(listed) constraints it listed together"
        if !report.unparsed.isEmpty {
          text += " (\(report.unparsed.count) of them could not be read)"
        }
        switch report.recovery {
        case .broken: text += " and broke one of them"
        case .cutOff: text += "; the one it broke is cut off in the log"
        case .redacted, .missing: break
        }
        return text + "."
      }
    }

    static func header(_ report: ConsoleLogReport) -> String {
      switch report.header {
      case .appKit: return "Unable to simultaneously satisfy constraints:"
      case .appKitConflicting: return "Conflicting constraints detected:"
      case .uikit, .uikitOneLine, .uikitMultiLine:
        return "Unable to simultaneously satisfy constraints."
      case nil: return "(no header)"
      }
    }

    static func brokenMark(_ platform: ConsoleLogPlatform) -> String {
      "broken by \(framework(platform))"
    }

    static func repeatMark(line: Int) -> String { "repeats line \(line)" }

    static func leftOut(_ reason: String) -> String { "left out: \(reason)" }

    static func unreadable(_ reason: String) -> String { "could not be read (\(reason))" }

    static func ambiguityHint(count: Int, named: Bool) -> String {
      let which = count == 1 ? "this view" : "these views"
      let what =
        named
        ? "the constraints that fix the variables listed"
        : "the constraints it lacks (this form of the trace does not name the variables)"
      return "Auto Layout can place \(which) in more than one way: give "
        + (count == 1 ? "it " : "each ") + what + ", or a lower-priority preference."
    }
    static let listCut = "(the list is cut off here)"
    static let recoveryLine = "Will attempt to recover by breaking constraint"
    static let cutOff = "(cut off in the log)"
    static let nothingFound = "No conflict was found among the listed constraints."
    static let notExhaustive =
      "The search for minimal conflicts stopped at its budget; there may be more."
    static let fixesTitle = "Fixes, best first, each checked by solving the report again with it:"
    static let noFix = "No fix to the app's constraints removes this conflict on its own."

    static func noFixSystem(_ framework: String) -> String {
      "No fix is offered: the app cannot change \(framework)'s own constraints, only how it"
        + " configures these views (their content, sizes, spacing or hidden state)."
    }

    static func conflictTitle(_ name: String, conflict: ConsoleConflict) -> String {
      let count = conflict.members.count
      return "Conflict \(name): " + (count == 1 ? "1 constraint" : "\(count) constraints")
        + " that cannot hold together"
    }

    /// How many fixes a conflict shows (the JSON has them all).
    static let shownFixes = 3

    static func fix(_ group: [ConflictFix]) -> String {
      guard group.count > 1, case .lowerPriority = group[0].kind,
        case .makeInequality(let relation) = group[1].kind
      else { return group[0].message }
      return "Lower the priority of \(group[0].constraintText) to 999, or make it a"
        + " '\(relation.symbol)' constraint."
    }

    static func moreFixes(_ count: Int) -> String {
      (count == 1 ? "1 more fix" : "\(count) more fixes") + ", on other constraints of the"
        + " conflict, in --format json."
    }

    static let noVerifiedFix =
      "No change to one of the app's constraints alone lets the report's required constraints"
      + " hold: other conflicts remain."

    static func dump(_ report: ConsoleLogReport) -> String {
      let count = report.constraints.count
      let what = count == 1 ? "1 constraint description" : "\(count) constraint descriptions"
      return "\(what) printed by the app or the debugger: a dump, not a conflict report, so it is"
        + " not analysed."
    }

    static func trace(_ trace: AutolayoutTrace) -> String {
      let count = trace.ambiguousNodes.count
      if count == 0 { return "_autolayoutTrace: no view has an ambiguous layout." }
      return "_autolayoutTrace: " + (count == 1 ? "1 view has" : "\(count) views have")
        + " an ambiguous layout."
    }

    static func summary(file: String, tally: Tally) -> String {
      var parts: [String] = []
      func count(_ number: Int, _ singular: String, _ plural: String) {
        if number > 0 { parts.append("\(number) " + (number == 1 ? singular : plural)) }
      }
      count(tally.reports, "report", "reports")
      count(tally.conflicts, "minimal conflict", "minimal conflicts")
      count(tally.notReproduced, "list that can hold", "lists that can hold")
      count(tally.hidden, "hidden list", "hidden lists")
      count(tally.dumps, "dump", "dumps")
      count(tally.traces, "trace", "traces")
      count(tally.unparsed, "unreadable line", "unreadable lines")
      if tally.reports == 0 && tally.dumps == 0 && tally.traces == 0 && tally.unparsed == 0 {
        return "\(file): no \"Unable to simultaneously satisfy constraints\" report found."
      }
      return "\(file): " + parts.joined(separator: ", ") + "."
    }
  }
}
