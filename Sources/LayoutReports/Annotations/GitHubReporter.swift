import LayoutDiagnostics

/// GitHub Actions workflow commands, one annotation per finding, then a plain totals line:
///
/// ```
/// ::error file=Logs/run.log,line=12,col=5,title=unsatisfiable-constraints::Widths … hold.
/// ```
///
/// Severity `error`, `warning` and `note` become `::error`, `::warning` and `::notice`. Notes
/// follow the message on lines of their own. Escaping follows the Actions toolkit
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
      var message = ReportWording.message(finding)
      for note in finding.notes {
        message += "\nnote: "
        if let location = note.location { message += ReportWording.place(location) + ": " }
        message += ReportWording.message(note)
      }
      text += command(GitHubReporter.command(for: finding.severity), properties, message)
    }
    for error in report.inputErrors {
      text += command("error", [("file", error.file), ("title", "input-error")], error.message)
    }
    text += "layout-doctor: " + ReportWording.totals(report) + "\n"
    if let baseline = ReportWording.baseline(report) { text += "layout-doctor: \(baseline)\n" }
    return text
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
