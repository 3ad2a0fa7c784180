import Foundation
import LayoutParsing

/// The ways a posted log is damaged (FORMAT-NOTES G1), as transforms of clean text, and what
/// must survive them.
enum Damage: String, CaseIterable, CustomStringConvertible {
  /// `//    ` before every line, blank lines included (a log pasted into Swift source).
  case slashesAndSpaces
  /// `// ` before every line, `//` alone on blank lines.
  case slashes
  /// `> ` before every line, `>` alone on blank lines (a markdown quote).
  case quote
  /// ` * ` before every line inside `/*` ... ` */`.
  case blockComment
  /// Every line indented by 13 spaces.
  case indented
  /// 4 spaces before every line (a markdown list item keeps the original TABs after them).
  case listItem
  /// A double TAB before the first line only.
  case doubleTabFirstLine
  /// A blank line after every line; empty lines become `&nbsp;`.
  case doubleSpaced
  /// Each parenthesised list on one line: `("<a>","<b>")`.
  case oneLineList
  /// `**` around every quoted entry, and a blank line after it.
  case boldEntries

  var description: String { rawValue }

  /// `text` damaged.
  func apply(_ text: String) -> String {
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    switch self {
    case .slashesAndSpaces: return lines.map { "//    " + $0 }.joined(separator: "\n")
    case .slashes: return lines.map { $0.isEmpty ? "//" : "// " + $0 }.joined(separator: "\n")
    case .quote: return lines.map { $0.isEmpty ? ">" : "> " + $0 }.joined(separator: "\n")
    case .blockComment:
      return (["/*"] + lines.map { " * " + $0 } + [" */"]).joined(separator: "\n")
    case .indented:
      return lines.map { String(repeating: " ", count: 13) + $0 }.joined(separator: "\n")
    case .listItem: return lines.map { "    " + $0 }.joined(separator: "\n")
    case .doubleTabFirstLine: return "\t\t" + text
    case .doubleSpaced:
      return lines.map { ($0.trimmingCharacters(in: .whitespaces).isEmpty ? "&nbsp;" : $0) + "\n" }
        .joined(separator: "\n")
    case .oneLineList: return Self.joinLists(lines).joined(separator: "\n")
    case .boldEntries:
      return lines.map { line in
        let trimmed = line.trimmingCharacters(in: .whitespaces)
        guard trimmed.hasPrefix("\"<") else { return line }
        return "    **" + trimmed + "**\n"
      }.joined(separator: "\n")
    }
  }

  /// Every `(` ... `)` list whose lines are all quoted entries, joined into one line.
  static func joinLists(_ lines: [String]) -> [String] {
    var result: [String] = []
    var index = 0
    while index < lines.count {
      let line = lines[index]
      guard line.trimmingCharacters(in: .whitespaces) == "(" else {
        result.append(line)
        index += 1
        continue
      }
      var end = index + 1
      var entries: [String] = []
      while end < lines.count {
        let trimmed = lines[end].trimmingCharacters(in: .whitespaces)
        guard trimmed.hasPrefix("\"<") else { break }
        entries.append(trimmed)
        end += 1
      }
      guard !entries.isEmpty, end < lines.count,
        lines[end].trimmingCharacters(in: .whitespaces).hasPrefix(")")
      else {
        result.append(line)
        index += 1
        continue
      }
      result.append("(" + entries.joined() + lines[end].trimmingCharacters(in: .whitespaces))
      index = end + 1
    }
    return result
  }

  /// What a log says, without line numbers (damage moves lines): each report's framing,
  /// constraints, broken constraint and unread lines, and each trace's tree.
  static func content(_ log: ConsoleLog) -> [String] {
    let reports = log.reports.map { report in
      var text = "\(report.kind) \(report.platform) \(String(describing: report.header))"
      text += " prefix=\(report.prefix ?? "-") command=\(report.command ?? "-")"
      text += " recovery=\(report.recovery) redacted=\(report.isRedacted)"
      text += " elided=\(report.isElided) closed=\(report.isListClosed)"
      text += " trailer=\(report.hasTrailer) unparsed=\(report.unparsed.count)"
      text += " broken=\(report.brokenConstraint.map { "\($0.text) \($0.parsed)" } ?? "-")"
      text += " engine=\(report.isEngineDump) cascade=\(report.brokenInTurn.map(\.index))"
      text += " steps=\(report.cascade.map { "\($0.listed) \($0.brokenConstraint?.text ?? "-")" })"
      for constraint in report.constraints {
        text += "\n  \(constraint.text) \(constraint.parsed) \(constraint.duplicateOf ?? -1)"
      }
      return text
    }
    let traces = log.traces.map { trace in
      "trace legend=\(trace.hasLegend) "
        + trace.nodes.map {
          "\($0.depth)\($0.marker?.rawValue ?? "")\($0.item) \($0.ambiguousVariables)"
            + " \($0.isAmbiguous) \($0.isMissingHostConstraints)"
        }.joined(separator: "\n  ")
    }
    return reports + traces + ["unparsed outside reports: \(log.unparsed.count)"]
  }
}
