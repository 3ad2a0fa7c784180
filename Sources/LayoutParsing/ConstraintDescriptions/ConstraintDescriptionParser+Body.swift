import LayoutModel

extension ConstraintDescriptionParser {
  static let relations: [(text: [UInt8], relation: LayoutRelation)] = [
    (B.bytes(" == "), .equal), (B.bytes(" <= "), .lessThanOrEqual),
    (B.bytes(" >= "), .greaterThanOrEqual),
  ]
  static let spaceTokens = [B.bytes(" NSSpace("), B.bytes(" NSLayoutAnchorConstraintSpace(")]
  static let postfixMultiplier = B.bytes(" * ")
  static let plusConstant = B.bytes(" + ")
  static let minusConstant = B.bytes(" - ")

  /// `ITEM.ATTR REL C` or `ITEM.ATTR REL [M*]ITEM.ATTR [+ C | - C] [* M] [SPACE]`, else a
  /// compound body (see `compoundEquation(_:)`); private anchors get the addresses `names:`
  /// binds to them.
  func equation(_ range: Range<Int>) throws(ConstraintDescriptionError) -> ConstraintEquation {
    let simple: ConstraintEquation
    do {
      simple = try simpleEquation(range)
    } catch {
      guard let compound = try? compoundEquation(range) else { throw error }
      return bindingAnchors(compound)
    }
    // A name the body uses but `names:` does not bind, holding an operator, is an expression
    // read as a name: `A.leading - B.leading == 0`.
    let suspicious = simple.items.contains { item in
      guard item.address == nil, let name = item.name else { return false }
      return name.contains(" - ") || name.contains(" + ") || name.contains("(")
    }
    if suspicious, let compound = try? compoundEquation(range) { return bindingAnchors(compound) }
    return bindingAnchors(simple)
  }

  /// The simple form of `equation(_:)`.
  func simpleEquation(_ range: Range<Int>) throws(ConstraintDescriptionError)
    -> ConstraintEquation
  {
    var found: (index: Int, relation: LayoutRelation)?
    for (text, relation) in Self.relations {
      if let index = B.firstIndex(of: text, in: bytes, range: range),
        found.map({ index < $0.index }) ?? true
      {
        found = (index, relation)
      }
    }
    guard let (relationIndex, relation) = found else {
      throw fail("expected ' == ', ' <= ' or ' >= '", at: range.lowerBound)
    }
    let (firstItem, firstAttribute) = try operand(range.lowerBound..<relationIndex)
    let right = B.trimmed(bytes, relationIndex + 4..<range.upperBound)
    guard !right.isEmpty else { throw fail("expected a right-hand side", at: right.lowerBound) }
    if let constant = B.number(bytes, right) {
      return ConstraintEquation(
        firstItem: firstItem, firstAttribute: firstAttribute, relation: relation,
        constant: constant)
    }
    var upper = right.upperBound
    var constant = 0.0
    var multiplier = 1.0
    var isSystemSpacing = false
    if let spacing = systemSpacingToken(right.lowerBound..<upper) {
      constant = spacing.value
      isSystemSpacing = true
      upper = spacing.start
    }
    var sawMultiplier = false
    var sawConstant = isSystemSpacing
    for _ in 0..<2 {
      if !sawMultiplier,
        let star = B.lastIndex(
          of: Self.postfixMultiplier, in: bytes, range: right.lowerBound..<upper),
        let value = B.number(bytes, star + 3..<upper)
      {
        multiplier = value
        sawMultiplier = true
        upper = star
        continue
      }
      if !sawConstant {
        let plus = B.lastIndex(of: Self.plusConstant, in: bytes, range: right.lowerBound..<upper)
        let minus = B.lastIndex(of: Self.minusConstant, in: bytes, range: right.lowerBound..<upper)
        let sign = max(plus ?? -1, minus ?? -1)
        if sign >= 0, let value = B.number(bytes, sign + 3..<upper) {
          constant = bytes[sign + 1] == B.minus ? -value : value
          sawConstant = true
          upper = sign
          continue
        }
      }
      break
    }
    var lower = right.lowerBound
    let numberEnd = B.numberEnd(bytes, from: lower, end: upper)
    if numberEnd > lower, numberEnd < upper, bytes[numberEnd] == B.star,
      let value = B.number(bytes, lower..<numberEnd)
    {
      guard !sawMultiplier else { throw fail("two multipliers", at: lower) }
      multiplier = value
      lower = numberEnd + 1
    }
    let (secondItem, secondAttribute) = try operand(lower..<upper)
    return ConstraintEquation(
      firstItem: firstItem, firstAttribute: firstAttribute, relation: relation,
      secondItem: secondItem, secondAttribute: secondAttribute, multiplier: multiplier,
      constant: constant, isSystemSpacing: isSystemSpacing)
  }

  /// A trailing ` NSSpace(n)` or ` NSLayoutAnchorConstraintSpace(n)`.
  func systemSpacingToken(_ range: Range<Int>) -> (start: Int, value: Double)? {
    guard range.upperBound > range.lowerBound, bytes[range.upperBound - 1] == B.closeParen else {
      return nil
    }
    for token in Self.spaceTokens {
      if let start = B.lastIndex(of: token, in: bytes, range: range),
        let value = B.number(bytes, start + token.count..<range.upperBound - 1)
      {
        return (start, value)
      }
    }
    return nil
  }

  /// `ITEM.ATTR`, split at the last `.` (attribute names hold no dots); an unknown name of
  /// hyphenated lowercase words is a private anchor (`row-boundary`).
  func operand(_ range: Range<Int>) throws(ConstraintDescriptionError) -> (
    ConstraintDescriptionItem, ConstraintDescriptionAttribute
  ) {
    let range = B.trimmed(bytes, range)
    guard let dot = B.lastIndex(of: B.dot, in: bytes, range: range) else {
      throw fail("expected 'item.attribute'", at: range.lowerBound)
    }
    var attribute = ConstraintDescriptionAttribute(
      printedName: B.string(bytes, dot + 1..<Self.engineIDStart(bytes, dot + 1..<range.upperBound)))
    if attribute == nil,
      Self.privateAnchorEnd(bytes, from: dot + 1, end: range.upperBound) == range.upperBound
    {
      attribute = .privateAnchor(
        name: B.string(bytes, dot + 1..<range.upperBound), address: nil)
    }
    guard let attribute else { throw fail("expected an attribute after '.'", at: dot + 1) }
    return (try item(range.lowerBound..<dot), attribute)
  }

  /// Where an engine variable id `{id: 178}` that ends `range` starts (`contentHeight{id: 178}`,
  /// as `_UIScrollViewAutomaticContentSizeConstraint` prints it), else `range.upperBound`.
  static func engineIDStart(_ bytes: [UInt8], _ range: Range<Int>) -> Int {
    guard range.count > 2, bytes[range.upperBound - 1] == 0x7D,
      let open = B.lastIndex(of: B.bytes("{id:"), in: bytes, range: range), open > range.lowerBound
    else { return range.upperBound }
    let digits = B.trimmed(bytes, open + 4..<range.upperBound - 1)
    guard !digits.isEmpty, bytes[digits].allSatisfy(B.isDigit) else { return range.upperBound }
    return open
  }

  /// `Class:0xADDR`, `Class:0xADDR'text'` or a name resolved through `names:`. A poster's
  /// redaction reads as described in `address(at:end:)`; `:0x<A>` has no class.
  func item(_ range: Range<Int>) throws(ConstraintDescriptionError) -> ConstraintDescriptionItem {
    guard !range.isEmpty else { throw fail("expected an item", at: range.lowerBound) }
    if let colon = B.firstIndex(of: Self.colonHex, in: bytes, range: range),
      colon > range.lowerBound
        || Self.redactionEnd(bytes, at: colon + 3, end: range.upperBound) != nil
    {
      let (hexEnd, address) = try self.address(at: colon + 3, end: range.upperBound)
      var text: String?
      if hexEnd < range.upperBound {
        guard bytes[hexEnd] == B.quote, range.upperBound - hexEnd >= 2,
          bytes[range.upperBound - 1] == B.quote
        else { throw fail("expected 'text' after the address", at: hexEnd) }
        text = B.string(bytes, hexEnd + 1..<range.upperBound - 1)
      }
      return ConstraintDescriptionItem(
        className: colon > range.lowerBound ? Self.className(bytes, range.lowerBound..<colon) : nil,
        address: address, text: text)
    }
    let name = B.string(bytes, range)
    if name == "|" { return superviewItem() }
    if let binding = names.first(where: { $0.name == name }) {
      return ConstraintDescriptionItem(
        address: binding.item.address, text: binding.item.text, name: name)
    }
    return ConstraintDescriptionItem(name: name)
  }

  /// The class token `bytes[range]`, with markdown's underscore damage undone: a class name
  /// never holds `*`, so each `*` is a `_` that markdown took for emphasis
  /// (`*UIRemoteKeyboardPlaceholderView`, `*TtC5UIKitP33*DDE1...ButtonWrapper`).
  static func className(_ bytes: [UInt8], _ range: Range<Int>) -> String {
    guard B.firstIndex(of: B.star, in: bytes, range: range) != nil else {
      return B.string(bytes, range)
    }
    return B.string(bytes[range].map { $0 == B.star ? 0x5F : $0 }, 0..<range.count)
  }

  /// The superview `|`, resolved through the `'|'` entry of `names:` when there is one.
  func superviewItem() -> ConstraintDescriptionItem {
    names.first { $0.isSuperview }?.item ?? .superview
  }
}
