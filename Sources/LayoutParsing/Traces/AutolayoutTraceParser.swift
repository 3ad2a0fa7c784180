/// Reads the lines of an `_autolayoutTrace` tree (see `AutolayoutTrace`).
enum AutolayoutTraceParser {
  typealias B = ConsoleLogBytes
  static let bullet = B.bytes("•")
  static let ambiguous = B.bytes("- AMBIGUOUS LAYOUT")
  static let ambiguousFor = B.bytes(" for ")
  static let missingHost = B.bytes(", MISSING HOST CONSTRAINTS")
  static let legend = B.bytes("Legend:")
  static let idOpen = B.bytes("{id:")

  /// Whether the line belongs to a trace's legend block (`Legend:`, `* - is laid out ...`, a
  /// line holding only a TAB).
  static func isLegendLine(_ line: ConsoleLogLine, inLegend: Bool) -> Bool {
    if line.equals(legend) { return true }
    guard inLegend else { return false }
    if line.isBlank { return !line.raw.isEmpty && line.raw.allSatisfy(B.isWhitespace) }
    let dash = B.bytes(" - ")
    let markerEnd = line.hasPrefix(bullet) ? bullet.count : 1
    return B.hasPrefix(line.bytes, dash, at: line.content.lowerBound + markerEnd)
  }

  /// Whether the line is a poster's elision inside a tree: `[snip]` (any case), `[...]`,
  /// `...` or `…`.
  static func isElision(_ line: ConsoleLogLine) -> Bool {
    let text = line.text.lowercased()
    return text == "[snip]" || text == "[...]" || text == "..." || text == "…"
      || text == "[…]"
  }

  /// Reads a tree line: `|   |   *UIView:0x1- AMBIGUOUS LAYOUT for UIView:0x1.minX{id: 34}`,
  /// `*<UIView:0x7270420> - AMBIGUOUS LAYOUT`, `•UIView:0x1, MISSING HOST CONSTRAINTS`, or a
  /// root `UIWindow:0x1`. `nil` when the line is not a tree line.
  static func node(_ line: ConsoleLogLine) -> AutolayoutTrace.Node? {
    let bytes = line.bytes
    let end = line.content.upperBound
    var cursor = line.content.lowerBound
    var depth = 0
    while cursor < end, bytes[cursor] == B.bar {
      depth += 1
      cursor += 1
      var spaces = 0
      while cursor < end, bytes[cursor] == B.space, spaces < 3 {
        cursor += 1
        spaces += 1
      }
    }
    var marker: AutolayoutTrace.Marker?
    if cursor < end {
      if bytes[cursor] == B.star {
        marker = .autoLayout
      } else if bytes[cursor] == B.plus {
        marker = .autoresizingMask
      } else if B.hasPrefix(bytes, bullet, at: cursor, end: end) {
        marker = .engineHost
        cursor += bullet.count - 1
      }
      if marker != nil { cursor += 1 }
    }
    guard cursor < end else { return nil }
    let parser = ConstraintDescriptionParser(bytes: bytes)
    var item: ConstraintDescriptionItem
    var rest: Int
    if bytes[cursor] == B.less {
      guard let (bracketItem, close) = bracketedItem(bytes, from: cursor, end: end) else {
        return nil
      }
      item = bracketItem
      rest = close
    } else {
      var itemEnd = end
      if let index = B.firstIndex(of: ambiguous, in: bytes, range: cursor..<end) {
        itemEnd = index
      }
      if let index = B.firstIndex(of: missingHost, in: bytes, range: cursor..<itemEnd) {
        itemEnd = index
      }
      let itemRange = B.trimmed(bytes, cursor..<itemEnd)
      guard
        B.firstIndex(of: ConstraintDescriptionParser.colonHex, in: bytes, range: itemRange)
          != nil, let parsed = try? parser.item(itemRange)
      else { return nil }
      item = parsed
      rest = itemEnd
    }
    var node = AutolayoutTrace.Node(line: line.number, depth: depth, marker: marker, item: item)
    rest = B.trimmed(bytes, rest..<end).lowerBound
    if rest < end {
      if B.hasPrefix(bytes, missingHost, at: rest, end: end) {
        node.isMissingHostConstraints = true
      } else if B.hasPrefix(bytes, ambiguous, at: rest, end: end) {
        node.isAmbiguous = true
        let listStart = rest + ambiguous.count
        if B.hasPrefix(bytes, ambiguousFor, at: listStart, end: end) {
          node.ambiguousVariables = variables(
            parser, listStart + ambiguousFor.count..<end)
        }
      } else {
        return nil
      }
    }
    return node
  }

  /// `<UILayoutGuide: 0x1 - "Name", layoutFrame = ..., owningView = <...>>` or
  /// `<UIView:0x7270420>`: the item and the index after the matching `>`.
  static func bracketedItem(_ bytes: [UInt8], from start: Int, end: Int)
    -> (ConstraintDescriptionItem, Int)?
  {
    var nesting = 0
    var close = start
    while close < end {
      if bytes[close] == B.less { nesting += 1 }
      if bytes[close] == B.greater {
        nesting -= 1
        if nesting == 0 { break }
      }
      close += 1
    }
    guard close < end, let colon = B.firstIndex(of: B.colon, in: bytes, range: start + 1..<close)
    else { return nil }
    let className = B.string(bytes, start + 1..<colon)
    var cursor = colon + 1
    while cursor < close, bytes[cursor] == B.space { cursor += 1 }
    guard B.hasPrefix(bytes, B.bytes("0x"), at: cursor, end: close) else { return nil }
    let hexEnd = B.hexEnd(bytes, from: cursor + 2, end: close)
    let nameOpen = B.bytes(" - \"")
    guard hexEnd > cursor + 2,
      hexEnd == close || bytes[hexEnd] == 0x3B
        || B.hasPrefix(bytes, nameOpen, at: hexEnd, end: close)
    else { return nil }
    var item = ConstraintDescriptionItem(
      className: className, address: "0x" + B.string(bytes, cursor + 2..<hexEnd).lowercased())
    if B.hasPrefix(bytes, nameOpen, at: hexEnd, end: close),
      let quote = B.firstIndex(of: B.doubleQuote, in: bytes, range: hexEnd + 4..<close)
    {
      item.text = B.string(bytes, hexEnd + 4..<quote)
    }
    return (item, close + 1)
  }

  /// `ITEM.Attr{id: N}, ITEM.Attr{id: N}`.
  static func variables(_ parser: ConstraintDescriptionParser, _ range: Range<Int>)
    -> [AmbiguousVariable]
  {
    let bytes = parser.bytes
    var result: [AmbiguousVariable] = []
    var cursor = B.trimmed(bytes, range).lowerBound
    while cursor < range.upperBound {
      let braceOpen = B.firstIndex(of: idOpen, in: bytes, range: cursor..<range.upperBound)
      let entryEnd: Int
      var id: Int?
      if let braceOpen,
        let braceClose = B.firstIndex(of: 0x7D, in: bytes, range: braceOpen..<range.upperBound)
      {
        id = Int(B.string(bytes, B.trimmed(bytes, braceOpen + idOpen.count..<braceClose)))
        entryEnd = braceOpen
        if let (item, attribute) = try? parser.operand(cursor..<entryEnd) {
          result.append(AmbiguousVariable(item: item, attribute: attribute, id: id))
        }
        cursor = braceClose + 1
      } else {
        if let (item, attribute) = try? parser.operand(cursor..<range.upperBound) {
          result.append(AmbiguousVariable(item: item, attribute: attribute, id: nil))
        }
        break
      }
      while cursor < range.upperBound, bytes[cursor] == B.comma || bytes[cursor] == B.space {
        cursor += 1
      }
    }
    return result
  }
}
