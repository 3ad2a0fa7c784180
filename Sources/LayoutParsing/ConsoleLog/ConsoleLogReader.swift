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
///
/// One file per parser state: `+Idle` (between blocks), `+Header` (header to list), `+List`
/// (entries), `+Recovery` (after the list, recovery, trailer and closing line), `+Closing`
/// (giving out reports, tails and traces), `+Phrases` (the fixed text that frames them).
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
}
