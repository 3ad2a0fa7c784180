import Foundation

/// A strict reader of the block-style YAML that GitHub workflows and the README's examples use,
/// for tests (no YAML library is available to Swift here).
///
/// It reads block mappings and sequences by indentation, `- key: value` items, plain, single-
/// and double-quoted scalars, flow sequences of scalars (`[main, develop]`), literal (`|`) and
/// folded (`>`) block scalars with optional `-` chomping, and comments. Anything else is an
/// error naming the line rather than a guess: tabs in indentation, anchors, aliases, tags, flow
/// mappings, complex keys, several documents, duplicate keys, a value after a nested block, and
/// the plain words YAML 1.1 reads as booleans but YAML 1.2 as strings (`on`, `off`, `yes`,
/// `no`, `y`, `n`), which must be quoted so that every reader agrees. Plain scalars are typed
/// as both versions agree: `true`/`false`, `null`/`~`/empty, decimal integers, else strings.
public enum YAMLSubset {
  /// A YAML value. Mappings keep their keys in document order.
  public indirect enum Value: Equatable, Sendable {
    case null
    case bool(Bool)
    case int(Int)
    case string(String)
    case sequence([Value])
    case mapping([(key: String, value: Value)])

    public static func == (a: Value, b: Value) -> Bool {
      switch (a, b) {
      case (.null, .null): return true
      case (.bool(let x), .bool(let y)): return x == y
      case (.int(let x), .int(let y)): return x == y
      case (.string(let x), .string(let y)): return x == y
      case (.sequence(let x), .sequence(let y)): return x == y
      case (.mapping(let x), .mapping(let y)):
        return x.count == y.count
          && zip(x, y).allSatisfy { $0.key == $1.key && $0.value == $1.value }
      default: return false
      }
    }

    /// The value under `key` of a mapping; `nil` for a missing key or another kind of value.
    public subscript(key: String) -> Value? {
      guard case .mapping(let pairs) = self else { return nil }
      return pairs.first { $0.key == key }?.value
    }

    /// The string of a string scalar.
    public var string: String? {
      if case .string(let text) = self { return text }
      return nil
    }

    /// The items of a sequence (empty for anything else).
    public var items: [Value] {
      if case .sequence(let items) = self { return items }
      return []
    }

    /// The pairs of a mapping (empty for anything else).
    public var pairs: [(key: String, value: Value)] {
      if case .mapping(let pairs) = self { return pairs }
      return []
    }

    /// Canonical JSON: keys sorted, no spaces, strings escaped as Python's `json.dumps` with
    /// `ensure_ascii=False` escapes them, so that another reader's result can be compared.
    public var canonicalJSON: String {
      switch self {
      case .null: return "null"
      case .bool(let value): return value ? "true" : "false"
      case .int(let value): return String(value)
      case .string(let text): return Self.quoted(text)
      case .sequence(let items):
        return "[" + items.map(\.canonicalJSON).joined(separator: ",") + "]"
      case .mapping(let pairs):
        let sorted = pairs.sorted {
          Array($0.key.unicodeScalars.map(\.value)).lexicographicallyPrecedes(
            $1.key.unicodeScalars.map(\.value))
        }
        return "{"
          + sorted.map { Self.quoted($0.key) + ":" + $0.value.canonicalJSON }
          .joined(separator: ",") + "}"
      }
    }

    static func quoted(_ text: String) -> String {
      var result = "\""
      for scalar in text.unicodeScalars {
        switch scalar {
        case "\"": result += "\\\""
        case "\\": result += "\\\\"
        case "\n": result += "\\n"
        case "\r": result += "\\r"
        case "\t": result += "\\t"
        case "\u{08}": result += "\\b"
        case "\u{0C}": result += "\\f"
        default:
          if scalar.value < 0x20 {
            let hex = String(scalar.value, radix: 16)
            result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
          } else {
            result.unicodeScalars.append(scalar)
          }
        }
      }
      return result + "\""
    }
  }

  /// Why a text is not in the subset, with its 1-based line.
  public struct ReadError: Error, CustomStringConvertible, Equatable {
    public var line: Int
    public var message: String
    public var description: String { "line \(line): \(message)" }
  }

  /// One line: its number, indentation and text without the indentation and any comment.
  struct Line {
    var number: Int
    var indent: Int
    var text: String
    /// The raw line, for block scalars (whose `#` is text).
    var raw: String
  }

  /// Reads `text` as one YAML document.
  /// - Throws: `ReadError` for anything outside the subset.
  public static func read(_ text: String) throws -> Value {
    var lines: [Line] = []
    for (index, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
      let raw = String(raw)
      let indentText = raw.prefix { $0 == " " || $0 == "\t" }
      if indentText.contains("\t") {
        throw ReadError(line: index + 1, message: "tab in indentation")
      }
      let body = stripComment(String(raw.dropFirst(indentText.count)))
      lines.append(Line(number: index + 1, indent: indentText.count, text: body, raw: raw))
    }
    var reader = Reader(lines: lines)
    reader.skipBlank()
    if reader.position < lines.count, lines[reader.position].text == "---" {
      reader.position += 1
      reader.skipBlank()
    }
    guard reader.position < lines.count else { return .null }
    let value = try reader.node(indent: lines[reader.position].indent)
    reader.skipBlank()
    if reader.position < lines.count {
      let line = lines[reader.position]
      throw ReadError(
        line: line.number, message: "unexpected text at this indentation: \(line.text)")
    }
    return value
  }

  /// `text` without a comment: `#` at its start or after a space, outside quotes.
  static func stripComment(_ text: String) -> String {
    var quote: Character?
    var previous: Character = " "
    var result = ""
    for character in text {
      if let open = quote {
        if character == open { quote = nil }
      } else if character == "\"" || character == "'" {
        if previous == " " || previous == "[" || previous == "," || result.isEmpty
          || previous == ":" || previous == "-"
        {
          quote = character
        }
      } else if character == "#" && (previous == " " || result.isEmpty) {
        break
      }
      result.append(character)
      previous = character
    }
    while result.last == " " { result.removeLast() }
    return result
  }

  struct Reader {
    var lines: [Line]
    var position = 0

    mutating func skipBlank() {
      while position < lines.count, lines[position].text.isEmpty { position += 1 }
    }

    /// The block node whose first line is at `position`, indented by `indent`.
    mutating func node(indent: Int) throws -> Value {
      let line = lines[position]
      if line.text == "-" || line.text.hasPrefix("- ") { return try sequence(indent: indent) }
      if Self.keyAndRest(line.text) != nil { return try mapping(indent: indent) }
      position += 1
      return try YAMLSubset.scalar(line.text, line: line.number)
    }

    mutating func sequence(indent: Int) throws -> Value {
      var items: [Value] = []
      while position < lines.count {
        skipBlank()
        guard position < lines.count else { break }
        let line = lines[position]
        if line.indent < indent { break }
        guard line.indent == indent, line.text == "-" || line.text.hasPrefix("- ") else {
          if line.indent == indent { break }
          throw ReadError(line: line.number, message: "bad indentation in a sequence")
        }
        if line.text == "-" {
          position += 1
          items.append(try nested(below: indent, allowSameIndentSequence: false) ?? .null)
          continue
        }
        // `- item`: the item's text as if it started two columns further in.
        let rest = String(line.text.dropFirst(2))
        let spaces = rest.prefix { $0 == " " }.count
        lines[position] = Line(
          number: line.number, indent: indent + 2 + spaces, text: String(rest.dropFirst(spaces)),
          raw: line.raw)
        items.append(try node(indent: indent + 2 + spaces))
      }
      return .sequence(items)
    }

    mutating func mapping(indent: Int) throws -> Value {
      var pairs: [(key: String, value: Value)] = []
      while position < lines.count {
        skipBlank()
        guard position < lines.count else { break }
        let line = lines[position]
        if line.indent < indent { break }
        guard line.indent == indent else {
          throw ReadError(line: line.number, message: "bad indentation in a mapping")
        }
        if line.text == "-" || line.text.hasPrefix("- ") { break }
        guard let (rawKey, rest) = Self.keyAndRest(line.text) else {
          throw ReadError(line: line.number, message: "expected 'key: value': \(line.text)")
        }
        let key = try YAMLSubset.key(rawKey, line: line.number)
        if pairs.contains(where: { $0.key == key }) {
          throw ReadError(line: line.number, message: "duplicate key '\(key)'")
        }
        position += 1
        let value: Value
        if rest.isEmpty {
          value = try nested(below: indent, allowSameIndentSequence: true) ?? .null
        } else if rest.first == "|" || rest.first == ">" {
          value = try blockScalar(rest, parentIndent: indent, line: line.number)
        } else {
          value = try YAMLSubset.scalar(rest, line: line.number)
        }
        pairs.append((key, value))
      }
      return .mapping(pairs)
    }

    /// The block nested under a key or a `-`: more indented lines, or (under a key) a
    /// sequence at the key's own indentation; `nil` when there is none.
    mutating func nested(below indent: Int, allowSameIndentSequence: Bool) throws -> Value? {
      skipBlank()
      guard position < lines.count else { return nil }
      let line = lines[position]
      if line.indent > indent { return try node(indent: line.indent) }
      if allowSameIndentSequence, line.indent == indent,
        line.text == "-" || line.text.hasPrefix("- ")
      {
        return try sequence(indent: indent)
      }
      return nil
    }

    /// `|`, `|-`, `>` or `>-` and the more indented lines after it.
    mutating func blockScalar(_ header: String, parentIndent: Int, line: Int) throws -> Value {
      guard ["|", "|-", ">", ">-"].contains(header) else {
        throw ReadError(line: line, message: "unsupported block scalar header '\(header)'")
      }
      var body: [String] = []
      var contentIndent: Int?
      while position < lines.count {
        let next = lines[position]
        let blank = next.raw.allSatisfy { $0 == " " }
        if !blank {
          if next.indent <= parentIndent { break }
          if contentIndent == nil { contentIndent = next.indent }
          guard let contentIndent, next.indent >= contentIndent else {
            throw ReadError(
              line: next.number, message: "block scalar line less indented than its first")
          }
          if header.first == ">", next.indent > contentIndent {
            throw ReadError(line: next.number, message: "more-indented line in a folded scalar")
          }
          body.append(String(next.raw.dropFirst(contentIndent)))
        } else {
          body.append("")
        }
        position += 1
      }
      while body.last == "" { body.removeLast() }
      var text: String
      if header.first == "|" {
        text = body.joined(separator: "\n")
      } else {
        text = ""
        var previousBlank = true
        for part in body {
          if part.isEmpty {
            text += "\n"
            previousBlank = true
          } else {
            if !previousBlank { text += " " }
            text += part
            previousBlank = false
          }
        }
      }
      if !body.isEmpty && !header.hasSuffix("-") { text += "\n" }
      return .string(text)
    }

    /// `key` and the text after `key:` (trimmed), when the line is a mapping entry.
    static func keyAndRest(_ text: String) -> (String, String)? {
      if let quote = text.first, quote == "\"" || quote == "'" {
        guard let close = text.dropFirst().firstIndex(of: quote) else { return nil }
        let after = text[text.index(after: close)...]
        guard after == ":" || after.hasPrefix(": ") else { return nil }
        return (String(text[...close]), after.dropFirst().trimmingSpaces())
      }
      if text.hasPrefix("[") || text.hasPrefix("{") { return nil }
      if let range = text.range(of: ": ") {
        return (
          String(text[..<range.lowerBound]), String(text[range.upperBound...]).trimmingSpaces()
        )
      }
      if text.hasSuffix(":") { return (String(text.dropLast()), "") }
      return nil
    }
  }

  /// The plain words YAML 1.1 reads as booleans and YAML 1.2 as strings.
  static let ambiguousWords: Set<String> = [
    "y", "Y", "yes", "Yes", "YES", "n", "N", "no", "No", "NO", "on", "On", "ON", "off", "Off",
    "OFF",
  ]

  static func key(_ text: String, line: Int) throws -> String {
    let value = try scalar(text, line: line)
    guard case .string(let key) = value else {
      throw ReadError(line: line, message: "a key must be a string: \(text)")
    }
    return key
  }

  /// A scalar or a flow sequence of scalars on one line.
  static func scalar(_ text: String, line: Int) throws -> Value {
    guard let first = text.first else { return .null }
    switch first {
    case "\"": return .string(try doubleQuoted(text, line: line))
    case "'": return .string(try singleQuoted(text, line: line))
    case "[":
      guard text.last == "]" else { throw ReadError(line: line, message: "unclosed flow sequence") }
      let inner = text.dropFirst().dropLast().trimmingSpaces()
      if inner.isEmpty { return .sequence([]) }
      if inner.contains("[") || inner.contains("{") || inner.contains("\"") || inner.contains("'") {
        throw ReadError(line: line, message: "only plain scalars in a flow sequence: \(text)")
      }
      return .sequence(
        try inner.split(separator: ",").map { try plain($0.trimmingSpaces(), line: line) })
    case "{", "&", "*", "!", "|", ">", "%", "@", "`", "?":
      throw ReadError(line: line, message: "unsupported YAML: \(text)")
    default: return try plain(text, line: line)
    }
  }

  static func plain(_ text: String, line: Int) throws -> Value {
    if text.contains(": ") || text.hasSuffix(":") {
      throw ReadError(line: line, message: "a mapping inside a plain scalar: \(text)")
    }
    if ambiguousWords.contains(text) {
      throw ReadError(
        line: line, message: "'\(text)' is a boolean in YAML 1.1 and a string in 1.2: quote it")
    }
    switch text {
    case "", "~", "null", "Null", "NULL": return .null
    case "true", "True", "TRUE": return .bool(true)
    case "false", "False", "FALSE": return .bool(false)
    default: break
    }
    let digits = text.first == "-" || text.first == "+" ? text.dropFirst() : Substring(text)
    if !digits.isEmpty, digits.allSatisfy(\.isASCII), digits.allSatisfy(\.isNumber) {
      if digits.count > 1, digits.first == "0" {
        throw ReadError(
          line: line, message: "a number with a leading zero (octal in YAML 1.1): quote it")
      }
      if let value = Int(text) { return .int(value) }
    }
    if let first = digits.first, first.isNumber || first == "." {
      // Floats, times and other number-like forms differ between the versions.
      if text.contains(".") || text.contains(":") || text.lowercased().contains("e") {
        throw ReadError(line: line, message: "a number-like plain scalar: quote it: \(text)")
      }
    }
    return .string(text)
  }

  static func doubleQuoted(_ text: String, line: Int) throws -> String {
    guard text.count >= 2, text.last == "\"" else {
      throw ReadError(line: line, message: "unclosed double-quoted scalar")
    }
    var result = ""
    var escaped = false
    for character in text.dropFirst().dropLast() {
      if escaped {
        switch character {
        case "\"": result.append("\"")
        case "\\": result.append("\\")
        case "n": result.append("\n")
        case "t": result.append("\t")
        case "/": result.append("/")
        default: throw ReadError(line: line, message: "unsupported escape \\\(character)")
        }
        escaped = false
      } else if character == "\\" {
        escaped = true
      } else if character == "\"" {
        throw ReadError(line: line, message: "text after a double-quoted scalar")
      } else {
        result.append(character)
      }
    }
    if escaped { throw ReadError(line: line, message: "unfinished escape") }
    return result
  }

  static func singleQuoted(_ text: String, line: Int) throws -> String {
    guard text.count >= 2, text.last == "'" else {
      throw ReadError(line: line, message: "unclosed single-quoted scalar")
    }
    let inner = String(text.dropFirst().dropLast())
    let unescaped = inner.replacingOccurrences(of: "''", with: "\u{0}")
    if unescaped.contains("'") {
      throw ReadError(line: line, message: "text after a single-quoted scalar")
    }
    return unescaped.replacingOccurrences(of: "\u{0}", with: "'")
  }
}

extension StringProtocol {
  fileprivate func trimmingSpaces() -> String {
    var text = Substring(self)
    while text.first == " " { text.removeFirst() }
    while text.last == " " { text.removeLast() }
    return String(text)
  }
}
