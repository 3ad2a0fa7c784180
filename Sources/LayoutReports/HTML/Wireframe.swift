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
  static let maximumWidth = 560.0
  /// The tallest the drawing is shown, in CSS pixels.
  static let maximumHeight = 560.0
  /// The most a small layout is enlarged: one that fits the panel at 1 px per point is drawn
  /// at up to 3, so that its names fit inside its views.
  static let maximumScale = 3.0
  /// The smallest a view is drawn, in CSS pixels: a view of 0 pt is a visible marker.
  static let minimumSide = 4.0
  /// The font size of every text, in CSS pixels.
  static let fontSize = 11.0

  /// The SVG element; `caption` is its accessible name.
  ///
  /// Every text is placed where it overlaps no other and stays inside the panel
  /// (`LabelPlacer`): a view's name on the first free line inside its frame, a dimension's
  /// constant beside its line; a text with no free place is replaced by a number, and the
  /// numbers are spelled out in a legend under the drawing, one a line.
  /// `caption`, then the root's solved size and a key to the marks the picture holds, one
  /// sentence each: the stored frames of misplaced views (grey short dashes), frames the
  /// constraints also allow (orange long dashes), views in a conflict (red), what a view's
  /// content lacks (hatched red). Before, the caption was "Solved frames, in points." over
  /// two kinds of orange dashes and no word on either.
  func key(_ caption: String) -> String {
    var sentences = [caption]
    if let root = boxes.first?.rect {
      sentences.append(
        "The root is \(formatConsoleNumber(root.width)) × \(formatConsoleNumber(root.height)) pt.")
    }
    if boxes.contains(where: { $0.stored != nil }) {
      sentences.append("Grey short dashes: a misplaced view's stored frame.")
    }
    if boxes.contains(where: { $0.witness != nil }) {
      sentences.append("Orange long dashes: another frame the constraints allow.")
    }
    if boxes.contains(where: { $0.classes.contains("conflict") }) {
      sentences.append("Red outline: a view in a conflict.")
    }
    if boxes.contains(where: { $0.classes.contains("truncated") }) {
      sentences.append(
        "Red outline and hatched red past its edge: a truncated view and the length its content"
          + " lacks.")
    }
    if boxes.contains(where: { $0.classes.contains("clipped") }) {
      sentences.append("Red outline and hatched red inside: a view and its part off the screen.")
    }
    return sentences.joined(separator: " ")
  }

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
    let drawn = LayoutRect(
      x: all.x - margin, y: all.y - margin, width: max(all.width, 1) + 2 * margin,
      height: max(all.height, 1) + 2 * margin)
    let scale = min(
      Self.maximumScale, Self.maximumWidth / drawn.width, Self.maximumHeight / drawn.height)
    let font = Self.fontSize / scale
    let n = HTMLText.number
    var placer = LabelPlacer(
      panel: drawn, font: font, advance: ConflictPicture.advance * font)
    // The dimensions' constants first: they are what a conflict is about.
    let tick = 4 / scale
    var dimensionLabels: [Int: LabelPlacer.Placed] = [:]
    for (index, dimension) in dimensions.enumerated() {
      dimensionLabels[index] = placer.place(
        dimension.label, at: Self.candidates(beside: dimension, tick: tick, font: font),
        within: nil)
    }
    // Then the views, outermost first, their names on their first free lines.
    var viewLabels: [Int: LabelPlacer.Placed] = [:]
    for (index, item) in boxes.enumerated() {
      let rect = visible(item.rect, scale: scale)
      viewLabels[index] = placer.place(
        item.label,
        at: Self.candidates(inside: rect, labelLine: item.labelLine, scale: scale, font: font),
        within: LayoutRect(x: rect.x, y: rect.y, width: rect.width, height: rect.height))
    }
    let (legend, box) = Self.legend(placer.legend, under: drawn, scale: scale, font: font)
    var svg = "<svg class=\"wireframe\" xmlns=\"http://www.w3.org/2000/svg\""
    svg += " viewBox=\"\(n(box.x)) \(n(box.y)) \(n(box.width)) \(n(box.height))\""
    svg += " width=\"\(n(box.width * scale))\" height=\"\(n(box.height * scale))\""
    svg += " role=\"img\" aria-label=\"\(HTMLText.escape(caption))\""
    svg += " style=\"--font: \(n(font))px; --stroke: \(n(1 / scale))px\">\n"
    svg += "<defs><pattern id=\"\(prefix)-hatch\" patternUnits=\"userSpaceOnUse\""
    svg += " width=\"\(n(6 / scale))\" height=\"\(n(6 / scale))\" patternTransform=\"rotate(45)\">"
    svg +=
      "<line class=\"hatch\" x1=\"0\" y1=\"0\" x2=\"0\" y2=\"\(n(6 / scale))\"/></pattern></defs>\n"
    for item in boxes { svg += markup(of: item, scale: scale) }
    // The views' names over every frame, so that no later frame's fill greys them.
    for (index, item) in boxes.enumerated() {
      guard let label = viewLabels[index] else { continue }
      let classes = ["label"] + item.classes.filter { $0 != "view" }
      svg += "<g class=\"\(classes.joined(separator: " "))\" data-v=\"\(item.key)\">"
      if label.isKey {
        // A leader from the number to the nearest point of its view's frame.
        let frame = visible(item.rect, scale: scale)
        let from = (label.x + font * 0.3, label.y - font * 0.35)
        let to = (
          min(max(from.0, frame.x), frame.maxX), min(max(from.1, frame.y), frame.maxY)
        )
        svg += line(from.0, from.1, to.0, to.1, class: "leader")
      }
      svg += text(label) + "</g>\n"
    }
    for (index, dimension) in dimensions.enumerated() {
      svg += markup(of: dimension, label: dimensionLabels[index], tick: tick)
    }
    return svg + legend + "</svg>"
  }

  /// The legend of the numbered texts, one a line under the drawing `drawn`, each cut to the
  /// width of the picture; and the picture's box grown to hold it.
  static func legend(
    _ entries: [(key: String, text: String)], under drawn: LayoutRect, scale: Double,
    font: Double
  ) -> (markup: String, box: LayoutRect) {
    let n = HTMLText.number
    var box = drawn
    var legend = ""
    for (offset, entry) in entries.enumerated() {
      let y = drawn.maxY + font * 1.3 * Double(offset + 1)
      let room = Int(max(drawn.width, Self.maximumWidth / scale) / (ConflictPicture.advance * font))
      let line = LabelPlacer.shortened(entry.key + "  " + entry.text, to: room - 1)
      legend += "<text class=\"legend\" x=\"\(n(drawn.x + 4 / scale))\" y=\"\(n(y))\">"
      legend += HTMLText.escape(line) + "</text>\n"
      box.width = max(
        box.width, Double(line.count + 1) * ConflictPicture.advance * font + 8 / scale)
      box.height = y + font * 0.6 - drawn.y
    }
    return (legend, box)
  }

  /// Where a dimension's constant may go: beside the line's middle, then nearer its ends, then
  /// a line further out; above or below a horizontal line, beside a vertical one.
  static func candidates(beside dimension: Dimension, tick: Double, font: Double)
    -> [LabelPlacer.Candidate]
  {
    let (a, b) = (dimension.from, dimension.to)
    let horizontal = roundedPoints(abs(b.x - a.x)) >= roundedPoints(abs(b.y - a.y))
    var candidates: [LabelPlacer.Candidate] = []
    for away in [0.0, 1.0, 2.0] {
      for fraction in [0.5, 0.25, 0.75, 0.1, 0.9] {
        let point = (a.x + (b.x - a.x) * fraction, a.y + (b.y - a.y) * fraction)
        let out = away * font * 1.2
        if horizontal {
          candidates += [
            (point.0, point.1 - tick * 1.5 - out, .middle),
            (point.0, point.1 + tick * 1.5 + font * 0.8 + out, .middle),
          ]
        } else {
          candidates += [
            (point.0 + tick * 1.5 + out * 3, point.1 + font / 3, .start),
            (point.0 - tick * 1.5 - out * 3, point.1 + font / 3, .end),
          ]
        }
      }
    }
    return candidates
  }

  /// Where a view's name may go: its lines inside `rect` (drawn), from `labelLine` on, then
  /// outside it when nothing inside is free: under it, over it, beside it. A view with room for
  /// one line only has it centred; a view shorter than a line (1.2 em) has none, so that its
  /// name never runs over its top and bottom edges.
  static func candidates(inside rect: LayoutRect, labelLine: Int, scale: Double, font: Double)
    -> [LabelPlacer.Candidate]
  {
    var candidates: [LabelPlacer.Candidate] = []
    if rect.height >= font * 1.5 {
      let lines = Int((rect.height - font * 0.3) / (font * 1.2))
      let first = min(labelLine, lines - 1)
      candidates = (0..<lines).map { offset -> LabelPlacer.Candidate in
        let line = (first + offset) % lines
        return (rect.x + 3 / scale, rect.y + font * 1.2 * Double(line + 1), .start)
      }
    } else if rect.height >= font * 1.2 {
      // The text's box (0.95 em above the baseline, 0.25 em below) centred on the frame's.
      candidates = [(rect.x + 3 / scale, rect.y + rect.height / 2 + font * 0.35, .start)]
    }
    let gap = 2 / scale
    candidates += [
      (rect.x, rect.maxY + font * 0.95 + gap, .start),
      (rect.x, rect.y - font * 0.25 - gap, .start),
      (rect.maxX + gap, rect.y + font * 0.95, .start),
      (rect.x - gap, rect.y + font * 0.95, .end),
      (rect.maxX, rect.maxY + font * 0.95 + gap, .end),
      (rect.maxX, rect.y - font * 0.25 - gap, .end),
    ]
    return candidates
  }

  /// A view's group: its frame (at least `minimumSide` px each way, `zero` when grown), its
  /// witness, stored frame and overflows, with its tooltip.
  private func markup(of item: Box, scale: Double) -> String {
    let frame = visible(item.rect, scale: scale)
    var classes = item.classes
    if frame != item.rect { classes.append("zero") }
    var svg =
      "<g class=\"\(classes.joined(separator: " "))\" data-v=\"\(item.key)\" tabindex=\"0\">"
    svg += "<title>\(HTMLText.escape(item.tooltip))</title>"
    svg += rect(frame, class: "frame")
    if let witness = item.witness { svg += rect(witness, class: "witness") }
    if let stored = item.stored { svg += rect(stored, class: "stored") }
    for overflow in item.overflows {
      svg += rect(overflow, class: "overflow", fill: "url(#\(prefix)-hatch)")
    }
    return svg + "</g>\n"
  }

  /// A dimension's group: its rule, a tick at each end and its placed constant, with its
  /// tooltip. Lengths are compared as reported (rounded to `pointsResolution`), so solver
  /// noise cannot turn the ticks of a dimension of length 0.
  private func markup(of dimension: Dimension, label: LabelPlacer.Placed?, tick: Double)
    -> String
  {
    let (a, b) = (dimension.from, dimension.to)
    let horizontal = roundedPoints(abs(b.x - a.x)) >= roundedPoints(abs(b.y - a.y))
    var svg = "<g class=\"dim \(dimension.isBroken ? "broken" : "member")\""
    svg += " data-c=\"\(dimension.key)\" tabindex=\"0\">"
    svg += "<title>\(HTMLText.escape(dimension.tooltip))</title>"
    svg += line(a.x, a.y, b.x, b.y, class: "rule")
    for end in [a, b] {
      svg +=
        horizontal
        ? line(end.x, end.y - tick, end.x, end.y + tick, class: "tick")
        : line(end.x - tick, end.y, end.x + tick, end.y, class: "tick")
    }
    if let label { svg += text(label) }
    return svg + "</g>\n"
  }

  /// `rect` grown about its centre to at least `minimumSide` px each way at `scale`.
  private func visible(_ rect: LayoutRect, scale: Double) -> LayoutRect {
    let side = Self.minimumSide / scale
    var grown = rect
    if rect.width < side {
      grown.x = rect.x + rect.width / 2 - side / 2
      grown.width = side
    }
    if rect.height < side {
      grown.y = rect.y + rect.height / 2 - side / 2
      grown.height = side
    }
    return grown
  }

  private func text(_ label: LabelPlacer.Placed) -> String {
    let n = HTMLText.number
    var text = "<text x=\"\(n(label.x))\" y=\"\(n(label.y))\""
    if label.anchor != .start {
      text += " text-anchor=\"\(label.anchor == .middle ? "middle" : "end")\""
    }
    if label.isKey { text += " class=\"key\"" }
    return text + ">" + HTMLText.escape(label.text) + "</text>"
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
