import LayoutModel
import Testing

@testable import LayoutReports

/// Where a wireframe puts a view's name: on a line inside its frame when one fits, else outside
/// it; never across its top or bottom edge.
@Suite struct WireframeLabelTests {
  /// Whether a text of `count` characters at `candidate` crosses the top or bottom edge of
  /// `rect` (runs over the edge's line).
  static func crossesAnEdge(
    _ candidate: LabelPlacer.Candidate, count: Int, of rect: LayoutRect, font: Double
  ) -> Bool {
    let placer = LabelPlacer(panel: rect, font: font, advance: 0.62 * font)
    let box = placer.box(
      String(repeating: "x", count: count), x: candidate.x, y: candidate.y,
      anchor: candidate.anchor)
    let overlapsHorizontally = box.x < rect.maxX && rect.x < box.maxX
    let crossesTop = box.y < rect.y && rect.y < box.maxY
    let crossesBottom = box.y < rect.maxY && rect.maxY < box.maxY
    return overlapsHorizontally && (crossesTop || crossesBottom)
  }

  /// 008.log: a 5-pt-tall bar had its name written across it, the dotted frame struck through
  /// the text.
  @Test func aViewShorterThanALineIsNamedOutsideIt() {
    let rect = LayoutRect(x: 0, y: 0, width: 300, height: 5)
    let candidates = Wireframe.candidates(inside: rect, labelLine: 0, scale: 1, font: 11)
    #expect(!candidates.isEmpty)
    for candidate in candidates {
      #expect(!Self.crossesAnEdge(candidate, count: 14, of: rect, font: 11), "\(candidate)")
    }
  }

  @Test func aViewTallEnoughForOneLineIsNamedInsideFirst() {
    let rect = LayoutRect(x: 0, y: 0, width: 300, height: 17)
    let first = Wireframe.candidates(inside: rect, labelLine: 0, scale: 1, font: 11)[0]
    #expect(first.x == 3 && abs(first.y - 13.2) < 1e-9)
  }

  /// A view with room for one line and not for its air (misplaced-title's 20-pt note drawn
  /// at 0.78 px a point) has its name centred in it.
  @Test func aViewWithRoomForOneLineHasItsNameCentred() {
    let rect = LayoutRect(x: 0, y: 0, width: 300, height: 14)
    let first = Wireframe.candidates(inside: rect, labelLine: 0, scale: 1, font: 11)[0]
    // The text's box, 0.95 em above the baseline and 0.25 em below, is centred at 7.
    #expect(first.x == 3 && abs(first.y - 0.35 * 11 - 7) < 1e-9)
  }
}
