import Foundation
import GraphvizRendering
import LayoutModel
import Testing

@testable import LayoutReports

/// Not a test: prints how long writing and rendering a large constraint graph takes, when
/// `GRAPH_MEASURE=1`. Run it in a release build, one shape and engine at a time, under a
/// processor-time limit (dot may not finish on the `random` shape):
///
///     swift build -c release --build-tests -Xswiftc -enable-testing
///     (ulimit -t 300; GRAPH_MEASURE=1 GRAPH_SHAPE=hierarchy GRAPH_ENGINE=sfdp \
///       swift test -c release -Xswiftc -enable-testing --skip-build \
///       --filter GraphRenderingMeasurement)
///
/// Shapes (1,000 views, 3,000 constraints each): `hierarchy` (a root, 10 containers, 989
/// leaves in rows; each leaf tied to its superview, to its previous sibling and given a width),
/// drawn with superview constraints folded into the nodes (`hierarchy`) or as edges
/// (`hierarchy-edges`); `random` (3,000 constraints between random pairs, seed 7).
/// `GRAPH_ENGINE` is `dot`, `neato`, `fdp`, `sfdp` or `auto`; `GRAPH_FORMAT` the output format
/// (default `svg`); `GRAPH_WRITE=path` also saves the DOT text; `GRAPH_VIEWS` and
/// `GRAPH_CONSTRAINTS` change the size (default 1,000 and three constraints a view). The render
/// is reported as wall-clock and processor time (the latter is what to compare on a busy
/// machine); limit processor time with `ulimit -t` rather than `timeout`.
@Suite struct GraphRenderingMeasurement {
  static let environment = ProcessInfo.processInfo.environment

  @Test(.enabled(if: environment["GRAPH_MEASURE"] == "1"))
  func measure() throws {
    let shape = Self.environment["GRAPH_SHAPE"] ?? "hierarchy"
    let engineName = Self.environment["GRAPH_ENGINE"] ?? "auto"
    let engine = GraphvizEngine(rawValue: engineName)
    let format = GraphvizFormat(rawValue: Self.environment["GRAPH_FORMAT"] ?? "svg") ?? .svg
    let views = Int(Self.environment["GRAPH_VIEWS"] ?? "") ?? 1000
    let count = Int(Self.environment["GRAPH_CONSTRAINTS"] ?? "") ?? 3 * views
    let graph =
      shape == "random"
      ? Self.random(views: views, constraints: count) : Self.hierarchy(views: views)
    let options = DotOptions(foldsSuperviewConstraints: shape != "hierarchy-edges")
    let wallClock = ContinuousClock()
    var dot = ""
    let writing = wallClock.measure { dot = DotWriter(options: options).write(graph) }
    if let path = Self.environment["GRAPH_WRITE"] {
      try dot.write(toFile: path, atomically: true, encoding: .utf8)
    }
    var rendered: RenderedGraph?
    let processorStart = clock_t(clock())
    let rendering = try wallClock.measure {
      rendered = try GraphvizRenderer.render(dot: dot, format: format, engine: engine)
    }
    let processor = Double(clock() - processorStart) / Double(CLOCKS_PER_SEC)
    print(
      "measure shape=\(shape) views=\(graph.nodes.count) constraints=\(graph.constraints.count)"
        + " dot-bytes=\(dot.utf8.count) write=\(writing)"
        + " engine=\(rendered?.engine.reason ?? "?") render=\(rendering) render-cpu=\(processor) s"
        + " output-bytes=\(rendered?.data.count ?? 0) warnings=\(rendered?.warnings.count ?? 0)")
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
