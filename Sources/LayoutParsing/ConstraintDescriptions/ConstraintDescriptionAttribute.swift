import LayoutModel

/// An attribute as printed in a console log: `LayoutAttribute`'s names (`minX` and `minY`
/// included) plus the other frame names a log may print.
///
/// `minX`, `minY`, `maxX`, `maxY`, `midX` and `midY` are edges and centres of a view's frame in
/// its superview's coordinates (points); UIKit prints them for
/// `NSAutoresizingMaskLayoutConstraint`s and in `_autolayoutTrace` output. `minX` and `minY`
/// read as `.standard(.minX)` and `.standard(.minY)`. Traces also print `Width` and `Height`
/// capitalised; they read as `.standard(.width)` and `.standard(.height)`. `(null)` reads as
/// `.standard(.notAnAttribute)`.
public enum ConstraintDescriptionAttribute: Hashable, Sendable, CustomStringConvertible {
  /// One of `LayoutModel.LayoutAttribute`'s cases.
  case standard(LayoutAttribute)
  /// The frame's right edge in the superview's coordinates.
  case maxX
  /// The frame's bottom edge in the superview's coordinates.
  case maxY
  /// The frame's horizontal centre in the superview's coordinates.
  case midX
  /// The frame's vertical centre in the superview's coordinates.
  case midY
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
    case "maxX": self = .maxX
    case "maxY": self = .maxY
    case "midX": self = .midX
    case "midY": self = .midY
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
    case .maxX: return "maxX"
    case .maxY: return "maxY"
    case .midX: return "midX"
    case .midY: return "midY"
    case .privateAnchor(let name, _): return name
    case .contentSize(let axis): return axis == .horizontal ? "contentWidth" : "contentHeight"
    }
  }

  /// The printed name.
  public var description: String { printedName }

  /// The `LayoutAttribute` with the nearest meaning: `maxX` is `right`, `midX` is `centerX`,
  /// `maxY` is `bottom`, `midY` is `centerY` (the frame names are always left-to-right and
  /// relative to the superview).
  public var layoutAttribute: LayoutAttribute {
    switch self {
    case .standard(let attribute): return attribute
    case .maxX: return .right
    case .maxY: return .bottom
    case .midX: return .centerX
    case .midY: return .centerY
    case .privateAnchor, .contentSize: return .notAnAttribute
    }
  }

  /// Whether this is one of the frame names (`minX` ... `midY`).
  public var isFrameName: Bool {
    switch self {
    case .standard(let attribute): return attribute == .minX || attribute == .minY
    case .privateAnchor, .contentSize: return false
    default: return true
    }
  }

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
