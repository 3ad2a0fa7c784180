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
    /// The findings the section pictures (a layout's lines hold several sections when it is
    /// drawn at a root size or text variant too); empty for a console report's.
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
    } else if let layouts = try? input.layouts(), !layouts.isEmpty {
      // Each root of an Interface Builder document is pictured with the findings on its lines
      // (a root's element runs to the next root's); a listing or dump is one layout.
      let starts = layouts.map { $0.root?.line ?? 1 }
      for (index, layout) in layouts.enumerated() {
        let lines =
          layouts.count == 1
          ? 1...Int.max
          : starts[index]...max(starts[index], (starts.dropFirst(index + 1).first ?? Int.max) - 1)
        let own = findings.filter { finding in
          layouts.count == 1 || lines.contains(finding.location.line ?? starts[0])
        }
        entries += self.entries(
          of: layout, input: input, findings: own, lines: lines, nextID: nextID)
      }
    }
    sections[input.name] = entries
  }

  /// The sections of one layout of `input` and its `findings`: one where they occur as the
  /// layout stands, and one per root size or text variant where the others first occur (a
  /// finding of a `--device` or `--sizes` sweep is drawn at the first size it occurs at, one
  /// that only larger, longer or mirrored text brings at the first variant that brings it),
  /// each covering `lines`.
  private func entries(
    of layout: LayoutAnalysis, input: AnalysisInput, findings: [Finding],
    lines: ClosedRange<Int>, nextID: () -> String
  ) -> [Entry] {
    let own = TextVariant(of: layout.document)
    let saved = input.interfaceBuilder?.traits.canvasName
    var groups: [(size: RootSize?, variant: TextVariant?, traits: String?, findings: [Finding])] =
      []
    for finding in findings {
      let size = finding.sizes?.first
      let variant =
        finding.textVariants.flatMap { $0.contains(own) ? nil : $0.first }
      // A finding of other size classes only is drawn in the first of them.
      let traits = finding.traits.flatMap { $0.contains(saved ?? "") ? nil : $0.first }
      if let index = groups.firstIndex(where: {
        $0.size == size && $0.variant == variant && $0.traits == traits
      }) {
        groups[index].findings.append(finding)
      } else {
        groups.append((size, variant, traits, [finding]))
      }
    }
    if groups.isEmpty { groups = [(nil, nil, nil, [])] }
    var result: [Entry] = []
    for group in groups {
      var drawn = layout
      let source = group.traits.flatMap(input.inTraits) ?? input
      if group.size != nil || group.traits != nil {
        // The root laid out at that size and in those size classes, as `check` laid it out.
        let scene = layout.root?.id
        guard
          let sized = try? source.layouts(at: group.size.map { [$0] } ?? [], scene: scene).first?
            .first(where: { $0.root?.id == layout.root?.id })
        else { continue }
        drawn = sized
      }
      if let variant = group.variant {
        guard let varied = try? drawn.laidOut(in: variant) else { continue }
        drawn = varied
      }
      let id = nextID()
      let text = group.findings.map(Self.findingText).joined()
      let heading =
        group.size == nil && group.variant == nil && group.traits == nil
        ? nil
        : LayoutAnalysisReport.headingLine(of: drawn, traits: group.traits).map {
          "<p class=\"meta\">\(HTMLText.escape($0))</p>\n"
        }
      let markup = HTMLSection(id: id, drawGraph: drawGraph).layout(
        drawn, text: text.isEmpty ? "No findings.\n" : text, kind: .check)
      result.append(
        Entry(
          id: id, lines: lines, markup: (heading ?? "") + markup,
          findings: group.findings))
    }
    return result
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
