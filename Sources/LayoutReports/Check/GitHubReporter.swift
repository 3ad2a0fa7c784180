import LayoutDiagnostics

/// GitHub Actions workflow commands, one annotation per finding, then a plain totals line:
///
/// ```
/// ::error file=Logs/run.log,line=12,col=5,title=unsatisfiable-constraints::Widths … hold.
/// ```
///
/// Severity `error`, `warning` and `note` become `::error`, `::warning` and `::notice`. Notes
/// and the first fixes follow the message on lines of their own, at most `maximumLines` lines
/// in all (`message(_:)`); Farkas multipliers never appear. Escaping follows the Actions toolkit
/// (`@actions/core` `command.ts`): in the message `%`, CR and LF become `%25`, `%0D`, `%0A`;
/// in property values also `:` and `,` become `%3A` and `%2C`, so no input can end a property
/// or the command early. `col` is given only with a line. GitHub shows at most 10 error and 10
/// warning annotations per step, so the command also writes `markdownSummary(_:)` to
/// `$GITHUB_STEP_SUMMARY` when that is set.
public struct GitHubReporter: Reporter {
  public static let format = ReportFormat.github

  public init() {}

  public func render(_ report: CheckReport) -> String {
    var text = ""
    for finding in report.findings {
      var properties = [("file", finding.location.file)]
      if let line = finding.location.line {
        properties.append(("line", String(line)))
        if let column = finding.location.column { properties.append(("col", String(column))) }
      }
      properties.append(("title", finding.ruleID))
      text += command(
        GitHubReporter.command(for: finding.severity), properties, GitHubReporter.message(finding))
    }
    for error in report.inputErrors {
      text += command("error", [("file", error.file), ("title", "input-error")], error.message)
    }
    text += "layout-doctor: " + ReportWording.totals(report) + "\n"
    if let baseline = ReportWording.baseline(report) { text += "layout-doctor: \(baseline)\n" }
    return text
  }

  /// The most lines an annotation's message takes, so that it fits on a screen where GitHub
  /// shows it (beside the diff, and on the run's page).
  public static let maximumLines = 15

  /// An annotation's message: the finding's message, its notes, its first fixes
  /// (`ReportWording.notes(_:)`), in at most `maximumLines` lines. Past that, notes that point
  /// at other lines (a large conflict's members) are left out from the last one up, sparing
  /// the one at the finding's own line, then any note from the last one up, and one line says
  /// how many were left out and where they all are; the fixes are always kept.
  static func message(_ finding: Finding) -> String {
    func lines(_ text: String) -> Int {
      text.split(separator: "\n", omittingEmptySubsequences: false).count
    }
    func text(_ note: Finding.Note) -> String {
      "note: " + (note.location.map { ReportWording.place($0) + ": " } ?? "")
        + ReportWording.message(note)
    }
    let head = ReportWording.message(finding)
    let fixes = ReportWording.fixNotes(finding).map(text)
    var kept = finding.notes.map { (note: $0, text: text($0)) }
    let budget = maximumLines - lines(head) - fixes.reduce(0) { $0 + lines($1) }
    func used() -> Int { kept.reduce(0) { $0 + lines($1.text) } }
    if used() > budget {
      var leftOut = 0
      // One line is kept for saying what was left out.
      while used() + 1 > budget,
        let index = kept.lastIndex(where: {
          $0.note.location != nil && $0.note.location != finding.location
        })
      {
        kept.remove(at: index)
        leftOut += 1
      }
      while used() + 1 > budget, !kept.isEmpty {
        kept.removeLast()
        leftOut += 1
      }
      kept.append(
        (
          Finding.Note(""),
          "note: " + ReportWording.count(leftOut, "more note")
            + " left out here; --format json lists them all."
        ))
    }
    return ([head] + kept.map(\.text) + fixes).joined(separator: "\n")
  }

  /// `error`, `warning` or `notice`.
  static func command(for severity: Finding.Severity) -> String {
    switch severity {
    case .error: return "error"
    case .warning: return "warning"
    case .note: return "notice"
    }
  }

  private func command(_ name: String, _ properties: [(String, String)], _ message: String)
    -> String
  {
    let list = properties.map { "\($0.0)=\(GitHubReporter.escapeProperty($0.1))" }
    return "::\(name) \(list.joined(separator: ","))::\(GitHubReporter.escapeData(message))\n"
  }

  /// A message escaped for a workflow command: `%` `\r` `\n` as `%25` `%0D` `%0A`.
  public static func escapeData(_ text: String) -> String {
    var result = ""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "%": result += "%25"
      case "\r": result += "%0D"
      case "\n": result += "%0A"
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result
  }

  /// A property value escaped for a workflow command: as `escapeData(_:)`, and `:` `,` as
  /// `%3A` `%2C`.
  public static func escapeProperty(_ text: String) -> String {
    var result = ""
    for scalar in escapeData(text).unicodeScalars {
      switch scalar {
      case ":": result += "%3A"
      case ",": result += "%2C"
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result
  }
}
