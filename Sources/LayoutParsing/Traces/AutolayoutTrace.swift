/// The output of `-[UIView _autolayoutTrace]`: the view tree with each item's layout marker,
/// and the items and variables the layout engine reports as ambiguous.
///
/// A paste may start deep in the tree (no root line; the first line's depth is then above 0),
/// and may cut lines out of it (`[snip]`, see `isElided`).
///
/// Modern traces (iOS 9 and later) name ambiguous variables:
/// `*UIView:0x170185bd0- AMBIGUOUS LAYOUT for UIView:0x170185bd0.minX{id: 34}`. Old traces
/// (iOS 6/7) print `*<UIView:0x7270420> - AMBIGUOUS LAYOUT` without variables.
public struct AutolayoutTrace: Hashable, Sendable {
  /// The 1-based line of the root item.
  public var line: Int
  /// The last line of the trace (its legend included).
  public var endLine: Int
  /// Every item of the tree, in printed order.
  public var nodes: [Node]
  /// Whether the `Legend:` block was printed.
  public var hasLegend: Bool
  /// Whether the poster cut lines out of the tree (a `[snip]` or `...` line inside it).
  public var isElided: Bool

  /// Creates a trace.
  public init(
    line: Int, endLine: Int, nodes: [Node], hasLegend: Bool = false, isElided: Bool = false
  ) {
    self.line = line
    self.endLine = endLine
    self.nodes = nodes
    self.hasLegend = hasLegend
    self.isElided = isElided
  }

  /// One item of the tree.
  public struct Node: Hashable, Sendable {
    /// The 1-based line.
    public var line: Int
    /// The depth: 0 for the root, one more per `|   ` unit.
    public var depth: Int
    /// The marker before the item, if any.
    public var marker: Marker?
    /// The item (`UIButton:0x1'Text1'`; for `<UILayoutGuide: 0x1 - "Name", ...>` the class,
    /// address and, as `text`, the guide's name).
    public var item: ConstraintDescriptionItem
    /// Whether the line says `AMBIGUOUS LAYOUT`.
    public var isAmbiguous: Bool
    /// The variables listed after `AMBIGUOUS LAYOUT for` (empty in old traces).
    public var ambiguousVariables: [AmbiguousVariable]
    /// Whether the line says `MISSING HOST CONSTRAINTS`.
    public var isMissingHostConstraints: Bool

    /// Creates a node.
    public init(
      line: Int, depth: Int, marker: Marker?, item: ConstraintDescriptionItem,
      isAmbiguous: Bool = false, ambiguousVariables: [AmbiguousVariable] = [],
      isMissingHostConstraints: Bool = false
    ) {
      self.line = line
      self.depth = depth
      self.marker = marker
      self.item = item
      self.isAmbiguous = isAmbiguous
      self.ambiguousVariables = ambiguousVariables
      self.isMissingHostConstraints = isMissingHostConstraints
    }
  }

  /// The marker before an item.
  public enum Marker: String, Hashable, Sendable, Codable {
    /// `*`: laid out with Auto Layout.
    case autoLayout = "*"
    /// `+`: laid out manually, represented in the engine through its autoresizing mask.
    case autoresizingMask = "+"
    /// `•`: a layout engine host.
    case engineHost = "•"
  }

  /// The nodes whose line says `AMBIGUOUS LAYOUT`.
  public var ambiguousNodes: [Node] { nodes.filter(\.isAmbiguous) }

  /// Every ambiguous variable the trace names, in printed order.
  public var ambiguousVariables: [AmbiguousVariable] { nodes.flatMap(\.ambiguousVariables) }
}

/// A layout-engine variable a trace reports as ambiguous: `UIView:0x170185bd0.minX{id: 34}`.
public struct AmbiguousVariable: Hashable, Sendable, CustomStringConvertible {
  /// The item.
  public var item: ConstraintDescriptionItem
  /// The attribute (`minX`, `minY`, `Width` read as `.standard(.width)`, ...).
  public var attribute: ConstraintDescriptionAttribute
  /// The engine's variable id, if printed.
  public var id: Int?

  /// Creates a variable.
  public init(item: ConstraintDescriptionItem, attribute: ConstraintDescriptionAttribute, id: Int?)
  {
    self.item = item
    self.attribute = attribute
    self.id = id
  }

  /// The id the item has in a console report read as a layout (`ConsoleReportLayout`):
  /// `UIView:0x170185bd0`, `_UILayoutSpacer:0x600000ab4960`.
  public var itemKey: String { ConsoleReportLayout.itemKey(item, superviewKey: nil) }

  /// `UIView:0x170185bd0.minX{id: 34}`.
  public var description: String {
    "\(item).\(attribute == .standard(.width) ? "Width" : attribute == .standard(.height) ? "Height" : attribute.printedName)"
      + (id.map { "{id: \($0)}" } ?? "")
  }
}
