import Testing

@testable import ConstraintSolver

/// `Tableau.invariantViolations()` is a check: it reports and changes nothing.
@Suite struct TableauInvariantsTests {
  /// Everything the tableau stores, private properties included, as text.
  private func snapshot(of tableau: Tableau) -> String {
    var text = ""
    Swift.dump(tableau, to: &text)
    return text
  }

  /// A cached value that disagrees with its row is reported by every run of the check, and
  /// stays as it was: the check does not repair what it reports.
  @Test func corruptedCacheIsReportedEveryTime() throws {
    let solver = Solver()
    let x = solver.makeVariable("x")
    try solver.add(LinearConstraint(x - 10, .equal))
    #expect(solver.value(of: x) == 10)
    solver.tableau.valueStates[solver.tableau.variableSymbols[x.id].index].cached = 11
    let expected = ["cached value of x is 11.0, not 10.0"]
    #expect(solver.tableau.invariantViolations() == expected)
    #expect(solver.tableau.invariantViolations() == expected)
    #expect(solver.value(of: x) == 11)
  }

  /// An entering candidate that is no longer attractive (a cost that came and went) stays a
  /// candidate through the check: the next simplex step, not the check, drops it.
  @Test func checkLeavesEveryStoredPropertyAsItWas() throws {
    let solver = Solver()
    let width = solver.makeVariable("width", nonNegative: true)
    let cap = try solver.add(LinearConstraint(width - 80, .lessThanOrEqual, priority: 750))
    let record = try #require(solver.tableau.records[cap.raw])
    let level = try #require(record.level)
    #expect(!solver.tableau.isBasic(record.marker))
    solver.tableau.objective.add(1, to: record.marker, level: level)
    solver.tableau.objective.add(-1, to: record.marker, level: level)
    let before = snapshot(of: solver.tableau)
    #expect(solver.tableau.invariantViolations().isEmpty)
    #expect(snapshot(of: solver.tableau) == before)
    #expect(
      solver.statistics == SolverStatistics(pivots: 0, rows: 1, cells: 2, largestRow: 2, symbols: 3)
    )
  }
}
