import LayoutDiagnostics

/// `check --format html`: one page for all inputs that leads with what failed. First the
/// summary (how many files, with and without findings; the findings by severity, and by rule),
/// then the files with findings, worst first (most errors, then warnings, then notes; by name
/// on ties), each with its findings, each linking to the section that pictures it
/// (`HTMLPictures`), and those sections; then the files without findings, as one list.
public struct HTMLReporter: Reporter {
  public static let format = ReportFormat.html
  /// The inputs' pictures; empty, the page lists the findings alone.
  public var pictures: HTMLPictures

  /// Creates the reporter.
  public init(pictures: HTMLPictures = HTMLPictures(drawGraph: nil)) { self.pictures = pictures }

  public func render(_ report: CheckReport) -> String {
    var page = HTMLPage(title: "layout-doctor check", drawGraph: nil)
    let severities = Array(Finding.Severity.allCases.reversed())
    let unreadable = Set(report.inputErrors.map(\.file))
    let byFile = Dictionary(grouping: report.findings, by: \.location.file)
    func tally(_ findings: [Finding]) -> [Int] {
      severities.map { severity in findings.filter { $0.severity == severity }.count }
    }
    let failing = report.inputs.filter { byFile[$0] != nil }.sorted {
      let (a, b) = (tally(byFile[$0] ?? []), tally(byFile[$1] ?? []))
      return a != b ? a.lexicographicallyPrecedes(b, by: >) : $0 < $1
    }
    let clean = report.inputs.filter { byFile[$0] == nil && !unreadable.contains($0) }
    page.add(markup: summary(report, failing: failing.count, clean: clean.count))
    page.add(markup: ruleTable(report.findings, severities: severities))
    page.add(markup: fileTable(failing, byFile: byFile, severities: severities))
    for error in report.inputErrors {
      page.add(markup: "<p class=\"error\">\(HTMLText.escape(error.message))</p>\n")
    }
    for (number, file) in failing.enumerated() {
      var html = "<h2 id=\"f\(number + 1)\">\(HTMLText.escape(file))</h2>\n"
      html += "<ul class=\"findings\">\n"
      for finding in byFile[file] ?? [] {
        html +=
          "<li><span class=\"\(finding.severity.rawValue)\">\(finding.severity.rawValue)</span> "
        html += HTMLText.escape(finding.location.description) + ": "
        html +=
          HTMLText.escape(finding.message) + " <code>[\(HTMLText.escape(finding.ruleID))]</code>"
        if finding.occurrences > 1 { html += " (\(finding.occurrences) times)" }
        if let id = pictures.sectionID(file: file, finding: finding) {
          html += " — <a href=\"#\(id)\">pictures</a>"
        }
        html += "</li>\n"
      }
      html += "</ul>\n"
      page.add(markup: html + pictures.markup(file: file).joined())
    }
    if !clean.isEmpty {
      var html = "<h2 id=\"clean\">Files without findings</h2>\n<ul class=\"clean\">\n"
      for file in clean { html += "<li>\(HTMLText.escape(file))</li>\n" }
      page.add(markup: html + "</ul>\n")
    }
    return page.render()
  }

  /// `10 files: 8 with findings, 2 without. 11 findings: 4 errors, 7 warnings, 0 notes.`
  private func summary(_ report: CheckReport, failing: Int, clean: Int) -> String {
    let plural = { (number: Int, word: String) in ReportWording.count(number, word) }
    var text = plural(report.inputs.count, "file") + ": \(failing) with findings, \(clean) without"
    if !report.inputErrors.isEmpty { text += ", \(report.inputErrors.count) unreadable" }
    text += ". " + plural(report.findings.count, "finding") + ": "
    text += Finding.Severity.allCases.reversed().map {
      plural(report.count($0), $0.rawValue)
    }.joined(separator: ", ")
    text += "."
    if let baseline = ReportWording.baseline(report) { text += " " + baseline }
    return "<p class=\"meta\">\(HTMLText.escape(text))</p>\n"
  }

  /// The findings by rule: one row a rule, most errors first.
  private func ruleTable(_ findings: [Finding], severities: [Finding.Severity]) -> String {
    guard !findings.isEmpty else { return "" }
    let byRule = Dictionary(grouping: findings, by: \.ruleID)
    let rules = byRule.keys.sorted {
      let counts = [$0, $1].map { rule in
        severities.map { severity in
          byRule[rule, default: []].filter { $0.severity == severity }.count
        }
      }
      return counts[0] != counts[1]
        ? counts[0].lexicographicallyPrecedes(counts[1], by: >) : $0 < $1
    }
    var html = "<table class=\"summary\">\n<caption>Findings by rule</caption>\n"
    html += "<thead><tr><th>rule</th>"
    for severity in severities { html += "<th>\(severity.rawValue)s</th>" }
    html += "</tr></thead>\n<tbody>\n"
    for rule in rules {
      html += "<tr><td><code>\(HTMLText.escape(rule))</code></td>"
      for severity in severities {
        let count = byRule[rule, default: []].filter { $0.severity == severity }.count
        html += "<td class=\"num\">\(count)</td>"
      }
      html += "</tr>\n"
    }
    return html + "</tbody>\n</table>\n"
  }

  /// The files with findings, worst first, each linked to its part of the page.
  private func fileTable(
    _ files: [String], byFile: [String: [Finding]], severities: [Finding.Severity]
  ) -> String {
    guard !files.isEmpty else { return "" }
    var html = "<table class=\"summary\">\n<caption>Files with findings, worst first</caption>\n"
    html += "<thead><tr><th>file</th>"
    for severity in severities { html += "<th>\(severity.rawValue)s</th>" }
    html += "</tr></thead>\n<tbody>\n"
    for (number, file) in files.enumerated() {
      html += "<tr><td><a href=\"#f\(number + 1)\">\(HTMLText.escape(file))</a></td>"
      for severity in severities {
        let count = (byFile[file] ?? []).filter { $0.severity == severity }.count
        html += "<td class=\"num\">\(count)</td>"
      }
      html += "</tr>\n"
    }
    return html + "</tbody>\n</table>\n"
  }
}
