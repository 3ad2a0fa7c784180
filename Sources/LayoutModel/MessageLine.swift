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

  /// Whether `scalar` is a control character or a line or paragraph separator.
  static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
    scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) || scalar.value == 0x2028
      || scalar.value == 0x2029
  }
}
