/// What an input file holds, judged by its content (and by the `.layout` extension for
/// listings). The one place that tells inputs apart: every command asks it.
public enum InputKind: String, Sendable, CaseIterable {
  /// A layout listing (`view ...` statements and constraint lines).
  case layoutListing
  /// A JSON layout dump (`{"format": "layout-dump", ...}`).
  case jsonDump
  /// Console output: UIKit/AppKit reports, constraint dumps and `_autolayoutTrace` trees
  /// anywhere in arbitrary text (a whole `xcodebuild` log is a normal input).
  case consoleLog
  /// An Interface Builder document (`.xib`, `.storyboard`): `<document
  /// type="com.apple.InterfaceBuilder3...` near the start, or one of those extensions.
  case interfaceBuilder

  /// The kind of `text` read from `path`, or `nil` when it is JSON that is not a layout dump.
  ///
  /// An Interface Builder document is recognised first (its extension, or its `<document
  /// type="com.apple.InterfaceBuilder3` element near the start). JSON (`startsAsJSON`), and a
  /// `.json` file that opens with `{` or names the format, is a dump when it names the
  /// `"layout-dump"` format, and otherwise not a layout, as a `.json` file that is empty or
  /// holds another JSON value (an array, `null`, a number) is not; text whose first statement (not blank, not a `#` comment) starts with `view`,
  /// `direction`, `edit` or `suggest`, or any file ending in `.layout`, is a listing; everything
  /// else is console output (`[LayoutConstraints] Unable to ...` included).
  public static func detect(_ text: String, path: String) -> InputKind? {
    let significant = text.drop { $0.isWhitespace || $0 == "\u{FEFF}" }
    let lowered = path.lowercased()
    if lowered.hasSuffix(".xib") || lowered.hasSuffix(".storyboard")
      || (significant.first == "<" && InterfaceBuilderReader.looksLikeInterfaceBuilder(significant))
    {
      return .interfaceBuilder
    }
    if significant.first == "{",
      let next = significant.dropFirst().first(where: { !$0.isWhitespace }),
      next == "\"" || next == "}"
    {
      return text.contains("\"layout-dump\"") ? .jsonDump : nil
    }
    // A `.json` file that opens an object, or names the dump format, is meant as JSON, not
    // as a console log: a dump, which the dump reader refuses with the place it breaks (a
    // dump opened by a comment passed as a log with no report in it), or not a layout (a
    // dump cut after its `{`). Other text in a `.json` file is judged by its content.
    if lowered.hasSuffix(".json"), significant.first == "{" || text.contains("\"layout-dump\"") {
      return text.contains("\"layout-dump\"") ? .jsonDump : nil
    }
    if lowered.hasSuffix(".json"), significant.isEmpty || isJSON(text, path: path) {
      return nil
    }
    if path.hasSuffix(".layout") { return .layoutListing }
    guard let statement = firstStatement(significant) else { return .consoleLog }
    let word = statement.line.prefix { !$0.isWhitespace }
    return ["view", "direction", "edit", "suggest"].contains(word) ? .layoutListing : .consoleLog
  }

  /// The first line of `text` that is not blank or a `#` comment, without its leading blanks,
  /// and whether a newline ends it inside `text`; `nil` when there is none. Walks line by
  /// line, never splitting the whole text: only the first statement decides the kind.
  static func firstStatement(_ text: Substring) -> (line: Substring, isComplete: Bool)? {
    var rest = text
    while !rest.isEmpty {
      let end = rest.firstIndex(where: \.isNewline) ?? rest.endIndex
      let trimmed = rest[..<end].drop { $0 == " " || $0 == "\t" }
      if !trimmed.isEmpty, !trimmed.hasPrefix("#") { return (trimmed, end < rest.endIndex) }
      rest = end < rest.endIndex ? rest[rest.index(after: end)...] : rest[end...]
    }
    return nil
  }

  /// Whether text that starts with `head` is console output whatever follows (`detect` on the
  /// whole text would say `.consoleLog`), so that a long log can be streamed without reading it
  /// whole first: `detect` says so of the head, and what decided it, the first line that is
  /// not blank or a `#` comment, ends inside the head. `false` when the rest could change the
  /// answer: a `.json` name (the whole text decides whether it is JSON), text that starts with
  /// `{`, or a head that ends before its first such line does.
  /// - Parameter isWhole: whether `head` is the whole text.
  public static func isConsoleLog(head: String, path: String, isWhole: Bool) -> Bool {
    guard detect(head, path: path) == .consoleLog else { return false }
    if isWhole { return true }
    let significant = head.drop { $0.isWhitespace || $0 == "\u{FEFF}" }
    guard !path.lowercased().hasSuffix(".json"), significant.first != "{" else { return false }
    return firstStatement(significant)?.isComplete == true
  }

  /// Whether `text` is one JSON value, as `LayoutDumpJSONReader` (the one JSON reader) reads
  /// it; duplicate keys and deep nesting, which the reader refuses for dumps, still make JSON.
  static func isJSON(_ text: String, path: String) -> Bool {
    do {
      _ = try LayoutDumpJSONReader.read(Array(text.utf8), file: path)
      return true
    } catch {
      switch error.kind {
      case .duplicateKey, .nestingTooDeep: return true
      default: return false
      }
    }
  }

  /// Whether `bytes` start as a JSON object or array would: `{`, or `[` followed by what can
  /// begin a JSON value or end the array (`[`, `{`, `]`, `"`, a digit, `-`, `t`, `f`, `n`),
  /// after a byte-order mark and blanks. `[LayoutConstraints] ...` is not JSON.
  public static func startsAsJSON(_ bytes: [UInt8]) -> Bool {
    var index = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
    func skipBlanks() {
      while index < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) { index += 1 }
    }
    skipBlanks()
    guard index < bytes.count else { return false }
    if bytes[index] == UInt8(ascii: "{") { return true }
    guard bytes[index] == UInt8(ascii: "[") else { return false }
    index += 1
    skipBlanks()
    guard index < bytes.count else { return true }
    let next = bytes[index]
    if Array("[{]\"-tfn0123456789".utf8).contains(next) {
      // `[true`, `[null`: a word must be a JSON literal, not `[note]`.
      guard Array("tfn".utf8).contains(next) else { return true }
      let word = bytes[index...].prefix { (0x61...0x7A).contains($0) }
      return ["true", "false", "null"].contains(String(decoding: word, as: UTF8.self))
    }
    return false
  }
}
