import LayoutDiagnostics
import LayoutModel

/// The report for people: findings grouped by file, each with its place, severity, message
/// and rule, its notes below, then the totals and what the baseline did.
///
/// ```
/// Sources/Screens/login.layout
///   4:1  error    Widths 100 pt and 200 pt cannot both hold. [unsatisfiable-constraints]
///        note     5:1: box.width == 200
///
/// 1 error in 2 files.
/// ```
///
/// ANSI colour (bold file names, red errors, yellow warnings, cyan notes) only when `color` is
/// set; the command decides that from `--color`, `NO_COLOR`, `CLICOLOR_FORCE` and the terminal.
/// Inputs that could not be checked are only counted here: the command prints their errors
/// on standard error.
public struct TextReporter: Reporter {
  public static let format = ReportFormat.text

  /// Whether to use ANSI colour escapes.
  public var color: Bool

  public init(color: Bool = false) { self.color = color }

  public func render(_ report: CheckReport) -> String {
    var text = ""
    var files: [String] = []
    for finding in report.findings where files.last != finding.location.file {
      files.append(finding.location.file)
    }
    for file in files {
      let findings = report.findings(in: file)
      let width = findings.map { position($0.location).count }.max() ?? 0
      text += style(file, .bold) + "\n"
      for finding in findings {
        text += "  " + pad(position(finding.location), width) + "  "
        text += style(pad(finding.severity.rawValue, 7), severityStyle(finding.severity)) + "  "
        let message = ReportWording.message(finding, withJSONPath: false)
        text += indentContinuation(message, by: width + 13)
        text += " " + style("[\(finding.ruleID)]", .dim) + "\n"
        for note in ReportWording.notes(finding) {
          text += "  " + pad("", width) + "  " + style(pad("note", 7), .cyan) + "  "
          var line = ""
          if let location = note.location {
            line += location.file == file ? position(location) : ReportWording.place(location)
            if !line.isEmpty { line += ": " }
          }
          let message = ReportWording.message(note, withJSONPath: false)
          text += indentContinuation(line + message, by: width + 13) + "\n"
        }
      }
      text += "\n"
    }
    let totals = ReportWording.totals(report)
    text +=
      (report.findings.isEmpty && report.inputErrors.isEmpty
        ? style(totals, .green) : style(totals, .bold)) + "\n"
    if let baseline = ReportWording.baseline(report) { text += baseline + "\n" }
    for entry in report.staleBaselineEntries {
      text +=
        "  \(ReportWording.notFoundInThisRun): \(entry.file) [\(entry.rule)] \(entry.fingerprint)"
      text += (entry.count > 1 ? " ×\(entry.count)" : "") + ": \(entry.message)\n"
    }
    return text
  }

  /// `LINE:COLUMN`, `LINE`, the JSON path, or empty for a finding about the whole file.
  private func position(_ location: SourceLocation) -> String {
    guard let line = location.line else { return location.jsonPath ?? "" }
    return location.column.map { "\(line):\($0)" } ?? "\(line)"
  }

  private func severityStyle(_ severity: Finding.Severity) -> ANSIStyle {
    switch severity {
    case .error: return .red
    case .warning: return .yellow
    case .note: return .cyan
    }
  }

  private func pad(_ text: String, _ width: Int) -> String {
    text.count >= width ? text : text + String(repeating: " ", count: width - text.count)
  }

  /// Later lines of a multi-line message indented under the first.
  private func indentContinuation(_ text: String, by width: Int) -> String {
    text.split(separator: "\n", omittingEmptySubsequences: false)
      .joined(separator: "\n" + String(repeating: " ", count: width))
  }

  private func style(_ text: String, _ style: ANSIStyle) -> String {
    color && !text.isEmpty ? style.rawValue + text + ANSIStyle.reset.rawValue : text
  }
}

/// The few ANSI SGR sequences the text report uses.
enum ANSIStyle: String {
  case reset = "\u{1B}[0m"
  case bold = "\u{1B}[1m"
  case dim = "\u{1B}[2m"
  case red = "\u{1B}[1;31m"
  case yellow = "\u{1B}[1;33m"
  case green = "\u{1B}[32m"
  case cyan = "\u{1B}[36m"
}
