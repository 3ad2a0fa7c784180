import LayoutModel

/// A to-scale drawing of solved frames, in points, written as inline SVG: each view and guide a
/// rectangle labelled with its name, the constraints of conflicts as dimension lines between
/// the edges they relate, ambiguous views with their witness frame, truncated views with the
/// missing points hatched, misplaced views with their stored frame dashed.
///
/// Every text comes from the input and is escaped (`HTMLText`); element ids and link keys are
/// made by the page (`r1-c3`, `r1-v0`), never taken from the input. Colours come from the
/// page's style sheet through class names, so the light and dark schemes both apply.
struct Wireframe {
  /// One item's rectangle, in absolute points (the root's coordinate space).
  struct Box {
    /// The page's link key of the item (`r1-v3`).
    var key: String
    /// The text drawn in the rectangle.
    var label: String
    /// The tooltip: the label, the frame and any mark, one per line.
    var tooltip: String
    var rect: LayoutRect
    /// `view` plus any of `guide`, `conflict`, `ambiguous`, `unplaced`, `truncated`,
    /// `misplaced`.
    var classes: [String]
    /// Another frame the constraints allow, drawn dashed beside the solved one.
    var witness: LayoutRect?
    /// The missing points of a truncated view, drawn hatched past its edge.
    var overflows: [LayoutRect] = []
    /// Which text line inside the rectangle the label takes (0 for the first), so that the
    /// labels of items sharing a top edge with their superview do not overlap.
    var labelLine = 0
    /// A misplaced view's stored design-time frame, drawn dashed over the solved one, as
    /// Interface Builder's canvas outlines the frame a view will have at run time.
    var stored: LayoutRect? = nil
  }

  /// A constraint drawn as a dimension line.
  struct Dimension {
    /// The page's link key of the constraint (`r1-c3`).
    var key: String
    var from: (x: Double, y: Double)
    var to: (x: Double, y: Double)
    /// The short text on the line (its constant).
    var label: String
    /// The constraint as printed, for the tooltip.
    var tooltip: String
    /// Whether this is the constraint that was broken (dashed).
    var isBroken: Bool
  }

  /// The page's prefix for this drawing's ids (`r1`).
  var prefix: String
  var boxes: [Box]
  var dimensions: [Dimension]

  /// The widest the drawing is shown, in CSS pixels; larger layouts are scaled down.
  static let maximumWidth = 640.0
  /// The tallest the drawing is shown, in CSS pixels.
  static let maximumHeight = 560.0
  /// The most a small layout is enlarged.
  static let maximumScale = 1.5

  /// The SVG element; `caption` is its accessible name.
  func svg(caption: String) -> String {
    let bounds =
      boxes.map(\.rect).reduce(nil as LayoutRect?) { union($0, $1) }
      ?? LayoutRect(x: 0, y: 0, width: 100, height: 100)
    let all = boxes.flatMap { [$0.witness, $0.stored].compactMap { $0 } + $0.overflows }.reduce(
      bounds
    ) {
      union($0, $1) ?? $1
    }
    let margin = 24.0
    let box = LayoutRect(
      x: all.x - margin, y: all.y - margin, width: max(all.width, 1) + 2 * margin,
      height: max(all.height, 1) + 2 * margin)
    let scale = min(
      Self.maximumScale, Self.maximumWidth / box.width, Self.maximumHeight / box.height)
    let font = 11 / scale
    let n = HTMLText.number
    var svg = "<svg class=\"wireframe\" xmlns=\"http://www.w3.org/2000/svg\""
    svg += " viewBox=\"\(n(box.x)) \(n(box.y)) \(n(box.width)) \(n(box.height))\""
    svg += " width=\"\(n(box.width * scale))\" height=\"\(n(box.height * scale))\""
    svg += " role=\"img\" aria-label=\"\(HTMLText.escape(caption))\""
    svg += " style=\"--font: \(n(font))px; --stroke: \(n(1 / scale))px\">\n"
    svg += "<defs><pattern id=\"\(prefix)-hatch\" patternUnits=\"userSpaceOnUse\""
    svg += " width=\"\(n(6 / scale))\" height=\"\(n(6 / scale))\" patternTransform=\"rotate(45)\">"
    svg +=
      "<line class=\"hatch\" x1=\"0\" y1=\"0\" x2=\"0\" y2=\"\(n(6 / scale))\"/></pattern></defs>\n"
    for item in boxes {
      svg +=
        "<g class=\"\(item.classes.joined(separator: " "))\" data-v=\"\(item.key)\" tabindex=\"0\">"
      svg += "<title>\(HTMLText.escape(item.tooltip))</title>"
      svg += rect(item.rect, class: "frame")
      if let witness = item.witness { svg += rect(witness, class: "witness") }
      if let stored = item.stored { svg += rect(stored, class: "stored") }
      for overflow in item.overflows {
        svg += rect(overflow, class: "overflow", fill: "url(#\(prefix)-hatch)")
      }
      if item.rect.width * scale >= 24, item.rect.height * scale >= 12 {
        let y = item.rect.y + font * 1.2 * Double(item.labelLine + 1)
        svg += "<text x=\"\(n(item.rect.x + 3 / scale))\" y=\"\(n(y))\">"
        svg += HTMLText.escape(item.label) + "</text>"
      }
      svg += "</g>\n"
    }
    let tick = 4 / scale
    for dimension in dimensions {
      let (a, b) = (dimension.from, dimension.to)
      // Lengths compared as reported (rounded to `pointsResolution`), so solver noise cannot
      // turn the ticks of a dimension of length 0.
      let horizontal = roundedPoints(abs(b.x - a.x)) >= roundedPoints(abs(b.y - a.y))
      svg += "<g class=\"dim \(dimension.isBroken ? "broken" : "member")\""
      svg += " data-c=\"\(dimension.key)\" tabindex=\"0\">"
      svg += "<title>\(HTMLText.escape(dimension.tooltip))</title>"
      svg += line(a.x, a.y, b.x, b.y, class: "rule")
      for end in [a, b] {
        svg +=
          horizontal
          ? line(end.x, end.y - tick, end.x, end.y + tick, class: "tick")
          : line(end.x - tick, end.y, end.x + tick, end.y, class: "tick")
      }
      let middle = ((a.x + b.x) / 2, (a.y + b.y) / 2)
      svg += "<text x=\"\(n(middle.0 + (horizontal ? 0 : tick * 1.5)))\""
      svg += " y=\"\(n(middle.1 - (horizontal ? tick * 1.5 : -font / 3)))\""
      svg += " text-anchor=\"\(horizontal ? "middle" : "start")\">"
      svg += HTMLText.escape(dimension.label) + "</text></g>\n"
    }
    return svg + "</svg>"
  }

  private func rect(_ rect: LayoutRect, class name: String, fill: String? = nil) -> String {
    let n = HTMLText.number
    return "<rect class=\"\(name)\" x=\"\(n(rect.x))\" y=\"\(n(rect.y))\""
      + " width=\"\(n(max(rect.width, 0)))\" height=\"\(n(max(rect.height, 0)))\""
      + (fill.map { " fill=\"\($0)\"" } ?? "") + "/>"
  }

  private func line(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double, class name: String)
    -> String
  {
    let n = HTMLText.number
    return
      "<line class=\"\(name)\" x1=\"\(n(x1))\" y1=\"\(n(y1))\" x2=\"\(n(x2))\" y2=\"\(n(y2))\"/>"
  }

  private func union(_ a: LayoutRect?, _ b: LayoutRect) -> LayoutRect? {
    guard let a else { return b }
    let x = min(a.x, b.x)
    let y = min(a.y, b.y)
    return LayoutRect(
      x: x, y: y, width: max(a.maxX, b.maxX) - x, height: max(a.maxY, b.maxY) - y)
  }
}
