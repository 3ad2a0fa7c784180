import LayoutDiagnostics

extension GitHubReporter {
  /// The Markdown for `$GITHUB_STEP_SUMMARY`: a heading, the totals, a table of every
  /// finding (annotations stop at 10 per severity and step; this table does not), the inputs
  /// that could not be checked and the baseline entries not found in this run.
  ///
  /// Text from the input is escaped so that it cannot make table cells, links, HTML or
  /// emphasis: the punctuation of emphasis, code, links and tables gets a backslash, `<`, `>`
  /// and `&` become entities and line breaks become `<br>`.
  public static func markdownSummary(_ report: CheckReport) -> String {
    var text = "## layout-doctor check\n\n"
    text += ReportWording.totals(report)
    if let baseline = ReportWording.baseline(report) { text += " " + baseline }
    text += "\n"
    if !report.findings.isEmpty {
      text += "\n| Severity | Rule | Location | Message |\n| --- | --- | --- | --- |\n"
      for finding in report.findings {
        var message = escapeMarkdown(ReportWording.message(finding))
        for note in ReportWording.notes(finding) {
          message += "<br>note: "
          if let location = note.location {
            message += escapeMarkdown(ReportWording.place(location)) + ": "
          }
          message += escapeMarkdown(ReportWording.message(note))
        }
        text += "| \(finding.severity.rawValue) | `\(finding.ruleID)` | "
        text += escapeMarkdown(ReportWording.place(finding.location)) + " | \(message) |\n"
      }
    }
    if !report.inputErrors.isEmpty {
      text += "\n### Inputs that could not be checked\n\n"
      for error in report.inputErrors { text += "- " + escapeMarkdown(error.message) + "\n" }
    }
    if !report.staleBaselineEntries.isEmpty {
      text += "\n### Baseline entries \(ReportWording.notFoundInThisRun)\n\n"
      for entry in report.staleBaselineEntries {
        text += "- " + escapeMarkdown(entry.file) + " `\(entry.rule)` `\(entry.fingerprint)`"
        text += (entry.count > 1 ? " ×\(entry.count)" : "") + "\n"
      }
    }
    return text
  }

  /// `text` safe inside a Markdown table cell.
  static func escapeMarkdown(_ text: String) -> String {
    var result = ""
    for character in text {
      switch character {
      case "&": result += "&amp;"
      case "<": result += "&lt;"
      case ">": result += "&gt;"
      case "\\", "`", "*", "_", "[", "]", "|", "~":
        result += "\\" + String(character)
      case "\n", "\r\n", "\r": result += "<br>"
      default: result.append(character)
      }
    }
    return result
  }
}
