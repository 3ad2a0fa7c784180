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
