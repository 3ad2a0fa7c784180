/// Turns untrusted text into DOT: the one place where text is escaped.
///
/// Every ID and every attribute value this package writes is double-quoted, so the only
/// characters that matter inside are those the DOT lexer and Graphviz's label processing give a
/// meaning to (Graphviz manual, "Lexical and Semantic Notes" and `escString`):
/// - `\` becomes `\\`, so no Graphviz escape (`\N`, `\G`, `\E`, `\T`, `\H`, `\L`, `\l`, `\r`,
///   `\n`) and no escaped quote can be formed from input; label processing turns `\\` back into
///   one backslash;
/// - `"` becomes `\"`, so input cannot end the string and add attributes or statements;
/// - `&` becomes `&amp;`, so entities (`&lt;`, `&#60;`) in input show literally;
/// - a line break (LF, CR LF, CR, NEL, U+2028, U+2029) becomes the escape `\n`;
/// - tab becomes a space, and other control characters become U+FFFD.
/// Text is cut to `maximumLength` characters (an ellipsis marks the cut) so that no input can
/// make a label arbitrarily large.
enum DotText {
  /// The longest text kept, in characters.
  static let maximumLength = 160

  /// `text` escaped for the inside of a double-quoted DOT string.
  static func escaped(_ text: String) -> String {
    // Most text (class names, addresses, attribute names, numbers) is short printable ASCII
    // without `\`, `"` or `&`: it comes back as it is, without a walk over its scalars.
    if text.utf8.count <= maximumLength,
      text.utf8.allSatisfy({ (0x20...0x7E).contains($0) && $0 != 0x5C && $0 != 0x22 && $0 != 0x26 })
    {
      return text
    }
    var output = ""
    output.reserveCapacity(text.utf8.count)
    var previousWasCarriageReturn = false
    for (index, scalar) in text.unicodeScalars.enumerated() {
      if index >= maximumLength {
        output += "…"
        break
      }
      defer { previousWasCarriageReturn = scalar == "\r" }
      switch scalar {
      case "\\": output += "\\\\"
      case "\"": output += "\\\""
      case "&": output += "&amp;"
      case "\n":
        if !previousWasCarriageReturn { output += "\\n" }
      case "\r", "\u{85}", "\u{2028}", "\u{2029}": output += "\\n"
      case "\t": output += " "
      default:
        if scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) {
          output += "\u{FFFD}"
        } else {
          output.unicodeScalars.append(scalar)
        }
      }
    }
    return output
  }

  /// `text` escaped and double-quoted: a DOT ID or attribute value.
  static func quoted(_ text: String) -> String {
    "\"" + escaped(text) + "\""
  }

  /// Lines escaped one by one and joined with the escape `\n` (each line centred), quoted.
  static func quotedLines(_ lines: [String]) -> String {
    "\"" + lines.map(escaped).joined(separator: "\\n") + "\""
  }
}
