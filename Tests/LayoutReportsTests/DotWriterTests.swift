import Foundation
import GraphvizRendering
import LayoutModel
import LayoutTestSupport
import Testing

@testable import LayoutReports

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// A golden case: a sample graph, the options, and the golden file's name.
struct DotGoldenCase: CustomTestStringConvertible, Sendable {
  var name: String
  var graph: ConstraintGraph
  var options: DotOptions

  var testDescription: String { name }

  static let all: [DotGoldenCase] = [
    DotGoldenCase(
      name: "sample-conflict", graph: ConstraintGraphSamples.conflict, options: .init()),
    DotGoldenCase(
      name: "sample-conflict-horizontal-only-conflicts", graph: ConstraintGraphSamples.conflict,
      options: DotOptions(axis: .horizontal, onlyConflicts: true)),
    DotGoldenCase(
      name: "sample-ambiguous", graph: ConstraintGraphSamples.ambiguous, options: .init()),
    DotGoldenCase(
      name: "sample-ambiguous-vertical", graph: ConstraintGraphSamples.ambiguous,
      options: DotOptions(axis: .vertical)),
    DotGoldenCase(name: "sample-clean", graph: ConstraintGraphSamples.clean, options: .init()),
    DotGoldenCase(
      name: "sample-clean-unfolded", graph: ConstraintGraphSamples.clean,
      options: DotOptions(foldsSuperviewConstraints: false, includesLegend: false)),
    DotGoldenCase(name: "sample-hostile", graph: ConstraintGraphSamples.hostile, options: .init()),
  ]
}

@Suite struct DotWriterTests {
  @Test(arguments: DotGoldenCase.all)
  func matchesTheGolden(_ golden: DotGoldenCase) {
    let dot = DotWriter(options: golden.options).write(golden.graph)
    if let failure = Snapshot.check(dot, named: "\(golden.name).graph.dot") {
      Issue.record(Comment(rawValue: failure))
    }
  }

  @Test(arguments: DotGoldenCase.all)
  func rendersThroughGraphvizAsXML(_ golden: DotGoldenCase) throws {
    let dot = DotWriter(options: golden.options).write(golden.graph)
    let rendered = try GraphvizRenderer.render(dot: dot, format: .svg)
    #expect(XMLParser(data: rendered.data).parse())
    #expect(rendered.warnings.isEmpty)
  }

  @Test func conflictMembersAreRedNumberedAndTheBrokenOneDashed() throws {
    let dot = DotWriter().write(ConstraintGraphSamples.conflict)
    #expect(
      dot.contains(
        "\"n1\" -> \"n2\" [label=\" #A trailing == leading - 8 \","
          + " tooltip=\"constraint 0x6002\", color=\"#D62728\", fontcolor=\"#D62728\","
          + " penwidth=\"2\"];"))
    // The parallel edge written the other way round keeps its own label.
    #expect(
      dot.contains(
        "\"n2\" -> \"n1\" [label=\" centerY == centerY \", tooltip=\"constraint 0x6008\"];"))
    #expect(dot.contains("#A width == 200 (broken)"))
    #expect(dot.contains("#A width == 320 [encapsulated]"))
    // Conflict members are never folded into the node, even when they tie an item to its
    // superview.
    #expect(dot.contains("\"n1\" -> \"n0\" [label=\" #A leading == leading + 16 \""))
    #expect(dot.contains("centerY == superview.centerY"))
  }

  @Test func onlyConflictsKeepsTheMembersAndTheirItemsOnly() throws {
    var graph = ConstraintGraphSamples.clean
    graph.constraints[2].conflicts = [1]  // card.leading == window.leading + 16
    let dot = DotWriter(options: DotOptions(onlyConflicts: true, includesLegend: false))
      .write(graph)
    let scanner = try DotScanner(dot)
    let labels = scanner.values(of: "label").joined(separator: "|")
    #expect(labels.contains("UIView\n0x100"))
    #expect(labels.contains("CardView"))
    #expect(!labels.contains("UIStackView"))  // tied to the card, not in the conflict
    #expect(!labels.contains("UILabel"))
    #expect(Set(scanner.statementIDs.filter { $0.hasPrefix("n") }) == ["n0", "n1"])
    #expect(dot.contains("\"n1\" -> \"n0\" [label=\" #A leading == leading + 16 \""))
    // The one edge is the member: no other constraint, on an edge or in a node.
    #expect(scanner.values(of: "label").filter { $0.contains("==") }.count == 1)
  }

  @Test func onlyConflictsWithoutConflictsSaysSo() {
    let dot = DotWriter(options: DotOptions(onlyConflicts: true)).write(
      ConstraintGraphSamples.clean)
    #expect(dot.contains("\"note\" [shape=\"plaintext\", label=\"No conflicts to draw.\"];"))
  }

  @Test func anAxisKeepsOnlyItsConstraintsAndAmbiguities() {
    let dot = DotWriter(options: DotOptions(axis: .vertical)).write(
      ConstraintGraphSamples.ambiguous)
    #expect(dot.contains("ambiguous: height"))
    #expect(!dot.contains("ambiguous: width"))
    #expect(!dot.contains("leading"))
    #expect(dot.contains("rankdir=\"TB\""))
    let horizontal = DotWriter(options: DotOptions(axis: .horizontal))
      .write(ConstraintGraphSamples.ambiguous)
    #expect(horizontal.contains("rankdir=\"LR\""))
    #expect(horizontal.contains("ambiguous: width\""))
  }

  @Test func unknownItemsGetADottedPlaceholder() {
    let graph = ConstraintGraph(
      nodes: [], constraints: [.init(firstItem: "ghost", firstAttribute: .width, constant: 3)])
    let dot = DotWriter(options: DotOptions(includesLegend: false)).write(graph)
    #expect(
      dot.contains(
        "\"n0\" [label=\"unknown item\\nghost\\nwidth == 3\", tooltip=\"view ghost\\nnot described"
          + " in the input\", style=\"dotted\"];"))
  }

  @Test func repeatedIdsAndSuperviewCyclesDoNotLoseOrLoopItems() throws {
    let graph = ConstraintGraph(
      nodes: [
        .init(id: "a", className: "A", superview: "b"),
        .init(id: "b", className: "B", superview: "c"),
        .init(id: "c", className: "C", superview: "a"),
        .init(id: "a", className: "Duplicate"),
        .init(id: "d", className: "D", superview: "d"),
      ],
      constraints: [])
    let dot = DotWriter(options: DotOptions(includesLegend: false)).write(graph)
    let scanner = try DotScanner(dot)
    #expect(scanner.nodeStatementIDs == ["n2", "n1", "n0", "n3"])
    #expect(!dot.contains("Duplicate"))
    #expect(
      scanner.statementIDs.filter { $0.hasPrefix("cluster") } == ["cluster_n2", "cluster_n1"])
  }

  @Test func theOutputIsDeterministic() {
    let first = DotWriter().write(ConstraintGraphSamples.hostile)
    let second = DotWriter().write(ConstraintGraphSamples.hostile)
    #expect(first == second)
  }
}

/// Items no edge ranks are laid out in rows (`DotPlan.rankHints`).
@Suite struct DotRankHintTests {
  static func plan(_ graph: ConstraintGraph) -> DotPlan {
    DotPlan(graph: graph, options: DotOptions(includesLegend: false))
  }

  static func hints(_ graph: ConstraintGraph) -> [[Int]] {
    plan(graph).rankHints(maximumDepth: 100).map { [$0.from, $0.to] }
  }

  @Test func columnsAreAboutTheSquareRootAndAtLeastFour() {
    #expect([1, 4, 5, 16, 17, 40, 100].map(DotPlan.columns(for:)) == [4, 4, 4, 4, 5, 7, 10])
  }

  @Test func unlinkedSubviewsHangBelowTheirSuperviewInRowsOfFour() {
    // root (n0) with ten unlinked subviews (n1...n10): four in a row, each row below the one
    // above it, the first below the superview.
    let graph = ConstraintGraph(
      nodes: [.init(id: "root", className: "UIView")]
        + (1...10).map { .init(id: "v\($0)", className: "UILabel", superview: "root") },
      constraints: [])
    #expect(
      Self.hints(graph) == [
        [0, 1], [0, 2], [0, 3], [0, 4], [1, 5], [2, 6], [3, 7], [4, 8], [5, 9], [6, 10],
      ])
  }

  @Test func aLinkedClusterLeavesItsLinkedItemsToDotAndRowsTheRest() {
    // v1 -> v2 is an edge: the cluster is dot's to rank; its six unlinked subviews (v3...v8)
    // form rows of four with no hint from the superview, and v1, v2 get none.
    let graph = ConstraintGraph(
      nodes: [.init(id: "root", className: "UIView")]
        + (1...8).map { .init(id: "v\($0)", className: "UILabel", superview: "root") },
      constraints: [
        .init(
          firstItem: "v1", firstAttribute: .leading, secondItem: "v2",
          secondAttribute: .trailing, constant: 8)
      ])
    #expect(Self.hints(graph) == [[3, 7], [4, 8]])
  }

  @Test func anUnlinkedSubtreeIsOneCardOfItsRowAndTheNextRowGoesBelowItsDeepestItem() {
    // root has five unlinked children; the first (box, n1) holds five labels of its own, in
    // two rows below it (n2...n5, then n6), so the fifth child of root (n10), a row below box,
    // hangs from box's deepest label, n6.
    let graph = ConstraintGraph(
      nodes: [
        .init(id: "root", className: "UIView"),
        .init(id: "box", className: "UIView", superview: "root"),
      ] + (1...5).map { .init(id: "b\($0)", className: "UILabel", superview: "box") }
        + (1...4).map { .init(id: "r\($0)", className: "UILabel", superview: "root") },
      constraints: [])
    let hints = Self.hints(graph)
    #expect(hints.contains([6, 10]))
    #expect(hints.filter { $0[0] == 1 } == [[1, 2], [1, 3], [1, 4], [1, 5]])
    #expect(hints.contains([2, 6]))
    #expect(hints.filter { $0[0] == 0 } == [[0, 1], [0, 7], [0, 8], [0, 9]])
  }

  @Test func theHintsAreInvisibleEdgesInTheDOT() {
    let graph = ConstraintGraph(
      nodes: [
        .init(id: "root", className: "UIView"),
        .init(id: "a", className: "UILabel", superview: "root"),
      ],
      constraints: [])
    let dot = DotWriter(options: DotOptions(includesLegend: false)).write(graph)
    #expect(dot.contains("  \"n0\" -> \"n1\" [style=\"invis\"];\n"))
  }
}
