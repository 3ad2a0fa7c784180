import LayoutParsing

/// The questions conflict analysis asks of a linear solver, over `ConstraintLinearForm`s whose
/// variables are named (see `ConsoleLogSystem`).
///
/// `SolverFeasibility` answers them with `ConstraintSolver`; tests may answer them any other
/// way. Every answer is checked where it is used: witnesses by substitution, Farkas
/// multipliers by `FarkasCertificate.verify()`.
public protocol LinearFeasibilityChecking {
  /// Whether `forms`, all required, can hold together with `nonNegative` variables ≥ 0.
  /// - Returns: `.feasible` with values for every variable of `forms`, or `.infeasible` with
  ///   a conflicting subset (indices into `forms`) and, when the solver can tell, the Farkas
  ///   multiplier of each (for the forms as given, before any normalization).
  func check(_ forms: [ConstraintLinearForm], nonNegative: Set<String>) -> LinearFeasibility

  /// Solves `required` forms exactly and `preferences` as well as their priorities allow,
  /// level by level (higher priorities first, as Apple's engine does).
  /// - Returns: values for every variable, or `nil` when the required forms cannot hold.
  func solve(
    required: [ConstraintLinearForm], preferences: [(form: ConstraintLinearForm, priority: Double)],
    nonNegative: Set<String>
  ) -> [String: Double]?
}

/// The answer to `LinearFeasibilityChecking.check`.
public enum LinearFeasibility: Sendable {
  /// The forms can hold; one assignment where they do.
  case feasible([String: Double])
  /// The forms cannot hold; a conflicting subset, each member with its Farkas multiplier if
  /// known.
  case infeasible(conflict: [(index: Int, multiplier: Double?)])
}
