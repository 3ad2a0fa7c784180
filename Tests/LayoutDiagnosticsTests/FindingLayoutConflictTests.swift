import LayoutEngine
import LayoutModel
import LayoutParsing
import LayoutTestSupport
import Testing

@testable import LayoutDiagnostics

/// Findings from the engine's broken constraints and from truncation, on real layouts.
@Suite struct FindingLayoutConflictTests {
  func document(_ name: String) throws -> LayoutDocument {
    try LayoutDumpParser.parse(Array(Fixtures.text(name).utf8), file: name).document
  }

  static let solve: TruncationAnalysis.Solve = { document, width, height in
    let options = LayoutEngineOptions(rootWidth: width, rootHeight: height)
    guard let engine = try? LayoutEngine(document: document, options: options) else {
      return nil
    }
    return Dictionary(
      engine.solve().views.map { ($0.id, $0.frame) }, uniquingKeysWith: { first, _ in first })
  }

  @Test func twoRequiredWidthsAreOneConflictAtTheBrokenConstraint() throws {
    let engine = try LayoutEngine(document: try document("check/conflicting-widths.layout"))
    let findings = Finding.layoutConflicts(in: engine, solution: engine.solve())
    #expect(findings.count == 1)
    let finding = try #require(findings.first)
    #expect(finding.ruleID == "unsatisfiable-constraints")
    #expect(finding.location.line == 8)
    #expect(
      finding.message
        == "box.width == 200 conflicts with box.width == 100, so the engine breaks"
        + " box.width == 200.")
    #expect(finding.notes.map { $0.location?.line } == [8, 7, nil])
    #expect(finding.anchor == "box.width == 200\nbox.width == 100")
  }

  @Test func cleanLayoutsHaveNoConflictsOrTruncation() throws {
    for name in ["check/clean.layout", "check/ambiguous-position.layout"] {
      let document = try document(name)
      let engine = try LayoutEngine(document: document)
      #expect(Finding.layoutConflicts(in: engine, solution: engine.solve()).isEmpty, "\(name)")
      #expect(Finding.truncations(in: document, solve: Self.solve).isEmpty, "\(name)")
    }
  }

  @Test func theEngineAgreesWithTheRowModel() throws {
    let findings = Finding.truncations(
      in: try document("check/truncated-detail.layout"), solve: Self.solve)
    let finding = try #require(findings.first)
    #expect(findings.count == 1)
    #expect(
      finding.message
        == "detail is laid out 70 pt narrower than its intrinsic width (80 pt instead of"
        + " 150 pt), so its content is clipped or truncated.")
    #expect(
      finding.notes.map(\.message) == [
        "title's horizontal compression resistance (1000) wins over detail's (250).",
        "It fits once the root view is at least 390 pt wide.",
        "Fix: lower title's horizontal compression resistance below 250, or give the views"
          + " 70 pt more room.",
      ])
  }

  @Test func autoresizingViewsAreNamedInTheFix() throws {
    let text = """
      view root frame=0,0,320,480
      view panel in=root frame=0,0,320,100 autoresizing=h=--&,v=--&
      panel.height == 120
      """
    let document = try LayoutDumpParser.parse(Array(text.utf8), file: "a.layout").document
    let engine = try LayoutEngine(document: document)
    let findings = Finding.layoutConflicts(in: engine, solution: engine.solve())
    let finding = try #require(findings.first)
    #expect(finding.ruleID == "autoresizing-conflict")
    #expect(
      finding.notes.last?.message
        == "Fix: set translatesAutoresizingMaskIntoConstraints = false on panel, whose frame and"
        + " autoresizing mask become required constraints.")
  }
}
