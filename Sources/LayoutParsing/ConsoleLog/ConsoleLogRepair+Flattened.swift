// A whole report flattened onto one line (FORMAT-NOTES H, 317.log): every newline became one
// space, TABs and trailing spaces were kept.
extension ConsoleLogRepair {
  /// The phrases that start a line of a report: where a flattened report is cut again.
  static let lineStarts: [[UInt8]] =
    [
      ConsoleLogReader.unable, ConsoleLogReader.conflicting, ConsoleLogReader.explanations[0],
      ConsoleLogReader.explanations[1], ConsoleLogReader.explanations[2],
      ConsoleLogReader.explanations[3], ConsoleLogReader.explanations[4],
      ConsoleLogReader.willAttempt,
    ] + ConsoleLogReader.trailers

  /// `"<` or `<` and a letter: the start of a list entry.
  static func entryStart(_ bytes: [UInt8], at index: Int) -> Bool {
    var cursor = index
    if cursor < bytes.count, bytes[cursor] == B.doubleQuote { cursor += 1 }
    guard cursor + 1 < bytes.count, bytes[cursor] == B.less else { return false }
    return B.isLetter(bytes[cursor + 1]) || bytes[cursor + 1] == 0x5F
  }

  /// Whether `line` may hold a flattened report: a header or the explanation, then a list
  /// entry or the recovery sentence, on one line. Looked for in `original` without copying.
  static func mayBeFlattened(_ line: Line) -> Bool {
    guard line.piece == nil, line.text.count > 120 else { return false }
    let range = line.text
    let raw = line.original
    let opening = [
      ConsoleLogReader.unable, ConsoleLogReader.conflicting, ConsoleLogReader.explanations[0],
    ].compactMap { B.firstIndex(of: $0, in: raw, range: range) }.min()
    guard let opening else { return false }
    let rest = opening..<range.upperBound
    return B.firstIndex(of: ConsoleLogReader.willAttempt, in: raw, range: rest) != nil
      || B.firstIndex(of: entryStartQuoted, in: raw, range: rest) != nil
  }

  static let entryStartQuoted = B.bytes("\"<")

  /// The line cut where UIKit ended its lines: before each phrase of `lineStarts`, before the
  /// list's `(` and each entry, and before the `)` that closes the list; `false` (nothing added)
  /// when `line` is not a flattened report.
  ///
  /// Positions inside a description (`<` and a letter to its `>`, nested `<…>` in an identifier
  /// included; `>=` is a relation) are never cut.
  static func splitFlattenedReport(_ line: Line, into lines: inout [Line]) -> Bool {
    guard mayBeFlattened(line) else { return false }
    let bytes = line.bytes
    var cuts: Set<Int> = []
    for phrase in lineStarts {
      var from = 0
      while let found = B.firstIndex(of: phrase, in: bytes, range: from..<bytes.count) {
        cuts.insert(found)
        from = found + phrase.count
      }
    }
    var depth = 0
    var hasList = false
    var index = 0
    while index < bytes.count {
      let byte = bytes[index]
      if byte == B.less, entryStart(bytes, at: index) {
        depth += 1
      } else if byte == B.greater, depth > 0, index + 1 == bytes.count || bytes[index + 1] != 0x3D {
        depth -= 1
      } else if depth == 0 {
        let next = B.trimmed(bytes, index + 1..<bytes.count).lowerBound
        switch byte {
        case B.openParen where entryStart(bytes, at: next):
          cuts.insert(index)
          cuts.insert(next)
          hasList = true
        case B.comma where entryStart(bytes, at: next):
          cuts.insert(next)
        case B.closeParen where hasList:
          cuts.insert(index)
          hasList = false
        default:
          break
        }
      }
      index += 1
    }
    cuts.remove(0)
    guard !cuts.isEmpty else { return false }
    var start = 0
    for cut in cuts.sorted() + [bytes.count] {
      lines.append(
        Line(
          number: line.number, original: line.original, text: 0..<0,
          piece: Array(bytes[start..<cut])))
      start = cut
    }
    return true
  }
}
