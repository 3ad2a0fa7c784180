import Testing

@testable import LayoutReports

/// The legend is a one-line key under the graph, not a cluster of samples beside it.
@Suite struct DotWriterKeyTests {
  @Test func theKeyIsTheBottomLabelOfOneBorderlessClusterAroundTheGraph() throws {
    let dot = DotWriter().write(ConstraintGraphSamples.conflict)
    let lines = dot.split(separator: "\n").map(String.init)
    #expect(lines[4] == "  subgraph \"cluster_key\" {")
    #expect(
      lines[5]
        == "    graph [label=\"\(DotWriter.key)\", labelloc=\"b\", fontsize=\"9\", peripheries=\"0\"];"
    )
    #expect(lines.suffix(2) == ["  }", "}"])
    #expect(!dot.contains("legend"))
    #expect(
      DotWriter.key
        == "key:  #A red = member of conflict A  ·  red dashed = broken to recover  ·  orange ="
        + " ambiguous  ·  grey = made by UIKit or AppKit  ·  dashed box = layout guide")
  }

  @Test func innerClustersKeepTheirOutline() {
    let dot = DotWriter().write(ConstraintGraphSamples.conflict)
    #expect(dot.contains("label=\"\", style=\"rounded\", color=\"#BBBBBB\", peripheries=\"1\""))
  }

  @Test func withoutTheKeyThereIsNoKeyCluster() {
    let dot = DotWriter(options: DotOptions(includesLegend: false)).write(
      ConstraintGraphSamples.conflict)
    #expect(!dot.contains("cluster_key"))
  }
}
