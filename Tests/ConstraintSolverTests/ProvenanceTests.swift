import Testing

@testable import ConstraintSolver

/// `determiningConstraints(of:)`, `tableauDescription()` and `verify`.
@Suite struct ProvenanceTests {
  @Test func chainIsDeterminedByEveryLink() throws {
    let solver = Solver()
    let a = solver.makeVariable("a")
    let b = solver.makeVariable("b")
    let c = solver.makeVariable("c")
    let loose = solver.makeVariable("loose")
    let pinA = try solver.add(LinearConstraint(a - 8, .equal))
    let linkB = try solver.add(LinearConstraint(b, .equal, a + 52))
    let linkC = try solver.add(LinearConstraint(c, .equal, b + 52))
    let prefer = try solver.add(LinearConstraint(loose - c, .equal, priority: 250))
    #expect(solver.determiningConstraints(of: a) == [pinA])
    #expect(solver.determiningConstraints(of: c) == [pinA, linkB, linkC])
    #expect(solver.determiningConstraints(of: loose) == [pinA, linkB, linkC, prefer])
  }

  @Test func freeVariableHasNoDeterminingConstraints() {
    let solver = Solver()
    let x = solver.makeVariable("x")
    #expect(solver.determiningConstraints(of: x).isEmpty)
  }

  @Test func dumpIsStableAndReadable() throws {
    let solver = Solver()
    let width = solver.makeVariable("width", nonNegative: true)
    let x = solver.makeVariable("x")
    try solver.add(LinearConstraint(x - 10, .equal))
    try solver.add(LinearConstraint(width - 80, .lessThanOrEqual, priority: 750))
    try solver.add(LinearConstraint(width - 80, .greaterThanOrEqual, priority: 250))
    #expect(
      solver.tableauDescription() == """
        levels: 750 (1 constraints), 250 (1 constraints)
        objective:
          e4(c1): [750] 1
          e6(c2): [250] 1
        rows:
          width = 80 - 1·s3(c1) + 1·e4(c1)
          x = 10 - 1·d2(c0)
          s5(c2) = 0 - 1·s3(c1) + 1·e4(c1) + 1·e6(c2)

        """)
  }

  @Test func verifyChecksResidualsBoundsAndLevelErrors() {
    let solver = Solver()
    let x = solver.makeVariable("x")
    let w = solver.makeVariable("w", nonNegative: true)
    let constraints = [
      LinearConstraint(x - 10, .equal),
      LinearConstraint(w - 5, .greaterThanOrEqual, priority: 750),
      LinearConstraint(x - w, .lessThanOrEqual, priority: 250),
      LinearConstraint(x - 12, .equal, priority: 250),
    ]
    let good = verify(constraints, values: [x: 10, w: 5], nonNegative: [w])
    #expect(good.isFeasible)
    #expect(good.levelErrors.map(\.priority) == [750, 250])
    #expect(good.levelErrors.map(\.error) == [0, 7])
    let bad = verify(constraints, values: [x: 10.1, w: -1], nonNegative: [w])
    #expect(bad.violatedRequired == [0])
    #expect(bad.negativeVariables == [w])
    #expect(isClose(bad.maxRequiredResidual, 0.1))
    #expect(verify(constraints, values: [x: 10], nonNegative: []).missingVariables == [w])
  }
}
