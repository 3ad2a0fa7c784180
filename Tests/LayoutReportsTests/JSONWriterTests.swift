import Foundation
import Testing

@testable import LayoutReports

/// The one-pass writer gives the bytes `JSONEncoder` gives with the reports' formatting
/// (pretty, sorted keys, slashes unescaped): pinned here value by value, and checked against
/// the encoder on the same values.
@Suite struct JSONWriterTests {
  private func encoded(_ value: some Encodable) -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    return (try? encoder.encode(value)).map { String(decoding: $0, as: UTF8.self) } ?? "?"
  }

  @Test func nestsAndIndentsLikeTheEncoder() {
    var writer = JSONWriter()
    writer.object { writer in
      writer.key("a")
      writer.array([1, 2]) { $0.number($1) }
      writer.key("b")
      writer.object { writer in
        writer.key("c")
        writer.string(orNull: nil)
        writer.key("d")
        writer.bool(true)
      }
      writer.key("e")
      writer.array([Int]()) { $0.number($1) }
      writer.key("f")
      writer.object { _ in }
    }
    #expect(
      writer.text == """
        {
          "a" : [
            1,
            2
          ],
          "b" : {
            "c" : null,
            "d" : true
          },
          "e" : [

          ],
          "f" : {

          }
        }
        """)
  }

  @Test func escapesEveryControlCharacterAndNothingElse() {
    var text = ""
    for scalar in 0..<0x80 { text.unicodeScalars.append(Unicode.Scalar(UInt8(scalar))) }
    text += "é😀\u{2028}/"
    var writer = JSONWriter()
    writer.string(text)
    #expect(
      writer.text
        == #""\u0000\u0001\u0002\u0003\u0004\u0005\u0006\u0007\b\t\n\u000b\f\r\u000e\u000f"#
        + #"\u0010\u0011\u0012\u0013\u0014\u0015\u0016\u0017\u0018\u0019\u001a\u001b\u001c"#
        + ##"\u001d\u001e\u001f !\"#$%&'()*+,-./0123456789:;<=>?@ABCDEFGHIJKLMNOPQRSTUVWXYZ"##
        + #"[\\]^_`abcdefghijklmnopqrstuvwxyz{|}~"# + "\u{7F}é😀\u{2028}/\"")
    #expect(writer.text == encoded(text))
  }

  @Test func writesNumbersAsTheEncoderWritesDoubles() {
    let values: [Double] = [
      0, -0.0, 1, -1, 343, 94.333333, 0.1, 1.0 / 3, 1e15 - 1, 1e15, 1e16, -1e16, 1e-7,
      Double.leastNonzeroMagnitude,
      1e300, 2.5, -0.000001, 342.999999, 123_456_789_012_345_680,
    ]
    var writer = JSONWriter()
    writer.array(values) { $0.number($1) }
    #expect(
      writer.text.split(separator: "\n").dropFirst().dropLast().map {
        $0.trimmingCharacters(in: CharacterSet(charactersIn: " ,"))
      } == [
        "0", "-0", "1", "-1", "343", "94.333333", "0.1", "0.3333333333333333", "999999999999999",
        "1000000000000000", "1e+16", "-1e+16", "1e-07", "5e-324", "1e+300", "2.5", "-1e-06",
        "342.999999", "1.2345678901234568e+17",
      ])
    #expect(writer.text == encoded(values))
  }

  @Test func writesIntegersOfEveryLength() {
    let values = [0, 7, -7, 10, 999, 1_000_000_007, Int.max, Int.min]
    var writer = JSONWriter()
    writer.array(values) { $0.number($1) }
    #expect(writer.text == encoded(values))
    #expect(writer.text.contains("-9223372036854775808"))
  }

  @Test func sortsRunTimeKeysByBytesAndKeepsTheLastOfATwiceGivenKey() {
    let keys = ["b", "B", "a10", "a9", "_x", "Z", "minX", "maxX", "centerX", "a", "ab", "a-b"]
    var writer = JSONWriter()
    writer.object(sortedKeys: keys.enumerated().map { ($1, $0) } + [("minX", 99)]) {
      $0.number($1)
    }
    let dictionary = Dictionary(
      keys.enumerated().map { ($1, $0) } + [("minX", 99)], uniquingKeysWith: { $1 })
    #expect(writer.text == encoded(dictionary))
    #expect(writer.text.contains("\"minX\" : 99"))
  }
}
