/// Settings fixed when a ``Solver`` is created.
public struct SolverOptions: Sendable {
  /// When true, a required constraint that cannot be satisfied is not rejected: it is kept as a
  /// preference at priority ``Priority/broken`` (1100, above every app priority, like Apple's
  /// engine) and listed in ``Solver/brokenConstraints``, so the solution is the layout a device
  /// would show. When false (the default), ``Solver/add(_:)`` throws
  /// ``SolverError/unsatisfiable(_:conflictingWith:)``.
  public var breaksUnsatisfiableRequired: Bool

  /// Creates options; every setting defaults to the strict behaviour.
  public init(breaksUnsatisfiableRequired: Bool = false) {
    self.breaksUnsatisfiableRequired = breaksUnsatisfiableRequired
  }
}
