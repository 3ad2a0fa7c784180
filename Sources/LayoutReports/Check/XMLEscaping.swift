/// XML 1.0 escaping for the JUnit report.
enum XML {
  /// Character data: `&`, `<`, `>` as entities, forbidden characters dropped.
  static func text(_ value: String) -> String {
    escape(value, attribute: false)
  }

  /// An attribute value in double quotes: also `"` and `'` as entities, and tab, line feed
  /// and carriage return as character references so that attribute normalisation keeps them.
  static func attribute(_ value: String) -> String {
    escape(value, attribute: true)
  }

  /// Whether XML 1.0 allows the character (production `Char`).
  static func isAllowed(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x9, 0xA, 0xD: return true
    case 0x20...0xD7FF, 0xE000...0xFFFD, 0x10000...0x10FFFF: return true
    default: return false
    }
  }

  private static func escape(_ value: String, attribute: Bool) -> String {
    var result = ""
    for scalar in value.unicodeScalars where isAllowed(scalar) {
      switch scalar {
      case "&": result += "&amp;"
      case "<": result += "&lt;"
      case ">": result += "&gt;"
      case "\"" where attribute: result += "&quot;"
      case "'" where attribute: result += "&apos;"
      case "\t" where attribute: result += "&#9;"
      case "\n" where attribute: result += "&#10;"
      case "\r": result += "&#13;"
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result
  }
}
