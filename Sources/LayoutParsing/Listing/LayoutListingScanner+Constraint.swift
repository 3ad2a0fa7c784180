import LayoutModel

/// An anchor as written, before its id is looked up: `root.safeAreaLayoutGuide.top`. Holds
/// byte offsets into the input rather than strings, so that reading makes no allocations.
struct RawAnchor {
  /// A view's built-in guide named after the view id; a scroll view's content and frame
  /// layout guides too.
  enum BuiltInGuide { case safeArea, layoutMargins, content, frame }

  /// The bytes of the id.
  var id: Range<Int>
  var guide: BuiltInGuide?
  var attribute: LayoutAttribute
  /// Byte offset of the id, for "unknown view" errors.
  var offset: Int { id.lowerBound }
}

/// A constraint as written, before its ids are looked up; offsets into the input.
struct RawConstraint {
  var first: RawAnchor
  var relation: LayoutRelation
  var second: RawAnchor?
  var multiplier: Double = 1
  var constant: Double = 0
  var priority: LayoutPriority = .required
  /// The bytes of the identifier, without `#` or quotes.
  var identifier: Range<Int>?
  var isActive = true
}

extension LayoutListingScanner {
  /// Reads `ID.attribute`, `ID.safeAreaLayoutGuide.attribute`,
  /// `ID.layoutMarginsGuide.attribute`, `ID.contentLayoutGuide.attribute` or
  /// `ID.frameLayoutGuide.attribute`.
  mutating func anchor() throws(LayoutListingFailure) -> RawAnchor {
    let id = try identifier("a view id")
    guard take(UInt8(ascii: ".")) else { throw expected("'.' and an attribute after the id") }
    var guide: RawAnchor.BuiltInGuide?
    var name = attributeWord()
    if let builtIn = builtInGuide(name) {
      guide = builtIn
      guard take(UInt8(ascii: ".")) else { throw expected("'.' and an attribute after the guide") }
      name = attributeWord()
    }
    guard !name.isEmpty else { throw expected("an attribute") }
    guard let attribute = attribute(name) else {
      throw LayoutListingFailure(.unknownAttribute(string(name)), at: name.lowerBound)
    }
    return RawAnchor(id: id, guide: guide, attribute: attribute)
  }

  /// The built-in guide spelled by `range`, if any.
  private func builtInGuide(_ range: Range<Int>) -> RawAnchor.BuiltInGuide? {
    if matches(range, "safeAreaLayoutGuide") { return .safeArea }
    if matches(range, "layoutMarginsGuide") { return .layoutMargins }
    if matches(range, "contentLayoutGuide") { return .content }
    if matches(range, "frameLayoutGuide") { return .frame }
    return nil
  }

  /// The attribute spelled by `range`, compared byte by byte (no string is built).
  private func attribute(_ range: Range<Int>) -> LayoutAttribute? {
    guard range.count < Self.attributesByLength.count else { return nil }
    for (spelling, attribute) in Self.attributesByLength[range.count] {
      var equal = true
      for i in 0..<spelling.count where bytes[range.lowerBound + i] != spelling[i] {
        equal = false
        break
      }
      if equal { return attribute }
    }
    return nil
  }

  /// Every attribute but `notAnAttribute`, indexed by the length of its name.
  private static let attributesByLength: [[(spelling: [UInt8], attribute: LayoutAttribute)]] = {
    var table = [[(spelling: [UInt8], attribute: LayoutAttribute)]](repeating: [], count: 24)
    for attribute in LayoutAttribute.allCases where attribute != .notAnAttribute {
      let spelling = Array(attribute.rawValue.utf8)
      table[spelling.count].append((spelling, attribute))
    }
    return table
  }()

  private mutating func attributeWord() -> Range<Int> {
    let start = position
    while let byte = current, byte.isLetter { position += 1 }
    return start..<position
  }

  /// Reads a relation symbol, `==`, `<=` or `>=`.
  mutating func relation() throws(LayoutListingFailure) -> LayoutRelation {
    guard position + 1 < end, bytes[position + 1] == UInt8(ascii: "=") else {
      throw expected("'==', '<=' or '>='")
    }
    let relation: LayoutRelation
    switch bytes[position] {
    case UInt8(ascii: "="): relation = .equal
    case UInt8(ascii: "<"): relation = .lessThanOrEqual
    case UInt8(ascii: ">"): relation = .greaterThanOrEqual
    default: throw expected("'==', '<=' or '>='")
    }
    position += 2
    return relation
  }

  /// Reads a constraint to the end of the line:
  /// `ANCHOR REL [M*]ANCHOR [* M] [(+|-) C] [@P] [#IDENT] [(inactive)]` or
  /// `ANCHOR REL C [@P] [#IDENT] [(inactive)]`, and checks that UIKit could relate the two
  /// attributes.
  mutating func constraint() throws(LayoutListingFailure) -> RawConstraint {
    skipSpaces()
    let first = try anchor()
    skipSpaces()
    var result = RawConstraint(first: first, relation: try relation())
    skipSpaces()
    if let byte = current, Self.isIDStart(byte), !atNonFiniteWord {
      result.second = try anchor()
    } else {
      let value = try number("a constant or 'M*ID.attribute'")
      skipSpaces()
      if take(UInt8(ascii: "*")) {
        skipSpaces()
        result.multiplier = value
        result.second = try anchor()
      } else {
        result.constant = value
      }
    }
    if let second = result.second {
      guard LayoutAttribute.canRelate(first.attribute, second.attribute) else {
        throw LayoutListingFailure(
          .model(.invalidPairing(first.attribute, second.attribute)), at: second.offset)
      }
      skipSpaces()
      if take(UInt8(ascii: "*")) {
        skipSpaces()
        result.multiplier *= try number("a multiplier")
        skipSpaces()
      }
      if take(UInt8(ascii: "+")) {
        skipSpaces()
        result.constant = try number("a constant")
      } else if take(UInt8(ascii: "-")) {
        skipSpaces()
        result.constant = -(try number("a constant"))
      }
    }
    try constraintOptions(&result)
    return result
  }

  /// Whether the next word is `nan`, `inf` or `infinity` (any case, no `.` after), which is a
  /// number that is not finite rather than an id.
  private var atNonFiniteWord: Bool {
    var stop = position
    while stop < end, bytes[stop].isLetter { stop += 1 }
    if stop < end, bytes[stop] == UInt8(ascii: ".") { return false }
    let word = string(position..<stop).lowercased()
    return word == "nan" || word == "inf" || word == "infinity"
  }

  /// Reads the optional `@P`, `#IDENT` and `(active)`/`(inactive)` after the equation, in any
  /// order, each at most once.
  private mutating func constraintOptions(
    _ result: inout RawConstraint
  ) throws(LayoutListingFailure) {
    var sawPriority = false
    var sawIdentifier = false
    var sawActivity = false
    let what = "'@PRIORITY', '#IDENTIFIER' or '(inactive)'"
    while !isAtEnd {
      let start = position
      if !sawPriority, take(UInt8(ascii: "@")) {
        result.priority = try priority()
        sawPriority = true
      } else if !sawIdentifier, take(UInt8(ascii: "#")) {
        result.identifier = try identifierText()
        sawIdentifier = true
      } else if !sawActivity, current == UInt8(ascii: "(") {
        let range = word()
        if matches(range, "(inactive)") {
          result.isActive = false
        } else if !matches(range, "(active)") {
          position = start
          throw expected(what)
        }
        sawActivity = true
      } else {
        throw expected(what)
      }
      if let byte = current, byte != .space, byte != .tab { throw expected(what) }
    }
  }

  /// Reads a constraint identifier after `#`: a word, or a `'quoted text'` that may hold
  /// spaces.
  private mutating func identifierText() throws(LayoutListingFailure) -> Range<Int> {
    if take(UInt8(ascii: "'")) {
      let start = position
      while position < end, bytes[position] != UInt8(ascii: "'") { position += 1 }
      guard position < end else {
        throw LayoutListingFailure(.unexpectedEnd(expected: "a closing quote"), at: position)
      }
      position += 1
      return start..<position - 1
    }
    let range = word()
    guard !range.isEmpty else { throw expected("an identifier after '#'") }
    return range
  }
}
