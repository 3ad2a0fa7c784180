import LayoutModel

extension ConstraintDescriptionParser {
  /// A linear sum `Σ coefficient × item.attribute + constant` read from one side of a compound
  /// body.
  struct LinearSum {
    var terms: [ConstraintTerm] = []
    var constant = 0.0

    static func + (lhs: LinearSum, rhs: LinearSum) -> LinearSum {
      LinearSum(terms: lhs.terms + rhs.terms, constant: lhs.constant + rhs.constant)
    }

    func scaled(by factor: Double) -> LinearSum {
      LinearSum(
        terms: terms.map {
          ConstraintTerm(
            coefficient: $0.coefficient * factor, item: $0.item, attribute: $0.attribute)
        }, constant: constant * factor)
    }
  }

  /// A compound body: `SUM REL SUM`, each side a sum of terms, numbers, products with a number
  /// and parenthesised sums, nested to any depth:
  /// `(UIView:0x1.leading - UILayoutGuide:0x2'GuideA'.leading) == 0.5*(UIView:0x3.leading - UIView:0x4.trailing)`,
  /// `(G.row-boundary+((G.row-boundary-6) - G.row-boundary)) >= NSTextField:0x5.bottom`.
  /// Quoted texts are skipped when looking for the relation and operators.
  func compoundEquation(_ range: Range<Int>) throws(ConstraintDescriptionError)
    -> ConstraintEquation
  {
    guard let (relationIndex, relation) = topLevelRelation(range) else {
      throw fail("expected ' == ', ' <= ' or ' >= '", at: range.lowerBound)
    }
    var cursor = range.lowerBound
    let left = try sum(&cursor, end: relationIndex)
    try expectEnd(cursor, relationIndex)
    cursor = relationIndex + 4
    let right = try sum(&cursor, end: range.upperBound)
    try expectEnd(cursor, range.upperBound)
    let terms = left.terms + right.scaled(by: -1).terms
    guard let first = terms.first else {
      throw fail("expected an item in the expression", at: range.lowerBound)
    }
    return ConstraintEquation(
      firstItem: first.item, firstAttribute: first.attribute, relation: relation,
      secondItem: right.terms.first?.item, secondAttribute: right.terms.first?.attribute,
      constant: right.constant - left.constant, compoundTerms: terms,
      compoundLeftCount: left.terms.count)
  }

  func expectEnd(_ cursor: Int, _ end: Int) throws(ConstraintDescriptionError) {
    guard B.trimmed(bytes, cursor..<end).isEmpty else {
      throw fail("unexpected text in the expression", at: cursor)
    }
  }

  /// The first ` == `, ` <= ` or ` >= ` outside parentheses and quotes.
  func topLevelRelation(_ range: Range<Int>) -> (Int, LayoutRelation)? {
    var depth = 0
    var cursor = range.lowerBound
    while cursor < range.upperBound {
      switch bytes[cursor] {
      case B.quote:
        cursor = closingQuote(after: cursor, end: range.upperBound)
      case B.openParen: depth += 1
      case B.closeParen: depth -= 1
      case B.space where depth == 0:
        for (text, relation) in Self.relations
        where B.hasPrefix(bytes, text, at: cursor, end: range.upperBound) {
          return (cursor, relation)
        }
      default: break
      }
      cursor += 1
    }
    return nil
  }

  /// The index of the quote closing the text opened at `open`: the next `'` followed by `.`,
  /// `]`, `(`, whitespace or the end (texts may hold apostrophes).
  func closingQuote(after open: Int, end: Int) -> Int {
    var cursor = open + 1
    while cursor < end {
      if bytes[cursor] == B.quote {
        let next = cursor + 1
        if next == end || [B.dot, B.closeBracket, B.openParen].contains(bytes[next])
          || B.isWhitespace(bytes[next])
        {
          return cursor
        }
      }
      cursor += 1
    }
    return end - 1
  }

  /// `term (('+' | '-') term)*`.
  func sum(_ cursor: inout Int, end: Int) throws(ConstraintDescriptionError) -> LinearSum {
    var result = try product(&cursor, end: end)
    while true {
      skipWhitespace(&cursor, end: end)
      guard cursor < end, bytes[cursor] == B.plus || bytes[cursor] == B.minus else {
        return result
      }
      let sign: Double = bytes[cursor] == B.minus ? -1 : 1
      cursor += 1
      result = result + (try product(&cursor, end: end)).scaled(by: sign)
    }
  }

  /// `factor ('*' factor)*`, one side of each product a number.
  func product(_ cursor: inout Int, end: Int) throws(ConstraintDescriptionError) -> LinearSum {
    var result = try factor(&cursor, end: end)
    while true {
      skipWhitespace(&cursor, end: end)
      guard cursor < end, bytes[cursor] == B.star else { return result }
      let at = cursor
      cursor += 1
      let next = try factor(&cursor, end: end)
      if next.terms.isEmpty {
        result = result.scaled(by: next.constant)
      } else if result.terms.isEmpty {
        result = next.scaled(by: result.constant)
      } else {
        throw fail("a product of two items is not linear", at: at)
      }
    }
  }

  /// `'(' sum ')'`, `'-' factor`, a number, or `ITEM.ATTR`.
  func factor(_ cursor: inout Int, end: Int) throws(ConstraintDescriptionError) -> LinearSum {
    skipWhitespace(&cursor, end: end)
    guard cursor < end else { throw fail("expected a term", at: cursor) }
    if bytes[cursor] == B.openParen {
      cursor += 1
      let inner = try sum(&cursor, end: end)
      skipWhitespace(&cursor, end: end)
      guard cursor < end, bytes[cursor] == B.closeParen else {
        throw fail("expected ')'", at: cursor)
      }
      cursor += 1
      return inner
    }
    if bytes[cursor] == B.minus {
      cursor += 1
      return (try factor(&cursor, end: end)).scaled(by: -1)
    }
    let numberEnd = B.numberEnd(bytes, from: cursor, end: end)
    if numberEnd > cursor, numberEnd == end || isDelimiter(bytes[numberEnd]),
      let value = B.number(bytes, cursor..<numberEnd)
    {
      cursor = numberEnd
      return LinearSum(constant: value)
    }
    let (item, attribute, operandEnd) = try compoundOperand(from: cursor, end: end)
    cursor = operandEnd
    return LinearSum(terms: [ConstraintTerm(coefficient: 1, item: item, attribute: attribute)])
  }

  func isDelimiter(_ byte: UInt8) -> Bool {
    B.isWhitespace(byte) || [B.closeParen, B.plus, B.minus, B.star].contains(byte)
  }

  /// `ITEM.ATTR` inside an expression: the item ends at the first `.` (after an address's
  /// quoted text, if any) that is followed by an attribute and a delimiter.
  func compoundOperand(from start: Int, end: Int) throws(ConstraintDescriptionError) -> (
    ConstraintDescriptionItem, ConstraintDescriptionAttribute, Int
  ) {
    var dot = start
    if bytes[start] == B.quote { dot = closingQuote(after: start, end: end) }
    while dot < end {
      if bytes[dot] == B.quote, dot > start {
        dot = closingQuote(after: dot, end: end)
      } else if bytes[dot] == B.dot, dot > start,
        let (attribute, attributeEnd) = attribute(at: dot + 1, end: end)
      {
        return (try item(start..<dot), attribute, attributeEnd)
      } else if B.isWhitespace(bytes[dot]) || bytes[dot] == B.openParen
        || bytes[dot] == B.closeParen
      {
        break
      }
      dot += 1
    }
    throw fail("expected 'item.attribute'", at: start)
  }

  /// An attribute name at `index` followed by a delimiter or the end: a printed attribute
  /// name, or a private anchor's (`row-boundary`).
  func attribute(at index: Int, end: Int) -> (ConstraintDescriptionAttribute, Int)? {
    var wordEnd = index
    while wordEnd < end, B.isLetter(bytes[wordEnd]) || B.isDigit(bytes[wordEnd]) { wordEnd += 1 }
    if wordEnd > index, wordEnd == end || isDelimiter(bytes[wordEnd]),
      !(wordEnd + 1 < end && bytes[wordEnd] == B.minus && B.isLetter(bytes[wordEnd + 1])),
      let attribute = ConstraintDescriptionAttribute(printedName: B.string(bytes, index..<wordEnd))
    {
      return (attribute, wordEnd)
    }
    let anchorEnd = Self.privateAnchorEnd(bytes, from: index, end: end)
    guard anchorEnd > index, anchorEnd == end || isDelimiter(bytes[anchorEnd]) else { return nil }
    return (.privateAnchor(name: B.string(bytes, index..<anchorEnd), address: nil), anchorEnd)
  }

  /// The end of a private anchor's name at `index` (lowercase words of letters and digits,
  /// each starting with a letter, joined by single `-`, at least two words), or `index`.
  static func privateAnchorEnd(_ bytes: [UInt8], from index: Int, end: Int) -> Int {
    var cursor = index
    var words = 0
    var wordsEnd = index
    while cursor < end, B.isLetter(bytes[cursor]) {
      while cursor < end, B.isLetter(bytes[cursor]) || B.isDigit(bytes[cursor]) { cursor += 1 }
      words += 1
      wordsEnd = cursor
      guard cursor + 1 < end, bytes[cursor] == B.minus, B.isLetter(bytes[cursor + 1]) else { break }
      cursor += 1
    }
    guard words >= 2, bytes[index] >= 0x61, bytes[index] <= 0x7A else { return index }
    return wordsEnd
  }

  /// Gives each private anchor of `equation` the address `names:` binds to it: the k-th
  /// mention of `ITEM.anchor` takes the k-th binding named `ITEM.anchor` (the last one when
  /// there are fewer bindings than mentions).
  func bindingAnchors(_ equation: ConstraintEquation) -> ConstraintEquation {
    var equation = equation
    var seen: [String: Int] = [:]
    func bound(_ item: ConstraintDescriptionItem, _ attribute: ConstraintDescriptionAttribute)
      -> ConstraintDescriptionAttribute
    {
      guard case .privateAnchor(let name, nil) = attribute else { return attribute }
      let key = "\(item).\(name)"
      let bindings = names.filter { $0.name == key }
      guard let last = bindings.last else { return attribute }
      let index = seen[key, default: 0]
      seen[key] = index + 1
      let binding = index < bindings.count ? bindings[index] : last
      return .privateAnchor(name: name, address: binding.item.address)
    }
    if let terms = equation.compoundTerms {
      equation.compoundTerms = terms.map {
        ConstraintTerm(
          coefficient: $0.coefficient, item: $0.item, attribute: bound($0.item, $0.attribute))
      }
      if let first = equation.compoundTerms?.first { equation.firstAttribute = first.attribute }
      return equation
    }
    equation.firstAttribute = bound(equation.firstItem, equation.firstAttribute)
    if let second = equation.secondItem, let attribute = equation.secondAttribute {
      equation.secondAttribute = bound(second, attribute)
    }
    return equation
  }
}
