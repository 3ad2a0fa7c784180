import LayoutModel
import LayoutParsing
import LayoutTestSupport
import Testing

@testable import LayoutReports

/// The graphs built from console logs, layout documents and traces.
@Suite struct ConstraintGraphBuilderTests {
  static func report(_ lines: [String]) throws -> ConsoleLogReport {
    let log = ConsoleLog(parsing: (["("] + lines + [")"]).joined(separator: "\n"), file: "t.log")
    return try #require(log.reports.first)
  }

  @Test func superviewsComeFromNamesAndUnboundBars() throws {
    let report = try Self.report([
      "\"<NSLayoutConstraint:0x1 H:|-(15)-[UIImageView:0xa]   (active, names: '|':UIView:0xb )>\",",
      "\"<NSLayoutConstraint:0x2 H:[UILabel:0xc'Hello']-(8)-|   (active)>\",",
      "\"<NSLayoutConstraint:0x3 UILabel:0xc'Hello'.width == 100   (active)>\",",
      "\"<NSLayoutConstraint:0x3 UILabel:0xc'Hello'.width == 100   (active)>\"",
    ])
    let graph = ConstraintGraph(report: report)
    let nodes = Dictionary(uniqueKeysWithValues: graph.nodes.map { ($0.id, $0) })
    #expect(nodes["UIImageView:0xa"]?.superview == "UIView:0xb")
    let label = try #require(nodes["UILabel:0xc"])
    #expect(label.identifier == "Hello")
    #expect(label.address == "0xc")
    #expect(label.superview == "superview(UILabel:0xc)")
    #expect(nodes["superview(UILabel:0xc)"]?.className == "superview")
    #expect(graph.constraints.count == 3)  // the repeated entry is drawn once
    #expect(graph.constraints[0].id == "0x1")
    #expect(graph.constraints[0].relationText() == "leading == leading + 15")
  }

  /// A frame name a log prints (`maxX`, `midY`) is drawn under that name, the attribute the
  /// layout built from the same report gives it, not the view's own edge (`right`).
  @Test func frameNamesAreDrawnAsTheLogPrintsThem() throws {
    let report = try Self.report([
      "\"<NSAutoresizingMaskLayoutConstraint:0x1 h=--& v=--& UILabel:0xa.maxX == 120   (active)>\",",
      "\"<NSAutoresizingMaskLayoutConstraint:0x2 h=--& v=--& UILabel:0xa.midY == 40   (active)>\"",
    ])
    let graph = ConstraintGraph(report: report)
    #expect(graph.constraints.map(\.firstAttribute) == [.maxX, .midY])
  }

  /// A compound constraint, or one with a private anchor, is labelled with its whole equation.
  @Test func compoundConstraintsAreLabelledWithTheirEquation() throws {
    let report = try Self.report([
      "\"<NSLayoutConstraint:0x1 (UIView:0xa.leading - UIView:0xb.leading) == 0.5*(UIView:0xc.leading - UIView:0xd.trailing)   (active)>\",",
      "\"<NSLayoutConstraint:0x2 NSGridView:0xe.row-boundary == UIView:0xa.top priority:750   (active)>\"",
    ])
    let graph = ConstraintGraph(report: report)
    #expect(
      graph.constraints.map { $0.relationText() } == [
        "(UIView:0xa.leading - UIView:0xb.leading) =="
          + " (0.5*UIView:0xc.leading - 0.5*UIView:0xd.trailing)",
        "NSGridView:0xe.row-boundary == UIView:0xa.top @750",
      ])
    #expect(graph.constraints.map(\.firstItem) == ["UIView:0xa", "NSGridView:0xe"])
    #expect(graph.constraints.map(\.secondItem) == ["UIView:0xc", "UIView:0xa"])
  }

  @Test func conflictsAndTheBrokenConstraintAreMarked() throws {
    let log = try ConsoleLog(
      parsing: Fixtures.text("console-logs/021.log"), file: "021.log")
    let report = try #require(log.reports.first)
    let graph = ConstraintGraph(report: report, title: "t")
    #expect(graph.constraints.filter(\.isBroken).map(\.id) == ["0x600003220a50"])
    #expect(graph.conflictNumbers.isEmpty)  // no analysis given
    #expect(graph.constraints.first?.origin == .autoresizingMask)
  }

  @Test func documentsDrawViewsGuidesAndBuiltInGuides() throws {
    let listing = """
      view root frame=0,0,375,812
      view card in=root
      card.top == root.safeAreaLayoutGuide.top + 12
      card.leading == root.leading + 16
      """
    let document = try LayoutFileParser.parse(Array(listing.utf8), file: "x.layout").document
    let graph = ConstraintGraph(document: document, title: "x.layout")
    #expect(graph.nodes.map(\.id) == ["root", "card", "root.safeAreaLayoutGuide"])
    let guide = graph.nodes[2]
    #expect(guide.kind == .layoutGuide)
    #expect(guide.superview == "root")
    #expect(guide.identifier == "safeAreaLayoutGuide")
    #expect(graph.nodes[0].frame == LayoutRect(x: 0, y: 0, width: 375, height: 812))
    #expect(
      graph.constraints.map { $0.relationText() } == ["top == top + 12", "leading == leading + 16"])
    #expect(graph.constraints[0].id == "x.layout:3:1")
  }

  @Test func tracesGiveTheTreeAndTheAmbiguity() throws {
    let log = try ConsoleLog(parsing: Fixtures.text("console-logs/038.log"), file: "038.log")
    let trace = try #require(log.traces.first)
    let graph = ConstraintGraph(trace: trace)
    let ambiguous = graph.nodes.filter(\.hasAmbiguousLayout)
    #expect(ambiguous.map(\.id) == ["UIView:0x7270420"])
    #expect(ambiguous.first?.ambiguousAttributes == [])
    let dot = DotWriter(options: DotOptions(includesLegend: false)).write(graph)
    #expect(
      dot.contains("ambiguous layout\", tooltip=\"view UIView:0x7270420\", color=\"#E67300\""))
    let roots = graph.nodes.filter { $0.superview == nil }
    #expect(roots.count == 1)
  }
}
