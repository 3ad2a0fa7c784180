import ConstraintSolver
import LayoutEngine
import LayoutModel
import Testing

@Suite struct LayoutEngineTests {
  @Test func intrinsicSizeBecomesHuggingAndCompressionConstraints() throws {
    let engine = try engine(
      """
      view label intrinsic=120x-  hug=251,250 compress=752,750
      """)
    let generated = engine.constraints.filter { $0.origin == .contentSize }
    #expect(
      generated.map(\.description) == [
        "<NSContentSizeLayoutConstraint label.width <= 120 priority:251   (active)>",
        "<NSContentSizeLayoutConstraint label.width >= 120 priority:752   (active)>",
      ])
  }

  @Test func rootFrameIsFixedAndCanBeOverridden() throws {
    let listing = """
      view root frame=0,0,375,812
      view card in=root
      card.leading == root.leading + 16
      card.trailing == root.trailing - 16
      card.top == root.top
      card.height == 10
      """
    let engine = try engine(listing)
    #expect(
      engine.constraints.filter { $0.origin == .encapsulatedLayout }.map(\.equationDescription)
        == ["root.left == 0", "root.top == 0", "root.width == 375", "root.height == 812"])
    #expect(engine.constraints.last?.identifier == "UIView-Encapsulated-Layout-Height")
    let narrow = try frames(listing, options: LayoutEngineOptions(rootWidth: 320, rootHeight: 480))
    #expect(narrow["root"] == rect(0, 0, 320, 480))
    #expect(narrow["card"] == rect(16, 0, 288, 10))
  }

  @Test func overrideWithoutFrameFixesOnlyTheFirstRoot() throws {
    let solved = try frames(
      """
      view a
      view b
      a.height == 1
      b.width == 7
      b.height == 1
      """, options: LayoutEngineOptions(rootWidth: 50))
    #expect(solved["a"] == rect(0, 0, 50, 1))
    #expect(solved["b"]?.width == 7)
  }

  @Test func aLayoutThatNothingPlacesStartsAtTheOrigin() throws {
    // As 021.log reads: two roots without frames, tied to each other by their constraints, so
    // the layout may sit anywhere; the solver's basis once put the first root at y -716.8.
    let solved = try frames(
      """
      view a
      view c in=a
      view b
      a.height == 896
      a.width == 320
      c.top == a.top
      c.leading == a.leading + 8
      b.top == c.bottom
      b.bottom == a.bottom
      b.height == 0.2 * a.height
      b.width == 100
      b.trailing == a.trailing
      c.width == 10
      """)
    #expect(solved["a"] == rect(0, 0, 320, 896))
    #expect(solved["c"] == rect(8, 0, 10, 716.8))
    #expect(solved["b"] == rect(220, 716.8, 100, 179.2))
  }

  @Test func aRootThatAConstraintPlacesStaysWhereItIsPlaced() throws {
    let solved = try frames(
      """
      view a
      view b
      a.top == 20
      a.leading == b.trailing + 30
      a.width == 10
      a.height == 10
      b.top == a.bottom
      b.width == 10
      b.height == 10
      """)
    // Horizontally the layout may move, and starts at 0 (b, the leftmost root, is there);
    // vertically a.top == 20 places it.
    #expect(solved["a"] == rect(40, 20, 10, 10))
    #expect(solved["b"] == rect(0, 30, 10, 10))
  }

  @Test func widthsAreNeverNegative() throws {
    let engine = try engine(
      """
      view root frame=0,0,100,100
      view v in=root
      v.left == root.left
      v.top == root.top
      v.height == 10
      v.width == -16
      """)
    let solution = engine.solve()
    #expect(solution.frame(of: "v") == rect(0, 0, 0, 10))
    #expect(solution.brokenConstraints.map(\.constraint.listingDescription) == ["v.width == -16"])
    #expect(solution.brokenConstraints[0].conflictingWith.isEmpty)
  }

  @Test func reportsBrokenConstraintWithWhatItConflictedWith() throws {
    let engine = try engine(
      """
      view root frame=0,0,375,812
      view box in=root
      box.leading == root.leading + 20
      box.trailing == root.trailing - 20
      box.width == 100
      box.top == root.top
      box.height == 10
      """)
    let solution = engine.solve()
    #expect(solution.brokenConstraints.count == 1)
    let broken = try #require(solution.brokenConstraints.first)
    #expect(broken.constraint.listingDescription == "box.width == 100")
    let others = broken.conflictingWith.map { engine.constraints[$0].equationDescription }
    #expect(
      others == [
        "box.leading == root.leading + 20", "box.trailing == root.trailing - 20",
        "root.width == 375",
      ])
    #expect(solution.frame(of: "box") == rect(20, 0, 335, 10))
  }

  @Test func rightToLeftMirrorsConstantsAndInequalities() throws {
    let solved = try frames(
      """
      direction rightToLeft
      view root frame=0,0,300,100
      view a in=root
      view b in=root
      a.leading == root.leading + 10
      a.width == 50
      b.leading >= a.trailing + 20
      b.trailing == root.trailing - 30 @500
      b.width == 40
      a.top == root.top
      b.top == root.top
      a.height == 1
      b.height == 1
      """)
    #expect(solved["a"] == rect(240, 0, 50, 1))
    // `b.leading >= a.trailing + 20` reads `b.right <= a.left - 20` (not `>=`), so the
    // 500 pin can put b 30 points from the left.
    #expect(solved["b"] == rect(30, 0, 40, 1))
  }

  // A built-in guide is the view's frame inset by its margins or safe area, not four guide
  // constraints: the only generated constraints are each named guide's width and height >= 0.
  @Test func marginsAndSafeAreaGuidesAreInsetFrames() throws {
    let engine = try engine(
      """
      view root frame=0,0,375,812 safearea=47,0,34,0 margins=8,16,8,16
      view a in=root
      a.leading == root.leadingMargin
      a.top == root.safeAreaLayoutGuide.top
      a.bottom == root.safeAreaLayoutGuide.bottom
      a.width == 10
      """)
    let system = engine.constraints.filter { $0.origin == .layoutMargins || $0.origin == .safeArea }
    #expect(
      system.map(\.equationDescription) == [
        "root.layoutMarginsGuide.width >= 0", "root.layoutMarginsGuide.height >= 0",
        "root.safeAreaLayoutGuide.width >= 0", "root.safeAreaLayoutGuide.height >= 0",
      ])
    let right = try engine.system.expression(
      of: LayoutAnchor(.layoutMarginsGuide(of: "root"), .right))
    #expect(right.constant == -16)
    #expect(engine.frameVariables(of: .layoutMarginsGuide(of: "a")) == nil)
    #expect(engine.solve().frame(of: "a").map(rounded) == rect(16, 47, 10, 731))
  }

  @Test func baselinesComeFromTheOffsets() throws {
    let solved = try frames(
      """
      view root frame=0,0,300,100
      view a in=root intrinsic=50x20 baseline=15,5
      view b in=root intrinsic=50x30
      view c in=root intrinsic=50x30 baseline=-,6
      a.top == root.top + 10
      a.leading == root.leading
      b.leading == root.leading
      c.leading == root.leading
      b.firstBaseline == a.firstBaseline
      c.lastBaseline == a.lastBaseline
      """)
    #expect(solved["b"]?.y == -5)  // no offsets: the first baseline is the bottom edge
    #expect(solved["c"]?.y == 1)  // last baselines: c.top + 30 - 6 == 10 + 20 - 5
  }

  @Test func minXIsRelativeToTheSuperview() throws {
    let solved = try frames(
      """
      view root frame=0,0,300,100
      view box in=root
      view inner in=box
      box.left == root.left + 40
      box.top == root.top
      box.width == 100
      box.height == 100
      inner.minX == 0.25*box.width
      inner.minY == 5
      inner.width == 10
      inner.height == 10
      """)
    #expect(solved["inner"] == rect(25, 5, 10, 10))
  }

  @Test func autoresizingConstraintsFollowTheMask() throws {
    let engine = try engine(
      """
      view root frame=0,0,400,400
      view a in=root frame=10,20,100,50 autoresizing=h=&-&,v=-&-
      """)
    let generated = engine.constraints.filter { $0.origin == .autoresizingMask }
    #expect(
      generated.map(\.equationDescription) == [
        "a.minX == 0.0333333*root.width - 3.33333", "a.width == 100",
        "a.minY == 20", "a.height == root.height - 350",
      ])
    #expect(generated[0].consoleClassName == "NSAutoresizingMaskLayoutConstraint")
    let solved = try frames(
      """
      view root frame=0,0,400,400
      view a in=root frame=10,20,100,50 autoresizing=h=&-&,v=-&-
      """, options: LayoutEngineOptions(rootWidth: 690, rootHeight: 500))
    // Margins 10 and 290 share the 290 extra points: 10 + 290 × 10/300.
    #expect(solved["a"] == rect(19.666667, 20, 100, 150))
  }

  @Test func editVariablesAndSuggestions() throws {
    let engine = try engine(
      """
      view s
      view v
      s.left == 0
      s.top == 0
      s.height == 100
      v.leading == s.leading + 16
      v.trailing == s.trailing - 16
      v.top == s.top
      v.height == 10
      edit s.width @999 375
      edit v.centerX @998
      """)
    #expect(engine.solve().frame(of: "v") == rect(16, 0, 343, 10))
    try engine.suggest(LayoutAnchor(.view("s"), .width), 320)
    #expect(engine.solve().frame(of: "v") == rect(16, 0, 288, 10))
    #expect(throws: LayoutEngineError.self) {
      try engine.suggest(LayoutAnchor(.view("v"), .width), 1)
    }
  }

  /// A second `edit` of the same anchor names the anchor and its line, not a solver variable.
  @Test func aRepeatedEditVariableNamesTheAnchor() throws {
    do {
      _ = try engine("view box\nbox.left == 0\nedit box.width @500 10\nedit box.width @500 20\n")
      Issue.record("expected an error")
    } catch let error as LayoutEngineError {
      #expect(error.description == "t.layout:4:6: error: 'box.width' is already an edit variable")
    }
  }

  @Test func rejectsInvalidDocumentsAndOverrides() throws {
    let hierarchy = try ViewHierarchy(views: [View(id: "a")])
    var document = LayoutDocument(source: "x", hierarchy: hierarchy)
    document.constraints = [
      LayoutConstraint(LayoutAnchor(.view("a"), .top), .equal, LayoutAnchor(.view("b"), .top))
    ]
    #expect(throws: LayoutEngineError.self) { try LayoutEngine(document: document) }
    document.constraints = []
    #expect(throws: LayoutEngineError.self) {
      try LayoutEngine(document: document, options: LayoutEngineOptions(rootWidth: -1))
    }
  }
}
