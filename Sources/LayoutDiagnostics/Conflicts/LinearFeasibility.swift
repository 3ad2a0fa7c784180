import LayoutEngine

/// The questions conflict analysis asks of a linear solver, over `LinearForm`s with typed
/// variables (`LayoutVariable` for layouts, multiplier indices for dual problems).
///
/// `SolverFeasibility` answers them with `ConstraintSolver`; tests may answer them any other
/// way. Every answer is checked where it is used: witnesses by substitution, Farkas
/// multipliers by `FarkasCertificate.verify()`.
public protocol LinearFeasibilityChecking {
  /// Whether `forms`, all required, can hold together with `nonNegative` variables ≥ 0.
  /// - Returns: `.feasible` with values for every variable of `forms`, or `.infeasible` with
  ///   a conflicting subset (indices into `forms`) and, when the solver can tell, the Farkas
  ///   multiplier of each (for the forms as given, before any normalization).
  func check<V>(_ forms: [LinearForm<V>], nonNegative: Set<V>) -> LinearFeasibility<V>

  /// Solves `required` forms exactly and `preferences` as well as their priorities allow,
  /// level by level (higher priorities first, as Apple's engine does).
  /// - Returns: values for every variable, or `nil` when the required forms cannot hold.
  func solve<V>(
    required: [LinearForm<V>], preferences: [(form: LinearForm<V>, priority: Double)],
    nonNegative: Set<V>
  ) -> [V: Double]?
}

/// The answer to `LinearFeasibilityChecking.check`.
public enum LinearFeasibility<V: Hashable & Comparable & Sendable>: Sendable {
  /// The forms can hold; one assignment where they do.
  case feasible([V: Double])
  /// The forms cannot hold; a conflicting subset, each member with its Farkas multiplier if
  /// known.
  case infeasible(conflict: [(index: Int, multiplier: Double?)])
}
