import LayoutParsing
import Testing

/// Every bad listing gets one line naming the file, line, column and the offending token.
@Suite struct LayoutListingErrorTests {
  static let cases: [(String, String)] = [
    ("", "t.layout:1:1: error: empty input: no views or constraints"),
    ("# only a comment\n\n", "t.layout:1:1: error: empty input: no views or constraints"),
    ("view a\na.width == b.width", "t.layout:2:12: error: unknown view or guide 'b'"),
    ("view a\nzz.width == 10", "t.layout:2:1: error: unknown view or guide 'zz'"),
    (
      "view a\nview b\nview a",
      "t.layout:3:6: error: duplicate id 'a' (first declared at t.layout:1:6)"
    ),
    (
      "view a\nguide a in=a",
      "t.layout:2:7: error: duplicate id 'a' (first declared at t.layout:1:6)"
    ),
    ("view a in=b\nview b in=a", "t.layout:1:6: error: superview cycle: a -> b -> a"),
    ("view a in=a", "t.layout:1:6: error: superview cycle: a -> a"),
    ("view a in=zz", "t.layout:1:11: error: unknown superview 'zz' of view 'a'"),
    ("guide g in=zz", "t.layout:1:7: error: unknown owning view 'zz' of guide 'g'"),
    (
      "view a\na.width == nan",
      "t.layout:2:12: error: invalid number 'nan' (numbers must be finite and at most 1000000000 in magnitude)"
    ),
    (
      "view a\na.width == 1e12",
      "t.layout:2:12: error: invalid number '1e12' (numbers must be finite and at most 1000000000 in magnitude)"
    ),
    (
      "view a\na.width == 1e999",
      "t.layout:2:12: error: invalid number '1e999' (numbers must be finite and at most 1000000000 in magnitude)"
    ),
    (
      "view a frame=0,0,inf,1",
      "t.layout:1:18: error: invalid number 'inf,1' (numbers must be finite and at most 1000000000 in magnitude)"
    ),
    ("view a\na.width == 10 @1001", "t.layout:2:16: error: priority 1001 is outside 1...1000"),
    ("view a\na.width == 10 @0", "t.layout:2:16: error: priority 0 is outside 1...1000"),
    ("view a hug=0,250", "t.layout:1:12: error: priority 0 is outside 1...1000"),
    (
      "view a\nview b\na.top == b.left",
      "t.layout:3:10: error: cannot relate 'top' to 'left': different axes"
    ),
    (
      "view a\nview b\na.left == 2*b.width",
      "t.layout:3:13: error: cannot relate 'left' to 'width': a position and a size"
    ),
    (
      "view a\nview b\na.leading == b.left",
      "t.layout:3:14: error: cannot relate 'leading' to 'left': leading/trailing and left/right"
    ),
    ("view a\na.width = 10", "t.layout:2:9: error: expected '==', '<=' or '>=', found '='"),
    (
      "view a\na.width == 10 extra",
      "t.layout:2:15: error: expected '@PRIORITY', '#IDENTIFIER' or '(inactive)', found 'extra'"
    ),
    (
      "view a\na.width == 10 @750 @750",
      "t.layout:2:20: error: expected '@PRIORITY', '#IDENTIFIER' or '(inactive)', found '@750'"
    ),
    ("view a\na.width ==", "t.layout:2:11: error: expected a constant or 'M*ID.attribute'"),
    ("view a\na.width == b.", "t.layout:2:14: error: expected an attribute"),
    (
      "view a\na width == 1",
      "t.layout:2:1: error: unknown statement 'a' (expected view, guide, direction, frames, edit, suggest or a constraint)"
    ),
    (
      "frobnicate x",
      "t.layout:1:1: error: unknown statement 'frobnicate' (expected view, guide, direction, frames, edit, suggest or a constraint)"
    ),
    ("view a\na.widht == 1", "t.layout:2:3: error: unknown attribute 'widht'"),
    ("view a colour=red", "t.layout:1:8: error: unknown key 'colour'"),
    ("view a frame=0,0,1,1 frame=0,0,1,1", "t.layout:1:22: error: duplicate key 'frame'"),
    (
      "view a intrinsic=10",
      "t.layout:1:20: error: expected 'x' between the intrinsic width and height (WxH, '-' for none)"
    ),
    ("view a frame=0,0,-5,10", "t.layout:1:14: error: frame width -5 is negative"),
    ("view a frame=0,0,5", "t.layout:1:19: error: expected ',' and 4 numbers X,Y,W,H"),
    ("view 1a", "t.layout:1:6: error: expected a view id, found '1a'"),
    (
      "view a autoresizing=flexibleWdth",
      "t.layout:1:21: error: invalid autoresizing 'flexibleWdth' (expected none, h=XYZ,v=XYZ of '-' and '&', or names such as flexibleWidth)"
    ),
    (
      "view a autoresizing=none",
      "t.layout:1:6: error: view 'a' translates its autoresizing mask into constraints but has no frame"
    ),
    (
      "view r\nview a in=r frame=0,0,1,1 autoresizing=flexibleWidth",
      "t.layout:2:6: error: view 'a' translates its autoresizing mask into constraints but its flexible mask needs the frame of superview 'r'"
    ),
    (
      "view a\nguide g in=a\ng.leadingMargin == a.leading",
      "t.layout:3:1: error: layout guide 'g' has no attribute 'leadingMargin'"
    ),
    (
      "view a\na.top == a.safeAreaLayoutGuide.firstBaseline",
      "t.layout:2:10: error: layout guide 'a.safeAreaLayoutGuide' has no attribute 'firstBaseline'"
    ),
    (
      "view a\nedit a.width @1000 5",
      "t.layout:2:6: error: edit variable 'a.width' must have a priority below 1000"
    ),
    (
      "view a\nsuggest a.width 5",
      "t.layout:2:9: error: suggested value for 'a.width', which has no edit variable"
    ),
    ("view a\nedit a.width 5", "t.layout:2:14: error: expected '@PRIORITY', found '5'"),
    (
      "direction upsideDown",
      "t.layout:1:11: error: invalid direction 'upsideDown' (expected leftToRight or rightToLeft)"
    ),
    (
      "frames stored",
      "t.layout:1:8: error: invalid frames 'stored' (expected design or captured)"
    ),
    ("frames design\nframes design", "t.layout:2:1: error: duplicate key 'frames'"),
    ("frames design x", "t.layout:1:15: error: expected the end of the line, found 'x'"),
    (
      "view a\na.width == 10 #'open",
      "t.layout:2:21: error: unexpected end of input, expected a closing quote"
    ),
    ("view é\né.width == 10 @2000", "t.layout:2:16: error: priority 2000 is outside 1...1000"),
  ]

  @Test(arguments: cases)
  func reportsOneLine(_ input: String, _ message: String) {
    #expect(parseError(input) == message)
  }
}
