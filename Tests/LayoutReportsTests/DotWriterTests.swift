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
    let nodes = scanner.statementIDs.filter { $0.hasPrefix("n") }
    #expect(nodes == ["n2", "n1", "n0", "n3"])
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
