import Foundation
import GraphvizRendering
import LayoutParsing
import Testing

@testable import LayoutReports

/// Superview chains far deeper than any real app must not exhaust the stack (a 20,000-deep
/// chain crashed the writer when clusters were written recursively), nor Graphviz (its parser
/// gives up near 5,000 nested subgraphs, and `dot` is slow on deep nesting long before that).
@Suite struct DotWriterDepthTests {
  static func chain(_ depth: Int) throws -> String {
    var lines = ["view v0 class=UIView frame=0,0,375,812"]
    for index in 1..<depth {
      lines.append("view v\(index) class=UIView in=v\(index - 1)")
    }
    let listing = lines.joined(separator: "\n") + "\n"
    let document = try LayoutFileParser.parse(Array(listing.utf8), file: "deep.layout").document
    return DotWriter(options: DotOptions(includesLegend: false)).write(
      ConstraintGraph(document: document))
  }

  static let depth = 20_000
  static let deepChain = Result { try chain(depth) }

  @Test func aVeryDeepSuperviewChainNestsAtMostThirtyTwoClusters() throws {
    let depth = Self.depth
    let dot = try Self.deepChain.get()
    let lines = dot.split(separator: "\n")
    let clusters = lines.filter { $0.contains("subgraph \"cluster_n") }
    #expect(clusters.count == DotWriter.maximumClusterDepth)
    #expect(clusters.last?.contains("cluster_n\(DotWriter.maximumClusterDepth - 1)\"") == true)
    let opened = lines.filter { $0.hasSuffix("{") }.count
    let closed = lines.filter { $0.drop(while: { $0 == " " }) == "}" }.count
    #expect(opened == closed)
    // v32 sits in v31's cluster; deeper views name the view they are in.
    #expect(lines.contains { $0.contains("\"n32\" [label=\"UIView\\nv32\"") })
    #expect(lines.contains { $0.contains("\"n33\" [label=\"UIView\\nv33\\nin v32\"") })
    #expect(lines.contains { $0.contains("\"n19999\" [label=\"UIView\\nv19999\\nin v19998\"") })
    // Indentation stops growing, so the text stays linear in the number of views.
    #expect(dot.utf8.count < depth * 1_000)
  }

  @Test func graphvizReadsAChainDeeperThanItsParserNests() throws {
    let shape = try GraphvizRenderer.check(dot: try Self.deepChain.get())
    #expect(shape.nodes == Self.depth)
  }
}
