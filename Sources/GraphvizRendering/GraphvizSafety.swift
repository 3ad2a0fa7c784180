import CGraphviz

/// Refuses graphs that could make Graphviz read files, link out, or produce huge output.
///
/// Graphviz reads any file an `image`, `shapefile` or HTML `<IMG>` names (and embeds it in PNG
/// output), and writes `URL`/`href`/`stylesheet` values into SVG as links. The DOT text this
/// package writes never uses them; this check keeps the renderer safe for any DOT text.
enum GraphvizSafety {
  /// Attribute names that are refused on graphs, nodes and edges.
  static let forbiddenAttributes: [String] = [
    "image", "imagepath", "shapefile", "fontpath", "fontnames", "stylesheet",
    "URL", "href", "headURL", "headhref", "tailURL", "tailhref", "labelURL", "labelhref",
    "edgeURL", "edgehref", "target", "headtarget", "tailtarget", "labeltarget", "edgetarget",
    "size", "dpi", "resolution", "ratio", "layout",
    "mclimit", "nslimit", "nslimit1", "searchsize", "maxiter",
  ]

  /// Attribute names whose values may be HTML-like labels.
  static let labelAttributes: [String] = ["label", "xlabel", "headlabel", "taillabel"]

  /// The first forbidden thing in `graph`, described for the user, or `nil`.
  static func violation(in graph: UnsafeMutablePointer<Agraph_t>) -> String? {
    let kinds: [(Int32, String)] = [(AGRAPH, "graph"), (AGNODE, "node"), (AGEDGE, "edge")]
    for (kind, kindName) in kinds {
      for name in forbiddenAttributes where cgv_declares_attribute(graph, kind, name) != 0 {
        return "the \(kindName) attribute `\(name)`"
      }
    }
    return htmlLabelOwner(in: graph, isRoot: true)
  }

  private static func htmlLabelOwner(
    in graph: UnsafeMutablePointer<Agraph_t>, isRoot: Bool
  ) -> String? {
    if hasHTMLLabel(UnsafeMutableRawPointer(graph)) { return "an HTML-like graph label" }
    if isRoot {
      var node = cgv_first_node(graph)
      while let current = node {
        if hasHTMLLabel(UnsafeMutableRawPointer(current)) { return "an HTML-like node label" }
        var edge = cgv_first_out_edge(graph, current)
        while let currentEdge = edge {
          if hasHTMLLabel(UnsafeMutableRawPointer(currentEdge)) {
            return "an HTML-like edge label"
          }
          edge = cgv_next_out_edge(graph, currentEdge)
        }
        node = cgv_next_node(graph, current)
      }
    }
    var subgraph = cgv_first_subgraph(graph)
    while let current = subgraph {
      if let owner = htmlLabelOwner(in: current, isRoot: false) { return owner }
      subgraph = cgv_next_subgraph(current)
    }
    return nil
  }

  private static func hasHTMLLabel(_ object: UnsafeMutableRawPointer) -> Bool {
    labelAttributes.contains { cgv_is_html_attribute(object, $0) != 0 }
  }
}
