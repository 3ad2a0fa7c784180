/// The constants a constraint's expression can take while the solver's current basis stays
/// feasible, and so lexicographically optimal: the interval of one step of a parametric
/// right-hand-side walk (Gass & Saaty's parametric linear programming; ranging of a
/// right-hand side in any simplex text).
///
/// Moving the constant inside the interval changes no pivot: every variable's value moves
/// linearly with it (values at two constants in the interval give the line). At a bound a
/// restricted row reaches zero; beyond it the dual simplex pivots to the neighbouring basis
/// (or finds the required constraints infeasible). A `nil` bound is unbounded on that side.
public struct ConstantRange: Hashable, Sendable {
  /// The least constant of the current basis, or `nil` when unbounded below.
  public var lowerBound: Double?
  /// The greatest constant of the current basis, or `nil` when unbounded above.
  public var upperBound: Double?

  /// Creates a range.
  public init(lowerBound: Double?, upperBound: Double?) {
    self.lowerBound = lowerBound
    self.upperBound = upperBound
  }
}
