import Testing

@testable import ConstraintSolver

/// The choice of pivots in `Tableau+Pivoting`.
@Suite struct TableauPivotingTests {
  /// Removing `x >= 10` brings its slack into the basis through one of the two rows of
  /// `x <= 10.3`, written once as `10.3` and once as `10.1 + 0.2`. The two rows limit the slack
  /// at 0.3000000000000007 and 0.29999999999999893: equal up to rounding, so the ratios tie and
  /// the lower basic symbol (the first bound's slack) leaves, by Bland's rule as in
  /// `leavingRow`, instead of the row whose ratio is smaller only by rounding.
  @Test func markerLeavingRowTiesRatiosWithinTheTolerance() throws {
    let solver = Solver()
    let x = solver.makeVariable("x")
    let floor = try solver.add(LinearConstraint(x - 10, .greaterThanOrEqual))
    let first = try solver.add(LinearConstraint(x - 10.3, .lessThanOrEqual))
    let second = try solver.add(LinearConstraint(x - 10.1 - 0.2, .lessThanOrEqual))
    let firstSlack = try #require(solver.tableau.records[first.raw]).marker
    let secondSlack = try #require(solver.tableau.records[second.raw]).marker
    let limits = [firstSlack, secondSlack].map { solver.tableau.expandedRow(of: $0)?.constant }
    #expect(limits == [0.3000000000000007, 0.29999999999999893])

    try solver.remove(floor)

    let basic = [firstSlack, secondSlack].map { solver.tableau.isBasic($0) }
    #expect(basic == [false, true])
    #expect(solver.value(of: x) == 10.3)
    solver.expectSound()
  }
}
