import LayoutModel

/// Places a picture's texts one at a time so that no two overlap and none leaves the panel:
/// each text takes the first of its candidate positions whose box is free; a text with no free
/// position is replaced by a number (`1`, `2`, ...) placed the same way and spelled out in
/// `legend`, for the picture to list under the drawing.
///
/// Boxes are estimated from the character count and the monospaced font's advance, with the
/// font's ascent (0.95 em) above the baseline and descent (0.25 em) below, in the drawing's
/// units.
struct LabelPlacer {
  /// Where a text's position is on its box.
  enum Anchor { case start, middle, end }

  /// A position to try: the text's anchor point and which point of its box that is.
  typealias Candidate = (x: Double, y: Double, anchor: Anchor)

  /// A placed text.
  struct Placed {
    var text: String
    var x: Double
    var y: Double
    var anchor: Anchor
    /// Whether `text` is a number standing for a legend entry.
    var isKey: Bool
  }

  /// The area texts must stay in.
  var panel: LayoutRect
  /// The font size, in the drawing's units.
  var font: Double
  /// One character's advance, in the drawing's units.
  var advance: Double
  /// The boxes taken so far.
  private(set) var taken: [LayoutRect] = []
  /// The numbered texts, in order.
  private(set) var legend: [(key: String, text: String)] = []

  init(panel: LayoutRect, font: Double, advance: Double) {
    self.panel = panel
    self.font = font
    self.advance = advance
  }

  /// The box of `text` at (`x`, `y`), with a little air around it.
  func box(_ text: String, x: Double, y: Double, anchor: Anchor) -> LayoutRect {
    let width = Double(text.count) * advance
    let left = anchor == .start ? x : anchor == .middle ? x - width / 2 : x - width
    let air = font * 0.08
    return LayoutRect(
      x: left - air, y: y - font * 0.95 - air, width: width + 2 * air,
      height: font * 1.2 + 2 * air)
  }

  func isFree(_ box: LayoutRect, within area: LayoutRect?) -> Bool {
    guard contains(panel, box) else { return false }
    if let area, !contains(area, box) { return false }
    return !taken.contains { intersects($0, box) }
  }

  /// Places `text` at the first free candidate (inside `within` first, when given, then
  /// anywhere in the panel), or else a legend number for it; `nil` when neither fits.
  mutating func place(_ text: String, at candidates: [Candidate], within area: LayoutRect?)
    -> Placed?
  {
    guard !text.isEmpty else { return nil }
    let areas: [LayoutRect?] = area == nil ? [nil] : [area, nil]
    for area in areas {
      for candidate in candidates {
        let box = box(text, x: candidate.x, y: candidate.y, anchor: candidate.anchor)
        if isFree(box, within: area) {
          taken.append(box)
          return Placed(
            text: text, x: candidate.x, y: candidate.y, anchor: candidate.anchor, isKey: false)
        }
      }
    }
    let key = String(legend.count + 1)
    // The number where the text would have gone, else on rings around the first place, one
    // font size further each time.
    var spots = candidates
    if let first = candidates.first {
      for ring in 1...8 {
        let step = font * Double(ring)
        for (dx, dy) in [(0.0, 1.0), (1, 0), (0, -1), (-1, 0), (1, 1), (-1, 1), (1, -1), (-1, -1)] {
          spots.append((first.x + dx * step, first.y + dy * step, .start))
        }
      }
    }
    for candidate in spots {
      let box = box(key, x: candidate.x, y: candidate.y, anchor: candidate.anchor)
      if isFree(box, within: nil) {
        taken.append(box)
        legend.append((key, text))
        return Placed(
          text: key, x: candidate.x, y: candidate.y, anchor: candidate.anchor, isKey: true)
      }
    }
    return nil
  }

  /// `text` cut to `count` characters with an ellipsis when longer; a closing `(line N)` is
  /// kept whole, the cut made before it, so that a shortened text never names a wrong line.
  static func shortened(_ text: String, to count: Int) -> String {
    guard text.count > count, count > 1 else { return text }
    if text.hasSuffix(")"), let open = text.range(of: " (line ", options: .backwards) {
      let tail = text[open.lowerBound...]
      let digits = tail.dropFirst(" (line ".count).dropLast()
      if !digits.isEmpty, digits.allSatisfy(\.isNumber), tail.count + 2 < count {
        return String(text.prefix(count - 1 - tail.count)) + "…" + tail
      }
    }
    return String(text.prefix(count - 1)) + "…"
  }

  private func contains(_ outer: LayoutRect, _ inner: LayoutRect) -> Bool {
    inner.x >= outer.x && inner.y >= outer.y && inner.maxX <= outer.maxX
      && inner.maxY <= outer.maxY
  }

  private func intersects(_ a: LayoutRect, _ b: LayoutRect) -> Bool {
    a.x < b.maxX && b.x < a.maxX && a.y < b.maxY && b.y < a.maxY
  }
}
