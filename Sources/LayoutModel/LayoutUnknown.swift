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
  /// default for a plain view is 8 points.
  case layoutMargin(view: String, edge: Edge)
  /// The distance from a view's top edge down to its first baseline, in points; any value.
  case firstBaselineOffset(view: String)
  /// The distance from a view's bottom edge up to its last baseline, in points; any value.
  case lastBaselineOffset(view: String)
  /// Which view is the superview of `view`: the log names it neither in `names:` nor anywhere
  /// else. The document stands in a placeholder view (`placeholder`) for it; the analysis may
  /// try the report's other views in its place.
  case superview(of: String, placeholder: String)

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
      .lastBaselineOffset(let view), .superview(of: let view, _):
      return view
    }
  }

  /// Whether the unknown is a number of points that is never negative (layout margins).
  public var isNonNegative: Bool {
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
    }
  }

  /// UIKit's value when the app sets none, in points: 8 for a layout margin (a plain view's
  /// `layoutMargins`; see Apple's "Positioning content within layout margins"), `nil` where
  /// there is no such default.
  public var defaultValue: Double? {
    if case .layoutMargin = self { return 8 }
    return nil
  }

  /// The domain in words, for reports: `>= 0`, `any`, or `one of the listed views`.
  public var domain: String {
    switch self {
    case .layoutMargin: return ">= 0"
    case .firstBaselineOffset, .lastBaselineOffset: return "any"
    case .superview: return "one of the listed views"
    }
  }

  /// `UIView:0x1.layoutMargins.left`, `UILabel:0x2.firstBaselineOffset`,
  /// `UILabel:0x3.superview`.
  public var description: String {
    switch self {
    case .layoutMargin(let view, let edge): return "\(view).layoutMargins.\(edge.rawValue)"
    case .firstBaselineOffset(let view): return "\(view).firstBaselineOffset"
    case .lastBaselineOffset(let view): return "\(view).lastBaselineOffset"
    case .superview(of: let view, _): return "\(view).superview"
    }
  }

  public static func < (a: LayoutUnknown, b: LayoutUnknown) -> Bool {
    a.description < b.description
  }
}
