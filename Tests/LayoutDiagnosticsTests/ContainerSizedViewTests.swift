import Foundation
import LayoutDiagnostics
import LayoutModel
import LayoutParsing
import LayoutTestSupport
import Testing

/// A view whose frame its container sets (a cell's content view, a clip view) has UIKit's or
/// AppKit's autoresizing constraints, not the app's: a conflict with them offers no
/// "translatesAutoresizingMaskIntoConstraints = false" and is no `autoresizing-conflict`.
@Suite struct ContainerSizedViewTests {
  static func conflicts(_ text: String, name: String, kind: InputKind) throws -> [Finding] {
    try InputAnalysis.standard.findings(name: name, text: text, kind: kind).findings.filter {
      $0.severity == .error
    }
  }

  static func offersMaskFix(_ finding: Finding) -> Bool {
    finding.fixes.contains { $0.message.contains("translatesAutoresizingMaskIntoConstraints") }
  }

  @Test(arguments: [
    "UITableViewCellContentView", "UICollectionViewCellContentView", "NSClipView",
    "NSTableCellView", "UITableViewCellContentView:0x7fa1c2d0a030",
  ])
  func theKindIsJudgedByClass(className: String) {
    #expect(View.isSizedByContainer(className: className))
  }

  @Test(arguments: ["UIView", "UIImageView", "NSView", "MyContentView"])
  func otherViewsAreTheApps(className: String) {
    #expect(!View.isSizedByContainer(className: className))
  }

  @Test func aCellsContentViewGetsNoMaskFix() throws {
    let found = try Self.conflicts(
      Fixtures.text("interface-builder/cell-fixed-image.xib"), name: "cell.xib",
      kind: .interfaceBuilder)
    #expect(!found.isEmpty)
    for finding in found {
      #expect(finding.ruleID == "unsatisfiable-constraints")
      #expect(!Self.offersMaskFix(finding), "\(finding.fixes.map(\.message))")
      #expect(
        finding.fixes.contains { $0.message.hasPrefix("Lower the priority of 'Photo'.width") })
    }
  }

  /// An AppKit box's content view is an NSView, but the box sets its frame: the reader says so.
  @Test func aBoxsContentViewGetsNoMaskFix() throws {
    let found = try Self.conflicts(
      Fixtures.text("interface-builder/box-content.xib"), name: "box.xib",
      kind: .interfaceBuilder)
    #expect(found.count == 1)
    for finding in found {
      #expect(finding.ruleID == "unsatisfiable-constraints")
      #expect(!Self.offersMaskFix(finding), "\(finding.fixes.map(\.message))")
    }
  }

  /// The same layout as a listing: the kind is the class, whatever the input.
  @Test func aListedContentViewGetsNoMaskFixButAPlainViewDoes() throws {
    let listing = try Fixtures.text("findings/cell-content-mask.layout")
    let content = try Self.conflicts(listing, name: "t.layout", kind: .layoutListing)
    #expect(!content.isEmpty)
    #expect(
      content.allSatisfy { $0.ruleID == "unsatisfiable-constraints" && !Self.offersMaskFix($0) })
    let plain = try Self.conflicts(
      listing.replacingOccurrences(of: "class=UITableViewCellContentView", with: "class=UIView"),
      name: "t.layout", kind: .layoutListing)
    #expect(plain.contains { $0.ruleID == "autoresizing-conflict" && Self.offersMaskFix($0) })
  }

  /// realib 08 (a dice cell whose 320-pt image conflicts with a 375-pt row).
  @Test func realib08OffersNoMaskFix() throws {
    let url = try Fixtures.shared("realib/08-dice-table-cell-issue-conflict.xib")
    let text = try String(contentsOf: url, encoding: .utf8)
    let size = RootSize(device: try #require(DeviceCatalogue.device(named: "iphone-16")))
    let found = try InputAnalysis.standard.sweeping([size])
      .findings(name: "08.xib", text: text, kind: .interfaceBuilder).findings
      .filter { $0.severity == .error }
    #expect(!found.isEmpty)
    #expect(!found.contains(where: Self.offersMaskFix))
  }
}
