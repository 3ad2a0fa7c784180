import LayoutDiagnostics
import LayoutEngine
import LayoutModel
import Testing

/// Findings on stack views and scroll views: the `.fill` tie rule keeps a stack of two labels
/// with equal hugging unambiguous, and a scroll view's undetermined content size is a
/// `scrollable-content-ambiguity` error.
@Suite struct StackScrollFindingTests {
  static func findings(_ fixture: String) throws -> [Finding] {
    let document = try layoutFixture(fixture)
    return try LayoutAnalysis(document: document, file: document.source).findings()
  }

  /// The same two labels: tied in a stack (resolved by index), ambiguous outside one.
  @Test func equalHuggingIsATieOnlyOutsideAStack() throws {
    #expect(try Self.findings("stack-fill.layout").isEmpty)
    #expect(try Self.findings("stack-fill.json").isEmpty)
    #expect(
      try Self.findings("ambiguity-equal-hugging.layout").map(\.ruleID)
        == ["content-priority-ambiguity"])
  }

  /// A tie between an arranged view and a view outside the stack stays a tie.
  @Test func aTieWithAViewOutsideTheStackIsStillAmbiguous() throws {
    let document = try listing(
      """
      view root frame=0,0,375,100
      view s class=UIStackView in=root arranged=a
      view a class=UILabel in=s intrinsic=100x20
      view b class=UILabel in=root intrinsic=100x20
      s.leading == root.leading
      s.top == root.top
      b.leading == s.trailing
      b.trailing == root.trailing
      b.top == root.top

      """)
    let findings = try LayoutAnalysis(document: document, file: "t.layout").findings()
    #expect(findings.map(\.ruleID) == ["content-priority-ambiguity"])
  }

  /// `fillEqually` squeezes c (200 pt of text) to 105 pt: a truncation, found in a stack too.
  @Test func fillEquallyTruncatesTheWidestView() throws {
    let findings = try Self.findings("stack-fill-equally.layout")
    #expect(findings.map(\.ruleID) == ["truncation"])
    #expect(
      findings.first?.message
        == "c is laid out 95 pt narrower than its intrinsic width (105 pt instead of 200 pt), so its content is clipped or truncated."
    )
  }

  @Test(arguments: [
    "stack-fill-proportionally", "stack-equal-spacing",
    "stack-equal-centering", "stack-align-top", "stack-align-center", "stack-align-bottom",
    "stack-align-first-baseline", "stack-align-last-baseline", "stack-align-leading",
    "stack-align-trailing", "stack-hidden", "stack-cell", "stack-cell-expanded",
    "scroll-content",
  ])
  func determinedFixturesHaveNoFindings(_ name: String) throws {
    #expect(try Self.findings("\(name).layout").isEmpty)
  }

  /// An `equalSpacing` stack free along its axis (in a scroll view's content, say) takes its
  /// smallest length: UIKit's `UISV-canvas-fit` (the stack's length == 0 at 49) makes the
  /// gaps the minimum spacing, so the stack is neither ambiguous nor any view misplaced, as
  /// in realib 20's "Text Styles" scene (spacing 40, labels 40 pt apart).
  @Test func anEqualSpacingStackFreeAlongItsAxisHugsItsViews() throws {
    let document = try listing(
      """
      view root frame=0,0,375,600
      view s class=UIStackView in=root axis=vertical distribution=equalSpacing alignment=center spacing=40 arranged=a,b,c
      view a class=UILabel in=s intrinsic=153.5x41
      view b class=UILabel in=s intrinsic=71.5x33.5
      view c class=UIView in=s
      s.leading == root.leading
      s.trailing == root.trailing
      s.top == root.top + 16
      c.height == 10

      """)
    let analysis = try LayoutAnalysis(document: document, file: "t.layout")
    #expect(analysis.findings().map(\.ruleID) == [])
    let solution = analysis.solution
    #expect(solution.frame(of: "s") == LayoutRect(x: 0, y: 16, width: 375, height: 164.5))
    #expect(solution.frame(of: "a") == LayoutRect(x: 110.75, y: 0, width: 153.5, height: 41))
    #expect(solution.frame(of: "b") == LayoutRect(x: 151.75, y: 81, width: 71.5, height: 33.5))
    // c has no width of its own: UIKit's `UISV-ambiguity-suppression` (width == 0 at 25)
    // gives it 0 rather than leaving it ambiguous.
    #expect(solution.frame(of: "c") == LayoutRect(x: 187.5, y: 154.5, width: 0, height: 10))
  }

  @Test func undeterminedContentWidthIsAScrollableContentAmbiguity() throws {
    for format in ["layout", "json"] {
      let findings = try Self.findings("ambiguity-scroll-content.\(format)")
      let scroll = findings.filter { $0.ruleID == "scrollable-content-ambiguity" }
      #expect(scroll.count == 1)
      let finding = try #require(scroll.first)
      #expect(finding.severity == .error)
      #expect(
        finding.message
          == "The scrollable content width of scroll is ambiguous: it can be anywhere in [232, +∞)."
      )
      #expect(
        finding.notes.map(\.message) == [
          "Nothing fixes the width of scroll.contentLayoutGuide; its content needs a width of its own, or one tied to the scroll view."
        ])
      #expect(
        finding.fixes.map(\.message) == [
          "scroll.contentLayoutGuide.width == scroll.frameLayoutGuide.width (for vertical scrolling)."
        ])
      #expect(
        finding.location.description.hasPrefix(
          "fixtures/layout-dumps/ambiguity-scroll-content.\(format)"))
    }
  }

  /// The solver's choice for the ambiguous content width is its lower bound.
  @Test func ambiguousContentSolvesAtItsLowerBound() throws {
    let engine = try LayoutEngine(document: layoutFixture("ambiguity-scroll-content.layout"))
    let solution = engine.solve()
    #expect(solution.frame(of: "content") == LayoutRect(x: 0, y: 0, width: 232, height: 1280.5))
    #expect(solution.frame(of: "body") == LayoutRect(x: 0, y: 60.5, width: 232, height: 1200))
    let size = try #require(engine.contentSize(ofScrollView: "scroll"))
    #expect(size.width == 232 && size.height == 1280.5)
  }

  @Test func contentSizeIsTheContentGuidesSize() throws {
    let engine = try LayoutEngine(document: layoutFixture("scroll-content.layout"))
    _ = engine.solve()
    let size = try #require(engine.contentSize(ofScrollView: "scroll"))
    #expect(size.width == 375 && size.height == 1280.5)
    #expect(engine.scrollViewIDs == ["scroll"])
  }

  /// A scroll view whose content Auto Layout does not lay out (a self-sizing text view, a table
  /// whose cells are its own) has no content size and no scrollable-content finding; one with
  /// only a constraint on its frame layout guide still counts as a scroll view, but no
  /// constraint places content in it (its code sets `contentSize`), so its content size is
  /// no finding either (it gave two before; Interface Builder warns of none for an empty
  /// scroll view).
  @Test func onlyScrollViewsWithLaidOutContentHaveAContentSize() throws {
    let document = try listing(
      """
      view root frame=0,0,375,300
      view text class=UITextView in=root heights=200:61.5,400:20.5
      view table class=UITableView in=root
      view pager class=UIScrollView in=root
      text.leading == root.leading
      text.trailing == root.trailing
      text.top == root.top
      table.leading == root.leading
      table.trailing == root.trailing
      table.top == text.bottom
      table.height == 100
      pager.leading == root.leading
      pager.top == table.bottom
      pager.width == 375
      pager.frameLayoutGuide.height == 50

      """)
    let engine = try LayoutEngine(document: document)
    _ = engine.solve()
    #expect(engine.scrollViewIDs == ["pager"])
    #expect(
      try LayoutAnalysis(document: document, file: document.source).findings().map(\.ruleID)
        .filter { $0 == "scrollable-content-ambiguity" }.count == 0)
  }

  /// A subview's constraint to the scroll view's edge attaches to the content area, which
  /// starts at the scroll view's origin however the scroll view is placed; its width and
  /// centre attach to the frame.
  @Test func edgesAttachToTheContentAreaAndSizesToTheFrame() throws {
    let document = try listing(
      """
      view root frame=0,0,375,667
      view scroll class=UICollectionView in=root
      view cell in=scroll
      scroll.leading == root.leading + 10
      scroll.top == root.top + 100
      scroll.width == 300
      scroll.height == 400
      cell.top == scroll.top + 8
      cell.leading == scroll.leading
      cell.width == scroll.width
      cell.height == 50
      cell.bottom == scroll.bottom - 700

      """)
    let engine = try LayoutEngine(document: document)
    let solution = engine.solve()
    #expect(solution.frame(of: "cell") == LayoutRect(x: 0, y: 8, width: 300, height: 50))
    let size = try #require(engine.contentSize(ofScrollView: "scroll"))
    #expect(size.height == 758)
    #expect(solution.brokenConstraints.isEmpty)
  }

  /// Margins of the scroll view seen from a subview are the content area's edges moved in by
  /// the scroll view's layout margins, under either direction.
  @Test func marginsAttachToTheContentAreaToo() throws {
    for direction in ["leftToRight", "rightToLeft"] {
      let document = try listing(
        """
        direction \(direction)
        view root frame=0,0,375,667
        view scroll class=UIScrollView in=root margins=10,20,30,40
        view box in=scroll
        scroll.leading == root.leading
        scroll.trailing == root.trailing
        scroll.top == root.top
        scroll.bottom == root.bottom
        box.leading == scroll.leadingMargin + 5
        box.trailing == scroll.trailingMargin
        box.width == scroll.frameLayoutGuide.width - 100
        box.top == scroll.topMargin
        box.bottom == scroll.bottomMargin
        box.height == 500

        """)
      let engine = try LayoutEngine(document: document)
      let solution = engine.solve()
      let size = try #require(engine.contentSize(ofScrollView: "scroll"))
      #expect(size.height == 540, "\(direction)")
      #expect(size.width == 340, "\(direction)")
      let x: Double = direction == "leftToRight" ? 25 : 20
      #expect(solution.frame(of: "box") == LayoutRect(x: x, y: 10, width: 275, height: 500))
    }
  }
}
