import Testing

@testable import LayoutModel

/// Apple's Dynamic Type sizes table and the styles' names.
@Suite struct TextStyleTests {
  @Test func bodyGoesFrom14AtExtraSmallTo53AtAccessibilityXXXL() {
    let sizes = ContentSizeCategory.allCases.map { TextStyle.body.pointSize(at: $0) }
    #expect(sizes == [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53])
    #expect(TextStyle.body.defaultPointSize == 17)
  }

  @Test(arguments: [
    (TextStyle.largeTitle, 34.0, 60.0), (.title1, 28, 58), (.title2, 22, 56), (.title3, 20, 55),
    (.headline, 17, 53), (.callout, 16, 50), (.subheadline, 15, 48), (.footnote, 13, 44),
    (.caption1, 12, 43), (.caption2, 11, 40),
  ])
  func largeAndLargest(style: TextStyle, large: Double, ax5: Double) {
    #expect(style.pointSize(at: .l) == large)
    #expect(style.pointSize(at: .ax5) == ax5)
  }

  @Test func everyStyleGrowsWithTheCategoryAndNeverShrinks() {
    for style in TextStyle.allCases {
      let sizes = ContentSizeCategory.allCases.map { style.pointSize(at: $0) }
      #expect(sizes.count == 12)
      #expect(zip(sizes, sizes.dropFirst()).allSatisfy { $0 <= $1 }, "\(style)")
    }
  }

  @Test func uiKitNames() {
    #expect(TextStyle.body.uiKitName == "UICTFontTextStyleBody")
    #expect(TextStyle(named: "UICTFontTextStyleTitle0") == .largeTitle)
    #expect(TextStyle(named: "UICTFontTextStyleSubhead") == .subheadline)
    #expect(TextStyle(named: "caption2") == .caption2)
    #expect(TextStyle(named: "UICTFontTextStyleTitle4") == nil)
    #expect(Set(TextStyle.allCases.map(\.uiKitName)).count == 11)
  }
}
