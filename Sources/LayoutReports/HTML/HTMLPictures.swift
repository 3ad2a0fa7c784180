import LayoutDiagnostics
import LayoutModel
import LayoutParsing

/// The pictures of `check`'s inputs for its HTML report: per input, one section per console
/// report (in the words of `explain`) or one for the layout, each with the lines it covers so
/// that a finding can link to the section that shows it.
public struct HTMLPictures: Sendable {
  /// One section and the lines of its input it covers.
  struct Entry: Sendable {
    var id: String
    var lines: ClosedRange<Int>
    var markup: String
  }

  /// The sections by input, as displayed.
  private(set) var sections: [String: [Entry]] = [:]
  /// Draws the constraint graphs.
  public var drawGraph: HTMLSection.DrawGraph?

  /// Creates an empty set.
  public init(drawGraph: HTMLSection.DrawGraph?) { self.drawGraph = drawGraph }

  /// Adds the sections of `input` (read as `check` read it), numbered after those already
  /// added as `f<input>r<section>`; `findings` are the input's, listed beside a layout.
  public mutating func add(_ input: AnalysisInput, findings: [Finding]) {
    let prefix = "f\(sections.count + 1)r"
    var entries: [Entry] = []
    func nextID() -> String { prefix + String(entries.count + 1) }
    if let log = input.log {
      var tally = ExplainTextReport.Tally()
      for report in log.reports {
        let analysis =
          report.kind == .constraintPrintout
          ? nil : ConsoleReportAnalysis(report: report, file: input.name)
        let id = nextID()
        let markup = HTMLSection(id: id, drawGraph: drawGraph).console(
          report, analysis: analysis, file: input.name, tally: &tally)
        entries.append(
          Entry(id: id, lines: report.line...max(report.line, report.endLine), markup: markup))
      }
    } else if let layout = try? input.layouts().first {
      let id = nextID()
      let text = findings.map(Self.findingText).joined()
      let markup = HTMLSection(id: id, drawGraph: drawGraph).layout(
        layout, text: text.isEmpty ? "No findings.\n" : text, kind: .check)
      entries.append(Entry(id: id, lines: 1...Int.max, markup: markup))
    }
    sections[input.name] = entries
  }

  /// The finding's line (`ReportWording.findingLine(_:)`) and its notes, one a line.
  static func findingText(_ finding: Finding) -> String {
    var text = ReportWording.findingLine(finding) + "\n"
    for note in ReportWording.notes(finding) {
      text += "  note: " + MessageLine.oneLine(ReportWording.message(note)) + "\n"
    }
    return text
  }

  /// The id of the section that shows line `line` of `file`, if any.
  func sectionID(file: String, line: Int?) -> String? {
    let entries = sections[file] ?? []
    return entries.first { line.map($0.lines.contains) ?? false }?.id ?? entries.first?.id
  }

  /// The sections of `file`, in line order.
  func markup(file: String) -> [String] { (sections[file] ?? []).map(\.markup) }
}
