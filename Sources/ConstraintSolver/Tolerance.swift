/// Every numerical tolerance of the package, in one table.
///
/// Layout values are points (typically 0 to 10,000) with coefficients near 1, so
/// double-precision rounding (about 1e-12 points there) stays orders of magnitude below each of
/// these. Kiwi and the Cassowary paper use the same absolute tolerance as ``nearZero``.
///
/// | Name | Value | Unit | Meaning |
/// |------|-------|------|---------|
/// | ``nearZero`` | 1e-8 | tableau entries | the solver's zero: coefficients dropped, reduced costs, infeasible rows, satisfied required constraints |
/// | ``feasibility`` | 1e-9 | points | a linear form holds when its residual is at most this; a relaxed fix still gives way when its error exceeds it |
/// | ``relative`` | 1e-9 | times max(1, magnitude) | two coefficients, multipliers or slopes are equal |
/// | ``certificate`` | 1e-7 | relative to the numbers combined | a Farkas certificate proves infeasibility |
/// | ``zeroMultiplier`` | 1e-12 | multiplier | a certificate's multiplier this small takes no part in a bound |
/// | ``fixMargin`` | 1e-4 | times max(1, value) | how far past a bound a fix or a determined value is probed |
/// | ``truncation`` | 1e-3 | points | a view at least this much smaller than its intrinsic size is truncated |
/// | ``wrapping`` | 1e-6 | points | widths and heights of text closer than this are the same (`TextWrapping.tolerance`, LayoutModel's `pointsResolution`) |
/// | ``lineBreak`` | 1e-9 | points | a text width this close to a line break reaches it (`TextWrapping.lineBreakTolerance`); below the points resolution, so a break is reported where it is |
/// | ``pivotNudge`` | 1e-7 | points | a degenerate basis's end this close to the root size blocks a walk |
/// | ``sizeWalkStep`` | 1e-6 | points | how far past a breakpoint a size walk lays out the next piece |
/// | ``bisection`` | 1e-9 | points | the resolution of a breakpoint found by bisection |
///
/// `LayoutModel`, which never imports this module, holds its one number itself: the points
/// resolution that reports round to and text wrapping compares with (`pointsResolution`, the
/// ``wrapping`` row); `ToleranceTableTests` keeps the two equal and fails on any other bare
/// `1e-` literal in `Sources`.
public enum Tolerance {
  /// `1e-8`: magnitudes at or below this are treated as zero by the solver.
  ///
  /// Every comparison with zero in ``Solver`` and ``verify(_:values:nonNegative:)`` goes
  /// through it: a tableau coefficient whose magnitude is at most this value is dropped, a
  /// reduced cost must be below `-nearZero` to make a column attractive, a row is infeasible
  /// only when its constant is below `-nearZero`, and a required constraint is satisfied when
  /// its residual is at most this value.
  public static let nearZero: Double = 1.0e-8

  /// `1e-9` points: a linear form holds when its residual is at most this.
  public static let feasibility: Double = 1.0e-9

  /// `1e-9`, scaled by `max(1, magnitude)`: two coefficients, multipliers or slopes this close
  /// are equal (a slope this close to 0 is flat).
  public static let relative: Double = 1.0e-9

  /// `1e-7`, relative to the size of the numbers combined: a Farkas certificate proves
  /// infeasibility within this.
  public static let certificate: Double = 1.0e-7

  /// `1e-12`: a certificate's multiplier at most this in magnitude is zero.
  public static let zeroMultiplier: Double = 1.0e-12

  /// `1e-4`, scaled by `max(1, |value|)`: how far past a bound a fix or a determined value is
  /// probed, so that the probe is feasible or infeasible for certain.
  public static let fixMargin: Double = 1.0e-4

  /// `1e-3` points: a view at least this much smaller than its intrinsic size is truncated,
  /// so that floating-point noise never reports one.
  public static let truncation: Double = 1.0e-3

  /// `1e-6` points: widths and heights of wrapped text closer than this are the same; equal
  /// to LayoutModel's `pointsResolution` (kept there, since LayoutModel cannot import this).
  public static let wrapping: Double = 1.0e-6

  /// `1e-9` points (``wrapping`` / 1,000): a wrapping text's width this close to the width at
  /// which it needs one line fewer reaches it, absorbing solver noise; a thousandth of the
  /// points resolution, so that a line break found by bisection rounds to the exact width.
  /// Equal to LayoutModel's `TextWrapping.lineBreakTolerance`.
  public static let lineBreak: Double = wrapping / 1_000

  /// `1e-7` points: how far a degenerate basis's end may lie from the current root size to
  /// count as blocking a root-size walk; the nudge goes ten times as far.
  public static let pivotNudge: Double = 1.0e-7

  /// `1e-6` points: how far past a breakpoint a size walk lays out the next piece.
  public static let sizeWalkStep: Double = 1.0e-6

  /// `1e-9` points: the resolution of a breakpoint (a line break, a change of conflict) found
  /// by bisection.
  public static let bisection: Double = 1.0e-9

  /// Whether `value` is within ``nearZero`` of zero.
  @inlinable
  public static func isNearZero(_ value: Double) -> Bool {
    value.magnitude <= nearZero
  }
}
