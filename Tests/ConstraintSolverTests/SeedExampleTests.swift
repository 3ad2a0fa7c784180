import Testing

@testable import ConstraintSolver

/// The seed example of the solver issue: a button of intrinsic width 80 whose leading and
/// trailing edges are pinned to its superview at priority 500.
@Suite struct SeedExampleTests {
  /// Builds the button in a superview of width `superWidth` and returns its solved width.
  private func buttonWidth(superWidth: Double, hugging: Double, compression: Double) throws
    -> (width: Double, minX: Double, solver: Solver)
  {
    let solver = Solver()
    let superMinX = solver.makeVariable("super.minX")
    let superWidthVariable = solver.makeVariable("super.width", nonNegative: true)
    let minX = solver.makeVariable("button.minX")
    let width = solver.makeVariable("button.width", nonNegative: true)
    try solver.add(LinearConstraint(LinearExpression(superMinX), .equal))
    try solver.add(LinearConstraint(superWidthVariable - superWidth, .equal))
    // Content size: width <= 80 @hugging, width >= 80 @compression.
    try solver.add(LinearConstraint(width - 80, .lessThanOrEqual, priority: hugging))
    try solver.add(LinearConstraint(width - 80, .greaterThanOrEqual, priority: compression))
    // Edges at 500.
    try solver.add(LinearConstraint(minX - superMinX, .equal, priority: 500))
    try solver.add(
      LinearConstraint(minX + width - superMinX - superWidthVariable, .equal, priority: 500))
    return (solver.value(of: width), solver.value(of: minX), solver)
  }

  @Test func huggingAboveEdgesKeepsIntrinsicWidth() throws {
    let result = try buttonWidth(superWidth: 300, hugging: 750, compression: 750)
    #expect(result.width == 80)
    #expect(result.solver.levelErrors().map(\.priority) == [750, 500])
    #expect(result.solver.levelErrors().map(\.error) == [0, 220])
  }

  @Test func huggingBelowEdgesStretchesToSuperview() throws {
    let result = try buttonWidth(superWidth: 300, hugging: 250, compression: 750)
    #expect(result.width == 300)
    #expect(result.minX == 0)
    #expect(result.solver.levelErrors().map(\.error) == [0, 0, 220])
  }

  @Test func compressionAboveEdgesKeepsIntrinsicWidthInNarrowSuperview() throws {
    let result = try buttonWidth(superWidth: 50, hugging: 250, compression: 750)
    #expect(result.width == 80)
  }

  @Test func compressionBelowEdgesShrinksToSuperview() throws {
    let result = try buttonWidth(superWidth: 50, hugging: 750, compression: 250)
    #expect(result.width == 50)
    #expect(result.minX == 0)
  }
}
