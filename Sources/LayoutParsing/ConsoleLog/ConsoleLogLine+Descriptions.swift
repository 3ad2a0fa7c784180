extension ConsoleLogLine {
  /// The spans of the constraint descriptions on the line, each from `<` through its `>` (or to
  /// the end of its text when the `>` is missing).
  ///
  /// A description starts at `<` + class + `:0x` + hex digits (or a poster's `...`) +
  /// whitespace or `@` (so object
  /// descriptions such as `<UIView: 0x1; ...>` and trace items `<UIView:0x1>` are not taken),
  /// or, with `allowShortForm`, at `<'` (the shortened `<'IDENT' BODY>` form). Several may
  /// share a line (TAB-joined or collapsed output): each ends at the last `>` not followed by
  /// `=` before the next start.
  func descriptionSpans(allowShortForm: Bool = false) -> [Range<Int>] {
    var starts: [Int] = []
    var cursor = content.lowerBound
    while let less = B.firstIndex(of: B.less, in: bytes, range: cursor..<content.upperBound) {
      if isDescriptionStart(less, allowShortForm: allowShortForm) { starts.append(less) }
      cursor = less + 1
    }
    var spans: [Range<Int>] = []
    for (offset, start) in starts.enumerated() {
      let limit = offset + 1 < starts.count ? starts[offset + 1] : content.upperBound
      if ConstraintDescriptionParser.rewrittenHeader(bytes, at: start, end: limit) != nil {
        // The body follows the `>`: the span runs to the entry's end.
        var end = limit
        while end > start,
          B.isWhitespace(bytes[end - 1]) || bytes[end - 1] == B.comma
            || bytes[end - 1] == B.doubleQuote
        {
          end -= 1
        }
        spans.append(start..<end)
        continue
      }
      var end = limit
      while end > start + 1 {
        if bytes[end - 1] == B.greater, end == limit || bytes[end] != 0x3D { break }
        end -= 1
      }
      if end <= start + 1 {
        end = limit
        while end > start,
          B.isWhitespace(bytes[end - 1]) || bytes[end - 1] == B.comma
            || bytes[end - 1] == B.doubleQuote
        {
          end -= 1
        }
      }
      spans.append(start..<end)
    }
    return spans
  }

  func isDescriptionStart(_ less: Int, allowShortForm: Bool) -> Bool {
    let end = content.upperBound
    if ConstraintDescriptionParser.rewrittenHeader(bytes, at: less, end: end) != nil {
      return true
    }
    var cursor = less + 1
    guard cursor < end else { return false }
    if bytes[cursor] == B.quote { return allowShortForm }
    guard B.isLetter(bytes[cursor]) || bytes[cursor] == 0x5F else { return false }
    while cursor < end, isClassByte(bytes[cursor]) { cursor += 1 }
    guard cursor + 3 < end, bytes[cursor] == B.colon else { return false }
    guard bytes[cursor + 1] == 0x30, bytes[cursor + 2] == 0x78 else {
      // A label where the address stands (SnapKit's `.labeled`, Masonry's `mas_key`), after a
      // constraint class only: `<SnapKit.LayoutConstraint:Min dodgy constraint@FileA.swift#107`.
      return B.string(bytes, less + 1..<cursor).hasSuffix("Constraint")
        && !B.isWhitespace(bytes[cursor + 1])
    }
    var hexEnd = B.hexEnd(bytes, from: cursor + 3, end: end)
    if hexEnd == cursor + 3 {
      hexEnd = ConstraintDescriptionParser.redactionEnd(bytes, at: hexEnd, end: end) ?? hexEnd
    }
    guard hexEnd > cursor + 3, hexEnd < end else { return false }
    return B.isWhitespace(bytes[hexEnd]) || bytes[hexEnd] == B.at
  }

  func isClassByte(_ byte: UInt8) -> Bool {
    B.isLetter(byte) || B.isDigit(byte) || byte == 0x5F || byte == B.dot || byte == 0x24
  }
}
