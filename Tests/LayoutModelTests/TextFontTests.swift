import Testing

@testable import LayoutModel

/// Which fonts scale with the category and by how much.
@Suite struct TextFontTests {
  @Test func aTextStyleFontTakesTheTableSize() {
    let body = TextFont(textStyle: .body)
    #expect(body.pointSize == 17 && body.scalesWithContentSize)
    #expect(body.pointSize(at: .ax1) == 28)
    #expect(body.pointSize(at: .xs) == 14)
    #expect(body.scale(at: .ax5) == 53.0 / 17)
    let headline = TextFont(textStyle: .headline)
    #expect(headline.weight == .semibold)
  }

  @Test func aFixedFontKeepsItsSizeInEveryCategory() {
    let fixed = TextFont(pointSize: 15, weight: .bold)
    #expect(!fixed.scalesWithContentSize)
    #expect(ContentSizeCategory.allCases.allSatisfy { fixed.pointSize(at: $0) == 15 })
    #expect(fixed.scale(at: .ax5) == 1)
  }

  @Test func aFontScaledWithFontMetricsScalesAsBody() {
    let custom = TextFont(pointSize: 34, scalesWithContentSize: true)
    #expect(custom.pointSize(at: .ax1) == 56)
    let adjusting = TextFont(pointSize: 17, adjustsFontForContentSizeCategory: true)
    #expect(!adjusting.scalesWithContentSize)
    #expect(adjusting.pointSize(at: .xxxl) == 17)
  }

  @Test func aSizeMeasuredAtAnotherCategoryScalesFromThere() {
    let captured = TextFont(pointSize: 28, textStyle: .body, category: .ax1)
    #expect(captured.pointSize(at: .l) == 17)
    #expect(captured.at(.ax5) == TextFont(pointSize: 53, textStyle: .body, category: .ax5))
  }
}
