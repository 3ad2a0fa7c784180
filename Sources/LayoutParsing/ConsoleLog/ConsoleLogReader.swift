/// What a console log holds, one piece at a time.
public enum ConsoleLogEntry: Hashable, Sendable {
  /// A report, a headerless list or a dump of constraint descriptions.
  case report(ConsoleLogReport)
  /// An `_autolayoutTrace` tree.
  case trace(AutolayoutTrace)
  /// A recovery section whose report is not in the input.
  case recoveryTail(ConsoleLogRecoveryTail)
  /// A line outside any report that holds a constraint description that could not be read.
  case unparsed(ConsoleLogUnparsedLine)
}

/// Finds reports, dumps and traces in arbitrary console text, line by line.
///
/// Feed lines with `consume(line:)` and collect what each call returns; call `finish()` at the
/// end of the input. Memory stays bounded by the largest single report: nothing but the open
/// block is kept. The framing follows the forms catalogued for UIKit (multi-line and one-line
/// headers), AppKit (classic, `<private>`-redacted and macOS 14 "Conflicting constraints
/// detected"), debugger dumps and `_autolayoutTrace` output; unrelated lines are skipped.
public struct ConsoleLogReader {
  typealias B = ConsoleLogBytes

  enum State {
    case idle
    /// After a header, before the list.
    case header
    /// Inside a list; `parenthesised` when it opened with `(`.
    case list(parenthesised: Bool)
    /// After the list, before "Will attempt to recover".
    case afterList
    /// After "Will attempt to recover by breaking constraint", expecting the constraint.
    case recovery
    /// After the recovery section: trailer lines.
    case trailer
    /// After an `Unable to simultaneously satisfy constraints` line that may close a macOS 14
    /// "Conflicting constraints detected" report (see `closingHeader`).
    case closing
  }

  var state = State.idle
  var report: ConsoleLogReport?
  var trace: AutolayoutTrace?
  var traceInLegend = false
  var lineNumber = 0
  var output: [ConsoleLogEntry] = []
  var seenAddresses: [String: Int] = [:]
  /// Whether the last entry line of the open list ended with `,` (more entries follow, even
  /// after blank lines).
  var entryEndsWithComma = false
  var repair = ConsoleLogRepair()
  /// Whether the open report started at its explanation (`Probably at least one ...`) with no
  /// header line; it is dropped if nothing of a report follows.
  var isHeaderless = false
  /// Whether the open report started at "Will attempt to recover": it becomes a tail.
  var isTail = false
  /// A tail waiting for the next report, which may be the one it ends.
  var pendingTail: ConsoleLogRecoveryTail?
  /// The last report given out, for a tail that follows it.
  var lastReport: ConsoleLogReport?
  /// The `Unable to simultaneously satisfy constraints` line after a "Conflicting constraints
  /// detected" report: its closing line, unless a list follows.
  var closingHeader: ConsoleLogLine?

  /// Creates a reader at line 1.
  public init() {}

  /// Reads the next line (UTF-8 bytes without the newline; a trailing `\r` is ignored).
  /// - Returns: the entries completed by this line, in input order.
  public mutating func consume(line: some Collection<UInt8>) -> [ConsoleLogEntry] {
    lineNumber += 1
    for repaired in repair.push(number: lineNumber, raw: line) {
      handle(
        ConsoleLogLine(number: repaired.number, raw: repaired.bytes, original: repaired.original))
    }
    defer { output.removeAll(keepingCapacity: true) }
    return output
  }

  /// Ends the input.
  /// - Returns: the entries still open, completed.
  public mutating func finish() -> [ConsoleLogEntry] {
    for repaired in repair.finish() {
      handle(
        ConsoleLogLine(number: repaired.number, raw: repaired.bytes, original: repaired.original))
    }
    closeTrace()
    if let closingHeader { report?.endLine = closingHeader.number }
    closeReport()
    flushTail()
    defer { output.removeAll() }
    return output
  }

  // MARK: Phrases

  static let unable = B.bytes("Unable to simultaneously satisfy constraints")
  static let conflicting = B.bytes("Conflicting constraints detected:")
  static let willAttempt = B.bytes("Will attempt to recover by breaking")
  static let trailers = [
    B.bytes("Make a symbolic breakpoint at UIViewAlertForUnsatisfiableConstraints"),
    B.bytes("The methods in the UIConstraintBasedLayoutDebugging category"),
    B.bytes("Set the NSUserDefault NSConstraintBasedLayoutVisualizeMutuallyExclusiveConstraints"),
  ]
  static let explanations = [
    B.bytes("Probably at least one of the constraints"), B.bytes("Try this:"),
    B.bytes("(1) look at each constraint"), B.bytes("(2) find the code"),
    B.bytes("(Note: If you're seeing"), B.bytes("UIView property translatesAutoresizing"),
  ]
  static let privateMarker = B.bytes("<private>")
  static let ellipsis = B.bytes("...")
  static let openParen = B.bytes("(")
  static let closeParens = [B.bytes(")"), B.bytes(")."), B.bytes("),")]
  static let arrayOpen = B.bytes("<__NSArray")
  static let arrayOpenTail = B.bytes(">(")
  static let lldb = B.bytes("(lldb)")
  static let poCommand = B.bytes("po ")
  static let elements = [B.bytes(" elements"), B.bytes(" element")]

  func isTrailer(_ line: ConsoleLogLine) -> Bool { Self.trailers.contains(where: line.hasPrefix) }

  func isHeader(_ line: ConsoleLogLine) -> Bool {
    line.hasPrefix(Self.unable) || line.hasPrefix(Self.conflicting)
  }

  // MARK: Dispatch

  mutating func handle(_ line: ConsoleLogLine) {
    if trace != nil, continueTrace(line) { return }
    if isHeader(line) {
      if isClosingLine(line) {
        closingHeader = line
        state = .closing
        return
      }
      closeReport()
      startReport(line)
      return
    }
    switch state {
    case .idle: handleIdle(line)
    case .header: handleHeader(line)
    case .list(let parenthesised): handleList(line, parenthesised: parenthesised)
    case .afterList: handleAfterList(line)
    case .recovery: handleRecovery(line)
    case .trailer: handleTrailer(line)
    case .closing: handleClosing(line)
    }
  }

  mutating func handleIdle(_ line: ConsoleLogLine) {
    if line.isBlank {
      if !isAwaitingDump { closeReport() }
      return
    }
    if isTrailer(line) {
      closeReport()
      return
    }
    if line.hasPrefix(Self.willAttempt) {
      closeReport()
      var partial = ConsoleLogReport(kind: .unsatisfiableConstraints, line: line.number)
      partial.isListClosed = false
      report = partial
      isTail = true
      handleAfterList(line)
      return
    }
    if line.contains(Self.explanations[0]) {
      closeReport()
      var headerless = ConsoleLogReport(kind: .unsatisfiableConstraints, line: line.number)
      headerless.platform = .iOS
      headerless.prefix = line.prefix
      report = headerless
      isHeaderless = true
      state = .header
      handleHeader(line)
      return
    }
    if line.equals(Self.openParen) {
      closeReport()
      report = ConsoleLogReport(kind: .constraintList, line: line.number)
      state = .list(parenthesised: true)
      return
    }
    if line.hasPrefix(Self.arrayOpen),
      B.equals(
        line.bytes, line.content.upperBound - 2..<line.content.upperBound, Self.arrayOpenTail)
    {
      startDump(line, parenthesised: true)
      return
    }
    if line.hasPrefix(Self.lldb) || line.hasPrefix(Self.poCommand) || isElementCount(line) {
      startDump(line, parenthesised: false)
      if line.descriptionSpans().isEmpty { return }
    }
    if let node = AutolayoutTraceParser.node(line),
      node.depth > 0 || node.marker != nil || !(node.item.className ?? "").contains(" ")
    {
      // A tree line starts a trace, also deep in the tree (a paste without the root line).
      closeReport()
      trace = AutolayoutTrace(line: line.number, endLine: line.number, nodes: [node])
      return
    }
    let spans = line.descriptionSpans()
    guard !spans.isEmpty else {
      closeReport()
      return
    }
    if line.bytes[line.content.lowerBound] == B.doubleQuote {
      closeReport()
      report = ConsoleLogReport(kind: .constraintList, line: line.number)
      state = .list(parenthesised: false)
      appendEntries(line, spans: spans)
      return
    }
    if report == nil { startDump(line, parenthesised: false) }
    appendEntries(line, spans: spans)
  }

  /// Whether the open block is a dump whose command was read but whose list has not started.
  var isAwaitingDump: Bool {
    guard let report, report.kind == .constraintDump else { return false }
    return report.constraints.isEmpty && report.unparsed.isEmpty
  }

  func isElementCount(_ line: ConsoleLogLine) -> Bool {
    guard line.content.lowerBound < line.content.upperBound,
      B.isDigit(line.bytes[line.content.lowerBound])
    else { return false }
    var cursor = line.content.lowerBound
    while cursor < line.content.upperBound, B.isDigit(line.bytes[cursor]) { cursor += 1 }
    return Self.elements.contains { B.hasPrefix(line.bytes, $0, at: cursor) }
  }

  mutating func startDump(_ line: ConsoleLogLine, parenthesised: Bool) {
    var dump = ConsoleLogReport(kind: .constraintDump, line: line.number)
    if isAwaitingDump, let waiting = report {
      dump = waiting
    } else {
      closeReport()
      dump.prefix = line.prefix
    }
    if line.hasPrefix(Self.lldb) || line.hasPrefix(Self.poCommand) {
      dump.command = line.text
      if let elementsStart = B.firstIndex(of: Self.elements[1], in: line.bytes, range: line.content)
      {
        var start = elementsStart
        while start > line.content.lowerBound, B.isDigit(line.bytes[start - 1]) { start -= 1 }
        var end = start
        while end > line.content.lowerBound, B.isWhitespace(line.bytes[end - 1]) { end -= 1 }
        if start < elementsStart {
          dump.command = B.string(line.bytes, line.content.lowerBound..<end)
        }
      }
    }
    report = dump
    state = parenthesised ? .list(parenthesised: true) : .idle
    if parenthesised { report?.isListClosed = false }
  }

  mutating func startReport(_ line: ConsoleLogLine) {
    var header = ConsoleLogReport(kind: .unsatisfiableConstraints, line: line.number)
    header.prefix = line.prefix
    let bytes = line.bytes
    let start = line.content.lowerBound
    if line.hasPrefix(Self.conflicting) {
      header.header = .appKitConflicting
      header.platform = .macOS
      let rest = B.trimmed(bytes, start + Self.conflicting.count..<line.content.upperBound)
      report = header
      if B.equals(bytes, rest, Self.openParen) {
        report?.isListClosed = false
        state = .list(parenthesised: true)
      } else {
        state = .header
      }
      return
    }
    let after = start + Self.unable.count
    let punctuation = after < line.content.upperBound ? bytes[after] : B.dot
    if punctuation == B.colon {
      header.header = .appKit
      header.platform = .macOS
    } else {
      header.header = .uikit
      header.platform = .iOS
    }
    report = header
    state = .header
  }

  // MARK: Report sections

  mutating func handleHeader(_ line: ConsoleLogLine) {
    if line.isBlank { return }
    if Self.explanations.contains(where: line.contains) {
      if report?.header == .uikit || report?.header == .uikitOneLine
        || report?.header == .uikitMultiLine
      {
        let oneLine = line.contains(Self.explanations[0]) && line.contains(Self.explanations[1])
        if report?.header == .uikit { report?.header = oneLine ? .uikitOneLine : .uikitMultiLine }
      }
      report?.endLine = line.number
      return
    }
    if line.equals(Self.openParen) {
      report?.isListClosed = false
      report?.endLine = line.number
      state = .list(parenthesised: true)
      return
    }
    if line.equals(Self.privateMarker) || line.equals(Self.ellipsis) {
      markListReplaced(line)
      state = .afterList
      return
    }
    if line.hasPrefix(Self.willAttempt) {
      report?.isListClosed = false
      handleAfterList(line)
      return
    }
    if !line.descriptionSpans().isEmpty {
      state = .list(parenthesised: false)
      handleList(line, parenthesised: false)
      return
    }
    closeReport()
    handleIdle(line)
  }

  mutating func markListReplaced(_ line: ConsoleLogLine) {
    if line.equals(Self.privateMarker) {
      report?.isRedacted = true
    } else {
      report?.isElided = true
    }
    report?.endLine = line.number
  }

  mutating func handleList(_ line: ConsoleLogLine, parenthesised: Bool) {
    if line.isBlank {
      if !parenthesised, !entryEndsWithComma { state = .afterList }
      return
    }
    if Self.closeParens.contains(where: line.equals) {
      report?.isListClosed = true
      report?.endLine = line.number
      state = report?.kind == .constraintDump ? .idle : .afterList
      if report?.kind == .constraintDump { closeReport() }
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
        report?.unparsed.append(
          ConsoleLogUnparsedLine(
            line: line.number, text: line.rawText, reason: "expected a constraint description"))
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
