import LayoutModel
import LayoutParsing
import Testing

/// The stack-view keys of a `view` line and of a JSON dump's `"stack"` object, and scroll
/// views' built-in guides.
@Suite struct StackScrollParsingTests {
  @Test func readsEveryStackKeyOfAListing() throws {
    let document = try parse(
      """
      view s class=UIStackView axis=vertical distribution=equalCentering alignment=lastBaseline spacing=2.5 arranged=a,b baselineRelative marginsRelative
      view a in=s
      view b in=s
      """
    ).document
    #expect(
      document.hierarchy.view("s")?.stack
        == StackConfiguration(
          axis: .vertical, distribution: .equalCentering, alignment: .lastBaseline, spacing: 2.5,
          arrangedSubviews: ["a", "b"], isBaselineRelativeArrangement: true,
          isLayoutMarginsRelativeArrangement: true))
  }

  @Test func readsCustomSpacingAfterArrangedViews() throws {
    let listing = try parse(
      """
      view s class=UIStackView spacing=8 arranged=a,b,c spacingAfter=a:24,b:0
      view a in=s
      view b in=s
      view c in=s
      """
    ).document
    let stack = try #require(listing.hierarchy.view("s")?.stack)
    #expect(stack.customSpacing == ["a": 24, "b": 0])
    #expect(
      [stack.spacing(after: "a"), stack.spacing(after: "b"), stack.spacing(after: "c")] == [
        24, 0, 8,
      ])
    let dump = try parse(
      #"""
      {"format": "layout-dump", "version": 1, "views": [
        {"id": "s", "class": "UIStackView", "stack": {"spacing": 8, "arrangedSubviews": ["a", "b"],
         "customSpacing": {"a": 24}}},
        {"id": "a", "superview": "s"}, {"id": "b", "superview": "s"}]}
      """#, file: "t.json"
    ).document
    #expect(dump.hierarchy.view("s")?.stack?.customSpacing == ["a": 24])
  }

  @Test func stackDefaultsAreUIKits() throws {
    let document = try parse("view s class=UIStackView arranged=a\nview a in=s").document
    #expect(document.hierarchy.view("s")?.stack == StackConfiguration(arrangedSubviews: ["a"]))
    #expect(try parse("view s class=UIStackView").document.hierarchy.view("s")?.stack == nil)
  }

  @Test func readsTheStackObjectOfAJSONDump() throws {
    let document = try parse(
      #"""
      {"format": "layout-dump", "version": 1, "views": [
        {"id": "s", "class": "UIStackView", "stack": {"axis": "vertical",
         "distribution": "fillEqually", "alignment": "center", "spacing": 4,
         "arrangedSubviews": ["a"], "isBaselineRelativeArrangement": false,
         "isLayoutMarginsRelativeArrangement": true}},
        {"id": "a", "superview": "s"}]}
      """#, file: "t.json"
    ).document
    #expect(
      document.hierarchy.view("s")?.stack
        == StackConfiguration(
          axis: .vertical, distribution: .fillEqually, alignment: .center, spacing: 4,
          arrangedSubviews: ["a"], isLayoutMarginsRelativeArrangement: true))
  }

  static let errors: [(String, String, String)] = [
    (
      "view s axis=diagonal", "t.layout",
      "t.layout:1:13: error: invalid axis 'diagonal' (expected horizontal or vertical)"
    ),
    (
      "view s distribution=fit", "t.layout",
      "t.layout:1:21: error: invalid distribution 'fit' (expected fill, fillEqually, fillProportionally, equalSpacing, equalCentering)"
    ),
    ("view s spacing=1 spacing=2", "t.layout", "t.layout:1:18: error: duplicate key 'spacing'"),
    ("view s arranged=a,", "t.layout", "t.layout:1:19: error: expected an arranged subview id"),
    (
      "view s arranged=x", "t.layout",
      "t.layout:1:6: error: arranged subview 'x' of stack view 's': no such view"
    ),
    (
      "view s arranged=a\nview a", "t.layout",
      "t.layout:1:6: error: arranged subview 'a' of stack view 's': not a subview of the stack"
    ),
    (
      "view s arranged=a,a\nview a in=s", "t.layout",
      "t.layout:1:6: error: arranged subview 'a' of stack view 's': listed twice"
    ),
    (
      "view s arranged=a spacingAfter=a\nview a in=s", "t.layout",
      "t.layout:1:33: error: expected ':' and a spacing in points after a"
    ),
    (
      "view s arranged=a spacingAfter=a:4,a:5\nview a in=s", "t.layout",
      "t.layout:1:36: error: duplicate key 'spacingAfter=a'"
    ),
    (
      "view s arranged=a spacingAfter=b:4\nview a in=s\nview b in=s", "t.layout",
      "t.layout:1:6: error: custom spacing after 'b', which is not an arranged view of stack view 's'"
    ),
    (
      #"{"format": "layout-dump", "version": 1, "views": [{"id": "s", "stack": {"customSpacing": {"a": "wide"}}}]}"#,
      "t.json", "t.json:$.views[0].stack.customSpacing.a: error: expected a number, found a string"
    ),
    (
      #"{"format": "layout-dump", "version": 1, "views": [{"id": "s", "stack": {"alignment": "middle"}}]}"#,
      "t.json",
      "t.json:$.views[0].stack.alignment: error: invalid alignment 'middle' (expected fill, leading, top, firstBaseline, center, trailing, bottom, lastBaseline)"
    ),
    (
      "view v class=UIView\nview c in=v\nc.top == v.contentLayoutGuide.top", "t.layout",
      "t.layout:3:10: error: view 'v' has no contentLayoutGuide: it is not a scroll view"
    ),
  ]

  @Test(arguments: errors)
  func badStackOrScrollInputIsOneLine(_ input: String, _ file: String, _ message: String) {
    #expect(parseError(input, file: file) == message)
  }

  @Test func scrollViewsHaveContentAndFrameGuides() throws {
    let document = try parse(
      """
      view scroll class=UITableView
      view content in=scroll
      content.width == scroll.frameLayoutGuide.width
      content.bottom == scroll.contentLayoutGuide.bottom
      """
    ).document
    #expect(
      document.hierarchy.guides.map(\.id) == [
        "scroll.contentLayoutGuide", "scroll.frameLayoutGuide",
      ])
    #expect(
      document.constraints.map(\.listingDescription) == [
        "content.width == scroll.frameLayoutGuide.width",
        "content.bottom == scroll.contentLayoutGuide.bottom",
      ])
  }
}
