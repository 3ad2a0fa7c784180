import LayoutEngine
import LayoutModel
import Testing

/// The height-for-width passes: the issue's example, measured samples, line limits, and the
/// feedback loop of an aspect ratio on a wrapping label.
@Suite struct HeightForWidthTests {
  static let example = """
    view root frame=0,0,375,200
    view label class=UILabel in=root wrap=442x20.5
    label.leading == root.leading + 105
    label.trailing == root.trailing - 20
    label.width <= 250
    label.top == root.top + 20
    """

  @Test func theIssuesExampleWrapsToTwoLines() throws {
    let engine = try engine(Self.example)
    #expect(rounded(try #require(engine.solve().frame(of: "label"))) == rect(105, 20, 250, 41))
    let record = engine.heightForWidth
    #expect(record.passes == 2)
    #expect(record.loop == nil)
    #expect(
      record.entries == [
        HeightForWidth.Entry(
          view: "label", width: 250,
          intrinsicContentSize: IntrinsicContentSize(width: 250, height: 41),
          isExtrapolated: false, pass: 2)
      ])
    // The document now carries the settled intrinsic size (what truncation compares with).
    #expect(
      engine.document.hierarchy.view("label")?.intrinsicContentSize
        == IntrinsicContentSize(width: 250, height: 41))
  }

  @Test func theIssuesExampleAt300WideWrapsToThreeLines() throws {
    let frames = try frames(Self.example, options: LayoutEngineOptions(rootWidth: 300))
    #expect(frames["label"] == rect(105, 20, 175, 61.5))
  }

  @Test func aWideRootKeepsOneLine() throws {
    let oneLine = """
      view root frame=0,0,800,200
      view label in=root wrap=442x20.5
      label.leading == root.leading + 10
      label.top == root.top + 10
      """
    let engine = try engine(oneLine)
    #expect(rounded(try #require(engine.solve().frame(of: "label"))) == rect(10, 10, 442, 20.5))
    #expect(engine.heightForWidth.passes == 1)
    #expect(engine.heightForWidth.entries.map(\.pass) == [1])
  }

  /// A measured text view and a two-line caption below it (`wrap-samples.layout`).
  static let samples = """
    view root frame=0,0,375,300
    view body class=UITextView in=root heights=200:61.5,300:41,400:20.5
    view caption class=UILabel in=root wrap=700x16,lines=2
    body.leading == root.leading + 16
    body.trailing == root.trailing - 16
    body.top == root.top + 20
    caption.leading == body.leading
    caption.trailing == body.trailing
    caption.top == body.bottom + 8
    """

  @Test func samplesUseTheLargestWidthNotAboveAndExtrapolateBelowTheSmallest() throws {
    let listing = Self.samples
    let wide = try engine(listing)
    let frames = wide.solve()
    #expect(frames.frame(of: "body").map(rounded) == rect(16, 20, 343, 41))
    #expect(frames.frame(of: "caption").map(rounded) == rect(16, 69, 343, 32))
    #expect(wide.heightForWidth.entries.map(\.isExtrapolated) == [false, false])
    let narrow = try engine(listing, options: LayoutEngineOptions(rootWidth: 220))
    let narrowFrames = narrow.solve()
    #expect(narrowFrames.frame(of: "body").map(rounded) == rect(16, 20, 188, 61.5))
    #expect(narrowFrames.frame(of: "caption").map(rounded) == rect(16, 89.5, 188, 32))
    #expect(narrow.heightForWidth.entries.map(\.isExtrapolated) == [true, false])
    #expect(narrow.heightForWidth.entries.map(\.pass) == [2, 2])
  }

  @Test func heightFormula() {
    let text = TextWrapping(text: .init(naturalWidth: 442, lineHeight: 20.5))
    #expect(text.height(atWidth: 250)?.height == 41)
    #expect(text.height(atWidth: 221)?.height == 41)
    #expect(text.height(atWidth: 220.9999999999)?.height == 41)  // solver noise
    #expect(text.height(atWidth: 220.99)?.height == 61.5)
    #expect(text.height(atWidth: 442)?.height == 20.5)
    #expect(text.height(atWidth: 0)?.height == 442 * 20.5)  // one point per line at most
    #expect(text.intrinsicWidth(atWidth: 250) == 250)
    #expect(text.intrinsicWidth(atWidth: 500) == 442)
    let limited = TextWrapping(text: .init(naturalWidth: 442, lineHeight: 20.5, lines: 2))
    #expect(limited.height(atWidth: 100)?.height == 41)
    let empty = TextWrapping(text: .init(naturalWidth: 0, lineHeight: 20.5))
    #expect(empty.height(atWidth: 100)?.height == 0)
    let samples = TextWrapping(samples: [
      .init(width: 300, height: 41), .init(width: 200, height: 61.5),
    ])
    #expect(samples.height(atWidth: 299.5) == TextWrapping.Height(height: 61.5))
    #expect(samples.height(atWidth: 300) == TextWrapping.Height(height: 41))
    #expect(samples.height(atWidth: 150) == TextWrapping.Height(height: 61.5, isExtrapolated: true))
    #expect(samples.intrinsicWidth(atWidth: 150) == nil)
  }

  static let loop = """
    view root frame=0,0,375,200
    view label class=UILabel in=root wrap=300x20 compress=100,999
    label.leading == root.leading + 20
    label.top == root.top + 20
    label.width == label.height * 5
    """

  @Test func anAspectRatioOnAWrappingLabelLoops() throws {
    let engine = try engine(Self.loop)
    let record = engine.heightForWidth
    let loop = try #require(record.loop)
    #expect(record.passes == 3)
    #expect(loop.views == ["label"])
    #expect(loop.repeats)
    #expect(
      loop.values == [
        [
          HeightForWidth.LoopValue(pass: 1, width: 100, height: 20),
          HeightForWidth.LoopValue(pass: 2, width: 300, height: 60),
        ]
      ])
    let cycle = loop.constraints.map { engine.constraints[$0].listingDescription }
    #expect(cycle == ["label.width == 5*label.height", "label.height >= 20 @999"])
    // The constants are back at pass 1's, and so is the frame.
    #expect(rounded(try #require(engine.solve().frame(of: "label"))) == rect(20, 20, 100, 20))
  }

  @Test func aLoopThatKeepsChangingStopsAtThePassLimit() throws {
    // A bad dump whose samples get shorter with less room, under `width == height * 2`:
    // each pass the label is 20 pt narrower, so no state repeats.
    let listing = """
      view root frame=0,0,1000,1000
      view label in=root heights=20:0,40:10,60:20,80:30,100:40,120:50,140:60,160:70,180:80,200:90,220:100,240:110,260:120,280:130,300:140,320:150,340:160,360:170,380:180 compress=100,999
      label.leading == root.leading
      label.top == root.top
      label.width == label.height * 2
      """
    let engine = try engine(listing)
    let loop = try #require(engine.heightForWidth.loop)
    #expect(!loop.repeats)
    #expect(engine.heightForWidth.passes == HeightForWidth.passLimit)
    #expect(loop.values.first?.map(\.height) == (0..<16).map { Double(180 - 10 * $0) })
  }
}

/// `LayoutEngine.setRootSize`: one build, then each root size incrementally, with the frames a
/// fresh build at that size gives.
@Suite struct SetRootSizeTests {
  static let cases: [(String, [(Double, Double)])] = [
    (HeightForWidthTests.example, [(300, 200), (375, 200), (320, 200), (345, 200)]),
    (HeightForWidthTests.samples, [(220, 300), (500, 300), (375, 300), (240, 100)]),
  ]

  @Test func matchesAFreshBuildAtEachSize() throws {
    for (listing, sizes) in Self.cases {
      let swept = try engine(listing)
      for (width, height) in sizes {
        #expect(try swept.setRootSize(width: width, height: height))
        let fresh = try frames(
          listing, options: LayoutEngineOptions(rootWidth: width, rootHeight: height))
        let incremental = Dictionary(
          uniqueKeysWithValues: swept.solve().views.map { ($0.id, rounded($0.frame)) })
        #expect(incremental == fresh, "\(width)x\(height)")
        #expect(swept.options == LayoutEngineOptions(rootWidth: width, rootHeight: height))
      }
    }
  }

  @Test func aBrokenConstraintAsksForAFreshBuild() throws {
    // 600 - 125 = 475 required against `label.width <= 250`: a conflict at that size.
    let swept = try engine(HeightForWidthTests.example)
    #expect(try swept.setRootSize(width: 600, height: 200) == false)
    #expect(throws: LayoutEngineError.self) { try swept.setRootSize(width: -1, height: 2) }
    let noFrame = try engine("view root\nview a in=root\na.width == 10")
    #expect(try noFrame.setRootSize(width: 10, height: 10) == false)
  }
}
