import LayoutModel

/// Why a constraint description could not be read, and where.
public struct ConstraintDescriptionError: Error, Hashable, Sendable, CustomStringConvertible {
  /// What was expected, in one sentence without a final period.
  public var message: String
  /// The 1-based column in the description text (counted in UTF-8 bytes).
  public var column: Int

  /// Creates an error.
  public init(message: String, column: Int) {
    self.message = message
    self.column = column
  }

  /// `column 12: expected an attribute after '.'`.
  public var description: String { "column \(column): \(message)" }
}

extension ConstraintDescription {
  /// Reads one description, `<` through `>`, as the log prints it (already unescaped: no
  /// `\<` or `\Uxxxx` left).
  ///
  /// A description whose final `>` is missing (a cut-off line) is read as far as it goes and
  /// flagged with `isMissingClosingBracket`.
  /// - Throws: `ConstraintDescriptionError` naming the column where the text stops matching
  ///   the grammar.
  public init(parsing text: some StringProtocol) throws(ConstraintDescriptionError) {
    var parser = ConstraintDescriptionParser(bytes: Array(text.utf8))
    self = try parser.parse()
  }
}

/// The recursive-descent reader behind `ConstraintDescription(parsing:)`, over UTF-8 bytes.
struct ConstraintDescriptionParser {
  typealias B = ConsoleLogBytes
  let bytes: [UInt8]
  var names: [NameBinding] = []

  init(bytes: [UInt8]) { self.bytes = bytes }

  static let colonHex = B.bytes(":0x")
  static let hMask = B.bytes("h=")
  static let vMask = B.bytes("v=")
  static let activeSuffix = B.bytes("(active")
  static let inactiveSuffix = B.bytes("(inactive")
  static let oldNamesSuffix = B.bytes("(Names:")
  static let namesWord = B.bytes("names:")
  static let oldNamesWord = B.bytes("Names:")
  static let activeWord = B.bytes("active")
  static let inactiveWord = B.bytes("inactive")
  static let hug = B.bytes(" Hug:")
  static let compressionResistance = B.bytes("CompressionResistance:")
  static let priorityWord = B.bytes("priority:")
  static let superviewName = B.bytes("'|':")

  func fail(_ message: String, at index: Int) -> ConstraintDescriptionError {
    ConstraintDescriptionError(message: message, column: index + 1)
  }

  mutating func parse() throws(ConstraintDescriptionError) -> ConstraintDescription {
    guard bytes.first == B.less else { throw fail("expected '<'", at: 0) }
    if let header = Self.rewrittenHeader(bytes, at: 0, end: bytes.count) {
      return try parseRewritten(header)
    }
    let missingBracket = bytes.last != B.greater
    let end = missingBracket ? bytes.count : bytes.count - 1
    var cursor = 1
    var className: String?
    var address: String?
    var tag: SnapKitSourceTag?
    if cursor < end, bytes[cursor] != B.quote {
      guard let colon = B.firstIndex(of: B.colon, in: bytes, range: cursor..<end) else {
        throw fail("expected 'Class:0xADDRESS'", at: cursor)
      }
      let classRange = cursor..<colon
      guard !classRange.isEmpty, !bytes[classRange].contains(where: B.isWhitespace) else {
        throw fail("expected a class name before ':0x'", at: cursor)
      }
      className = B.string(bytes, classRange)
      guard B.hasPrefix(bytes, Self.colonHex, at: colon, end: end) else {
        return try labelled(className: className, from: colon + 1, end: end, missingBracket)
      }
      let (addressEnd, printed) = try self.address(at: colon + 3, end: end)
      address = printed
      cursor = addressEnd
      if cursor < end, bytes[cursor] == B.at {
        tag = try sourceTag(from: &cursor, end: end)
      }
      guard cursor < end, B.isWhitespace(bytes[cursor]) else {
        throw fail("expected a space after the address", at: cursor)
      }
    }
    var description = try rest(from: cursor, end: end, missingBracket: missingBracket)
    description.className = className
    description.address = address
    description.sourceTag = tag
    return description
  }

  /// What follows the class, address and tag: `[MASK] ['IDENT'] BODY [SUFFIXES]`, from
  /// `cursor` to `end` (before the final `>`); fills `names`.
  mutating func rest(from start: Int, end: Int, missingBracket: Bool)
    throws(ConstraintDescriptionError) -> ConstraintDescription
  {
    var cursor = start
    skipWhitespace(&cursor, end: end)
    let mask = autoresizingMask(at: &cursor, end: end)
    let identifier = try self.identifier(at: &cursor, end: end)
    var bodyEnd = B.trimmed(bytes, cursor..<end).upperBound
    let isActive = try suffix(bodyEnd: &bodyEnd, lower: cursor, missingBracket: missingBracket)
    let content = try contentPriorities(bodyEnd: &bodyEnd, lower: cursor)
    let priority = try printedPriority(bodyEnd: &bodyEnd, lower: cursor)
    let bodyRange = B.trimmed(bytes, cursor..<bodyEnd)
    guard !bodyRange.isEmpty else { throw fail("expected a constraint body", at: cursor) }
    let body = try self.body(bodyRange)
    return ConstraintDescription(
      className: nil, address: nil, autoresizingMask: mask,
      identifier: identifier, body: body, printedPriority: priority,
      contentPriorities: content, isActive: isActive, names: names,
      isMissingClosingBracket: missingBracket)
  }

  /// The address after `0x` at `index`: hex digits (read lowercase, with `0x`), or a poster's
  /// redaction, `...` (hidden: `nil`) or `<A>` (a label standing for one address: `0x<A>`).
  /// - Returns: the index after it, and the address.
  func address(at index: Int, end: Int) throws(ConstraintDescriptionError) -> (Int, String?) {
    let hexEnd = B.hexEnd(bytes, from: index, end: end)
    if hexEnd > index { return (hexEnd, "0x" + B.string(bytes, index..<hexEnd).lowercased()) }
    guard let redactionEnd = Self.redactionEnd(bytes, at: index, end: end) else {
      throw fail("expected hex digits after '0x'", at: index)
    }
    let hidden = bytes[index] == B.dot
    return (redactionEnd, hidden ? nil : "0x" + B.string(bytes, index..<redactionEnd))
  }

  /// The end of a poster's redaction where an address's hex digits belong: `...` or `<A>`
  /// (letters, digits and `_` between the brackets); `nil` when there is none at `index`.
  static func redactionEnd(_ bytes: [UInt8], at index: Int, end: Int) -> Int? {
    if B.hasPrefix(bytes, B.bytes("..."), at: index, end: end) { return index + 3 }
    guard index < end, bytes[index] == B.less else { return nil }
    var cursor = index + 1
    while cursor < end,
      B.isLetter(bytes[cursor]) || B.isDigit(bytes[cursor]) || bytes[cursor] == 0x5F
    {
      cursor += 1
    }
    guard cursor > index + 1, cursor < end, bytes[cursor] == B.greater else { return nil }
    return cursor + 1
  }

  /// `<CLASS: 0xADDR>` at `index`, CLASS a constraint class (`...Constraint`): a description
  /// rewritten by a third-party library. The class's range, the address's hex digits and the
  /// index after `>`.
  static func rewrittenHeader(_ bytes: [UInt8], at index: Int, end: Int) -> (
    className: Range<Int>, hex: Range<Int>, end: Int
  )? {
    guard index < end, bytes[index] == B.less else { return nil }
    var cursor = index + 1
    while cursor < end,
      B.isLetter(bytes[cursor]) || B.isDigit(bytes[cursor])
        || bytes[cursor] == 0x5F || bytes[cursor] == B.dot
    {
      cursor += 1
    }
    // Only constraint classes: object descriptions such as `<NSArray: 0x1>` share the shape.
    guard cursor > index + 1, B.hasPrefix(bytes, B.bytes(": 0x"), at: cursor, end: end),
      B.string(bytes, index + 1..<cursor).hasSuffix("Constraint")
    else {
      return nil
    }
    let hexEnd = B.hexEnd(bytes, from: cursor + 4, end: end)
    guard hexEnd > cursor + 4, hexEnd < end, bytes[hexEnd] == B.greater else { return nil }
    return (index + 1..<cursor, cursor + 4..<hexEnd, hexEnd + 1)
  }

  /// `<CLASS: 0xADDR> BODY [(TAG)]`: the body after the `>`, and a final parenthesised tag
  /// after whitespace.
  mutating func parseRewritten(_ header: (className: Range<Int>, hex: Range<Int>, end: Int))
    throws(ConstraintDescriptionError) -> ConstraintDescription
  {
    var bodyRange = B.trimmed(bytes, header.end..<bytes.count)
    var annotation: String?
    if bodyRange.count > 2, bytes[bodyRange.upperBound - 1] == B.closeParen {
      var depth = 0
      var open = bodyRange.upperBound - 1
      while open > bodyRange.lowerBound {
        if bytes[open] == B.closeParen { depth += 1 }
        if bytes[open] == B.openParen { depth -= 1 }
        if depth == 0 { break }
        open -= 1
      }
      if depth == 0, open > bodyRange.lowerBound, B.isWhitespace(bytes[open - 1]) {
        annotation = B.string(bytes, open + 1..<bodyRange.upperBound - 1)
        bodyRange = B.trimmed(bytes, bodyRange.lowerBound..<open)
      }
    }
    guard !bodyRange.isEmpty else { throw fail("expected a constraint body", at: header.end) }
    return ConstraintDescription(
      className: B.string(bytes, header.className),
      address: "0x" + B.string(bytes, header.hex).lowercased(), body: try body(bodyRange),
      annotation: annotation)
  }

  /// A body: visual format (`H:` or `V:` then `|` or `[`) or an equation.
  func body(_ bodyRange: Range<Int>) throws(ConstraintDescriptionError)
    -> ConstraintDescription.Body
  {
    if bodyRange.count > 2, bytes[bodyRange.lowerBound + 1] == B.colon,
      bytes[bodyRange.lowerBound] == 0x48 || bytes[bodyRange.lowerBound] == 0x56,
      bytes[bodyRange.lowerBound + 2] == B.bar || bytes[bodyRange.lowerBound + 2] == B.openBracket
    {
      return .visualFormat(try visualFormat(bodyRange))
    }
    return .equation(try equation(bodyRange))
  }

  func skipWhitespace(_ cursor: inout Int, end: Int) {
    while cursor < end, B.isWhitespace(bytes[cursor]) { cursor += 1 }
  }

  /// `h=--& v=--&` followed by whitespace, or `nil` (cursor unchanged).
  func autoresizingMask(at cursor: inout Int, end: Int) -> AutoresizingMaskNotation? {
    guard B.hasPrefix(bytes, Self.hMask, at: cursor, end: end), cursor + 11 <= end,
      bytes[cursor + 5] == B.space, B.hasPrefix(bytes, Self.vMask, at: cursor + 6, end: end),
      cursor + 11 == end || B.isWhitespace(bytes[cursor + 11])
    else { return nil }
    let isMaskByte = { (byte: UInt8) in byte == B.minus || byte == 0x26 }
    guard bytes[cursor + 2..<cursor + 5].allSatisfy(isMaskByte),
      bytes[cursor + 8..<cursor + 11].allSatisfy(isMaskByte)
    else { return nil }
    let mask = AutoresizingMaskNotation(
      horizontal: B.string(bytes, cursor + 2..<cursor + 5),
      vertical: B.string(bytes, cursor + 8..<cursor + 11))
    cursor += 11
    skipWhitespace(&cursor, end: end)
    return mask
  }

  /// `'identifier with spaces' ` (the closing quote is the first one followed by whitespace).
  func identifier(at cursor: inout Int, end: Int) throws(ConstraintDescriptionError) -> String? {
    guard cursor < end, bytes[cursor] == B.quote else { return nil }
    var close = cursor + 1
    while close < end {
      if bytes[close] == B.quote, close + 1 < end, B.isWhitespace(bytes[close + 1]) { break }
      close += 1
    }
    guard close < end else { throw fail("expected the identifier's closing quote", at: cursor) }
    let identifier = B.string(bytes, cursor + 1..<close)
    cursor = close + 1
    skipWhitespace(&cursor, end: end)
    return identifier
  }

  /// `(active)`, `(inactive)`, `(active, names: ... )`, `(Names: ... )` at the end of the
  /// body; moves `bodyEnd` before it and fills `names`.
  mutating func suffix(bodyEnd: inout Int, lower: Int, missingBracket: Bool)
    throws(ConstraintDescriptionError) -> Bool?
  {
    let range = lower..<bodyEnd
    let candidates = [Self.activeSuffix, Self.inactiveSuffix, Self.oldNamesSuffix].compactMap {
      B.lastIndex(of: $0, in: bytes, range: range)
    }
    guard let open = candidates.max() else { return nil }
    var cursor = open + 1
    var isActive: Bool?
    if B.hasPrefix(bytes, Self.activeWord, at: cursor) {
      isActive = true
      cursor += Self.activeWord.count
    } else if B.hasPrefix(bytes, Self.inactiveWord, at: cursor) {
      isActive = false
      cursor += Self.inactiveWord.count
    }
    let closed = bytes[bodyEnd - 1] == B.closeParen
    let inner = closed ? bodyEnd - 1 : bodyEnd
    guard closed || missingBracket else {
      throw fail("expected ')' closing the suffix", at: bodyEnd)
    }
    if isActive != nil, cursor < inner, bytes[cursor] == B.comma {
      cursor += 1
      skipWhitespace(&cursor, end: inner)
      guard B.hasPrefix(bytes, Self.namesWord, at: cursor, end: inner) else {
        throw fail("expected 'names:'", at: cursor)
      }
      cursor += Self.namesWord.count
      try nameList(cursor..<inner, complete: closed)
    } else if isActive == nil {
      cursor += Self.oldNamesWord.count
      try nameList(cursor..<inner, complete: closed)
    } else {
      guard B.trimmed(bytes, cursor..<inner).isEmpty else {
        throw fail("unexpected text in the activation suffix", at: cursor)
      }
    }
    bodyEnd = open
    return isActive
  }

  /// `title_label:0x7fa4d0e9e480, '|':UIView:0x7fb7bb413950 ` (entries end at the hex digits
  /// after `:0x`, so names may hold spaces, dots and commas).
  mutating func nameList(_ range: Range<Int>, complete: Bool) throws(ConstraintDescriptionError) {
    var cursor = range.lowerBound
    while true {
      skipWhitespace(&cursor, end: range.upperBound)
      guard cursor < range.upperBound else { return }
      guard
        var colon = B.firstIndex(of: Self.colonHex, in: bytes, range: cursor..<range.upperBound)
      else {
        if complete { throw fail("expected 'name:0xADDRESS' in names", at: cursor) }
        return
      }
      var (hexEnd, address) = try self.address(at: colon + 3, end: range.upperBound)
      // An entry naming an anchor, `X:0x7f01.leading:0x6000aa0011`: the name runs to the
      // entry's last `:0x`.
      while hexEnd < range.upperBound, bytes[hexEnd] != B.comma, !B.isWhitespace(bytes[hexEnd]),
        bytes[hexEnd] != B.quote,
        let next = B.firstIndex(of: Self.colonHex, in: bytes, range: hexEnd..<range.upperBound)
      {
        colon = next
        (hexEnd, address) = try self.address(at: colon + 3, end: range.upperBound)
      }
      // The item's text after its address, `label:0x7d1'Hello, world'`.
      let text = quotedText(at: &hexEnd, end: range.upperBound)
      if B.hasPrefix(bytes, Self.superviewName, at: cursor, end: colon) {
        let token = Self.className(bytes, cursor + Self.superviewName.count..<colon)
        names.append(
          NameBinding(
            name: "|",
            item: ConstraintDescriptionItem(
              className: token, address: address, text: text, isSuperview: true)))
      } else {
        let name = B.string(bytes, cursor..<colon)
        names.append(
          NameBinding(
            name: name, item: ConstraintDescriptionItem(address: address, text: text, name: name)))
      }
      cursor = hexEnd
      skipWhitespace(&cursor, end: range.upperBound)
      if cursor < range.upperBound {
        guard bytes[cursor] == B.comma else {
          throw fail("expected ',' between names", at: cursor)
        }
        cursor += 1
      }
    }
  }

  /// The text `'…'` of a `names:` entry at `index`, which moves past it: it ends at the last
  /// `'` before the next entry (`, ` and a name with `:0x`) or the list's end, so a text may
  /// hold commas and apostrophes; `nil` (and `index` unmoved) when no `'` stands there.
  func quotedText(at index: inout Int, end: Int) -> String? {
    guard index < end, bytes[index] == B.quote else { return nil }
    var close = index + 1
    while close < end {
      if bytes[close] == B.quote {
        let rest = B.trimmed(bytes, close + 1..<end)
        if rest.isEmpty
          || (bytes[rest.lowerBound] == B.comma
            && B.firstIndex(of: Self.colonHex, in: bytes, range: rest) != nil)
        {
          let text = B.string(bytes, index + 1..<close)
          index = close + 1
          return text
        }
      }
      close += 1
    }
    return nil
  }

  /// ` Hug:250 CompressionResistance:1` at the end of the body.
  func contentPriorities(bodyEnd: inout Int, lower: Int) throws(ConstraintDescriptionError)
    -> ContentSizePriorities?
  {
    let end = B.trimmed(bytes, lower..<bodyEnd).upperBound
    guard let start = B.lastIndex(of: Self.hug, in: bytes, range: lower..<end) else { return nil }
    var cursor = start + Self.hug.count
    let hugEnd = B.numberEnd(bytes, from: cursor, end: end)
    guard let hugging = B.number(bytes, cursor..<hugEnd) else {
      throw fail("expected a number after 'Hug:'", at: cursor)
    }
    cursor = hugEnd
    skipWhitespace(&cursor, end: end)
    guard B.hasPrefix(bytes, Self.compressionResistance, at: cursor, end: end),
      let resistance = B.number(bytes, cursor + Self.compressionResistance.count..<end)
    else { throw fail("expected 'CompressionResistance:N' after 'Hug:N'", at: cursor) }
    bodyEnd = start
    return ContentSizePriorities(
      hugging: LayoutPriority(hugging), compressionResistance: LayoutPriority(resistance))
  }

  /// ` priority:999.5` at the end of the body.
  func printedPriority(bodyEnd: inout Int, lower: Int) throws(ConstraintDescriptionError)
    -> LayoutPriority?
  {
    let end = B.trimmed(bytes, lower..<bodyEnd).upperBound
    guard let start = B.lastIndex(of: Self.priorityWord, in: bytes, range: lower..<end),
      start > lower, B.isWhitespace(bytes[start - 1])
    else { return nil }
    guard let value = B.number(bytes, start + Self.priorityWord.count..<end) else {
      throw fail("expected a number after 'priority:'", at: start + Self.priorityWord.count)
    }
    bodyEnd = start
    return LayoutPriority(value)
  }
}
