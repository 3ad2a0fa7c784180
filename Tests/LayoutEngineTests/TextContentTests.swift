import LayoutEngine
import LayoutModel
import LayoutParsing
import Testing

/// `LayoutEngine.setTextContent`: one build, then each content size category incrementally,
/// with the frames a fresh build of the scaled document gives.
@Suite struct TextContentTests {
  /// A body-style title beside a fixed-size price, baseline-aligned, and a wrapping caption
  /// below: the content-size constraints, a baseline constraint and a height-for-width pass
  /// all move with the category.
  static let listing = """
    view root frame=0,0,320,400
    view title class=UILabel in=root text="Title" intrinsic=131x20.5 baseline=16,4.5 style=body
    view price class=UILabel in=root text="$9.99" intrinsic=52x20.5 baseline=16,4.5 font=17 compress=751,750
    view caption class=UILabel in=root text="Caption" wrap=400x16 style=footnote
    title.leading == root.leading + 16
    title.top == root.top + 20
    price.leading >= title.trailing + 8
    price.trailing == root.trailing - 16
    price.firstBaseline == title.firstBaseline
    caption.leading == root.leading + 16
    caption.trailing == root.trailing - 16
    caption.top == title.bottom + 8
    """

  static func document(_ listing: String) throws -> LayoutDocument {
    try LayoutListingParser.parse(Array(listing.utf8), file: "t.layout")
  }

  static func scaled(_ document: LayoutDocument, _ category: ContentSizeCategory) -> [View] {
    document.hierarchy.views.map { $0.scalingText(to: category) }
  }

  static func frames(_ engine: LayoutEngine) -> [String: LayoutRect] {
    Dictionary(uniqueKeysWithValues: engine.solve().views.map { ($0.id, rounded($0.frame)) })
  }

  /// Moves one engine for `document` through `categories` and expects at each the frames of
  /// a fresh build.
  static func expectFreshFrames(
    _ document: LayoutDocument, through categories: [ContentSizeCategory]
  ) throws {
    let swept = try LayoutEngine(document: document)
    for category in categories {
      let views = Self.scaled(document, category)
      #expect(try swept.setTextContent(views), "\(category)")
      var varied = document
      let replaced = varied.hierarchy.setTextContent(from: views)
      #expect(replaced)
      let fresh = try LayoutEngine(document: varied)
      #expect(Self.frames(swept) == Self.frames(fresh), "\(category)")
    }
  }

  @Test func matchesAFreshBuildAtEveryCategory() throws {
    try Self.expectFreshFrames(
      Self.document(Self.listing), through: ContentSizeCategory.allCases.reversed() + [.l])
  }

  @Test func matchesAFreshBuildRightToLeft() throws {
    // Mirrored: the constants of leading/trailing constraints between two items are held
    // negated (`LayoutSystem.negatesConstant(of:)`), and the lengths that move with the
    // category are read back from the solver's constants. A baseline-aligned stack's generated
    // constraints move with the baselines.
    let document = try Self.document(
      "direction rightToLeft\n" + Self.listing + """

        view s class=UIStackView in=root axis=horizontal alignment=firstBaseline spacing=6 arranged=x,y
        view x class=UILabel in=s text="X" intrinsic=30x20.5 baseline=16,4.5 style=body
        view y class=UILabel in=s text="Yes" intrinsic=44x20.5 baseline=16,4.5 font=17
        s.leading == root.leading + 16
        s.top == caption.bottom + 8
        """)
    try Self.expectFreshFrames(document, through: ContentSizeCategory.allCases + [.l])
  }

  @Test func pinsTheTitleAndItsBaselineAtAccessibilityL() throws {
    // Body at accessibility L is 33 pt: the title's text 131 × 33/17 = 254.294118 pt wide,
    // 20.5 × 33/17 = 39.794118 pt tall, its first baseline 16 × 33/17 = 31.058824 pt down; it
    // gives way to the price (751 > 750) at 320 − 16 − 16 − 52 − 8 = 228 pt. The price's
    // baseline (16 pt down, fixed font) follows the title's: y = 20 + 31.058824 − 16.
    let document = try Self.document(Self.listing)
    let swept = try LayoutEngine(document: document)
    #expect(try swept.setTextContent(Self.scaled(document, .ax2)))
    let frames = Self.frames(swept)
    #expect(frames["title"] == rect(16, 20, 228, 39.794118))
    #expect(frames["price"] == rect(252, 35.058824, 52, 20.5))
  }

  @Test func aBrokenConstraintOrAChangedMultiplierAsksForAFreshBuild() throws {
    // A required width against a required intrinsic size: broken at every category.
    let broken = try Self.document(
      """
      view root frame=0,0,100,100
      view a class=UILabel in=root text="A" intrinsic=40x20 style=body compress=1000,750
      a.width == 30
      """)
    let engine = try LayoutEngine(document: broken)
    #expect(try engine.setTextContent(Self.scaled(broken, .xl)) == false)
    // A proportionally filling stack's multipliers follow the intrinsic widths.
    let stack = try Self.document(
      """
      view root frame=0,0,300,100
      view s class=UIStackView in=root axis=horizontal distribution=fillProportionally arranged=a,b
      view a class=UILabel in=s text="A" intrinsic=40x20 style=body
      view b class=UILabel in=s text="B" intrinsic=60x20 font=17
      s.leading == root.leading
      s.trailing == root.trailing
      s.top == root.top
      """)
    let proportional = try LayoutEngine(document: stack)
    #expect(try proportional.setTextContent(Self.scaled(stack, .ax5)) == false)
    // Other views (ids or count) are refused without a change.
    let other = try LayoutEngine(document: stack)
    #expect(try other.setTextContent(Array(Self.scaled(stack, .xl).dropLast())) == false)
  }
}
