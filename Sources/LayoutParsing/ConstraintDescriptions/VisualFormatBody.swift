import LayoutModel

/// A visual-format constraint body as UIKit prints it: `H:|-(8)-[X]`, `V:[X(44)]`,
/// `H:[A]-(>=8)-[B]`, `H:|-(137@251)-[X](LTR)`, `V:[X]-(NSLayoutAnchorConstraintSpace(8))-|`.
///
/// A printed constraint relates at most two elements: one item with a size predicate
/// (`[X(44)]`), or two elements (`|` or an item) joined by a spacing predicate. The format
/// follows Apple's Visual Format Language (Auto Layout Guide, "Visual Format Language").
public struct VisualFormatBody: Hashable, Sendable, CustomStringConvertible {
  /// `H:` (horizontal) or `V:` (vertical).
  public var axis: LayoutAxis
  /// The first element.
  public var first: Element
  /// The spacing between `first` and `second`; `nil` when there is no second element.
  public var spacing: VisualFormatPredicate?
  /// The second element, if any.
  public var second: Element?
  /// The direction suffix `(LTR)` or `(RTL)`, if printed.
  public var direction: Direction?

  /// An element of the format: the superview `|` or a bracketed item.
  public enum Element: Hashable, Sendable {
    /// `|`.
    case superview(ConstraintDescriptionItem)
    /// `[ITEM]` or `[ITEM(SIZE)]`.
    case item(ConstraintDescriptionItem, size: VisualFormatPredicate?)

    /// The item of the element (the resolved superview for `|`).
    public var item: ConstraintDescriptionItem {
      switch self {
      case .superview(let item), .item(let item, _): return item
      }
    }
  }

  /// The direction suffix of a horizontal format.
  public enum Direction: String, Hashable, Sendable {
    /// `(LTR)`: the format uses `left`/`right` rather than `leading`/`trailing`.
    case leftToRight = "LTR"
    /// `(RTL)`: the format runs right to left.
    case rightToLeft = "RTL"
  }

  /// Creates a body.
  public init(
    axis: LayoutAxis, first: Element, spacing: VisualFormatPredicate? = nil,
    second: Element? = nil, direction: Direction? = nil
  ) {
    self.axis = axis
    self.first = first
    self.spacing = spacing
    self.second = second
    self.direction = direction
  }

  /// A priority printed inside the parentheses (`(137@251)`, `(0@51)`), if any.
  public var printedPriority: LayoutPriority? {
    if let priority = spacing?.priority { return priority }
    if case .item(_, let size?) = first { return size.priority }
    return nil
  }

  /// The body as an equation.
  ///
  /// - `[X(44)]` is `X.height == 44` (`X.width` for `H:`).
  /// - `E1-(c)-E2` is `E2.leadingEdge REL E1.trailingEdge + c`, where an item's leading edge
  ///   is `leading` (`left` with `(LTR)`, `top` for `V:`) and its trailing edge `trailing`
  ///   (`right`, `bottom`); for `|` the edges are the superview's inner ones. So
  ///   `|-(8)-[X]` is `X.leading == |.leading + 8`, `[X]-(8)-|` is
  ///   `|.trailing == X.trailing + 8`, and `[A]-(8)-[B]` is `B.leading == A.trailing + 8`, as
  ///   UIKit prints them in equation form.
  /// - With `(RTL)` the flow runs leftwards: `E1.left REL E2.right + c`.
  public var equation: ConstraintEquation {
    guard let second, let spacing else {
      let item = first.item
      var size = VisualFormatPredicate(relation: .equal, constant: 0)
      if case .item(_, let printed?) = first { size = printed }
      return ConstraintEquation(
        firstItem: item, firstAttribute: .standard(axis == .horizontal ? .width : .height),
        relation: size.relation, constant: size.constant,
        isSystemSpacing: size.isSystemSpacing)
    }
    let (leading, trailing) = edges
    let firstEdge: LayoutAttribute
    let secondEdge: LayoutAttribute
    if case .superview = first { firstEdge = leading } else { firstEdge = trailing }
    if case .superview = second { secondEdge = trailing } else { secondEdge = leading }
    if direction == .rightToLeft, axis == .horizontal {
      return ConstraintEquation(
        firstItem: first.item, firstAttribute: .standard(firstEdge), relation: spacing.relation,
        secondItem: second.item, secondAttribute: .standard(secondEdge),
        constant: spacing.constant, isSystemSpacing: spacing.isSystemSpacing)
    }
    return ConstraintEquation(
      firstItem: second.item, firstAttribute: .standard(secondEdge), relation: spacing.relation,
      secondItem: first.item, secondAttribute: .standard(firstEdge),
      constant: spacing.constant, isSystemSpacing: spacing.isSystemSpacing)
  }

  private var edges: (leading: LayoutAttribute, trailing: LayoutAttribute) {
    if axis == .vertical { return (.top, .bottom) }
    switch direction {
    case nil: return (.leading, .trailing)
    case .leftToRight?: return (.left, .right)
    case .rightToLeft?: return (.right, .left)
    }
  }

  /// The body as printed: `H:|-(8)-[UILabel:0x1'Text1'](LTR)`.
  public var description: String {
    var text = axis == .horizontal ? "H:" : "V:"
    text += Self.describe(first)
    if let second, let spacing {
      text += "-(\(spacing))-" + Self.describe(second)
    }
    if let direction { text += "(\(direction.rawValue))" }
    return text
  }

  private static func describe(_ element: Element) -> String {
    switch element {
    case .superview: return "|"
    case .item(let item, let size):
      return "[\(item)" + (size.map { "(\($0))" } ?? "") + "]"
    }
  }
}

/// A predicate inside visual-format parentheses: `8`, `>=8`, `-2`, `137@251`,
/// `NSSpace(8)`, `>=NSLayoutAnchorConstraintSpace(8)`.
public struct VisualFormatPredicate: Hashable, Sendable, CustomStringConvertible {
  /// The relation; `==` when none is printed.
  public var relation: LayoutRelation
  /// The constant in points (the system spacing's value for `NSSpace(n)`).
  public var constant: Double
  /// Whether the constant is a system-spacing token.
  public var isSystemSpacing: Bool
  /// The priority after `@`, if printed.
  public var priority: LayoutPriority?

  /// Creates a predicate.
  public init(
    relation: LayoutRelation, constant: Double, isSystemSpacing: Bool = false,
    priority: LayoutPriority? = nil
  ) {
    self.relation = relation
    self.constant = constant
    self.isSystemSpacing = isSystemSpacing
    self.priority = priority
  }

  /// `>=8`, `137@251`, `NSSpace(8)`.
  public var description: String {
    var text = relation == .equal ? "" : relation.symbol
    text += isSystemSpacing ? "NSSpace(\(formatPoints(constant)))" : formatPoints(constant)
    if let priority { text += "@\(priority)" }
    return text
  }
}
