import LayoutDiagnostics
import LayoutModel
import LayoutParsing

/// A self-contained HTML page of one run, built one part at a time as a command reads its
/// inputs: a section per console report or layout (`HTMLSection`), plain text for what has no
/// picture (traces, unreadable lines, totals), and for `check` a summary first.
///
/// The page holds its style sheet and its one script inline; a content security policy lets
/// nothing else load or run, so it opens from disk or as a CI artifact with no network.
public struct HTMLPage: Sendable {
  /// The page's title (the command, such as `layout-doctor explain`).
  public var title: String
  /// Draws the constraint graphs; `nil` leaves them out with a note.
  public var drawGraph: HTMLSection.DrawGraph?
  private var parts: [String] = []
  private(set) var sectionCount = 0
  /// The sections for the table of contents: id, heading and what it holds.
  private var contents: [(id: String, heading: String, note: String)] = []

  /// Creates an empty page.
  public init(title: String, drawGraph: HTMLSection.DrawGraph?) {
    self.title = title
    self.drawGraph = drawGraph
  }

  /// The id the next section will have (`r1`, `r2`, ...), for links to it.
  public var nextSectionID: String { "r\(sectionCount + 1)" }

  /// Adds a console report with its conflict analysis (`nil` for a constraint dump), in the
  /// text report's words.
  public mutating func add(
    _ report: ConsoleLogReport, analysis: ConsoleReportAnalysis?, file: String,
    tally: inout ExplainTextReport.Tally
  ) {
    sectionCount += 1
    parts.append(
      HTMLSection(id: "r\(sectionCount)", drawGraph: drawGraph).console(
        report, analysis: analysis, file: file, tally: &tally))
  }

  /// Adds a console log with each distinct report once (`GroupedConsoleLog`): the text
  /// report's summary of the log, then a section per distinct report, in the text report's
  /// words (the lines of its repeats named), with its pictures, and the traces and unreadable
  /// lines as text. The page grows with the distinct reports, not with the repeats.
  public mutating func add(_ log: GroupedConsoleLog<ConsoleReportAnalysis>) {
    let text = ExplainTextReport().parts(log)
    add(text: text.summary)
    for (entry, rendered) in zip(log.entries, text.entries) {
      guard case .report(let group) = entry else {
        add(text: rendered)
        continue
      }
      let (report, analysis) = log.firstReports[group]
      sectionCount += 1
      let id = "r\(sectionCount)"
      let count = log.groups.groups[group].count
      contents.append(
        (
          id, "\(log.file):\(report.line)",
          ExplainTextReport.Wording.headline(
            report, framework: report.platform.framework.name)
            + (count > 1 ? " Seen \(ExplainTextReport.Wording.times(count))." : "")
        ))
      parts.append(
        HTMLSection(id: id, drawGraph: drawGraph).console(
          report, analysis: analysis, file: log.file, text: rendered))
    }
  }

  /// Adds a layout (a listing, a dump, or a console report read as a layout) with `text`, the
  /// text report of the command, and its pictures.
  public mutating func add(_ layout: LayoutAnalysis, text: String, kind: HTMLSection.Kind) {
    sectionCount += 1
    parts.append(
      HTMLSection(id: "r\(sectionCount)", drawGraph: drawGraph).layout(
        layout, text: text, kind: kind))
  }

  /// Adds text that has no picture, as it is printed.
  public mutating func add(text: String) {
    guard !text.isEmpty else { return }
    parts.append("<pre class=\"text\">\(HTMLText.escape(text))</pre>\n")
  }

  /// Adds markup made by this module (a summary table).
  mutating func add(markup: String) { parts.append(markup) }

  /// The list of the grouped logs' sections, linked, when there are two or more.
  func tableOfContents() -> String {
    guard contents.count > 1 else { return "" }
    var html = "<nav class=\"contents\">\n<h2>Contents</h2>\n<ol>\n"
    for entry in contents {
      html += "<li><a href=\"#\(entry.id)\">\(HTMLText.escape(entry.heading))</a> "
      html += HTMLText.escape(entry.note) + "</li>\n"
    }
    return html + "</ol>\n</nav>\n"
  }

  /// The whole page.
  public func render() -> String {
    var html = "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n"
    html += "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n"
    html += "<meta http-equiv=\"Content-Security-Policy\" content=\"default-src 'none';"
    html += " style-src 'unsafe-inline'; script-src '\(HTMLStyle.scriptHash)'\">\n"
    html += "<title>\(HTMLText.escape(title))</title>\n"
    html += "<style>\n\(HTMLStyle.css)\n</style>\n</head>\n<body>\n"
    html += "<h1>\(HTMLText.escape(title))</h1>\n"
    html += tableOfContents()
    html += parts.joined()
    html += "<script>\(HTMLStyle.script)</script>\n</body>\n</html>\n"
    return html
  }
}
