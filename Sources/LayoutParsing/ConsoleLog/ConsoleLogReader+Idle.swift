// State `idle`: between blocks, where a report, dump, list or trace starts.
extension ConsoleLogReader {
  mutating func handleIdle(_ line: ConsoleLogLine) {
    if line.isBlank {
      if !isAwaitingPrintout { closeReport() }
      return
    }
    if isTrailer(line) {
      closeReport()
      return
    }
    if startsReportWithoutHeader(line) { return }
    if line.hasPrefix(Self.engineOpen) {
      startEngineDump(line)
      return
    }
    if Self.closeParens.contains(where: line.equals), let open = report,
      open.kind == .constraintPrintout, open.command == nil, !open.isEngineDump,
      !open.constraints.isEmpty
    {
      // Bare entries, then `)`: the end of a list whose start is not in the input (a paste
      // that starts in the middle of a list of unquoted entries, as Masonry prints them).
      report?.kind = .constraintList
      report?.endLine = line.number
      state = .afterList
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
      startPrintout(line, parenthesised: true)
      return
    }
    if line.hasPrefix(Self.lldb) || line.hasPrefix(Self.poCommand) || isElementCount(line) {
      startPrintout(line, parenthesised: false)
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
    if report == nil { startPrintout(line, parenthesised: false) }
    appendEntries(line, spans: spans)
  }

  /// Starts a report at a line that comes after a report's header: "Will attempt to recover"
  /// (the tail of a report whose list is not in the input) or UIKit's first explanation line
  /// (a report whose header line is missing). Returns whether the line was one of those.
  mutating func startsReportWithoutHeader(_ line: ConsoleLogLine) -> Bool {
    if line.hasPrefix(Self.willAttempt) {
      closeReport()
      var partial = ConsoleLogReport(kind: .unsatisfiableConstraints, line: line.number)
      partial.isListClosed = false
      report = partial
      isTail = true
      handleAfterList(line)
      return true
    }
    guard line.contains(Self.explanations[0]) else { return false }
    closeReport()
    var headerless = ConsoleLogReport(kind: .unsatisfiableConstraints, line: line.number)
    headerless.platform = .iOS
    headerless.prefix = line.prefix
    report = headerless
    isHeaderless = true
    state = .header
    handleHeader(line)
    return true
  }

  /// Whether the open block is a dump whose command was read but whose list has not started.
  var isAwaitingPrintout: Bool {
    guard let report, report.kind == .constraintPrintout else { return false }
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

  mutating func startPrintout(_ line: ConsoleLogLine, parenthesised: Bool) {
    var dump = ConsoleLogReport(kind: .constraintPrintout, line: line.number)
    if isAwaitingPrintout, let waiting = report {
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
}

// The layout engine's own description: not a report, kept as a dump of what it holds.
extension ConsoleLogReader {
  /// `<NSISEngine: 0x…>{ delegate:0x…` and the rows, variables (`Marker:0x….marker{id: 10}`),
  /// constraints and statistics after it, to the closing `}`: one dump
  /// (`ConsoleLogReport.isEngineDump`) holding the constraint descriptions it prints.
  mutating func startEngineDump(_ line: ConsoleLogLine) {
    closeReport()
    var dump = ConsoleLogReport(kind: .constraintPrintout, line: line.number)
    dump.prefix = line.prefix
    dump.isEngineDump = true
    report = dump
    state = .engineDump
  }

  mutating func handleEngineDump(_ line: ConsoleLogLine) {
    if line.isBlank { return }
    report?.endLine = line.number
    if line.equals(Self.closeBrace) {
      closeReport()
      return
    }
    let spans = line.descriptionSpans()
    if !spans.isEmpty { appendEntries(line, spans: spans) }
  }
}
