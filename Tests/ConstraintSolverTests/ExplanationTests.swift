import Testing

@testable import ConstraintSolver

/// Rejections of required constraints carry the conflicting constraints and their Farkas
/// multipliers; breaking mode keeps the rejected constraint at 1100 instead.
@Suite struct ExplanationTests {
  /// The conflict list of the error `body` throws, or nil.
  private func conflicts(_ body: () throws -> Void) -> [(ConstraintID, multiplier: Double)]? {
    do {
      try body()
    } catch SolverError.unsatisfiable(_, let conflicts) {
      return conflicts
    } catch {
      return nil
    }
    return nil
  }

  @Test func conflictingEqualities() throws {
    let solver = Solver()
    let x = solver.makeVariable("x")
    let first = try solver.add(LinearConstraint(x - 10, .equal))
    let found = conflicts { try solver.add(LinearConstraint(x - 20, .equal)) }
    // (x - 20) - (x - 10) = -10: impossible for two equalities.
    #expect(found?.map(\.0) == [first])
    #expect(found?.map(\.multiplier) == [-1])
    #expect(solver.value(of: x) == 10)
    solver.expectSound()
  }

  @Test func inequalityChainNamesEveryLinkAndNothingElse() throws {
    let solver = Solver()
    let a = solver.makeVariable("a")
    let b = solver.makeVariable("b")
    let z = solver.makeVariable("z")
    let lower = try solver.add(LinearConstraint(a, .greaterThanOrEqual, 0.0))
    try solver.add(LinearConstraint(z - 3, .equal))
    let gap = try solver.add(LinearConstraint(b - a - 10, .greaterThanOrEqual))
    try solver.add(LinearConstraint(b - 7, .equal, priority: 500))
    try solver.add(LinearConstraint(z - b, .lessThanOrEqual, priority: 250))
    let found = conflicts { try solver.add(LinearConstraint(b - 5, .lessThanOrEqual)) }
    // (b - 5) - a - (b - a - 10) = 5 > 0 with multipliers -1 on both >= constraints.
    #expect(found?.map(\.0) == [lower, gap])
    #expect(found?.map(\.multiplier) == [-1, -1])
    #expect(solver.value(of: b) == 10)
    solver.expectSound()
  }

  @Test func scaledMultipliers() throws {
    let solver = Solver()
    let x = solver.makeVariable("x")
    let y = solver.makeVariable("y")
    let sum = try solver.add(LinearConstraint(2 * x + 2 * y - 10, .equal))
    let floor = try solver.add(LinearConstraint(x - 4, .greaterThanOrEqual))
    let found = conflicts { try solver.add(LinearConstraint(y - 2, .greaterThanOrEqual)) }
    // (y - 2) - ½(2x + 2y - 10) + (x - 4) = -1 < 0.
    #expect(found?.map(\.0) == [sum, floor])
    #expect(found?.map(\.multiplier) == [-0.5, 1])
  }

  @Test func nonNegativityAloneCanConflict() throws {
    let solver = Solver()
    let width = solver.makeVariable("width", nonNegative: true)
    let x = solver.makeVariable("x")
    let link = try solver.add(LinearConstraint(width - x, .lessThanOrEqual))
    let found = conflicts { try solver.add(LinearConstraint(x + 5, .equal)) }
    // (x + 5) + (width - x) = width + 5: the bound width >= 0 is the third party.
    #expect(found?.map(\.0) == [link])
    #expect(found?.map(\.multiplier) == [1])
    #expect(conflicts { try solver.add(LinearConstraint(width + 16, .equal)) }?.isEmpty == true)
  }

  @Test func breakingModeKeepsTheConstraintAt1100() throws {
    let solver = Solver(options: SolverOptions(breaksUnsatisfiableRequired: true))
    let x = solver.makeVariable("x")
    let y = solver.makeVariable("y")
    let pin = try solver.add(LinearConstraint(x - 10, .equal))
    try solver.add(LinearConstraint(y - x, .equal))
    let broken = try solver.add(LinearConstraint(y - 30, .equal))
    #expect(solver.brokenConstraints == [broken])
    #expect(solver.conflict(of: broken)?.map(\.0).count == 2)
    #expect(solver.value(of: y) == 10)
    #expect(solver.levelErrors().map(\.priority) == [1100])
    #expect(solver.levelErrors().map(\.error) == [20])
    // Without the pin, the broken constraint is the strongest preference and holds again.
    try solver.remove(pin)
    #expect(solver.value(of: y) == 30)
    #expect(solver.value(of: x) == 30)
    #expect(solver.brokenConstraints == [broken])
    #expect(solver.levelErrors().map(\.error) == [0])
    solver.expectSound()
  }

  @Test func brokenConstraintsOutrankEveryAppPriority() throws {
    let solver = Solver(options: SolverOptions(breaksUnsatisfiableRequired: true))
    let x = solver.makeVariable("x")
    try solver.add(LinearConstraint(x, .lessThanOrEqual, 100.0))
    try solver.add(LinearConstraint(x - 50, .equal, priority: 999))
    try solver.add(LinearConstraint(x - 150, .greaterThanOrEqual))
    // The broken x >= 150 at 1100 pulls x to the required bound 100, beating 999.
    #expect(solver.value(of: x) == 100)
  }

  @Test func setConstantThatCannotHoldKeepsTheOldConstant() throws {
    let solver = Solver()
    let x = solver.makeVariable("x")
    try solver.add(LinearConstraint(x, .lessThanOrEqual, 100.0))
    let pin = try solver.add(LinearConstraint(x - 40, .equal))
    #expect(throws: SolverError.self) { try solver.setConstant(pin, -140) }
    #expect(solver.constraint(pin)?.expression.constant == -40)
    #expect(solver.value(of: x) == 40)
    try solver.setConstant(pin, -90)
    #expect(solver.value(of: x) == 90)
    solver.expectSound()
  }

  @Test func setConstantThatCannotHoldBreaksInBreakingMode() throws {
    let solver = Solver(options: SolverOptions(breaksUnsatisfiableRequired: true))
    let x = solver.makeVariable("x")
    try solver.add(LinearConstraint(x, .lessThanOrEqual, 100.0))
    let pin = try solver.add(LinearConstraint(x - 40, .equal))
    try solver.setConstant(pin, -140)
    #expect(solver.brokenConstraints == [pin])
    #expect(solver.value(of: x) == 100)
    #expect(solver.constraint(pin)?.expression.constant == -140)
  }

  @Test func errorDescriptionsAreOneLine() throws {
    let solver = Solver()
    let x = solver.makeVariable("x")
    try solver.add(LinearConstraint(x - 1, .equal, tag: 7))
    do {
      try solver.add(LinearConstraint(x - 2, .equal, tag: 8))
      Issue.record("expected a rejection")
    } catch {
      #expect(
        "\(error)"
          == "unsatisfiable required constraint v0 - 2.0 == 0 [tag 8]; conflicts with [c0 × -1.0]")
    }
  }
}
