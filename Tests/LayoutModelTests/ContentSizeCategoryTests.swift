import Testing

@testable import LayoutModel

/// The twelve categories: order, UIKit's raw values, display names and lookup.
@Suite struct ContentSizeCategoryTests {
  @Test func twelveCategoriesInIncreasingOrderWithLargeTheDefault() {
    let all = ContentSizeCategory.allCases
    #expect(
      all.map(\.rawValue) == [
        "xs", "s", "m", "l", "xl", "xxl", "xxxl", "ax1", "ax2", "ax3", "ax4", "ax5",
      ])
    #expect(all == all.sorted())
    #expect(ContentSizeCategory.default == .l)
    #expect(all.filter(\.isAccessibilityCategory) == [.ax1, .ax2, .ax3, .ax4, .ax5])
  }

  @Test(arguments: [
    (ContentSizeCategory.xs, "UICTContentSizeCategoryXS", "XS"),
    (.l, "UICTContentSizeCategoryL", "L"),
    (.xxxl, "UICTContentSizeCategoryXXXL", "XXXL"),
    (.ax1, "UICTContentSizeCategoryAccessibilityM", "accessibility M"),
    (.ax2, "UICTContentSizeCategoryAccessibilityL", "accessibility L"),
    (.ax5, "UICTContentSizeCategoryAccessibilityXXXL", "accessibility XXXL"),
  ])
  func names(category: ContentSizeCategory, uiKit: String, display: String) {
    #expect(category.uiKitName == uiKit)
    #expect(category.displayName == display)
    #expect(ContentSizeCategory(uiKitName: uiKit) == category)
    #expect(ContentSizeCategory(named: category.rawValue.uppercased()) == category)
    #expect(ContentSizeCategory(named: display) == category)
    #expect(ContentSizeCategory(named: uiKit) == category)
  }

  @Test func unknownNamesAreNil() {
    #expect(ContentSizeCategory(uiKitName: "UICTContentSizeCategoryUnspecified") == nil)
    #expect(ContentSizeCategory(named: "ax6") == nil)
    #expect(ContentSizeCategory(named: "") == nil)
  }
}
