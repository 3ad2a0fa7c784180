import Testing

@testable import ConstraintSolver

/// Textbook behaviour of the public facade: add, remove, values, non-negativity, errors.
@Suite struct SolverTests {
  @Test func simpleEqualityChain() throws {
    let solver = Solver()
    let a = solver.makeVariable("a")
    let b = solver.makeVariable("b")
    let c = solver.makeVariable("c")
    try solver.add(LinearConstraint(a - 10, .equal))
    try solver.add(LinearConstraint(b, .equal, a + 8))
    try solver.add(LinearConstraint(c, .equal, 2 * b - a))
    #expect(solver.value(of: a) == 10)
    #expect(solver.value(of: b) == 18)
    #expect(solver.value(of: c) == 26)
    solver.expectSound()
  }

  @Test func classicCassowaryMidpoint() throws {
    // The paper's running example: xm is the midpoint of xl and xr, xl + 10 <= xr, xl >= 0,
    // xr <= 100, with preferences xl = 20 and xr = 60 (the paper's stays).
    let solver = Solver()
    let left = solver.makeVariable("xl")
    let middle = solver.makeVariable("xm")
    let right = solver.makeVariable("xr")
    try solver.add(LinearConstraint(2 * middle, .equal, left + right))
    try solver.add(LinearConstraint(left + 10, .lessThanOrEqual, right))
    try solver.add(LinearConstraint(right, .lessThanOrEqual, 100.0))
    try solver.add(LinearConstraint(left, .greaterThanOrEqual, 0.0))
    try solver.add(LinearConstraint(left - 20, .equal, priority: 250))
    try solver.add(LinearConstraint(right - 60, .equal, priority: 300))
    #expect(solver.value(of: left) == 20)
    #expect(solver.value(of: middle) == 40)
    #expect(solver.value(of: right) == 60)
    try solver.add(LinearConstraint(middle - 90, .equal, priority: 500))
    // xm = 90 needs xl + xr = 180 and xl + 10 <= xr, so xr >= 95; xr = 60 (at 300) pulls it
    // down to 95, leaving xl = 85.
    #expect(solver.value(of: middle) == 90)
    #expect(solver.value(of: right) == 95)
    #expect(solver.value(of: left) == 85)
    solver.expectSound()
  }

  @Test func removingAConstraintRestoresThePreviousSolution() throws {
    let solver = Solver()
    let x = solver.makeVariable("x")
    let y = solver.makeVariable("y")
    try solver.add(LinearConstraint(x + y - 100, .equal))
    try solver.add(LinearConstraint(x - 30, .equal, priority: 250))
    let pin = try solver.add(LinearConstraint(y - 90, .equal, priority: 500))
    #expect(solver.value(of: x) == 10)
    try solver.remove(pin)
    #expect(solver.value(of: x) == 30)
    #expect(solver.value(of: y) == 70)
    #expect(throws: SolverError.self) { try solver.remove(pin) }
    solver.expectSound()
  }

  @Test func removingEveryConstraintLeavesAnEmptyTableau() throws {
    let solver = Solver()
    let x = solver.makeVariable("x")
    let y = solver.makeVariable("y", nonNegative: true)
    var ids: [ConstraintID] = []
    ids.append(try solver.add(LinearConstraint(x - y - 5, .equal)))
    ids.append(try solver.add(LinearConstraint(y - 20, .lessThanOrEqual)))
    ids.append(try solver.add(LinearConstraint(x - 40, .equal, priority: 300)))
    ids.append(try solver.add(LinearConstraint(x + y - 10, .greaterThanOrEqual, priority: 700)))
    #expect(solver.value(of: x) == 25)
    #expect(solver.value(of: y) == 20)
    for id in ids.reversed() {
      try solver.remove(id)
      solver.expectSound()
    }
    #expect(solver.tableau.rowBasic.allSatisfy { $0 == Tableau.noSymbol })
    #expect(solver.value(of: x) == 0)
  }

  @Test func nonNegativeVariableRejectsNegativeRequiredValue() throws {
    let solver = Solver()
    let width = solver.makeVariable("width", nonNegative: true)
    #expect(throws: SolverError.self) {
      try solver.add(LinearConstraint(width + 16, .equal))
    }
    // The rejected constraint left no trace.
    try solver.add(LinearConstraint(width - 16, .equal))
    #expect(solver.value(of: width) == 16)
    solver.expectSound()
  }

  @Test func nonNegativeVariableStopsAPreference() throws {
    let solver = Solver()
    let width = solver.makeVariable("width", nonNegative: true)
    try solver.add(LinearConstraint(width + 16, .equal, priority: 500))
    #expect(solver.value(of: width) == 0)
    #expect(solver.levelErrors().map(\.error) == [16])
  }

  @Test func invalidInputIsRejected() throws {
    let solver = Solver()
    let x = solver.makeVariable("x")
    #expect(throws: SolverError.self) {
      try solver.add(LinearConstraint(x - .nan, .equal))
    }
    #expect(throws: SolverError.self) {
      try solver.add(LinearConstraint(x - 1, .equal, priority: 0))
    }
    #expect(throws: SolverError.self) {
      try solver.add(LinearConstraint(x - 1, .equal, priority: 1001))
    }
    let stranger = Solver().makeVariable("a")
    let other = Solver()
    _ = other
    #expect(throws: Never.self) {
      try solver.add(LinearConstraint(stranger - 1, .equal))
    }
    let unknown = Variable(id: 99)
    #expect(throws: SolverError.self) {
      try solver.add(LinearConstraint(unknown - 1, .equal))
    }
  }

  @Test func redundantRequiredEqualityIsAcceptedAndRemovable() throws {
    let solver = Solver()
    let x = solver.makeVariable("x")
    let y = solver.makeVariable("y")
    try solver.add(LinearConstraint(x - 10, .equal))
    try solver.add(LinearConstraint(y - x, .equal))
    let redundant = try solver.add(LinearConstraint(y - 10, .equal))
    #expect(solver.value(of: y) == 10)
    try solver.remove(redundant)
    #expect(solver.value(of: y) == 10)
    solver.expectSound()
  }

  @Test func freeVariableStaysAtZero() throws {
    let solver = Solver()
    let x = solver.makeVariable("x")
    let y = solver.makeVariable("y")
    try solver.add(LinearConstraint(x - y, .equal))
    #expect(solver.value(of: x) == 0)
    #expect(solver.value(of: y) == 0)
  }

  @Test func updateVariablesReportsChangedVariablesOnly() throws {
    let solver = Solver()
    let a = solver.makeVariable("a")
    let b = solver.makeVariable("b")
    let c = solver.makeVariable("c")
    let pin = try solver.add(LinearConstraint(a - 5, .equal))
    try solver.add(LinearConstraint(b - a, .equal))
    try solver.add(LinearConstraint(c - 7, .equal))
    #expect(solver.updateVariables() == [a, b, c])
    #expect(solver.updateVariables() == [])
    try solver.setConstant(pin, -6)
    #expect(solver.updateVariables() == [a, b])
    #expect(solver.value(of: b) == 6)
  }
}

@Suite struct ExpressionTests {
  @Test func expressionsAreCanonical() {
    let solver = Solver()
    let a = solver.makeVariable("a")
    let b = solver.makeVariable("b")
    let first = b - a + 2 * a - 8
    let second = LinearExpression(terms: [LinearTerm(a, 1), LinearTerm(b, 1)], constant: -8)
    #expect(first == second)
    #expect(first.terms.map(\.variable) == [a, b])
    #expect((a - a).terms.isEmpty)
    #expect(first.description == "v0 + v1 - 8.0")
    #expect(LinearConstraint(a, .lessThanOrEqual, 100).expression == a - 100)
    #expect(LinearConstraint(a, .equal, b + 8).expression == a - b - 8)
  }
}
