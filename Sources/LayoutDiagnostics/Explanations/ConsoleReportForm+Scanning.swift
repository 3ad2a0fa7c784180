// The byte scans behind `ConsoleReportForm`: addresses and `line N` in text.
extension ConsoleReportForm {
  /// Whether `byte` can be part of a word (a letter, digit or `_`): an address starts after
  /// one that cannot.
  static func isWordByte(_ byte: UInt8) -> Bool {
    (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A)
      || (byte >= 0x61 && byte <= 0x7A) || byte == 0x5F
  }

  static func isLowercaseHex(_ byte: UInt8) -> Bool {
    (byte >= 0x30 && byte <= 0x39) || (byte >= 0x61 && byte <= 0x66)
  }

  /// The addresses of `bytes` in order, as ranges; `nil` when one is followed by a capital
  /// hex digit (an address printed in capitals).
  static func addressRanges(in bytes: [UInt8]) -> [Range<Int>]? {
    var ranges: [Range<Int>] = []
    var index = 0
    while index + 2 < bytes.count {
      guard bytes[index] == 0x30, bytes[index + 1] == 0x78,
        index == 0 || !isWordByte(bytes[index - 1])
      else {
        index += 1
        continue
      }
      var end = index + 2
      while end < bytes.count, isLowercaseHex(bytes[end]) { end += 1 }
      if end < bytes.count, bytes[end] >= 0x41, bytes[end] <= 0x46 { return nil }
      if end > index + 2 { ranges.append(index..<end) }
      index = end
    }
    return ranges
  }

  /// `bytes` with each of `ranges` (in order) replaced by `replacement` of its bytes.
  static func replacing(
    _ ranges: [Range<Int>], in bytes: [UInt8], _ replacement: (ArraySlice<UInt8>) -> [UInt8]
  ) -> [UInt8] {
    guard !ranges.isEmpty else { return bytes }
    var result: [UInt8] = []
    result.reserveCapacity(bytes.count)
    var start = 0
    for range in ranges {
      result += bytes[start..<range.lowerBound]
      result += replacement(bytes[range])
      start = range.upperBound
    }
    result += bytes[start...]
    return result
  }

  static let lineWord = Array("line ".utf8)

  /// `text` with the number of each `line N` replaced by `replacement(N)`.
  static func replacingLines(in text: String, _ replacement: (Int) -> Int) -> String {
    let bytes = Array(text.utf8)
    guard contains(text, lineWord) else { return text }
    var result: [UInt8] = []
    result.reserveCapacity(bytes.count)
    var index = 0
    var copied = 0
    while index + lineWord.count < bytes.count {
      guard bytes[index] == lineWord[0], index == 0 || !isWordByte(bytes[index - 1]),
        bytes[index..<index + lineWord.count].elementsEqual(lineWord)
      else {
        index += 1
        continue
      }
      let start = index + lineWord.count
      var end = start
      while end < bytes.count, bytes[end] >= 0x30, bytes[end] <= 0x39 { end += 1 }
      if end > start, let number = Int(String(decoding: bytes[start..<end], as: UTF8.self)) {
        result += bytes[copied..<start]
        result += String(replacement(number)).utf8
        copied = end
      }
      index = max(end, index + 1)
    }
    result += bytes[copied...]
    return String(decoding: result, as: UTF8.self)
  }

  /// Whether `text` holds `needle`.
  static func contains(_ text: String, _ needle: [UInt8]) -> Bool {
    let bytes = Array(text.utf8)
    guard let first = needle.first, bytes.count >= needle.count else { return false }
    var index = 0
    while index + needle.count <= bytes.count {
      if bytes[index] == first, bytes[index..<index + needle.count].elementsEqual(needle) {
        return true
      }
      index += 1
    }
    return false
  }
}
