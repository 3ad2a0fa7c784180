import LayoutModel
import Testing

@Suite struct AutoresizingMaskTests {
  @Test(arguments: ["h=--& v=--&", "h=-&- v=-&-", "h=&-& v=&-&", "h=--- v=---", "h=&&& v=&&&"])
  func notationRoundTrips(_ notation: String) throws {
    let mask = try #require(AutoresizingMask(notation: notation))
    #expect(mask.notation == notation)
  }

  @Test func notationMeansMarginSizeMargin() {
    #expect(
      AutoresizingMask(notation: "h=--& v=--&") == [.flexibleRightMargin, .flexibleBottomMargin])
    #expect(AutoresizingMask(notation: "h=-&-,v=&--") == [.flexibleWidth, .flexibleTopMargin])
    #expect(AutoresizingMask(notation: "h=--x v=---") == nil)
    #expect(AutoresizingMask(notation: "h=--") == nil)
  }

  @Test func namesAreUIKits() {
    #expect(AutoresizingMask(name: "flexibleWidth") == .flexibleWidth)
    #expect(AutoresizingMask(name: "width") == nil)
    #expect(
      AutoresizingMask([.flexibleWidth, .flexibleBottomMargin]).names
        == ["flexibleWidth", "flexibleBottomMargin"])
  }
}
