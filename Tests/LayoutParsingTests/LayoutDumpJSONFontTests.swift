import LayoutModel
import LayoutParsing
import Testing

/// A dump's `text` and `font` keys (`man/layout-dump.5`, TEXT AND FONTS).
@Suite struct LayoutDumpJSONFontTests {
  static func views(_ json: String) throws -> [View] {
    try LayoutFileParser.parseJSON(Array(json.utf8), file: "f.json").document.hierarchy.views
  }

  @Test func readsTextAndFontsInVersion1() throws {
    let views = try Self.views(
      """
      {"format": "layout-dump", "version": 1, "views": [
       {"id": "root", "frame": {"x": 0, "y": 0, "width": 320, "height": 100}},
       {"id": "title", "class": "UILabel", "superview": "root", "text": "Click Me",
        "intrinsicContentSize": {"width": 70, "height": 20.5},
        "font": {"textStyle": "UICTFontTextStyleBody", "adjustsFontForContentSizeCategory": true}},
       {"id": "note", "class": "UILabel", "superview": "root", "text": "Fixed",
        "font": {"pointSize": 15, "weight": "semibold"}},
       {"id": "brand", "class": "UILabel", "superview": "root",
        "font": {"pointSize": 20, "scalesWithContentSize": true}}]}
      """)
    #expect(views[1].text == "Click Me")
    #expect(
      views[1].font
        == TextFont(pointSize: 17, textStyle: .body, adjustsFontForContentSizeCategory: true))
    #expect(views[1].intrinsicContentSize == IntrinsicContentSize(width: 70, height: 20.5))
    #expect(views[1].estimatedIntrinsicAxes.isEmpty)
    #expect(views[2].font == TextFont(pointSize: 15, weight: .semibold))
    // A text and a font without a measurement: TextMetrics' estimate, marked as one.
    // F 0.611 × 0.91, i 0.222, x 0.5, e 0.556, d 0.556, × 1.04 em; × 15 pt × 1.04 semibold
    // = 38.8 wide; 1.193 em × 15 pt = 17.9 tall; up to the half point.
    #expect(views[2].intrinsicContentSize == IntrinsicContentSize(width: 39, height: 18))
    #expect(views[2].estimatedIntrinsicAxes == [.horizontal, .vertical])
    #expect(views[3].font?.scalesWithContentSize == true)
    #expect(views[3].font?.pointSize(at: .ax1) == 20.0 * 28 / 17)
  }

  @Test func aVersion2FontIsAtTheCapturedCategory() throws {
    let views = try Self.views(
      """
      {"format": "layout-dump", "version": 2, "platform": "iOS", "osVersion": "18.2",
       "screenScale": 3, "rootSize": {"width": 320, "height": 100},
       "contentSizeCategory": "UICTContentSizeCategoryAccessibilityM", "views": [
       {"id": "root", "address": "0x1", "classChain": ["UIView"],
        "frame": {"x": 0, "y": 0, "width": 320, "height": 100}},
       {"id": "title", "address": "0x2", "classChain": ["UILabel", "UIView"],
        "superview": "root", "frame": {"x": 0, "y": 0, "width": 100, "height": 34},
        "text": "Title", "font": {"textStyle": "body"}}]}
      """)
    let font = try #require(views[1].font)
    #expect(font.category == .ax1 && font.pointSize == 28)
    #expect(font.pointSize(at: .l) == 17)
  }

  @Test(arguments: [
    (#"{"weight": "chunky", "pointSize": 12}"#, "chunky"),
    (#"{"textStyle": "UICTFontTextStyleTitle9"}"#, "UICTFontTextStyleTitle9"),
    (#"{"weight": "bold"}"#, "pointSize"),
    (#"{"pointSize": -1}"#, "-1"),
  ])
  func refusesABadFont(font: String, named: String) {
    let json = """
      {"format": "layout-dump", "version": 1, "views": [{"id": "a", "font": \(font)}]}
      """
    #expect {
      try Self.views(json)
    } throws: { error in
      "\(error)".contains(named) && "\(error)".contains("views[0].font")
    }
  }

  @Test func readsMeasuredSizesByCategory() throws {
    let views = try Self.views(
      """
      {"format": "layout-dump", "version": 1, "views": [{"id": "a", "text": "Go",
       "font": {"textStyle": "body"}, "intrinsicContentSize": {"width": 20, "height": 20.5},
       "measuredSizes": {"xs": {"width": 16, "height": 17},
        "UICTContentSizeCategoryAccessibilityXXXL": {"width": 61.5, "height": 64}}}]}
      """)
    #expect(
      views[0].measuredTextSizes == [
        .xs: IntrinsicContentSize(width: 16, height: 17),
        .ax5: IntrinsicContentSize(width: 61.5, height: 64),
      ])
  }

  @Test(arguments: [
    (#"{"huge": {"width": 1}}"#, "huge"), (#"{"xs": {"width": -1}}"#, "-1"),
    (#"{"xs": 3}"#, "object"),
  ])
  func refusesBadMeasuredSizes(sizes: String, named: String) {
    let json = """
      {"format": "layout-dump", "version": 1, "views": [{"id": "a", "measuredSizes": \(sizes)}]}
      """
    #expect {
      try Self.views(json)
    } throws: { error in
      "\(error)".contains(named) && "\(error)".contains("views[0].measuredSizes")
    }
  }
}
