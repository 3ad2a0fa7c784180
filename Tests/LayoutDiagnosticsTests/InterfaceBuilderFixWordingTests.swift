import Foundation
import LayoutDiagnostics
import LayoutModel
import LayoutParsing
import Testing

/// Fixes as an Interface Builder document's user can make them.
@Suite struct InterfaceBuilderFixWordingTests {
  static func errors(_ text: String) throws -> [Finding] {
    try InputAnalysis.standard.findings(name: "t", text: text, kind: .interfaceBuilder).findings
      .filter { $0.severity == .error }
  }

  /// A banner 400 pt wide, 16 pt from each side of a 375-pt root, twice pinned below it;
  /// the root a scene's view (`inScene`) or a xib's top-level view.
  static func document(inScene: Bool) -> String {
    let root = """
      <view key="view" contentMode="scaleToFill" id="roo-fx-001">
        <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
        <subviews>
          <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" \
      id="bnr-fx-002" userLabel="Banner">
            <rect key="frame" x="16" y="20" width="343" height="50"/>
            <constraints>
              <constraint firstAttribute="width" constant="400" id="wid-fx-003"/>
              <constraint firstAttribute="height" constant="50" id="hei-fx-004"/>
            </constraints>
          </view>
        </subviews>
        <constraints>
          <constraint firstItem="bnr-fx-002" firstAttribute="leading" secondItem="roo-fx-001" \
      secondAttribute="leading" constant="16" id="lea-fx-005"/>
          <constraint firstAttribute="trailing" secondItem="bnr-fx-002" \
      secondAttribute="trailing" constant="16" id="tra-fx-006"/>
          <constraint firstItem="bnr-fx-002" firstAttribute="top" secondItem="roo-fx-001" \
      secondAttribute="top" constant="20" id="top-fx-007"/>
          <constraint firstItem="bnr-fx-002" firstAttribute="top" secondItem="roo-fx-001" \
      secondAttribute="top" constant="30" id="top-fx-008"/>
        </constraints>
      </view>
      """
    let type = inScene ? "CocoaTouch.Storyboard.XIB" : "CocoaTouch.XIB"
    let objects =
      inScene
      ? """
      <scenes><scene sceneID="scn-fx-001"><objects>
      <viewController id="vc0-fx-001" sceneMemberID="viewController">
      \(root)
      </viewController>
      </objects></scene></scenes>
      """
      : "<objects>\n" + root.replacingOccurrences(of: "key=\"view\" ", with: "") + "\n</objects>"
    return """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.\(type)" version="3.0" toolsVersion="22505" \
      targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
      <device id="retina4_7" orientation="portrait"/>
      \(objects)
      </document>
      """
  }

  /// A view controller's view is as wide as its screen: the conflict with its width offers
  /// no "Give the view 432 pt of width"; a xib's top-level view, which its code sizes, keeps
  /// that fix.
  @Test func aScreensWidthIsNotAFix() throws {
    for inScene in [true, false] {
      let errors = try Self.errors(Self.document(inScene: inScene))
      let width = try #require(errors.first { $0.message.hasPrefix("Horizontal conflict") })
      let resizes = width.fixes.filter { $0.message.hasPrefix("Give ") }
      #expect(resizes.count == (inScene ? 0 : 1), "\(width.fixes.map(\.message))")
      #expect(width.fixes.contains { $0.message.hasPrefix("Lower the priority of 'Banner'.width") })
    }
  }

  /// Two constraints of the document on the same anchors: keep one, deleting the other in
  /// Interface Builder (not "keep a reference to the first", which is advice for code).
  @Test func duplicatesAreDeletedInInterfaceBuilder() throws {
    let errors = try Self.errors(Self.document(inScene: true))
    let vertical = try #require(errors.first { $0.message.hasPrefix("Vertical conflict") })
    let keep = try #require(vertical.fixes.first?.message)
    #expect(
      keep.contains("Keep one and change its constant (delete the other in Interface Builder)."))
    #expect(!keep.contains("reference"))
  }
}
