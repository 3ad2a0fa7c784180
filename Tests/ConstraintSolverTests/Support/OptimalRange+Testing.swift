@testable import ConstraintSolver

/// The tests state ranges as `min`/`max` with an optional witness, compared by their bounds and
/// by whether a witness exists.
extension OptimalRange {
  init(min: Double?, max: Double?, witness: [Variable: Double]?) {
    self.init(
      value: min ?? max ?? 0, lowerBound: min, upperBound: max,
      witness: witness.map { AlternativeSolution(changedValues: $0, changedConstraints: []) })
  }

  var min: Double? { lowerBound }
  var max: Double? { upperBound }
  var isDetermined: Bool { isUnique }
}

extension OptimalRange: Equatable {
  public static func == (lhs: OptimalRange, rhs: OptimalRange) -> Bool {
    lhs.lowerBound == rhs.lowerBound && lhs.upperBound == rhs.upperBound
      && (lhs.witness == nil) == (rhs.witness == nil)
  }
}
