import Foundation
import GraphvizRendering
import LayoutModel
import LayoutReports

/// How long writing and rendering a large constraint graph takes (`layout-doctor-bench graph`).
/// Run it one shape and engine at a time, under a processor-time limit (dot may not finish on
/// the `random` shape):
///
///     swift build -c release --product layout-doctor-bench
///     (ulimit -t 300; .build/release/layout-doctor-bench graph --shape hierarchy --engine sfdp)
///
/// Shapes (1,000 views, 3,000 constraints each): `hierarchy` (a root, 10 containers, 989
/// leaves in rows; each leaf tied to its superview, to its previous sibling and given a width),
/// drawn with superview constraints folded into the nodes (`hierarchy`) or as edges
/// (`hierarchy-edges`); `random` (3,000 constraints between random pairs, seed 7).
/// `--engine` is `dot`, `neato`, `fdp`, `sfdp` or `auto`; `--format` the output format
/// (default `svg`); `--write PATH` also saves the DOT text; `--views` and `--constraints`
/// change the size (default 1,000 and three constraints a view). The render is reported as
/// wall-clock and processor time (the latter is what to compare on a busy machine); limit
/// processor time with `ulimit -t` rather than `timeout`.
struct GraphBenchmark {
  var shape = "hierarchy"
  var engine = "auto"
  var format = "svg"
  var views = 1000
  var constraints: Int?
  var writePath: String?

  /// One JSON line: the graph's size, the DOT text's, and the write and render times.
  func run() throws(BenchmarkError) -> String {
    guard ["hierarchy", "hierarchy-edges", "random"].contains(shape) else {
      throw .usage("--shape needs hierarchy, hierarchy-edges or random")
    }
    guard let format = GraphvizFormat(rawValue: format) else {
      throw .usage("--format needs a Graphviz output format such as svg")
    }
    guard engine == "auto" || GraphvizEngine(rawValue: engine) != nil else {
      throw .usage("--engine needs dot, neato, fdp, sfdp or auto")
    }
    let count = constraints ?? 3 * views
    let graph =
      shape == "random"
      ? Self.random(views: views, constraints: count) : Self.hierarchy(views: views)
    let options = DotOptions(foldsSuperviewConstraints: shape != "hierarchy-edges")
    let (dot, writing) = Clock.measure { DotWriter(options: options).write(graph) }
    if let writePath {
      do {
        try dot.write(toFile: writePath, atomically: true, encoding: .utf8)
      } catch {
        throw .input("\(writePath): \(error)")
      }
    }
    let processorStart = clock()
    let rendered: RenderedGraph
    let rendering: Double
    do {
      (rendered, rendering) = try Clock.measure {
        try GraphvizRenderer.render(
          dot: dot, format: format, engine: GraphvizEngine(rawValue: engine))
      }
    } catch {
      throw .input("graph: \(error)")
    }
    let processor = Double(clock() - processorStart) / Double(CLOCKS_PER_SEC)
    var line = JSONLine()
    line.add("benchmark", "graph")
    line.add("shape", shape)
    line.add("views", graph.nodes.count)
    line.add("constraints", graph.constraints.count)
    line.add("dot_bytes", dot.utf8.count)
    line.add("write_s", writing)
    line.add("engine", rendered.engine.reason)
    line.add("render_s", rendering)
    line.add("render_cpu_s", processor)
    line.add("output_bytes", rendered.data.count)
    line.add("warnings", rendered.warnings.count)
    return line.text
  }

  /// A root, 10 containers under it, and leaves spread over the containers.
  static func hierarchy(views: Int) -> ConstraintGraph {
    var nodes = [ConstraintGraph.Node(id: "v0", className: "UIView")]
    var constraints: [ConstraintGraph.Constraint] = []
    let containers = 10
    for index in 1..<views {
      let parent = index <= containers ? 0 : 1 + (index - containers - 1) % containers
      let previous = index - containers
      let sibling =
        index <= containers
        ? (index > 1 ? index - 1 : nil)
        : (previous > containers ? previous : nil)
      nodes.append(.init(id: "v\(index)", className: "UILabel", superview: "v\(parent)"))
      constraints.append(
        .init(
          firstItem: "v\(index)", firstAttribute: .leading, secondItem: "v\(parent)",
          secondAttribute: .leading, constant: 16))
      if let sibling {
        constraints.append(
          .init(
            firstItem: "v\(index)", firstAttribute: .top, secondItem: "v\(sibling)",
            secondAttribute: .bottom, constant: 8))
      } else {
        constraints.append(
          .init(
            firstItem: "v\(index)", firstAttribute: .top, secondItem: "v\(parent)",
            secondAttribute: .top, constant: 8))
      }
      constraints.append(.init(firstItem: "v\(index)", firstAttribute: .width, constant: 100))
    }
    constraints.append(
      contentsOf: [
        .init(firstItem: "v0", firstAttribute: .width, constant: 390),
        .init(firstItem: "v0", firstAttribute: .height, constant: 844),
        .init(firstItem: "v0", firstAttribute: .top, constant: 0),
      ])
    return ConstraintGraph(title: "hierarchy", nodes: nodes, constraints: constraints)
  }

  /// Views under one root, constraints between random pairs (a fixed linear congruential
  /// sequence, so every run draws the same graph).
  static func random(views: Int, constraints count: Int) -> ConstraintGraph {
    var state: UInt64 = 7
    func next(_ bound: Int) -> Int {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Int((state >> 33) % UInt64(bound))
    }
    let nodes = (0..<views).map { index in
      ConstraintGraph.Node(
        id: "v\(index)", className: "UIView", superview: index == 0 ? nil : "v0")
    }
    var constraints: [ConstraintGraph.Constraint] = []
    while constraints.count < count {
      let first = 1 + next(views - 1)
      let second = 1 + next(views - 1)
      guard first != second else { continue }
      constraints.append(
        .init(
          firstItem: "v\(first)", firstAttribute: .leading, secondItem: "v\(second)",
          secondAttribute: .trailing, constant: Double(next(20))))
    }
    return ConstraintGraph(title: "random", nodes: nodes, constraints: constraints)
  }
}
