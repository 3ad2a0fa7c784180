import LayoutModel

extension ConstraintDescriptionParser {
  static let systemSpaceOpeners = [B.bytes("NSSpace("), B.bytes("NSLayoutAnchorConstraintSpace(")]
  static let directions: [(text: [UInt8], direction: VisualFormatBody.Direction)] = [
    (B.bytes("(LTR)"), .leftToRight), (B.bytes("(RTL)"), .rightToLeft),
  ]

  /// `H:` or `V:`, an element, optionally a connection and a second element, and an optional
  /// `(LTR)`/`(RTL)`.
  func visualFormat(_ range: Range<Int>) throws(ConstraintDescriptionError) -> VisualFormatBody {
    let axis: LayoutAxis = bytes[range.lowerBound] == 0x48 ? .horizontal : .vertical
    let end = range.upperBound
    var cursor = range.lowerBound + 2
    let first = try element(at: &cursor, end: end)
    var spacing: VisualFormatPredicate?
    var second: VisualFormatBody.Element?
    if cursor < end,
      bytes[cursor] == B.minus || bytes[cursor] == B.openBracket
        || bytes[cursor] == B.bar
    {
      spacing = try connection(at: &cursor, end: end)
      second = try element(at: &cursor, end: end)
    }
    var direction: VisualFormatBody.Direction?
    if cursor < end {
      guard let match = Self.directions.first(where: { B.equals(bytes, cursor..<end, $0.text) })
      else { throw fail("unexpected text after the visual format", at: cursor) }
      direction = match.direction
      cursor = end
    }
    if second == nil, case .superview = first {
      throw fail("expected an item in the visual format", at: range.lowerBound + 2)
    }
    return VisualFormatBody(
      axis: axis, first: first, spacing: spacing, second: second, direction: direction)
  }

  /// `|` or `[ITEM]` or `[ITEM(SIZE)]`.
  func element(at cursor: inout Int, end: Int) throws(ConstraintDescriptionError)
    -> VisualFormatBody.Element
  {
    guard cursor < end else { throw fail("expected '|' or '['", at: cursor) }
    if bytes[cursor] == B.bar {
      cursor += 1
      return .superview(superviewItem())
    }
    guard bytes[cursor] == B.openBracket else { throw fail("expected '|' or '['", at: cursor) }
    var close = cursor + 1
    while close < end {
      if bytes[close] == B.closeBracket, closesElement(after: close + 1, end: end) { break }
      close += 1
    }
    guard close < end else { throw fail("expected ']'", at: cursor) }
    var itemEnd = close
    var size: VisualFormatPredicate?
    if bytes[close - 1] == B.closeParen,
      let open = B.lastIndex(of: B.openParen, in: bytes, range: cursor + 1..<close - 1),
      let predicate = try? predicate(open + 1..<close - 1)
    {
      size = predicate
      itemEnd = open
    }
    let item = try self.item(cursor + 1..<itemEnd)
    cursor = close + 1
    return .item(item, size: size)
  }

  /// Whether a `]` just before `index` closes an element: what follows is the end, a
  /// connection, another element, or the direction suffix.
  func closesElement(after index: Int, end: Int) -> Bool {
    guard index < end else { return true }
    switch bytes[index] {
    case B.minus, B.openBracket, B.bar: return true
    case B.openParen: return Self.directions.contains { B.equals(bytes, index..<end, $0.text) }
    default: return false
    }
  }

  /// `-(PRED)-`, `-N-`, `-` (standard spacing, 8 pt) or nothing (adjacent, 0 pt).
  func connection(at cursor: inout Int, end: Int) throws(ConstraintDescriptionError)
    -> VisualFormatPredicate
  {
    guard bytes[cursor] == B.minus else {
      return VisualFormatPredicate(relation: .equal, constant: 0)
    }
    let start = cursor + 1
    guard start < end else { throw fail("expected an element after '-'", at: start) }
    if bytes[start] == B.openBracket || bytes[start] == B.bar {
      cursor = start
      return VisualFormatPredicate(relation: .equal, constant: 8, isSystemSpacing: true)
    }
    var close = start
    while close + 2 < end {
      if bytes[close + 1] == B.minus,
        bytes[close + 2] == B.openBracket || bytes[close + 2] == B.bar,
        bytes[start] != B.openParen || bytes[close] == B.closeParen
      {
        break
      }
      close += 1
    }
    guard close + 2 < end else { throw fail("expected ')-' closing the spacing", at: start) }
    let inner = bytes[start] == B.openParen ? start + 1..<close : start..<close + 1
    let predicate = try predicate(inner)
    cursor = close + 2
    return predicate
  }

  /// `[REL](N | NSSpace(N) | NSLayoutAnchorConstraintSpace(N))[@PRIORITY]`.
  func predicate(_ range: Range<Int>) throws(ConstraintDescriptionError) -> VisualFormatPredicate {
    var lower = range.lowerBound
    var upper = range.upperBound
    var relation = LayoutRelation.equal
    if upper - lower >= 2, bytes[lower + 1] == 0x3D,
      let match = LayoutRelation(symbol: B.string(bytes, lower..<lower + 2))
    {
      relation = match
      lower += 2
    }
    var priority: LayoutPriority?
    if let at = B.lastIndex(of: B.at, in: bytes, range: lower..<upper) {
      guard let value = B.number(bytes, at + 1..<upper) else {
        throw fail("expected a priority after '@'", at: at + 1)
      }
      priority = LayoutPriority(value)
      upper = at
    }
    for opener in Self.systemSpaceOpeners
    where B.hasPrefix(bytes, opener, at: lower, end: upper) && bytes[upper - 1] == B.closeParen {
      guard let value = B.number(bytes, lower + opener.count..<upper - 1) else {
        throw fail("expected a number in the system spacing", at: lower + opener.count)
      }
      return VisualFormatPredicate(
        relation: relation, constant: value, isSystemSpacing: true, priority: priority)
    }
    guard let value = B.number(bytes, lower..<upper) else {
      throw fail("expected a number", at: lower)
    }
    return VisualFormatPredicate(relation: relation, constant: value, priority: priority)
  }
}
