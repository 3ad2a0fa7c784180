// State `list`: the entries of a report, list or dump.
extension ConsoleLogReader {
  mutating func handleList(_ line: ConsoleLogLine, parenthesised: Bool) {
    if line.isBlank {
      if !parenthesised, !entryEndsWithComma { state = .afterList }
      return
    }
    if Self.closeParens.contains(where: line.equals) {
      report?.isListClosed = true
      report?.endLine = line.number
      state = report?.kind == .constraintPrintout ? .idle : .afterList
      if report?.kind == .constraintPrintout { closeReport() }
      return
    }
    if line.equals(Self.privateMarker) || line.equals(Self.ellipsis) {
      markListReplaced(line)
      return
    }
    if line.hasPrefix(Self.willAttempt) {
      if parenthesised { report?.isListClosed = false }
      handleAfterList(line)
      return
    }
    let spans = line.descriptionSpans(allowShortForm: true)
    if spans.isEmpty {
      if parenthesised, line.contains(B.bytes("<")) || line.hasPrefix(B.bytes("\"")) {
        // An entry that stops before its closing `>` was cut where the source stopped.
        let last = B.trimmed(line.bytes, line.content).upperBound
        let ending = line.bytes[..<last].reversed().first { $0 != B.comma && $0 != B.doubleQuote }
        report?.unparsed.append(
          ConsoleLogUnparsedLine(
            line: line.number, text: line.rawText, reason: "expected a constraint description",
            isCutOff: ending != B.greater))
        report?.endLine = line.number
        return
      }
      if parenthesised { report?.isListClosed = false }
      closeReport()
      handleIdle(line)
      return
    }
    appendEntries(line, spans: spans)
  }

  // MARK: Entries

  mutating func appendEntries(_ line: ConsoleLogLine, spans: [Range<Int>]) {
    guard report != nil else { return }
    report?.endLine = line.number
    entryEndsWithComma = line.bytes[line.content.upperBound - 1] == B.comma
    for span in spans {
      let text = B.string(line.bytes, span)
      do {
        let parsed = try ConstraintDescription(parsing: text)
        let index = report?.constraints.count ?? 0
        var duplicateOf: Int?
        if let address = parsed.address {
          if let first = seenAddresses[address], report?.constraints[first].text == text {
            duplicateOf = first
          } else if seenAddresses[address] == nil {
            seenAddresses[address] = index
          }
        }
        report?.constraints.append(
          ConsoleLogConstraint(
            line: line.number, text: text, parsed: parsed, duplicateOf: duplicateOf))
        if report?.platform == .unknown, let platform = Self.platform(of: parsed) {
          report?.platform = platform
        }
      } catch {
        report?.unparsed.append(Self.unparsed(line, span: span, error: error))
      }
    }
  }

  /// The platform `description` comes from: its identifier's or its items' class prefixes,
  /// and macOS for private anchors (NSGridView's).
  static func platform(of description: ConstraintDescription) -> ConsoleLogPlatform? {
    let anchors = description.equation.terms.filter {
      if case .privateAnchor = $0.attribute { return true }
      return false
    }
    if !anchors.isEmpty { return .macOS }
    if let identifier = description.identifier {
      if identifier.hasPrefix("UIView") || identifier.hasPrefix("UISV-")
        || identifier.hasPrefix("_UI")
      {
        return .iOS
      }
      if identifier.hasPrefix("NSView") || identifier.hasPrefix("NSWindow") { return .macOS }
    }
    for item in description.equation.items {
      guard let className = item.className else { continue }
      if className.hasPrefix("UI") || className.hasPrefix("_UI") { return .iOS }
      if className.hasPrefix("NS") && !className.hasPrefix("NSKVONotifying_")
        || className.hasPrefix("_NS")
      {
        return .macOS
      }
    }
    return nil
  }
}
