extension ConsoleLogReader {
  // MARK: Closing

  /// Whether `report` holds nothing worth giving out: a list or dump with no entries, or a
  /// headerless report with nothing after its explanation. (A report with a header is given
  /// out even when empty: a redacted or elided list, or a header cut off.)
  func isEmpty(_ report: ConsoleLogReport) -> Bool {
    guard report.constraints.isEmpty, report.unparsed.isEmpty, !report.isEngineDump else {
      return false
    }
    if report.kind != .unsatisfiableConstraints { return true }
    return isHeaderless && report.recovery == .missing && !report.isRedacted
      && !report.isElided
  }

  /// Whether `report` only looks like an AppKit report: a "Conflicting constraints detected"
  /// block or a headerless list none of whose entries is an Auto Layout description
  /// (`<Class:0xADDRESS ...>`), such as another solver's message in a Python traceback from
  /// kiwisolver. It is not given out, and its lines are not unreadable constraints.
  func isForeign(_ report: ConsoleLogReport) -> Bool {
    guard report.kind == .constraintList || report.header == .appKitConflicting,
      report.constraints.isEmpty, report.brokenConstraint == nil, !report.isRedacted,
      !report.isElided, !report.unparsed.isEmpty
    else { return false }
    return !report.unparsed.contains { Self.holdsDescriptionStart($0.text) }
  }

  /// Whether `text` holds the start of an Auto Layout description: `<`, a class name, `:0x`.
  static func holdsDescriptionStart(_ text: String) -> Bool {
    let bytes = Array(text.utf8)
    var index = 0
    while let less = B.firstIndex(of: B.less, in: bytes, range: index..<bytes.count) {
      var cursor = less + 1
      if cursor < bytes.count, B.isLetter(bytes[cursor]) || bytes[cursor] == 0x5F {
        while cursor < bytes.count,
          B.isLetter(bytes[cursor]) || B.isDigit(bytes[cursor]) || bytes[cursor] == 0x5F
            || bytes[cursor] == B.dot
        {
          cursor += 1
        }
        if B.hasPrefix(bytes, Self.addressStart, at: cursor) { return true }
      }
      index = less + 1
    }
    return false
  }

  /// `:0x`, which follows the class name in a description.
  static let addressStart = B.bytes(":0x")

  /// Turns the open recovery section into a tail: tied to the report just given out when that
  /// one breaks the same constraint, else held for the next report.
  mutating func closeTail(_ section: ConsoleLogReport) {
    flushTail()
    var tail = ConsoleLogRecoveryTail(
      line: section.line, endLine: section.endLine, recovery: section.recovery,
      brokenConstraint: section.brokenConstraint, hasTrailer: section.hasTrailer,
      unparsed: section.unparsed)
    if let lastReport, tail.belongs(to: lastReport) {
      tail.reportLine = lastReport.line
      emit(.recoveryTail(tail))
    } else {
      pendingTail = tail
    }
  }

  /// Gives out the tail held for the next report (no report followed it).
  mutating func flushTail() {
    guard let tail = pendingTail else { return }
    emit(.recoveryTail(tail))
    pendingTail = nil
  }

  mutating func closeReport() {
    if let report {
      if isTail {
        closeTail(report)
      } else if !isEmpty(report), !isForeign(report) {
        if var tail = pendingTail {
          if tail.belongs(to: report) { tail.reportLine = report.line }
          emit(.recoveryTail(tail))
          pendingTail = nil
        }
        give(report)
      }
    }
    report = nil
    isTail = false
    isHeaderless = false
    closingHeader = nil
    entryEndsWithComma = false
    seenAddresses.removeAll(keepingCapacity: true)
    state = .idle
  }

  /// Adds `line` to the open trace; `false` (and the trace closed) when it is not a trace line.
  mutating func continueTrace(_ line: ConsoleLogLine) -> Bool {
    if AutolayoutTraceParser.isLegendLine(line, inLegend: traceInLegend) {
      traceInLegend = true
      trace?.hasLegend = true
      trace?.endLine = line.number
      return true
    }
    if !traceInLegend, let node = AutolayoutTraceParser.node(line), node.depth > 0 {
      trace?.nodes.append(node)
      trace?.endLine = line.number
      return true
    }
    if !traceInLegend, line.isBlank {
      // A blank line may part a poster's `[snip]` from the tree, or a synopsis's one-line trace
      // from its legend; the next line decides.
      return true
    }
    if !traceInLegend, AutolayoutTraceParser.isElision(line) {
      trace?.isElided = true
      trace?.endLine = line.number
      return true
    }
    closeTrace()
    return false
  }

  mutating func closeTrace() {
    if let trace, trace.nodes.count > 1 || !trace.ambiguousNodes.isEmpty {
      closeReport()
      flushTail()
      emit(.trace(trace))
    }
    trace = nil
    traceInLegend = false
  }
}
