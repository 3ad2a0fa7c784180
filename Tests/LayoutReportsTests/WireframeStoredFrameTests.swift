import LayoutModel
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
