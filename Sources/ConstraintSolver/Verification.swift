/// The result of ``verify(_:values:nonNegative:)``: how well an assignment satisfies a set of
/// constraints, computed from the constraints alone.
public struct Verification: Sendable {
  /// Indices (into the verified array) of required constraints whose residual exceeds
  /// ``Tolerance/nearZero``.
  public var violatedRequired: [Int]
  /// Non-negative variables whose value is below `-nearZero`.
  public var negativeVariables: [Variable]
  /// Variables used by a constraint but missing from the assignment (read as 0).
  public var missingVariables: [Variable]
  /// The largest residual of a required constraint (0 when all hold exactly).
  public var maxRequiredResidual: Double
  /// Per priority level present, highest first, the total error of that level's constraints.
  public var levelErrors: [(priority: Double, error: Double)]

  /// Whether every required constraint and every non-negativity bound holds.
  public var isFeasible: Bool {
    violatedRequired.isEmpty && negativeVariables.isEmpty
  }
}

/// Checks an assignment against constraints, independently of any tableau.
///
/// A required constraint holds when its error (``LinearConstraint/error(atExpressionValue:)``:
/// `|e|` for `==`, the violation of an inequality) is at most ``Tolerance/nearZero``; a
/// preference contributes its error to its priority's total.
///
/// - Parameters:
///   - constraints: the constraints, e.g. every constraint added to a solver.
///   - values: the value of each variable, in points.
///   - nonNegative: the variables that must not be negative.
/// - Returns: violations and per-level error totals.
/// - Complexity: O(total number of terms).
public func verify(
  _ constraints: [LinearConstraint], values: [Variable: Double], nonNegative: Set<Variable>
) -> Verification {
  var violated: [Int] = []
  var missing = Set<Variable>()
  var maxResidual = 0.0
  var totals: [Double: Double] = [:]
  for (index, constraint) in constraints.enumerated() {
    let value = constraint.expression.value { variable in
      if let value = values[variable] {
        return value
      }
      missing.insert(variable)
      return 0
    }
    let error = constraint.error(atExpressionValue: value)
    if constraint.isRequired {
      maxResidual = max(maxResidual, error)
      if error > Tolerance.nearZero {
        violated.append(index)
      }
    } else {
      totals[constraint.priority, default: 0] += error
    }
  }
  let negative = nonNegative.filter { (values[$0] ?? 0) < -Tolerance.nearZero }.sorted()
  return Verification(
    violatedRequired: violated, negativeVariables: negative, missingVariables: missing.sorted(),
    maxRequiredResidual: maxResidual,
    levelErrors: totals.keys.sorted(by: >).map { ($0, totals[$0] ?? 0) })
}
