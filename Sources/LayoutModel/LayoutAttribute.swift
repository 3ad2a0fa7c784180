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
  /// The frame's origin in the superview's coordinates, as autoresizing-mask constraints
  /// (`NSAutoresizingMaskLayoutConstraint`) print it: `minX` is `left` minus the superview's
  /// `left`; for a view without a superview it is `left`.
  case minX, minY
  /// The frame's far edges and centres in the superview's coordinates, as console logs and
  /// `_autolayoutTrace` print them for autoresizing-mask constraints: `maxX` is `right` minus
  /// the superview's `left`, `midY` is `centerY` minus the superview's `top`.
  case maxX, maxY, midX, midY
  case notAnAttribute

  /// The axis the attribute lies on; `nil` for `notAnAttribute`.
  public var axis: LayoutAxis? {
    switch self {
    case .left, .right, .leading, .trailing, .width, .centerX, .leftMargin, .rightMargin,
      .leadingMargin, .trailingMargin, .centerXWithinMargins, .minX, .maxX, .midX:
      return .horizontal
    case .top, .bottom, .height, .centerY, .firstBaseline, .lastBaseline, .topMargin,
      .bottomMargin, .centerYWithinMargins, .minY, .maxY, .midY:
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

  /// Whether the attribute is one of the frame names measured in the superview's coordinates
  /// (`minX`, `minY`, `maxX`, `maxY`, `midX`, `midY`).
  public var isFrameName: Bool {
    switch self {
    case .minX, .minY, .maxX, .maxY, .midX, .midY: return true
    default: return false
    }
  }

  /// The attribute measured in the view's own frame that a frame name offsets from the
  /// superview's origin (`maxX` → `right`, `midY` → `centerY`, `minX` → `left`); `nil` for
  /// the other attributes.
  public var frameNameEdge: LayoutAttribute? {
    switch self {
    case .minX: return .left
    case .maxX: return .right
    case .midX: return .centerX
    case .minY: return .top
    case .maxY: return .bottom
    case .midY: return .centerY
    default: return nil
    }
  }

  private static func isOrigin(_ attribute: LayoutAttribute) -> Bool {
    attribute.isFrameName
  }

  /// Whether the attribute follows the layout direction (`leading`, `trailing` and their
  /// margin variants): under right-to-left they mean the right and left edges.
  public var isDirectional: Bool {
    switch self {
    case .leading, .trailing, .leadingMargin, .trailingMargin: return true
    default: return false
    }
  }

  /// Whether the attribute names an absolute side (`left`, `right` and their margin variants),
  /// which UIKit refuses to relate to a directional one.
  public var isAbsoluteSide: Bool {
    switch self {
    case .left, .right, .leftMargin, .rightMargin: return true
    default: return false
    }
  }

  /// The attribute with `leading`/`trailing` (and their margin variants) replaced by the side
  /// they mean under `direction`; other attributes are returned unchanged.
  public func resolved(for direction: LayoutDirection) -> LayoutAttribute {
    let rtl = direction == .rightToLeft
    switch self {
    case .leading: return rtl ? .right : .left
    case .trailing: return rtl ? .left : .right
    case .leadingMargin: return rtl ? .rightMargin : .leftMargin
    case .trailingMargin: return rtl ? .leftMargin : .rightMargin
    default: return self
    }
  }

  /// Whether `first` may be related to `second` in one constraint, as UIKit allows: two
  /// positions on the same axis, or two sizes (`width == 1.5*height` is an aspect ratio), and
  /// never a directional side (`leading`) with an absolute one (`left`). `minX`/`minY` may
  /// also be related to a size on their axis, as autoresizing constraints are.
  ///
  /// UIKit raises for the other pairs ("Invalid pairing of layout attributes"); see
  /// `NSLayoutConstraint(item:attribute:relatedBy:toItem:attribute:multiplier:constant:)`.
  public static func canRelate(_ first: LayoutAttribute, _ second: LayoutAttribute) -> Bool {
    guard let a = first.axis, let b = second.axis else { return false }
    if isOrigin(first) || isOrigin(second) {
      // `minX == 0.5*superview.width - 20`: autoresizing constraints measure an origin in the
      // superview's coordinates, where a size is a position.
      return a == b && !(first.isDirectional || second.isDirectional)
    }
    if first.isSize || second.isSize { return first.isSize && second.isSize }
    if (first.isDirectional && second.isAbsoluteSide)
      || (first.isAbsoluteSide && second.isDirectional)
    {
      return false
    }
    return a == b
  }
}

/// A layout axis, as `NSLayoutConstraint.Axis`.
public enum LayoutAxis: String, CaseIterable, Sendable, Codable, Hashable {
  case horizontal, vertical
}
