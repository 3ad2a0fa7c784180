import LayoutDiagnostics
import LayoutModel
import LayoutTestSupport
import Testing

@testable import LayoutReports

/// Where a wireframe draws a misplaced view's stored frame: in its superview's solved frame,
/// where the misplacement the text reports (`y 125 → 120`) is measured.
@Suite struct WireframeStoredFrameTests {
  /// A section stored 175 pt below where it is solved, and in it a view stored 5 pt below
  /// its solved place: the view's stored frame is drawn 5 pt from its solved one, not 180
  /// (realib 09's 'Message View', "y 125 → 120", drawn 180 pt off).
  @Test func aStoredFrameIsDrawnInItsSuperviewsSolvedFrame() throws {
    let root = View(id: "root", frame: LayoutRect(x: 0, y: 0, width: 375, height: 667))
    let section = View(
      id: "section", superview: "root", frame: LayoutRect(x: 0, y: 305, width: 375, height: 235))
    let message = View(
      id: "message", superview: "section", frame: LayoutRect(x: 16, y: 125, width: 343, height: 90))
    let hierarchy = try ViewHierarchy(views: [root, section, message])
    let solved = [
      "root": LayoutRect(x: 0, y: 0, width: 375, height: 667),
      "section": LayoutRect(x: 0, y: 130, width: 375, height: 230),
      "message": LayoutRect(x: 16, y: 250, width: 343, height: 90),
    ]
    #expect(
      Wireframe.storedRect(of: message, in: hierarchy, solved: solved)
        == LayoutRect(x: 16, y: 255, width: 343, height: 90))
    // A root has no superview: its stored frame is its own.
    #expect(
      Wireframe.storedRect(of: root, in: hierarchy, solved: solved)
        == LayoutRect(x: 0, y: 0, width: 375, height: 667))
  }
}

extension WireframeStoredFrameTests {
  /// The caption gives the root's size as the tool prints numbers, not a Double's 17 digits
  /// ("393 × 44.33333333333333 pt" for a cell xib at 3x).
  @Test func theCaptionRoundsTheRootsSize() {
    let box = Wireframe.Box(
      key: "r1-v1", label: "cell", tooltip: "cell",
      rect: LayoutRect(x: 0, y: 0, width: 393, height: 44.333333333333336), classes: ["view"])
    let wireframe = Wireframe(prefix: "r1", boxes: [box], dimensions: [])
    #expect(wireframe.key("Solved frames, in points.").contains("The root is 393 × 44.3333 pt."))
  }
}

/// How a wireframe marks a view whose content is cut: outlined red, the missing length hatched
/// past its edge (truncated) or its part off the screen hatched inside it (clipped). Before, a
/// truncated label was not outlined, so the hatch past its edge read as its neighbour's, and a
/// clipped view was not marked at all.
@Suite struct WireframeContentMarkTests {
  @Test func aClippedViewsPartOffTheScreenIsHatchedInsideIt() {
    let frame = LayoutRect(x: 20, y: 540, width: 134, height: 96)
    let marks = Wireframe.contentMarks(
      [], clipped: ContentOverflow.Overflow(edge: .bottom, distance: 68.25), frame: frame)
    #expect(marks.classes == ["clipped"])
    #expect(
      marks.overflows.map(\.rect) == [LayoutRect(x: 20, y: 567.75, width: 134, height: 68.25)])
    #expect(
      marks.overflows.map(\.note) == [
        "clipped: reaches 68.25 pt past the root view's bottom edge, off the screen"
      ])
    // Past the top edge by more than the view's height: the whole view is off the screen.
    let above = Wireframe.contentMarks(
      [], clipped: ContentOverflow.Overflow(edge: .top, distance: 200), frame: frame)
    #expect(above.overflows.map(\.rect) == [frame])
  }

  @Test func theCaptionSaysWhatTheRedMarksAre() {
    let truncated = Wireframe.Box(
      key: "r1-v2", label: "name", tooltip: "name",
      rect: LayoutRect(x: 20, y: 20, width: 100, height: 20), classes: ["view", "truncated"],
      overflows: [LayoutRect(x: 120, y: 20, width: 30, height: 20)])
    let clipped = Wireframe.Box(
      key: "r1-v3", label: "button", tooltip: "button",
      rect: LayoutRect(x: 20, y: 500, width: 100, height: 40), classes: ["view", "clipped"],
      overflows: [LayoutRect(x: 20, y: 520, width: 100, height: 20)])
    let key = Wireframe(prefix: "r1", boxes: [truncated, clipped], dimensions: []).key("Frames.")
    #expect(
      key.contains(
        "Red outline and hatched red past its edge: a truncated view and the length its"
          + " content lacks."))
    #expect(
      key.contains(
        "Red outline and hatched red inside: a view and its part off the screen."))
  }
}

extension WireframeContentMarkTests {
  /// The views a picture of a layout in other text marks clipped: those past the root's edge
  /// in that text and not in the layout's own. Before, the picture of a text variant could
  /// not tell them: the layout's own text was taken from its varied document.
  @Test func aLayoutInOtherTextMarksTheViewsItClips() throws {
    let text = try Fixtures.text("interface-builder/wrapping-row.xib")
    let input = try AnalysisInput.read(Array(text.utf8), name: "w.xib", path: "w.xib")
    let own = try #require(try input.layouts().first)
    #expect(HTMLSection.clippedViews(own).isEmpty)
    let huge = try own.laidOut(in: TextVariant(textScale: 40))
    #expect(huge.ownTextVariant == TextVariant(of: own.document))
    #expect(Set(HTMLSection.clippedViews(huge).keys) == ["wrr-nm-002"])
  }
}

extension WireframeContentMarkTests {
  /// A size constraint naming no other item is drawn as long as the constant it asks: a broken
  /// `width == 300` on a banner solved 374 pt wide ends 300 pt from its left edge. Before, it
  /// spanned the whole 374, labelled 300. One relating two sizes still spans the item.
  @Test func aSizeConstantIsDrawnAsLongAsItAsks() {
    let banner = LayoutRect(x: 20, y: 68, width: 374, height: 120)
    let width = LayoutConstraint(
      LayoutAnchor(.view("banner"), .width), .equal, constant: 300)
    let line = Wireframe.dimension(width, banner, nil)
    #expect(line?.from.x == 20 && line?.to.x == 320)
    #expect(line?.from.y == 76 && line?.to.y == 76)
    let height = LayoutConstraint(
      LayoutAnchor(.view("banner"), .height), .equal, LayoutAnchor(.view("root"), .height),
      multiplier: 0.5)
    let along = Wireframe.dimension(
      height, banner, LayoutRect(x: 0, y: 0, width: 414, height: 240))
    #expect(along?.from.y == 68 && along?.to.y == 188)
  }
}
