import LayoutDiagnostics
import LayoutModel
import LayoutParsing
import LayoutTestSupport
import Testing

/// The "Click Me" button of `fixtures/text/`, its edges pinned at priority 500, as its text
/// grows with the content size category: exact frames per category, and the first category at
/// which the text sweep finds it cut.
///
/// Body text is 17 pt at Large, 23 pt at XXXL, 28 pt at accessibility M (`ax1`) and 53 pt at
/// accessibility XXXL (`ax5`), so the button's 80 × 34 pt text measures 80 × 23/17 =
/// 108.235294 pt at XXXL, 80 × 28/17 = 131.764706 pt at accessibility M and 80 × 53/17 =
/// 249.411765 pt at accessibility XXXL (a button's title has no padding in the model).
@Suite struct ClickMeTextSweepTests {
  static func layout(_ name: String, at category: ContentSizeCategory) throws -> LayoutAnalysis {
    let document = try LayoutListingParser.parse(
      Array(Fixtures.text("text/click-me-\(name).layout").utf8), file: "\(name).layout")
    return try LayoutAnalysis(document: document, file: "\(name).layout")
      .laidOut(in: TextVariant(category: category))
  }

  static func width(_ name: String, at category: ContentSizeCategory) throws -> Double {
    let layout = try layout(name, at: category)
    let frame = try #require(layout.solution.views.first { $0.id == "button" }?.frame)
    return roundedPoints(frame.width)
  }

  static func findings(_ name: String) throws -> [Finding] {
    let document = try LayoutListingParser.parse(
      Array(Fixtures.text("text/click-me-\(name).layout").utf8), file: "\(name).layout")
    return try LayoutAnalysis.findings(
      of: document, file: "\(name).layout", sizes: [],
      text: TextSweep(categories: ContentSizeCategory.allCases))
  }

  @Test func huggingAbove500HugsItsTextAtEveryCategory() throws {
    // Hugging 501 beats the two pins at 500 in a 300 pt root: the text's width, wherever the
    // pins leave it (the tie between them is an ambiguous position, reported as such).
    #expect(try Self.width("hugs", at: .l) == 80)
    #expect(try Self.width("hugs", at: .xxxl) == 108.235294)
    #expect(try Self.width("hugs", at: .ax1) == 131.764706)
    #expect(try Self.width("hugs", at: .ax5) == 249.411765)
    #expect(try Self.findings("hugs").map(\.ruleID) == ["ambiguous-layout"])
  }

  @Test func huggingBelow500StretchesAtEveryCategory() throws {
    for category in ContentSizeCategory.allCases {
      #expect(try Self.width("stretches", at: category) == 300, "\(category)")
    }
    #expect(try Self.findings("stretches").isEmpty)
  }

  @Test func resistanceAbove500KeepsTheTextsWidthPastTheRoot() throws {
    // A 120 pt root: the pins win while the text fits (it stretches to 120), then
    // compression resistance 501 keeps the text's width and the button reaches past the root.
    #expect(try Self.width("resists", at: .l) == 120)
    #expect(try Self.width("resists", at: .xxxl) == 120)
    #expect(try Self.width("resists", at: .ax1) == 131.764706)
    #expect(try Self.width("resists", at: .ax5) == 249.411765)
    let findings = try Self.findings("resists")
    #expect(findings.map(\.ruleID) == ["clipped-content"])
    #expect(findings.first?.textVariants?.first?.category == .ax1)
    #expect(
      findings.first?.notes.map(\.message).contains(
        "It occurs from content size accessibility M (body 28 pt) up; not at XXXL (body 23 pt).")
        == true)
  }

  @Test func resistanceBelow500IsTruncatedFromAccessibilityM() throws {
    #expect(try Self.width("truncates", at: .xxxl) == 120)
    #expect(try Self.width("truncates", at: .ax1) == 120)
    #expect(try Self.width("truncates", at: .ax5) == 120)
    let findings = try Self.findings("truncates")
    #expect(findings.map(\.ruleID) == ["truncation"])
    let finding = try #require(findings.first)
    #expect(finding.textVariants?.map(\.category) == [.ax1, .ax2, .ax3, .ax4, .ax5])
    #expect(
      finding.message
        == "button is laid out 11.7647 pt narrower than its intrinsic width (120 pt instead of"
        + " 131.765 pt), so its content is clipped or truncated.")
    #expect(
      finding.notes.map(\.message).contains(
        "It occurs from content size accessibility M (body 28 pt) up; not at XXXL (body 23 pt).")
    )
  }

  @Test func measuredSizesTakeThePlaceOfScaling() throws {
    // The same button with its title measured in the app at the accessibility sizes: 112 and
    // 118 pt fit the 120 pt root (scaling would give 131.76 and 155.29 pt), 126 pt does not.
    #expect(try Self.width("measured", at: .xxxl) == 120)
    #expect(try Self.width("measured", at: .ax2) == 120)
    let layout = try Self.layout("measured", at: .ax3)
    let button = try #require(layout.document.hierarchy.view("button"))
    #expect(button.intrinsicContentSize == IntrinsicContentSize(width: 126, height: 55))
    let findings = try Self.findings("measured")
    #expect(findings.map(\.ruleID) == ["truncation"])
    let finding = try #require(findings.first)
    #expect(finding.textVariants?.map(\.category) == [.ax3, .ax4, .ax5])
    #expect(
      finding.message
        == "button is laid out 6 pt narrower than its intrinsic width (120 pt instead of 126 pt),"
        + " so its content is clipped or truncated.")
    let notes = finding.notes.map(\.message)
    #expect(
      notes.contains(
        "It occurs from content size accessibility XL (body 40 pt) up; not at accessibility L"
          + " (body 33 pt)."))
    #expect(
      notes.contains(
        "button has the Body text style (17 pt at L): its text follows the content size"
          + " category. Its size at the content sizes accessibility M, accessibility L,"
          + " accessibility XL, accessibility XXL, accessibility XXXL is the app's measurement"
          + " there, not a scaled one."))
  }
}
