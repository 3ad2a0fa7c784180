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
    /// The findings the section pictures where that is not every finding on its lines (a
    /// layout drawn at a text variant); empty otherwise.
    var findings: [Finding] = []
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
    var drawn = 0
    func nextID() -> String {
      drawn += 1
      return prefix + String(drawn)
    }
    if let log = input.log {
      var tally = ExplainTextReport.Tally()
      // A repeated report is pictured once, as `check` counts it once ("seen 2 times"): its
      // repeats' lines point at the first one's section.
      var groups = ConsoleReportGroups()
      var groupIDs: [Int: String] = [:]
      for report in log.reports {
        let lines = report.line...max(report.line, report.endLine)
        let (group, isNew) = groups.add(report)
        if !isNew, let first = groupIDs[group] {
          entries.append(Entry(id: first, lines: lines, markup: ""))
          continue
        }
        let analysis =
          report.kind == .constraintPrintout
          ? nil : ConsoleReportAnalysis(report: report, file: input.name)
        let id = nextID()
        groupIDs[group] = id
        let markup = HTMLSection(id: id, drawGraph: drawGraph).console(
          report, analysis: analysis, file: input.name, tally: &tally)
        entries.append(Entry(id: id, lines: lines, markup: markup))
      }
    } else if let layout = try? input.layouts().first {
      // A finding that only larger, longer or mirrored text brings is drawn where it first
      // occurs, not on the layout's own text, where there is nothing to see.
      let own = TextVariant(of: layout.document)
      var ownFindings: [Finding] = []
      var byVariant: [(variant: TextVariant, findings: [Finding])] = []
      for finding in findings {
        guard let first = finding.textVariants?.first, finding.textVariants?.contains(own) == false
        else {
          ownFindings.append(finding)
          continue
        }
        if let index = byVariant.firstIndex(where: { $0.variant == first }) {
          byVariant[index].findings.append(finding)
        } else {
          byVariant.append((first, [finding]))
        }
      }
      if !ownFindings.isEmpty || byVariant.isEmpty {
        let id = nextID()
        let text = ownFindings.map(Self.findingText).joined()
        let markup = HTMLSection(id: id, drawGraph: drawGraph).layout(
          layout, text: text.isEmpty ? "No findings.\n" : text, kind: .check)
        entries.append(
          Entry(id: id, lines: 1...Int.max, markup: markup, findings: ownFindings))
      }
      for (variant, found) in byVariant {
        guard let varied = try? layout.laidOut(in: variant) else { continue }
        let id = nextID()
        let heading = LayoutAnalysisReport.headingLine(of: varied).map {
          "<p class=\"meta\">\(HTMLText.escape($0))</p>\n"
        }
        let markup = HTMLSection(id: id, drawGraph: drawGraph).layout(
          varied, text: found.map(Self.findingText).joined(), kind: .check)
        entries.append(
          Entry(id: id, lines: 1...Int.max, markup: (heading ?? "") + markup, findings: found))
      }
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

  /// The id of the section that shows `finding` of `file`: the one drawn for it (at the text
  /// variant where it first occurs), else the one that covers its line, if any.
  func sectionID(file: String, finding: Finding) -> String? {
    let entries = sections[file] ?? []
    if let drawn = entries.first(where: { $0.findings.contains(finding) }) { return drawn.id }
    let line = finding.location.line
    return entries.first { line.map($0.lines.contains) ?? false }?.id ?? entries.first?.id
  }

  /// The sections of `file`, in line order (a repeated report's only once).
  func markup(file: String) -> [String] {
    (sections[file] ?? []).map(\.markup).filter { !$0.isEmpty }
  }
}
