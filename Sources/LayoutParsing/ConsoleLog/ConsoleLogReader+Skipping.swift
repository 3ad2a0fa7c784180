// Between blocks: the cheap byte test that lets the reader skip the lines of a log that are
// about something else (a build log's compiler lines, other subsystems' os_log lines).
extension ConsoleLogReader {
  /// Whether no block is open: no report, list, dump or trace, nothing waiting for a closing
  /// line. A line read then can only start a block; one that cannot (`isInert`) changes
  /// nothing.
  ///
  /// `mutating` although it changes nothing, and the optionals' cases matched rather than
  /// compared with `nil`: it is asked of every line, from mutating methods, and a getter there
  /// copies the whole reader (open report included) for each call.
  mutating func isQuiet() -> Bool {
    if case .some = report { return false }
    if case .some = trace { return false }
    if case .some = closingHeader { return false }
    if case .idle = state { return true }
    return false
  }

  /// Whether `bytes[range]`, a repaired line, cannot start a block (`handleIdle`): it holds no
  /// `<` (a description, `<__NSArray`), no `0x` (a trace's tree line), none of the phrases
  /// that open a report or tail (`constraint` in any header, explanation or trailer, `Will
  /// attempt`), no `(lldb)`, `po ` or ` element` (a dump's command), and does not end with
  /// `(` (a list's opening line). Blank lines are inert.
  static func isInert(_ bytes: [UInt8], _ range: Range<Int>) -> Bool {
    bytes.withUnsafeBufferPointer { buffer in
      var upper = range.upperBound
      while upper > range.lowerBound, B.isWhitespace(buffer[upper - 1]) { upper -= 1 }
      if upper > range.lowerBound, buffer[upper - 1] == B.openParen { return false }
      return !mayStartBlock(UnsafeBufferPointer(rebasing: buffer[range.lowerBound..<upper]))
    }
  }

  /// Whether `line`, an input line as read, is text the repair leaves as it is (no comment,
  /// quote or bold marker around it, not blank, not `&nbsp;`) and inert (`isInert`): then, in
  /// a quiet reader, it only counts as a line of text for the repair's double-spacing test.
  static func isPlainInert(_ line: UnsafeBufferPointer<UInt8>) -> Bool {
    var lower = 0
    var upper = line.count
    while lower < upper, B.isWhitespace(line[lower]) { lower += 1 }
    while upper > lower, B.isWhitespace(line[upper - 1]) || line[upper - 1] == 0x0A { upper -= 1 }
    guard lower < upper else { return false }
    switch line[lower] {
    case 0x2F, B.greater, B.star, 0x26: return false  // `/`, `>`, `*`, `&`
    default: break
    }
    switch line[upper - 1] {
    case 0x2F, B.star, B.openParen: return false
    default: break
    }
    return !mayStartBlock(UnsafeBufferPointer(rebasing: line[lower..<upper]))
  }

  /// Whether `text` holds a byte or phrase that can start a block (see `isInert`): one pass
  /// over the bytes, a phrase compared only at a byte that can begin it (`isStart`).
  static func mayStartBlock(_ text: UnsafeBufferPointer<UInt8>) -> Bool {
    let count = text.count
    var index = 0
    while index < count {
      let byte = text[index]
      if isStart(byte) {
        // The phrase's second byte first: most spaces and `o`s begin none of them.
        let next = index + 1 < count ? text[index + 1] : 0
        switch byte {
        case B.less:
          return true
        case 0x78 where index > 0 && text[index - 1] == 0x30:  // 0x
          return true
        case 0x6F where next == 0x6E && has(text, onstraint, at: index),  // (c|C)onstraint
          0x57 where next == 0x69 && has(text, willAttempt, at: index),
          B.openParen where next == 0x6C && has(text, lldb, at: index),
          0x70 where next == 0x6F && has(text, poCommand, at: index),
          B.space where next == 0x65 && has(text, elements[1], at: index):
          return true
        default:
          break
        }
      }
      index += 1
    }
    return false
  }

  /// Whether `text[index...]` starts with `phrase`.
  static func has(_ text: UnsafeBufferPointer<UInt8>, _ phrase: [UInt8], at index: Int) -> Bool {
    guard index + phrase.count <= text.count else { return false }
    for offset in 1..<phrase.count where text[index + offset] != phrase[offset] { return false }
    return true
  }

  /// Whether `mayStartBlock` looks closer at `byte`: `<`, the `x` of `0x`, and the first bytes
  /// of `onstraint` (in every header, explanation and trailer), `Will attempt`, and a dump's
  /// `(lldb)`, `po ` and ` element`. Two 64-bit masks (bytes below 64, bytes 64 to 127), so that
  /// the test is a shift and a mask per byte of a line that is about something else.
  @inline(__always)
  static func isStart(_ byte: UInt8) -> Bool {
    // Space, `(` and `<`; then `W`, `o`, `p` and `x`, less 64.
    let low: UInt64 = 1 << 0x20 | 1 << 0x28 | 1 << 0x3C
    let high: UInt64 = 1 << (0x57 - 64) | 1 << (0x6F - 64) | 1 << (0x70 - 64) | 1 << (0x78 - 64)
    if byte < 64 { return (low &>> UInt64(byte)) & 1 != 0 }
    if byte < 128 { return (high &>> UInt64(byte &- 64)) & 1 != 0 }
    return false
  }

  /// In `constraint`, `Constraint` and `constraints`.
  static let onstraint = B.bytes("onstraint")
}
