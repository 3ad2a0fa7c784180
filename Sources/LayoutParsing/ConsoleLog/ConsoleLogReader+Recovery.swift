extension ConsoleLogReader {
  mutating func handleAfterList(_ line: ConsoleLogLine) {
    if line.isBlank { return }
    if Self.closeParens.contains(where: line.equals) { return }
    guard line.hasPrefix(Self.willAttempt) else {
      if isTrailer(line) {
        handleTrailer(line)
        return
      }
      closeReport()
      handleIdle(line)
      return
    }
    report?.endLine = line.number
    report?.recovery = .cutOff
    state = .recovery
    let rest = line.content.lowerBound + Self.willAttempt.count..<line.content.upperBound
    if B.firstIndex(of: Self.privateMarker, in: line.bytes, range: rest) != nil {
      report?.recovery = .redacted
      state = .trailer
    } else if let span = line.descriptionSpans().first {
      readBroken(line, span: span)
    }
  }

  /// After "Will attempt to recover by breaking constraint": the broken constraint, printed
  /// unquoted, possibly after blank lines (a paste that spaced every line); a quoted entry is
  /// the start of another list, not the broken constraint.
  mutating func handleRecovery(_ line: ConsoleLogLine) {
    if line.isBlank { return }
    if line.equals(Self.privateMarker) {
      report?.recovery = .redacted
      report?.endLine = line.number
      state = .trailer
      return
    }
    if line.bytes[line.content.lowerBound] != B.doubleQuote,
      let span = line.descriptionSpans().first
    {
      readBroken(line, span: span)
      return
    }
    state = .trailer
    handleTrailer(line)
  }

  /// Reads the broken constraint. A description that does not read (cut in the middle, or
  /// after the autoresizing mask) is resolved by its address to the listed constraint; only
  /// when the list does not hold that address is the line unreadable.
  mutating func readBroken(_ line: ConsoleLogLine, span: Range<Int>) {
    report?.endLine = line.number
    state = .trailer
    let text = B.string(line.bytes, span)
    do {
      let parsed = try ConstraintDescription(parsing: text)
      report?.recovery = .broken
      report?.brokenConstraint = ConsoleLogConstraint(line: line.number, text: text, parsed: parsed)
    } catch {
      if let address = Self.address(line.bytes, span),
        let listed = report?.constraints.first(where: { $0.parsed.address == address })
      {
        report?.recovery = .broken
        report?.brokenConstraint = ConsoleLogConstraint(
          line: line.number, text: listed.text, parsed: listed.parsed)
        return
      }
      report?.recovery = .cutOff
      var unparsed = Self.unparsed(line, span: span, error: error)
      unparsed.isBrokenConstraint = true
      report?.unparsed.append(unparsed)
    }
  }

  /// The address of the description at `span` (`<Class:0xADDR ...`), lowercase, if it is
  /// printed in full (followed by whitespace or `@`).
  static func address(_ bytes: [UInt8], _ span: Range<Int>) -> String? {
    guard
      let colon = B.firstIndex(of: ConstraintDescriptionParser.colonHex, in: bytes, range: span)
    else { return nil }
    let hexEnd = B.hexEnd(bytes, from: colon + 3, end: span.upperBound)
    guard hexEnd > colon + 3, hexEnd < span.upperBound,
      B.isWhitespace(bytes[hexEnd]) || bytes[hexEnd] == B.at
    else { return nil }
    return "0x" + B.string(bytes, colon + 3..<hexEnd).lowercased()
  }

  /// The unreadable line holding the description at `span`, flagged as cut off when the
  /// description stops before its closing `>`.
  static func unparsed(_ line: ConsoleLogLine, span: Range<Int>, error: any Error)
    -> ConsoleLogUnparsedLine
  {
    let isCutOff = span.isEmpty || line.bytes[span.upperBound - 1] != B.greater
    return ConsoleLogUnparsedLine(
      line: line.number, text: line.rawText,
      reason: "\(error)", isCutOff: isCutOff)
  }

  /// Whether `line`, an `Unable to simultaneously satisfy constraints` header, comes after the
  /// list of a "Conflicting constraints detected" report (where macOS 14 prints it as the
  /// report's closing line).
  func isClosingLine(_ line: ConsoleLogLine) -> Bool {
    guard line.hasPrefix(Self.unable), report?.header == .appKitConflicting else { return false }
    switch state {
    case .afterList, .recovery, .trailer: return true
    default: return false
    }
  }

  /// The line after a possible closing line: a list (or its replacement, or an explanation)
  /// makes the closing line the header of a new report; anything else ends the open report
  /// with it.
  mutating func handleClosing(_ line: ConsoleLogLine) {
    guard let header = closingHeader else {
      state = .idle
      handle(line)
      return
    }
    if line.isBlank { return }
    let startsReport =
      line.equals(Self.openParen) || line.equals(Self.privateMarker)
      || line.equals(Self.ellipsis) || Self.explanations.contains(where: line.contains)
      || !line.descriptionSpans().isEmpty
    if !startsReport { report?.endLine = header.number }
    closeReport()
    if startsReport { startReport(header) }
    handle(line)
  }

  mutating func handleTrailer(_ line: ConsoleLogLine) {
    if line.isBlank { return }
    if isTrailer(line) {
      report?.hasTrailer = true
      report?.endLine = line.number
      state = .trailer
      if line.hasPrefix(Self.trailers[1]) || line.hasPrefix(Self.trailers[2]) { closeReport() }
      return
    }
    closeReport()
    handleIdle(line)
  }
}
