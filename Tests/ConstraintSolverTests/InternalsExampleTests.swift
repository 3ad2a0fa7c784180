import Foundation
import Testing

@testable import ConstraintSolver

/// The worked example of `Sources/ConstraintSolver/INTERNALS.md`, built exactly as the note
/// describes it: every number the note states is pinned here, and every tableau it prints
/// (the blocks after `<!-- tableau: NAME -->`) is compared with `tableauDescription()` at that step.
@Suite struct InternalsExampleTests {
  /// The text of a file of the package, by its path from the package root.
  private static func packageFile(_ path: String) throws -> String {
    let url = URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent(path)
    return try String(contentsOf: url, encoding: .utf8)
  }

  /// The note's text.
  private static func note() throws -> String {
    try packageFile("Sources/ConstraintSolver/INTERNALS.md")
  }

  /// The fenced block that follows `<!-- tableau: name -->` in the note, with a final newline as
  /// `tableauDescription()` ends.
  private static func tableauText(named name: String, in note: String) -> String? {
    guard let marker = note.range(of: "<!-- tableau: \(name) -->\n```text\n") else { return nil }
    guard let end = note.range(of: "```\n", range: marker.upperBound..<note.endIndex) else {
      return nil
    }
    return String(note[marker.upperBound..<end.lowerBound])
  }

  @Test func theButtonInA320PointSuperview() throws {
    let note = try Self.note()
    let solver = Solver()
    let superMinX = solver.makeVariable("super.minX")
    let superWidth = solver.makeVariable("super.width", nonNegative: true)
    let minX = solver.makeVariable("button.minX")
    let width = solver.makeVariable("button.width", nonNegative: true)
    let variables = [superMinX, superWidth, minX, width]
    #expect(solver.version == 4)
    func expectTableau(_ name: String, sourceLocation: SourceLocation = #_sourceLocation) {
      #expect(
        Self.tableauText(named: name, in: note) == solver.tableauDescription(), "tableau: \(name)",
        sourceLocation: sourceLocation)
    }

    // Steps 1-6.
    let c0 = try solver.add(LinearConstraint(LinearExpression(superMinX), .equal))
    expectTableau("after c0")
    let c1 = try solver.add(LinearConstraint(superWidth, .equal, 320.0))
    expectTableau("after c1")
    let c2 = try solver.add(LinearConstraint(minX, .equal, superMinX + 20))
    expectTableau("after c2")
    let c3 = try solver.add(LinearConstraint(width, .greaterThanOrEqual, 44.0))
    expectTableau("after c3")
    #expect(solver.statistics.pivots == 0)
    let c4 = try solver.add(LinearConstraint(width, .equal, 100.0, priority: 750))
    expectTableau("after c4")
    #expect(solver.statistics.pivots == 1)
    let c5 = try solver.add(
      LinearConstraint(minX + width, .lessThanOrEqual, superMinX + superWidth - 20))
    expectTableau("after c5")
    #expect([c0, c1, c2, c3, c4, c5].map(\.raw) == [0, 1, 2, 3, 4, 5])
    #expect(solver.statistics.pivots == 1)
    #expect(solver.version == 10)
    #expect(variables.map { solver.value(of: $0) } == [0, 320, 20, 100])
    #expect(solver.levelErrors().map(\.error) == [0])
    let face = solver.optimalFace()
    let mayVary = try variables.map { try face.mayVary(LinearExpression($0)) }
    #expect(mayVary == [false, false, false, false])

    // Section 10: provenance, and the rejected c6 with its certificate.
    #expect(solver.determiningConstraints(of: width) == [c4])
    #expect(solver.determiningConstraints(of: minX) == [c0, c2])
    var certificate: [(ConstraintID, multiplier: Double)] = []
    do {
      try solver.add(LinearConstraint(width, .greaterThanOrEqual, 300.0))
    } catch SolverError.unsatisfiable(_, let conflicts) {
      certificate = conflicts
    }
    #expect(certificate.map(\.0) == [c1, c2, c5])
    #expect(certificate.map(\.multiplier) == [-1, 1, -1])
    expectTableau("after c5")
    #expect(solver.statistics.pivots == 3)
    #expect(solver.version == 11)
    #expect(variables.map { solver.value(of: $0) } == [0, 320, 20, 100])

    // Step 7: the superview narrows to 120.
    try solver.setConstant(c1, -120)
    expectTableau("after narrowing")
    #expect(solver.statistics.pivots == 4)
    #expect(solver.version == 12)
    #expect(variables.map { solver.value(of: $0) } == [0, 120, 20, 80])
    #expect(solver.levelErrors().map(\.error) == [20])
    #expect(solver.yieldingConstraints(of: LinearExpression(width)) == [c4])

    // Step 8: removing c4.
    try solver.remove(c4)
    expectTableau("after removing c4")
    #expect(solver.statistics.pivots == 5)
    #expect(solver.version == 13)
    #expect(variables.map { solver.value(of: $0) } == [0, 120, 20, 80])

    // Step 9: the range of the width.
    let range = try solver.optimalFace().range(of: width)
    #expect(range.value == 80 && range.lowerBound == 44 && range.upperBound == 80)
    #expect(range.witness?.changedValues == [width: 44])
    #expect(range.witness?.changedConstraints == [c3, c5])
    solver.expectSound()
  }

  /// The example in the file comment of `Tableau+Description.swift` is the note's step 5.
  @Test func descriptionFileCommentShowsStepFive() throws {
    let source = try Self.packageFile("Sources/ConstraintSolver/Internal/Tableau+Description.swift")
    let step = try #require(Self.tableauText(named: "after c4", in: try Self.note()))
    let commented = step.split(separator: "\n").map { "//   \($0)\n" }.joined()
    #expect(source.contains(commented))
  }

  @Test func everyTableauInTheNoteIsChecked() throws {
    let note = try Self.note()
    let names = [
      "after c0", "after c1", "after c2", "after c3", "after c4", "after c5", "after narrowing",
      "after removing c4",
    ]
    #expect(note.components(separatedBy: "<!-- tableau: ").count - 1 == names.count)
    for name in names {
      #expect(Self.tableauText(named: name, in: note) != nil, "tableau: \(name)")
    }
  }
}
