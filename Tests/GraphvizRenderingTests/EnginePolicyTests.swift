import Testing

@testable import GraphvizRendering

@Suite struct EnginePolicyTests {
  @Test func dotUpToTheLimitsThenSfdp() {
    let policy = EnginePolicy(dotNodeLimit: 10, dotEdgeLimit: 20)
    #expect(policy.choose(nodes: 10, edges: 20).engine == .dot)
    #expect(policy.choose(nodes: 11, edges: 0).engine == .sfdp)
    #expect(policy.choose(nodes: 1, edges: 21).engine == .sfdp)
    #expect(
      policy.choose(nodes: 11, edges: 1).reason
        == "sfdp (11 nodes, 1 edge: dot is used up to 10 nodes and 20 edges)")
  }

  @Test func aForcedEngineWinsAndSaysSo() {
    let choice = EnginePolicy.standard.choose(nodes: 5000, edges: 9000, forced: .dot)
    #expect(
      choice
        == EngineChoice(
          engine: .dot, wasForced: true, reason: "dot (5000 nodes, 9000 edges: as asked)"))
  }

  @Test func formatsFollowFileExtensions() {
    #expect(GraphvizFormat(fileExtension: "SVG") == .svg)
    #expect(GraphvizFormat(fileExtension: "gv") == .dot)
    #expect(GraphvizFormat(fileExtension: "jpeg") == nil)
  }
}
