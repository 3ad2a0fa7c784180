import LayoutModel

extension LayoutSystem {
  /// The linear form of a compound constraint: `Σ left − Σ right (relation) constant`, each
  /// anchor written over frame variables as in `form(of:)` and each private anchor
  /// (`LayoutUnknown.privateAnchor`) a variable of its own, `.unknown(index)`.
  ///
  /// Under right-to-left, when a term names `leading`/`trailing` and the sides hold more than
  /// one operand, the constraint is read in mirrored x coordinates as a simple one with a
  /// second item is: the constant negated and an inequality turned round. Scroll views' content
  /// areas are not substituted (UIKit's private constraints do not relate a scroll view to its
  /// content).
  ///
  /// - Throws: `LayoutEngineError.invalidDocument` if an item does not exist, an attribute has
  ///   no frame meaning, or a private anchor is not among the document's unknowns.
  /// - Complexity: O(t log t) for t terms.
  func form(of constraint: LayoutConstraint, compound: CompoundSides) throws(LayoutEngineError)
    -> LinearForm<LayoutVariable>
  {
    let terms = compound.terms
    var relation = constraint.relation
    var constant = constraint.constant
    if negatesConstant(of: constraint) {
      constant = -constant
      relation = relation.reversed
    }
    var formTerms: [Term] = []
    var offset = 0.0
    for term in terms {
      switch term.operand {
      case .anchor(let anchor):
        try add(
          anchor, scale: term.coefficient, into: &formTerms, offset: &offset,
          at: constraint.location)
      case .unknown(let unknown):
        guard let index = unknownIndices[unknown] else {
          throw .invalidDocument(
            LayoutModelError(.unknownItem(unknown.description), at: constraint.location))
        }
        formTerms.append(Term(variable: .unknown(index), coefficient: term.coefficient))
      }
    }
    return LinearForm(terms: formTerms, relation: relation, rhs: constant - offset)
  }
}
