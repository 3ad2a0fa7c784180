import Testing

@testable import ConstraintSolver

/// Priorities are strict levels: no amount of error at one priority buys less at a higher one.
@Suite struct PriorityTests {
  @Test func oneConstraintAt751BeatsAThousandAt750() throws {
    let solver = Solver()
    let x = solver.makeVariable("x")
    try solver.add(LinearConstraint(x - 100, .equal, priority: 751))
    for _ in 0..<1000 {
      try solver.add(LinearConstraint(LinearExpression(x), .equal, priority: 750))
    }
    #expect(solver.value(of: x) == 100)
    let errors = solver.levelErrors()
    #expect(errors.map(\.priority) == [751, 750])
    #expect(errors.map(\.error) == [0, 100_000])
    solver.expectSound()
  }

  /// The same, with the 751 constraint arriving last: it must overturn the settled solution.
  /// (Each of the n settled rows needs its own pivot here, so n is kept smaller.)
  @Test func lateConstraintAt751OverturnsManyAt750() throws {
    let solver = Solver()
    let x = solver.makeVariable("x")
    for _ in 0..<200 {
      try solver.add(LinearConstraint(LinearExpression(x), .equal, priority: 750))
    }
    #expect(solver.value(of: x) == 0)
    try solver.add(LinearConstraint(x - 100, .equal, priority: 751))
    #expect(solver.value(of: x) == 100)
    #expect(solver.levelErrors().map(\.error) == [0, 20_000])
    solver.expectSound()
  }

  @Test func priority999IsDistinctFrom998() throws {
    let solver = Solver()
    let x = solver.makeVariable("x")
    try solver.add(LinearConstraint(x - 10, .equal, priority: 998))
    try solver.add(LinearConstraint(x - 10, .equal, priority: 998))
    try solver.add(LinearConstraint(x - 20, .equal, priority: 999))
    #expect(solver.value(of: x) == 20)
    #expect(solver.levelErrors().map(\.priority) == [999, 998])
  }

  @Test func fractionalPrioritiesAreLevelsOfTheirOwn() throws {
    let solver = Solver()
    let x = solver.makeVariable("x")
    try solver.add(LinearConstraint(x - 1, .equal, priority: 999))
    try solver.add(LinearConstraint(x - 2, .equal, priority: 999.5))
    #expect(solver.value(of: x) == 2)
  }

  @Test func errorsWithinALevelAddUp() throws {
    // Two pulls at 500 towards 0 and one towards 30: the sum |x| + |x| + |x - 30| is least at 0.
    let solver = Solver()
    let x = solver.makeVariable("x")
    try solver.add(LinearConstraint(LinearExpression(x), .equal, priority: 500))
    try solver.add(LinearConstraint(x - 30, .equal, priority: 500))
    try solver.add(LinearConstraint(LinearExpression(x), .equal, priority: 500))
    #expect(solver.value(of: x) == 0)
    #expect(solver.levelErrors().map(\.error) == [30])
  }

  @Test func inequalityErrorIsOneSided() throws {
    let solver = Solver()
    let x = solver.makeVariable("x")
    try solver.add(LinearConstraint(x - 50, .equal))
    try solver.add(LinearConstraint(x - 40, .greaterThanOrEqual, priority: 100))
    try solver.add(LinearConstraint(x - 60, .lessThanOrEqual, priority: 100))
    try solver.add(LinearConstraint(x - 45, .lessThanOrEqual, priority: 100))
    #expect(solver.levelErrors().map(\.error) == [5])
  }

  @Test func fiveLevelsResolveTopDown() throws {
    let solver = Solver()
    let x = solver.makeVariable("x")
    let y = solver.makeVariable("y")
    try solver.add(LinearConstraint(x + y - 100, .equal))
    try solver.add(LinearConstraint(x - 10, .equal, priority: 1))
    try solver.add(LinearConstraint(y - 10, .equal, priority: 2))
    try solver.add(LinearConstraint(x - 70, .lessThanOrEqual, priority: 3))
    try solver.add(LinearConstraint(y - 20, .greaterThanOrEqual, priority: 4))
    try solver.add(LinearConstraint(x - y, .greaterThanOrEqual, priority: 5))
    // 5: x >= y; 4: y >= 20; 3: x <= 70; 2: y = 10 is pulled but y >= 30 from 3, so y = 30.
    #expect(solver.value(of: x) == 70)
    #expect(solver.value(of: y) == 30)
    #expect(solver.levelErrors().map(\.error) == [0, 0, 0, 20, 60])
    solver.expectSound()
  }
}
