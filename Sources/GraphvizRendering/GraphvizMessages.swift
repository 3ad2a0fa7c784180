/// The messages Graphviz reported during one job, split into errors and warnings.
///
/// Graphviz hands its message handler each message in pieces (`"Error"`, `": "`, the text), and
/// continuation lines come without a prefix; `init(captured:)` reassembles the whole text.
struct GraphvizMessages: Sendable, Hashable {
  /// Error texts, without the `Error: ` prefix, in order.
  var errors: [String] = []
  /// Warning texts, without the `Warning: ` prefix, in order.
  var warnings: [String] = []

  init(errors: [String] = [], warnings: [String] = []) {
    self.errors = errors
    self.warnings = warnings
  }

  /// Splits captured handler output into messages.
  init(captured: String) {
    enum Level { case error, warning }
    var current: (level: Level, text: String)?
    func flush() {
      guard let (level, text) = current else { return }
      let trimmed = Self.trimmed(text)
      if !trimmed.isEmpty {
        switch level {
        case .error: errors.append(trimmed)
        case .warning: warnings.append(trimmed)
        }
      }
      current = nil
    }
    for line in captured.split(separator: "\n", omittingEmptySubsequences: true) {
      if line.hasPrefix("Error: ") {
        flush()
        current = (.error, String(line.dropFirst("Error: ".count)))
      } else if line.hasPrefix("Warning: ") {
        flush()
        current = (.warning, String(line.dropFirst("Warning: ".count)))
      } else if var open = current {
        open.text += " " + Self.trimmed(line)
        current = open
      } else {
        current = (.error, String(line))
      }
    }
    flush()
  }

  /// The errors as one line, or the warnings if there are no errors.
  var summary: String {
    (errors.isEmpty ? warnings : errors).joined(separator: "; ")
  }

  /// The error for a failed `gvLayout` with `engine`.
  func layoutError(engine: GraphvizEngine) -> GraphvizError {
    if let known = Self.knownList(in: errors, marker: "Layout type: ") {
      return known.isEmpty
        ? .pluginsNotConfigured(message: summary)
        : .engineUnavailable(engine, message: summary)
    }
    return .layoutFailed(engine, message: summary)
  }

  /// The error for a failed or empty `gvRenderData` to `format`.
  func renderError(format: GraphvizFormat) -> GraphvizError {
    if let known = Self.knownList(in: errors, marker: "Format: ") {
      return known.isEmpty
        ? .pluginsNotConfigured(message: summary)
        : .formatUnavailable(format, message: summary)
    }
    if errors.contains(where: { $0.hasPrefix("renderer for ") && $0.hasSuffix(" is unavailable") })
    {
      return .formatUnavailable(format, message: summary)
    }
    return .renderFailed(format, message: summary)
  }

  /// For a `<marker>"name" not recognized. Use one of: a b c` message, the listed names (empty
  /// when Graphviz knows none); `nil` when there is no such message.
  static func knownList(in errors: [String], marker: String) -> [Substring]? {
    let phrase = " not recognized. Use one of:"
    for error in errors where error.hasPrefix(marker) {
      guard let range = error.range(of: phrase) else { continue }
      return error[range.upperBound...].split(separator: " ")
    }
    return nil
  }

  private static func trimmed<S: StringProtocol>(_ text: S) -> String {
    var slice = Substring(text)
    while let first = slice.first, first.isWhitespace { slice.removeFirst() }
    while let last = slice.last, last.isWhitespace { slice.removeLast() }
    return String(slice)
  }
}
