import LayoutModel
import LayoutParsing
import Testing

@testable import LayoutReports

/// Superview chains far deeper than any real app must not exhaust the stack (a 20,000-deep
/// chain crashed the writer when clusters were written recursively).
@Suite struct DotWriterDepthTests {
  @Test func aVeryDeepSuperviewChainIsWrittenAsNestedClusters() throws {
    let depth = 20_000
    var lines = ["view v0 class=UIView frame=0,0,375,812"]
    for index in 1..<depth {
      lines.append("view v\(index) class=UIView in=v\(index - 1)")
    }
    let listing = lines.joined(separator: "\n") + "\n"
    let document = try LayoutFileParser.parse(Array(listing.utf8), file: "deep.layout").document
    let dot = DotWriter(options: DotOptions(includesLegend: false)).write(
      ConstraintGraph(document: document))
    let clusters = dot.split(separator: "\n").filter { $0.contains("subgraph \"cluster_n") }
    #expect(clusters.count == depth - 1)
    let opened = dot.split(separator: "\n").filter { $0.hasSuffix("{") }.count
    let closed = dot.split(separator: "\n").filter { $0.drop(while: { $0 == " " }) == "}" }.count
    #expect(opened == closed)
    // Indentation stops growing, so the text stays linear in the number of views.
    #expect(dot.utf8.count < depth * 1_000)
  }
}
