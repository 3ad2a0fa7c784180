/// The two sides of a compound constraint, `Σ left (==|<=|>=) Σ right + constant`, each a sum
/// of terms, as UIKit prints it:
/// `(a.leading - g.leading) == 0.5*(b.leading - c.trailing)`.
///
/// UIKit makes such constraints privately (`NSGridView` places rows and columns with them);
/// the public `NSLayoutConstraint` API makes only the simple form, `first == m × second + c`.
/// Coefficients are plain factors; the constant (in points) stays `LayoutConstraint.constant`.
public struct CompoundSides: Hashable, Sendable {
  /// The left-hand side's terms, in printed order.
  public var left: [LayoutTerm]
  /// The right-hand side's terms, in printed order.
  public var right: [LayoutTerm]

  /// Creates the sides.
  public init(left: [LayoutTerm], right: [LayoutTerm]) {
    self.left = left
    self.right = right
  }

  /// Every term moved to the left-hand side: `left` then `right` negated, so the constraint
  /// reads `Σ terms (relation) constant`.
  public var terms: [LayoutTerm] {
    left + right.map { LayoutTerm(0 - $0.coefficient, $0.operand) }
  }

  /// The unknown quantities the sides use (private anchors), in order, without repeats.
  public var unknowns: [LayoutUnknown] {
    var result: [LayoutUnknown] = []
    for term in left + right {
      if case .unknown(let unknown) = term.operand, !result.contains(unknown) {
        result.append(unknown)
      }
    }
    return result
  }
}
