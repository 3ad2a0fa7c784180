import LayoutTestSupport
import Testing

@testable import ConstraintSolver

/// Degenerate problems must terminate (Bland's rule) with exact answers.
@Suite struct DegeneracyTests {
  /// Beale's example (1955), on which Dantzig's rule with the usual tie-breaking cycles:
  /// minimize -3/4·x4 + 20·x5 - 1/2·x6 + 6·x7 subject to
  /// 1/4·x4 - 8·x5 - x6 + 9·x7 <= 0, 1/2·x4 - 12·x5 - 1/2·x6 + 3·x7 <= 0, x6 <= 1, x >= 0.
  /// The objective is written as one level of preference errors: `3/4·x4 >= 100` has error
  /// 100 - 3/4·x4 while x4 is small, `20·x5 <= 0` has error 20·x5, and so on. Optimum:
  /// x4 = 1, x5 = 0, x6 = 1, x7 = 0 (objective -5/4).
  @Test func bealeTerminatesAtTheOptimum() throws {
    let solver = Solver()
    let x4 = solver.makeVariable("x4", nonNegative: true)
    let x5 = solver.makeVariable("x5", nonNegative: true)
    let x6 = solver.makeVariable("x6", nonNegative: true)
    let x7 = solver.makeVariable("x7", nonNegative: true)
    try solver.add(LinearConstraint(0.25 * x4 - 8 * x5 - x6 + 9 * x7, .lessThanOrEqual, 0.0))
    try solver.add(LinearConstraint(0.5 * x4 - 12 * x5 - 0.5 * x6 + 3 * x7, .lessThanOrEqual, 0.0))
    try solver.add(LinearConstraint(x6, .lessThanOrEqual, 1.0))
    try solver.add(LinearConstraint(0.75 * x4 - 100, .greaterThanOrEqual, priority: 500))
    try solver.add(LinearConstraint(20 * x5, .lessThanOrEqual, 0.0, priority: 500))
    try solver.add(LinearConstraint(0.5 * x6 - 100, .greaterThanOrEqual, priority: 500))
    try solver.add(LinearConstraint(6 * x7, .lessThanOrEqual, 0.0, priority: 500))
    #expect(isClose(solver.value(of: x4), 1))
    #expect(isClose(solver.value(of: x5), 0))
    #expect(isClose(solver.value(of: x6), 1))
    #expect(isClose(solver.value(of: x7), 0))
    #expect(isClose(solver.levelErrors()[0].error, 200 - 1.25))
    solver.expectSound()
  }

  /// Many constraints through one point: every ratio is 0.
  @Test func fanOfTightInequalities() throws {
    let solver = Solver()
    let x = solver.makeVariable("x")
    let y = solver.makeVariable("y")
    for slope in -10...10 {
      try solver.add(LinearConstraint(y - Double(slope) * x, .greaterThanOrEqual, 0.0))
    }
    try solver.add(LinearConstraint(y + x, .equal, 0.0, priority: 750))
    try solver.add(LinearConstraint(LinearExpression(y), .equal, priority: 250))
    // y >= 10|x|, with y = -x preferred at 750 => x = y = 0; a weaker pull on x loses.
    #expect(solver.value(of: x) == 0)
    #expect(solver.value(of: y) == 0)
    try solver.add(LinearConstraint(x - 1, .equal, priority: 500))
    #expect(solver.value(of: x) == 0)
    #expect(solver.levelErrors().map(\.error) == [0, 1, 0])
    // Required x = 1 forces y >= 10; |y + x| at 750 is least at y = 10.
    try solver.add(LinearConstraint(x - 1, .equal))
    #expect(isClose(solver.value(of: y), 10))
    solver.expectSound()
  }

  /// The same constraint many times, added and removed in a scrambled order.
  @Test func duplicatesComeAndGo() throws {
    let solver = Solver()
    let x = solver.makeVariable("x")
    let y = solver.makeVariable("y")
    var ids: [ConstraintID] = []
    for index in 0..<30 {
      ids.append(try solver.add(LinearConstraint(x + y - 10, .equal)))
      ids.append(try solver.add(LinearConstraint(x - y, .lessThanOrEqual, Double(index % 3))))
      ids.append(try solver.add(LinearConstraint(x - 7, .equal, priority: 500)))
    }
    // x - y <= 0 and x + y = 10 cap x at 5, below the preferred 7.
    #expect(solver.value(of: x) == 5)
    var generator = SplitMix64(seed: 7)
    ids.shuffle(using: &generator)
    for id in ids {
      try solver.remove(id)
      solver.expectSound()
    }
    #expect(solver.statistics.rows == 0)
  }
}
