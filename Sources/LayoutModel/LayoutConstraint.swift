/// A constraint as `NSLayoutConstraint` holds it:
/// `first.attribute (==|<=|>=) multiplier × second.attribute + constant`, or
/// `first.attribute (==|<=|>=) constant` when there is no second item.
///
/// The priority is in 1...1000 (1000 = required); constants are in points. The provenance says
/// where the constraint was written and whether the app or UIKit made it.
public struct LayoutConstraint: Hashable, Sendable {
  /// The left-hand side (`firstItem`, `firstAttribute`).
  public var first: LayoutAnchor
  /// The relation between the two sides.
  public var relation: LayoutRelation
  /// The anchor on the right-hand side, or `nil` for a constant (`width == 44`).
  public var second: LayoutAnchor?
  /// The factor applied to the second anchor; 1 by default, unused without one.
  public var multiplier: Double
  /// The constant added to the right-hand side, in points.
  public var constant: Double
  /// The priority, 1...1000; `required` (1000) by default.
  public var priority: LayoutPriority
  /// The identifier shown in quotes in console logs (`'UIView-Encapsulated-Layout-Width'`).
  public var identifier: String?
  /// Whether the constraint takes part in layout (`isActive`); inactive constraints are kept
  /// for reporting only.
  public var isActive: Bool
  /// Where the constraint came from.
  public var provenance: Provenance
  /// The constraint's address, class and description as a captured dump recorded them.
  public var capture: CapturedConstraint?

  /// Creates a constraint relating two anchors, or an anchor to a constant when `second` is
  /// `nil`.
  public init(
    _ first: LayoutAnchor,
    _ relation: LayoutRelation,
    _ second: LayoutAnchor? = nil,
    multiplier: Double = 1,
    constant: Double = 0,
    priority: LayoutPriority = .required,
    identifier: String? = nil,
    isActive: Bool = true,
    provenance: Provenance = Provenance()
  ) {
    self.first = first
    self.relation = relation
    self.second = second
    self.multiplier = multiplier
    self.constant = constant
    self.priority = priority
    self.identifier = identifier
    self.isActive = isActive
    self.provenance = provenance
  }

  /// `NSLayoutConstraint.firstItem`.
  public var firstItem: LayoutItem { first.item }
  /// `NSLayoutConstraint.firstAttribute`.
  public var firstAttribute: LayoutAttribute { first.attribute }
  /// `NSLayoutConstraint.secondItem`.
  public var secondItem: LayoutItem? { second?.item }
  /// `NSLayoutConstraint.secondAttribute`: `notAnAttribute` without a second item.
  public var secondAttribute: LayoutAttribute { second?.attribute ?? .notAnAttribute }
  /// The origin recorded in the provenance.
  public var origin: ConstraintOrigin { provenance.origin }
  /// The location recorded in the provenance.
  public var location: SourceLocation? { provenance.location }
}
