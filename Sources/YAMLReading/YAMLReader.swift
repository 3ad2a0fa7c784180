import CYAML

/// Reads one YAML document into `YAMLNode`s with libyaml's event parser (the YAML 1.1 parser
/// of Debian's `libyaml-dev` and Homebrew's `libyaml`), the only importer of `CYAML`.
///
/// The reader is built for small configuration files a person writes, and refuses what such a
/// file never needs and what makes reading unbounded: aliases (`*name`, so a file cannot
/// expand itself), a second document, a key given twice in one mapping, and nesting deeper
/// than `maximumDepth`. Tags are ignored; anchors are allowed but unused.
public enum YAMLReader {
  /// The deepest nesting of sequences and mappings read.
  public static let maximumDepth = 32

  /// Reads `bytes` (UTF-8, UTF-16 with a byte-order mark).
  /// - Returns: the document's root node, or `nil` for a text with no document (empty, or
  ///   comments only).
  /// - Throws: `YAMLError` at the first problem, with its line and column.
  public static func read(_ bytes: [UInt8]) throws(YAMLError) -> YAMLNode? {
    var parser = yaml_parser_t()
    guard yaml_parser_initialize(&parser) == 1 else {
      throw YAMLError("the YAML parser could not be set up", line: 1, column: 1)
    }
    defer { yaml_parser_delete(&parser) }
    return try bytes.withUnsafeBufferPointer { (buffer) throws(YAMLError) -> YAMLNode? in
      yaml_parser_set_input_string(&parser, buffer.baseAddress, buffer.count)
      var builder = Builder()
      while true {
        var event = yaml_event_t()
        guard yaml_parser_parse(&parser, &event) == 1 else {
          throw YAMLError(
            parser.problem.map { String(cString: $0) } ?? "not YAML",
            line: Int(parser.problem_mark.line) + 1, column: Int(parser.problem_mark.column) + 1)
        }
        defer { yaml_event_delete(&event) }
        if try builder.take(event) { return builder.root }
      }
    }
  }

  /// Turns events into nodes with a stack of open sequences and mappings.
  private struct Builder {
    enum Open {
      case sequence([YAMLNode], line: Int, column: Int)
      case mapping(
        [(key: YAMLNode, value: YAMLNode)], pendingKey: YAMLNode?, line: Int, column: Int)
    }
    var stack: [Open] = []
    var root: YAMLNode?
    var documents = 0

    /// Takes one event; `true` at the end of the stream.
    mutating func take(_ event: yaml_event_t) throws(YAMLError) -> Bool {
      let line = Int(event.start_mark.line) + 1
      let column = Int(event.start_mark.column) + 1
      switch event.type {
      case YAML_STREAM_END_EVENT:
        return true
      case YAML_DOCUMENT_START_EVENT:
        documents += 1
        if documents > 1 {
          throw YAMLError("a second YAML document; one is expected", line: line, column: column)
        }
      case YAML_ALIAS_EVENT:
        throw YAMLError("aliases (*name) are not supported", line: line, column: column)
      case YAML_SCALAR_EVENT:
        let scalar = event.data.scalar
        let text =
          scalar.value.map {
            String(
              decoding: UnsafeBufferPointer(start: $0, count: Int(scalar.length)), as: UTF8.self)
          } ?? ""
        let isPlain = scalar.style == YAML_PLAIN_SCALAR_STYLE
        try add(YAMLNode(.scalar(text, isPlain: isPlain), line: line, column: column))
      case YAML_SEQUENCE_START_EVENT:
        try open(.sequence([], line: line, column: column), line: line, column: column)
      case YAML_MAPPING_START_EVENT:
        try open(
          .mapping([], pendingKey: nil, line: line, column: column), line: line, column: column)
      case YAML_SEQUENCE_END_EVENT, YAML_MAPPING_END_EVENT:
        guard let top = stack.popLast() else { return false }
        switch top {
        case .sequence(let items, let l, let c):
          try add(YAMLNode(.sequence(items), line: l, column: c))
        case .mapping(let entries, _, let l, let c):
          try add(YAMLNode(.mapping(entries), line: l, column: c))
        }
      default:
        break
      }
      return false
    }

    mutating func open(_ container: Open, line: Int, column: Int) throws(YAMLError) {
      guard stack.count < YAMLReader.maximumDepth else {
        throw YAMLError(
          "nested deeper than \(YAMLReader.maximumDepth) levels", line: line, column: column)
      }
      stack.append(container)
    }

    mutating func add(_ node: YAMLNode) throws(YAMLError) {
      guard let top = stack.popLast() else {
        root = node
        return
      }
      switch top {
      case .sequence(var items, let l, let c):
        items.append(node)
        stack.append(.sequence(items, line: l, column: c))
      case .mapping(var entries, let pendingKey, let l, let c):
        if let key = pendingKey {
          entries.append((key, node))
          stack.append(.mapping(entries, pendingKey: nil, line: l, column: c))
        } else {
          guard let name = node.scalar else {
            throw YAMLError(
              "a mapping key must be a single value, not \(node.kindName)", line: node.line,
              column: node.column)
          }
          if let first = entries.first(where: { $0.key.scalar == name }) {
            throw YAMLError(
              "key '\(name)' given twice (first at line \(first.key.line))", line: node.line,
              column: node.column)
          }
          stack.append(.mapping(entries, pendingKey: node, line: l, column: c))
        }
      }
    }
  }
}
