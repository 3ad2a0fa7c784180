import LayoutModel

/// A constraint body as one equation:
/// `firstItem.firstAttribute REL multiplier × secondItem.secondAttribute + constant`.
///
/// Without a second item the right-hand side is `constant` alone (`UIView:0x1.height == 200`).
/// Constants are in points. A system-spacing token (`NSSpace(8)`,
/// `NSLayoutAnchorConstraintSpace(8)`) sets `constant` to its value and
/// `isSystemSpacing` to `true`; UIKit's standard spacing is 8 pt and the log prints the value
/// it used.
public struct ConstraintEquation: Hashable, Sendable, CustomStringConvertible {
  /// The left-hand item.
  public var firstItem: ConstraintDescriptionItem
  /// The left-hand attribute.
  public var firstAttribute: ConstraintDescriptionAttribute
  /// `==`, `<=` or `>=`.
  public var relation: LayoutRelation
  /// The right-hand item, if any.
  public var secondItem: ConstraintDescriptionItem?
  /// The right-hand attribute, if there is a second item.
  public var secondAttribute: ConstraintDescriptionAttribute?
  /// The multiplier of the second item's attribute; 1 when not printed.
  public var multiplier: Double
  /// The constant in points; 0 when not printed.
  public var constant: Double
  /// Whether the constant came from a system-spacing token.
  public var isSystemSpacing: Bool

  /// Creates an equation.
  public init(
    firstItem: ConstraintDescriptionItem, firstAttribute: ConstraintDescriptionAttribute,
    relation: LayoutRelation, secondItem: ConstraintDescriptionItem? = nil,
    secondAttribute: ConstraintDescriptionAttribute? = nil, multiplier: Double = 1,
    constant: Double = 0, isSystemSpacing: Bool = false
  ) {
    self.firstItem = firstItem
    self.firstAttribute = firstAttribute
    self.relation = relation
    self.secondItem = secondItem
    self.secondAttribute = secondAttribute
    self.multiplier = multiplier
    self.constant = constant
    self.isSystemSpacing = isSystemSpacing
  }

  /// The items the equation mentions, first then second.
  public var items: [ConstraintDescriptionItem] {
    [firstItem] + (secondItem.map { [$0] } ?? [])
  }

  /// The equation in UIKit's shape: `UIView:0x1.height == 0.2*App.ViewA:0x2.height + 8`.
  public var description: String {
    var text = "\(firstItem).\(firstAttribute) \(relation.symbol) "
    guard let secondItem, let secondAttribute else {
      return text + formatPoints(constant)
    }
    if multiplier != 1 { text += "\(formatPoints(multiplier))*" }
    text += "\(secondItem).\(secondAttribute)"
    if constant != 0 || isSystemSpacing {
      text += constant < 0 ? " - \(formatPoints(-constant))" : " + \(formatPoints(constant))"
    }
    return text
  }
}
