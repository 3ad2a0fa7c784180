import Foundation
import LayoutDoctorDump
import LayoutDumpFakes
import LayoutModel
import LayoutParsing
import Testing

/// The core captures each text view's font and writes it under `"font"`; it reads back the
/// same, at the captured category.
@MainActor @Suite struct LayoutDumpFontTests {
  static let environment = CaptureEnvironment(
    platform: "iOS", osVersion: "18.2", screenScale: 3, rootWidth: 320, rootHeight: 100,
    contentSizeCategory: "UICTContentSizeCategoryAccessibilityM")

  static func tree() -> FakeView {
    let root = FakeView(0x1)
    root.properties.frame = LayoutRect(x: 0, y: 0, width: 320, height: 100)
    let title = FakeView(0x2, ["UILabel", "UIView"])
    title.properties.text = "Click Me"
    title.properties.font = TextFont(
      pointSize: 28, textStyle: .body, adjustsFontForContentSizeCategory: true, category: .ax1)
    title.properties.intrinsicContentSize = IntrinsicContentSize(width: 116, height: 34)
    let brand = FakeView(0x3, ["UILabel", "UIView"])
    brand.properties.text = "Brand"
    brand.properties.font = TextFont(pointSize: 20, weight: .heavy, scalesWithContentSize: true)
    root.add(title)
    root.add(brand)
    return root
  }

  @Test func theFontIsCapturedWrittenAndReadBack() throws {
    let json = LayoutDump.json(of: Self.tree(), environment: Self.environment)
    #expect(
      json.contains(
        #""font":{"pointSize":28,"weight":"regular","textStyle":"UICTFontTextStyleBody","#
          + #""adjustsFontForContentSizeCategory":true}"#))
    #expect(
      json.contains(#""font":{"pointSize":20,"weight":"heavy","scalesWithContentSize":true}"#))
    let read = try LayoutFileParser.parseJSON(Array(json.utf8), file: "screen.json")
    #expect(read.warnings.isEmpty)
    let views = read.document.hierarchy.views
    #expect(views[1].font?.category == .ax1 && views[1].font?.pointSize(at: .l) == 17)
    #expect(views[2].font?.pointSize(at: .ax1) == 20)
    let document = try #require(LayoutDumpDocument(reading: read.document))
    #expect(LayoutDump.json(document) == json)
    let schema = try LayoutDumpRoundTripTests.schema()
    #expect(schema.validate(try JSONSerialization.jsonObject(with: Data(json.utf8))).isEmpty)
  }

  @Test func theSizesMeasuredAtEachCategoryAreCapturedWrittenAndReadBack() throws {
    let tree = Self.tree()
    let title = try #require(tree.children.first)
    // What the UIKit adapter measures for a text-style label: its text at every category.
    for (category, width) in zip(ContentSizeCategory.allCases, stride(from: 60.0, to: 200, by: 8)) {
      title.properties.measuredSizes[category] = IntrinsicContentSize(
        width: width, height: width / 2)
    }
    let json = LayoutDump.json(of: tree, environment: Self.environment)
    #expect(
      json.contains(
        #""measuredSizes":{"xs":{"width":60,"height":30},"s":{"width":68,"height":34},"#))
    #expect(json.contains(#""ax5":{"width":148,"height":74}}"#))
    let read = try LayoutFileParser.parseJSON(Array(json.utf8), file: "screen.json")
    #expect(read.warnings.isEmpty)
    let views = read.document.hierarchy.views
    #expect(views[1].measuredTextSizes == title.properties.measuredSizes)
    #expect(views[2].measuredTextSizes.isEmpty)
    // A sweep lays the title out with the app's measurement, not the scaled capture.
    let scaled = views[1].scalingText(to: .ax5)
    #expect(scaled.intrinsicContentSize == IntrinsicContentSize(width: 148, height: 74))
    let document = try #require(LayoutDumpDocument(reading: read.document))
    #expect(LayoutDump.json(document) == json)
    let schema = try LayoutDumpRoundTripTests.schema()
    #expect(schema.validate(try JSONSerialization.jsonObject(with: Data(json.utf8))).isEmpty)
  }

  @Test func theAdaptersFontValuesBecomeTheDumpsFont() {
    // A descriptor's weight trait and text style, at the view's category.
    #expect(
      LayoutDumpText.font(
        pointSize: 28, uiKitWeight: 0, textStyleName: "UICTFontTextStyleBody",
        categoryName: "UICTContentSizeCategoryAccessibilityM",
        adjustsFontForContentSizeCategory: true)
        == TextFont(
          pointSize: 28, textStyle: .body, adjustsFontForContentSizeCategory: true,
          category: .ax1))
    // No style (a system font of a size), semibold's 0.3, an unspecified category: Large.
    #expect(
      LayoutDumpText.font(
        pointSize: 15, uiKitWeight: 0.3, textStyleName: nil,
        categoryName: "UICTContentSizeCategoryUnspecified",
        adjustsFontForContentSizeCategory: false)
        == TextFont(pointSize: 15, weight: .semibold))
    #expect(FontWeight(uiKitWeight: -0.8) == .ultraLight)
    #expect(FontWeight(uiKitWeight: 0.35) == .semibold)
    #expect(FontWeight(uiKitWeight: 0.62) == .black)
    #expect(FontWeight(uiKitWeight: 0.1) == .regular)
  }
}
