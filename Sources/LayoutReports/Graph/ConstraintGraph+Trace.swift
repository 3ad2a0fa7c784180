import LayoutModel
import LayoutParsing

extension ConstraintGraph {
  /// The graph of an `_autolayoutTrace`: the printed view tree, with the items the trace calls
  /// `AMBIGUOUS LAYOUT` drawn as ambiguous and the variables it names as their attributes
  /// (`minX`, `width`, ...). A trace lists no constraints.
  ///
  /// - Parameters:
  ///   - trace: The trace.
  ///   - title: A heading, such as `app.log, trace at line 80`.
  public init(trace: AutolayoutTrace, title: String? = nil) {
    var nodes: [Node] = []
    var seen: Set<String> = []
    var ancestors: [String] = []  // the key at each depth on the path to the current node
    for traced in trace.nodes {
      let key = ConsoleReportLayout.itemKey(traced.item, superviewKey: nil)
      let depth = min(max(traced.depth, 0), ancestors.count)
      ancestors.removeSubrange(depth...)
      let attributes = traced.ambiguousVariables.map(\.attribute.layoutAttribute)
      if seen.insert(key).inserted {
        nodes.append(
          Node(
            id: key, kind: traced.item.isLayoutGuide ? .layoutGuide : .view,
            className: traced.item.className ?? traced.item.name ?? "?",
            identifier: traced.item.text, address: traced.item.address,
            superview: ancestors.last, ambiguousAttributes: Self.unique(attributes),
            hasAmbiguousLayout: traced.isAmbiguous))
      }
      ancestors.append(key)
    }
    self.init(title: title, nodes: nodes, constraints: [])
  }

  private static func unique(_ attributes: [LayoutAttribute]) -> [LayoutAttribute] {
    var seen: Set<LayoutAttribute> = []
    return attributes.filter { seen.insert($0).inserted }
  }
}
