import Foundation

/// Escaping for the HTML report: every piece of text from the input goes through here before
/// it reaches the page, in element content and in attribute values alike.
enum HTMLText {
  /// `value` with `&`, `<`, `>`, `"` and `'` as character references and control characters
  /// other than tab and line feed replaced by U+FFFD, so that it can stand in element content
  /// (including SVG `<text>` and `<title>`) or in a double- or single-quoted attribute value
  /// and never end either.
  static func escape(_ value: String) -> String {
    var result = ""
    result.reserveCapacity(value.utf8.count)
    for scalar in value.unicodeScalars {
      switch scalar {
      case "&": result += "&amp;"
      case "<": result += "&lt;"
      case ">": result += "&gt;"
      case "\"": result += "&quot;"
      case "'": result += "&#39;"
      case "\t", "\n": result.unicodeScalars.append(scalar)
      default:
        if scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) {
          result += "\u{FFFD}"
        } else {
          result.unicodeScalars.append(scalar)
        }
      }
    }
    return result
  }

  /// A number for SVG coordinates: at most two decimals, no exponent, `-0` as `0`.
  static func number(_ value: Double) -> String {
    guard value.isFinite else { return "0" }
    let rounded = (value * 100).rounded() / 100
    if rounded == rounded.rounded(), abs(rounded) < 1e15 {
      return String(Int(rounded))
    }
    var text = String(format: "%.2f", rounded)
    while text.hasSuffix("0") { text.removeLast() }
    return text
  }
}
