// Arithmetic that builds ``LinearExpression`` values, e.g. `a - b - 8` or `2 * width`.

/// A value that reads as a ``LinearExpression``: a ``Variable``, a constant or an expression.
public protocol LinearExpressible {
  /// The value as an expression.
  var linearExpression: LinearExpression { get }
}

extension LinearExpression: LinearExpressible {
  public var linearExpression: LinearExpression { self }
}

extension Variable: LinearExpressible {
  public var linearExpression: LinearExpression { LinearExpression(self) }
}

extension Double: LinearExpressible {
  public var linearExpression: LinearExpression { LinearExpression(constant: self) }
}

extension Int: LinearExpressible {
  public var linearExpression: LinearExpression { LinearExpression(constant: Double(self)) }
}

extension LinearExpression {
  /// The sum, as an expression.
  public static func + (lhs: LinearExpression, rhs: LinearExpression) -> LinearExpression {
    var result = lhs
    result.add(rhs)
    return result
  }

  /// The difference (or negation), as an expression.
  public static func - (lhs: LinearExpression, rhs: LinearExpression) -> LinearExpression {
    var result = lhs
    result.add(rhs, times: -1)
    return result
  }

  /// The difference (or negation), as an expression.
  public static prefix func - (operand: LinearExpression) -> LinearExpression {
    LinearExpression() - operand
  }

  /// The product with a constant, as an expression.
  public static func * (lhs: LinearExpression, rhs: Double) -> LinearExpression {
    var result = LinearExpression()
    result.add(lhs, times: rhs)
    return result
  }

  /// The product with a constant, as an expression.
  public static func * (lhs: Double, rhs: LinearExpression) -> LinearExpression {
    rhs * lhs
  }

  /// The quotient by a constant, as an expression.
  public static func / (lhs: LinearExpression, rhs: Double) -> LinearExpression {
    lhs * (1 / rhs)
  }

  /// The sum, as an expression.
  public static func + (lhs: LinearExpression, rhs: Double) -> LinearExpression {
    lhs + LinearExpression(constant: rhs)
  }

  /// The difference (or negation), as an expression.
  public static func - (lhs: LinearExpression, rhs: Double) -> LinearExpression {
    lhs - LinearExpression(constant: rhs)
  }

  /// The sum, as an expression.
  public static func + (lhs: Double, rhs: LinearExpression) -> LinearExpression {
    LinearExpression(constant: lhs) + rhs
  }

  /// The difference (or negation), as an expression.
  public static func - (lhs: Double, rhs: LinearExpression) -> LinearExpression {
    LinearExpression(constant: lhs) - rhs
  }

  /// Adds `rhs` in place.
  public static func += (lhs: inout LinearExpression, rhs: LinearExpression) {
    lhs.add(rhs)
  }

  /// Subtracts `rhs` in place.
  public static func -= (lhs: inout LinearExpression, rhs: LinearExpression) {
    lhs.add(rhs, times: -1)
  }
}

extension Variable {
  /// The sum, as an expression.
  public static func + (lhs: Variable, rhs: Variable) -> LinearExpression {
    LinearExpression(lhs) + LinearExpression(rhs)
  }

  /// The difference (or negation), as an expression.
  public static func - (lhs: Variable, rhs: Variable) -> LinearExpression {
    LinearExpression(lhs) - LinearExpression(rhs)
  }

  /// The sum, as an expression.
  public static func + (lhs: Variable, rhs: LinearExpression) -> LinearExpression {
    LinearExpression(lhs) + rhs
  }

  /// The sum, as an expression.
  public static func + (lhs: LinearExpression, rhs: Variable) -> LinearExpression {
    lhs + LinearExpression(rhs)
  }

  /// The difference (or negation), as an expression.
  public static func - (lhs: Variable, rhs: LinearExpression) -> LinearExpression {
    LinearExpression(lhs) - rhs
  }

  /// The difference (or negation), as an expression.
  public static func - (lhs: LinearExpression, rhs: Variable) -> LinearExpression {
    lhs - LinearExpression(rhs)
  }

  /// The sum, as an expression.
  public static func + (lhs: Variable, rhs: Double) -> LinearExpression {
    LinearExpression(lhs) + LinearExpression(constant: rhs)
  }

  /// The difference (or negation), as an expression.
  public static func - (lhs: Variable, rhs: Double) -> LinearExpression {
    LinearExpression(lhs) - LinearExpression(constant: rhs)
  }

  /// The sum, as an expression.
  public static func + (lhs: Double, rhs: Variable) -> LinearExpression {
    LinearExpression(constant: lhs) + LinearExpression(rhs)
  }

  /// The difference (or negation), as an expression.
  public static func - (lhs: Double, rhs: Variable) -> LinearExpression {
    LinearExpression(constant: lhs) - LinearExpression(rhs)
  }

  /// The product with a constant, as an expression.
  public static func * (lhs: Variable, rhs: Double) -> LinearExpression {
    LinearExpression(lhs) * rhs
  }

  /// The product with a constant, as an expression.
  public static func * (lhs: Double, rhs: Variable) -> LinearExpression {
    LinearExpression(rhs) * lhs
  }

  /// The difference (or negation), as an expression.
  public static prefix func - (operand: Variable) -> LinearExpression {
    -LinearExpression(operand)
  }
}
