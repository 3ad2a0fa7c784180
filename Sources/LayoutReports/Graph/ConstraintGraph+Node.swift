import LayoutModel

extension ConstraintGraph {
  /// A view or layout guide.
  public struct Node: Sendable, Hashable {
    /// What kind of item a node is.
    public enum Kind: String, Sendable, Hashable, CaseIterable {
      /// A `UIView` or `NSView` (drawn as a rounded box).
      case view
      /// A `UILayoutGuide` or `NSLayoutGuide` (drawn as a dashed box).
      case layoutGuide
    }

    /// The key constraints use to name this item (an address, identifier or generated name).
    public var id: String
    /// View or layout guide.
    public var kind: Kind
    /// The class name (`UILabel`, `UILayoutGuide`).
    public var className: String
    /// The identifier (`accessibilityIdentifier`, the guide's `identifier`), or `nil`.
    public var identifier: String?
    /// The address the log printed (`0x7f8b4c40a2b0`), or `nil`.
    public var address: String?
    /// The solved or dumped frame, in points relative to the superview, or `nil` if unknown.
    public var frame: LayoutRect?
    /// The id of the superview (for a layout guide: its owning view), or `nil` for a root.
    public var superview: String?
    /// The attributes whose value the constraints leave open; the writer draws the item orange
    /// and lists them (on the drawn axis).
    public var ambiguousAttributes: [LayoutAttribute]
    /// Whether the item is ambiguous although no attribute is known (old `_autolayoutTrace`
    /// output says only `AMBIGUOUS LAYOUT`); such an item is orange on every axis.
    public var hasAmbiguousLayout: Bool
    /// For a layout guide its owning view gives by a property, that property's name
    /// (`layoutMarginsGuide`, `safeAreaLayoutGuide`), or `nil`: the drawing names such a guide by
    /// its owner (`content.layoutMarginsGuide`) when the owner is known.
    public var ownerProperty: String?
    /// The short name the report calls the item by (`Label1`, `ItemAliases`), drawn in place
    /// of its class and address, or `nil`; set by the page's writer, which lists every alias
    /// with its full name.
    public var alias: String?
    /// An id the drawing keeps (DOT `id`, the SVG element's `id`) so that a page can point at
    /// the node, or `nil`; set by the page's writer, never taken from the input.
    public var elementID: String?

    public init(
      id: String, kind: Kind = .view, className: String, identifier: String? = nil,
      address: String? = nil, frame: LayoutRect? = nil, superview: String? = nil,
      ambiguousAttributes: [LayoutAttribute] = [], hasAmbiguousLayout: Bool = false
    ) {
      self.id = id
      self.kind = kind
      self.className = className
      self.identifier = identifier
      self.address = address
      self.frame = frame
      self.superview = superview
      self.ambiguousAttributes = ambiguousAttributes
      self.hasAmbiguousLayout = hasAmbiguousLayout
    }

    /// The property of its owning view that gives a guide UIKit names `identifier`
    /// (`UIViewLayoutMarginsGuide` → `layoutMarginsGuide`), or `nil` for another identifier.
    public static func ownerProperty(ofGuideNamed identifier: String?) -> String? {
      switch identifier {
      case "UIViewLayoutMarginsGuide"?: return "layoutMarginsGuide"
      case "UIViewSafeAreaLayoutGuide"?: return "safeAreaLayoutGuide"
      default: return nil
      }
    }

    /// The identifier and address as one line: `title (0x7f8b)`, `title`, `0x7f8b`, or `nil`.
    var nameLine: String? {
      switch (identifier, address) {
      case (let identifier?, let address?): return "\(identifier) (\(address))"
      case (let identifier?, nil): return identifier
      case (nil, let address?): return address
      case (nil, nil): return nil
      }
    }
  }
}
