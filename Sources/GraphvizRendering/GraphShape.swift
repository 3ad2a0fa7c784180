import CGraphviz

/// The size of a parsed graph, and how far it is from a forest: what the engine choice
/// depends on.
///
/// `dot` ranks a graph by network simplex and orders each rank by crossing minimisation; both
/// grow quickly with the graph's independent cycles, not just its size (measured on Graphviz
/// 2.42 with this package's clusters and edge labels: a 1,008-node forest-like constraint
/// graph took 1.2 s, a random 108-node graph with 204 edges 4.3 s, one with 158 nodes and 304
/// edges 52 s).
public struct GraphShape: Sendable, Hashable {
  /// Nodes, subgraph members included.
  public var nodes: Int
  /// Edges.
  public var edges: Int
  /// Connected components, ignoring edge direction.
  public var components: Int

  public init(nodes: Int, edges: Int, components: Int) {
    self.nodes = nodes
    self.edges = edges
    self.components = components
  }

  /// The number of independent cycles (the circuit rank, edges − nodes + components): 0 for
  /// a forest; parallel edges and loops each add one.
  public var independentCycles: Int { max(0, edges - nodes + components) }

  /// Measures `graph` (one pass over nodes and edges, union-find on the components).
  static func of(_ graph: UnsafeMutablePointer<Agraph_t>) -> GraphShape {
    var index: [UnsafeMutablePointer<Agnode_t>: Int] = [:]
    var node = cgv_first_node(graph)
    while let current = node {
      index[current] = index.count
      node = cgv_next_node(graph, current)
    }
    var parent = Array(0..<index.count)
    func root(_ item: Int) -> Int {
      var item = item
      while parent[item] != item {
        parent[item] = parent[parent[item]]
        item = parent[item]
      }
      return item
    }
    var components = index.count
    var edges = 0
    node = cgv_first_node(graph)
    while let current = node {
      var edge = cgv_first_out_edge(graph, current)
      while let currentEdge = edge {
        edges += 1
        if let head = cgv_edge_head(currentEdge), let tail = index[current],
          let target = index[head]
        {
          let (a, b) = (root(tail), root(target))
          if a != b {
            parent[a] = b
            components -= 1
          }
        }
        edge = cgv_next_out_edge(graph, currentEdge)
      }
      node = cgv_next_node(graph, current)
    }
    return GraphShape(nodes: index.count, edges: edges, components: components)
  }
}
