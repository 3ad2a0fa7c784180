import LayoutModel
import Testing

@testable import LayoutParsing

/// The one number scanner and the one `\u` decoder that the listing, console log and JSON
/// readers share.
@Suite struct DecimalNumberTests {
  static func scan(_ text: String) -> DecimalNumber? {
    let bytes = Array(text.utf8)
    return DecimalNumber.scan(bytes, from: 0, end: bytes.count)
  }

  /// The value the listing reader gives `text` (nil when it refuses it).
  static func listing(_ text: String) -> Double? {
    let bytes = Array(text.utf8)
    return bytes.withUnsafeBufferPointer { buffer in
      var scanner = LayoutListingScanner(buffer, from: 0, to: buffer.count)
      return try? scanner.number()
    }
  }

  /// The value the JSON reader gives `text`.
  static func json(_ text: String) -> Double? {
    guard case .number(let value, _) = try? LayoutDumpJSONReader.read(Array(text.utf8), file: "x")
    else { return nil }
    return value
  }

  /// The value the console log reader gives `text`.
  static func console(_ text: String) -> Double? {
    let bytes = Array(text.utf8)
    return ConsoleLogBytes.number(bytes, 0..<bytes.count)
  }

  @Test(arguments: [
    ("16", 16.0), ("0.1", 0.1), ("2.5e-3", 0.0025), ("94.33333333333333", 94.33333333333333),
    ("0.000123", 0.000123), ("1E3", 1000), ("12345678901234567890", 12345678901234567890.0),
    ("2.2250738585072014e-308", 2.2250738585072014e-308), ("1e400", .infinity),
    ("0.30000000000000004", 0.30000000000000004),
  ])
  func everyReaderReadsTheSameValue(text: String, value: Double) {
    #expect(Self.scan(text)?.value == value)
    #expect(Self.scan(text)?.end == text.utf8.count)
    #expect(Self.console(text) == value)
    #expect(Self.json(text) == value)
    #expect(Self.json("-" + text) == -value)
    // The listing also checks its limits (`LayoutLimits`).
    #expect(Self.listing(text) == (LayoutLimits.accepts(value) ? value : nil))
  }

  @Test func partsAreReported() throws {
    let number = try #require(Self.scan("12.50e+2x"))
    #expect(number.value == 1250 && number.end == 8)
    #expect(number.integerDigits == 2 && number.hasPoint && number.fractionDigits == 2)
    #expect(number.missingExponentDigits == nil)
    let bare = try #require(Self.scan("2e-"))
    #expect(bare.value == 2 && bare.end == 1 && bare.missingExponentDigits == 3)
    #expect(Self.scan(".5")?.value == 0.5)
    #expect(Self.scan("5.")?.end == 2)
    #expect(Self.scan(".") == nil)
    #expect(Self.scan("e5") == nil)
  }

  @Test func eachReaderKeepsItsOwnRules() {
    // Spaces after a minus sign, as console logs print `== - 16`.
    #expect(Self.console("- 16") == -16)
    #expect(Self.listing("- 16") == -16)
    #expect(Self.json("- 16") == nil)
    // JSON: no leading zeros, digits after `.` and in the exponent, no `+`.
    #expect(Self.json("01") == nil)
    #expect(Self.json("1.") == nil)
    #expect(Self.json("1e") == nil)
    #expect(Self.json("+1") == nil)
    #expect(Self.json("-0") == 0 && Self.json("-0")?.sign == .minus)
    // The console reads `inf` and `nan`; the listing refuses them.
    #expect(Self.console("-inf") == -.infinity)
    #expect(Self.console("nan")?.isNaN == true)
    #expect(Self.listing("nan") == nil)
    // The console needs the whole range to be one number.
    #expect(Self.console("2e") == nil)
    #expect(Self.console("16pt") == nil)
  }

  @Test func unicodeEscapes() {
    #expect(UnicodeEscape.hexUnit(Array("00e9".utf8), at: 0, end: 4) == 0xE9)
    #expect(UnicodeEscape.hexUnit(Array("D83D".utf8), at: 0, end: 4) == 0xD83D)
    #expect(UnicodeEscape.hexUnit(Array("12g4".utf8), at: 0, end: 4) == nil)
    #expect(UnicodeEscape.hexUnit(Array("123".utf8), at: 0, end: 3) == nil)
    #expect(UnicodeEscape.scalar(high: 0xD83D, low: 0xDE00) == "\u{1F600}")
    #expect(UnicodeEscape.scalar(0xD83D) == "\u{FFFD}")
    #expect(UnicodeEscape.scalar(0x41) == "A")
    // Both readers decode a pair the same way.
    let json = try? LayoutDumpJSONReader.read(Array(#""\uD83D\uDE00 \u00e9""#.utf8), file: "x")
    guard case .string(let text) = json else {
      Issue.record("not a string: \(String(describing: json))")
      return
    }
    #expect(text == "\u{1F600} \u{E9}")
  }

  @Test func kindDetectionReadsJSONWithTheOneReader() {
    #expect(InputKind.detect("[1, 2]", path: "a.json") == nil)
    #expect(InputKind.detect("null", path: "a.json") == nil)
    #expect(InputKind.detect("", path: "a.json") == nil)
    #expect(InputKind.detect("[1, 2", path: "a.json") == .consoleLog)
    #expect(InputKind.detect("view root", path: "a.json") == .layoutListing)
  }
}
