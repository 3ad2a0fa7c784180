/// A Graphviz layout engine.
///
/// `dot` draws hierarchies in ranks and keeps clusters; it is the clearest for small graphs but
/// its network-simplex positioning can run for many minutes on large or dense graphs (measured
/// on Graphviz 2.42: a random graph of 300 nodes and 900 edges did not finish in 300 s).
/// `neato` and `fdp` are spring models (`fdp` keeps clusters); `sfdp` is the multiscale spring
/// model that lays out thousands of nodes in well under a second.
public enum GraphvizEngine: String, CaseIterable, Sendable, Hashable {
  case dot, neato, fdp, sfdp
}

/// The engine a render used, and why.
public struct EngineChoice: Sendable, Hashable, CustomStringConvertible {
  /// The engine that laid out the graph.
  public var engine: GraphvizEngine
  /// Whether the caller named the engine (`--engine`) rather than leaving it to the size rule.
  public var wasForced: Bool
  /// One sentence saying why, for example
  /// `sfdp (1000 nodes, 3000 edges: dot is used up to 200 nodes and 400 edges)`.
  public var reason: String
  /// Graph attributes set for the layout on top of the DOT text's own, by attribute name:
  /// for an sfdp chosen by size, `overlap=scale` and `quadtree=fast` (sfdp's default overlap
  /// removal, prism, took 2.0 s of a 1,000-view graph's 2.1 s to SVG; scaling 0.6 s in all),
  /// and components packed as an array (250 separate four-view cells: 0.9 s to 0.45 s of
  /// processor time; no change for a single component). Empty when the caller forced the
  /// engine.
  public var graphAttributes: [String: String]

  /// Creates a choice.
  public init(
    engine: GraphvizEngine, wasForced: Bool, reason: String,
    graphAttributes: [String: String] = [:]
  ) {
    self.engine = engine
    self.wasForced = wasForced
    self.graphAttributes = graphAttributes
    self.reason = reason
  }

  public var description: String { reason }
}

/// Chooses a layout engine from the graph's shape, so that no graph hangs the tool.
///
/// `dot` is used while the graph has at most `dotNodeLimit` nodes and `dotCycleLimit`
/// independent cycles (`GraphShape.independentCycles`); anything else goes to `sfdp`, which
/// has no clusters but stays near-linear. Measured on Graphviz 2.42 with this package's DOT
/// (clusters, edge labels), processor time of dot: random graphs with 50, 75, 90, 100, 150
/// and 200 independent cycles took 0.25 s, 0.34 s, 1.3 s, 4.3 s, 52 s and over 120 s; a
/// 1,008-node graph with hardly any cycles 1.2 s. sfdp took 0.2 s to 2 s on all of them, most
/// of it in its default overlap removal; a chosen sfdp removes overlaps by scaling instead
/// (`EngineChoice.graphAttributes`).
public struct EnginePolicy: Sendable, Hashable {
  /// The most nodes (subgraph members included) that `dot` is chosen for.
  public var dotNodeLimit: Int
  /// The most independent cycles that `dot` is chosen for.
  public var dotCycleLimit: Int
  /// The most nodes laid out at all when the caller chose no engine: over it, `render` throws
  /// `GraphvizError.tooLarge` instead of laying out. Measured on Graphviz 2.42, processor time
  /// to SVG: a 10,000-view workload took 28–61 s with sfdp and about 1 GB; 2,000 unconnected
  /// nodes took 25 s with sfdp and 0.6 s with dot, 20,000 took 43 s with dot.
  public var layoutNodeLimit: Int

  /// Creates a policy; see the type's summary for the defaults' origin.
  public init(dotNodeLimit: Int = 1000, dotCycleLimit: Int = 60, layoutNodeLimit: Int = 2000) {
    self.dotNodeLimit = dotNodeLimit
    self.dotCycleLimit = dotCycleLimit
    self.layoutNodeLimit = layoutNodeLimit
  }

  /// The default policy.
  public static let standard = EnginePolicy()

  /// The engine for a graph of the given shape, or the forced one.
  ///
  /// - Parameters:
  ///   - shape: The graph's size and independent cycles.
  ///   - forced: An engine the caller insists on, or `nil` to choose by shape.
  public func choose(_ shape: GraphShape, forced: GraphvizEngine? = nil) -> EngineChoice {
    func count(_ value: Int, _ noun: String) -> String {
      "\(value) \(noun)\(value == 1 ? "" : "s")"
    }
    let size =
      count(shape.nodes, "node") + ", " + count(shape.edges, "edge") + ", "
      + count(shape.independentCycles, "independent cycle")
    if let forced {
      return EngineChoice(engine: forced, wasForced: true, reason: "\(forced) (\(size): as asked)")
    }
    let limits = "dot is used up to \(dotNodeLimit) nodes and \(dotCycleLimit) cycles"
    if shape.nodes <= dotNodeLimit && shape.independentCycles <= dotCycleLimit {
      return EngineChoice(engine: .dot, wasForced: false, reason: "dot (\(size): \(limits))")
    }
    return EngineChoice(
      engine: .sfdp, wasForced: false, reason: "sfdp (\(size): \(limits))",
      graphAttributes: [
        "overlap": "scale", "quadtree": "fast", "pack": "true", "packmode": "array",
      ])
  }
}
