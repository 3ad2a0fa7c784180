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

  public init(engine: GraphvizEngine, wasForced: Bool, reason: String) {
    self.engine = engine
    self.wasForced = wasForced
    self.reason = reason
  }

  public var description: String { reason }
}

/// Chooses a layout engine from the graph's size, so that a large or dense graph never hangs.
///
/// `dot` is used while the graph has at most `dotNodeLimit` nodes and `dotEdgeLimit` edges;
/// anything larger goes to `sfdp`, which has no clusters but stays near-linear. The defaults keep
/// dot's worst case (random, non-hierarchical graphs) to a few seconds on Graphviz 2.42.
public struct EnginePolicy: Sendable, Hashable {
  /// The most nodes (subgraph members included) that `dot` is chosen for.
  public var dotNodeLimit: Int
  /// The most edges that `dot` is chosen for.
  public var dotEdgeLimit: Int

  /// Creates a policy; see the type's summary for the defaults' origin.
  public init(dotNodeLimit: Int = 200, dotEdgeLimit: Int = 400) {
    self.dotNodeLimit = dotNodeLimit
    self.dotEdgeLimit = dotEdgeLimit
  }

  /// The default policy.
  public static let standard = EnginePolicy()

  /// The engine for a graph of the given size, or the forced one.
  ///
  /// - Parameters:
  ///   - nodes: The graph's node count.
  ///   - edges: The graph's edge count.
  ///   - forced: An engine the caller insists on, or `nil` to choose by size.
  public func choose(nodes: Int, edges: Int, forced: GraphvizEngine? = nil) -> EngineChoice {
    let size = "\(nodes) node\(nodes == 1 ? "" : "s"), \(edges) edge\(edges == 1 ? "" : "s")"
    if let forced {
      return EngineChoice(engine: forced, wasForced: true, reason: "\(forced) (\(size): as asked)")
    }
    let limits = "dot is used up to \(dotNodeLimit) nodes and \(dotEdgeLimit) edges"
    if nodes <= dotNodeLimit && edges <= dotEdgeLimit {
      return EngineChoice(engine: .dot, wasForced: false, reason: "dot (\(size): \(limits))")
    }
    return EngineChoice(engine: .sfdp, wasForced: false, reason: "sfdp (\(size): \(limits))")
  }
}
