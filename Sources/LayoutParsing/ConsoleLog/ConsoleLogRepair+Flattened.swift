// A whole report flattened onto one line (FORMAT-NOTES H, 317.log): every newline became one
// space, TABs and trailing spaces were kept.
extension ConsoleLogRepair {
  /// The phrases that start a line of a report: where a flattened report is cut again.
  static let lineStarts: [[UInt8]] =
    [ConsoleLogReader.unable, ConsoleLogReader.conflicting, ConsoleLogReader.explanations[0]]
    + [ConsoleLogReader.willAttempt] + ConsoleLogReader.trailers

  /// The explanation's later phrases (`Try this:`, `(1) look ...`): their own lines only in
  /// the multi-line explanation, whose lines start with a TAB (or, after the newline became a
  /// space, follow at least two spaces); the one-line explanation of iOS 7 to 9 keeps them.
  static let explanationParts = Array(ConsoleLogReader.explanations[1...4])

  /// `"<`, `<` or `\<` and a letter: the start of a list entry.
  static func entryStart(_ bytes: [UInt8], at index: Int) -> Bool {
    var cursor = index
    if cursor < bytes.count, bytes[cursor] == B.doubleQuote || bytes[cursor] == B.backslash {
      cursor += 1
    }
    guard cursor + 1 < bytes.count, bytes[cursor] == B.less else { return false }
    return B.isLetter(bytes[cursor + 1]) || bytes[cursor + 1] == 0x5F
  }

  /// Whether `line` may hold a flattened report: a header or the explanation, then a
  /// description (`:0x`) or the recovery sentence, on one line. Looked for in `original`
  /// without copying.
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
      || B.firstIndex(of: ConsoleLogReader.addressStart, in: raw, range: rest) != nil
      || B.firstIndex(of: ConsoleLogReader.privateMarker, in: raw, range: rest) != nil
  }

  /// The line cut where UIKit ended its lines: before each phrase of `lineStarts` (and the log
  /// prefix before a header), before the list's `(`, each entry and a list replaced by `...`
  /// or `<private>`, and before the `)` that closes the list; `false` (nothing added) when
  /// `line` is not a flattened report. A piece keeps no comment or quote marker (`//`, `>`)
  /// of the line after it.
  ///
  /// Positions inside a description (`<` and a letter to its `>`, nested `<…>` in an identifier
  /// included; `>=` is a relation) are never cut.
  static func splitFlattenedReport(_ line: Line, into lines: inout [Line]) -> Bool {
    guard mayBeFlattened(line) else { return false }
    let bytes = line.bytes
    var cuts = phraseCuts(bytes)
    var depth = 0
    var hasList = false
    var index = 0
    while index < bytes.count {
      let byte = bytes[index]
      if depth == 0, index > 0, B.isWhitespace(bytes[index - 1]), isReplacement(bytes, at: index) {
        // A list left out (`...`) or redacted (`<private>`) on a line of its own.
        let length = bytes[index] == B.dot ? 3 : ConsoleLogReader.privateMarker.count
        cuts.insert(index)
        cuts.insert(contentStart(bytes, from: index + length))
        index += length
        continue
      }
      if byte == B.less, entryStart(bytes, at: index) {
        depth += 1
      } else if byte == B.greater, depth > 0, index + 1 == bytes.count || bytes[index + 1] != 0x3D {
        depth -= 1
      } else if depth == 0 {
        let next = contentStart(bytes, from: index + 1)
        switch byte {
        case B.openParen where entryStart(bytes, at: next) || isReplacement(bytes, at: next):
          cuts.insert(index)
          cuts.insert(next)
          hasList = true
        case B.comma where entryStart(bytes, at: next):
          cuts.insert(next)
        case B.closeParen where hasList:
          // `)`, `).` or `),` alone, whatever the line after it holds.
          cuts.insert(index)
          let after = index + 1
          let end = after < bytes.count && (bytes[after] == B.dot || bytes[after] == B.comma)
          cuts.insert(contentStart(bytes, from: end ? after + 1 : after))
          hasList = false
        default:
          break
        }
      }
      index += 1
    }
    cuts.remove(0)
    cuts.remove(bytes.count)
    guard !cuts.isEmpty else { return false }
    var start = 0
    for cut in cuts.sorted() + [bytes.count] {
      let end = markerFreeEnd(bytes, start..<cut)
      lines.append(
        Line(
          number: line.number, original: line.original, text: 0..<0,
          piece: Array(bytes[start..<end])))
      start = cut
    }
    return true
  }

  /// Where the phrases of a flattened report start (moved back over a log prefix and category
  /// before a header, `2015-03-31 22:55:39.629 App[30839:730209] [LayoutConstraints] `).
  static func phraseCuts(_ bytes: [UInt8]) -> Set<Int> {
    var cuts: Set<Int> = []
    for phrase in lineStarts {
      var from = 0
      while let found = B.firstIndex(of: phrase, in: bytes, range: from..<bytes.count) {
        cuts.insert(prefixStart(bytes, before: found))
        from = found + phrase.count
      }
    }
    for phrase in explanationParts {
      var from = 0
      while let found = B.firstIndex(of: phrase, in: bytes, range: from..<bytes.count) {
        var gap = found
        while gap > 0, B.isWhitespace(bytes[gap - 1]) || isMarkerByte(bytes[gap - 1]) { gap -= 1 }
        let space = bytes[gap..<found]
        if space.contains(B.tab) || space.count >= 2 { cuts.insert(found) }
        from = found + phrase.count
      }
    }
    return cuts
  }

  /// The start of the longest log prefix (and os_log category) that ends at `index`, or
  /// `index`.
  static func prefixStart(_ bytes: [UInt8], before index: Int) -> Int {
    var start = index
    var best = index
    while start > 0, index - start < 160 {
      start -= 1
      guard start == 0 || B.isWhitespace(bytes[start - 1]) else { continue }
      guard let end = ConsoleLogLine.logPrefixEnd(bytes, from: start, end: index),
        ConsoleLogLine.skipCategory(bytes, from: end, end: index) == index
      else { continue }
      best = start
    }
    return best
  }

  /// `/`, `>` and `*`: the bytes of the comment, quote and bold markers a paste puts before
  /// each line.
  static func isMarkerByte(_ byte: UInt8) -> Bool {
    byte == 0x2F || byte == B.greater || byte == B.star
  }

  /// The first byte at or after `index` past whitespace and the markers of the next line
  /// (`//`, `> `, `**`, ` * `).
  static func contentStart(_ bytes: [UInt8], from index: Int) -> Int {
    var cursor = index
    while true {
      while cursor < bytes.count, B.isWhitespace(bytes[cursor]) { cursor += 1 }
      guard cursor < bytes.count, let length = markerLength(bytes, at: cursor, end: bytes.count)
      else { return cursor }
      cursor += length
    }
  }

  /// Whether `...` or `<private>` (a list left out or redacted) stands at `index`.
  static func isReplacement(_ bytes: [UInt8], at index: Int) -> Bool {
    B.hasPrefix(bytes, ConsoleLogReader.ellipsis, at: index)
      || B.hasPrefix(bytes, ConsoleLogReader.privateMarker, at: index)
  }

  /// The end of `bytes[range]` without the comment, quote or bold markers of the next line
  /// that flattening left at its end (`… )  //`, `… ",  >`, `… ** **`).
  static func markerFreeEnd(_ bytes: [UInt8], _ range: Range<Int>) -> Int {
    var end = B.trimmed(bytes, range).upperBound
    while end > range.lowerBound {
      // `&nbsp;`, what markdown kept of an empty line.
      if end - range.lowerBound >= nbsp.count, Array(bytes[end - nbsp.count..<end]) == nbsp {
        end = B.trimmed(bytes, range.lowerBound..<end - nbsp.count).upperBound
        continue
      }
      var run = end
      while run > range.lowerBound, isMarkerByte(bytes[run - 1]) { run -= 1 }
      // A run of markers standing alone after whitespace (a description's `>` follows text).
      guard run < end, run == range.lowerBound || B.isWhitespace(bytes[run - 1]) else { break }
      end = B.trimmed(bytes, range.lowerBound..<run).upperBound
    }
    return end
  }
}
