import LayoutDiagnostics
import LayoutModel

/// A minimal conflict drawn as the numbers that do not add up (`ConflictDiagram`), as inline
/// SVG: along the conflict's axis, each member's share of the total as a bar starting where
/// the one before ended, the total the members need, and the value the stated member sets,
/// all to one scale; the broken constraint dashed, assumed defaults dotted.
///
/// A horizontal conflict runs left to right, one row per term, its words beside it; a vertical
/// one runs top to bottom, one column per term, keyed by number to a legend under it. Every
/// text has a line of its own (rows) or a key of its own (columns), so no two overlap; the
/// panel is sized from the texts' lengths in the monospaced font it sets. Every bar is at least
/// `minimumBar` px long and thick, so a member whose share is 0 pt is still seen.
struct ConflictPicture {
  /// The facts.
  var diagram: ConflictDiagram
  /// The page's prefix for the constraint keys (`r1`, for `r1-c3`).
  var prefix: String

  /// The longest the drawn total may be, in CSS pixels.
  static let chartLength = 360.0
  /// The most pixels a point is drawn with.
  static let maximumScale = 4.0
  /// The shortest and thinnest a bar is drawn, in CSS pixels: 4 px even when a narrow window
  /// scales the picture to two thirds.
  static let minimumBar = 6.0
  /// The most characters of a bar's words drawn; the tooltip has them all.
  static let longestLabel = 100
  /// The font size of every text, in CSS pixels.
  static let font = 11.0
  /// The advance of one character of the monospaced font, as a fraction of its size (DejaVu
  /// Sans Mono and Menlo: 0.602), rounded up.
  static let advance = 0.62
  /// The distance between rows or columns, in CSS pixels.
  static let step = 18.0
  static let barThickness = 10.0
  static let pad = 10.0

  /// One bar: its interval in points, its words and marks.
  struct Bar {
    var from: Double
    var to: Double
    var label: String
    var tooltip: String
    var classes: String
    var key: String?
  }

  /// The headline above the picture: `60 + 15 + 8 + 5 + 8 = 96 pt needed (at least); fixed
  /// at 94.3333 pt by UITableViewCellContentView:0x1.width == 94.3333 (line 17)`.
  var headline: String { aliases.apply(fullHeadline) }

  /// The report's short names for its items (`ItemAliases`), shared with its text and graph;
  /// `nil` to name the diagram's own items in order of mention.
  var reportAliases: ItemAliases? = nil

  /// The items' short names, used in the headline and the rows; the rows' tooltips and
  /// `legend` give the full names.
  var aliases: ItemAliases { reportAliases ?? ItemAliases(diagram.items) }

  /// `ImageView1 = UIImageView:0x7f83b9a08580; ...` for the aliases of the diagram's items, or
  /// `nil` when no name was shortened.
  var legend: String? {
    let entries = aliases.used(in: diagram.items.joined(separator: " "))
    guard !entries.isEmpty else { return nil }
    return ItemAliases.legendLines(entries).joined(separator: "; ")
  }

  /// The headline with the full names; its sum lists the terms that add before those that
  /// take away.
  var fullHeadline: String {
    let shown = diagram.terms.filter { !isNegligiblePoints($0.share) }
    var sum = ""
    if shown.count == 1, shown[0].weight == 1 {
      return "\(diagram.quantity) must be \(amount) \(points(diagram.needed)); \(statedWords)."
    } else if shown.count > 8 || shown.isEmpty {
      sum =
        diagram.terms.count == 1 ? "1 term adds up to" : "\(diagram.terms.count) terms add up to"
    } else {
      // What adds first, then what takes away: `250 − 3 − 8 − 20 − 20`, not `−3 − 8 − 20 − 20
      // + 250`, which reads as a negative length until its last term.
      let adding = shown.filter { roundedPoints($0.share) >= 0 }
      let ordered = adding + shown.filter { roundedPoints($0.share) < 0 }
      for (offset, term) in ordered.enumerated() {
        let share = roundedPoints(term.share)
        let magnitude =
          abs(term.weight) == 1
          ? number(abs(term.constant))
          : "\(number(abs(term.weight))) × \(number(abs(term.constant)))"
        sum += offset == 0 ? (share < 0 ? "−" : "") : (share < 0 ? " − " : " + ")
        sum += magnitude
      }
      sum += " ="
    }
    return "\(sum) \(points(diagram.needed)): \(diagram.quantity) must be \(amount)"
      + " \(points(diagram.needed)); \(statedWords)."
  }

  /// How the others bound the quantity: `exactly`, `at least`, `at most`.
  var amount: String {
    switch diagram.neededRelation {
    case .equal: return "exactly"
    case .greaterThanOrEqual: return "at least"
    case .lessThanOrEqual: return "at most"
    }
  }

  /// What the stated member does: `fixed at 896 pt by …`.
  var statedWords: String {
    let value = points(diagram.stated.constant)
    let what: String
    switch diagram.statedRelation {
    case .equal: what = "fixed at \(value)"
    case .greaterThanOrEqual: what = "required to be at least \(value)"
    case .lessThanOrEqual: what = "limited to at most \(value)"
    }
    return what + " by " + name(diagram.stated)
  }

  /// What the broken term is called: "broken" where the log says UIKit broke it, "would break"
  /// where it is the prediction.
  var brokenWord: String { diagram.isBrokenPredicted ? "would break" : "broken" }

  func name(_ term: ConflictDiagram.Term) -> String {
    term.text + (term.line.map { " (line \($0))" } ?? "") + (term.isBroken ? ", " + brokenWord : "")
  }

  func points(_ value: Double) -> String { number(value) + " pt" }
  /// `value` rounded to points, negative with the minus sign the sums use (`−3`, not `-3`).
  func number(_ value: Double) -> String {
    let text = formatConsoleNumber(roundedPoints(value))
    return text.hasPrefix("-") ? "−" + text.dropFirst() : text
  }

  /// The bars, terms first (each from where the one before ended), then the total and the
  /// stated value, both from 0.
  var bars: [Bar] {
    var bars: [Bar] = []
    var running = 0.0
    for term in diagram.terms {
      let share = roundedPoints(term.share)
      let next = running + share
      var label = (share < 0 ? "−" : "+") + points(abs(share))
      if abs(term.weight) != 1, !isNegligiblePoints(term.constant) {
        label += " (\(number(abs(term.weight))) × \(number(abs(term.constant))))"
      }
      // Where it is first, so that shortening a long one cuts only the end of its equation.
      var place = term.line.map { ["line \($0)"] } ?? []
      if term.isBroken { place.append(brokenWord) }
      if term.isAssumption { place.append("assumed") }
      if term.isDomain { place.append("not in the input, a guide's size is never negative") }
      label += "  " + (place.isEmpty ? "" : place.joined(separator: ", ") + ": ") + term.text
      let classes =
        term.isNotInTheInput
        ? "term assumed" : term.isBroken ? "term member broken" : "term member"
      bars.append(
        Bar(
          from: running, to: next,
          label: LabelPlacer.shortened(aliases.apply(label), to: Self.longestLabel),
          tooltip: label, classes: classes,
          key: term.constraint.map { "\(prefix)-c\($0)" }))
      running = next
    }
    let total = "needed: " + amount + " " + points(diagram.needed)
    bars.append(Bar(from: 0, to: diagram.needed, label: total, tooltip: total, classes: "total"))
    let stated = diagram.stated
    let label = statedWords
    bars.append(
      Bar(
        from: 0, to: stated.constant,
        label: LabelPlacer.shortened(aliases.apply(label), to: Self.longestLabel),
        tooltip: label,
        classes: "term member stated" + (stated.isBroken ? " broken" : ""),
        key: stated.constraint.map { "\(prefix)-c\($0)" }))
    return bars
  }

  /// The SVG element.
  func svg() -> String {
    let bars = self.bars
    let low = min(0, bars.map { min($0.from, $0.to) }.min() ?? 0)
    let high = max(bars.map { max($0.from, $0.to) }.max() ?? 1, low + 1)
    let scale = min(Self.maximumScale, Self.chartLength / (high - low))
    let length = (high - low) * scale
    let vertical = diagram.axis == .vertical
    let n = HTMLText.number
    let charWidth = Self.font * Self.advance
    func along(_ value: Double) -> Double { Self.pad + (value - low) * scale }
    // A bar's extent along the axis, lengthened about its middle to the minimum.
    func extent(_ bar: Bar) -> (Double, Double) {
      var (a, b) = (along(min(bar.from, bar.to)), along(max(bar.from, bar.to)))
      if b - a < Self.minimumBar {
        let middle = (a + b) / 2
        a = middle - Self.minimumBar / 2
        b = middle + Self.minimumBar / 2
      }
      return (a, b)
    }
    var body = ""
    var width: Double
    var height: Double
    if vertical {
      // Columns left to right, the axis downwards; keys above, the legend below.
      let top = Self.pad + Self.font + 6
      let chartBottom = top + length + Self.minimumBar
      var legendY = chartBottom + Self.step
      var widest = 0.0
      for (index, bar) in bars.enumerated() {
        // Terms by number, the total `Σ`, the stated member `≠`.
        let key =
          bar.classes.contains("total")
          ? "Σ" : bar.classes.contains("stated") ? "≠" : String(index + 1)
        let x = Self.pad + Double(index) * Self.step
        let (a, b) = extent(bar)
        body += open(bar)
        body += "<rect class=\"bar\" x=\"\(n(x + (Self.step - Self.barThickness) / 2))\""
        body += " y=\"\(n(top + a - Self.pad))\" width=\"\(n(Self.barThickness))\""
        body += " height=\"\(n(b - a))\"/>"
        body += "<text class=\"key\" x=\"\(n(x + Self.step / 2))\" y=\"\(n(top - 6))\""
        body += " text-anchor=\"middle\">\(HTMLText.escape(key))</text>"
        let line = key + "  " + bar.label
        body += "<text x=\"\(n(Self.pad))\" y=\"\(n(legendY))\">\(HTMLText.escape(line))</text>"
        body += "</g>\n"
        widest = max(widest, Double(line.count) * charWidth)
        legendY += Self.step
      }
      width = max(Self.pad * 2 + Double(bars.count) * Self.step, Self.pad * 2 + widest)
      height = legendY - Self.step + Self.pad
    } else {
      // Rows top to bottom, the axis rightwards; each row's words after the longest bar.
      let labelX = Self.pad + length + Self.minimumBar + 12
      var y = Self.pad
      var widest = 0.0
      for bar in bars {
        let (a, b) = extent(bar)
        if bar.classes.contains("total") { y += 6 }
        body += open(bar)
        let barY = y + (Self.step - Self.barThickness) / 2
        body += "<rect class=\"bar\" x=\"\(n(a))\" y=\"\(n(barY))\""
        body += " width=\"\(n(b - a))\" height=\"\(n(Self.barThickness))\"/>"
        body += "<text x=\"\(n(labelX))\" y=\"\(n(y + Self.step / 2 + Self.font * 0.35))\">"
        body += HTMLText.escape(bar.label) + "</text></g>\n"
        widest = max(widest, Double(bar.label.count) * charWidth)
        y += Self.step
      }
      width = labelX + widest + Self.pad
      height = y + Self.pad
    }
    var svg = "<svg class=\"conflict\" xmlns=\"http://www.w3.org/2000/svg\""
    svg += " viewBox=\"0 0 \(n(width)) \(n(height))\" width=\"\(n(width))\" height=\"\(n(height))\""
    svg += " role=\"img\" aria-label=\"\(HTMLText.escape(fullHeadline))\">\n"
    return svg + body + "</svg>"
  }

  private func open(_ bar: Bar) -> String {
    var g = "<g class=\"\(bar.classes)\""
    if let key = bar.key { g += " data-c=\"\(key)\" tabindex=\"0\"" }
    return g + "><title>\(HTMLText.escape(bar.tooltip))</title>"
  }
}
