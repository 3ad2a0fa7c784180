import LayoutModel
import LayoutParsing
import LayoutTestSupport
import Testing

@testable import LayoutDiagnostics

/// `fixed-direction`: a constraint written with left/right among neighbours written with
/// leading/trailing does not flip under right-to-left while they do.
@Suite struct FindingFixedDirectionTests {
  func findings(_ text: String) throws -> [Finding] {
    let document = try LayoutFileParser.parse(Array(text.utf8), file: "d.layout").document
    return Finding.fixedDirectionConstraints(in: document)
  }

  /// The rule's fixture: a row written with leading/trailing whose badge is pinned with
  /// left/right; one finding at the badge's constraint, its note at the title's, which flips.
  @Test func theBadgeOfALeadingRow() throws {
    let findings = try findings(Fixtures.text("findings/fixed-direction.layout"))
    #expect(findings.count == 1)
    let finding = try #require(findings.first)
    #expect(finding.ruleID == "fixed-direction")
    #expect(finding.severity == .warning)
    #expect(finding.location == SourceLocation(file: "d.layout", line: 15, column: 1))
    #expect(
      finding.message
        == "badge.left == title.right + 8 is written with left/right, so it does not flip under"
        + " right-to-left while the constraints around it, written with leading/trailing, do.")
    #expect(finding.notes.map(\.message) == ["It flips: title.leading == icon.trailing + 8"])
    #expect(finding.notes.first?.location?.line == 13)
    #expect(
      finding.fixes.map(\.message)
        == ["Write it with leading/trailing: badge.leading == title.trailing + 8."])
  }

  /// A layout written with left/right throughout is consistent: media controls keep their order.
  @Test func allLeftIsConsistent() throws {
    #expect(try findings(Fixtures.text("findings/all-left.layout")).isEmpty)
    #expect(try findings(Fixtures.text("check/clean.layout")).isEmpty)
  }

  /// Playback controls ordered among themselves with left and right throughout keep their
  /// order on purpose, beside a title that flips in the same container: no finding for them.
  /// A badge tied to the flipping title with left/right is one; so is a lone view pinned
  /// right (no row of its own to keep in order).
  @Test func aRowOfControlsWrittenLeftToRightKeepsItsOrder() throws {
    let findings = try findings(
      """
      view root frame=0,0,320,200
      view title in=root
      view badge in=root
      view previous in=root
      view next in=root
      view lone in=root
      title.leading == root.leading + 16
      badge.left == title.right + 8
      previous.left == root.left + 16
      next.left == previous.right + 8
      lone.right == root.right - 16
      """)
    #expect(findings.map(\.location.line) == [8, 11])
  }

  /// Neighbours lay out the same container: a left-pinned view inside a container of its own,
  /// whose constraints use left/right only, is consistent, whatever places the container; a
  /// margin attribute is an edge as well.
  @Test func neighboursLayOutTheSameContainer() throws {
    let findings = try findings(
      """
      view root frame=0,0,320,100
      view bar in=root
      view play in=bar
      view other in=root
      bar.leading == root.leading
      bar.trailing == root.trailing
      play.left == bar.left + 8
      other.rightMargin == root.rightMargin
      """)
    #expect(findings.map(\.location.line) == [8])
    #expect(findings.first?.notes.first?.location?.line == 5)
    #expect(
      findings.first?.fixes.first?.message
        == "Write it with leading/trailing: other.trailingMargin == root.trailingMargin.")
  }
}
