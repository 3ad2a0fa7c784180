/// A YAML value read by `YAMLReader`: a scalar, a sequence or a mapping, with where it starts.
///
/// Scalars stay text (`"3"`, `"true"`, `"375x667"`): the reader of a configuration decides
/// what a value means, as the option of the same name would. A mapping keeps its entries in
/// file order, each key with its own position.
public struct YAMLNode: Sendable, Equatable {
  /// What the node holds.
  public enum Value: Sendable, Equatable {
    /// A scalar's text; `isPlain` is false when it was quoted or a block (`"yes"`, `|`).
    case scalar(String, isPlain: Bool)
    /// The items of a sequence, in order.
    case sequence([YAMLNode])
    /// The entries of a mapping, in file order.
    case mapping([(key: YAMLNode, value: YAMLNode)])

    public static func == (lhs: Value, rhs: Value) -> Bool {
      switch (lhs, rhs) {
      case (.scalar(let a, let p), .scalar(let b, let q)): return a == b && p == q
      case (.sequence(let a), .sequence(let b)): return a == b
      case (.mapping(let a), .mapping(let b)):
        return a.count == b.count
          && zip(a, b).allSatisfy { $0.key == $1.key && $0.value == $1.value }
      default: return false
      }
    }
  }

  /// The value.
  public var value: Value
  /// The 1-based line where the node starts.
  public var line: Int
  /// The 1-based column where the node starts.
  public var column: Int

  /// Creates a node.
  public init(_ value: Value, line: Int, column: Int) {
    self.value = value
    self.line = line
    self.column = column
  }

  /// The scalar's text, or `nil` for a sequence or mapping.
  public var scalar: String? {
    if case .scalar(let text, _) = value { return text }
    return nil
  }

  /// Whether the node is a plain scalar that YAML reads as null (`~`, `null`, or nothing).
  public var isNull: Bool {
    if case .scalar(let text, true) = value {
      return ["", "~", "null", "Null", "NULL"].contains(text)
    }
    return false
  }

  /// What the node is, for messages: `a scalar`, `a list`, `a mapping`.
  public var kindName: String {
    switch value {
    case .scalar: return "a single value"
    case .sequence: return "a list"
    case .mapping: return "a mapping"
    }
  }
}
