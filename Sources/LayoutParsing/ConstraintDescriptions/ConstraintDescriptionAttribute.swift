import LayoutModel

/// An attribute as printed in a console log: one of `LayoutAttribute`'s names, a private
/// anchor or a scroll view's content size.
///
/// The frame names (`minX`, `minY`, `maxX`, `maxY`, `midX`, `midY`: edges and centres of a
/// view's frame in its superview's coordinates, in points), which UIKit prints for
/// `NSAutoresizingMaskLayoutConstraint`s and in `_autolayoutTrace` output, are
/// `LayoutAttribute`'s own (`.standard(.maxX)`). Traces also print `Width` and `Height`
/// capitalised; they read as `.standard(.width)` and `.standard(.height)`. `(null)` reads as
/// `.standard(.notAnAttribute)`.
public enum ConstraintDescriptionAttribute: Hashable, Sendable, CustomStringConvertible {
  /// One of `LayoutModel.LayoutAttribute`'s cases.
  case standard(LayoutAttribute)
  /// An anchor no public attribute names, such as NSGridView's `row-boundary` and
  /// `column-boundary` (lowercase words joined by `-`): a variable of its own. Several anchors
  /// can print the same name; `address` tells them apart when the description's `names:`
  /// binds the anchor (`NSGridView:0x1.row-boundary:0x6000aa0011`), else it is `nil`.
  case privateAnchor(name: String, address: String?)
  /// A scroll view's content width or height (`contentWidth`, `contentHeight`), which
  /// `_UIScrollViewAutomaticContentSizeConstraint` prints with the engine's variable id
  /// (`UITableView:0x7c1d4400.contentHeight{id: 178}`): a length in points of its own, never
  /// negative, that is not the view's frame.
  case contentSize(LayoutAxis)

  /// Reads an attribute name as a log prints it (`width`, `Width`, `minX`, `topMargin`,
  /// `(null)`, ...); `nil` when the name is not an attribute.
  public init?(printedName: some StringProtocol) {
    switch printedName {
    case "Width": self = .standard(.width)
    case "Height": self = .standard(.height)
    case "(null)": self = .standard(.notAnAttribute)
    case "contentWidth": self = .contentSize(.horizontal)
    case "contentHeight": self = .contentSize(.vertical)
    case "notAnAttribute": return nil
    default:
      guard let attribute = LayoutAttribute(rawValue: String(printedName)) else { return nil }
      self = .standard(attribute)
    }
  }

  /// The name as UIKit prints it in a constraint description (`width`, `minX`, `(null)`).
  public var printedName: String {
    switch self {
    case .standard(.notAnAttribute): return "(null)"
    case .standard(let attribute): return attribute.rawValue
    case .privateAnchor(let name, _): return name
    case .contentSize(let axis): return axis == .horizontal ? "contentWidth" : "contentHeight"
    }
  }

  /// The printed name.
  public var description: String { printedName }

  /// The attribute as `LayoutAttribute` names it (`maxX` is `.maxX`); `.notAnAttribute` for a
  /// private anchor or a content size, which no attribute names.
  public var layoutAttribute: LayoutAttribute {
    switch self {
    case .standard(let attribute): return attribute
    case .privateAnchor, .contentSize: return .notAnAttribute
    }
  }

  /// Whether this is one of the frame names (`minX` ... `midY`).
  public var isFrameName: Bool { layoutAttribute.isFrameName }

  /// Whether this is a private anchor (`row-boundary`), which no frame attribute names.
  public var isPrivateAnchor: Bool {
    if case .privateAnchor = self { return true }
    return false
  }

  /// Whether this is a scroll view's content width or height.
  public var isContentSize: Bool {
    if case .contentSize = self { return true }
    return false
  }

  /// The axis of the attribute; `nil` for `(null)` and private anchors (whose
  /// `layoutAttribute` is `.notAnAttribute`).
  public var axis: LayoutAxis? {
    if case .contentSize(let axis) = self { return axis }
    return layoutAttribute.axis
  }
}
