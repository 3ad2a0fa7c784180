/// Keeps a message that quotes input text on one line.
///
/// Error and warning lines (`FILE:LINE:COLUMN: error: MESSAGE`) quote ids, tokens and values
/// from the input; a quoted newline, carriage return or other control character would break the
/// line that editors and CI parse, or hide text. Each is shown escaped as Swift writes it:
/// `\n`, `\r`, `\t`, and `\u{XX}` for the rest (C0 and C1 controls, DEL, U+2028, U+2029).
public enum MessageLine {
  /// `text` with every line break and control character escaped.
  public static func escaping(_ text: String) -> String {
    guard text.unicodeScalars.contains(where: needsEscape) else { return text }
    var result = ""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\n": result += "\\n"
      case "\r": result += "\\r"
      case "\t": result += "\\t"
      case _ where needsEscape(scalar):
        result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result
  }

  /// `text` as one line for a terminal or a one-line format (an error line, an Xcode or JUnit
  /// line): each run of line breaks (`\n`, `\r`, vertical tab, form feed, U+0085, U+2028,
  /// U+2029) folded into one space and dropped at the ends, a tab as a space, and every other
  /// control character (C0, DEL, C1) shown as `\u{1B}` (two hex digits at least), so that the
  /// terminal never receives an escape sequence quoted from the input.
  public static func oneLine(_ text: String) -> String {
    var line = String.UnicodeScalarView()
    var pendingBreak = false
    for scalar in text.unicodeScalars {
      if Character(scalar).isNewline {
        pendingBreak = true
        continue
      }
      if pendingBreak && !line.isEmpty { line.append(" ") }
      pendingBreak = false
      switch scalar.value {
      case 0x09:
        line.append(" ")
      case 0x00..<0x20, 0x7F..<0xA0:
        let hex = String(scalar.value, radix: 16, uppercase: true)
        line.append(contentsOf: "\\u{\(hex.count < 2 ? "0" + hex : hex)}".unicodeScalars)
      default:
        line.append(scalar)
      }
    }
    return String(line)
  }

  /// Whether `scalar` is a control character or a line or paragraph separator.
  static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
    scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) || scalar.value == 0x2028
      || scalar.value == 0x2029
  }
}
