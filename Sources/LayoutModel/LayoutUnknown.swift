/// A fact about a layout that its input does not give: a console report shows constraints, not
/// the layout margins, baselines or superviews of the views they name.
///
/// An unknown is explicit in the model so that every conclusion can say whether it needed one.
/// The engine gives each unknown its honest domain (`isNonNegative`) and, where UIKit has one,
/// a default (`defaultValue`, in points) that the analysis assumes only when it must, and
/// names when it does.
public enum LayoutUnknown: Hashable, Sendable, Comparable, CustomStringConvertible {
  /// One of a view's layout margins (`UIView.layoutMargins`), in points: the inset its
  /// `...Margin` attributes and `layoutMarginsGuide` are measured from. Never negative; UIKit's
  /// default for a plain view is 8 points. In a console report both are assumptions that yield
  /// to the report's constraints (the engine's `assumedPriority`).
  case layoutMargin(view: String, edge: Edge)
  /// The distance from a view's top edge down to its first baseline, in points; any value.
  case firstBaselineOffset(view: String)
  /// The distance from a view's bottom edge up to its last baseline, in points; any value.
  case lastBaselineOffset(view: String)
  /// Which view is the superview of `view`: the log names it neither in `names:` nor anywhere
  /// else. The document stands in a placeholder view (`placeholder`) for it; the analysis may
  /// try the report's other views in its place.
  case superview(of: String, placeholder: String)
  /// A private anchor of `item` that no public attribute names, such as NSGridView's
  /// `row-boundary` and `column-boundary`: a position in points, any value, with no frame and
  /// no intrinsic size. Several anchors print the same name; `address` (from the description's
  /// `names:`) tells them apart. Without one, every mention of the same `item.name` is taken to
  /// be one anchor, an assumption `domain` states.
  case privateAnchor(item: String, name: String, address: String?)
  /// A scroll view's content width (`.horizontal`) or height (`.vertical`), in points: the
  /// variable UIKit's `_UIScrollViewAutomaticContentSizeConstraint` sets
  /// (`UITableView:0x1.contentHeight{id: 178}`). Never negative; not the view's frame.
  case contentSize(view: String, axis: LayoutAxis)

  /// An edge of a view.
  public enum Edge: String, Hashable, Sendable, Comparable, CaseIterable {
    case top, left, bottom, right

    public static func < (a: Edge, b: Edge) -> Bool {
      allCases.firstIndex(of: a) ?? 0 < allCases.firstIndex(of: b) ?? 0
    }
  }

  /// The view the unknown belongs to.
  public var view: String {
    switch self {
    case .layoutMargin(let view, _), .firstBaselineOffset(let view),
      .lastBaselineOffset(let view), .superview(of: let view, _),
      .privateAnchor(item: let view, _, _), .contentSize(let view, _):
      return view
    }
  }

  /// Whether the unknown is a number of points that is never negative (layout margins and
  /// content sizes).
  public var isNonNegative: Bool {
    switch self {
    case .layoutMargin, .contentSize: return true
    default: return false
    }
  }

  /// Whether a console report's analysis assumes the domain (`>= 0`) rather than holding it as
  /// a fact: a layout margin. UIKit's engine has no margin variable, only the margin-guide
  /// constraints (`UIView-leftMargin-guide-constraint`) whose constants the app sets, and
  /// `layoutMargins` may be negative; a report lists those constraints when they take part. The
  /// engine holds such a domain at its assumed priority and the conflict search names it as an
  /// assumption when a conflict needs it.
  public var isDomainAssumedInReports: Bool {
    if case .layoutMargin = self { return true }
    return false
  }

  /// Whether the unknown is a number of points (every case but `superview`).
  public var isQuantity: Bool {
    if case .superview = self { return false }
    return true
  }

  /// The axis a quantity lies on; `nil` for `superview`.
  public var axis: LayoutAxis? {
    switch self {
    case .layoutMargin(_, let edge):
      return edge == .left || edge == .right ? .horizontal : .vertical
    case .firstBaselineOffset, .lastBaselineOffset: return .vertical
    case .superview: return nil
    case .contentSize(_, let axis): return axis
    case .privateAnchor(_, let name, _):
      // NSGridView's boundaries: a row's lies on the vertical axis, a column's horizontal.
      if name.hasPrefix("row") { return .vertical }
      return name.hasPrefix("column") ? .horizontal : nil
    }
  }

  /// UIKit's value when the app sets none, in points: 8 for a layout margin (a plain view's
  /// `layoutMargins`; see Apple's "Positioning content within layout margins"), `nil` where
  /// there is no such default.
  public var defaultValue: Double? {
    if case .layoutMargin = self { return 8 }
    return nil
  }

  /// The domain in words, for reports: `>= 0`, `any`, `one of the listed views`, or, for a
  /// private anchor that `names:` gives no address, `any (one anchor for every mention of
  /// ITEM.NAME)`.
  public var domain: String {
    switch self {
    case .layoutMargin, .contentSize: return ">= 0"
    case .firstBaselineOffset, .lastBaselineOffset: return "any"
    case .superview: return "one of the listed views"
    case .privateAnchor(_, _, .some): return "any"
    case .privateAnchor(let item, let name, nil):
      return "any (one anchor for every mention of \(item).\(name))"
    }
  }

  /// `UIView:0x1.layoutMargins.left`, `UILabel:0x2.firstBaselineOffset`,
  /// `UILabel:0x3.superview`, `NSGridView:0x4.row-boundary:0x6000aa0011` (a private anchor
  /// with its address, as `names:` binds it).
  public var description: String {
    switch self {
    case .layoutMargin(let view, let edge): return "\(view).layoutMargins.\(edge.rawValue)"
    case .firstBaselineOffset(let view): return "\(view).firstBaselineOffset"
    case .lastBaselineOffset(let view): return "\(view).lastBaselineOffset"
    case .superview(of: let view, _): return "\(view).superview"
    case .contentSize(let view, let axis):
      return "\(view)." + (axis == .horizontal ? "contentWidth" : "contentHeight")
    case .privateAnchor(let item, let name, let address):
      return "\(item).\(name)" + (address.map { ":" + $0 } ?? "")
    }
  }

  public static func < (a: LayoutUnknown, b: LayoutUnknown) -> Bool {
    a.description < b.description
  }
}
