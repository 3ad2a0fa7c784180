/// The values an expression takes over all lexicographically optimal solutions of a ``Solver``.
///
/// A solution is optimal when it satisfies every required constraint and has the least error
/// at every priority level, level by level; when several solutions share those errors, Auto
/// Layout calls the layout ambiguous. The range is exact (read from the optimal tableau, see
/// ``OptimalFace``); a `nil` bound means unbounded on that side. Values are in points.
public struct OptimalRange: Sendable {
  /// The expression's value in the current solution.
  public var value: Double
  /// The least value over the optimal solutions, or `nil` when there is none (unbounded below).
  public var lowerBound: Double?
  /// The greatest value over the optimal solutions, or `nil` when unbounded above.
  public var upperBound: Double?
  /// Another optimal solution in which the expression differs from ``value``, or `nil` when it
  /// is unique: at the bound farther from ``value``, or 100 points along an unbounded side
  /// (the upper side first), like one step of `exerciseAmbiguityInLayout`.
  public var witness: AlternativeSolution?

  /// Creates a range.
  public init(
    value: Double, lowerBound: Double?, upperBound: Double?, witness: AlternativeSolution?
  ) {
    self.value = value
    self.lowerBound = lowerBound
    self.upperBound = upperBound
    self.witness = witness
  }

  /// Whether every optimal solution gives the expression the same value.
  ///
  /// Bounds within `Tolerance.nearZero × max(1, |bound|)` of each other count as equal, so
  /// rounding in the tableau never makes a unique value look ambiguous.
  public var isUnique: Bool {
    guard let lowerBound, let upperBound else { return false }
    let scale = max(1, lowerBound.magnitude, upperBound.magnitude)
    return upperBound - lowerBound <= Tolerance.nearZero * scale
  }

  /// Steps taken along an unbounded side to build a witness, in points.
  public static let unboundedWitnessStep: Double = 100
}
