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
  /// two of three widths: 6 findings before merging sizes, 3 after, and now 1, naming both
  /// sizes, for the one constraint UIKit breaks (`width == 320`), as UIKit logs it once; its
  /// note names the other two minimal conflicts and the pin they add.
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
    #expect(found.count == 1)
    #expect(found.allSatisfy { $0.sizes?.map(\.description) == ["375x160", "414x160"] })
    #expect(
      found.first?.notes.map(\.message).contains("'UIImageView yT9-eD-adJ'.width == 320 (broken)")
        == true)
    #expect(
      found.first?.notes.map(\.message).contains(
        "2 other minimal conflicts break the same constraint, between them adding line 30:"
          + " 'UITableViewCellContentView H2p-sc-9uM'.centerX == 'UIImageView yT9-eD-adJ'.centerX.")
        == true, "\(found.first?.notes.map(\.message) ?? [])")
  }
}
