import Testing

@testable import ConstraintSolver

/// Edit variables and suggested values (Cassowary paper, section 3.3), and in-place constant
/// changes.
@Suite struct EditVariableTests {
  @Test func suggestionsMoveTheVariableWithinRequiredBounds() throws {
    let solver = Solver()
    let width = solver.makeVariable("width")
    let half = solver.makeVariable("half")
    try solver.add(LinearConstraint(2 * half, .equal, width))
    try solver.add(LinearConstraint(width, .lessThanOrEqual, 400.0))
    try solver.add(LinearConstraint(width - 100, .equal, priority: 250))
    try solver.addEditVariable(width, priority: 999)
    #expect(solver.value(of: width) == 100)
    try solver.suggestValue(width, 320)
    #expect(solver.value(of: half) == 160)
    try solver.suggestValue(width, 1024)
    #expect(solver.value(of: width) == 400)
    try solver.suggestValue(width, 375)
    #expect(solver.value(of: width) == 375)
    solver.expectSound()
    try solver.removeEditVariable(width)
    #expect(solver.value(of: width) == 100)
    #expect(!solver.hasEditVariable(width))
    solver.expectSound()
  }

  @Test func weakEditLosesToStrongerPreference() throws {
    let solver = Solver()
    let x = solver.makeVariable("x")
    try solver.add(LinearConstraint(x - 10, .equal, priority: 500))
    try solver.addEditVariable(x, priority: 100)
    try solver.suggestValue(x, 50)
    #expect(solver.value(of: x) == 10)
    #expect(solver.levelErrors().map(\.error) == [0, 40])
  }

  @Test func editErrors() throws {
    let solver = Solver()
    let x = solver.makeVariable("x")
    #expect(throws: SolverError.self) { try solver.addEditVariable(x, priority: 1000) }
    #expect(throws: SolverError.self) { try solver.suggestValue(x, 1) }
    #expect(throws: SolverError.self) { try solver.removeEditVariable(x) }
    try solver.addEditVariable(x, priority: 500)
    #expect(throws: SolverError.self) { try solver.addEditVariable(x, priority: 500) }
    #expect(throws: SolverError.self) { try solver.suggestValue(x, .infinity) }
  }

  @Test func manySuggestionsNeedNoNewRows() throws {
    let solver = Solver()
    let s = solver.makeVariable("s.width")
    var widths: [Variable] = []
    for index in 0..<20 {
      let w = solver.makeVariable("w\(index)", nonNegative: true)
      try solver.add(LinearConstraint(w, .equal, s - 32))
      widths.append(w)
    }
    try solver.addEditVariable(s, priority: 999)
    let before = solver.statistics
    for value in stride(from: 320.0, through: 1024, by: 64) {
      try solver.suggestValue(s, value)
      #expect(widths.allSatisfy { solver.value(of: $0) == value - 32 })
    }
    #expect(solver.statistics.rows == before.rows)
    #expect(solver.statistics.symbols == before.symbols)
    solver.expectSound()
  }

  @Test func requiredConstantChangeIsInPlace() throws {
    let solver = Solver()
    var tops: [Variable] = []
    var heights: [Variable] = []
    var firstTop: ConstraintID?
    for index in 0..<10 {
      let top = solver.makeVariable("v\(index).top")
      let height = solver.makeVariable("v\(index).height", nonNegative: true)
      try solver.add(LinearConstraint(height - 44, .equal))
      if let previousTop = tops.last, let previousHeight = heights.last {
        // v[i].top == v[i-1].bottom + 8
        try solver.add(LinearConstraint(top, .equal, previousTop + previousHeight + 8))
      } else {
        firstTop = try solver.add(LinearConstraint(top - 8, .equal))
      }
      tops.append(top)
      heights.append(height)
    }
    #expect(solver.value(of: tops[9]) == 8 + 9 * 52)
    let before = solver.statistics
    try solver.setConstant(try #require(firstTop), -20)
    #expect(solver.value(of: tops[0]) == 20)
    #expect(solver.value(of: tops[9]) == 20 + 9 * 52)
    #expect(solver.statistics.pivots == before.pivots)
    solver.expectSound()
  }

  @Test func constantChangeOfAnInequalityRunsTheDualSimplex() throws {
    let solver = Solver()
    let x = solver.makeVariable("x")
    let y = solver.makeVariable("y")
    let bound = try solver.add(LinearConstraint(x, .lessThanOrEqual, 50.0))
    try solver.add(LinearConstraint(x - 40, .equal, priority: 750))
    try solver.add(LinearConstraint(x + y - 100, .equal))
    #expect(solver.value(of: y) == 60)
    try solver.setConstant(bound, -30)
    #expect(solver.value(of: x) == 30)
    #expect(solver.value(of: y) == 70)
    try solver.setConstant(bound, -45)
    #expect(solver.value(of: x) == 40)
    solver.expectSound()
  }
}
