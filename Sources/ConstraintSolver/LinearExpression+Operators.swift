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

extension LinearExpression {
  public static func + (lhs: LinearExpression, rhs: LinearExpression) -> LinearExpression {
    var result = lhs
    result.add(rhs)
    return result
  }

  public static func - (lhs: LinearExpression, rhs: LinearExpression) -> LinearExpression {
    var result = lhs
    result.add(rhs, times: -1)
    return result
  }

  public static prefix func - (operand: LinearExpression) -> LinearExpression {
    LinearExpression() - operand
  }

  public static func * (lhs: LinearExpression, rhs: Double) -> LinearExpression {
    var result = LinearExpression()
    result.add(lhs, times: rhs)
    return result
  }

  public static func * (lhs: Double, rhs: LinearExpression) -> LinearExpression {
    rhs * lhs
  }

  public static func / (lhs: LinearExpression, rhs: Double) -> LinearExpression {
    lhs * (1 / rhs)
  }

  public static func + (lhs: LinearExpression, rhs: Double) -> LinearExpression {
    lhs + LinearExpression(constant: rhs)
  }

  public static func - (lhs: LinearExpression, rhs: Double) -> LinearExpression {
    lhs - LinearExpression(constant: rhs)
  }

  public static func + (lhs: Double, rhs: LinearExpression) -> LinearExpression {
    LinearExpression(constant: lhs) + rhs
  }

  public static func - (lhs: Double, rhs: LinearExpression) -> LinearExpression {
    LinearExpression(constant: lhs) - rhs
  }

  public static func += (lhs: inout LinearExpression, rhs: LinearExpression) {
    lhs.add(rhs)
  }

  public static func -= (lhs: inout LinearExpression, rhs: LinearExpression) {
    lhs.add(rhs, times: -1)
  }
}

extension Variable {
  public static func + (lhs: Variable, rhs: Variable) -> LinearExpression {
    LinearExpression(lhs) + LinearExpression(rhs)
  }

  public static func - (lhs: Variable, rhs: Variable) -> LinearExpression {
    LinearExpression(lhs) - LinearExpression(rhs)
  }

  public static func + (lhs: Variable, rhs: LinearExpression) -> LinearExpression {
    LinearExpression(lhs) + rhs
  }

  public static func + (lhs: LinearExpression, rhs: Variable) -> LinearExpression {
    lhs + LinearExpression(rhs)
  }

  public static func - (lhs: Variable, rhs: LinearExpression) -> LinearExpression {
    LinearExpression(lhs) - rhs
  }

  public static func - (lhs: LinearExpression, rhs: Variable) -> LinearExpression {
    lhs - LinearExpression(rhs)
  }

  public static func + (lhs: Variable, rhs: Double) -> LinearExpression {
    LinearExpression(lhs) + LinearExpression(constant: rhs)
  }

  public static func - (lhs: Variable, rhs: Double) -> LinearExpression {
    LinearExpression(lhs) - LinearExpression(constant: rhs)
  }

  public static func + (lhs: Double, rhs: Variable) -> LinearExpression {
    LinearExpression(constant: lhs) + LinearExpression(rhs)
  }

  public static func - (lhs: Double, rhs: Variable) -> LinearExpression {
    LinearExpression(constant: lhs) - LinearExpression(rhs)
  }

  public static func * (lhs: Variable, rhs: Double) -> LinearExpression {
    LinearExpression(lhs) * rhs
  }

  public static func * (lhs: Double, rhs: Variable) -> LinearExpression {
    LinearExpression(rhs) * lhs
  }

  public static prefix func - (operand: Variable) -> LinearExpression {
    -LinearExpression(operand)
  }
}
