/// JSON string and number literals as UTF-8 bytes, written one way for every JSON the package
/// writes: the reports (`JSONWriter` in LayoutReports) and captured dumps
/// (`LayoutDumpJSONWriter` in LayoutDoctorDump) both append through it.
///
/// The forms are those `JSONEncoder` writes with `.withoutEscapingSlashes`, so a report written
/// in one pass reads byte for byte like one encoded from `Codable` values. It lives here, in the
/// lowest module both writers depend on, as the package's other output policy for numbers
/// (`formatPoints`, `pointsResolution`) does; standard library only.
public enum JSONLiteral {
  /// Appends `text` as a string literal: `"` and `\` escaped, `\b \t \n \f \r` by name, other
  /// control characters as `\u00xx` (lower-case hexadecimal), everything else (slashes,
  /// non-ASCII) as its UTF-8 bytes.
  public static func appendString(_ text: String, to bytes: inout [UInt8]) {
    bytes.append(UInt8(ascii: "\""))
    var text = text
    text.withUTF8 { utf8 in
      var start = 0
      for index in utf8.indices {
        let byte = utf8[index]
        guard byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") else {
          continue
        }
        bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[start..<index]))
        start = index + 1
        appendEscape(byte, to: &bytes)
      }
      bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[start...]))
    }
    bytes.append(UInt8(ascii: "\""))
  }

  private static func appendEscape(_ byte: UInt8, to bytes: inout [UInt8]) {
    bytes.append(UInt8(ascii: "\\"))
    switch byte {
    case UInt8(ascii: "\""), UInt8(ascii: "\\"): bytes.append(byte)
    case 0x08: bytes.append(UInt8(ascii: "b"))
    case 0x09: bytes.append(UInt8(ascii: "t"))
    case 0x0A: bytes.append(UInt8(ascii: "n"))
    case 0x0C: bytes.append(UInt8(ascii: "f"))
    case 0x0D: bytes.append(UInt8(ascii: "r"))
    default:
      let hex = Array("0123456789abcdef".utf8)
      bytes.append(contentsOf: "u00".utf8)
      bytes.append(hex[Int(byte >> 4)])
      bytes.append(hex[Int(byte & 0xF)])
    }
  }

  /// Appends an integer in decimal.
  public static func appendInteger(_ value: Int, to bytes: inout [UInt8]) {
    if value < 0 { bytes.append(UInt8(ascii: "-")) }
    var magnitude = value.magnitude
    withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 20) { digits in
      var position = digits.count
      repeat {
        position -= 1
        digits[position] = UInt8(ascii: "0") + UInt8(truncatingIfNeeded: magnitude % 10)
        magnitude /= 10
      } while magnitude > 0
      bytes.append(contentsOf: UnsafeBufferPointer(rebasing: digits[position...]))
    }
  }

  /// Appends a number as `JSONEncoder` writes a `Double`: an integral value below 1e15 in
  /// magnitude as an integer, any other its shortest round-trip `description` without a
  /// trailing `.0` (`343`, `0.5`, `-0`, `1e+16`, `1e-07`); `null` for a value that is not
  /// finite, which JSON cannot hold.
  public static func appendNumber(_ value: Double, to bytes: inout [UInt8]) {
    guard value.isFinite else { return bytes.append(contentsOf: "null".utf8) }
    if value == value.rounded(.towardZero), value.magnitude < 1e15,
      !(value == 0 && value.sign == .minus)
    {
      return appendInteger(Int(value), to: &bytes)
    }
    var text = value.description
    if text.hasSuffix(".0") { text.removeLast(2) }
    bytes.append(contentsOf: text.utf8)
  }
}
