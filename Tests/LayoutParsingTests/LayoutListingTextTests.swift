import LayoutModel
import LayoutParsing
import Testing

/// A listing's `text=`, `font=`, `style=` and `scales=` keys.
@Suite struct LayoutListingTextTests {
  static func views(_ listing: String) throws -> [View] {
    try LayoutListingParser.parse(Array(listing.utf8), file: "t.layout").hierarchy.views
  }

  @Test func readsTextsAndFonts() throws {
    let views = try Self.views(
      """
      view root frame=0,0,320,100
      view button class=UIButton in=root text="Click \\"Me\\"" style=body intrinsic=82x30
      view note class=UILabel in=root text=Note font=15,semibold
      view brand class=UILabel in=root font=20 scales=yes style=title1
      """)
    #expect(views[1].text == #"Click "Me""#)
    #expect(views[1].font == TextFont(pointSize: 17, textStyle: .body))
    #expect(views[1].intrinsicContentSize == IntrinsicContentSize(width: 82, height: 30))
    #expect(views[1].estimatedIntrinsicAxes.isEmpty)
    #expect(views[2].font == TextFont(pointSize: 15, weight: .semibold))
    // TextMetrics' estimate: N 0.722 × 0.91, o 0.556, t 0.278, e 0.556, × 1.04 em; × 15 pt
    // × 1.04 semibold = 33.2, up to the half point.
    #expect(views[2].intrinsicContentSize == IntrinsicContentSize(width: 33.5, height: 18))
    #expect(views[2].estimatedIntrinsicAxes == [.horizontal, .vertical])
    #expect(
      views[3].font == TextFont(pointSize: 20, textStyle: .title1, scalesWithContentSize: true))
    #expect(views[3].intrinsicContentSize.isNone)
  }

  @Test func readsMeasuredSizes() throws {
    let views = try Self.views(
      "view a class=UILabel text=Go style=body intrinsic=20x20.5"
        + " measured=xs:16x17,UICTContentSizeCategoryAccessibilityXXXL:61.5x64,m:18x-")
    #expect(
      views[0].measuredTextSizes == [
        .xs: IntrinsicContentSize(width: 16, height: 17),
        .ax5: IntrinsicContentSize(width: 61.5, height: 64),
        .m: IntrinsicContentSize(width: 18, height: nil),
      ])
  }

  @Test(arguments: [
    ("view a font=12,chunky", "chunky"), ("view a style=title9", "title9"),
    ("view a scales=maybe", "maybe"), ("view a text=\"open", "closing"),
    ("view a font=-3", "-3"), ("view a measured=huge:3x3", "huge"),
    ("view a measured=xs:3x3,xs:4x4", "at most once"), ("view a measured=xs:3x3;", "a space"),
    ("view a measured=ax1:-2x3", "-2"),
  ])
  func refusesABadValue(line: String, named: String) {
    #expect {
      try Self.views(line)
    } throws: { error in
      "\(error)".contains(named)
    }
  }
}
