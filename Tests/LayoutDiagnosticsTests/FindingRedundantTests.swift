import LayoutModel
import LayoutParsing
import LayoutTestSupport
import Testing

@testable import LayoutDiagnostics

@Suite struct FindingRedundantTests {
  func document(_ text: String) throws -> LayoutDocument {
    try LayoutFileParser.parse(Array(text.utf8), file: "r.layout").document
  }

  @Test func theRuleFixtureRepeatsItsHeight() throws {
    let text = try Fixtures.text("check/redundant-duplicate.layout")
    let document = try LayoutFileParser.parse(Array(text.utf8), file: "f.layout").document
    let findings = Finding.redundantConstraints(in: document)
    #expect(findings.count == 1)
    #expect(
      findings.first?.location == LayoutModel.SourceLocation(file: "f.layout", line: 8, column: 1))
    #expect(
      findings.first?.message
        == "card.height == 120 repeats the constraint on line 7, so removing it changes nothing.")
    #expect(
      Finding.redundantConstraints(in: try self.document(Fixtures.text("check/clean.layout")))
        .isEmpty)
  }

  @Test func eitherOrientationAndWeakerCopiesCount() throws {
    let findings = Finding.redundantConstraints(
      in: try document(
        """
        view root frame=0,0,100,100
        view a in=root
        a.leading == root.leading + 16
        root.leading == a.leading - 16
        a.width == 50 @750
        a.width == 50
        a.top >= root.top + 8
        root.top <= a.top - 8
        a.height == 10
        a.height == 11
        """))
    #expect(findings.map { $0.location.line ?? 0 } == [4, 5, 8])
    #expect(
      findings.map(\.message) == [
        "root.leading == a.leading - 16 repeats the constraint on line 3, so removing it"
          + " changes nothing.",
        "a.width == 50 @750 is already enforced by the constraint on line 6, so removing it"
          + " changes nothing.",
        "root.top <= a.top - 8 repeats the constraint on line 7, so removing it changes"
          + " nothing.",
      ])
    #expect(findings[1].notes.first?.location?.line == 6)
  }
}
