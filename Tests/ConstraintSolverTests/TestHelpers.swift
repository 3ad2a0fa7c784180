import Testing

@testable import ConstraintSolver

extension Solver {
  /// Records an issue for every broken tableau invariant.
  func expectSound(sourceLocation: SourceLocation = #_sourceLocation) {
    let problems = tableau.invariantViolations()
    #expect(
      problems.isEmpty, "\(problems.joined(separator: "\n"))\n\(tableauDescription())",
      sourceLocation: sourceLocation)
  }
}

/// `a` and `b` agree within `tolerance`.
func isClose(_ a: Double, _ b: Double, tolerance: Double = 1e-7) -> Bool {
  (a - b).magnitude <= tolerance * max(1, a.magnitude, b.magnitude)
}

extension SmallSystem.Constraint {
  /// The constraint for the solver, `variables[j]` standing for `x_j`.
  func linear(over variables: [Variable]) -> LinearConstraint {
    let terms = coefficients.enumerated().map {
      LinearTerm(variables[$0.offset], Double($0.element))
    }
    let relation: Relation =
      switch comparison {
      case .lessOrEqual: .lessThanOrEqual
      case .equal: .equal
      case .greaterOrEqual: .greaterThanOrEqual
      }
    return LinearConstraint(
      LinearExpression(terms: terms, constant: Double(constant)), relation, priority: priority)
  }
}
