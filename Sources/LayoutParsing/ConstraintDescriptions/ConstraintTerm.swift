import LayoutModel

/// One term `coefficient × item.attribute` of a compound constraint body.
///
/// Compound bodies (`(A.leading - B.leading) == 0.5*(C.leading - D.trailing)`) are kept as a
/// sum of terms; see `ConstraintEquation.compoundTerms`.
public struct ConstraintTerm: Hashable, Sendable, CustomStringConvertible {
  /// The factor the term is multiplied by (signs included: `- B.leading` is -1).
  public var coefficient: Double
  /// The item.
  public var item: ConstraintDescriptionItem
  /// The attribute; a private anchor (`row-boundary`) carries its own address when the
  /// description's `names:` gives one.
  public var attribute: ConstraintDescriptionAttribute

  /// Creates a term.
  public init(
    coefficient: Double, item: ConstraintDescriptionItem,
    attribute: ConstraintDescriptionAttribute
  ) {
    self.coefficient = coefficient
    self.item = item
    self.attribute = attribute
  }

  /// `-0.5*UIView:0x1.leading`.
  public var description: String {
    (coefficient == 1 ? "" : coefficient == -1 ? "-" : "\(formatPoints(coefficient))*")
      + "\(item).\(attribute)"
  }

  /// The term with its sign turned round.
  public var negated: ConstraintTerm {
    ConstraintTerm(coefficient: 0 - coefficient, item: item, attribute: attribute)
  }

  /// The term without its sign: `0.5*UIView:0x1.leading`.
  var magnitudeDescription: String {
    coefficient < 0 ? negated.description : description
  }
}
