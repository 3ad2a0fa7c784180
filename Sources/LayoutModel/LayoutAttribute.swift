/// An attribute of a layout item, with UIKit's names (`NSLayoutConstraint.Attribute`).
///
/// Every attribute belongs to one axis and is either a position (`left`, `centerX`, ...) or a
/// size (`width`, `height`). UIKit rejects constraints that relate attributes of different axes,
/// or a position to a size; `LayoutAttribute.canRelate(_:_:)` says which pairs are allowed.
/// `notAnAttribute` is UIKit's `.notAnAttribute`, printed `(null)` in some console logs.
public enum LayoutAttribute: String, CaseIterable, Sendable, Codable, Hashable {
  case left, right, top, bottom, leading, trailing, width, height, centerX, centerY
  case firstBaseline, lastBaseline
  case leftMargin, rightMargin, topMargin, bottomMargin, leadingMargin, trailingMargin
  case centerXWithinMargins, centerYWithinMargins
  case notAnAttribute

  /// The axis the attribute lies on; `nil` for `notAnAttribute`.
  public var axis: LayoutAxis? {
    switch self {
    case .left, .right, .leading, .trailing, .width, .centerX, .leftMargin, .rightMargin,
      .leadingMargin, .trailingMargin, .centerXWithinMargins:
      return .horizontal
    case .top, .bottom, .height, .centerY, .firstBaseline, .lastBaseline, .topMargin,
      .bottomMargin, .centerYWithinMargins:
      return .vertical
    case .notAnAttribute:
      return nil
    }
  }

  /// Whether the attribute is a size (`width`, `height`) rather than a position.
  public var isSize: Bool { self == .width || self == .height }

  /// Whether the attribute is measured from the view's layout margins.
  public var isMarginAttribute: Bool {
    switch self {
    case .leftMargin, .rightMargin, .topMargin, .bottomMargin, .leadingMargin, .trailingMargin,
      .centerXWithinMargins, .centerYWithinMargins:
      return true
    default:
      return false
    }
  }

  /// Whether `first` may be related to `second` in one constraint, as UIKit allows: same axis,
  /// and both positions or both sizes.
  public static func canRelate(_ first: LayoutAttribute, _ second: LayoutAttribute) -> Bool {
    guard let a = first.axis, let b = second.axis else { return false }
    return a == b && first.isSize == second.isSize
  }
}

/// A layout axis, as `NSLayoutConstraint.Axis`.
public enum LayoutAxis: String, CaseIterable, Sendable, Codable, Hashable {
  case horizontal, vertical
}
