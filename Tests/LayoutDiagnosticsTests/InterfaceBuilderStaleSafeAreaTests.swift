import Foundation
import LayoutDiagnostics
import LayoutModel
import LayoutTestSupport
import Testing

/// Stored frames that measure no safe area a canvas shows are stale, not measurements
/// (`stale-safe-area.storyboard`, saved on an iPhone 11, `retina6_1`: top 48, bottom 34).
/// Before, the first frame pinned to the safe area set its inset: a button bar pinned 20 pt
/// above the safe area's bottom and stored 74 pt above the root's passed as a 74-pt inset, and
/// of two titles pinned to its top the stale first one set an 84-pt inset and the correct
/// second one was reported misplaced ("y 128 → 164").
@Suite struct InterfaceBuilderStaleSafeAreaTests {
  @Test func aStaleFrameIsMisplacedAgainstTheDevicesSafeArea() throws {
    let layouts = try AnalysisInput.fixtureLayouts("interface-builder/stale-safe-area.storyboard")
    let messages = layouts.map { $0.findings().map(\.message) }
    #expect(
      messages == [
        ["Frame for 'Button Bar' (ssa-br-001) will be different at run time: y 772 → 812."],
        ["Frame for 'Stale Title' (ssa-ta-002) will be different at run time: y 104 → 68."],
        // Two scenes whose footers read the same 68-pt bottom: a canvas's, though no strip
        // and bar of the reader's table make it (realib 18's three scenes do).
        [], [],
      ])
  }
}

extension InterfaceBuilderStaleSafeAreaTests {
  /// A moved button of required height does not rest on its title's estimated height: its
  /// y is its top constraint's. Before, every view whose frame differed on an axis got the
  /// note for its own estimated length on that axis.
  @Test func aMovedViewOfFixedHeightRestsOnNoEstimate() throws {
    let layout = try #require(
      try AnalysisInput.fixtureLayouts("interface-builder/moved-button.storyboard").first)
    let findings = layout.findings()
    #expect(
      findings.map(\.message) == [
        "Frame for 'Sign Out' (mvb-br-001) will be different at run time: y 120 → 100."
      ])
    #expect(findings.first?.notes.map(\.message) == [])
  }
}
