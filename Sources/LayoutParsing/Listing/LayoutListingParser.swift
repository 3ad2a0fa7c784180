import LayoutModel

/// Reads a layout listing (`.layout`): UTF-8 text, one statement a line, `#` comments.
///
/// Statements: `view ID [key=value...] [hidden]`, `guide ID in=VIEW [frame=X,Y,W,H]`,
/// `direction leftToRight|rightToLeft`, `frames design|captured`, `edit ID.attr @P [VALUE]`,
/// `suggest ID.attr VALUE`, and
/// constraints in the shape UIKit prints them, with ids for items
/// (`title.width == 0.5*root.width + 8 @750 #half`). Ids may be used before the line that
/// declares them. The format is documented in `layout-dump(5)`; it is a superset of the
/// benchmark workload files.
public enum LayoutListingParser {
  /// Parses a listing.
  ///
  /// - Parameters:
  ///   - bytes: the file's contents, UTF-8.
  ///   - file: the name to use in locations, as the user gave it.
  /// - Returns: the document; constraints, edits and suggestions in input order.
  /// - Throws: `LayoutFileError` for the first problem, at its line and column: malformed
  ///   syntax, unknown statements, keys or attributes, invalid numbers or priorities, unknown or
  ///   duplicate ids, superview cycles, attributes UIKit cannot relate, empty input.
  /// - Complexity: O(n) in the size of the input.
  public static func parse(_ bytes: [UInt8], file: String) throws(LayoutFileError)
    -> LayoutDocument
  {
    let result: Result<LayoutDocument, LayoutFileError> = bytes.withUnsafeBufferPointer {
      buffer in
      do throws(LayoutFileError) {
        var state = LayoutListingState(file: file, bytes: buffer)
        try state.readLines()
        return .success(try state.makeDocument())
      } catch {
        return .failure(error)
      }
    }
    return try result.get()
  }
}

/// What a listing has declared so far, and where, as offsets into the input; valid only while
/// the input's buffer is.
struct LayoutListingState {
  let file: String
  let bytes: UnsafeBufferPointer<UInt8>
  var views: [View] = []
  /// For each view, the bytes of its id.
  var viewIDs: [Range<Int>] = []
  /// For each view, the location of its `in=` value.
  var superviewLocations: [SourceLocation?] = []
  var guides: [LayoutGuide] = []
  var guideIDs: [Range<Int>] = []
  var constraints: [(raw: RawConstraint, line: LineReference)] = []
  var edits: [(anchor: RawAnchor, priority: LayoutPriority, value: Double?, line: LineReference)] =
    []
  var suggestions: [(anchor: RawAnchor, value: Double, line: LineReference)] = []
  var direction: LayoutDirection?
  /// Whether the views' frames are design-time frames (`frames design`), if said.
  var designTimeFrames: Bool?
  var statementCount = 0

  init(file: String, bytes: UnsafeBufferPointer<UInt8>) {
    self.file = file
    self.bytes = bytes
  }

  /// A line's number and the byte offset of its start, to turn offsets into columns.
  struct LineReference {
    var number: Int
    var start: Int
  }

  /// The location of byte `offset` on `line`; columns count characters (UTF-8 lead bytes).
  func location(_ line: LineReference, _ offset: Int) -> SourceLocation {
    var column = 1
    var index = line.start
    while index < offset {
      if bytes[index] & 0xC0 != 0x80 { column += 1 }
      index += 1
    }
    return SourceLocation(file: file, line: line.number, column: column)
  }

  mutating func readLines() throws(LayoutFileError) {
    let buffer = bytes
    var start = 0
    var number = 0
    if buffer.count >= 3, buffer[0] == 0xEF, buffer[1] == 0xBB, buffer[2] == 0xBF { start = 3 }
    reserveCapacity(buffer)
    while start < buffer.count || (start == buffer.count && number == 0) {
      number += 1
      var stop = start
      while stop < buffer.count, buffer[stop] != .newline { stop += 1 }
      var end = stop
      if end > start, buffer[end - 1] == .carriageReturn { end -= 1 }
      let line = LineReference(number: number, start: start)
      var scanner = LayoutListingScanner(buffer, from: start, to: end)
      do throws(LayoutListingFailure) {
        try readStatement(&scanner, line)
      } catch {
        throw LayoutFileError(error.kind, at: location(line, error.offset))
      }
      start = stop + 1
    }
  }

  /// Reserves room for the views and constraints by counting lines (one pass over the bytes),
  /// so that large listings are not copied as their arrays grow.
  private mutating func reserveCapacity(_ buffer: UnsafeBufferPointer<UInt8>) {
    var lines = 1
    var viewLines = 0
    var index = 0
    while index < buffer.count {
      if buffer[index] == .newline {
        lines += 1
        if index + 5 < buffer.count, buffer[index + 1] == UInt8(ascii: "v"),
          buffer[index + 2] == UInt8(ascii: "i"), buffer[index + 4] == UInt8(ascii: "w")
        {
          viewLines += 1
        }
      }
      index += 1
    }
    views.reserveCapacity(viewLines + 1)
    viewIDs.reserveCapacity(viewLines + 1)
    superviewLocations.reserveCapacity(viewLines + 1)
    constraints.reserveCapacity(max(0, lines - viewLines))
  }

  private mutating func readStatement(
    _ scanner: inout LayoutListingScanner, _ line: LineReference
  ) throws(LayoutListingFailure) {
    scanner.skipSpaces()
    guard let first = scanner.current, first != UInt8(ascii: "#") else { return }
    statementCount += 1
    let start = scanner.position
    let keyword = scanner.word()
    if scanner.matches(keyword, "view") {
      try readView(&scanner, line)
    } else if scanner.matches(keyword, "guide") {
      try readGuide(&scanner, line)
    } else if scanner.matches(keyword, "direction") {
      try readDirection(&scanner, at: start)
    } else if scanner.matches(keyword, "frames") {
      try readFrames(&scanner, at: start)
    } else if scanner.matches(keyword, "edit") {
      scanner.skipSpaces()
      let anchor = try scanner.anchor()
      scanner.skipSpaces()
      guard scanner.take(UInt8(ascii: "@")) else { throw scanner.expected("'@PRIORITY'") }
      let priority = try scanner.priority()
      var value: Double?
      if !scanner.isAtEnd { value = try scanner.number("a starting value") }
      try expectEnd(&scanner)
      edits.append((anchor, priority, value, line))
    } else if scanner.matches(keyword, "suggest") {
      scanner.skipSpaces()
      let anchor = try scanner.anchor()
      scanner.skipSpaces()
      let value = try scanner.number("a value")
      try expectEnd(&scanner)
      suggestions.append((anchor, value, line))
    } else {
      scanner.position = start
      guard let byte = scanner.current, LayoutListingScanner.isIDStart(byte),
        scanner.bytes[start..<keyword.upperBound].contains(UInt8(ascii: "."))
      else {
        throw LayoutListingFailure(.unknownStatement(scanner.string(keyword)), at: start)
      }
      constraints.append((try scanner.constraint(), line))
    }
  }

  private mutating func readDirection(
    _ scanner: inout LayoutListingScanner, at start: Int
  ) throws(LayoutListingFailure) {
    scanner.skipSpaces()
    let valueStart = scanner.position
    let value = scanner.word()
    guard let parsed = LayoutDirection(rawValue: scanner.string(value)) else {
      throw LayoutListingFailure(
        .invalidValue(
          scanner.string(value), key: "direction", expected: "leftToRight or rightToLeft"),
        at: valueStart)
    }
    if direction != nil { throw LayoutListingFailure(.duplicateKey("direction"), at: start) }
    direction = parsed
    try expectEnd(&scanner)
  }

  /// `frames design` (the frames are a layout editor's stored frames,
  /// `LayoutDocument.framesAreDesignTime`) or `frames captured` (the default).
  private mutating func readFrames(
    _ scanner: inout LayoutListingScanner, at start: Int
  ) throws(LayoutListingFailure) {
    scanner.skipSpaces()
    let valueStart = scanner.position
    let value = scanner.string(scanner.word())
    guard value == "design" || value == "captured" else {
      throw LayoutListingFailure(
        .invalidValue(value, key: "frames", expected: "design or captured"), at: valueStart)
    }
    if designTimeFrames != nil { throw LayoutListingFailure(.duplicateKey("frames"), at: start) }
    designTimeFrames = value == "design"
    try expectEnd(&scanner)
  }

  func expectEnd(_ scanner: inout LayoutListingScanner) throws(LayoutListingFailure) {
    guard scanner.isAtEnd else { throw scanner.expected("the end of the line") }
  }
}
