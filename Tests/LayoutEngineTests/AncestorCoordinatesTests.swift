import LayoutEngine
import LayoutModel
import Testing

/// A position constraint with a multiplier is read in the coordinates of the nearest common
/// ancestor of its items, as UIKit reads it (a superview's `centerX` is half its width there).
@Suite struct AncestorCoordinatesTests {
  /// realib 13's form: `box.centerX == 1.6 × button.centerX`, the box 200 pt wide at x 100.
  /// In the box's coordinates its centerX is 100, so the button's is 62.5 (x 52.5 for a
  /// 20-pt button). Before, root positions gave 1.6 × c = 200 + 100: c = 125, x 15 in the box.
  @Test func aSuperviewsCenterIsReadInItsOwnCoordinates() throws {
    let solved = try frames(
      """
      view root frame=0,0,400,100
      view box in=root
      view button in=box
      box.leading == root.leading + 100
      box.width == 200
      box.top == root.top
      box.height == 100
      button.width == 20
      button.height == 20
      button.top == box.top
      box.centerX == 1.6 * button.centerX
      """)
    #expect(solved["button"] == rect(52.5, 0, 20, 20))
  }

  /// Between siblings the ancestor is their superview: `b.leading == 2 × a.trailing` with a
  /// ending 30 pt into a box at x 100 puts b at 60 in the box, not at 2 × 130 − 100 = 160.
  /// A multiplier of 1 needs no ancestor (its origin cancels), and sizes have none.
  @Test func siblingsAreReadInTheirSuperviewsCoordinates() throws {
    let solved = try frames(
      """
      view root frame=0,0,400,100
      view box in=root
      view a in=box
      view b in=box
      box.leading == root.leading + 100
      box.top == root.top
      box.width == 300
      box.height == 100
      a.leading == box.leading + 10
      a.width == 20
      b.leading == 2 * a.trailing
      b.width == 0.5 * a.width
      a.top == box.top
      b.top == box.top
      a.height == 10
      b.height == 10
      """)
    #expect(solved["a"] == rect(10, 0, 20, 10))
    #expect(solved["b"] == rect(60, 0, 10, 10))
  }

  /// Right-to-left, leading is the right edge and the constant runs leftwards, but the
  /// positions are still the ancestor's: `kid.leading == 2 × box.leading` in a 200-pt box at
  /// x 100 puts kid's right edge at 2 × 200 = 400 in the box (x 380), not at 2 × 300 = 600 in
  /// the root (x 480 in the box, as before).
  @Test func rightToLeftPositionsAreReadInTheAncestorsCoordinatesToo() throws {
    let solved = try frames(
      """
      direction rightToLeft
      view root frame=0,0,400,400
      view box in=root
      view kid in=box
      box.left == root.left + 100
      box.top == root.top
      box.width == 200
      box.height == 200
      kid.leading == 2 * box.leading
      kid.top == box.top
      kid.width == 20
      kid.height == 20
      """)
    #expect(solved["kid"] == rect(380, 0, 20, 20))
  }
}
