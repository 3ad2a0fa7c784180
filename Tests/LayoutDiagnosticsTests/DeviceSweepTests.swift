import LayoutEngine
import LayoutModel
import LayoutParsing
import LayoutTestSupport
import Testing

@testable import LayoutDiagnostics

/// Sweeps over catalogue devices (`RootSize(device:)`): the root at the device's size with the
/// device's safe-area insets.
@Suite struct DeviceSweepTests {
  static func document() throws -> LayoutDocument {
    let text = try Fixtures.text("devices/safe-area-card.layout")
    return try LayoutListingParser.parse(Array(text.utf8), file: "card.layout")
  }

  static func device(_ name: String) throws -> RootSize {
    RootSize(device: try #require(DeviceCatalogue.device(named: name)))
  }

  @Test func aDeviceIsItsPortraitSizeAndInsets() throws {
    let size = try Self.device("iphone-16")
    #expect(size.width == 393 && size.height == 852)
    #expect(size.safeAreaInsets == EdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
    #expect(size.device == "iphone-16")
    #expect(size.description == "iphone-16 (393x852)")
    #expect(RootSize(width: 393, height: 852) != size)
  }

  /// The card conflicts with the iPhone 16's safe area, not the Pro Max's, nor with the bare
  /// 393 × 852 root.
  @Test func theSafeAreaDecidesTheConflict() throws {
    let sizes = [
      try Self.device("iphone-16"), try Self.device("iphone-16-pro-max"),
      RootSize(width: 393, height: 852),
    ]
    let findings = try LayoutAnalysis.findings(
      of: try Self.document(), file: "card.layout", sizes: sizes)
    let conflicts = findings.filter { $0.ruleID == "unsatisfiable-constraints" }
    #expect(conflicts.count == 1)
    #expect(conflicts.first?.sizes?.map(\.description) == ["iphone-16 (393x852)"])
  }

  @Test func layoutsTakeTheDevicesInsets() throws {
    let text = try Fixtures.text("devices/safe-area-card.layout")
    let input = try AnalysisInput.read(Array(text.utf8), name: "card.layout", path: "card.layout")
    let size = try Self.device("iphone-16-pro-max")
    let layout = try #require(
      try input.layouts(
        rootWidth: size.width, rootHeight: size.height, rootSafeAreaInsets: size.safeAreaInsets
      ).first)
    #expect(layout.solution.frame(of: "card") == LayoutRect(x: 0, y: 62, width: 440, height: 780))
    #expect(layout.document.hierarchy.views[0].safeAreaInsets.top == 62)
  }
}

/// `AnalysisInput.layouts(at:)`: the layouts of an input at each size of a sweep, as `solve`,
/// `ambiguity`, `why` and `explain` lay them out.
@Suite struct AnalysisInputSweepTests {
  @Test func eachSizeGivesItsLayouts() throws {
    let text = try Fixtures.text("devices/safe-area-card.layout")
    let input = try AnalysisInput.read(Array(text.utf8), name: "card.layout", path: "card.layout")
    let device = try #require(DeviceCatalogue.device(named: "iphone-16-pro-max"))
    let sizes = [RootSize(width: 320, height: 900), RootSize(device: device)]
    let layouts = try input.layouts(at: sizes)
    #expect(layouts.map(\.count) == [1, 1])
    #expect(
      layouts.map { $0.first?.solution.frame(of: "card") } == [
        LayoutRect(x: 0, y: 0, width: 320, height: 780),
        LayoutRect(x: 0, y: 62, width: 440, height: 780),
      ])
    let own = try input.layouts(at: [], rootWidth: 300)
    #expect(own.count == 1 && own[0].first?.solution.frame(of: "root")?.width == 300)
  }
}
