/// Undoes the damage done to console text on its way from the console to a paste, before the
/// reader sees it; the one place that knows how posted logs are damaged.
///
/// Per line (FORMAT-NOTES G1):
/// - comment and quote markers before the text: `//` (any number of slashes), `/*`, `>` (a
///   markdown quote, also alone on a blank line), ` * ` inside a block comment (a `*` followed
///   by whitespace or the line end, but not a trace legend's `* - is laid out ...`), and bold
///   `**`, in any combination; `*/` and `**` after the text;
/// - a line holding only `&nbsp;` (an empty line that markdown kept) reads as blank;
/// - a whole list on one line, `("<...>","<...>")`, possibly after a header, is split into the
///   lines UIKit printed: the text up to `(`, one line per entry, and the closing `)`.
///
/// Per block of lines (a markdown paragraph break after every line): when three non-blank lines
/// in a row are each separated by exactly one blank line, the text is double-spaced from there
/// on. Single blank lines are dropped, a run of two or more blank lines (or `&nbsp;`) stands for
/// one blank line of the original, and two non-blank lines in a row end the double spacing.
///
/// Whitespace needs no repair: the reader ignores indentation (fixed 9 or 13 spaces, 4 spaces
/// before the original TABs, a double TAB before the first line only).
///
/// Lines keep their input line numbers; a split line gives several lines with the same number.
/// At most five lines are held back while double spacing is being detected.
struct ConsoleLogRepair {
  typealias B = ConsoleLogBytes

  /// A line ready for the reader.
  struct Line {
    /// The 1-based input line.
    let number: Int
    /// The text with its damage undone (without the newline).
    let bytes: [UInt8]
    /// The input line as printed, for messages.
    let original: [UInt8]
  }

  enum Shape { case blank, spacer, text }

  /// Lines held while deciding whether the text is double-spaced.
  var held: [(line: Line, shape: Shape)] = []
  /// Whether the text is double-spaced here.
  var isDoubleSpaced = false
  /// Blank lines seen since the last non-blank line, while double-spaced.
  var blankRun = 0
  /// Whether the last non-blank line was `&nbsp;`, while double-spaced.
  var afterSpacer = false

  /// Takes the next input line.
  /// - Returns: the lines the reader can read now, in order.
  mutating func push(number: Int, raw: some Collection<UInt8>) -> [Line] {
    let original = Array(raw)
    let (bytes, shape) = Self.undoMarkers(original)
    let line = Line(number: number, bytes: bytes, original: original)
    var ready: [Line] = []
    if isDoubleSpaced {
      continueDoubleSpacing(line, shape, into: &ready)
    } else {
      held.append((line, shape))
      detectDoubleSpacing(into: &ready)
    }
    return ready.flatMap(Self.splitOneLineList)
  }

  /// Ends the input.
  /// - Returns: the lines still held.
  mutating func finish() -> [Line] {
    defer { held.removeAll() }
    return held.map(\.line).flatMap(Self.splitOneLineList)
  }

  // MARK: Double spacing

  /// Releases held lines that cannot start a double-spaced block, and switches to double
  /// spacing once the held lines read text, blank, text, blank, text.
  mutating func detectDoubleSpacing(into ready: inout [Line]) {
    while let first = held.first, !Self.canStartDoubleSpacing(held.map(\.shape)) {
      ready.append(Self.asRead(first.line, first.shape))
      held.removeFirst()
    }
    guard held.count == 5 else { return }
    isDoubleSpaced = true
    blankRun = 0
    afterSpacer = held[4].shape == .spacer
    for entry in held where entry.shape != .blank {
      ready.append(Self.asRead(entry.line, entry.shape))
    }
    held.removeAll()
  }

  /// Whether `shapes` is a prefix of text, blank, text, blank, text.
  static func canStartDoubleSpacing(_ shapes: [Shape]) -> Bool {
    for (offset, shape) in shapes.enumerated() {
      if (shape == .blank) != (offset % 2 == 1) { return false }
    }
    return true
  }

  mutating func continueDoubleSpacing(_ line: Line, _ shape: Shape, into ready: inout [Line]) {
    switch shape {
    case .blank:
      blankRun += 1
    case .spacer:
      ready.append(Self.asRead(line, .spacer))
      blankRun = 0
      afterSpacer = true
    case .text:
      if blankRun >= 2 { ready.append(Line(number: line.number - 1, bytes: [], original: [])) }
      if blankRun == 0, !afterSpacer { isDoubleSpaced = false }
      blankRun = 0
      afterSpacer = false
      ready.append(line)
    }
  }

  /// The line as the reader should see it: a spacer reads as an empty line.
  static func asRead(_ line: Line, _ shape: Shape) -> Line {
    shape == .spacer ? Line(number: line.number, bytes: [], original: line.original) : line
  }

  // MARK: Markers

  static let nbsp = B.bytes("&nbsp;")

  /// The line without comment, quote and bold markers, and its shape.
  static func undoMarkers(_ raw: [UInt8]) -> ([UInt8], Shape) {
    var upper = raw.count
    while upper > 0, raw[upper - 1] == 0x0D || raw[upper - 1] == 0x0A { upper -= 1 }
    let lower = markersEnd(raw, end: upper)
    upper = trailingMarkersStart(raw, from: lower, end: upper)
    let bytes = Array(raw[lower..<upper])
    let content = B.trimmed(bytes, 0..<bytes.count)
    if content.isEmpty { return (bytes, .blank) }
    var cursor = content.lowerBound
    while B.hasPrefix(bytes, nbsp, at: cursor, end: content.upperBound) { cursor += nbsp.count }
    return (bytes, cursor == content.upperBound ? .spacer : .text)
  }

  /// The index after the leading markers and the whitespace between them. Whitespace after the
  /// last marker is kept (the reader ignores it; a trace's tree prefix starts after it).
  static func markersEnd(_ raw: [UInt8], end: Int) -> Int {
    var kept = 0
    var cursor = 0
    while true {
      while cursor < end, B.isWhitespace(raw[cursor]) { cursor += 1 }
      guard cursor < end, let length = markerLength(raw, at: cursor, end: end) else { return kept }
      cursor += length
      kept = cursor
    }
  }

  /// The length of the marker at `index`, or `nil`.
  static func markerLength(_ raw: [UInt8], at index: Int, end: Int) -> Int? {
    let next = index + 1 < end ? raw[index + 1] : nil
    switch raw[index] {
    case 0x2F where next == 0x2F:
      var cursor = index
      while cursor < end, raw[cursor] == 0x2F { cursor += 1 }
      return cursor - index
    case 0x2F where next == B.star:
      return 2
    case B.greater where next.map(B.isWhitespace) ?? true:
      return 1
    case B.star where next == B.star:
      return 2
    case B.star where next.map(B.isWhitespace) ?? true:
      var cursor = index + 1
      while cursor < end, B.isWhitespace(raw[cursor]) { cursor += 1 }
      let legend = B.hasPrefix(raw, B.bytes("- "), at: cursor, end: end)
      return legend ? nil : 1
    default:
      return nil
    }
  }

  /// The start of `*/` or `**` at the end of `raw[lower..<end]` (after trailing whitespace), or
  /// `end`.
  static func trailingMarkersStart(_ raw: [UInt8], from lower: Int, end: Int) -> Int {
    var upper = B.trimmed(raw, lower..<end).upperBound
    guard upper - lower >= 2, raw[upper - 1] == 0x2F || raw[upper - 1] == B.star,
      raw[upper - 2] == B.star
    else { return end }
    upper -= 2
    return upper
  }

  // MARK: One-line lists

  static let listOpen = B.bytes("(\"<")
  static let entryEnd = B.bytes("\",")
  static let entryStart = B.bytes("\"<")

  /// `HEADER ("<a>","<b>")` as `HEADER (`, `"<a>",`, `"<b>"`, `)`; other lines unchanged.
  static func splitOneLineList(_ line: Line) -> [Line] {
    let bytes = line.bytes
    guard let open = B.firstIndex(of: listOpen, in: bytes, range: 0..<bytes.count),
      let close = B.lastIndex(of: B.bytes(">\""), in: bytes, range: open..<bytes.count),
      B.trimmed(bytes, close + 2..<bytes.count).first.map({ bytes[$0] == B.closeParen }) ?? false
    else { return [line] }
    var pieces: [Range<Int>] = [0..<open + 1]
    var start = open + 1
    var cursor = start
    while let comma = B.firstIndex(of: entryEnd, in: bytes, range: cursor..<close) {
      let next = B.trimmed(bytes, comma + 2..<close).lowerBound
      cursor = comma + 2
      guard B.hasPrefix(bytes, entryStart, at: next, end: close) else { continue }
      pieces.append(start..<comma + 2)
      start = next
      cursor = next
    }
    pieces.append(start..<close + 2)
    pieces.append(close + 2..<bytes.count)
    return pieces.map {
      Line(number: line.number, bytes: Array(bytes[$0]), original: line.original)
    }
  }
}
