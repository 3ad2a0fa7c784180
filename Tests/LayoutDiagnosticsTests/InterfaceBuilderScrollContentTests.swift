import Foundation
import LayoutDiagnostics
import LayoutModel
import LayoutTestSupport
import Testing

/// When a scroll view's scrollable content size is a finding of an Interface Builder document:
/// only where constraints place its content, and Interface Builder is asked to verify its
/// sizes. Before, a scroll view whose content view is laid out by its autoresizing mask (its
/// code sets `contentSize`; realib 23, set to "Never Verify" too) gave two errors.
@Suite struct InterfaceBuilderScrollContentTests {
  /// A 320 × 480 root holding a scroll view pinned to its edges, and in it a content view:
  /// `content` is the content view, `constraints` the scroll view's constraints on it, `scroll`
  /// the scroll view's extra attributes.
  static func findings(content: String, constraints: String = "", scroll: String = "") throws
    -> [String]
  {
    try scrollFindings(content: content, constraints: constraints, scroll: scroll).map(\.message)
  }

  /// The `scrollable-content-ambiguity` findings of `findings(content:constraints:scroll:)`'s
  /// document.
  static func scrollFindings(content: String, constraints: String = "", scroll: String = "")
    throws -> [Finding]
  {
    let text = """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" \
      toolsVersion="22505" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
        <objects>
          <view contentMode="scaleToFill" id="Scr-00-001" userLabel="Root">
            <rect key="frame" x="0.0" y="0.0" width="320" height="480"/>
            <subviews>
              <scrollView \(scroll) translatesAutoresizingMaskIntoConstraints="NO" id="Scr-00-002" userLabel="Scroller">
                <rect key="frame" x="0.0" y="0.0" width="320" height="480"/>
                <subviews>
                  \(content)
                </subviews>
                <constraints>
                  \(constraints)
                </constraints>
              </scrollView>
            </subviews>
            <constraints>
              <constraint firstItem="Scr-00-002" firstAttribute="leading" secondItem="Scr-00-001" secondAttribute="leading" id="Scc-00-001"/>
              <constraint firstItem="Scr-00-002" firstAttribute="trailing" secondItem="Scr-00-001" secondAttribute="trailing" id="Scc-00-002"/>
              <constraint firstItem="Scr-00-002" firstAttribute="top" secondItem="Scr-00-001" secondAttribute="top" id="Scc-00-003"/>
              <constraint firstItem="Scr-00-002" firstAttribute="bottom" secondItem="Scr-00-001" secondAttribute="bottom" id="Scc-00-004"/>
            </constraints>
          </view>
        </objects>
      </document>
      """
    let input = try AnalysisInput.read(Array(text.utf8), name: "scroll.xib", path: "scroll.xib")
    return try input.layouts().flatMap { $0.findings() }.filter {
      $0.ruleID == "scrollable-content-ambiguity"
    }
  }

  /// The content view, pinned at its leading and top edges only: its size, hence the
  /// content's, is not determined.
  static let pinnedAtOneCorner = (
    content: """
    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Scr-00-003" userLabel="Content">
      <rect key="frame" x="0.0" y="0.0" width="320" height="900"/>
    </view>
    """,
    constraints: """
    <constraint firstItem="Scr-00-003" firstAttribute="leading" secondItem="Scr-00-002" secondAttribute="leading" id="Scc-00-005"/>
    <constraint firstItem="Scr-00-003" firstAttribute="top" secondItem="Scr-00-002" secondAttribute="top" id="Scc-00-006"/>
    """
  )

  @Test func contentPlacedByConstraintsIsChecked() throws {
    #expect(
      try Self.findings(
        content: Self.pinnedAtOneCorner.content,
        constraints: Self.pinnedAtOneCorner.constraints) == [
          "The scrollable content width of 'Scroller' (Scr-00-002) is ambiguous: it can be anywhere"
            + " in [0, +∞).",
          "The scrollable content height of 'Scroller' (Scr-00-002) is ambiguous: it can be"
            + " anywhere in [0, +∞).",
        ])
  }

  @Test func contentLaidOutByItsAutoresizingMaskIsTheCodes() throws {
    let content = """
      <view contentMode="scaleToFill" fixedFrame="YES" translatesAutoresizingMaskIntoConstraints="NO" id="Scr-00-003" userLabel="Content">
        <rect key="frame" x="0.0" y="0.0" width="320" height="900"/>
        <autoresizingMask key="autoresizingMask" widthSizable="YES" flexibleMaxY="YES"/>
      </view>
      """
    #expect(try Self.findings(content: content) == [])
  }

  @Test func sizesNotVerifiedAreNotReported() throws {
    for setting in ["ignoreSizes", "off"] {
      #expect(
        try Self.findings(
          content: Self.pinnedAtOneCorner.content,
          constraints: Self.pinnedAtOneCorner.constraints,
          scroll: "verifyAmbiguity=\"\(setting)\"") == [])
    }
  }

  /// Content 900 pt tall tied to the scroll view's top but not its bottom: the fix is where
  /// it ends. Before, the only fix offered was the content guide's height equal to the
  /// frame's "for horizontal scrolling", and the note said the content needed a height of
  /// its own, which it has.
  @Test func contentWithALengthButNoEndIsToldWhereToEnd() throws {
    let content = Self.pinnedAtOneCorner.content.replacingOccurrences(
      of: "</view>",
      with: """
        <constraints>
          <constraint firstAttribute="height" constant="900" id="Scc-00-007"/>
          <constraint firstAttribute="width" constant="320" id="Scc-00-008"/>
        </constraints>
        </view>
        """)
    let found = try Self.scrollFindings(
      content: content, constraints: Self.pinnedAtOneCorner.constraints)
    #expect(found.count == 2)
    let height = try #require(found.first { $0.message.contains("content height") })
    #expect(
      height.notes.map(\.message) == [
        "'Content' starts at the top of 'Scroller', but nothing ties its bottom there: whatever"
          + " its height, the content does not say where it ends."
      ])
    #expect(
      height.fixes.map(\.message) == [
        "'Content'.bottom == 'Scroller'.bottom (the content's length then sets the scrollable"
          + " height).",
        "'Scroller'.contentLayoutGuide.height == 'Scroller'.frameLayoutGuide.height (for"
          + " horizontal scrolling).",
      ])
    let width = try #require(found.first { $0.message.contains("content width") })
    #expect(
      width.fixes.first?.message
        == "'Content'.trailing == 'Scroller'.trailing (the content's length then sets the"
        + " scrollable width).")
  }
}
