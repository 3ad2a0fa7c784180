/// The one numerical tolerance of the solver.
///
/// Every comparison with zero in ``Solver`` and ``verify(_:values:nonNegative:)`` goes through
/// ``Tolerance/nearZero``: a tableau coefficient whose magnitude is at most this value is dropped,
/// a reduced cost must be below `-nearZero` to make a column attractive, a row is infeasible only
/// when its constant is below `-nearZero`, and a required constraint is satisfied when its
/// residual is at most this value. Layout values are points (typically 0 to 10,000) with
/// coefficients near 1, so double-precision rounding stays several orders of magnitude below it.
/// Kiwi and the Cassowary paper use the same absolute tolerance.
public enum Tolerance {
  /// `1e-8`: magnitudes at or below this are treated as zero.
  public static let nearZero: Double = 1.0e-8

  /// Whether `value` is within ``nearZero`` of zero.
  @inlinable
  public static func isNearZero(_ value: Double) -> Bool {
    value.magnitude <= nearZero
  }
}
