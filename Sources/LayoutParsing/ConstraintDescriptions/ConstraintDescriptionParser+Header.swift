extension ConstraintDescriptionParser {
  /// SnapKit's `@FileA.swift#88` at `cursor` (on `@`): the file runs to the first `#` that
  /// digits and then whitespace (or the end) follow, so an absolute path may hold spaces
  /// (`@/Users/a/App Demo/FileA.swift#98`). Moves `cursor` after the line number.
  /// - Throws: `ConstraintDescriptionError` when no `#LINE` follows.
  func sourceTag(from cursor: inout Int, end: Int) throws(ConstraintDescriptionError)
    -> SnapKitSourceTag
  {
    guard let (hash, tagEnd) = Self.sourceTagEnd(bytes, at: cursor, end: end),
      let line = Int(B.string(bytes, hash + 1..<tagEnd))
    else { throw fail("expected '@File#line' after the address", at: cursor) }
    let tag = SnapKitSourceTag(file: B.string(bytes, cursor + 1..<hash), line: line)
    cursor = tagEnd
    return tag
  }

  /// For `@FILE#LINE` at `index`: the index of the `#` and the index after the line's digits,
  /// which whitespace or `end` must follow; `nil` when there is no such tag.
  static func sourceTagEnd(_ bytes: [UInt8], at index: Int, end: Int) -> (hash: Int, end: Int)? {
    guard index < end, bytes[index] == B.at else { return nil }
    var hash = index + 2
    while hash < end {
      if bytes[hash] == B.hash {
        var digitsEnd = hash + 1
        while digitsEnd < end, B.isDigit(bytes[digitsEnd]) { digitsEnd += 1 }
        if digitsEnd > hash + 1, digitsEnd == end || B.isWhitespace(bytes[digitsEnd]) {
          return (hash, digitsEnd)
        }
      }
      hash += 1
    }
    return nil
  }

  /// The rest of a description whose class is followed by a label instead of `0x` and an
  /// address: SnapKit's `.labeled("…")` text (`<SnapKit.LayoutConstraint:Min dodgy
  /// constraint@FileA.swift#107 …>`) or Masonry's `mas_key` (`<MASLayoutConstraint:avatar
  /// side …>`). A label may hold spaces: with a source tag it ends at the tag's `@`; without
  /// one it ends at the first whitespace after which the rest reads as a constraint.
  /// - Throws: `ConstraintDescriptionError` when no split reads.
  mutating func labelled(
    className: String?, from start: Int, end: Int, _ missingBracket: Bool
  ) throws(ConstraintDescriptionError) -> ConstraintDescription {
    var at = start + 1
    while at < end {
      if bytes[at] == B.at, Self.sourceTagEnd(bytes, at: at, end: end) != nil {
        var cursor = at
        let tag = try sourceTag(from: &cursor, end: end)
        guard cursor < end else { throw fail("expected a constraint body", at: cursor) }
        var description = try rest(from: cursor, end: end, missingBracket: missingBracket)
        description.className = className
        description.label = B.string(bytes, start..<at)
        description.sourceTag = tag
        return description
      }
      at += 1
    }
    var firstError: ConstraintDescriptionError?
    for split in start + 1..<max(start + 1, end) where B.isWhitespace(bytes[split]) {
      guard !B.isWhitespace(bytes[split - 1]) else { continue }
      names = []
      do {
        var description = try rest(from: split, end: end, missingBracket: missingBracket)
        // The split is too early while the first item's class still holds the label's words.
        let spaced = description.equation.items.contains {
          $0.className?.contains(where: \.isWhitespace) ?? false
        }
        guard !spaced else { continue }
        description.className = className
        description.label = B.string(bytes, start..<split)
        return description
      } catch {
        firstError = firstError ?? error
      }
    }
    throw firstError ?? fail("expected '0xADDRESS' or a label after the class", at: start)
  }
}
