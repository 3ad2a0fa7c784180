import LayoutEngine
import LayoutModel
import LayoutParsing
import LayoutTestSupport
import Testing

@testable import LayoutDiagnostics

/// Truncation only for views that cut their content (`View.cutsContent`): text, clipping
/// content modes and views the input marks; an image view scales its image.
@Suite struct TruncationContentTests {
  /// The truncation findings of a listing, as `view axis` anchors.
  static func truncated(_ listing: String) throws -> [String] {
    let document = try LayoutListingParser.parse(Array(listing.utf8), file: "t.layout")
    let layout = try LayoutAnalysis(document: document, file: "t.layout")
    return layout.findings().filter { $0.ruleID == "truncation" }.map(\.anchor)
  }

  static func square(_ view: String) -> String {
    """
    view root frame=0,0,375,812
    \(view)
    image.leading == root.leading
    image.trailing == root.trailing
    image.top == root.top
    image.height == image.width
    """
  }

  @Test func anImageViewLaidOutSmallerThanItsImageScales() throws {
    // A 600 × 600 image in a 375 × 375 image view: scaleToFill, UIKit's default.
    #expect(
      try Self.truncated(Self.square("view image class=UIImageView in=root intrinsic=600x600"))
        == [])
    #expect(
      try Self.truncated(
        Self.square(
          "view image class=UIImageView in=root intrinsic=600x600 contentmode=scaleAspectFit"))
        == [])
  }

  @Test func aSixtyPointImageInAFortyFivePointViewGivesNoWarning() throws {
    let listing = """
      view root frame=0,0,375,812
      view avatar class=UIImageView in=root intrinsic=60x60
      avatar.leading == root.leading + 16
      avatar.top == root.top + 16
      avatar.width == 45
      avatar.height == 45
      """
    #expect(try Self.truncated(listing) == [])
  }

  /// UIKit draws nothing of a hidden view, subviews included: a label inside a hidden banner
  /// squeezed to 100 × 0 is not truncated, while the same banner shown truncates it both ways
  /// (`fixtures/findings/hidden-ancestor.layout`).
  @Test func aViewInsideAHiddenViewIsNeverTruncated() throws {
    let listing = try Fixtures.text("findings/hidden-ancestor.layout")
    #expect(try Self.truncated(listing) == [])
    let shown = listing.replacingOccurrences(of: " hidden\n", with: "\n")
    #expect(shown != listing)
    #expect(try Self.truncated(shown) == ["message horizontal", "message vertical"])
    // Two levels down.
    let deeper = listing.replacingOccurrences(
      of: "view message class=UILabel in=banner",
      with: "view inner in=banner\nview message class=UILabel in=inner"
    )
    .replacingOccurrences(
      of: "message.leading == banner.leading",
      with: """
        inner.leading == banner.leading
        inner.trailing == banner.trailing
        inner.top == banner.top
        inner.bottom == banner.bottom
        message.leading == inner.leading
        """)
    #expect(try Self.truncated(deeper) == [])
  }

  @Test func aClippingContentModeTruncates() throws {
    #expect(
      try Self.truncated(
        Self.square("view image class=UIImageView in=root intrinsic=600x600 contentmode=center"))
        == ["image horizontal", "image vertical"])
  }

  @Test func theInputsMarkWins() throws {
    #expect(
      try Self.truncated(
        Self.square("view image class=UIImageView in=root intrinsic=600x600 truncates=yes"))
        == ["image horizontal", "image vertical"])
    #expect(
      try Self.truncated(
        Self.square("view image class=MyLabel in=root intrinsic=600x600 truncates=no"))
        == [])
  }

  @Test func textClassesTruncate() throws {
    for className in ["UILabel", "UIButton", "UITextField", "UITextView", "App.TitleLabel"] {
      #expect(
        try Self.truncated(Self.square("view image class=\(className) in=root intrinsic=600x600"))
          == ["image horizontal", "image vertical"], "\(className)")
    }
  }

  @Test func cutsContentDecision() {
    #expect(View(id: "a", className: "UIImageView").cutsContent == false)
    #expect(View(id: "a", className: "UIView").cutsContent == true)
    var image = View(id: "a", className: "UIImageView")
    image.contentMode = .topLeft
    #expect(image.cutsContent)
    var label = View(id: "a", className: "UILabel")
    label.contentMode = .scaleToFill
    #expect(label.cutsContent)  // text is cut whatever the content mode
    var custom = View(id: "a", className: "AvatarView")
    custom.contentMode = .scaleAspectFill
    #expect(custom.cutsContent == false)
    // The module is not part of the class's name; a bare suffix is the whole name.
    var qualified = View(id: "a", className: "MyApp.PhotoImageView")
    qualified.contentMode = nil
    #expect(qualified.cutsContent == false)
    #expect(View(id: "a", className: "Kit.TitleLabel").cutsContent)
    var labelModule = View(id: "a", className: "Label.Avatar")
    labelModule.contentMode = .scaleAspectFill
    #expect(labelModule.cutsContent == false)
    #expect(View(id: "a", className: "Label").cutsContent)
    #expect(View(id: "a", className: "ImageView").cutsContent == false)
  }

  @Test func readsContentModeFromTheJSONDump() throws {
    let json = """
      {"format": "layout-dump", "version": 1, "views": [{"id": "image",
       "class": "UIImageView", "contentMode": "bottomRight", "truncatesContent": false}]}
      """
    let view = try LayoutFileParser.parse(Array(json.utf8), file: "t.json").document.hierarchy
      .view("image")
    #expect(view?.contentMode == .bottomRight)
    #expect(view?.truncatesContent == false)
  }
}
