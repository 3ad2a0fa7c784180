import Foundation
import Testing

@testable import GraphvizRendering

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// A small clustered digraph like the ones `DotWriter` produces.
let smallGraph = """
  digraph "constraints" {
    subgraph "cluster_n0" { "n0" [label="UIView"]; "n1" [label="UILabel\\ntitle"]; }
    "n1" -> "n0" [label="leading == leading + 8"];
    "n1" -> "n0" [label="top == top + 20 @750", style="dashed", color="red"];
  }
  """

/// Whether `data` is well-formed XML.
func parsesAsXML(_ data: Data) -> Bool {
  XMLParser(data: data).parse()
}

@Suite struct GraphvizRendererTests {
  @Test func svgParsesAsXML() throws {
    let rendered = try GraphvizRenderer.render(dot: smallGraph, format: .svg)
    #expect(parsesAsXML(rendered.data))
    let text = String(decoding: rendered.data, as: UTF8.self)
    #expect(text.contains("<svg"))
    #expect(text.contains("leading == leading + 8"))
    #expect(rendered.shape == GraphShape(nodes: 2, edges: 2, components: 1))
    #expect(rendered.warnings.isEmpty)
  }

  @Test(arguments: [GraphvizFormat.png, .pdf])
  func binaryFormatsStartWithTheirMagicBytes(format: GraphvizFormat) throws {
    let rendered = try GraphvizRenderer.render(dot: smallGraph, format: format)
    let magic = try #require(format.magicBytes)
    #expect(Array(rendered.data.prefix(magic.count)) == magic)
    #expect(rendered.data.count > 100)
  }

  @Test func dotAndPlainFormatsCarryPositions() throws {
    let dot = try GraphvizRenderer.render(dot: smallGraph, format: .dot)
    #expect(String(decoding: dot.data, as: UTF8.self).contains("pos="))
    let plain = try GraphvizRenderer.render(dot: smallGraph, format: .plain)
    let text = String(decoding: plain.data, as: UTF8.self)
    #expect(text.hasPrefix("graph "))
    #expect(text.hasSuffix("stop\n"))
  }

  @Test(arguments: GraphvizEngine.allCases)
  func everyEngineRendersWhenForced(engine: GraphvizEngine) throws {
    let rendered = try GraphvizRenderer.render(dot: smallGraph, format: .svg, engine: engine)
    #expect(rendered.engine.engine == engine)
    #expect(rendered.engine.wasForced)
    #expect(parsesAsXML(rendered.data))
  }

  @Test func smallGraphsGetDotAndSayWhy() throws {
    let rendered = try GraphvizRenderer.render(dot: smallGraph, format: .svg)
    #expect(rendered.engine.engine == .dot)
    #expect(!rendered.engine.wasForced)
    #expect(
      rendered.engine.reason
        == "dot (2 nodes, 2 edges, 1 independent cycle: dot is used up to 1000 nodes and 60"
        + " cycles)")
  }

  @Test func graphsOverTheNodeLimitAreRefusedUnlessAnEngineIsChosen() throws {
    let policy = EnginePolicy(layoutNodeLimit: 2)
    let three = "digraph g { a -> b; b -> c; }"
    #expect(throws: GraphvizError.tooLarge(nodes: 3, limit: 2)) {
      try GraphvizRenderer.render(dot: three, format: .svg, policy: policy)
    }
    #expect(
      "\(GraphvizError.tooLarge(nodes: 3, limit: 2))"
        == "the graph has 3 nodes, more than the 2 laid out unless an engine is chosen (Graphviz"
        + " can take minutes on graphs this size)")
    let forced = try GraphvizRenderer.render(dot: three, format: .svg, engine: .dot, policy: policy)
    #expect(forced.engine.engine == .dot)
    #expect(parsesAsXML(forced.data))
    let atTheLimit = try GraphvizRenderer.render(
      dot: "digraph g { a -> b; }", format: .svg, policy: policy)
    #expect(atTheLimit.engine.engine == .dot)
    #expect(EnginePolicy.standard.layoutNodeLimit == 2000)
  }

  @Test func graphsWithManyCyclesGetSfdp() throws {
    var lines = ["digraph tangled {"]
    for index in 1..<100 {
      lines.append("  n\(index) -> n\(index / 3); n\(index) -> n\(index * 7 % 100);")
    }
    lines.append("}")
    let rendered = try GraphvizRenderer.render(dot: lines.joined(separator: "\n"), format: .svg)
    #expect(rendered.shape == GraphShape(nodes: 100, edges: 198, components: 1))
    #expect(rendered.engine.engine == .sfdp)
    #expect(rendered.engine.reason.hasPrefix("sfdp (100 nodes, 198 edges, 99 independent cycles"))
    #expect(parsesAsXML(rendered.data))
  }

  /// sfdp's default overlap removal (prism) tripled the time of a 1,000-view graph to SVG;
  /// when the size rule picks sfdp, overlaps are removed by scaling, with the fast quadtree.
  @Test func chosenSfdpRemovesOverlapsByScaling() throws {
    var lines = ["digraph tangled {", "  graph [overlap=\"false\"];"]
    for index in 1..<100 {
      lines.append("  n\(index) -> n\(index / 3); n\(index) -> n\(index * 7 % 100);")
    }
    lines.append("}")
    let dot = lines.joined(separator: "\n")
    let chosen = try GraphvizRenderer.render(dot: dot, format: .dot)
    #expect(
      chosen.engine.graphAttributes == [
        "overlap": "scale", "quadtree": "fast", "pack": "true", "packmode": "array",
      ])
    let text = String(decoding: chosen.data, as: UTF8.self)
    #expect(text.contains("overlap=scale"))
    #expect(text.contains("quadtree=fast"))
    #expect(text.contains("packmode=array"))
    let forced = try GraphvizRenderer.render(dot: dot, format: .dot, engine: .sfdp)
    #expect(forced.engine.graphAttributes.isEmpty)
    #expect(String(decoding: forced.data, as: UTF8.self).contains("overlap=false"))
  }

  @Test func theShapeCountsComponentsLoopsAndParallelEdges() throws {
    let dot = "digraph s { a -> b; b -> a; c -> c; d; subgraph cluster_x { e -> f; f -> g } }"
    let rendered = try GraphvizRenderer.render(dot: dot, format: .plain)
    #expect(rendered.shape == GraphShape(nodes: 7, edges: 5, components: 4))
    #expect(rendered.shape.independentCycles == 2)
  }

  @Test func malformedTextBecomesASyntaxErrorWithGraphvizsMessage() {
    #expect(throws: GraphvizError.syntax(message: "syntax error in line 1 near ';'")) {
      try GraphvizRenderer.render(dot: "digraph { a -> ; }", format: .svg)
    }
  }

  /// Graphviz's lexer keeps counting lines from one read to the next; a syntax error after
  /// another graph was read must still name its own line.
  @Test func syntaxErrorLineIsCountedFromTheStartOfEachText() throws {
    _ = try GraphvizRenderer.render(dot: "digraph {\n a -> b;\n b -> c;\n}\n", format: .dot)
    #expect(throws: GraphvizError.syntax(message: "syntax error in line 1 near ';'")) {
      try GraphvizRenderer.render(dot: "digraph { a -> ; }", format: .svg)
    }
  }

  @Test func trailingWhitespaceIsTrimmedByBytes() {
    #expect(
      GraphvizRenderer.trimmingTrailingWhitespace("digraph { \"é\" }\n \t\r\n")
        == "digraph { \"é\" }")
    #expect(GraphvizRenderer.trimmingTrailingWhitespace("a → b") == "a → b")
    #expect(GraphvizRenderer.trimmingTrailingWhitespace(" \n\n") == "")
    #expect(GraphvizRenderer.trimmingTrailingWhitespace("") == "")
  }

  @Test func emptyTextIsAnError() {
    #expect(throws: GraphvizError.self) {
      try GraphvizRenderer.render(dot: "", format: .svg)
    }
  }

  @Test func nulCharactersAreRefused() {
    #expect(throws: GraphvizError.nulCharacter) {
      try GraphvizRenderer.render(dot: "digraph { a\u{0} -> b }", format: .svg)
    }
  }

  @Test(arguments: [
    ("digraph { a [image=\"/etc/passwd\"] }", "the node attribute `image`"),
    ("digraph { a [shape=epsf, shapefile=\"/etc/passwd\"] }", "the node attribute `shapefile`"),
    ("digraph { a -> b [URL=\"javascript:alert(1)\"] }", "the edge attribute `URL`"),
    ("digraph { stylesheet=\"https://example.com/x.css\"; a }", "the graph attribute `stylesheet`"),
    ("digraph { subgraph s { node [fontpath=\"/tmp\"] } a }", "the node attribute `fontpath`"),
    ("digraph { a [label=<<IMG SRC=\"/etc/passwd\"/>>] }", "an HTML-like node label"),
    ("digraph { a -> b [label=<<B>x</B>>] }", "an HTML-like edge label"),
    ("digraph { subgraph cluster_x { label=<<I>x</I>>; a } }", "an HTML-like graph label"),
    ("digraph { size=\"10000,10000!\"; a }", "the graph attribute `size`"),
  ])
  func fileReadingAndLinkingContentIsRefused(dot: String, what: String) {
    #expect(throws: GraphvizError.forbiddenContent(what)) {
      try GraphvizRenderer.render(dot: dot, format: .png)
    }
  }

  @Test func warningsComeBackWithTheOutput() throws {
    let rendered = try GraphvizRenderer.render(
      dot: "digraph w { a [shape=no_such_shape] }", format: .svg)
    #expect(rendered.warnings == ["using box for unknown shape no_such_shape"])
  }

  @Test func concurrentRendersAreSerializedAndIdentical() throws {
    let reference = try GraphvizRenderer.render(dot: smallGraph, format: .svg).data
    let results = ResultBox(count: 4 * 10)
    DispatchQueue.concurrentPerform(iterations: 4 * 10) { index in
      results.set(index, try? GraphvizRenderer.render(dot: smallGraph, format: .svg).data)
    }
    #expect(results.values.allSatisfy { $0 == reference })
  }
}

/// Results written from several threads.
final class ResultBox: @unchecked Sendable {
  private let lock = NSLock()
  private var storage: [Data?]
  init(count: Int) { storage = Array(repeating: nil, count: count) }
  func set(_ index: Int, _ value: Data?) {
    lock.lock()
    storage[index] = value
    lock.unlock()
  }
  var values: [Data?] {
    lock.lock()
    defer { lock.unlock() }
    return storage
  }
}

@Suite struct GraphvizCheckTests {
  @Test func aGraphIsReadWithoutLayout() throws {
    let shape = try GraphvizRenderer.check(dot: "digraph { a -> b; b -> c; d }\n")
    #expect(shape == GraphShape(nodes: 4, edges: 2, components: 2))
  }

  @Test func syntaxErrorsAndForbiddenContentAreThrown() {
    #expect(throws: GraphvizError.self) { try GraphvizRenderer.check(dot: "digraph { a -> }") }
    do {
      _ = try GraphvizRenderer.check(dot: "digraph { a [image=\"/etc/passwd\"] }")
      Issue.record("an image attribute was accepted")
    } catch {
      #expect(error == .forbiddenContent("the node attribute `image`"))
    }
    #expect(throws: GraphvizError.nulCharacter) { try GraphvizRenderer.check(dot: "digraph {\0}") }
  }
}
