import Foundation
import LayoutModel
import Testing

/// `JSONLiteral` writes strings and numbers byte for byte as `JSONEncoder` does with
/// `.withoutEscapingSlashes`, the form every JSON report and dump of the package uses.
@Suite struct JSONLiteralTests {
  static func encoded(_ value: some Encodable) throws -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.withoutEscapingSlashes]
    return String(decoding: try encoder.encode([value]), as: UTF8.self)
      .dropFirst().dropLast().description
  }

  static func string(_ text: String) -> String {
    var bytes: [UInt8] = []
    JSONLiteral.appendString(text, to: &bytes)
    return String(decoding: bytes, as: UTF8.self)
  }

  static func number(_ value: Double) -> String {
    var bytes: [UInt8] = []
    JSONLiteral.appendNumber(value, to: &bytes)
    return String(decoding: bytes, as: UTF8.self)
  }

  @Test(arguments: [
    "", "plain", "quote \" and \\ backslash", "a/b", "tab\tline\nreturn\r", "\u{8}\u{c}",
    "\u{1}\u{1f}\u{7f}", "non-ASCII é 😀", "<NSLayoutConstraint box.width == 200   (active)>",
  ])
  func stringsAreJSONEncoders(_ text: String) throws {
    #expect(Self.string(text) == (try Self.encoded(text)))
  }

  @Test(arguments: [
    0, -0.0, 1, -1, 0.5, 343, 20.5, 1.0 / 3, 1e-7, 1e15 - 1, 1e15, 1.5e15, 1e16, 1e300, -2.5e-12,
    123_456_789_012_345.5,
  ])
  func numbersAreJSONEncoders(_ value: Double) throws {
    #expect(Self.number(value) == (try Self.encoded(value)))
  }

  @Test func examples() {
    #expect(Self.number(343) == "343")
    #expect(Self.number(-0.0) == "-0")
    #expect(Self.number(1e-7) == "1e-07")
    #expect(Self.number(.infinity) == "null")
    #expect(Self.number(.nan) == "null")
    #expect(Self.string("a\u{8}b") == #""a\bb""#)
    var bytes: [UInt8] = []
    JSONLiteral.appendInteger(Int.min, to: &bytes)
    #expect(String(decoding: bytes, as: UTF8.self) == String(Int.min))
  }
}
