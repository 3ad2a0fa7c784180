import Foundation

/// JSON text as every JSON-based report writes it: sorted keys, two-space indentation,
/// slashes unescaped, a final line break. The reports of `solve`, `ambiguity`, `why` and
/// `check --format json` are written in one pass by `JSONWriter`; `encode` serves the rest.
enum JSONText {
  static func encode(_ value: some Encodable) -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    // The report structs hold only strings, integers, booleans and arrays of them, which
    // always encode.
    guard let data = try? encoder.encode(value) else { return "{}\n" }
    return String(decoding: data, as: UTF8.self) + "\n"
  }

  /// `text` as a JSON string literal, quotes included.
  static func string(_ text: String) -> String {
    var writer = JSONWriter()
    writer.string(text)
    return writer.text
  }
}
