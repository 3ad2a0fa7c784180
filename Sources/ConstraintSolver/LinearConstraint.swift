/// A linear constraint `expression (relation) 0` with an Auto Layout priority and a caller's tag.
///
/// `a.minX == b.maxX + 8` is `LinearConstraint(a - b - 8, .equal)`, or
/// `LinearConstraint(a, .equal, b + 8)`.
public struct LinearConstraint: Hashable, Sendable, CustomStringConvertible {
  /// The left-hand side minus the right-hand side, in points.
  public var expression: LinearExpression
  /// How `expression` compares with zero.
  public var relation: Relation
  /// Auto Layout priority in `1...1000`; 1000 (``Priority/required``) must hold, lower ones are
  /// preferences compared level by level.
  public var priority: Double
  /// An opaque value chosen by the caller, e.g. an index into its own provenance table; the solver
  /// only stores and returns it.
  public var tag: Int

  /// Creates `expression (relation) 0`.
  public init(
    _ expression: some LinearExpressible, _ relation: Relation,
    priority: Double = Priority.required, tag: Int = 0
  ) {
    self.expression = expression.linearExpression
    self.relation = relation
    self.priority = priority
    self.tag = tag
  }

  /// Creates `lhs (relation) rhs`, stored as `lhs - rhs (relation) 0`.
  public init(
    _ lhs: some LinearExpressible, _ relation: Relation, _ rhs: some LinearExpressible,
    priority: Double = Priority.required, tag: Int = 0
  ) {
    self.init(
      lhs.linearExpression - rhs.linearExpression, relation, priority: priority, tag: tag)
  }

  /// Whether the constraint is required (priority 1000).
  public var isRequired: Bool {
    Priority.isRequired(priority)
  }

  /// The error of this constraint for the given expression value: `|value|` for `==`, the amount
  /// by which an inequality is violated otherwise (0 when it holds).
  public func error(atExpressionValue value: Double) -> Double {
    switch relation {
    case .equal: value.magnitude
    case .greaterThanOrEqual: max(0, -value)
    case .lessThanOrEqual: max(0, value)
    }
  }

  public var description: String {
    let priorityText = isRequired ? "" : " @\(priority)"
    return "\(expression) \(relation) 0\(priorityText) [tag \(tag)]"
  }
}
