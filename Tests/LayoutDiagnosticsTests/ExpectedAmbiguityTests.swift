import Foundation
import LayoutDiagnostics
import LayoutModel
import LayoutParsing
import LayoutTestSupport
import Testing

/// Ambiguity a document says it expects gives no finding: views that placeholder constraints
/// ("remove at build time") place, which the app's code places at run time, as Xcode's canvas
/// leaves them unflagged (realib 30's evenly spaced views), and Xcode's "Verify Position Only"
/// (`verifyAmbiguity="ignoreSizes"`), whose sizes are not verified.
@Suite struct ExpectedAmbiguityTests {
  static func layout() throws -> LayoutAnalysis {
    try #require(
      try AnalysisInput.fixtureLayouts("interface-builder/placed-by-code.storyboard").first)
  }

  @Test func theReaderMarksWhatIsExpected() throws {
    let views = try Self.layout().document.hierarchy
    // Placed by placeholders on the vertical axis, both ends of each.
    for id in ["Pbc-00-003", "Pbc-00-004", "Pbc-00-005"] {
      #expect(views.view(id)?.codePlacedAxes == [.vertical], "\(id)")
      #expect(views.view(id)?.unverifiedAttributes == [], "\(id)")
    }
    #expect(views.view("Pbc-00-006")?.unverifiedAttributes == [.width, .height])
  }

  /// Before: "Middle" and "Bottom" had no vertical position (their placeholders are gone at
  /// run time), nor "Caption" 8 pt below "Middle", and "Badge" and "Loose" no size: seven
  /// errors. Ambiguity is decided with the placeholders in place, as Interface Builder decides
  /// it, so only "Loose"'s horizontal position, which nothing expects, is one; its size on that
  /// axis is reported with it.
  @Test func onlyTheUnexpectedAmbiguityIsAFinding() throws {
    let layout = try Self.layout()
    let ambiguities = layout.findings().filter { $0.ruleID == "ambiguous-layout" }
    #expect(ambiguities.map(\.anchor) == ["Pbc-00-007\nminX\nwidth"])
    // The fix pins "Loose" where the document draws it (x 100), not at its solved x, one of
    // any (0), which pinned it to the root's edge.
    #expect(
      ambiguities.first?.fixes.map(\.message) == [
        "add 'Loose'.leading == 'UIView Pbc-00-002'.leading + 100."
      ])
    // "Badge"'s sizes are still ambiguous in the report (`ambiguity` and `solve` show it);
    // they are not verified, so no finding says so.
    #expect(layout.ambiguity().ambiguousViews.map(\.id) == ["Pbc-00-006", "Pbc-00-007"])
    #expect(layout.document.designTimeConstraints.count == 4)
  }
}

extension ExpectedAmbiguityTests {
  /// The design-time frame on an axis the code places was drawn with placeholders the run time
  /// lacks: no misplaced-view there ("Banner", stored across the root by its placeholder edges
  /// and 200 pt wide at run time, as realib 24's "View1"), while its other axis is judged.
  @Test func aCodePlacedAxisIsNotMisplaced() throws {
    let found = try Self.layout().findings().filter { $0.ruleID == "misplaced-view" }
    #expect(
      found.map(\.message) == [
        "Frame for 'Banner' (Pbc-00-008) will be different at run time: y 380 → 400."
      ])
  }
}

extension ExpectedAmbiguityTests {
  /// Pins come from one layout solved as near the stored frames as the constraints allow:
  /// "Card" has no x, "Badge" is 150 pt from the root's edge, stored 10 pt into the card at x
  /// 100 (stale). Before, each pin took its own stored value, +100 and +10, and the two
  /// together conflicted (the badge must be 50 pt into a card at 100).
  @Test func pinsFromTheStoredFramesHoldTogether() throws {
    let layout = try #require(
      try AnalysisInput.fixtureLayouts("interface-builder/stale-container.xib").first)
    let fixes = layout.findings().filter { $0.ruleID == "ambiguous-layout" }
      .flatMap { $0.fixes.map(\.message) }
    #expect(
      fixes == [
        "add 'Card'.leading == 'Root'.leading + 100.",
        "add 'Badge'.leading == 'Card'.leading + 50.",
      ])
  }
}
