import LayoutModel

/// JSON text written in one pass into a byte buffer, byte for byte as `JSONEncoder` writes it
/// with `[.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]` (the layout of every JSON
/// report, `JSONText`): two-space indentation, `"key" : value`, an empty array or object as
/// `[` or `{`, a blank line and the closing bracket at the container's indentation.
///
/// Nothing is built between the report's data and the bytes: no dictionaries, no `Encodable`
/// tree. The caller writes an object's keys in sorted order (byte order of their UTF-8, as
/// `.sortedKeys` sorts them); `object(sortedKeys:)` sorts keys known only at run time.
///
/// ```swift
/// var writer = JSONWriter()
/// writer.object { writer in
///   writer.key("id"); writer.string("title")
///   writer.key("width"); writer.number(343)
/// }
/// writer.text  // "{\n  \"id\" : \"title\",\n  \"width\" : 343\n}"
/// ```
struct JSONWriter {
  /// The UTF-8 bytes written so far.
  private(set) var bytes: [UInt8] = []
  /// How many containers enclose the next value.
  private var depth = 0
  /// Whether the innermost open container has no member yet.
  private var empty = true

  /// An empty writer; `capacity` bytes are reserved up front.
  init(capacity: Int = 0) {
    bytes.reserveCapacity(capacity)
  }

  /// The text written so far.
  var text: String { String(decoding: bytes, as: UTF8.self) }

  // MARK: Containers

  /// An object; `body` writes its members with `key(_:)` then one value each, keys in sorted
  /// order.
  mutating func object(_ body: (inout JSONWriter) -> Void) {
    open(UInt8(ascii: "{"))
    body(&self)
    close(UInt8(ascii: "}"))
  }

  /// An array of `elements`, each written by `body` as one value.
  mutating func array<S: Sequence>(_ elements: S, _ body: (inout JSONWriter, S.Element) -> Void) {
    open(UInt8(ascii: "["))
    for element in elements {
      separate()
      body(&self, element)
    }
    close(UInt8(ascii: "]"))
  }

  /// An array of strings.
  mutating func array(strings: [String]) {
    array(strings) { $0.string($1) }
  }

  /// An object whose keys are known only at run time: the members sorted by key (UTF-8 byte
  /// order, as `.sortedKeys`), each value written by `body`; a key given twice keeps its last
  /// value, as in a dictionary.
  mutating func object<Value>(
    sortedKeys members: [(key: String, value: Value)], _ body: (inout JSONWriter, Value) -> Void
  ) {
    let order = members.indices.sorted { left, right in
      let (a, b) = (members[left].key, members[right].key)
      return a == b ? left < right : a.utf8.lexicographicallyPrecedes(b.utf8)
    }
    object { writer in
      for (position, index) in order.enumerated() {
        let isOverridden =
          position + 1 < order.count && members[order[position + 1]].key == members[index].key
        if isOverridden { continue }
        writer.key(members[index].key)
        body(&writer, members[index].value)
      }
    }
  }

  /// The next member's key, `"key" : `; its value follows.
  mutating func key(_ name: String) {
    separate()
    string(name)
    bytes.append(UInt8(ascii: " "))
    bytes.append(UInt8(ascii: ":"))
    bytes.append(UInt8(ascii: " "))
  }

  private mutating func open(_ bracket: UInt8) {
    bytes.append(bracket)
    depth += 1
    empty = true
  }

  private mutating func close(_ bracket: UInt8) {
    if empty { bytes.append(UInt8(ascii: "\n")) }
    depth -= 1
    newline()
    bytes.append(bracket)
    empty = false
  }

  /// Before a member or element: a comma unless it is the first, a line break, indentation.
  private mutating func separate() {
    if !empty { bytes.append(UInt8(ascii: ",")) }
    newline()
  }

  private mutating func newline() {
    bytes.append(UInt8(ascii: "\n"))
    for _ in 0..<depth {
      bytes.append(UInt8(ascii: " "))
      bytes.append(UInt8(ascii: " "))
    }
  }

  /// The final line break of a document.
  mutating func newlineAtEnd() {
    bytes.append(UInt8(ascii: "\n"))
  }

  // MARK: Values

  /// `null`.
  mutating func null() {
    bytes.append(contentsOf: "null".utf8)
    empty = false
  }

  /// `true` or `false`.
  mutating func bool(_ value: Bool) {
    bytes.append(contentsOf: (value ? "true" : "false").utf8)
    empty = false
  }

  /// A string literal, as `JSONLiteral.appendString` writes it (JSONEncoder's escapes).
  mutating func string(_ value: String) {
    JSONLiteral.appendString(value, to: &bytes)
    empty = false
  }

  /// A string, or `null` when absent.
  mutating func string(orNull value: String?) {
    if let value { string(value) } else { null() }
  }

  /// An integer in decimal.
  mutating func number(_ value: Int) {
    JSONLiteral.appendInteger(value, to: &bytes)
    empty = false
  }

  /// A number as `JSONEncoder` writes a `Double` (`JSONLiteral.appendNumber`: `343`, `0.5`,
  /// `1e+16`, `1e-07`). Only finite values reach a report; a non-finite one is written as
  /// `null`.
  mutating func number(_ value: Double) {
    JSONLiteral.appendNumber(value, to: &bytes)
    empty = false
  }

  /// A number, or `null` when absent.
  mutating func number(orNull value: Double?) {
    if let value { number(value) } else { null() }
  }
}
