/// A solution of a ``Solver`` other than the current one, given by what changes.
///
/// Every variable not in ``changedValues`` keeps its current value (``Solver/value(of:)``);
/// ``Solver/values(in:)`` gives the complete assignment, for ``verify(_:values:nonNegative:)``.
public struct AlternativeSolution: Sendable {
  /// The new value, in points, of each variable that differs from the current solution by more
  /// than ``Tolerance/nearZero``.
  public var changedValues: [Variable: Double]
  /// The constraints whose expression takes another value (a slack or an error moved), sorted.
  public var changedConstraints: [ConstraintID]

  /// Creates an alternative solution from its changes.
  public init(changedValues: [Variable: Double], changedConstraints: [ConstraintID]) {
    self.changedValues = changedValues
    self.changedConstraints = changedConstraints
  }
}
