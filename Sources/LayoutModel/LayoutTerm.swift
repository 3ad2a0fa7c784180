/// One term `coefficient × operand` of a compound constraint.
///
/// Compound constraints (`(a.leading - g.leading) == 0.5*(b.leading - c.trailing)`) relate
/// sums of terms; see `CompoundSides`.
public struct LayoutTerm: Hashable, Sendable {
  /// The factor, sign included (`- b.leading` is -1).
  public var coefficient: Double
  /// What is multiplied: an item's attribute, or a quantity the input cannot place.
  public var operand: LayoutOperand

  /// Creates a term.
  public init(_ coefficient: Double, _ operand: LayoutOperand) {
    self.coefficient = coefficient
    self.operand = operand
  }

  /// Creates the term `coefficient × anchor`.
  public init(_ coefficient: Double, _ anchor: LayoutAnchor) {
    self.init(coefficient, .anchor(anchor))
  }
}

/// What a term of a compound constraint multiplies: an anchor (an attribute of a view or
/// guide, in points), or an unknown quantity such as an `NSGridView` boundary, which has no
/// frame of its own (`LayoutUnknown.privateAnchor`).
public enum LayoutOperand: Hashable, Sendable, CustomStringConvertible {
  /// An attribute of a view or guide.
  case anchor(LayoutAnchor)
  /// A quantity of the document's `unknowns`, in points.
  case unknown(LayoutUnknown)

  /// The anchor, if the operand is one.
  public var anchor: LayoutAnchor? {
    if case .anchor(let anchor) = self { return anchor }
    return nil
  }

  /// The item the operand belongs to: the anchor's, or the view an unknown belongs to.
  public var item: LayoutItem {
    switch self {
    case .anchor(let anchor): return anchor.item
    case .unknown(let unknown): return .view(unknown.view)
    }
  }

  /// As printed in a constraint: `title.leading`, `grid.row-boundary` (a private anchor
  /// without its address, which the description's `names:` carries).
  public var description: String {
    switch self {
    case .anchor(let anchor): return anchor.description
    case .unknown(.privateAnchor(let item, let name, _)): return "\(item).\(name)"
    case .unknown(let unknown): return unknown.description
    }
  }
}
