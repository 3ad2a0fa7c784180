import Foundation
import LayoutDiagnostics
import LayoutModel
import LayoutParsing
import LayoutTestSupport
import Testing

/// Insets that follow the screen a root is laid out on (`--device`, `--size`): every view's
/// safe area and margins, not only the root's. Before, only the root's safe area took the
/// device's: a panel's own safe area, the root's margins and the insets the stored frames
/// determined kept the saved device's, so a title stayed under an iPhone 16's sensor
/// housing on an iPhone SE and a header too short for the housing passed.
@Suite struct InterfaceBuilderDeviceInsetsTests {
  static func input(_ name: String) throws -> AnalysisInput {
    let url = Fixtures.url("interface-builder/\(name)")
    return try AnalysisInput.read(
      Array(Data(contentsOf: url)), name: name, path: url.path)
  }

  static func device(_ name: String) throws -> RootSize {
    RootSize(device: try #require(DeviceCatalogue.device(named: name)))
  }

  /// `device-insets.storyboard`, saved on an iPhone 16 (top 59, bottom 34): on the saved
  /// device the solve is the stored frames; on an iPhone SE (top 20, bottom 0) the panel's
  /// title hangs 20 below its top, the heading 20 + 8 + 63 = 91 (the root's top margin), the
  /// footer's button sits on the footer's bottom; on an iPhone 16 Pro Max (440 wide, top 62)
  /// the root's side margins are 20 and the heading 62 + 8 + 63 = 133 down.
  @Test func everyViewsInsetsFollowTheDevice() throws {
    let input = try Self.input("device-insets.storyboard")
    let saved = try #require(try input.layouts().first)
    #expect(saved.findings().isEmpty, "\(saved.findings().map(\.message))")
    #expect(saved.solution.frame(of: "ttl-di-003")?.y == 59)
    let small = try #require(try input.layouts(at: [Self.device("iphone-se")]).first?.first)
    #expect(
      small.solution.frame(of: "ttl-di-003") == LayoutRect(x: 0, y: 20, width: 375, height: 40))
    #expect(
      small.solution.frame(of: "hdg-di-005") == LayoutRect(x: 16, y: 91, width: 343, height: 30))
    #expect(
      small.solution.frame(of: "btn-di-007") == LayoutRect(x: 16, y: 46, width: 343, height: 44))
    let large = try #require(
      try input.layouts(at: [Self.device("iphone-16-pro-max")]).first?.first)
    #expect(large.solution.frame(of: "ttl-di-003")?.y == 62)
    #expect(
      large.solution.frame(of: "hdg-di-005") == LayoutRect(x: 20, y: 133, width: 400, height: 30))
    // A size without a device keeps the saved safe area; the margins follow the width.
    let wide = try #require(
      try input.layouts(at: [RootSize(width: 500, height: 900)]).first?.first)
    #expect(wide.solution.frame(of: "ttl-di-003")?.y == 59)
    #expect(
      wide.solution.frame(of: "hdg-di-005") == LayoutRect(x: 20, y: 130, width: 460, height: 30))
  }

  /// `notch-header.storyboard`, saved on an iPhone 8: its 70-pt header holds a 40-pt title on
  /// the header's safe area with 8 below. On an iPhone 16 the title needs 59 + 40 + 8 = 107
  /// points: a conflict there, none on an iPhone SE. Before, the sweep passed both.
  @Test func aHeaderTooShortForTheSensorHousingConflictsOnlyWhereItIs() throws {
    let url = Fixtures.url("interface-builder/notch-header.storyboard")
    let text = try String(contentsOf: url, encoding: .utf8)
    let found = try InputAnalysis.standard
      .sweeping([Self.device("iphone-se"), Self.device("iphone-16")])
      .findings(name: "notch-header.storyboard", text: text, kind: .interfaceBuilder).findings
    #expect(found.map(\.ruleID) == ["unsatisfiable-constraints"])
    #expect(found.first?.message.contains("must be at least 107 pt tall") == true)
    #expect(found.first?.sizes == [try Self.device("iphone-16")])
    let saved = try InputAnalysis.standard
      .findings(name: "notch-header.storyboard", text: text, kind: .interfaceBuilder).findings
    #expect(saved.isEmpty)
  }

  /// A table's cells are kept out of the top and bottom strips by the table's adjusted content
  /// inset: a cell stored under the status bar takes no top inset from the screen, on the
  /// saved device or another.
  @Test func scrolledContentTakesNoTopOrBottomInset() throws {
    let document = try InterfaceBuilderReader.read(
      Array(
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" \
        toolsVersion="22505" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" \
        useSafeAreas="YES">
          <device id="retina6_12" orientation="portrait" appearance="light"/>
          <scenes>
            <scene sceneID="scn-sc-001">
              <objects>
                <viewController id="vc0-sc-001" sceneMemberID="viewController">
                  <view key="view" contentMode="scaleToFill" id="roo-sc-001">
                    <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                    <subviews>
                      <scrollView contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" \
        id="scr-sc-002">
                        <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                        <subviews>
                          <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" \
        id="row-sc-003">
                            <rect key="frame" x="0.0" y="0.0" width="393" height="44"/>
                          </view>
                        </subviews>
                      </scrollView>
                    </subviews>
                  </view>
                </viewController>
              </objects>
            </scene>
          </scenes>
        </document>
        """.utf8), file: "scrolled.storyboard")
    let root = try #require(document.roots.first)
    #expect(root.document.hierarchy.view("scr-sc-002")?.safeAreaInsets.top == 59)
    #expect(root.document.hierarchy.view("row-sc-003")?.safeAreaInsets.top == 0)
    let small = root.document(
      screenSafeArea: EdgeInsets(top: 20, left: 0, bottom: 0, right: 0), rootWidth: 375)
    #expect(small.hierarchy.view("scr-sc-002")?.safeAreaInsets.top == 20)
    #expect(small.hierarchy.view("row-sc-003")?.safeAreaInsets.top == 0)
  }
}

extension InterfaceBuilderDeviceInsetsTests {
  /// A canvas that hid the status bar (Xcode 11 and later on a 4-inch iPhone: a button
  /// `safeArea.top + 9` stored at y 9) does not hide a device's: on an iPhone SE the button
  /// sits 9 pt below its 20-pt status bar. Before, the canvas's 20 pt less was carried to
  /// every device (y 9 on an iPhone SE, 39 on an iPhone 16). What the canvas showed more
  /// than the device table (a bar the reader did not infer) is still carried.
  @Test func aStatusBarTheCanvasHidIsTheDevicesOnAnotherScreen() throws {
    func document(storedY: Double) throws -> InterfaceBuilderRoot {
      let text = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" \
        toolsVersion="17132" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES">
          <device id="retina4_0" orientation="portrait"/>
          <scenes>
            <scene sceneID="sb-sc-001">
              <objects>
                <viewController id="sb-vc-001" sceneMemberID="viewController">
                  <view key="view" contentMode="scaleToFill" id="sb-rt-001">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="568"/>
                    <subviews>
                      <button translatesAutoresizingMaskIntoConstraints="NO" id="sb-bt-001">
                        <rect key="frame" x="28" y="\(storedY)" width="46" height="30"/>
                        <state key="normal" title="Button"/>
                      </button>
                    </subviews>
                    <viewLayoutGuide key="safeArea" id="sb-sa-001"/>
                    <constraints>
                      <constraint firstItem="sb-bt-001" firstAttribute="top" secondItem="sb-sa-001" secondAttribute="top" constant="9" id="sb-c1-001"/>
                      <constraint firstItem="sb-bt-001" firstAttribute="leading" secondItem="sb-sa-001" secondAttribute="leading" constant="28" id="sb-c2-001"/>
                    </constraints>
                  </view>
                </viewController>
              </objects>
            </scene>
          </scenes>
        </document>
        """
      return try #require(
        try InterfaceBuilderReader.read(Array(text.utf8), file: "sb.storyboard").roots.first)
    }
    let se = EdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
    // Stored at y 9: the canvas showed no status bar. Saved: 0; on the device: 20.
    let hidden = try document(storedY: 9)
    #expect(hidden.document.hierarchy.views[0].safeAreaInsets.top == 0)
    #expect(
      hidden.document(screenSafeArea: se, rootWidth: 320).hierarchy.views[0].safeAreaInsets.top
        == 20)
    // Stored at y 73: 44 pt more than the status bar (a bar): carried, 64 on the device.
    let barred = try document(storedY: 73)
    #expect(barred.document.hierarchy.views[0].safeAreaInsets.top == 64)
    #expect(
      barred.document(screenSafeArea: se, rootWidth: 320).hierarchy.views[0].safeAreaInsets.top
        == 64)
  }
}
