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
  /// The terms of a compound body, or `nil` for the simple form above.
  ///
  /// A compound body has parentheses or several terms on a side
  /// (`(A.leading - B.leading) == 0.5*(C.leading - D.trailing)`). Every term is moved to the
  /// left-hand side, so the constraint reads `Σ coefficient × item.attribute  REL  constant`
  /// (`A.leading - B.leading - 0.5·C.leading + 0.5·D.trailing == 0`); `constant` is the
  /// right-hand side's constant minus the left-hand side's. When it is set, `firstItem` and
  /// `firstAttribute` are the first term's, `secondItem` and `secondAttribute` the first term
  /// of the right-hand side (if any), and `multiplier` is 1: they name the body, the terms
  /// define it.
  public var compoundTerms: [ConstraintTerm]?
  /// How many of `compoundTerms` the left-hand side printed; the others are the right-hand
  /// side's, negated. 0 for the simple form.
  public var compoundLeftCount: Int

  /// Creates an equation.
  public init(
    firstItem: ConstraintDescriptionItem, firstAttribute: ConstraintDescriptionAttribute,
    relation: LayoutRelation, secondItem: ConstraintDescriptionItem? = nil,
    secondAttribute: ConstraintDescriptionAttribute? = nil, multiplier: Double = 1,
    constant: Double = 0, isSystemSpacing: Bool = false, compoundTerms: [ConstraintTerm]? = nil,
    compoundLeftCount: Int = 0
  ) {
    self.firstItem = firstItem
    self.firstAttribute = firstAttribute
    self.relation = relation
    self.secondItem = secondItem
    self.secondAttribute = secondAttribute
    self.multiplier = multiplier
    self.constant = constant
    self.isSystemSpacing = isSystemSpacing
    self.compoundTerms = compoundTerms
    self.compoundLeftCount = compoundLeftCount
  }

  /// The items the equation mentions, first then second (every term's, for a compound body).
  public var items: [ConstraintDescriptionItem] {
    if let compoundTerms { return compoundTerms.map(\.item) }
    return [firstItem] + (secondItem.map { [$0] } ?? [])
  }

  /// The body as terms moved to the left-hand side (`Σ coefficient × item.attribute REL
  /// constant`): `compoundTerms`, or `first - multiplier × second` for the simple form.
  public var terms: [ConstraintTerm] {
    if let compoundTerms { return compoundTerms }
    var terms = [ConstraintTerm(coefficient: 1, item: firstItem, attribute: firstAttribute)]
    if let secondItem, let secondAttribute {
      terms.append(
        ConstraintTerm(coefficient: -multiplier, item: secondItem, attribute: secondAttribute))
    }
    return terms
  }

  /// The equation in UIKit's shape: `UIView:0x1.height == 0.2*App.ViewA:0x2.height + 8`.
  public var description: String {
    if let compoundTerms {
      // The sides as printed: `(A.leading - B.leading) == (0.5*C.leading - 0.5*D.trailing)`.
      let count = min(max(compoundLeftCount, 0), compoundTerms.count)
      let left = Self.side(Array(compoundTerms.prefix(count)))
      let right = Self.side(compoundTerms.dropFirst(count).map { $0.negated })
      guard !right.isEmpty else { return "\(left) \(relation.symbol) \(formatPoints(constant))" }
      if constant == 0 { return "\(left) \(relation.symbol) \(right)" }
      let sign = constant < 0 ? " - " : " + "
      return "\(left) \(relation.symbol) \(right)\(sign)\(formatPoints(abs(constant)))"
    }
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

  /// A sum of terms, in parentheses when there are several: `(A.leading - 0.5*B.leading)`.
  static func side(_ terms: [ConstraintTerm]) -> String {
    var text = ""
    for (offset, term) in terms.enumerated() {
      if offset == 0 {
        text += term.description
      } else {
        text += (term.coefficient < 0 ? " - " : " + ") + term.magnitudeDescription
      }
    }
    return terms.count > 1 ? "(\(text))" : text
  }
}
