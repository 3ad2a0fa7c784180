import LayoutModel
import Testing

@testable import LayoutReports

/// With one axis drawn, edges rank items as the screen shows them (top to bottom, left to
/// right), whatever the direction each constraint is written in.
@Suite struct DotScreenOrderTests {
  /// The DOT edge statements of `graph` drawn on `axis`, without the legend.
  static func edges(_ graph: ConstraintGraph, axis: LayoutAxis?) -> [String] {
    DotWriter(options: DotOptions(axis: axis, includesLegend: false)).write(graph)
      .split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
      .filter { $0.contains(" -> ") }
  }

  static func node(_ id: String, superview: String? = nil, frame: LayoutRect? = nil)
    -> ConstraintGraph.Node
  {
    ConstraintGraph.Node(
      id: id, className: "UIView", identifier: id, frame: frame, superview: superview)
  }

  @Test func withoutFramesTheConstraintSaysWhatComesFirst() {
    // As a log gives them: no frames, and the lower view written first.
    let graph = ConstraintGraph(
      nodes: [Self.node("a"), Self.node("b"), Self.node("c")],
      constraints: [
        .init(
          firstItem: "b", firstAttribute: .top, secondItem: "a", secondAttribute: .bottom,
          constant: 8),
        .init(
          firstItem: "b", firstAttribute: .bottom, secondItem: "c", secondAttribute: .top,
          constant: -8),
        .init(
          firstItem: "a", firstAttribute: .centerY, secondItem: "c", secondAttribute: .centerY,
          constant: -40),
        .init(firstItem: "a", firstAttribute: .height, secondItem: "c", secondAttribute: .height),
        .init(firstItem: "b", firstAttribute: .top, secondItem: "c", secondAttribute: .top),
      ])
    let edges = Self.edges(graph, axis: .vertical)
    #expect(edges.count == 5)
    // b below a: drawn from a, the arrow still at a (the second item).
    #expect(edges[0].hasPrefix("\"n0\" -> \"n1\" ["))
    #expect(edges[0].hasSuffix("dir=\"back\"];"))
    // b above c: as written.
    #expect(edges[1].hasPrefix("\"n1\" -> \"n2\" ["))
    #expect(!edges[1].contains("dir="))
    // a's centre 40 pt above c's, with their heights on the same edge: as written.
    #expect(edges[2].hasPrefix("\"n0\" -> \"n2\" ["))
    #expect(!edges[2].contains("dir="))
    // Equal heights say nothing of the order: as written; their label is on the pair's first
    // edge.
    #expect(edges[3] == "\"n0\" -> \"n2\";")
    // Aligned tops say nothing either.
    #expect(edges[4] == "\"n1\" -> \"n2\";")
  }

  @Test func bothAxesKeepTheWrittenDirection() {
    let graph = ConstraintGraph(
      nodes: [Self.node("a"), Self.node("b")],
      constraints: [
        .init(
          firstItem: "b", firstAttribute: .top, secondItem: "a", secondAttribute: .bottom,
          constant: 8)
      ])
    let edges = Self.edges(graph, axis: nil)
    #expect(edges.count == 1)
    #expect(edges[0].hasPrefix("\"n1\" -> \"n0\" ["))
    #expect(!edges[0].contains("dir="))
  }

  @Test func theHorizontalAxisReadsLeftToRight() {
    let graph = ConstraintGraph(
      nodes: [Self.node("icon"), Self.node("name")],
      constraints: [
        .init(
          firstItem: "name", firstAttribute: .leading, secondItem: "icon",
          secondAttribute: .trailing, constant: 8),
        .init(
          firstItem: "name", firstAttribute: .firstBaseline, secondItem: "icon",
          secondAttribute: .centerY),
      ])
    let edges = Self.edges(graph, axis: .horizontal)
    #expect(edges.count == 1)
    #expect(edges[0].hasPrefix("\"n0\" -> \"n1\" ["))
    #expect(edges[0].hasSuffix("dir=\"back\"];"))
  }

  @Test func solvedPositionsWinOverTheConstraint() {
    // Frames relative to each superview: `low` is in a container 100 pt down, so on screen it
    // is below `high` although its own y is smaller.
    let graph = ConstraintGraph(
      nodes: [
        Self.node("root", frame: LayoutRect(x: 0, y: 0, width: 320, height: 480)),
        Self.node(
          "box", superview: "root", frame: LayoutRect(x: 0, y: 100, width: 320, height: 200)),
        Self.node("low", superview: "box", frame: LayoutRect(x: 0, y: 10, width: 320, height: 20)),
        Self.node(
          "high", superview: "root", frame: LayoutRect(x: 0, y: 40, width: 320, height: 20)),
      ],
      constraints: [
        // Says `low` ends where `high` starts, which the solved frames contradict.
        .init(firstItem: "low", firstAttribute: .bottom, secondItem: "high", secondAttribute: .top),
        // A view comes before the views inside it.
        .init(
          firstItem: "low", firstAttribute: .top, secondItem: "box", secondAttribute: .top,
          constant: 10),
      ])
    let edges = DotWriter(
      options: DotOptions(axis: .vertical, foldsSuperviewConstraints: false, includesLegend: false)
    ).write(graph).split(separator: "\n").filter { $0.contains(" -> ") }
    #expect(edges.count == 2)
    #expect(edges[0].contains("\"n3\" -> \"n2\" ["))
    #expect(edges[0].hasSuffix("dir=\"back\"];"))
    #expect(edges[1].contains("\"n1\" -> \"n2\" ["))
    #expect(edges[1].hasSuffix("dir=\"back\"];"))
  }

  @Test func aSuperviewLoopHasNoScreenPosition() {
    let frame = LayoutRect(x: 0, y: 10, width: 10, height: 10)
    let graph = ConstraintGraph(
      nodes: [
        Self.node("a", superview: "b", frame: frame), Self.node("b", superview: "a", frame: frame),
        Self.node("c", frame: LayoutRect(x: 0, y: 500, width: 10, height: 10)),
      ],
      constraints: [
        .init(firstItem: "c", firstAttribute: .top, secondItem: "a", secondAttribute: .top)
      ])
    let edges = Self.edges(graph, axis: .vertical)
    #expect(edges.count == 1)
    #expect(edges[0].hasPrefix("\"n2\" -> \"n0\" ["))
    #expect(!edges[0].contains("dir="))
  }

  /// Parallel edges share one label only when they point the same way: a label reads from the
  /// arrow's tail to its head, so `a.top == b.top + 5` on the edge of `b.leading ==
  /// a.trailing + 8` read as `b.top == a.top + 5`.
  @Test func constraintsWrittenTheOtherWayRoundKeepTheirOwnLabel() {
    let graph = ConstraintGraph(
      nodes: [Self.node("a"), Self.node("b")],
      constraints: [
        .init(
          firstItem: "b", firstAttribute: .leading, secondItem: "a",
          secondAttribute: .trailing, constant: 8),
        .init(
          firstItem: "a", firstAttribute: .top, secondItem: "b", secondAttribute: .top,
          constant: 5),
        .init(
          firstItem: "b", firstAttribute: .width, secondItem: "a", secondAttribute: .width),
      ])
    #expect(
      Self.edges(graph, axis: nil) == [
        "\"n1\" -> \"n0\" [label=\" leading == trailing + 8 \\n width == width \"];",
        "\"n0\" -> \"n1\" [label=\" top == top + 5 \"];",
        "\"n1\" -> \"n0\";",
      ])
  }

  @Test func aGuideItsOwnerGivesIsNamedByTheOwner() {
    var guide = ConstraintGraph.Node(
      id: "UILayoutGuide:0x6", kind: .layoutGuide, className: "UILayoutGuide",
      identifier: "UIViewLayoutMarginsGuide", address: "0x6", superview: "UIView:0x1")
    guide.ownerProperty = ConstraintGraph.Node.ownerProperty(ofGuideNamed: guide.identifier)
    let owner = ConstraintGraph.Node(
      id: "UIView:0x1", className: "UIView", identifier: nil, address: "0x1")
    let unowned = ConstraintGraph.Node(
      id: "UILayoutGuide:0x7", kind: .layoutGuide, className: "UILayoutGuide",
      identifier: "UIViewSafeAreaLayoutGuide", address: "0x7")
    let graph = ConstraintGraph(nodes: [owner, guide, unowned], constraints: [])
    let dot = DotWriter(options: DotOptions(includesLegend: false)).write(graph)
    #expect(dot.contains("[label=\"UIView.layoutMarginsGuide\\n0x6\""))
    // Without a known owner, the guide keeps the name the log printed.
    #expect(dot.contains("[label=\"UILayoutGuide\\nUIViewSafeAreaLayoutGuide (0x7)\""))
    var aliased = graph
    aliased.nodes[0].alias = "View1"
    let page = DotWriter(options: DotOptions(includesLegend: false)).write(aliased)
    #expect(page.contains("[label=\"View1.layoutMarginsGuide\\n0x6\""))
    // A page's legend gives a guide's address with its alias.
    aliased.nodes[1].alias = "View1.layoutMarginsGuide"
    let legended = DotWriter(options: DotOptions(includesLegend: false)).write(aliased)
    #expect(legended.contains("[label=\"View1.layoutMarginsGuide\", tooltip"))
  }
}
