/// Undoes the damage done to console text on its way from the console to a paste, before the
/// reader sees it; the one place that knows how posted logs are damaged.
///
/// Per line (FORMAT-NOTES G1):
/// - comment and quote markers before the text: `//` (any number of slashes), `/*`, `>` (a
///   markdown quote, also alone on a blank line), ` * ` inside a block comment (a `*` followed
///   by whitespace or the line end, but not a trace legend's `* - is laid out ...`), bold
///   `**`, a markdown code fence or inline-code backticks glued to the text, a byte-order mark
///   and no-break spaces, in any combination; `*/`, `**` and backticks after the text;
/// - a line holding only `&nbsp;` (an empty line that markdown kept) reads as blank;
/// - a whole list on one line, `("<...>","<...>")`, possibly after a header, is split into the
///   lines UIKit printed: the text up to `(`, one line per entry, and the closing `)`;
/// - a whole report on one line (every newline turned into a space) is cut where UIKit ended
///   its lines (`+Flattened`).
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
    var number: Int
    /// The input line as printed (without the newline), for messages; empty for the blank line
    /// that stands for a run of blank lines in double-spaced text.
    var original: [UInt8]
    /// The range of `original` that holds the text with its damage undone (empty for a
    /// spacer).
    var text: Range<Int>
    /// The text, when it is not a range of `original` (a piece of a split one-line list).
    var piece: [UInt8]?
    /// Whether the line is plain inert text held without its bytes (`holdInert`): the reader
    /// skips it.
    var isInert = false

    /// The text with its damage undone (without the newline).
    var bytes: [UInt8] { piece ?? Array(original[text]) }
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
  /// The lines the reader can read now, in order (taken with `takeReady(into:)`).
  var ready: [Line] = []
  /// Emptied line buffers, kept so that reading a line allocates nothing once lines have been
  /// seen (at most a few: five held lines and the one being read).
  var spare: [[UInt8]] = []

  /// Takes the next input line; the lines the reader can read now are added to `ready`.
  mutating func push(number: Int, raw: some Collection<UInt8>) {
    var original = spare.popLast() ?? []
    original.append(contentsOf: raw)
    let (text, shape) = Self.undoMarkers(original)
    if isDoubleSpaced, shape == .blank {
      blankRun += 1
      recycle(&original)
      return
    }
    let line = Line(number: number, original: original, text: text)
    if isDoubleSpaced {
      continueDoubleSpacing(line, shape)
    } else {
      held.append((line, shape))
      detectDoubleSpacing()
    }
  }

  /// Whether a line of plain inert text can be held without its bytes (`holdInert`): the
  /// text is not double-spaced, and nothing but such a line is held.
  var canHoldInert: Bool {
    !isDoubleSpaced && (held.isEmpty || (held.count == 1 && held[0].line.isInert))
  }

  /// Takes a line of plain text the reader, quiet, would skip (`ConsoleLogReader.isPlainInert`)
  /// when `canHoldInert`: what `push` does with it (a held line of text released, as the
  /// reader would skip it; this one held in its place) without copying its bytes. Only its
  /// shape matters to double spacing, and it is released before any line after it, to the
  /// reader still quiet, which skips it.
  mutating func holdInert(number: Int) {
    let line = Line(number: number, original: [], text: 0..<0, isInert: true)
    if held.isEmpty {
      held.append((line, .text))
    } else {
      held[0] = (line, .text)
    }
  }

  /// Releases the one line of text held, when that is all that is held outside double
  /// spacing (what `push` does with it when another line of text follows): then a line of
  /// plain inert text can be held in its place (`canHoldInert`).
  mutating func releaseLoneText() {
    guard !isDoubleSpaced, held.count == 1, held[0].shape == .text, !held[0].line.isInert
    else { return }
    release(held[0].line)
    held.removeAll(keepingCapacity: true)
  }

  /// Ends the input: the lines still held are added to `ready`.
  mutating func finish() {
    for entry in held { release(entry.line) }
    held.removeAll()
  }

  /// Moves the ready lines into `lines` (empty, its capacity kept) and empties `ready`.
  mutating func takeReady(into lines: inout [Line]) {
    swap(&lines, &ready)
  }

  /// Keeps `buffer`, a line's `original` the reader is done with, for the next line.
  mutating func recycle(_ buffer: inout [UInt8]) {
    guard spare.count < 8 else { return }
    buffer.removeAll(keepingCapacity: true)
    spare.append(buffer)
    buffer = []
  }

  /// Adds `line` to `ready`, split when it holds a whole list on one line.
  mutating func release(_ line: Line) {
    if Self.splitFlattenedReport(line, into: &ready) { return }
    if !Self.splitOneLineList(line, into: &ready) { ready.append(line) }
  }

  // MARK: Double spacing

  /// Releases held lines that cannot start a double-spaced block, and switches to double
  /// spacing once the held lines read text, blank, text, blank, text.
  mutating func detectDoubleSpacing() {
    var released = 0
    while released < held.count, !canStartDoubleSpacing(from: released) {
      release(Self.asRead(held[released].line, held[released].shape))
      released += 1
    }
    if released > 0 { held.removeFirst(released) }
    guard held.count == 5 else { return }
    isDoubleSpaced = true
    blankRun = 0
    afterSpacer = held[4].shape == .spacer
    for entry in held where entry.shape != .blank {
      release(Self.asRead(entry.line, entry.shape))
    }
    held.removeAll(keepingCapacity: true)
  }

  /// Whether the shapes of `held[start...]` are a prefix of text, blank, text, blank, text.
  func canStartDoubleSpacing(from start: Int) -> Bool {
    for index in start..<held.count
    where (held[index].shape == .blank) != ((index - start) % 2 == 1) {
      return false
    }
    return true
  }

  mutating func continueDoubleSpacing(_ line: Line, _ shape: Shape) {
    switch shape {
    case .blank:
      blankRun += 1
    case .spacer:
      release(Self.asRead(line, .spacer))
      blankRun = 0
      afterSpacer = true
    case .text:
      if blankRun >= 2 { release(Line(number: line.number - 1, original: [], text: 0..<0)) }
      if blankRun == 0, !afterSpacer { isDoubleSpaced = false }
      blankRun = 0
      afterSpacer = false
      release(line)
    }
  }

  /// The line as the reader should see it: a spacer reads as an empty line.
  static func asRead(_ line: Line, _ shape: Shape) -> Line {
    guard shape == .spacer else { return line }
    var copy = line
    copy.text = copy.text.lowerBound..<copy.text.lowerBound
    return copy
  }

  // MARK: Markers

  static let nbsp = B.bytes("&nbsp;")

  /// The range of `raw` left when comment, quote and bold markers are removed, and its shape.
  static func undoMarkers(_ raw: [UInt8]) -> (Range<Int>, Shape) {
    var upper = raw.count
    while upper > 0, raw[upper - 1] == 0x0D || raw[upper - 1] == 0x0A { upper -= 1 }
    let lower = markersEnd(raw, end: upper)
    upper = trailingMarkersStart(raw, from: lower, end: upper)
    let content = B.trimmed(raw, lower..<upper)
    if content.isEmpty { return (lower..<upper, .blank) }
    var cursor = content.lowerBound
    while B.hasPrefix(raw, nbsp, at: cursor, end: content.upperBound) { cursor += nbsp.count }
    return (lower..<upper, cursor == content.upperBound ? .spacer : .text)
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
    case backtick:
      var cursor = index
      while cursor < end, raw[cursor] == backtick { cursor += 1 }
      return cursor - index
    case 0xEF where next == 0xBB && index + 2 < end && raw[index + 2] == 0xBF:
      return 3  // a byte-order mark
    case 0xC2 where next == 0xA0:
      return 2  // a no-break space
    case B.star where next.map(B.isWhitespace) ?? true:
      var cursor = index + 1
      while cursor < end, B.isWhitespace(raw[cursor]) { cursor += 1 }
      let legend = B.hasPrefix(raw, B.bytes("- "), at: cursor, end: end)
      return legend ? nil : 1
    default:
      return nil
    }
  }

  static let backtick: UInt8 = 0x60

  /// The start of `*/`, `**` or a run of backticks (a code fence) at the end of
  /// `raw[lower..<end]` (after trailing whitespace), or `end`.
  static func trailingMarkersStart(_ raw: [UInt8], from lower: Int, end: Int) -> Int {
    var upper = B.trimmed(raw, lower..<end).upperBound
    if upper > lower, raw[upper - 1] == backtick {
      while upper > lower, raw[upper - 1] == backtick { upper -= 1 }
      return upper
    }
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

  /// `HEADER ("<a>","<b>")` as `HEADER (`, `"<a>",`, `"<b>"`, `)`, added to `lines`; `false`
  /// (and nothing added) for other lines.
  static func splitOneLineList(_ line: Line, into lines: inout [Line]) -> Bool {
    let range = line.piece.map { 0..<$0.count } ?? line.text
    guard B.firstIndex(of: B.less, in: line.piece ?? line.original, range: range) != nil else {
      return false
    }
    let bytes = line.bytes
    guard let open = B.firstIndex(of: listOpen, in: bytes, range: 0..<bytes.count),
      let close = B.lastIndex(of: B.bytes(">\""), in: bytes, range: open..<bytes.count),
      B.trimmed(bytes, close + 2..<bytes.count).first.map({ bytes[$0] == B.closeParen }) ?? false
    else { return false }
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
    for piece in pieces {
      lines.append(
        Line(
          number: line.number, original: line.original, text: 0..<0, piece: Array(bytes[piece])))
    }
    return true
  }
}
