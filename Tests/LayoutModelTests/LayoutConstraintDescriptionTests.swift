import LayoutModel
import Testing

@Suite struct LayoutConstraintDescriptionTests {
  let half = LayoutConstraint(
    LayoutAnchor(.view("title"), .width), .lessThanOrEqual, LayoutAnchor(.view("root"), .width),
    multiplier: 0.5, constant: -10, priority: LayoutPriority(750), identifier: "half")

  @Test func printsTheConsoleShape() {
    #expect(
      half.description
        == "<NSLayoutConstraint 'half' title.width <= 0.5*root.width - 10 priority:750   (active)>")
  }

  @Test func printsTheListingShape() {
    #expect(half.listingDescription == "title.width <= 0.5*root.width - 10 @750 #half")
    var inactive = LayoutConstraint(
      LayoutAnchor(.view("d"), .width), .greaterThanOrEqual,
      constant: 44, isActive: false)
    #expect(inactive.listingDescription == "d.width >= 44 (inactive)")
    inactive.provenance.origin = .contentSize
    #expect(inactive.description == "<NSContentSizeLayoutConstraint d.width >= 44>")
  }

  @Test func namesGuidesByTheirOwningView() {
    let c = LayoutConstraint(
      LayoutAnchor(.view("card"), .top), .equal,
      LayoutAnchor(.safeAreaLayoutGuide(of: "root"), .top), constant: 12)
    #expect(c.equationDescription == "card.top == root.safeAreaLayoutGuide.top + 12")
  }

  @Test func consoleNumbersHaveSixSignificantDigits() {
    #expect(formatConsoleNumber(94.333333333) == "94.3333")
    #expect(formatConsoleNumber(-0.1234567) == "-0.123457")
    #expect(formatConsoleNumber(2_000_000.4) == "2000000")
    #expect(formatConsoleNumber(16) == "16")
    #expect(formatPoints(0.1) == "0.1")
    #expect(formatPoints(-0.0) == "0")
  }

  /// Binary dust is dropped; a true fraction keeps every digit. Before, a 12-pt font's
  /// hugging height at 1.3 times its size read "<= 15.600000000000001 @251" in `why`.
  @Test func lengthsDropBinaryDust() {
    #expect(formatPoints(12 * 1.3) == "15.6")
    #expect(formatPoints(45.599999999999994) == "45.6")
    #expect(formatPoints(-0.30000000000000004) == "-0.3")
    #expect(formatPoints(96.47058823529412) == "96.47058823529412")
    #expect(formatPoints(1.0 / 3.0) == "0.3333333333333333")
  }

  @Test func framesPrintLikeNSStringFromCGRect() {
    #expect(
      LayoutRect(x: 16, y: 59, width: 343, height: 120.5).description
        == "{{16, 59}, {343, 120.5}}")
  }
}
