import Foundation
import LayoutDiagnostics
import LayoutModel
import LayoutTestSupport
import Testing

/// An AppKit clip view whose element says `translatesAutoresizingMaskIntoConstraints="NO"`
/// and that no constraint places: Interface Builder's canvas flags it `ambiguous` (realib 39
/// and 43), while at run time its `NSScrollView` tiles it to fill the scroll view. One
/// `ambiguous-layout` warning at the clip view says both; the frames are the run time's.
@Suite struct ClipViewFindingTests {
  static func analysis() throws -> LayoutAnalysis {
    try #require(try AnalysisInput.fixtureLayouts("interface-builder/scroll-clip.xib").first)
  }

  @Test func aClipViewThatDoesNotTranslateIsWhatTheCanvasFlags() throws {
    let layout = try Self.analysis()
    let findings = layout.findings()
    #expect(findings.map(\.ruleID) == ["ambiguous-layout"])
    let finding = try #require(findings.first)
    #expect(finding.severity == .warning)
    #expect(finding.location.line == 12)
    #expect(
      finding.message
        == "Interface Builder flags the clip view 'Left Clip View' (Clp-00-003) as ambiguous: it"
        + " does not translate its autoresizing mask and no constraint places it in its scroll"
        + " view 'Left List' (Scr-00-002).")
    #expect(
      finding.notes.map(\.message) == [
        "At run time the scroll view tiles it to fill its content area ({{0, 0}, {150, 200}}"
          + " here), so the app is not affected."
      ])
    #expect(
      finding.fixes.map(\.message) == [
        "Let the clip view translate its autoresizing mask (delete"
          + " translatesAutoresizingMaskIntoConstraints=\"NO\" from its clipView element), or pin"
          + " its four edges to the scroll view."
      ])
    #expect(
      layout.solution.frame(of: "Clp-00-003") == LayoutRect(x: 0, y: 0, width: 150, height: 200))
    #expect(
      layout.solution.frame(of: "Clp-00-006") == LayoutRect(x: 0, y: 0, width: 150, height: 200))
  }
}
