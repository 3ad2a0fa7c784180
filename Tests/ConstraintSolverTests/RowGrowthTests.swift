import Testing

@testable import ConstraintSolver

/// Rows stay short on long chains of required equalities (issue 17): a 20,000-deep superview
/// chain must not cost a tableau whose rows grow with the chain. Sizes are counted, not timed.
@Suite struct RowGrowthTests {
  /// `count` non-negative widths, the first required to be 375 and each next one required
  /// equal to the one before (`w[i] == w[i-1]`), as a superview chain's widths are.
  static func widthChain(_ count: Int) throws -> (Solver, [Variable], [ConstraintID]) {
    let solver = Solver()
    let widths = (0..<count).map { solver.makeVariable("w\($0)", nonNegative: true) }
    var links = [try solver.add(LinearConstraint(widths[0] - 375, .equal))]
    for index in 1..<count {
      links.append(try solver.add(LinearConstraint(widths[index] - widths[index - 1], .equal)))
    }
    return (solver, widths, links)
  }

  /// Each link is one short row: `w0 = 375 - d0`, then `w[i] = w[i-1] - d[i]`, so the cells
  /// grow linearly (twice the length, twice the cells) and no row is longer than two cells.
  @Test func chainOfEqualNonNegativeWidthsKeepsRowsShort() throws {
    let (solver, widths, _) = try Self.widthChain(200)
    let (double, _, _) = try Self.widthChain(400)
    #expect(solver.statistics.cells == 399)
    #expect(double.statistics.cells == 799)
    #expect(solver.statistics.largestRow == 2)
    #expect(double.statistics.largestRow == 2)
    #expect(solver.statistics.pivots == 0)
    #expect(solver.value(of: widths[199]) == 375)
    #expect(solver.tableau.invariantViolations().isEmpty)
  }

  /// Removing a link gives its width its own bound back: the widths below it are then free
  /// to shrink, and the solver keeps them at their bound, 0, as it does with the bound kept
  /// all along.
  @Test func removingALinkPutsItsBoundBack() throws {
    let (solver, widths, links) = try Self.widthChain(5)
    try solver.remove(links[2])
    #expect(widths.map { solver.value(of: $0) } == [375, 375, 0, 0, 0])
    #expect(solver.tableau.invariantViolations().isEmpty)
    #expect(solver.tableau.impliedBounds.compactMap { $0 }.count == 4)
    #expect(solver.tableau.nonNegativeVariables() == Set(widths))
  }

  /// A constant that still implies the bound moves the chain; one that makes the first width
  /// negative is rejected as with the bound kept, and the chain stays at 375.
  @Test func constantChangesKeepOrPutBackTheBound() throws {
    let (solver, widths, links) = try Self.widthChain(4)
    try solver.setConstant(links[0], -200)
    #expect(widths.map { solver.value(of: $0) } == [200, 200, 200, 200])
    #expect(solver.tableau.impliedBounds.compactMap { $0 }.count == 4)
    #expect(throws: SolverError.self) { try solver.setConstant(links[0], 10) }
    #expect(widths.map { solver.value(of: $0) } == [200, 200, 200, 200])
    #expect(solver.tableau.impliedBounds.compactMap { $0 }.count == 3)
    #expect(solver.tableau.invariantViolations().isEmpty)
  }

  /// A width defined as another minus a constant may go negative: its bound is kept.
  @Test func anEqualityThatDoesNotImplyTheBoundKeepsIt() throws {
    let solver = Solver()
    let outer = solver.makeVariable("outer", nonNegative: true)
    let inner = solver.makeVariable("inner", nonNegative: true)
    try solver.add(LinearConstraint(outer - 100, .equal))
    try solver.add(LinearConstraint(inner - outer + 20, .equal))
    #expect(solver.tableau.impliedBounds.compactMap { $0 }.count == 1)
    #expect(solver.tableau.variableSymbols[inner.id].isRestricted)
    #expect(solver.value(of: inner) == 80)
  }
}
