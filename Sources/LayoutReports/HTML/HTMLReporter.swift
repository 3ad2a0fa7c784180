import LayoutDiagnostics

/// `check --format html`: one page for all inputs, a summary table first (findings by file and
/// severity), then each file's findings, each linking to the section that pictures it, and the
/// sections themselves (`HTMLPictures`).
public struct HTMLReporter: Reporter {
  public static let format = ReportFormat.html
  /// The inputs' pictures; empty, the page lists the findings alone.
  public var pictures: HTMLPictures

  /// Creates the reporter.
  public init(pictures: HTMLPictures = HTMLPictures(drawGraph: nil)) { self.pictures = pictures }

  public func render(_ report: CheckReport) -> String {
    var page = HTMLPage(title: "layout-doctor check", drawGraph: nil)
    let severities = Finding.Severity.allCases.reversed()
    var summary = "<p class=\"meta\">\(report.inputs.count) input"
    summary += report.inputs.count == 1 ? "" : "s"
    summary += ", \(report.findings.count) finding\(report.findings.count == 1 ? "" : "s")"
    if report.suppressedCount > 0 {
      summary += ", \(report.suppressedCount) hidden by the baseline"
    }
    summary += ".</p>\n<table class=\"summary\">\n<thead><tr><th>file</th>"
    for severity in severities { summary += "<th>\(severity.rawValue)s</th>" }
    summary += "</tr></thead>\n<tbody>\n"
    for (number, file) in report.inputs.enumerated() {
      let findings = report.findings(in: file)
      summary += "<tr><td><a href=\"#f\(number + 1)\">\(HTMLText.escape(file))</a></td>"
      for severity in severities {
        summary += "<td class=\"num\">\(findings.filter { $0.severity == severity }.count)</td>"
      }
      summary += "</tr>\n"
    }
    summary += "</tbody>\n</table>\n"
    for error in report.inputErrors {
      summary += "<p class=\"error\">\(HTMLText.escape(error.message))</p>\n"
    }
    page.add(markup: summary)
    for (number, file) in report.inputs.enumerated() {
      var html = "<h2 id=\"f\(number + 1)\">\(HTMLText.escape(file))</h2>\n"
      let findings = report.findings(in: file)
      if findings.isEmpty {
        html += "<p class=\"meta\">No findings.</p>\n"
      } else {
        html += "<ul class=\"findings\">\n"
        for finding in findings {
          html +=
            "<li><span class=\"\(finding.severity.rawValue)\">\(finding.severity.rawValue)</span> "
          html += HTMLText.escape(finding.location.description) + ": "
          html +=
            HTMLText.escape(finding.message) + " <code>[\(HTMLText.escape(finding.ruleID))]</code>"
          if finding.occurrences > 1 { html += " (\(finding.occurrences) times)" }
          if let id = pictures.sectionID(file: file, line: finding.location.line) {
            html += " — <a href=\"#\(id)\">pictures</a>"
          }
          html += "</li>\n"
        }
        html += "</ul>\n"
      }
      page.add(markup: html + pictures.markup(file: file).joined())
    }
    return page.render()
  }
}
