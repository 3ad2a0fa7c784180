import LayoutModel

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
