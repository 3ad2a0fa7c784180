// State `header`: from a header line (or a headerless explanation) to the list.
extension ConsoleLogReader {
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
}
