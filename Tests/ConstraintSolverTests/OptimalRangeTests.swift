import Testing

@testable import ConstraintSolver

/// `optimalRange(of:)` on the ambiguity cases of Auto Layout; each witness is re-verified.
@Suite struct OptimalRangeTests {
  /// A solver that remembers its constraints, so witnesses can be verified independently.
  private struct Layout {
    let solver = Solver()
    var constraints: [LinearConstraint] = []
    var nonNegative: Set<Variable> = []

    mutating func variable(_ name: String, nonNegative: Bool = false) -> Variable {
      let variable = solver.makeVariable(name, nonNegative: nonNegative)
      if nonNegative {
        self.nonNegative.insert(variable)
      }
      return variable
    }

    mutating func add(_ constraint: LinearConstraint) throws {
      try solver.add(constraint)
      constraints.append(constraint)
    }

    /// The range, after checking that a witness (if any) is optimal and moves the variable.
    func range(of variable: Variable, sourceLocation: SourceLocation = #_sourceLocation)
      -> OptimalRange
    {
      let range = solver.optimalRange(of: variable)
      if let alternative = range.witness {
        let witness = solver.values(in: alternative)
        let check = verify(constraints, values: witness, nonNegative: nonNegative)
        let now = solver.levelErrors()
        #expect(check.isFeasible, sourceLocation: sourceLocation)
        #expect(
          check.levelErrors.map(\.priority) == now.map(\.priority), sourceLocation: sourceLocation)
        for (a, b) in zip(check.levelErrors, now) {
          #expect(isClose(a.error, b.error), sourceLocation: sourceLocation)
        }
        #expect(witness[variable] != solver.value(of: variable), sourceLocation: sourceLocation)
      } else {
        #expect(range.isDetermined, sourceLocation: sourceLocation)
      }
      return range
    }
  }

  @Test func viewWithoutHorizontalPositionIsUnboundedBothWays() throws {
    var layout = Layout()
    let minX = layout.variable("view.minX")
    let width = layout.variable("view.width", nonNegative: true)
    try layout.add(LinearConstraint(width - 100, .equal))
    let range = layout.range(of: minX)
    #expect(range.min == nil && range.max == nil)
    #expect(layout.range(of: width) == OptimalRange(min: 100, max: 100, witness: nil))
    #expect(layout.solver.ambiguityCandidates() == [minX])
  }

  @Test func seedButtonWithBothEdgesAt500() throws {
    var layout = Layout()
    let superMinX = layout.variable("super.minX")
    let superWidth = layout.variable("super.width", nonNegative: true)
    let minX = layout.variable("button.minX")
    let width = layout.variable("button.width", nonNegative: true)
    try layout.add(LinearConstraint(LinearExpression(superMinX), .equal))
    try layout.add(LinearConstraint(superWidth - 300, .equal))
    try layout.add(LinearConstraint(width - 80, .lessThanOrEqual, priority: 750))
    try layout.add(LinearConstraint(width - 80, .greaterThanOrEqual, priority: 750))
    try layout.add(LinearConstraint(minX - superMinX, .equal, priority: 500))
    try layout.add(
      LinearConstraint(minX + width - superMinX - superWidth, .equal, priority: 500))
    #expect(layout.range(of: width).isDetermined)
    let range = layout.range(of: minX)
    #expect(range.min == 0)
    #expect(range.max == 220)
    #expect(layout.solver.ambiguityCandidates() == [minX])
  }

  /// Two labels in a row share 100 pt of slack; equal hugging leaves the split open.
  private func labelRow(titleHugging: Double, detailHugging: Double) throws
    -> (layout: Layout, title: Variable, detail: Variable)
  {
    var layout = Layout()
    let title = layout.variable("title.width", nonNegative: true)
    let detail = layout.variable("detail.width", nonNegative: true)
    try layout.add(LinearConstraint(title + detail - 300, .equal))
    try layout.add(LinearConstraint(title - 120, .lessThanOrEqual, priority: titleHugging))
    try layout.add(LinearConstraint(title - 120, .greaterThanOrEqual, priority: 750))
    try layout.add(LinearConstraint(detail - 80, .lessThanOrEqual, priority: detailHugging))
    try layout.add(LinearConstraint(detail - 80, .greaterThanOrEqual, priority: 750))
    return (layout, title, detail)
  }

  @Test func equalHuggingSharesSlackAmbiguously() throws {
    let row = try labelRow(titleHugging: 250, detailHugging: 250)
    let range = row.layout.range(of: row.title)
    #expect(range.min == 120)
    #expect(range.max == 220)
    #expect(row.layout.range(of: row.detail).min == 80)
  }

  @Test func distinctHuggingDecides() throws {
    let row = try labelRow(titleHugging: 251, detailHugging: 250)
    #expect(row.layout.range(of: row.title) == OptimalRange(min: 120, max: 120, witness: nil))
    #expect(row.layout.range(of: row.detail) == OptimalRange(min: 180, max: 180, witness: nil))
  }

  @Test func viewBetweenInequalitiesSlides() throws {
    var layout = Layout()
    let minX = layout.variable("minX")
    try layout.add(LinearConstraint(minX - 10, .greaterThanOrEqual))
    try layout.add(LinearConstraint(minX - 50, .lessThanOrEqual))
    let range = layout.range(of: minX)
    #expect(range.min == 10)
    #expect(range.max == 50)
  }

  @Test func oneSidedInequalityIsUnboundedOnOneSide() throws {
    var layout = Layout()
    let minX = layout.variable("minX")
    let width = layout.variable("width", nonNegative: true)
    try layout.add(LinearConstraint(width - 40, .equal))
    try layout.add(LinearConstraint(minX - 8, .greaterThanOrEqual))
    let range = layout.range(of: minX)
    #expect(range.min == 8)
    #expect(range.max == nil)
  }

  @Test func determinedChainHasNoCandidates() throws {
    var layout = Layout()
    var previous: Variable?
    for index in 0..<50 {
      let top = layout.variable("v\(index).top")
      if let previous {
        try layout.add(LinearConstraint(top, .equal, previous + 52))
      } else {
        try layout.add(LinearConstraint(top - 8, .equal))
      }
      try layout.add(LinearConstraint(top - Double(index), .equal, priority: 250))
      previous = top
    }
    #expect(layout.solver.ambiguityCandidates().isEmpty)
  }
}
