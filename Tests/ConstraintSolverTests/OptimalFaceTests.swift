import Testing

@testable import ConstraintSolver

/// An `OptimalFace` answers for the solver as it was when made; the solver's version tells
/// when that is no longer so.
@Suite struct OptimalFaceTests {
  /// The versions a stale face's error names (the face's, the solver's), or nil when `body` throws something else or
  /// nothing.
  private func staleVersions(_ body: () throws -> Void) -> [Int]? {
    do {
      try body()
    } catch SolverError.staleOptimalFace(let face, let solver) {
      return [face, solver]
    } catch {
      return nil
    }
    return nil
  }

  @Test func everyMutationAdvancesTheVersionOnce() throws {
    let solver = Solver()
    #expect(solver.version == 0)
    let x = solver.makeVariable("x")
    #expect(solver.version == 1)
    let floor = try solver.add(LinearConstraint(x - 10, .greaterThanOrEqual))
    #expect(solver.version == 2)
    try solver.setConstant(floor, -20)
    #expect(solver.version == 3)
    try solver.addEditVariable(x, priority: 500)
    #expect(solver.version == 4)
    try solver.suggestValue(x, 30)
    #expect(solver.version == 5)
    try solver.removeEditVariable(x)
    #expect(solver.version == 6)
    try solver.remove(floor)
    #expect(solver.version == 7)
  }

  @Test func readsLeaveTheVersionAlone() throws {
    let solver = Solver()
    let x = solver.makeVariable("x")
    try solver.add(LinearConstraint(x - 10, .equal))
    _ = solver.value(of: x)
    _ = solver.updateVariables()
    _ = solver.optimalRange(of: x)
    _ = try solver.optimalFace().range(of: x)
    _ = solver.determiningConstraints(of: x)
    _ = solver.tableauDescription()
    _ = solver.tableau.invariantViolations()
    #expect(solver.version == 2)
  }

  /// A failed add may still have pivoted (phase one) and made symbols: it counts as a change.
  @Test func rejectedAddAdvancesTheVersion() throws {
    let solver = Solver()
    let x = solver.makeVariable("x")
    try solver.add(LinearConstraint(x - 10, .equal))
    #expect(throws: SolverError.self) { try solver.add(LinearConstraint(x - 20, .equal)) }
    #expect(solver.version == 3)
  }

  @Test func faceMadeBeforeAChangeThrowsStale() throws {
    let solver = Solver()
    let x = solver.makeVariable("x")
    try solver.add(LinearConstraint(x - 10, .greaterThanOrEqual))
    let face = solver.optimalFace()
    #expect(face.isCurrent && face.solverVersion == 2)
    #expect(try face.mayVary(LinearExpression(x)))
    let range = try face.range(of: x)
    #expect(range.lowerBound == 10 && range.upperBound == nil)

    try solver.add(LinearConstraint(x - 30, .lessThanOrEqual))

    #expect(!face.isCurrent)
    #expect(staleVersions { _ = try face.range(of: x) } == [2, 3])
    #expect(staleVersions { _ = try face.mayVary(LinearExpression(x)) } == [2, 3])
    let fresh = solver.optimalFace()
    #expect(try fresh.range(of: x).upperBound == 30)
  }

  @Test func staleFaceErrorSaysWhatToDo() {
    #expect(
      SolverError.staleOptimalFace(madeAtVersion: 2, solverVersion: 3).description
        == "the optimal face was made at solver version 2 and the solver is now at version 3; "
        + "make a new face with optimalFace() after changing the solver")
  }
}
