import LayoutModel

/// Turns a JSON dump's value tree into a document, tracking the JSON path of every value for
/// error messages and collecting warnings for keys it does not know.
struct LayoutDumpJSONDecoder {
  typealias Members = [(key: String, value: LayoutDumpJSON)]

  let file: String
  var path: [LayoutDumpJSONPathComponent] = []
  var warnings: [LayoutDumpWarning] = []
  /// The dump's `version`: 1, or 2 for a capture from a running app.
  var version = 1
  /// The category the dump's font sizes were captured at: its `contentSizeCategory`, Large
  /// when it names none (version 1, `unspecified`).
  var contentSizeCategory = ContentSizeCategory.default

  init(file: String) { self.file = file }

  /// The location of the value being read.
  var location: SourceLocation { SourceLocation(file: file, jsonPath: renderJSONPath(path)) }

  func failure(_ kind: LayoutFileError.Kind, context: String? = nil) -> LayoutFileError {
    LayoutFileError(kind, at: location, context: context)
  }

  /// Runs `body` with `component` appended to the path.
  mutating func at<T>(
    _ component: LayoutDumpJSONPathComponent,
    _ body: (inout LayoutDumpJSONDecoder) throws(LayoutFileError) -> T
  ) throws(LayoutFileError) -> T {
    path.append(component)
    defer { path.removeLast() }
    return try body(&self)
  }

  /// Records that the value at the current path, under `key`, was read past.
  mutating func warnUnknownKey(_ key: String, in what: String) {
    warnings.append(LayoutDumpWarning("unknown key '\(key)' in \(what), ignored", at: location))
  }

  // MARK: Typed values

  func object(_ value: LayoutDumpJSON) throws(LayoutFileError) -> Members {
    guard case .object(let members) = value else {
      throw failure(.wrongType(expected: "an object", found: value.typeName))
    }
    return members
  }

  func array(_ value: LayoutDumpJSON) throws(LayoutFileError) -> [LayoutDumpJSON] {
    guard case .array(let elements) = value else {
      throw failure(.wrongType(expected: "an array", found: value.typeName))
    }
    return elements
  }

  func string(_ value: LayoutDumpJSON) throws(LayoutFileError) -> String {
    guard case .string(let text) = value else {
      throw failure(.wrongType(expected: "a string", found: value.typeName))
    }
    return text
  }

  func bool(_ value: LayoutDumpJSON) throws(LayoutFileError) -> Bool {
    guard case .bool(let flag) = value else {
      throw failure(.wrongType(expected: "true or false", found: value.typeName))
    }
    return flag
  }

  /// A finite number within `LayoutLimits.maxMagnitude`.
  func number(_ value: LayoutDumpJSON) throws(LayoutFileError) -> Double {
    guard case .number(let number, let text) = value else {
      throw failure(.wrongType(expected: "a number", found: value.typeName))
    }
    guard LayoutLimits.accepts(number) else { throw failure(.invalidNumber(text)) }
    return number
  }

  /// A number, or `nil` for JSON `null`.
  func optionalNumber(_ value: LayoutDumpJSON) throws(LayoutFileError) -> Double? {
    if case .null = value { return nil }
    return try number(value)
  }

  /// A non-negative size in points.
  func size(_ value: LayoutDumpJSON, what: String) throws(LayoutFileError) -> Double {
    let size = try number(value)
    guard size >= 0 else { throw failure(.model(.negativeSize(size, what: what))) }
    return size
  }

  /// A priority in 1...1000.
  func priority(_ value: LayoutDumpJSON) throws(LayoutFileError) -> LayoutPriority {
    let priority = LayoutPriority(try number(value))
    guard priority.isValid else { throw failure(.model(.priorityOutOfRange(priority))) }
    return priority
  }

  /// Reads an object's members with `body`, then checks that every key in `required` was
  /// present.
  mutating func members(
    of value: LayoutDumpJSON, required: [String],
    _ body: (inout LayoutDumpJSONDecoder, String, LayoutDumpJSON) throws(LayoutFileError) -> Void
  ) throws(LayoutFileError) {
    let members = try object(value)
    for (key, member) in members {
      try at(.key(key)) { (decoder) throws(LayoutFileError) in try body(&decoder, key, member) }
    }
    for key in required where !members.contains(where: { $0.key == key }) {
      throw failure(.missingKey(key))
    }
  }
}
