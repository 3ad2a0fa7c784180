import LayoutModel

/// The attributes `DotWriter` may set: an allow-list, so that no input can choose an attribute
/// name.
///
/// Values are either constants of this package (`DotValue.constant`, a `StaticString`, so they
/// cannot come from input) or text that goes through `DotText` (`.text`, `.lines`).
enum DotAttribute: String, CaseIterable, Sendable {
  case arrowsize, color, fillcolor, fontcolor, fontname, fontsize, label, labelloc, margin
  case nodesep, penwidth, rankdir, ranksep, shape, style, tooltip, width, height, splines
  case overlap, outputorder, newrank, peripheries, id, dir
}

/// An ordered attribute list, written as `[name="value", ...]`.
struct DotAttributes: Sendable {
  private(set) var pairs: [(DotAttribute, DotValue)] = []

  init(_ pairs: [(DotAttribute, DotValue)] = []) { self.pairs = pairs }

  /// Sets `attribute`, replacing an earlier value.
  mutating func set(_ attribute: DotAttribute, _ value: DotValue) {
    if let index = pairs.firstIndex(where: { $0.0 == attribute }) {
      pairs[index].1 = value
    } else {
      pairs.append((attribute, value))
    }
  }

  /// Removes `attribute`, if set.
  mutating func remove(_ attribute: DotAttribute) { pairs.removeAll { $0.0 == attribute } }

  /// `[a="1", b="2"]`, or an empty string when there are none.
  var dot: String {
    pairs.isEmpty
      ? "" : "[" + pairs.map { "\($0.0.rawValue)=\($0.1.dot)" }.joined(separator: ", ") + "]"
  }
}

/// The colours and fonts of the constraint graph, in one place.
enum DotStyle {
  static let font: StaticString = "Helvetica,Arial,sans-serif"
  /// Ordinary constraints and views.
  static let ink: StaticString = "#333333"
  /// Members of a conflict.
  static let conflict: StaticString = "#D62728"
  /// Ambiguous items.
  static let ambiguous: StaticString = "#E67300"
  /// Constraints made by UIKit or AppKit.
  static let system: StaticString = "#8C8C8C"
  /// Cluster outlines.
  static let cluster: StaticString = "#BBBBBB"
}

/// A value for a `DotAttribute`.
enum DotValue: Sendable {
  /// A constant written by this package.
  case constant(StaticString)
  /// A number.
  case number(Double)
  /// One piece of text, escaped.
  case text(String)
  /// Several lines of text, each escaped, joined by line breaks.
  case lines([String])

  /// The quoted DOT form.
  var dot: String {
    switch self {
    case .constant(let value): return DotText.quoted(value.description)
    case .number(let value): return DotText.quoted(formatPoints(value))
    case .text(let value): return DotText.quoted(value)
    case .lines(let lines): return DotText.quotedLines(lines)
    }
  }
}
