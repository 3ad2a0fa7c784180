/// Byte-level helpers for reading console text: searching, trimming and number reading over
/// UTF-8 bytes, so that large logs are read without building substrings.
enum ConsoleLogBytes {
  static let space: UInt8 = 0x20
  static let tab: UInt8 = 0x09
  static let quote: UInt8 = 0x27  // '
  static let doubleQuote: UInt8 = 0x22
  static let backslash: UInt8 = 0x5C
  static let less: UInt8 = 0x3C
  static let greater: UInt8 = 0x3E
  static let openParen: UInt8 = 0x28
  static let closeParen: UInt8 = 0x29
  static let openBracket: UInt8 = 0x5B
  static let closeBracket: UInt8 = 0x5D
  static let bar: UInt8 = 0x7C
  static let minus: UInt8 = 0x2D
  static let plus: UInt8 = 0x2B
  static let dot: UInt8 = 0x2E
  static let comma: UInt8 = 0x2C
  static let colon: UInt8 = 0x3A
  static let star: UInt8 = 0x2A
  static let at: UInt8 = 0x40
  static let hash: UInt8 = 0x23

  static func isWhitespace(_ byte: UInt8) -> Bool { byte == space || byte == tab || byte == 0x0D }
  static func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }
  static func isHexDigit(_ byte: UInt8) -> Bool {
    isDigit(byte) || (byte >= 0x61 && byte <= 0x66) || (byte >= 0x41 && byte <= 0x46)
  }
  static func isLetter(_ byte: UInt8) -> Bool {
    (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A)
  }

  /// The bytes of `text` as an array (for needles).
  static func bytes(_ text: StaticString) -> [UInt8] {
    Array(UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
  }

  static func string(_ bytes: [UInt8], _ range: Range<Int>) -> String {
    String(decoding: bytes[range], as: UTF8.self)
  }

  /// Whether `bytes[index...]` starts with `prefix`.
  static func hasPrefix(_ bytes: [UInt8], _ prefix: [UInt8], at index: Int, end: Int? = nil)
    -> Bool
  {
    let limit = end ?? bytes.count
    guard index >= 0, index + prefix.count <= limit else { return false }
    for offset in 0..<prefix.count where bytes[index + offset] != prefix[offset] { return false }
    return true
  }

  /// The first index of `needle` in `bytes[range]`.
  static func firstIndex(of needle: [UInt8], in bytes: [UInt8], range: Range<Int>) -> Int? {
    guard let head = needle.first, needle.count <= range.count else { return nil }
    var index = range.lowerBound
    let last = range.upperBound - needle.count
    while index <= last {
      if bytes[index] == head, hasPrefix(bytes, needle, at: index, end: range.upperBound) {
        return index
      }
      index += 1
    }
    return nil
  }

  /// The last index of `needle` in `bytes[range]`.
  static func lastIndex(of needle: [UInt8], in bytes: [UInt8], range: Range<Int>) -> Int? {
    guard let head = needle.first, needle.count <= range.count else { return nil }
    var index = range.upperBound - needle.count
    while index >= range.lowerBound {
      if bytes[index] == head, hasPrefix(bytes, needle, at: index, end: range.upperBound) {
        return index
      }
      index -= 1
    }
    return nil
  }

  /// The first index of `byte` in `bytes[range]`.
  static func firstIndex(of byte: UInt8, in bytes: [UInt8], range: Range<Int>) -> Int? {
    var index = range.lowerBound
    while index < range.upperBound {
      if bytes[index] == byte { return index }
      index += 1
    }
    return nil
  }

  /// The last index of `byte` in `bytes[range]`.
  static func lastIndex(of byte: UInt8, in bytes: [UInt8], range: Range<Int>) -> Int? {
    var index = range.upperBound - 1
    while index >= range.lowerBound {
      if bytes[index] == byte { return index }
      index -= 1
    }
    return nil
  }

  /// `range` without leading and trailing spaces, TABs and carriage returns.
  static func trimmed(_ bytes: [UInt8], _ range: Range<Int>) -> Range<Int> {
    var lower = range.lowerBound
    var upper = range.upperBound
    while lower < upper, isWhitespace(bytes[lower]) { lower += 1 }
    while upper > lower, isWhitespace(bytes[upper - 1]) { upper -= 1 }
    return lower..<upper
  }

  /// Whether `bytes[range]` equals `text`.
  static func equals(_ bytes: [UInt8], _ range: Range<Int>, _ text: [UInt8]) -> Bool {
    range.count == text.count && hasPrefix(bytes, text, at: range.lowerBound)
  }

  /// The end of the hex digits starting at `index`.
  static func hexEnd(_ bytes: [UInt8], from index: Int, end: Int) -> Int {
    var cursor = index
    while cursor < end, isHexDigit(bytes[cursor]) { cursor += 1 }
    return cursor
  }

  /// Reads `bytes[range]` as a number with `DecimalNumber`: an optional sign (`-` may be
  /// followed by spaces, as in `== - 16`), digits with an optional fraction and exponent
  /// (`2.22507e-308`), or `inf`/`nan`. `nil` unless the whole range is one number.
  static func number(_ bytes: [UInt8], _ range: Range<Int>) -> Double? {
    let range = trimmed(bytes, range)
    guard !range.isEmpty else { return nil }
    var cursor = range.lowerBound
    var negative = false
    if bytes[cursor] == minus || bytes[cursor] == plus {
      negative = bytes[cursor] == minus
      cursor += 1
      while cursor < range.upperBound, bytes[cursor] == space { cursor += 1 }
    }
    guard cursor < range.upperBound else { return nil }
    guard let number = DecimalNumber.scan(bytes, from: cursor, end: range.upperBound) else {
      let word = string(bytes, cursor..<range.upperBound).lowercased()
      guard word == "inf" || word == "nan" else { return nil }
      let value = word == "inf" ? Double.infinity : Double.nan
      return negative ? -value : value
    }
    guard number.end == range.upperBound else { return nil }
    return negative ? -number.value : number.value
  }

  /// The end of the number-like token starting at `index` (a `-`, digits and dots, an
  /// exponent), or `index`: where `number(_:_:)` should stop reading. Unlike `DecimalNumber`
  /// it takes every dot (`1.2.3`), so that such a token is refused as a whole.
  static func numberEnd(_ bytes: [UInt8], from index: Int, end: Int) -> Int {
    var cursor = index
    if cursor < end, bytes[cursor] == minus { cursor += 1 }
    let digitsStart = cursor
    while cursor < end, isDigit(bytes[cursor]) || bytes[cursor] == dot { cursor += 1 }
    guard cursor > digitsStart else { return index }
    if cursor < end, bytes[cursor] == 0x65 || bytes[cursor] == 0x45 {
      var exponent = cursor + 1
      if exponent < end, bytes[exponent] == minus || bytes[exponent] == plus { exponent += 1 }
      let exponentDigits = exponent
      while exponent < end, isDigit(bytes[exponent]) { exponent += 1 }
      if exponent > exponentDigits { cursor = exponent }
    }
    return cursor
  }
}
