import Foundation
import LayoutDiagnostics
import LayoutModel
import LayoutParsing
import LayoutTestSupport
import Testing

/// check's rule across sizes: one finding per kind and place. A conflict with the root frame
/// is the same conflict at every root size it occurs at, though the root frame's constant is
/// the size: its anchor leaves that out.
@Suite struct SweepMergeTests {
  static let sizes = [
    RootSize(width: 375, height: 120), RootSize(width: 320, height: 120),
    RootSize(width: 414, height: 120),
  ]

  @Test func aListingsRootFrameConflictIsOneFindingAcrossSizes() throws {
    let listing = """
      view root frame=0,0,375,100
      view box in=root
      box.leading == root.leading + 20
      box.trailing == root.trailing - 20
      box.width == 300
      box.top == root.top + 10
      box.height == 40
      """
    let document = try LayoutListingParser.parse(Array(listing.utf8), file: "t.layout")
    let found = try LayoutAnalysis.findings(of: document, file: "t.layout", sizes: Self.sizes)
      .filter { $0.ruleID == "unsatisfiable-constraints" }
    #expect(found.count == 1)
    #expect(found.first?.sizes?.map(\.description) == ["375x120", "320x120", "414x120"])
    #expect(found.first?.anchor.contains("root.width == (root frame)") == true)
  }

  @Test func aCellsConflictIsOneFindingPerConflictAcrossSizes() throws {
    let text = try Fixtures.text("interface-builder/cell-fixed-image.xib")
    let found = try InputAnalysis.standard.sweeping(Self.sizes)
      .findings(name: "cell.xib", text: text, kind: .interfaceBuilder).findings
      .filter { $0.severity == .error }
    #expect(found.count == 1, "\(found.map(\.message))")
    // A table cell takes only the width: its height stays its row's (120 pt).
    #expect(found.first?.sizes?.map(\.description) == ["375x120", "320x120", "414x120"])
    let widths = try #require(found.first?.thresholds?.first { $0.axis == .horizontal })
    #expect(widths.occursFor.map(\.lower) != [])
  }

  /// realib 08: 3 overdetermined pins of one 320-pt image, each pair a minimal conflict, at
  /// two of three widths: 6 findings before, 3 now, each naming both sizes.
  @Test func realib08GivesEachConflictOnce() throws {
    let url = try Fixtures.shared("realib/08-dice-table-cell-issue-conflict.xib")
    let text = try String(contentsOf: url, encoding: .utf8)
    let sizes = [
      RootSize(width: 375, height: 160), RootSize(width: 320, height: 160),
      RootSize(width: 414, height: 160),
    ]
    let found = try InputAnalysis.standard.sweeping(sizes)
      .findings(name: "08.xib", text: text, kind: .interfaceBuilder).findings
      .filter { $0.severity == .error }
    #expect(found.count == 3)
    #expect(found.allSatisfy { $0.sizes?.map(\.description) == ["375x160", "414x160"] })
    #expect(Set(found.map(\.fingerprint)).count == 3)
  }
}
