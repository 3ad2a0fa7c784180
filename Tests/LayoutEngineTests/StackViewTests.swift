import LayoutEngine
import LayoutModel
import LayoutParsing
import Testing

/// The constraints a stack view makes (`View.stack`), checked one by one against the forms
/// the real logs show, and the `.fill` tie rule.
@Suite struct StackViewTests {
  /// The listing lines of the constraints the engine made for the stack views.
  static func stackConstraints(_ listing: String) throws -> [String] {
    try engine(listing).constraints.filter { $0.origin == .stackView }.map(\.listingDescription)
  }

  static let twoLabels = """
    view root frame=0,0,375,200
    view s class=UIStackView in=root spacing=8 arranged=a,b
    view a class=UILabel in=s intrinsic=120x20
    view b class=UILabel in=s intrinsic=80x20
    s.leading == root.leading + 16
    s.trailing == root.trailing - 16
    s.top == root.top + 20

    """

  @Test func fillMakesCanvasSpacingAlignmentAndTieOrder() throws {
    #expect(
      try Self.stackConstraints(Self.twoLabels) == [
        "s.leading == a.leading #UISV-canvas-connection",
        "s.trailing == b.trailing #UISV-canvas-connection",
        "b.leading == a.trailing + 8 #UISV-spacing",
        "s.top == a.top #UISV-canvas-connection",
        "s.bottom == a.bottom #UISV-canvas-connection",
        "a.top == b.top #UISV-alignment",
        "a.bottom == b.bottom #UISV-alignment",
        "b.width <= 80 @249.999 #fill-index-order",
        "b.width >= 80 @749.999 #fill-index-order",
      ])
  }

  @Test func customSpacingAfterAViewIsTheGapAfterIt() throws {
    let listing = """
      view root frame=0,0,375,200
      view s class=UIStackView in=root spacing=8 arranged=a,h,b,c spacingAfter=a:24,h:100,c:50
      view a class=UIView in=s intrinsic=40x40
      view h class=UIView in=s intrinsic=40x40 hidden
      view b class=UIView in=s intrinsic=40x40
      view c class=UIView in=s intrinsic=40x40
      s.leading == root.leading
      s.top == root.top

      """
    // The gap after a is 24; the hidden h takes no space and its spacing none; c's custom
    // spacing has no view after it.
    #expect(
      try Self.stackConstraints(listing).filter { $0.hasSuffix("#UISV-spacing") } == [
        "b.leading == a.trailing + 24 #UISV-spacing",
        "c.leading == b.trailing + 8 #UISV-spacing",
        "h.leading == a.trailing #UISV-spacing",
      ])
    let solved = try frames(listing)
    #expect(solved["b"] == rect(64, 0, 40, 40))
    #expect(solved["c"] == rect(112, 0, 40, 40))
    #expect(solved["s"] == rect(0, 0, 152, 40))
    // Distributed gaps keep it as their minimum.
    let spaced = listing.replacingOccurrences(
      of: "spacing=8", with: "spacing=8 distribution=equalSpacing")
    #expect(
      try Self.stackConstraints(spaced).contains("b.leading >= a.trailing + 24 #UISV-spacing"))
  }

  /// An AppKit stack hugs its views at its hugging priority (NSStackView's
  /// `huggingPriority(for:)`, 249.99998474121094 unless given); a UIKit stack does not.
  @Test func anAppKitStackHugsItsViewsAndAUIKitStackDoesNot() throws {
    let listing = """
      view root class=NSView frame=0,0,300,100
      view s class=NSStackView in=root arranged=a alignment=center
      view a class=NSView in=s intrinsic=40x20
      s.leading == root.leading
      s.top == root.top
      s.height >= 8

      """
    #expect(
      try Self.stackConstraints(listing).filter { $0.contains("hugging") } == [
        "s.width == 0 @249.99998474121094 #UISV-hugging",
        "s.height == 0 @249.99998474121094 #UISV-hugging",
      ])
    let uikit = listing.replacingOccurrences(of: "NS", with: "UI")
    #expect(try Self.stackConstraints(uikit).filter { $0.contains("hugging") }.isEmpty)
  }

  /// AppKit hides nothing itself: an NSStackView that does not detach hidden views lays a
  /// hidden one out as a visible one; UIKit's stack collapses it (`UISV-hiding`).
  @Test func anAppKitStackKeepsAHiddenViewsPlace() throws {
    let listing = """
      view root class=NSView frame=0,0,300,100
      view s class=NSStackView in=root arranged=a,b,c spacing=8
      view a class=NSView in=s intrinsic=40x20
      view b class=NSView in=s intrinsic=40x20 hidden
      view c class=NSView in=s intrinsic=40x20
      s.leading == root.leading
      s.top == root.top

      """
    let appKit = try Self.stackConstraints(listing)
    #expect(!appKit.contains { $0.contains("hiding") })
    #expect(appKit.contains("b.leading == a.trailing + 8 #UISV-spacing"), "\(appKit)")
    #expect(appKit.contains("c.leading == b.trailing + 8 #UISV-spacing"))
    let uikit = try Self.stackConstraints(listing.replacingOccurrences(of: "NS", with: "UI"))
    #expect(uikit.contains("b.width == 0 #UISV-hiding"), "\(uikit)")
    #expect(uikit.contains("c.leading == a.trailing + 8 #UISV-spacing"))
  }

  /// fillProportionally: each view's share of the intrinsic lengths and gaps (custom gaps
  /// included) times the canvas, at 999, 998, … by index (TZStackView's form, checked against
  /// UIStackView's by its tests); at a canvas longer than lengths and gaps the first view keeps
  /// its share and the last takes the rest.
  @Test func fillProportionallySharesTheCanvasWithTheGaps() throws {
    let listing = """
      view root frame=0,0,600,200
      view s class=UIStackView in=root distribution=fillProportionally spacing=8 arranged=a,b spacingAfter=a:20
      view a class=UILabel in=s intrinsic=100x20
      view b class=UILabel in=s intrinsic=300x20
      s.leading == root.leading
      s.width == 420
      s.top == root.top

      """
    let shares = try Self.stackConstraints(listing).filter { $0.contains("fill-proportionally") }
    #expect(
      shares == [
        "a.width == 0.23809523809523808*s.width @999 #UISV-fill-proportionally",
        "b.width == 0.7142857142857143*s.width @998 #UISV-fill-proportionally",
      ])
    let exact = try frames(listing)
    #expect(exact["a"] == rect(0, 0, 100, 20))
    #expect(exact["b"] == rect(120, 0, 300, 20))
    let wider = try frames(
      listing.replacingOccurrences(of: "s.width == 420", with: "s.width == 525"))
    #expect(wider["a"] == rect(0, 0, 125, 20))
    #expect(wider["b"] == rect(145, 0, 380, 20))
  }

  /// fillProportionally whose lengths and gaps add up to less than a point (negative
  /// spacing) shares nothing rather than divide by zero (an internal "non-finite number"
  /// error); views without intrinsic width but with gaps get a share of 0. Found by a helper.
  @Test func fillProportionallyWithNothingToShare() throws {
    let listing = """
      view root frame=0,0,375,200
      view s class=UIStackView in=root distribution=fillProportionally spacing=-20 arranged=a,b
      view a class=UILabel in=s intrinsic=10x20
      view b class=UILabel in=s intrinsic=10x20
      s.leading == root.leading + 20
      s.trailing == root.trailing - 20
      s.top == root.top + 20

      """
    #expect(try Self.stackConstraints(listing).filter { $0.contains("proportionally") }.isEmpty)
    _ = try frames(listing)
    let zero = listing.replacingOccurrences(of: "spacing=-20", with: "spacing=5")
      .replacingOccurrences(of: "intrinsic=10x20", with: "intrinsic=0x20")
    let solved = try frames(zero)
    #expect(solved["a"] == rect(0, 0, 0, 20))
    #expect(solved["b"] == rect(5, 0, 330, 20))
  }

  /// A captured dump holds UIKit's own `UISV-*` constraints beside the stack's configuration:
  /// that stack is not expanded a second time (only the two given constraints tie it), while a
  /// stack arranged inside it still is.
  @Test func aStackWhoseUIKitConstraintsAreGivenIsNotExpandedAgain() throws {
    let listing = """
      view root frame=0,0,375,200
      view outer class=UIStackView in=root axis=vertical arranged=inner
      view inner class=UIStackView in=outer arranged=c
      view c class=UILabel in=inner intrinsic=50x20
      outer.leading == root.leading
      outer.top == root.top
      outer.leading == inner.leading #UISV-canvas-connection
      outer.top == inner.top #UISV-canvas-connection

      """
    #expect(
      try Self.stackConstraints(listing).filter { !$0.hasPrefix("outer.") } == [
        "inner.leading == c.leading #UISV-canvas-connection",
        "inner.trailing == c.trailing #UISV-canvas-connection",
        "inner.top == c.top #UISV-canvas-connection",
        "inner.bottom == c.bottom #UISV-canvas-connection",
      ])
    #expect(
      try engine(listing).constraints.filter {
        $0.origin == .stackView && $0.firstItem.id == "outer"
      }.count == 2)
  }

  /// A listing's `stackHugging=H,V` is an NSStackView's `huggingPriority(for:)`, read exactly;
  /// a UIKit stack has no such constraints.
  @Test func aListingGivesAnAppKitStacksHuggingPriority() throws {
    let listing = """
      view root class=NSView frame=0,0,400,100
      view s class=NSStackView in=root arranged=a stackHugging=249.99998474121094,700
      view a class=NSView in=s intrinsic=40x20
      s.leading == root.leading
      s.top == root.top

      """
    let hugging = try Self.stackConstraints(listing).filter { $0.contains("UISV-hugging") }
    #expect(
      hugging == [
        "s.width == 0 @249.99998474121094 #UISV-hugging", "s.height == 0 @700 #UISV-hugging",
      ])
    let uikit = try Self.stackConstraints(
      listing.replacingOccurrences(of: "NS", with: "UI"))
    #expect(!uikit.contains { $0.contains("UISV-hugging") })
  }

  /// equalCentering's equal spacers are a preference at 150, below content priorities (a
  /// public UIStackView reimplementation, TZStackView, whose tests compared its constraints and
  /// their priorities with UIStackView's, makes them 150): views too wide for equal centres
  /// keep their intrinsic widths and the centres give way. At 999 'b' was squeezed to 90 pt.
  @Test func equalCenteringGivesWayToCompressionResistance() throws {
    let listing = """
      view root frame=0,0,375,200
      view s class=UIStackView in=root distribution=equalCentering arranged=a,b,c
      view a class=UILabel in=s intrinsic=40x20
      view b class=UILabel in=s intrinsic=100x20
      view c class=UILabel in=s intrinsic=60x20
      s.leading == root.leading
      s.width == 200
      s.top == root.top

      """
    let solved = try frames(listing)
    #expect(solved["a"] == rect(0, 0, 40, 20))
    #expect(solved["b"] == rect(40, 0, 100, 20))
    #expect(solved["c"] == rect(140, 0, 60, 20))
    #expect(
      try Self.stackConstraints(listing).filter { $0.contains("fill-equally") }.allSatisfy {
        $0.hasSuffix("@150 #UISV-fill-equally")
      })
  }

  /// Equal hugging in a stack is resolved by index: the earlier view stretches.
  @Test func equalHuggingInAStackIsDecidedByIndex() throws {
    let solved = try frames(Self.twoLabels)
    #expect(solved["a"] == rect(0, 0, 255, 20))
    #expect(solved["b"] == rect(263, 0, 80, 20))
  }

  /// Equal compression resistance in a stack: the earlier view is squeezed.
  @Test func equalCompressionInAStackSqueezesTheEarlierView() throws {
    let listing = Self.twoLabels.replacingOccurrences(of: "120x20", with: "300x20")
    let solved = try frames(listing)
    #expect(solved["a"] == rect(0, 0, 255, 20))
    #expect(solved["b"] == rect(263, 0, 80, 20))
  }

  @Test func fillEquallyAndEqualSpacingUseUIKitsIdentifiers() throws {
    let equally = try Self.stackConstraints(
      Self.twoLabels.replacingOccurrences(of: "spacing=8", with: "distribution=fillEqually"))
    #expect(equally.contains("b.width == a.width #UISV-fill-equally"))
    #expect(equally.contains("b.leading == a.trailing #UISV-spacing"))
    #expect(!equally.contains { $0.hasSuffix("#fill-index-order") })
    let spaced = try Self.stackConstraints(
      Self.twoLabels.replacingOccurrences(of: "spacing=8", with: "distribution=equalSpacing"))
    #expect(spaced.contains("b.leading >= a.trailing #UISV-spacing"))
    #expect(spaced.contains("s.UISV-distributing-1.leading == a.trailing #UISV-distributing-edge"))
    #expect(spaced.contains("s.UISV-distributing-1.trailing == b.leading #UISV-distributing-edge"))
  }

  /// `equalSpacing` and `equalCentering` add `UISV-canvas-fit`, the stack's length == 0 at
  /// priority 49 (`_UILayoutArrangement`'s canvas-connection update adds it exactly when
  /// `_configurationRequiresCanvasConnectionFittingConstraint`, distributions 3 and 4), and
  /// an alignment other than `fill` adds `UISV-ambiguity-suppression`, each arranged view's
  /// cross-axis length == 0 at 25 (`_UIAlignedLayoutArrangement`); both forms are in the
  /// constraint dumps of kean's "Let's Build UIStackView" (2017).
  @Test func equalSpacingFitsTheCanvasAndAlignmentSuppressesAmbiguity() throws {
    let spaced = try Self.stackConstraints(
      Self.twoLabels.replacingOccurrences(of: "spacing=8", with: "distribution=equalSpacing"))
    #expect(spaced.contains("s.width == 0 @49 #UISV-canvas-fit"))
    #expect(!spaced.contains { $0.hasSuffix("#UISV-ambiguity-suppression") })
    let filled = try Self.stackConstraints(Self.twoLabels)
    #expect(!filled.contains { $0.hasSuffix("#UISV-canvas-fit") })
    let centered = try Self.stackConstraints(
      Self.twoLabels.replacingOccurrences(of: "spacing=8", with: "alignment=center"))
    #expect(
      centered.filter { $0.hasSuffix("#UISV-ambiguity-suppression") } == [
        "a.height == 0 @25 #UISV-ambiguity-suppression",
        "b.height == 0 @25 #UISV-ambiguity-suppression",
      ])
  }

  @Test func centerAlignmentSpansTheViews() throws {
    let lines = try Self.stackConstraints(
      Self.twoLabels.replacingOccurrences(of: "spacing=8", with: "alignment=center"))
    #expect(
      Array(lines.dropFirst(3)) == [
        "s.centerY == a.centerY #UISV-canvas-connection",
        "a.centerY == b.centerY #UISV-alignment",
        "s.top <= a.top #UISV-spanning-boundary",
        "s.bottom >= a.bottom #UISV-spanning-boundary",
        "s.top <= b.top #UISV-spanning-boundary",
        "s.bottom >= b.bottom #UISV-spanning-boundary",
        "s.height == 0 @51 #UISV-spanning-fit",
        "a.height == 0 @25 #UISV-ambiguity-suppression",
        "b.height == 0 @25 #UISV-ambiguity-suppression",
        "b.width <= 80 @249.999 #fill-index-order",
        "b.width >= 80 @749.999 #fill-index-order",
      ])
  }

  @Test func marginsRelativeArrangementUsesTheMarginsGuide() throws {
    let lines = try Self.stackConstraints(
      Self.twoLabels.replacingOccurrences(of: "spacing=8", with: "marginsRelative"))
    #expect(lines.first == "s.layoutMarginsGuide.leading == a.leading #UISV-canvas-connection")
    let solved = try frames(
      Self.twoLabels.replacingOccurrences(of: "spacing=8", with: "marginsRelative"))
    #expect(solved["a"] == rect(8, 8, 247, 20))
    #expect(solved["s"] == rect(16, 20, 343, 36))
  }

  /// `isBaselineRelativeArrangement` in a vertical stack spaces baselines.
  @Test func baselineRelativeSpacingRunsBetweenBaselines() throws {
    let listing = """
      view root frame=0,0,375,200
      view s class=UIStackView in=root axis=vertical spacing=10 arranged=a,b baselineRelative
      view a class=UILabel in=s intrinsic=100x20 baseline=15,5
      view b class=UILabel in=s intrinsic=100x20 baseline=15,5
      s.leading == root.leading
      s.top == root.top

      """
    #expect(
      try Self.stackConstraints(listing)[2]
        == "b.firstBaseline == a.lastBaseline + 10 #UISV-spacing")
    #expect(try frames(listing)["b"] == rect(0, 10, 100, 20))
  }

  /// The app's width fights `UISV-hiding`; the app's constraint is broken, as in
  /// braintree/braintree_ios#237.
  @Test func hidingBeatsTheAppsSize() throws {
    let listing = """
      view root frame=0,0,320,44
      view s class=UIStackView in=root arranged=icon,title
      view icon class=UIImageView in=s hidden
      view title class=UILabel in=s intrinsic=120x20
      s.leading == root.leading + 16
      s.trailing == root.trailing - 16
      s.top == root.top + 12
      icon.width == 24

      """
    let solution = try engine(listing).solve()
    #expect(solution.brokenConstraints.map(\.constraint.listingDescription) == ["icon.width == 24"])
    #expect(solution.frame(of: "icon").map(rounded) == rect(0, 0, 0, 20))
    #expect(solution.frame(of: "title").map(rounded) == rect(0, 0, 288, 20))
  }

  /// Under right-to-left the first arranged view is at the stack's leading (right) edge.
  @Test func rightToLeftArrangesFromTheRight() throws {
    let listing = "direction rightToLeft\n" + Self.twoLabels
    let solved = try frames(listing)
    #expect(solved["a"] == rect(88, 0, 255, 20))
    #expect(solved["b"] == rect(0, 0, 80, 20))
  }
}
