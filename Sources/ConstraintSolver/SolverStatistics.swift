/// Counters describing a ``Solver``'s tableau, for benchmarks and debugging.
public struct SolverStatistics: Sendable, Equatable {
  /// Simplex pivots performed since the solver was created (primal, dual and phase one).
  public var pivots: Int
  /// Rows currently in the tableau.
  public var rows: Int
  /// Non-zero cells currently in the tableau's rows.
  public var cells: Int
  /// Non-zero cells in the longest row: stays small on chains of views, however long.
  public var largestRow: Int
  /// Symbols ever created (variables, slacks, errors, dummies).
  public var symbols: Int
}

extension Solver {
  /// The current counters.
  ///
  /// - Complexity: O(rows).
  public var statistics: SolverStatistics {
    tableau.statistics()
  }
}
