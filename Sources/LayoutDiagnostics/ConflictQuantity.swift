import LayoutModel
import LayoutParsing

/// What one constraint of a conflict measures, in the report's words: the left side
/// `first.attribute − multiplier × second.attribute` of its equation, which its linear form
/// holds to the constant.
///
/// Explanations say what the other members need of this quantity and what the constraint
/// itself sets it to; fixes say what it becomes after re-solving.
struct ConflictQuantity: Hashable, Sendable {
  /// How the quantity reads.
  enum Shape: Hashable, Sendable {
    /// The width or height of `item`: `UIView:0x1.height`.
    case size(item: String, attribute: LayoutAttribute)
    /// How far `first` lies past `second`, two positions on one axis (`more` is the word for
    /// a positive distance: `below`, `right of`, `after`; `less` for a negative one).
    case offset(first: String, second: String, more: String, less: String)
    /// How much `first` exceeds `second`, two sizes of one kind.
    case sizeDifference(first: String, second: String, attribute: LayoutAttribute)
    /// Anything else: `first − multiplier × second` (`second` absent: `first` alone).
    case general(first: String, multiplier: Double, second: String?)
  }

  /// How it reads.
  var shape: Shape
  /// The item the quantity is about (the equation's first item).
  var subject: String
}

extension ConsoleConflictContext {
  /// The quantity `constraint` holds to its constant.
  func quantity(of constraint: ConsoleLogConstraint) -> ConflictQuantity {
    let description = constraint.parsed
    let equation = description.equation
    let subject = name(of: equation.firstItem, other: equation.secondItem, in: description)
    let first = subject + "." + equation.firstAttribute.printedName
    let a = equation.firstAttribute.layoutAttribute
    guard let secondItem = equation.secondItem, let secondAttribute = equation.secondAttribute
    else {
      if a.isSize {
        return ConflictQuantity(shape: .size(item: subject, attribute: a), subject: subject)
      }
      if equation.firstAttribute.isFrameName, let axis = a.axis {
        // `minX`, `maxY`, ...: frame names, relative to the superview's bounds.
        let superview = description.superview.map { name(of: $0, other: nil, in: description) }
        let origin =
          (superview ?? "the superview of \(subject)") + (axis == .horizontal ? ".left" : ".top")
        let (more, less) = Self.words(axis: axis, directional: false)
        return ConflictQuantity(
          shape: .offset(first: first, second: origin, more: more, less: less), subject: subject)
      }
      return ConflictQuantity(
        shape: .general(first: first, multiplier: 1, second: nil), subject: subject)
    }
    let second =
      name(of: secondItem, other: equation.firstItem, in: description) + "."
      + secondAttribute.printedName
    let b = secondAttribute.layoutAttribute
    if equation.multiplier == 1, let axis = a.axis, axis == b.axis {
      if a.isSize, b == a {
        return ConflictQuantity(
          shape: .sizeDifference(first: first, second: second, attribute: a), subject: subject)
      }
      if !a.isSize, !b.isSize, !equation.firstAttribute.isFrameName,
        !secondAttribute.isFrameName
      {
        let (more, less) = Self.words(
          axis: axis, directional: a.isDirectional && b.isDirectional)
        return ConflictQuantity(
          shape: .offset(first: first, second: second, more: more, less: less), subject: subject)
      }
    }
    return ConflictQuantity(
      shape: .general(first: first, multiplier: equation.multiplier, second: second),
      subject: subject)
  }

  /// The words for a positive and a negative distance along `axis`: `y` grows downwards;
  /// leading and trailing follow the reading order.
  static func words(axis: LayoutAxis, directional: Bool) -> (more: String, less: String) {
    if axis == .vertical { return ("below", "above") }
    return directional ? ("after", "before") : ("right of", "left of")
  }

  /// `Σ coefficient × value` of `form`'s left side under `values` (missing variables are 0):
  /// the value of the quantity the form holds to its constant.
  static func leftSide(of form: ConstraintLinearForm, values: [String: Double]) -> Double {
    form.terms.reduce(0) { $0 + $1.coefficient * (values[$1.variable] ?? 0) }
  }
}
