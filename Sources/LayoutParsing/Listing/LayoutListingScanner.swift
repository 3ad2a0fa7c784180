import LayoutModel

/// A failure inside one line of a listing (or one constraint string of a JSON dump), at a byte
/// offset into the input; the caller turns the offset into a column or a JSON path.
struct LayoutListingFailure: Error {
  var kind: LayoutFileError.Kind
  var offset: Int

  init(_ kind: LayoutFileError.Kind, at offset: Int) {
    self.kind = kind
    self.offset = offset
  }
}

/// Reads tokens from one line of UTF-8 bytes, without building per-line strings.
///
/// Whitespace is space and tab. The scanner never reads past `end`, so a line is a bounded
/// view of the whole input.
struct LayoutListingScanner {
  let bytes: UnsafeBufferPointer<UInt8>
  var position: Int
  let end: Int

  init(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int) {
    self.bytes = bytes
    self.position = start
    self.end = end
  }

  /// Whether only whitespace is left.
  var isAtEnd: Bool {
    mutating get {
      skipSpaces()
      return position >= end
    }
  }

  /// The byte at the position, or `nil` at the end.
  var current: UInt8? { position < end ? bytes[position] : nil }

  mutating func skipSpaces() {
    while position < end, bytes[position] == .space || bytes[position] == .tab { position += 1 }
  }

  /// Whether the next byte is `byte`; consumes it if so.
  mutating func take(_ byte: UInt8) -> Bool {
    guard position < end, bytes[position] == byte else { return false }
    position += 1
    return true
  }

  /// The range of the whitespace-delimited word at the position (possibly empty).
  mutating func word() -> Range<Int> {
    let start = position
    while position < end, bytes[position] != .space, bytes[position] != .tab { position += 1 }
    return start..<position
  }

  /// The bytes of `range` as a string.
  func string(_ range: Range<Int>) -> String {
    String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
  }

  /// Whether `range` holds exactly the ASCII text `text`.
  func matches(_ range: Range<Int>, _ text: StaticString) -> Bool {
    guard range.count == text.utf8CodeUnitCount else { return false }
    let pointer = text.utf8Start
    for i in 0..<range.count where bytes[range.lowerBound + i] != pointer[i] { return false }
    return true
  }

  /// The token at `offset` for error messages: up to the next whitespace, at most 40 bytes.
  func token(at offset: Int) -> String {
    var stop = offset
    while stop < end, stop - offset < 40, bytes[stop] != .space, bytes[stop] != .tab {
      stop += 1
    }
    return string(offset..<stop)
  }

  /// A failure `expected WHAT, found TOKEN` at the position.
  func expected(_ what: String) -> LayoutListingFailure {
    LayoutListingFailure(.expected(what, found: token(at: position)), at: position)
  }

  /// Whether `byte` may appear in a view or guide id: letters, digits, `_`, `$`, `-` and any
  /// non-ASCII byte.
  static func isIDByte(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
      UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"), UInt8(ascii: "$"),
      UInt8(ascii: "-"):
      return true
    default:
      return byte >= 0x80
    }
  }

  /// Whether `byte` may start an id: not a digit and not `-`, so that ids and numbers differ
  /// by their first byte.
  static func isIDStart(_ byte: UInt8) -> Bool {
    isIDByte(byte) && !(byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
      && byte != UInt8(ascii: "-")
  }

  /// Reads an id (`title`, `row-3`), or fails naming the token.
  mutating func identifier(_ what: String) throws(LayoutListingFailure) -> Range<Int> {
    let start = position
    guard position < end, Self.isIDStart(bytes[position]) else { throw expected(what) }
    while position < end, Self.isIDByte(bytes[position]) { position += 1 }
    return start..<position
  }
}

extension UInt8 {
  static let space = UInt8(ascii: " ")
  static let tab = UInt8(ascii: "\t")
  static let newline = UInt8(ascii: "\n")
  static let carriageReturn = UInt8(ascii: "\r")
}
