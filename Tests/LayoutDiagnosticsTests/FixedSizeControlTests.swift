import LayoutDiagnostics
import LayoutModel
import LayoutTestSupport
import Testing

/// A switch keeps its own size (`View.keepsItsSize`): UIKit draws it at the constraints' origin
/// at its own size whatever width they give. Its frame is 2 pt wider than its alignment
/// rectangle, the width constraints give it (realib 16: a 49-pt width constraint, a 51-pt
/// frame; 18: 63-pt frames whose constraints span 61 pt).
@Suite struct FixedSizeControlTests {
  static func layout() throws -> LayoutAnalysis {
    try #require(try AnalysisInput.fixtureLayouts("interface-builder/fixed-size-switch.xib").first)
  }

  /// Before: "Narrowed", held 40 pt wide, gave "width 51 → 40" (misplaced-view) and "laid out
  /// 11 pt narrower than its intrinsic width" (truncation), though nothing of a switch is cut
  /// and its frame keeps its size; and "Moved" and "Narrowed" were placed 2 pt off, their
  /// frames taken for alignment rectangles. Its x, the constraints' own, is judged, as is
  /// "Moved"'s y (30 → 22).
  @Test func aSwitchNarrowedByAConstraintIsNeitherCutNorResized() throws {
    let findings = try Self.layout().findings()
    #expect(!findings.contains { $0.ruleID == "truncation" })
    #expect(
      findings.filter { $0.ruleID == "misplaced-view" }.map(\.message) == [
        "Frame for 'Narrowed' (Fsw-00-002) will be different at run time: x 306 → 315.",
        "Frame for 'Moved' (Fsw-00-003) will be different at run time: y 30 → 22.",
      ])
  }

  /// A switch's stored size is the size of a switch where the document was saved, so its
  /// alignment rectangle is its intrinsic size, measured even where its constraints fix its
  /// width ("Recent": 61 × 28 in a 63 × 28 frame, as recent versions store it; before, 51
  /// wide, estimated, as realib 18's switches, which moved 10 pt right for it).
  @Test func aSwitchsStoredSizeIsItsIntrinsicSize() throws {
    let layout = try Self.layout()
    let recent = try #require(layout.document.hierarchy.view("Fsw-00-004"))
    #expect(recent.intrinsicContentSize == IntrinsicContentSize(width: 61, height: 28))
    #expect(recent.estimatedIntrinsicAxes.isEmpty)
    #expect(
      layout.solution.frame(of: "Fsw-00-004") == LayoutRect(x: 278, y: 8, width: 61, height: 28))
    #expect(layout.misplacements().isEmpty == false)
    #expect(!layout.misplacements().contains { $0.view == "Fsw-00-004" })
  }

  @Test func onlyTheFixedSizeClassesKeepTheirSize() {
    #expect(View(id: "s", className: "UISwitch").keepsItsSize)
    #expect(View(id: "s", className: "MyApp.UISwitch:0x7f8").keepsItsSize)
    #expect(!View(id: "s", className: "UISlider").keepsItsSize)
    #expect(!View(id: "s", className: "UISwitchCell").keepsItsSize)
  }
}
