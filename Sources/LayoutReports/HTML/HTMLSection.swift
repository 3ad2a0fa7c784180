import LayoutDiagnostics
import LayoutEngine
import LayoutModel
import LayoutParsing

/// One section of the HTML report: a console report or a layout, as the text report words it,
/// beside a wireframe of its solved frames and its constraint graph.
///
/// Constraints carry one key on the page (`r2-c5`: section 2, constraint 5 of the report's list
/// or of the engine), written as `data-c` in the text and the wireframe and as the graph
/// edge's `id` (`g-r2-c5`); views carry `r2-vN` likewise. The page's script marks every element
/// of a key when one of them is hovered or focused.
public struct HTMLSection: Sendable {
  /// Draws DOT text as an SVG document (Graphviz), or fails with why it did not.
  public typealias DrawGraph = @Sendable (_ dot: String) -> Result<String, GraphNotDrawn>

  /// Why a graph is missing from the page: the drawing tool's own one-line reason (a graph
  /// over the node limit, a Graphviz error), shown in place of the picture.
  public struct GraphNotDrawn: Error, Sendable, Hashable {
    /// One line, no final period.
    public var reason: String
    /// Wraps a one-line reason.
    public init(reason: String) { self.reason = reason }
  }

  /// What the section's text is.
  public enum Kind: Sendable {
    /// `explain`: the minimal conflicts.
    case explain
    /// `solve`: the frames.
    case solve
    /// `ambiguity`: the ambiguous views.
    case ambiguity
    /// `check`: the findings of the input.
    case check
  }

  /// The section's id (`r1`), the prefix of its keys.
  var id: String
  var drawGraph: DrawGraph?

  // MARK: Console reports

  /// A console report: the explanation (the text report's words, the report's block with the
  /// conflict members marked), the rebuilt layout of its items and its graph.
  func console(
    _ report: ConsoleLogReport, analysis: ConsoleReportAnalysis?, file: String,
    tally: inout ExplainTextReport.Tally
  ) -> String {
    let text = ExplainTextReport().render(report, analysis: analysis, file: file, tally: &tally)
    return console(report, analysis: analysis, file: file, text: text)
  }

  /// A console report with `text`, its explanation as the text report words it.
  func console(
    _ report: ConsoleLogReport, analysis: ConsoleReportAnalysis?, file: String, text: String
  ) -> String {
    var members: Set<Int> = []
    var conflicts: [[Int]] = []
    if let analysis {
      conflicts = analysis.listedConflicts.map(\.members)
      members = Set(conflicts.joined())
    }
    // The constraint broken for the report, as every command takes it (the prediction when
    // the log has no recovery line).
    let broken = analysis?.brokenReportIndex ?? report.brokenConstraintIndex
    var needles: [(key: String, text: String, marks: [String])] = []
    for (index, constraint) in report.constraints.enumerated() {
      var marks: [String] = []
      if members.contains(index) { marks.append("member") }
      if index == broken { marks.append("broken") }
      needles.append(("\(id)-c\(index)", constraint.text, marks))
    }
    var html = open(heading: "\(file):\(report.line)")
    html += "<div class=\"columns\">\n"
    let pictured = analysis?.listedConflicts ?? []
    let aliases = ItemAliases(report: report)
    html += conflictPictures(pictured, aliases: aliases)
    // A log gives no frames: its conflicts' pictures say what the wireframe would invent.
    if let analysis, !pictured.contains(where: { $0.diagram != nil }) {
      let layout = analysis.layout
      var marks = Wireframe.Marks(ambiguityIsUnknown: true)
      for (documentIndex, reportIndex) in layout.reportIndices.enumerated() {
        marks.keys[documentIndex] = "\(id)-c\(reportIndex)"
        if members.contains(reportIndex) { marks.members.insert(documentIndex) }
        if reportIndex == broken { marks.broken.insert(documentIndex) }
      }
      marks.members.subtract(marks.broken)
      if let solved = try? LayoutAnalysis(
        document: layout.document, file: file, options: analysis.engineOptions())
      {
        let guides = Wireframe.guideFrames(solved)
        marks.ambiguity = solved.ambiguity()
        let drawing = Wireframe(
          layout: solved, prefix: id, marks: marks, guides: guides, aliases: aliases)
        html += wireframe(
          drawing,
          caption:
            "The report's items as rebuilt and solved, in points; what the log does not show"
            + " (dotted, italic) is placed by the solver.",
          legend: aliases.used(in: drawing.boxes.map(\.tooltip).joined(separator: " ")))
      }
    }
    var graph = ConstraintGraph(report: report, conflicts: conflicts, broken: broken)
    var listed = report.constraints.indices.filter { report.constraints[$0].duplicateOf == nil }
      .makeIterator()
    for index in graph.constraints.indices {
      if let reportIndex = listed.next() {
        graph.constraints[index].elementID = "g-\(id)-c\(reportIndex)"
      }
    }
    var named: [String] = []
    for index in graph.nodes.indices {
      guard let address = graph.nodes[index].address else { continue }
      let bare = graph.nodes[index].className + ":" + address
      if let entry = aliases.entries.first(where: { $0.bare == bare }) {
        graph.nodes[index].alias = entry.alias
        named.append(entry.bare)
      }
    }
    html += self.graph(
      graph, legend: aliases.used(in: named.joined(separator: " ")),
      framework: report.platform.framework)
    html += "</div>\n" + textColumn(text, needles: needles)
    return html + "</section>\n"
  }

  // MARK: Layouts

  /// The text views of `layout` that reach past its root's edge in its text and not in the
  /// layout's own (`clipped-content`); none for a layout in its own text.
  static func clippedViews(_ layout: LayoutAnalysis) -> [String: ContentOverflow.Overflow] {
    guard let own = layout.ownContentOverflow else { return [:] }
    return ContentOverflow(document: layout.document, solution: layout.solution).overflows
      .filter { own.overflows[$0.key] == nil }
  }

  /// A layout: the command's text, the wireframe with the engine's broken constraints and
  /// their conflicts, the ambiguous and truncated views, and the graph.
  func layout(_ layout: LayoutAnalysis, text: String, kind: Kind) -> String {
    let engine = layout.engine
    var marks = Wireframe.Marks(ambiguityIsUnknown: layout.report != nil)
    for broken in layout.solution.brokenConstraints {
      marks.broken.insert(broken.index)
      marks.members.formUnion(broken.conflictingWith)
    }
    marks.members.subtract(marks.broken)
    for index in engine.constraints.indices { marks.keys[index] = "\(id)-c\(index)" }
    let guides = Wireframe.guideFrames(layout)
    let ambiguity = layout.ambiguity()
    marks.ambiguity = ambiguity
    if layout.report == nil {
      marks.truncations = TruncationAnalysis.truncations(
        in: layout.document, frames: Self.frames(layout.solution),
        solve: layout.solveVariantFrames)
      marks.misplacements = layout.misplacements(ambiguity: ambiguity)
      marks.clipped = Self.clippedViews(layout)
    }
    let drawing = Wireframe(layout: layout, prefix: id, marks: marks, guides: guides)

    var needles: [(key: String, text: String, marks: [String])] = []
    for index in marks.members.union(marks.broken).sorted()
    where engine.constraints.indices.contains(index) {
      let constraint = engine.constraints[index]
      let mark = marks.broken.contains(index) ? "broken" : "member"
      needles.append(("\(id)-c\(index)", constraint.listingDescription, [mark]))
      needles.append(("\(id)-c\(index)", constraint.description, [mark]))
    }
    var html = open(heading: layout.place)
    html += "<div class=\"columns\">\n"
    if !layout.solution.brokenConstraints.isEmpty {
      // One picture per finding: the first minimal conflict through each broken constraint.
      html += conflictPictures(
        Finding.shownConflicts(layout.conflicts(), solution: layout.solution).map(\.conflict))
    }
    html += wireframe(
      drawing,
      caption: layout.report == nil
        ? "Solved frames, in points."
          + (layout.document.framework == .appKit && layout.document.framesAreDesignTime
            ? " AppKit views are drawn from the top as their alignment rectangles, on which"
              + " constraints act; the findings give frames as the document stores them (y"
              + " from the bottom, push buttons and fields with their bezels)."
            : "")
        : "The report's items as rebuilt and solved, in points;"
          + " what the log does not show (dotted, italic) is placed by the solver.")
    var graph = ConstraintGraph(layout: layout, ambiguity: ambiguity)
    let active = engine.constraints.indices.filter { engine.constraintIDs[$0] != nil }
    for (position, index) in active.enumerated() where graph.constraints.indices.contains(position)
    {
      graph.constraints[position].elementID = "g-\(id)-c\(index)"
    }
    html += self.graph(graph, framework: layout.document.framework)
    html += "</div>\n" + textColumn(text, needles: needles)
    return html + "</section>\n"
  }

  static func frames(_ solution: LayoutSolution) -> [String: LayoutRect] {
    Dictionary(solution.views.map { ($0.id, $0.frame) }, uniquingKeysWith: { a, _ in a })
  }

  // MARK: Parts

  private func open(heading: String) -> String {
    "<section class=\"report\" id=\"\(id)\">\n<h2>\(HTMLText.escape(heading))</h2>\n"
  }

  /// The text in a `<pre>`, each line that shows a constraint wrapped in a focusable span with
  /// the constraint's key (the longest needle on the line wins).
  private func textColumn(_ text: String, needles: [(key: String, text: String, marks: [String])])
    -> String
  {
    let usable = needles.filter { !$0.text.isEmpty }.sorted {
      ($0.text.count, $1.key) > ($1.text.count, $0.key)
    }
    var html = "<h3>Explanation</h3>\n<pre class=\"text\">"
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      let escaped = HTMLText.escape(String(line))
      if let needle = usable.first(where: { line.contains($0.text) }) {
        let classes = (["c"] + needle.marks).joined(separator: " ")
        html +=
          "<span class=\"\(classes)\" data-c=\"\(needle.key)\" tabindex=\"0\">\(escaped)</span>\n"
      } else {
        html += escaped + "\n"
      }
    }
    if html.hasSuffix("\n\n") { html.removeLast() }
    return html + "</pre>\n"
  }

  /// One figure per conflict with a diagram (`ConflictPicture`), lettered as the text
  /// letters them, and the key to their marks; items are called by `aliases` (a console
  /// report's, shared with its text and graph), else by the diagram's own.
  private func conflictPictures(_ conflicts: [LayoutConflict], aliases: ItemAliases? = nil)
    -> String
  {
    var html = ""
    for (number, conflict) in conflicts.enumerated() {
      guard let diagram = conflict.diagram else { continue }
      let picture = ConflictPicture(diagram: diagram, prefix: id, reportAliases: aliases)
      let letter = ReportWording.conflictName(number)
      html += "<figure class=\"conflicts\">\n"
      html += "<h3>Conflict \(letter)\(Self.axisWords(diagram))</h3>\n"
      html += "<p class=\"headline\">\(HTMLText.escape(picture.headline))</p>\n"
      html += picture.svg() + "\n"
      if let legend = picture.legend {
        html += "<p class=\"aliases\">\(HTMLText.escape(legend))</p>\n"
      }
      html += "<p class=\"key\"><span><i class=\"bar\"></i>a member's share</span>"
      html += "<span><i class=\"bar broken\"></i>broken to recover</span>"
      html += "<span><i class=\"bar assumed\"></i>assumed (not in the input)</span>"
      html += "<span><i class=\"bar total\"></i>what the others need</span>"
      html += "<span><i class=\"bar stated\"></i>what one member sets</span></p>\n"
      html += "</figure>\n"
    }
    return html
  }

  static func axisWords(_ diagram: ConflictDiagram) -> String {
    switch diagram.axis {
    case .horizontal?: return ": horizontal, left to right"
    case .vertical?: return ": vertical, top to bottom"
    case nil: return ""
    }
  }

  /// The wireframe's figure: the drawing, the full names of the aliases it shows (`legend`)
  /// and its caption.
  private func wireframe(
    _ wireframe: Wireframe, caption: String, legend: [ItemAliases.Entry] = []
  ) -> String {
    let caption = wireframe.key(caption)
    var html = "<figure class=\"wire\">\n<h3>Wireframe</h3>\n" + wireframe.svg(caption: caption)
    if !legend.isEmpty {
      let names = ItemAliases.legendLines(legend).joined(separator: "; ")
      html += "\n<p class=\"aliases\">\(HTMLText.escape(names))</p>"
    }
    return html + "\n<figcaption>\(HTMLText.escape(caption))</figcaption>\n</figure>\n"
  }

  /// The graph's figure: the SVG Graphviz drew, the full names of the aliases its nodes show
  /// (`legend`), and the key to its marks, naming `framework` as the maker of its own
  /// constraints.
  private func graph(
    _ graph: ConstraintGraph, legend: [ItemAliases.Entry] = [],
    framework: LayoutFramework = .uiKit
  ) -> String {
    var html = "<figure class=\"graphs\">\n<h3>Constraint graph</h3>\n"
    let dot = DotWriter(options: DotOptions(includesLegend: false)).write(graph)
    switch drawGraph?(dot) {
    case .success(let document)?:
      if let svg = Self.inlineSVG(document) {
        if let width = Self.readableWidth(of: svg) {
          html =
            "<figure class=\"graphs\" style=\"min-width: min(\(width)pt, 100%)\">\n"
            + "<h3>Constraint graph</h3>\n"
        }
        html += "<div class=\"graph\">\(svg)</div>\n"
      } else {
        html += "<p class=\"meta\">The constraint graph was not drawn: Graphviz's SVG has no"
        html += " <code>&lt;svg&gt;</code> element.</p>\n"
      }
    case .failure(let failure)?:
      html += "<p class=\"meta\">The constraint graph was not drawn: "
      html += HTMLText.escape(failure.reason) + ".</p>\n"
    case nil:
      html += "<p class=\"meta\">The constraint graph could not be drawn here.</p>\n"
    }
    if !legend.isEmpty {
      let names = ItemAliases.legendLines(legend).joined(separator: "; ")
      html += "<p class=\"aliases\">\(HTMLText.escape(names))</p>\n"
    }
    html += "<p class=\"key\"><span><i class=\"sw\"></i>#A member of conflict A</span>"
    html += "<span><i class=\"sw dashed\"></i>broken to recover</span>"
    html += "<span><i class=\"sw orange\"></i>ambiguous</span>"
    html += "<span><i class=\"sw grey\"></i>not shown by the input, or made by"
    html += " \(framework.name)</span></p>\n"
    return html + "</figure>\n"
  }

  /// Graphviz's SVG document as an element for the page: from `<svg` on, without comments
  /// and without Graphviz's own ids (`graph0`, `node1`, `a_node1`, ...), which repeat from graph to graph.
  static func inlineSVG(_ document: String) -> String? {
    let bytes = Array(document.utf8)
    guard let start = bytes.firstRange(of: Array("<svg".utf8))?.lowerBound else { return nil }
    let comment = Array("<!--".utf8)
    let commentEnd = Array("-->".utf8)
    let prefixes = ["graph", "node", "edge", "clust", "a_graph", "a_node", "a_edge", "a_clust"]
      .map { Array(" id=\"\($0)".utf8) }
    var output: [UInt8] = []
    output.reserveCapacity(bytes.count - start)
    var index = start
    // One pass: comments and generated ids are skipped, everything else is copied.
    scan: while index < bytes.count {
      if bytes[index] == UInt8(ascii: "<"), bytes[index...].starts(with: comment) {
        guard let end = bytes[index...].firstRange(of: commentEnd) else { break }
        index = end.upperBound
        continue
      }
      if bytes[index] == UInt8(ascii: " ") {
        for prefix in prefixes where bytes[index...].starts(with: prefix) {
          var end = index + prefix.count
          while end < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[end]) {
            end += 1
          }
          if end > index + prefix.count, end < bytes.count, bytes[end] == UInt8(ascii: "\"") {
            index = end + 1
            continue scan
          }
        }
      }
      output.append(bytes[index])
      index += 1
    }
    return String(decoding: output, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
  }

  /// The smallest scale a page draws a graph at while the page is wide enough: a graph's
  /// figure is kept at least this part of the graph's width (points), or the page's whole width,
  /// so that a wide graph takes a row of its own instead of shrinking beside the conflict's
  /// picture. Graphviz's 9-pt labels stay 9 px tall at 0.75.
  static let minimumGraphScale = 0.75

  /// ``minimumGraphScale`` times the width of `svg` (Graphviz's inline SVG, whose `width` is
  /// in points), rounded to a point, or `nil` when its width is not in points.
  static func readableWidth(of svg: String) -> String? {
    guard svg.hasPrefix("<svg"), let tagEnd = svg.firstIndex(of: ">"),
      let widthStart = svg[..<tagEnd].range(of: " width=\"")?.upperBound,
      let unit = svg[widthStart..<tagEnd].range(of: "pt\"")?.lowerBound,
      let width = Double(svg[widthStart..<unit]), width.isFinite, width > 0
    else { return nil }
    return formatPoints((width * minimumGraphScale).rounded())
  }
}
