import Testing

@testable import LayoutModel

/// A view's text-dependent sizes at another category or a longer text: the text part scales by
/// the font-size ratio, the padding stays.
@Suite struct ViewTextScalingTests {
  static func button(font: TextFont) -> View {
    var view = View(
      id: "go", className: "UIButton", intrinsicContentSize: .init(width: 46, height: 30),
      firstBaselineOffset: 20, lastBaselineOffset: 10, text: "Go")
    view.font = font
    view.textPadding = TextPadding(width: 12, height: 12)
    return view
  }

  @Test func aBodyButtonAtAccessibilityMScalesItsTitleNotItsInsets() {
    let view = Self.button(font: TextFont(textStyle: .body))
    let scaled = view.scalingText(to: .ax1)
    let ratio = 28.0 / 17
    #expect(scaled.intrinsicContentSize.width == 12 + 34 * ratio)
    #expect(scaled.intrinsicContentSize.height == 12 + 18 * ratio)
    #expect(scaled.firstBaselineOffset == 6 + 14 * ratio)
    #expect(scaled.lastBaselineOffset == 6 + 4 * ratio)
    #expect(scaled.font?.pointSize == 28 && scaled.font?.category == .ax1)
    #expect(view.scalingText(to: .l) == view)
  }

  @Test func aMeasurementTakesThePlaceOfScalingOnTheAxesItGives() {
    var view = Self.button(font: TextFont(textStyle: .body))
    view.estimatedIntrinsicAxes = [.horizontal, .vertical]
    view.measuredTextSizes = [
      .ax1: IntrinsicContentSize(width: 70, height: 44), .ax2: IntrinsicContentSize(width: 80),
    ]
    let ratio = 28.0 / 17
    let measured = view.scalingText(to: .ax1)
    #expect(measured.intrinsicContentSize == IntrinsicContentSize(width: 70, height: 44))
    #expect(measured.estimatedIntrinsicAxes.isEmpty)
    // Baselines still follow the font.
    #expect(measured.firstBaselineOffset == 6 + 14 * ratio)
    // A longer text lengthens the measured title, not the padding: 12 + 58 × 1.5.
    #expect(view.scalingText(to: .ax1, textScale: 1.5).intrinsicContentSize.width == 99)
    // A width only: the height scales (33 pt body at accessibility L).
    let widthOnly = view.scalingText(to: .ax2)
    #expect(widthOnly.intrinsicContentSize.width == 80)
    #expect(widthOnly.intrinsicContentSize.height == 12 + 18 * 33.0 / 17)
    #expect(widthOnly.estimatedIntrinsicAxes == [.vertical])
    // Unmeasured categories scale as before; a fixed font with a measurement takes it.
    #expect(view.scalingText(to: .xl).intrinsicContentSize.width == 12 + 34 * 19.0 / 17)
    var fixed = Self.button(font: TextFont(pointSize: 15))
    fixed.measuredTextSizes = [.ax5: IntrinsicContentSize(width: 50, height: 30)]
    #expect(fixed.scalingText(to: .ax5).intrinsicContentSize.width == 50)
  }

  @Test func aLongerTextWidensButKeepsItsLineHeight() {
    let view = Self.button(font: TextFont(pointSize: 15))
    let scaled = view.scalingText(to: .ax5, textScale: 1.5)
    #expect(scaled.intrinsicContentSize == IntrinsicContentSize(width: 12 + 34 * 1.5, height: 30))
    #expect(scaled.font?.pointSize == 15)
  }

  @Test func aWrappingModelScalesItsWidthAndLineHeight() {
    var view = View(id: "note", className: "UILabel", text: "Some text")
    view.font = TextFont(textStyle: .body)
    view.wrapping = TextWrapping(
      text: .init(naturalWidth: 100, lineHeight: 20, lines: 0),
      samples: [.init(width: 50, height: 40)])
    let scaled = view.scalingText(to: .xxxl, textScale: 2)
    let ratio = 23.0 / 17
    #expect(scaled.wrapping?.text == .init(naturalWidth: 200 * ratio, lineHeight: 20 * ratio))
    #expect(scaled.wrapping?.samples == [.init(width: 100 * ratio, height: 40 * ratio)])
  }

  @Test func aViewWithoutAFontOrTextIsUnchanged() {
    let plain = View(id: "box", intrinsicContentSize: .init(width: 10, height: 10))
    #expect(plain.scalingText(to: .ax5, textScale: 3) == plain)
    var image = plain
    image.font = TextFont(textStyle: .body)
    #expect(image.scalingText(to: .ax5) == image)
  }
}
