import Testing

@testable import ConstraintSolver

/// The bound an equality implies is put back when the equality goes or changes
/// (`Tableau.tightenBound`), while the variable still stands as a free symbol: afterwards the
/// variable stays non-negative even with a preference pulling it below zero. Values are pinned
/// and checked against the exact oracle.
@Suite struct ImpliedBoundTests {
  /// `a` (x0) and `x` (x1), both non-negative: `a == 20` and `x == a + 10` required, each
  /// implying its variable's bound, and a weak preference `x == -50` pulling `x` below zero.
  static let system = SmallSystem(
    variableCount: 2, nonNegative: [true, true],
    constraints: [
      .init(coefficients: [1, 0], constant: -20, comparison: .equal, priority: 1000),
      .init(coefficients: [-1, 1], constant: -10, comparison: .equal, priority: 1000),
      .init(coefficients: [0, 1], constant: 50, comparison: .equal, priority: 250),
    ])

  /// The system's solver, its variables and its constraints, in order.
  static func solver(_ system: SmallSystem) throws -> (Solver, [Variable], [ConstraintID]) {
    let solver = Solver()
    let variables = (0..<system.variableCount).map {
      solver.makeVariable("x\($0)", nonNegative: system.nonNegative[$0])
    }
    let ids = try system.constraints.map { try solver.add($0.linear(over: variables)) }
    return (solver, variables, ids)
  }

  /// The oracle's value of every variable, which must be determined.
  static func oracleValues(_ system: SmallSystem) -> [Double?] {
    ExactOracle.solve(system).determinedValues.map { $0?.value }
  }

  /// The solver's values are `expected`, as are the oracle's for `system`, and the solution
  /// passes `verifySolution()` and the tableau's invariants.
  static func expectValues(
    _ expected: [Double], _ solver: Solver, _ variables: [Variable], oracle system: SmallSystem,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    #expect(oracleValues(system) == expected, sourceLocation: sourceLocation)
    #expect(variables.map { solver.value(of: $0) } == expected, sourceLocation: sourceLocation)
    #expect(solver.verifySolution().isFeasible, sourceLocation: sourceLocation)
    solver.expectSound(sourceLocation: sourceLocation)
  }

  /// Both bounds are implied at first: the variables are free symbols, at 20 and 30.
  @Test func bothBoundsStartImplied() throws {
    let (solver, variables, _) = try Self.solver(Self.system)
    #expect(solver.tableau.impliedBounds.compactMap { $0 }.count == 2)
    #expect(variables.allSatisfy { !solver.tableau.variableSymbols[$0.id].isRestricted })
    Self.expectValues([20, 30], solver, variables, oracle: Self.system)
  }

  /// Removing `x == a + 10` puts `x`'s bound back: the weak preference then takes `x` down to
  /// its bound, 0, not to -50.
  @Test func removingTheEqualityKeepsTheVariableAtItsBound() throws {
    let (solver, variables, ids) = try Self.solver(Self.system)
    try solver.remove(ids[1])
    var rest = Self.system
    rest.constraints.remove(at: 1)
    Self.expectValues([20, 0], solver, variables, oracle: rest)
    #expect(solver.tableau.variableSymbols[variables[1].id].isRestricted)
    #expect(solver.tableau.impliedBounds.compactMap { $0 }.count == 1)
    #expect(solver.tableau.nonNegativeVariables() == Set(variables))
  }

  /// A constant that makes `x == a - 15` no longer implies `x >= 0`: the bound is put back and
  /// `x` is 5. Then `a == 10` would make `x` -5, so it is rejected and nothing moves.
  @Test func aConstantThatNoLongerImpliesTheBoundPutsItBack() throws {
    let (solver, variables, ids) = try Self.solver(Self.system)
    try solver.setConstant(ids[1], 15)
    var changed = Self.system
    changed.constraints[1].constant = 15
    Self.expectValues([20, 5], solver, variables, oracle: changed)
    #expect(solver.tableau.variableSymbols[variables[1].id].isRestricted)
    #expect(solver.tableau.impliedBounds.compactMap { $0 }.count == 1)

    var infeasible = changed
    infeasible.constraints[0].constant = -10
    #expect(!ExactOracle.solve(infeasible).isFeasible)
    #expect(throws: SolverError.self) { try solver.setConstant(ids[0], -10) }
    Self.expectValues([20, 5], solver, variables, oracle: changed)

    try solver.remove(ids[1])
    changed.constraints.remove(at: 1)
    Self.expectValues([20, 0], solver, variables, oracle: changed)
  }

  /// Removing `a == 20` first puts `a`'s bound back while `x`'s row still refers to `a`; then
  /// removing `x == a + 10` leaves both at their bounds: `a` at 0 (nothing holds it) and `x`
  /// at 0 (pulled toward -50).
  @Test func removingTheReferencedEqualityFirst() throws {
    let (solver, variables, ids) = try Self.solver(Self.system)
    try solver.remove(ids[0])
    var rest = Self.system
    rest.constraints.remove(at: 0)
    // x == a + 10 with the pull on x: x at its least, 10, a at 0.
    Self.expectValues([0, 10], solver, variables, oracle: rest)
    try solver.remove(ids[1])
    rest.constraints.remove(at: 0)
    #expect(Self.oracleValues(rest)[1] == 0)
    #expect(solver.value(of: variables[1]) == 0)
    #expect(solver.value(of: variables[0]) >= 0)
    #expect(solver.tableau.impliedBounds.compactMap { $0 }.isEmpty)
    #expect(solver.tableau.nonNegativeVariables() == Set(variables))
    #expect(solver.verifySolution().isFeasible)
    solver.expectSound()
  }
}
