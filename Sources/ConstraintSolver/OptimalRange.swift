/// The range of a variable over all lexicographically optimal solutions.
///
/// A variable is determined when `min == max` (then `witness` is nil); otherwise it is
/// ambiguous in Auto Layout's sense: another solution satisfies every required constraint with
/// exactly the same error at every priority level, and `witness` is one such solution.
public struct OptimalRange: Sendable, Equatable {
  /// The least optimal value in points, or nil when unbounded below.
  public var min: Double?
  /// The greatest optimal value in points, or nil when unbounded above.
  public var max: Double?
  /// A complete optimal assignment (every variable of the solver) in which the variable differs
  /// from its current value: an extreme of the range, or a point 100 pt away along an unbounded
  /// side. Nil when the variable is determined.
  public var witness: [Variable: Double]?

  /// Whether every optimal solution gives the variable the same value.
  public var isDetermined: Bool {
    min != nil && min == max
  }
}

extension Solver {
  /// The exact range of `variable` over all lexicographically optimal solutions, with a witness.
  ///
  /// Decided from the optimal tableau: a variable in no constraint, or depending on a free
  /// unrestricted variable, is unbounded both ways; a parametric symbol with a non-zero reduced
  /// cost at any level is pinned at 0; the others may move (restricted ones upwards only), and
  /// the bounds come from a primal simplex over the restricted rows they reach (Bland's rule,
  /// exact ratio tests, no sampling). Values within ``Tolerance/nearZero`` (relative to the
  /// value) of the current one count as equal, so rounding does not make a variable ambiguous.
  /// The witness satisfies ``verify(_:values:nonNegative:)`` with the same level errors.
  ///
  /// - Complexity: the expanded row of the variable plus the rows the linear program reaches;
  ///   use ``ambiguityCandidates()`` first to skip variables that cannot move.
  public func optimalRange(of variable: Variable) -> OptimalRange {
    guard variable.id >= 0, variable.id < variableCount else {
      return OptimalRange(min: nil, max: nil, witness: nil)
    }
    let symbol = tableau.variableSymbols[variable.id]
    let range = tableau.optimalRange(of: symbol)
    var witness: [Variable: Double]?
    if let parameters = range.witness {
      let values = tableau.values(withParameters: parameters)
      var assignment: [Variable: Double] = [:]
      for (id, external) in tableau.variableSymbols.enumerated() {
        assignment[Variable(id: id)] = values[external.index]
      }
      witness = assignment
    }
    return OptimalRange(min: range.minimum, max: range.maximum, witness: witness)
  }

  /// The variables whose optimal range might not be a single point: a superset of the
  /// ambiguous variables, found in one pass over the rows (a variable qualifies when its row
  /// reaches, directly or through references, a symbol that is free to move on the optimal
  /// face). Variables not listed are determined; check listed ones with ``optimalRange(of:)``.
  ///
  /// - Complexity: O(cells of the rows of all variables).
  public func ambiguityCandidates() -> [Variable] {
    tableau.ambiguityCandidates().map(Variable.init(id:))
  }
}
