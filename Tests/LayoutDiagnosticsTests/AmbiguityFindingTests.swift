import LayoutDiagnostics
import LayoutModel
import LayoutParsing
import LayoutTestSupport
import Testing

/// The findings `check` gets from `Finding.ambiguities(in:)`.
@Suite struct AmbiguityFindingTests {
  func findings(_ fixture: String) throws -> [Finding] {
    let bytes = try Array(Fixtures.text(fixture).utf8)
    let document = try LayoutFileParser.parse(bytes, file: "fixtures/" + fixture).document
    return Finding.ambiguities(in: document)
  }

  @Test func missingHorizontalPositionIsAnAmbiguousLayoutError() throws {
    let findings = try findings("check/ambiguous-position.layout")
    #expect(findings.count == 1)
    let finding = try #require(findings.first)
    #expect(finding.ruleID == "ambiguous-layout" && finding.severity == .error)
    #expect(
      finding.message
        == "The horizontal position of badge is ambiguous: its minX can take any value.")
    #expect(
      finding.location
        == SourceLocation(file: "fixtures/check/ambiguous-position.layout", line: 4, column: 6))
    #expect(finding.anchor == "badge\nminX")
    #expect(
      finding.notes.first?.message
        == "badge.minX ranges over (-∞, +∞); a witness frame is {{100, 40}, {60, 20}} beside"
        + " the solved {{0, 40}, {60, 20}}.")
    #expect(finding.fixes == [Finding.Fix("add badge.leading == root.leading.")])
  }

  @Test(arguments: ["check/equal-hugging.layout", "check/equal-hugging.json"])
  func equalHuggingIsOneContentPriorityWarning(_ fixture: String) throws {
    let findings = try findings(fixture)
    #expect(findings.map(\.ruleID) == ["content-priority-ambiguity"])
    let finding = try #require(findings.first)
    #expect(finding.severity == .warning)
    #expect(
      finding.message
        == "title and detail have equal horizontal hugging priority 250 and share 135 pt of"
        + " extra space, so which one grows is undefined.")
    #expect(finding.notes.map(\.message) == ["detail hugs at 250 too"])
    #expect(finding.fixes == [Finding.Fix("give title horizontal hugging 251.")])
    #expect(finding.anchor == Fingerprint.anchor(["title", "detail", "horizontal hugging"]))
    if fixture.hasSuffix(".json") {
      #expect(finding.location.jsonPath == "$.views[1]")
      #expect(finding.notes.first?.location?.jsonPath == "$.views[2]")
    }
  }

  @Test(arguments: ["check/clean.layout", "check/truncated-detail.layout"])
  func determinedLayoutsHaveNoFindings(_ fixture: String) throws {
    #expect(try findings(fixture).isEmpty)
  }

  @Test func seedButtonTieNamesBothPins() throws {
    let findings = try findings("layout-dumps/ambiguity-seed-button.layout")
    let finding = try #require(findings.first)
    #expect(finding.ruleID == "ambiguous-layout")
    let notes = finding.notes.map(\.message)
    #expect(notes.contains("button.leading == root.leading @500"))
    #expect(notes.contains("button.trailing == root.trailing @500"))
    #expect(
      finding.fixes.map(\.message) == [
        "raise the priority of button.leading == root.leading @500 to 501."
      ])
  }
}

extension AmbiguityFindingTests {
  /// A missing top below a safe-area inset is pinned to the safe area, as Xcode's "Add
  /// Missing Constraints" does: before, the fix was `form.top == root.top + 99`, which holds
  /// on one device only (this one's 59-pt inset plus the 40 pt drawn).
  @Test func aMissingTopIsPinnedToTheSafeArea() throws {
    let findings = try findings("findings/safe-area-pin.layout")
    #expect(
      findings.map(\.fixes) == [[Finding.Fix("add form.top == root.safeAreaLayoutGuide.top + 40.")]]
    )
  }
}
