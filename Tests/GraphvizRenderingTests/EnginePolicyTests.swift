import Testing

@testable import GraphvizRendering

@Suite struct EnginePolicyTests {
  @Test func dotUpToTheLimitsThenSfdp() {
    let policy = EnginePolicy(dotNodeLimit: 10, dotCycleLimit: 2)
    #expect(policy.choose(GraphShape(nodes: 10, edges: 11, components: 1)).engine == .dot)
    #expect(policy.choose(GraphShape(nodes: 11, edges: 0, components: 11)).engine == .sfdp)
    #expect(policy.choose(GraphShape(nodes: 4, edges: 6, components: 1)).engine == .sfdp)
    #expect(
      policy.choose(GraphShape(nodes: 11, edges: 1, components: 10)).reason
        == "sfdp (11 nodes, 1 edge, 0 independent cycles: dot is used up to 10 nodes and 2"
        + " cycles)")
  }

  @Test func independentCyclesAreTheCircuitRank() {
    #expect(GraphShape(nodes: 5, edges: 4, components: 1).independentCycles == 0)
    #expect(GraphShape(nodes: 5, edges: 7, components: 2).independentCycles == 4)
    #expect(GraphShape(nodes: 0, edges: 0, components: 0).independentCycles == 0)
  }

  @Test func aForcedEngineWinsAndSaysSo() {
    let shape = GraphShape(nodes: 5000, edges: 9000, components: 1)
    let choice = EnginePolicy.standard.choose(shape, forced: .dot)
    #expect(
      choice
        == EngineChoice(
          engine: .dot, wasForced: true,
          reason: "dot (5000 nodes, 9000 edges, 4001 independent cycles: as asked)"))
  }

  @Test func formatsFollowFileExtensions() {
    #expect(GraphvizFormat(fileExtension: "SVG") == .svg)
    #expect(GraphvizFormat(fileExtension: "gv") == .dot)
    #expect(GraphvizFormat(fileExtension: "jpeg") == nil)
  }
}
