import LayoutTestSupport
import Testing

@testable import LayoutDoctorCLI

/// `--content-sizes`, `--text-scale` and `--rtl` on `solve`, `explain` and `ambiguity`: each
/// layout once in its own text, then in each variant, each under a heading naming it.
@Suite struct TextSweepCommandTests {
  @Test func solvePrintsTheButtonAtEachCategory() {
    let result = SizeSweepTests.run([
      "solve", "fixtures/text/click-me-truncates.layout", "--content-sizes", "xxxl,ax1",
    ])
    #expect(result.status == .success)
    #expect(
      result.stdout == """
        fixtures/text/click-me-truncates.layout: content size L (body 17 pt)

        <UIView: root; frame = {{0, 0}, {120, 200}}>
           | <UIButton: button; frame = {{0, 83}, {120, 34}}>

        fixtures/text/click-me-truncates.layout: content size XXXL (body 23 pt)

        <UIView: root; frame = {{0, 0}, {120, 200}}>
           | <UIButton: button; frame = {{0, 77}, {120, 46}}>

        fixtures/text/click-me-truncates.layout: content size accessibility M (body 28 pt)

        <UIView: root; frame = {{0, 0}, {120, 200}}>
           | <UIButton: button; frame = {{0, 72}, {120, 56}}>


        """)
  }

  @Test func aLongerTextAndRightToLeftAreVariantsToo() {
    let result = SizeSweepTests.run([
      "solve", "fixtures/text/click-me-hugs.layout", "--text-scale", "2", "--rtl",
    ])
    #expect(result.status == .success)
    let headings = result.stdout.split(separator: "\n").filter { $0.hasPrefix("fixtures/") }
    #expect(
      headings == [
        "fixtures/text/click-me-hugs.layout: content size L (body 17 pt)",
        "fixtures/text/click-me-hugs.layout: content size L (body 17 pt), text ×2",
        "fixtures/text/click-me-hugs.layout: content size L (body 17 pt), right-to-left",
        "fixtures/text/click-me-hugs.layout: content size L (body 17 pt), text ×2, right-to-left",
      ])
    // Twice as long: 160 pt, hugged.
    #expect(result.stdout.contains("frame = {{0, 83}, {160, 34}}"))
  }

  @Test func aConsoleLogGetsANoteAndItsReportsAsPrinted() {
    let result = SizeSweepTests.run([
      "solve", "fixtures/check/multi-report.log", "--content-sizes", "all",
    ])
    #expect(result.status == .success)
    #expect(
      result.stderr.hasPrefix(
        "note: --content-sizes, --text-scale and --rtl do nothing for a console log"
          + " (fixtures/check/multi-report.log): solve reads its reports as they were printed"))
    #expect(!result.stdout.contains("content size"))
  }

  @Test func badValuesAreUsageErrors() {
    let unknown = SizeSweepTests.run([
      "solve", "fixtures/text/click-me-hugs.layout", "--content-sizes", "huge",
    ])
    #expect(unknown.status == .usageOrInputError)
    #expect(unknown.stderr.contains("unknown content size category 'huge'"))
    let scale = SizeSweepTests.run([
      "check", "fixtures/text/click-me-hugs.layout", "--text-scale", "0",
    ])
    #expect(scale.status == .usageOrInputError)
    #expect(scale.stderr.contains("'0' is not a text scale"))
  }
}

extension TextSweepCommandTests {
  /// `why` explains the attribute in each layout of a sweep, not the first one's every time
  /// (each text variant and root size is its own layout of the same file).
  @Test func whyExplainsEachVariantAndSize() {
    let text = SizeSweepTests.run([
      "why", "fixtures/text/click-me-hugs.layout", "button.width", "--content-sizes", "ax1",
    ])
    #expect(text.status == .success)
    #expect(text.stdout.contains("button.width = 80\n"))
    #expect(text.stdout.contains("button.width = 131.764706\n"))
    let sizes = SizeSweepTests.run([
      "why", "fixtures/text/click-me-stretches.layout", "button.width", "--sizes",
      "300x200,200x200",
    ])
    #expect(sizes.stdout.contains("button.width = 300\n"))
    #expect(sizes.stdout.contains("button.width = 200\n"))
  }
}

extension TextSweepCommandTests {
  /// The HTML page of a sweep names each section's root size and text, as the text does.
  @Test func htmlSectionsNameTheirVariant() {
    let result = SizeSweepTests.run([
      "solve", "fixtures/text/click-me-hugs.layout", "--content-sizes", "ax1", "--format", "html",
    ])
    #expect(result.status == .success)
    #expect(result.stdout.contains("click-me-hugs.layout: content size L (body 17 pt)"))
    #expect(
      result.stdout.contains("click-me-hugs.layout: content size accessibility M (body 28 pt)"))
  }
}

extension TextSweepCommandTests {
  /// `check`'s page draws a finding that only larger text brings at the first category where
  /// it occurs, under a heading naming it, and its finding links there: on the layout's own
  /// text the button fits and there is nothing to see.
  @Test func checkPageDrawsAVariantOnlyFindingWhereItOccurs() throws {
    let result = SizeSweepTests.run([
      "check", "fixtures/text/click-me-measured.layout", "--content-sizes", "all", "--format",
      "html",
    ])
    #expect(result.status == .success)
    let page = result.stdout
    let heading = "click-me-measured.layout: content size accessibility XL (body 40 pt)"
    #expect(page.contains(heading))
    // One section, the variant's: the own layout has no finding to show.
    #expect(page.components(separatedBy: "<section class=\"report\"").count == 2)
    #expect(page.contains("href=\"#f1r1\">pictures</a>"))
    let section = try #require(page.range(of: heading)).upperBound
    // The wireframe shows the truncated 126 pt title in its 120 pt frame, hatched.
    #expect(page[section...].contains("fill=\"url(#f1r1-hatch)\""))
  }

  /// A storyboard drawn at another category shows no stored frames as misplaced: they were
  /// stored for its own text.
  @Test func aVariantsWireframeMarksNoStoredFrame() {
    let result = SizeSweepTests.run([
      "check", "fixtures/interface-builder/dynamic-type.storyboard", "--content-sizes", "all",
      "--format", "html",
    ])
    #expect(result.status == .success)
    #expect(result.stdout.contains("content size accessibility L (body 33 pt)"))
    #expect(!result.stdout.contains("class=\"stored\""))
  }
}
