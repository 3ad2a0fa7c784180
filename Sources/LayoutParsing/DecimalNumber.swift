/// The one decimal number scanner of the readers (listing, console log and JSON): digits with
/// an optional fraction and exponent, read without building a string when that is exact.
///
/// It reads the unsigned part only; each reader keeps its own rules around it (signs, spaces
/// after a sign, `inf`/`nan`, JSON's strictness about leading zeros and empty fractions), so
/// that every reader converts digits to a `Double` the same way.
struct DecimalNumber {
  /// The index after the number (before an `e` that has no digits after it).
  var end: Int
  /// The value, not negative.
  var value: Double
  /// How many digits come before the `.` (or the end).
  var integerDigits: Int
  /// Whether a `.` follows the integer digits.
  var hasPoint: Bool
  /// How many digits follow the `.`.
  var fractionDigits: Int
  /// Where the exponent's digits should have started, when an `e` or `E` (and a sign)
  /// follows the number without any digit; the number then ends before the `e`.
  var missingExponentDigits: Int?

  /// Scans `bytes[start..<end]` from `start`: digits, an optional `.` and digits (at least one
  /// digit in all), then an optional exponent (`e` or `E`, a sign, digits).
  /// - Returns: the number, or `nil` when there is no digit before the exponent.
  ///
  /// Numbers of at most 15 significant digits with a decimal exponent within ±22 are converted
  /// exactly by one multiplication or division by an exact power of ten (the quotient or
  /// product of two exact doubles is correctly rounded, IEEE 754 §4.3); others go through the
  /// standard library's correctly rounded conversion of the text.
  static func scan<Bytes: RandomAccessCollection<UInt8>>(
    _ bytes: Bytes, from start: Int, end: Int
  ) -> DecimalNumber? where Bytes.Index == Int {
    var cursor = start
    var mantissa: UInt64 = 0
    var significant = 0
    var exponent = 0
    func accumulate(_ byte: UInt8, fraction: Bool) {
      let digit = UInt64(byte &- 0x30)
      if significant == 0 && digit == 0 {
        if fraction { exponent -= 1 }
        return
      }
      if significant < 19 {
        mantissa = mantissa &* 10 &+ digit
        significant += 1
        if fraction { exponent -= 1 }
      } else {
        significant += 1  // beyond UInt64: forces the exact conversion of the text
        if !fraction { exponent += 1 }
      }
    }
    var integerDigits = 0
    while cursor < end, isDigit(bytes[cursor]) {
      accumulate(bytes[cursor], fraction: false)
      integerDigits += 1
      cursor += 1
    }
    var hasPoint = false
    var fractionDigits = 0
    if cursor < end, bytes[cursor] == 0x2E {
      hasPoint = true
      cursor += 1
      while cursor < end, isDigit(bytes[cursor]) {
        accumulate(bytes[cursor], fraction: true)
        fractionDigits += 1
        cursor += 1
      }
    }
    guard integerDigits + fractionDigits > 0 else { return nil }
    var missingExponentDigits: Int?
    if cursor < end, bytes[cursor] == 0x65 || bytes[cursor] == 0x45 {
      var exponentCursor = cursor + 1
      var negative = false
      if exponentCursor < end, bytes[exponentCursor] == 0x2D || bytes[exponentCursor] == 0x2B {
        negative = bytes[exponentCursor] == 0x2D
        exponentCursor += 1
      }
      let digitsStart = exponentCursor
      var written = 0
      while exponentCursor < end, isDigit(bytes[exponentCursor]) {
        if written < 100_000 { written = written * 10 + Int(bytes[exponentCursor] &- 0x30) }
        exponentCursor += 1
      }
      if exponentCursor > digitsStart {
        exponent += negative ? -written : written
        cursor = exponentCursor
      } else {
        missingExponentDigits = digitsStart
      }
    }
    var value: Double
    if significant <= 15, exponent >= -22, exponent <= 22 {
      value = Double(mantissa)
      if exponent < 0 {
        value /= powersOfTen[-exponent]
      } else {
        value *= powersOfTen[exponent]
      }
    } else {
      var text = ""
      text.unicodeScalars.reserveCapacity(cursor - start)
      for index in start..<cursor { text.unicodeScalars.append(Unicode.Scalar(bytes[index])) }
      value = Double(text) ?? .infinity
    }
    return DecimalNumber(
      end: cursor, value: value, integerDigits: integerDigits, hasPoint: hasPoint,
      fractionDigits: fractionDigits, missingExponentDigits: missingExponentDigits)
  }

  static func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }

  static let powersOfTen: [Double] = [
    1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11, 1e12, 1e13, 1e14, 1e15, 1e16,
    1e17, 1e18, 1e19, 1e20, 1e21, 1e22,
  ]
}

/// `\uXXXX` escapes, shared by the JSON reader and the console log's markdown unescaping.
enum UnicodeEscape {
  /// The value of four hex digits at `bytes[index..<index + 4]`, or `nil` when they are not
  /// four hex digits (or run past `end`).
  static func hexUnit<Bytes: RandomAccessCollection<UInt8>>(
    _ bytes: Bytes, at index: Int, end: Int
  ) -> UInt32? where Bytes.Index == Int {
    guard index + 4 <= end else { return nil }
    var value: UInt32 = 0
    for offset in 0..<4 {
      guard let digit = hexDigit(bytes[index + offset]) else { return nil }
      value = value * 16 + digit
    }
    return value
  }

  /// The value of one hex digit (`0`–`9`, `a`–`f`, `A`–`F`).
  static func hexDigit(_ byte: UInt8) -> UInt32? {
    switch byte {
    case 0x30...0x39: return UInt32(byte - 0x30)
    case 0x61...0x66: return UInt32(byte - 0x61 + 10)
    case 0x41...0x46: return UInt32(byte - 0x41 + 10)
    default: return nil
    }
  }

  /// Whether `unit` is a UTF-16 high (leading) surrogate.
  static func isHighSurrogate(_ unit: UInt32) -> Bool { unit >= 0xD800 && unit < 0xDC00 }

  /// Whether `unit` is a UTF-16 low (trailing) surrogate.
  static func isLowSurrogate(_ unit: UInt32) -> Bool { unit >= 0xDC00 && unit < 0xE000 }

  /// The scalar of a surrogate pair (The Unicode Standard, §3.9, D91).
  static func scalar(high: UInt32, low: UInt32) -> Unicode.Scalar {
    Unicode.Scalar(0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00)) ?? "\u{FFFD}"
  }

  /// The scalar of a unit that is not part of a pair; U+FFFD for a lone surrogate.
  static func scalar(_ unit: UInt32) -> Unicode.Scalar { Unicode.Scalar(unit) ?? "\u{FFFD}" }
}
