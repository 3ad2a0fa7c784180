import Foundation

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
/// (giving out reports, tails and traces), `+Cascade` (a report held back until the next one,
/// which may continue it), `+Phrases` (the fixed text that frames them).
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
    /// Inside the layout engine's description (`<NSISEngine: 0x…>{`), up to its closing `}`.
    case engineDump
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
  /// A report held back until the next entry, which may continue its cascade (`+Cascade`).
  var heldReport: ConsoleLogReport?
  /// The last report of the held report's cascade (the held report itself before any step).
  var cascadeLast: ConsoleLogReport?
  /// The `Unable to simultaneously satisfy constraints` line after a "Conflicting constraints
  /// detected" report: its closing line, unless a list follows.
  var closingHeader: ConsoleLogLine?

  /// The start of a line a chunk ended inside, waiting for the rest (`consume(chunk:_:)`).
  var carry: [UInt8] = []
  /// The repaired lines being read (kept to reuse its storage).
  var batch: [ConsoleLogRepair.Line] = []

  /// Creates a reader at line 1.
  public init() {}

  /// Reads the next line (UTF-8 bytes without the newline; a trailing `\r` is ignored).
  /// - Returns: the entries completed by this line, in input order.
  public mutating func consume(line: some Collection<UInt8>) -> [ConsoleLogEntry] {
    read(line: line)
    return takeOutput()
  }

  /// Ends the input.
  /// - Returns: the entries still open, completed.
  public mutating func finish() -> [ConsoleLogEntry] {
    finishReading()
    return takeOutput()
  }

  /// Reads the next piece of the input, of any size: a chunk may end anywhere, inside a line
  /// or between its `\r` and `\n`; the part of a line it ends inside is kept until the next
  /// chunk completes it. Calls `body` with each entry completed, in input order, as soon as it
  /// is complete, so that a caller reading a file in blocks holds one block and the open
  /// report, never the whole text. Line numbers are those of the whole input.
  public mutating func consume(
    chunk: UnsafeBufferPointer<UInt8>, _ body: (ConsoleLogEntry) -> Void
  ) {
    guard let base = chunk.baseAddress else { return }
    var start = 0
    let count = chunk.count
    while start < count {
      guard let found = memchr(base + start, 0x0A, count - start) else { break }
      let end = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
      let piece = UnsafeBufferPointer(rebasing: chunk[start..<end])
      if carry.isEmpty {
        read(line: piece)
      } else {
        carry.append(contentsOf: piece)
        readCarry()
      }
      deliver(body)
      start = end + 1
    }
    if start < count { carry.append(contentsOf: UnsafeBufferPointer(rebasing: chunk[start...])) }
  }

  /// Ends the input after `consume(chunk:_:)`: reads a last line with no newline after it, and
  /// calls `body` with the entries still open, completed.
  public mutating func finish(_ body: (ConsoleLogEntry) -> Void) {
    if !carry.isEmpty { readCarry() }
    finishReading()
    deliver(body)
  }

  mutating func readCarry() {
    var line: [UInt8] = []
    swap(&line, &carry)
    line.withUnsafeBufferPointer { read(line: $0) }
    line.removeAll(keepingCapacity: true)
    swap(&line, &carry)
  }

  mutating func read(line: some Collection<UInt8>) {
    let bytes = Array(line)
    bytes.withUnsafeBufferPointer { read(line: $0) }
  }

  /// Reads one line. Between blocks, a line of plain text that cannot start one
  /// (`isPlainInert`) is only counted: the repair holds it as a line of text, and it is
  /// skipped when released, as it must be, the reader being still quiet then.
  mutating func read(line: UnsafeBufferPointer<UInt8>) {
    lineNumber += 1
    if isQuiet(), !repair.isDoubleSpaced, Self.isPlainInert(line) {
      // A line of text held before is released by this one: read it first.
      repair.releaseLoneText()
      readRepaired()
      if isQuiet(), repair.canHoldInert {
        repair.holdInert(number: lineNumber)
        return
      }
    }
    repair.push(number: lineNumber, raw: line)
    readRepaired()
  }

  mutating func finishReading() {
    repair.finish()
    readRepaired()
    closeTrace()
    if let closingHeader { report?.endLine = closingHeader.number }
    closeReport()
    flushTail()
    flushHeld()
  }

  /// Reads the lines the repair has made ready. Between blocks, a line that cannot start one
  /// (`isInert`) is skipped without being taken apart.
  mutating func readRepaired() {
    // Most calls find nothing ready (a plain line only counted): no swap, no emptying.
    guard !repair.ready.isEmpty else { return }
    repair.takeReady(into: &batch)
    for index in batch.indices {
      var original: [UInt8] = []
      swap(&original, &batch[index].original)
      let repaired = batch[index]
      if repaired.isInert {
        // Held while the reader was quiet, and released before any other line: still quiet.
      } else if let piece = repaired.piece {
        // A piece of a split line: messages quote the piece, not the whole line.
        handle(ConsoleLogLine(number: repaired.number, raw: piece, original: piece))
      } else if !isQuiet() || !Self.isInert(original, repaired.text) {
        handle(
          ConsoleLogLine(
            number: repaired.number, raw: Array(original[repaired.text]), original: original))
      }
      repair.recycle(&original)
    }
    batch.removeAll(keepingCapacity: true)
  }

  mutating func deliver(_ body: (ConsoleLogEntry) -> Void) {
    guard !output.isEmpty else { return }
    for entry in output { body(entry) }
    output.removeAll(keepingCapacity: true)
  }

  mutating func takeOutput() -> [ConsoleLogEntry] {
    guard !output.isEmpty else { return [] }
    let entries = output
    output = []
    return entries
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
    case .engineDump: handleEngineDump(line)
    }
  }
}
