import LayoutModel

/// What `DotWriter` draws: the items of one report and the constraints between them, with the
/// diagnostics' marks (conflicts, the broken constraint, ambiguity) on the elements they concern.
///
/// Nodes are views and layout guides; each names its superview (for a guide, its owning view),
/// and the writer draws every view that has subviews or guides as a cluster holding it and them
/// (`clusters`). Constraints between two items become edges; constraints on one item, and by
/// default constraints between an item and its superview that are in no conflict, are listed
/// inside the item's node. All text comes from untrusted input and is escaped by the writer.
public struct ConstraintGraph: Sendable, Hashable {
  /// A heading for the picture, such as the input file and report number, or `nil`.
  public var title: String?
  /// Views and layout guides, in drawing order. Ids should be unique; when one repeats, the
  /// first node with it is drawn and the others are ignored.
  public var nodes: [Node]
  /// Constraints, in drawing order.
  public var constraints: [Constraint]

  public init(title: String? = nil, nodes: [Node], constraints: [Constraint]) {
    self.title = title
    self.nodes = nodes
    self.constraints = constraints
  }

  /// The numbers of the conflicts marked on `constraints`, ascending, without repeats.
  public var conflictNumbers: [Int] {
    Array(Set(constraints.flatMap(\.conflicts))).sorted()
  }
}
