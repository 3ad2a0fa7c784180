/// One input line made ready for reading: log prefix removed, escapes undone, and the spans of
/// its constraint descriptions found. Markers around the line (`> `, `// `, `**`) were removed
/// before, by `ConsoleLogRepair`.
///
/// Prefixes removed (FORMAT-NOTES A4): os_log and NSLog timestamps
/// (`2017-12-10 14:43:56.185084-0800 App Name[29643:1101268] `), Console.app's
/// `11/15/14 7:37:32.893 AM App[23288]: ` and day-first `21/03/2018 21:50:12.007 App[31671]: `,
/// Console.app's TAB-separated columns (`default⇥21/03/2018⇥9:50:12.007 pm⇥App[31671]⇥`, the
/// type column optional, dates day-first with `/`, `.` or `-`, 12-hour times in any case),
/// syslog's `Mar  4 18:25:38 Host Proc[10567]: `, a bare `Proc[pid:tid] ` or `Proc[]: `, and an
/// os_log category (`[LayoutConstraints] `, `[Layout] `). Escapes undone: markdown's `\<`, `\>`,
/// `\|`, `\_`, `\*`, and NSString's `\"`, `\\` and `\Uxxxx` (its escaping inside an NSArray
/// description).
struct ConsoleLogLine {
  typealias B = ConsoleLogBytes
  /// The 1-based line number.
  let number: Int
  /// The line as read (without the newline), after `ConsoleLogRepair`.
  let raw: [UInt8]
  /// The line as printed, for messages.
  let original: [UInt8]
  /// The content after the prefix, unescaped.
  let bytes: [UInt8]
  /// The log prefix, if one was removed.
  let prefix: String?
  /// The trimmed content range in `bytes`.
  let content: Range<Int>

  init(number: Int, raw: [UInt8], original: [UInt8]? = nil) {
    self.number = number
    self.raw = raw
    self.original = original ?? raw
    var lower = 0
    var upper = raw.count
    while upper > 0, raw[upper - 1] == 0x0D || raw[upper - 1] == 0x0A { upper -= 1 }
    while lower < upper, B.isWhitespace(raw[lower]) { lower += 1 }
    let prefixEnd = Self.logPrefixEnd(raw, from: lower, end: upper)
    prefix = prefixEnd.map { B.string(raw, lower..<$0).trimmingTrailingSpaces() }
    if let prefixEnd { lower = prefixEnd }
    lower = Self.skipCategory(raw, from: lower, end: upper)
    if B.firstIndex(of: B.backslash, in: raw, range: lower..<upper) != nil {
      bytes = Self.unescape(raw, lower..<upper)
    } else {
      bytes = Array(raw[lower..<upper])
    }
    content = B.trimmed(bytes, 0..<bytes.count)
  }

  var isBlank: Bool { content.isEmpty }

  /// The content as a string.
  var text: String { B.string(bytes, content) }

  /// The line as printed, as a string.
  var rawText: String {
    var upper = original.count
    while upper > 0, original[upper - 1] == 0x0D { upper -= 1 }
    return B.string(original, 0..<upper)
  }

  func hasPrefix(_ needle: [UInt8]) -> Bool {
    B.hasPrefix(bytes, needle, at: content.lowerBound, end: content.upperBound)
  }

  func contains(_ needle: [UInt8]) -> Bool {
    B.firstIndex(of: needle, in: bytes, range: content) != nil
  }

  func equals(_ needle: [UInt8]) -> Bool { B.equals(bytes, content, needle) }

  // MARK: Prefixes

  /// The end of a log prefix starting at `index` (after its trailing space), or `nil`.
  static func logPrefixEnd(_ raw: [UInt8], from index: Int, end: Int) -> Int? {
    guard index < end else { return nil }
    var cursor = consoleTypeEnd(raw, from: index, end: end) ?? index
    guard cursor < end else { return nil }
    if B.isDigit(raw[cursor]) {
      guard let afterDate = dateEnd(raw, from: cursor, end: end) else { return nil }
      cursor = afterDate
      // Console.app's columns: the process column, then the message after a TAB.
      if raw[cursor - 1] == B.tab, let afterColumn = columnEnd(raw, from: cursor, end: end) {
        return afterColumn
      }
    } else if let afterSyslog = syslogDateEnd(raw, from: cursor, end: end) {
      cursor = afterSyslog
    } else if cursor > index {
      return nil
    }
    return processEnd(raw, from: cursor, end: end, allowSpaces: cursor > index)
  }

  /// Console.app's message types, the first column of a copied row.
  static let consoleTypes = [
    "default", "info", "debug", "error", "fault", "notice", "Default", "Info", "Debug", "Error",
    "Fault", "Notice",
  ].map { Array($0.utf8) }

  /// `default\t` (a Console.app type column and its TAB): the index after the TAB.
  static func consoleTypeEnd(_ raw: [UInt8], from index: Int, end: Int) -> Int? {
    for type in consoleTypes where B.hasPrefix(raw, type, at: index, end: end) {
      let after = index + type.count
      if after < end, raw[after] == B.tab { return after + 1 }
    }
    return nil
  }

  /// `App[31671]\t` (a Console.app process column, TAB-separated): the index after the TAB,
  /// when the column holds no `<`, `"` or `(` (then it is the message itself).
  static func columnEnd(_ raw: [UInt8], from index: Int, end: Int) -> Int? {
    var cursor = index
    while cursor < end, raw[cursor] != B.tab {
      if raw[cursor] == B.less || raw[cursor] == B.doubleQuote || raw[cursor] == B.openParen {
        return nil
      }
      cursor += 1
    }
    guard cursor > index, cursor < end else { return nil }
    return cursor + 1
  }

  /// `2017-12-10 14:43:56.185084-0800 `, `11/15/14 7:37:32.893 AM `, Console.app's
  /// day-first `21/03/2018, 9:50:12.007 pm\t` or `21.03.18 21:50:12,007\t`: the index after the
  /// space or TAB that ends the time (and its AM/PM and time zone).
  static func dateEnd(_ raw: [UInt8], from index: Int, end: Int) -> Int? {
    var cursor = index
    while cursor < end,
      B.isDigit(raw[cursor]) || raw[cursor] == B.minus || raw[cursor] == 0x2F
        || raw[cursor] == B.dot
    {
      cursor += 1
    }
    guard cursor - index >= 6, cursor < end else { return nil }
    if raw[cursor] == B.comma { cursor += 1 }
    guard cursor < end, raw[cursor] == B.space || raw[cursor] == B.tab else { return nil }
    cursor += 1
    let timeStart = cursor
    while cursor < end,
      B.isDigit(raw[cursor]) || raw[cursor] == B.colon || raw[cursor] == B.dot
        || raw[cursor] == B.minus || raw[cursor] == B.plus || raw[cursor] == B.comma
    {
      cursor += 1
    }
    guard cursor - timeStart >= 5, cursor < end, raw[cursor] == B.space || raw[cursor] == B.tab
    else { return nil }
    cursor += 1
    if let afterMeridiem = meridiemEnd(raw, from: cursor, end: end) { cursor = afterMeridiem }
    if cursor < end, raw[cursor] == B.plus || raw[cursor] == B.minus {
      var zone = cursor + 1
      while zone < end, B.isDigit(raw[zone]) { zone += 1 }
      if zone - cursor == 5, zone < end, raw[zone] == B.space || raw[zone] == B.tab {
        cursor = zone + 1
      }
    }
    return cursor
  }

  /// `AM `, `pm\t`, `a.m. `: the index after the space or TAB.
  static func meridiemEnd(_ raw: [UInt8], from index: Int, end: Int) -> Int? {
    for word in meridiems where B.hasPrefix(raw, word, at: index, end: end) {
      let after = index + word.count
      if after < end, raw[after] == B.space || raw[after] == B.tab { return after + 1 }
    }
    return nil
  }

  static let meridiems = ["AM", "PM", "am", "pm", "a.m.", "p.m."].map { Array($0.utf8) }

  static let months = [
    "Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct",
    "Nov", "Dec",
  ].map { Array($0.utf8) }

  /// `Mar  4 18:25:38 Host-MBP `: the index after the host name's space.
  static func syslogDateEnd(_ raw: [UInt8], from index: Int, end: Int) -> Int? {
    guard months.contains(where: { B.hasPrefix(raw, $0, at: index, end: end) }),
      index + 3 < end, raw[index + 3] == B.space
    else { return nil }
    var cursor = index + 3
    while cursor < end, raw[cursor] == B.space { cursor += 1 }
    let dayStart = cursor
    while cursor < end, B.isDigit(raw[cursor]) { cursor += 1 }
    guard cursor > dayStart, cursor < end, raw[cursor] == B.space else { return nil }
    cursor += 1
    let timeStart = cursor
    while cursor < end, B.isDigit(raw[cursor]) || raw[cursor] == B.colon { cursor += 1 }
    guard cursor - timeStart >= 5, cursor < end, raw[cursor] == B.space else { return nil }
    cursor += 1
    while cursor < end, raw[cursor] != B.space { cursor += 1 }
    guard cursor < end else { return nil }
    return cursor + 1
  }

  /// `App Name[29643:1101268] `, `App[23288]: ` or `App[]: `: the index after the space (or the
  /// line's end). Without a date before it the name may not hold spaces.
  static func processEnd(_ raw: [UInt8], from index: Int, end: Int, allowSpaces: Bool) -> Int? {
    var cursor = index
    while cursor < end, raw[cursor] != B.openBracket {
      if raw[cursor] == B.space, !allowSpaces { return nil }
      if raw[cursor] == B.less || raw[cursor] == B.doubleQuote { return nil }
      cursor += 1
    }
    guard cursor > index, cursor < end else { return nil }
    cursor += 1
    let pidStart = cursor
    while cursor < end, B.isDigit(raw[cursor]) { cursor += 1 }
    guard cursor < end else { return nil }
    if cursor == pidStart {
      // `App[]: ` (no pid): only with the colon, so that `[x]` in text is not taken.
      guard cursor + 1 < end, raw[cursor] == B.closeBracket, raw[cursor + 1] == B.colon else {
        return nil
      }
    }
    if raw[cursor] == B.colon {
      cursor += 1
      let threadStart = cursor
      while cursor < end, B.isHexDigit(raw[cursor]) || raw[cursor] == 0x78 { cursor += 1 }
      guard cursor > threadStart else { return nil }
    }
    guard cursor < end, raw[cursor] == B.closeBracket else { return nil }
    cursor += 1
    if cursor < end, raw[cursor] == B.colon { cursor += 1 }
    if cursor == end { return end }
    guard raw[cursor] == B.space else { return nil }
    while cursor < end, raw[cursor] == B.space { cursor += 1 }
    return cursor
  }

  /// Skips whitespace and an os_log category `[LayoutConstraints] ` (letters only).
  static func skipCategory(_ raw: [UInt8], from index: Int, end: Int) -> Int {
    var cursor = index
    while cursor < end, B.isWhitespace(raw[cursor]) { cursor += 1 }
    guard cursor < end, raw[cursor] == B.openBracket else { return cursor }
    var close = cursor + 1
    while close < end, B.isLetter(raw[close]) { close += 1 }
    guard close > cursor + 1, close + 1 < end, raw[close] == B.closeBracket,
      raw[close + 1] == B.space
    else { return cursor }
    return close + 2
  }

  // MARK: Escapes

  static let markdownEscaped: Set<UInt8> = [
    B.less, B.greater, B.bar, 0x5F, B.star, B.openBracket, B.closeBracket, B.doubleQuote,
    B.backslash, B.quote, 0x60, B.hash,
  ]

  /// Undoes `\<`, `\>`, `\|`, `\_`, `\*`, `\"`, `\\` and `\Uxxxx` (UTF-16 units, surrogate
  /// pairs joined); other backslashes stay.
  static func unescape(_ raw: [UInt8], _ range: Range<Int>) -> [UInt8] {
    var out: [UInt8] = []
    out.reserveCapacity(range.count)
    var cursor = range.lowerBound
    var pendingHigh: UInt32?
    while cursor < range.upperBound {
      let byte = raw[cursor]
      if byte == B.backslash, cursor + 1 < range.upperBound {
        let next = raw[cursor + 1]
        if next == 0x55 || next == 0x75,
          let unit = UnicodeEscape.hexUnit(raw, at: cursor + 2, end: range.upperBound)
        {
          cursor += 6
          if UnicodeEscape.isHighSurrogate(unit) {
            pendingHigh = unit
            continue
          }
          let scalar =
            if let high = pendingHigh, UnicodeEscape.isLowSurrogate(unit) {
              UnicodeEscape.scalar(high: high, low: unit)
            } else {
              UnicodeEscape.scalar(unit)
            }
          pendingHigh = nil
          out.append(contentsOf: Array(String(Character(scalar)).utf8))
          continue
        }
        if markdownEscaped.contains(next) {
          out.append(next)
          cursor += 2
          continue
        }
      }
      if pendingHigh != nil {
        out.append(contentsOf: [0xEF, 0xBF, 0xBD])
        pendingHigh = nil
      }
      out.append(byte)
      cursor += 1
    }
    return out
  }
}

extension String {
  func trimmingTrailingSpaces() -> String {
    var copy = Substring(self)
    while let last = copy.last, last == " " || last == "\t" { copy = copy.dropLast() }
    return String(copy)
  }
}
