import LayoutModel

/// A strict JSON reader (RFC 8259) that reports syntax errors at their line and column, with
/// the JSON path of the value being read.
struct LayoutDumpJSONReader {
  /// The deepest nesting of arrays and objects accepted, so that no input can exhaust the
  /// stack.
  static let maximumDepth = 256

  private let bytes: UnsafeBufferPointer<UInt8>
  private let file: String
  private var position = 0
  private var path: [LayoutDumpJSONPathComponent] = []

  /// Reads the single JSON value that `bytes` hold.
  ///
  /// - Throws: `LayoutFileError` with `.unexpectedEnd` (truncated input), `.expected` (a stray
  ///   character), `.nestingTooDeep`, `.duplicateKey`, or `.notUTF8`, located at the line and
  ///   column, with the JSON path as context.
  static func read(_ bytes: [UInt8], file: String) throws(LayoutFileError) -> LayoutDumpJSON {
    let result: Result<LayoutDumpJSON, LayoutFileError> = bytes.withUnsafeBufferPointer {
      buffer in
      var reader = LayoutDumpJSONReader(bytes: buffer, file: file)
      do throws(LayoutFileError) {
        if buffer.count >= 3, buffer[0] == 0xEF, buffer[1] == 0xBB, buffer[2] == 0xBF {
          reader.position = 3
        }
        let value = try reader.value(depth: 0)
        reader.skipWhitespace()
        if reader.position < buffer.count {
          throw reader.failure(.expected("the end of input", found: reader.found()))
        }
        return .success(value)
      } catch {
        return .failure(error)
      }
    }
    return try result.get()
  }

  private init(bytes: UnsafeBufferPointer<UInt8>, file: String) {
    self.bytes = bytes
    self.file = file
  }

  private mutating func skipWhitespace() {
    while position < bytes.count {
      switch bytes[position] {
      case .space, .tab, .newline, .carriageReturn: position += 1
      default: return
      }
    }
  }

  /// The error `kind` at the current position, with the path being read.
  private func failure(_ kind: LayoutFileError.Kind) -> LayoutFileError {
    var line = 1
    var lineStart = 0
    for index in 0..<min(position, bytes.count) where bytes[index] == .newline {
      line += 1
      lineStart = index + 1
    }
    var column = 1
    for index in lineStart..<min(position, bytes.count) where bytes[index] & 0xC0 != 0x80 {
      column += 1
    }
    return LayoutFileError(
      kind, at: SourceLocation(file: file, line: line, column: column),
      context: renderJSONPath(path))
  }

  /// The token at the position, for messages: one character, or a word.
  private func found() -> String {
    var end = position
    while end < bytes.count, end - position < 20, bytes[end].isLetter || bytes[end].isDigit {
      end += 1
    }
    if end == position {
      end = position + 1
      while end < bytes.count, bytes[end] & 0xC0 == 0x80 { end += 1 }
    }
    return String(decoding: UnsafeBufferPointer(rebasing: bytes[position..<end]), as: UTF8.self)
  }

  private mutating func value(depth: Int) throws(LayoutFileError) -> LayoutDumpJSON {
    skipWhitespace()
    guard position < bytes.count else { throw failure(.unexpectedEnd(expected: "a value")) }
    switch bytes[position] {
    case UInt8(ascii: "{"): return try object(depth: depth + 1)
    case UInt8(ascii: "["): return try array(depth: depth + 1)
    case UInt8(ascii: "\""): return .string(try string())
    case UInt8(ascii: "t"): return try literal("true", .bool(true))
    case UInt8(ascii: "f"): return try literal("false", .bool(false))
    case UInt8(ascii: "n"): return try literal("null", .null)
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return try number()
    default: throw failure(.expected("a value", found: found()))
    }
  }

  private mutating func literal(
    _ word: String, _ value: LayoutDumpJSON
  ) throws(LayoutFileError) -> LayoutDumpJSON {
    for byte in word.utf8 {
      guard position < bytes.count else { throw failure(.unexpectedEnd(expected: "'\(word)'")) }
      guard bytes[position] == byte else { throw failure(.expected("a value", found: found())) }
      position += 1
    }
    return value
  }

  private mutating func object(depth: Int) throws(LayoutFileError) -> LayoutDumpJSON {
    guard depth <= Self.maximumDepth else { throw failure(.nestingTooDeep) }
    position += 1
    var members: [(key: String, value: LayoutDumpJSON)] = []
    var keys = Set<String>()
    skipWhitespace()
    if position < bytes.count, bytes[position] == UInt8(ascii: "}") {
      position += 1
      return .object(members)
    }
    while true {
      skipWhitespace()
      guard position < bytes.count else {
        throw failure(.unexpectedEnd(expected: members.isEmpty ? "a key or '}'" : "a key"))
      }
      guard bytes[position] == UInt8(ascii: "\"") else {
        throw failure(.expected("a key in double quotes", found: found()))
      }
      let keyStart = position
      let key = try string()
      guard keys.insert(key).inserted else {
        position = keyStart
        throw failure(.duplicateKey(key))
      }
      skipWhitespace()
      guard position < bytes.count else { throw failure(.unexpectedEnd(expected: "':'")) }
      guard bytes[position] == UInt8(ascii: ":") else {
        throw failure(.expected("':'", found: found()))
      }
      position += 1
      path.append(.key(key))
      let member = try value(depth: depth)
      path.removeLast()
      members.append((key, member))
      skipWhitespace()
      guard position < bytes.count else { throw failure(.unexpectedEnd(expected: "',' or '}'")) }
      if bytes[position] == UInt8(ascii: ",") {
        position += 1
        continue
      }
      guard bytes[position] == UInt8(ascii: "}") else {
        throw failure(.expected("',' or '}'", found: found()))
      }
      position += 1
      return .object(members)
    }
  }

  private mutating func array(depth: Int) throws(LayoutFileError) -> LayoutDumpJSON {
    guard depth <= Self.maximumDepth else { throw failure(.nestingTooDeep) }
    position += 1
    var elements: [LayoutDumpJSON] = []
    skipWhitespace()
    if position < bytes.count, bytes[position] == UInt8(ascii: "]") {
      position += 1
      return .array(elements)
    }
    while true {
      path.append(.index(elements.count))
      let element = try value(depth: depth)
      path.removeLast()
      elements.append(element)
      skipWhitespace()
      guard position < bytes.count else { throw failure(.unexpectedEnd(expected: "',' or ']'")) }
      if bytes[position] == UInt8(ascii: ",") {
        position += 1
        continue
      }
      guard bytes[position] == UInt8(ascii: "]") else {
        throw failure(.expected("',' or ']'", found: found()))
      }
      position += 1
      return .array(elements)
    }
  }

  /// Reads a number as RFC 8259 §6 writes it (`-`, no leading zeros, digits after `.` and
  /// `e`), converted by `DecimalNumber`.
  private mutating func number() throws(LayoutFileError) -> LayoutDumpJSON {
    let start = position
    _ = take(UInt8(ascii: "-"))
    guard position < bytes.count else { throw failure(.unexpectedEnd(expected: "a digit")) }
    guard let number = DecimalNumber.scan(bytes, from: position, end: bytes.count),
      number.integerDigits > 0
    else { throw failure(.expected("a digit", found: found())) }
    if bytes[position] == UInt8(ascii: "0"), number.integerDigits > 1 {
      // `0` is a whole number; the digits after it are what comes next.
      position += 1
      return .number(bytes[start] == UInt8(ascii: "-") ? -0.0 : 0, text: text(start..<position))
    }
    if number.hasPoint, number.fractionDigits == 0 {
      position += number.integerDigits + 1
      guard position < bytes.count else { throw failure(.unexpectedEnd(expected: "a digit")) }
      throw failure(.expected("a digit after '.'", found: found()))
    }
    if let exponent = number.missingExponentDigits {
      position = exponent
      guard position < bytes.count else { throw failure(.unexpectedEnd(expected: "a digit")) }
      throw failure(.expected("an exponent", found: found()))
    }
    position = number.end
    let value = bytes[start] == UInt8(ascii: "-") ? -number.value : number.value
    return .number(value, text: text(start..<position))
  }

  /// The bytes of `range` as text.
  private func text(_ range: Range<Int>) -> String {
    String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
  }

  private mutating func take(_ byte: UInt8) -> Bool {
    guard position < bytes.count, bytes[position] == byte else { return false }
    position += 1
    return true
  }

  private mutating func string() throws(LayoutFileError) -> String {
    position += 1
    let start = position
    var plain = true
    while position < bytes.count {
      let byte = bytes[position]
      if byte == UInt8(ascii: "\"") {
        if plain {
          let slice = UnsafeBufferPointer(rebasing: bytes[start..<position])
          guard let text = Self.validUTF8(slice) else {
            throw failure(.notUTF8)
          }
          position += 1
          return text
        }
        break
      }
      if byte == UInt8(ascii: "\\") { plain = false }
      if byte < 0x20 { throw failure(.expected("a character or '\"'", found: "control character")) }
      position += byte == UInt8(ascii: "\\") ? 2 : 1
    }
    guard position < bytes.count else { throw failure(.unexpectedEnd(expected: "'\"'")) }
    position = start
    return try escapedString()
  }

  /// `bytes` as a string when they are valid UTF-8, else `nil`. The standard library's
  /// `String(validating:as:)` says the same but needs macOS 15 and iOS 18, above the package's
  /// deployment targets; decoding repairs invalid bytes, so valid ones are those that decode
  /// to themselves.
  static func validUTF8(_ bytes: some Collection<UInt8>) -> String? {
    let text = String(decoding: bytes, as: UTF8.self)
    return text.utf8.elementsEqual(bytes) ? text : nil
  }

  /// Reads a string holding escapes, from after the opening quote through the closing one.
  private mutating func escapedString() throws(LayoutFileError) -> String {
    var scalars = String.UnicodeScalarView()
    var run: [UInt8] = []
    func flush() throws(LayoutFileError) {
      guard !run.isEmpty else { return }
      guard let text = Self.validUTF8(run) else { throw failure(.notUTF8) }
      scalars.append(contentsOf: text.unicodeScalars)
      run.removeAll(keepingCapacity: true)
    }
    while position < bytes.count {
      let byte = bytes[position]
      if byte == UInt8(ascii: "\"") {
        try flush()
        position += 1
        return String(scalars)
      }
      guard byte == UInt8(ascii: "\\") else {
        run.append(byte)
        position += 1
        continue
      }
      try flush()
      position += 1
      guard position < bytes.count else { throw failure(.unexpectedEnd(expected: "an escape")) }
      let escape = bytes[position]
      position += 1
      switch escape {
      case UInt8(ascii: "\""): scalars.append("\"")
      case UInt8(ascii: "\\"): scalars.append("\\")
      case UInt8(ascii: "/"): scalars.append("/")
      case UInt8(ascii: "b"): scalars.append("\u{8}")
      case UInt8(ascii: "f"): scalars.append("\u{c}")
      case UInt8(ascii: "n"): scalars.append("\n")
      case UInt8(ascii: "r"): scalars.append("\r")
      case UInt8(ascii: "t"): scalars.append("\t")
      case UInt8(ascii: "u"):
        let unit = try hex4()
        if UnicodeEscape.isHighSurrogate(unit), take(UInt8(ascii: "\\")), take(UInt8(ascii: "u")) {
          let low = try hex4()
          scalars.append(
            UnicodeEscape.isLowSurrogate(low)
              ? UnicodeEscape.scalar(high: unit, low: low) : UnicodeEscape.scalar(unit))
        } else {
          scalars.append(UnicodeEscape.scalar(unit))
        }
      default:
        position -= 1
        throw failure(
          .expected("an escape (\\\" \\\\ \\/ \\b \\f \\n \\r \\t \\uXXXX)", found: found()))
      }
    }
    throw failure(.unexpectedEnd(expected: "'\"'"))
  }

  private mutating func hex4() throws(LayoutFileError) -> UInt32 {
    for offset in 0..<4 {
      guard position + offset < bytes.count else {
        position += offset
        throw failure(.unexpectedEnd(expected: "a hex digit"))
      }
      guard UnicodeEscape.hexDigit(bytes[position + offset]) != nil else {
        position += offset
        throw failure(.expected("a hex digit", found: found()))
      }
    }
    let value = UnicodeEscape.hexUnit(bytes, at: position, end: bytes.count) ?? 0xFFFD
    position += 4
    return value
  }
}
