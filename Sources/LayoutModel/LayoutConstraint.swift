/// A constraint as `NSLayoutConstraint` holds it:
/// `first.attribute (==|<=|>=) multiplier × second.attribute + constant`, or
/// `first.attribute (==|<=|>=) constant` when there is no second item; or, for the constraints
/// UIKit makes privately, a compound one relating two sums of terms (`compound`).
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
  /// The two sides of a compound constraint, or `nil` for the simple form.
  ///
  /// When set, the constraint is `Σ compound.left (relation) Σ compound.right + constant` and
  /// `first`, `second` and `multiplier` only name it: `first` is the first anchor of the
  /// left-hand side (of the right-hand side if the left has none; a private anchor's view with
  /// `notAnAttribute` if no term is an anchor), `second` the first anchor of the right-hand
  /// side, and `multiplier` 1.
  public var compound: CompoundSides?

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

  /// Creates a compound constraint, `Σ left (relation) Σ right + constant`; the simple form
  /// instead when the sides are one anchor on the left (coefficient 1) and at most one on the
  /// right, which is what `NSLayoutConstraint` itself would hold.
  public init(
    left: [LayoutTerm], _ relation: LayoutRelation, right: [LayoutTerm], constant: Double = 0,
    priority: LayoutPriority = .required, identifier: String? = nil, isActive: Bool = true,
    provenance: Provenance = Provenance()
  ) {
    let anchors = (left + right).compactMap(\.operand.anchor)
    let first =
      left.lazy.compactMap(\.operand.anchor).first ?? anchors.first
      ?? LayoutAnchor(
        left.first?.operand.item ?? right.first?.operand.item ?? .view(""), .notAnAttribute)
    let second = right.lazy.compactMap(\.operand.anchor).first
    self.init(
      first, relation, second, constant: constant, priority: priority, identifier: identifier,
      isActive: isActive, provenance: provenance)
    if left.count == 1, left[0].coefficient == 1, left[0].operand.anchor != nil, right.count <= 1,
      anchors.count == left.count + right.count
    {
      multiplier = right.first?.coefficient ?? 1
    } else {
      compound = CompoundSides(left: left, right: right)
    }
  }

  /// The constraint as terms moved to the left-hand side, `Σ terms (relation) constant`:
  /// `compound.terms`, or `first - multiplier × second` for the simple form.
  public var terms: [LayoutTerm] {
    if let compound { return compound.terms }
    return [LayoutTerm(1, first)] + (second.map { [LayoutTerm(0 - multiplier, $0)] } ?? [])
  }

  /// The anchors the constraint names: `first` and `second`, or every anchor term of a
  /// compound constraint (private anchors are not anchors of a frame and are left out).
  public var anchors: [LayoutAnchor] {
    if let compound { return (compound.left + compound.right).compactMap(\.operand.anchor) }
    return [first] + (second.map { [$0] } ?? [])
  }

  /// The items the constraint relates, in order, without repeats: `first` and `second`, or
  /// every term's for a compound constraint.
  public var items: [LayoutItem] {
    var result: [LayoutItem] = []
    for item in terms.map(\.operand.item) where !result.contains(item) { result.append(item) }
    return result
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
