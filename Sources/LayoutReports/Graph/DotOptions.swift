import LayoutModel

/// What `DotWriter` draws.
public struct DotOptions: Sendable, Hashable {
  /// Which constraints to draw: one axis (`--axis horizontal|vertical`), or both when `nil`.
  /// Ambiguous attributes are filtered the same way.
  public var axis: LayoutAxis?
  /// Whether to draw only the members of conflicts and the items they name
  /// (`--only-conflicts`): no other constraint, not even one inside a drawn item's node.
  public var onlyConflicts: Bool
  /// Whether constraints between an item and its superview (or owning view) that are in no
  /// conflict are listed inside the item's node rather than drawn as edges. This keeps the
  /// graph sparse: on 1,000 views each tied three times to the root, `dot` took over 120 s
  /// with the edges and 0.2 s with them folded.
  public var foldsSuperviewConstraints: Bool
  /// Whether to draw a legend.
  public var includesLegend: Bool

  public init(
    axis: LayoutAxis? = nil, onlyConflicts: Bool = false,
    foldsSuperviewConstraints: Bool = true, includesLegend: Bool = true
  ) {
    self.axis = axis
    self.onlyConflicts = onlyConflicts
    self.foldsSuperviewConstraints = foldsSuperviewConstraints
    self.includesLegend = includesLegend
  }
}
