/// A small DOT reader for tests: splits the text into tokens and collects, for every attribute
/// list, the attribute names and unescaped values; and every ID used outside attribute lists.
///
/// It is written independently of `DotText` so that it can check the writer's escaping.
struct DotScanner {
  enum Token: Equatable {
    case id(String, quoted: Bool)
    case punctuation(String)
  }

  enum ScanError: Error, Equatable {
    case unterminatedString
    case unexpected(Character)
    case unbalanced
  }

  /// The tokens, in order.
  private(set) var tokens: [Token] = []
  /// Every `name=value` pair inside `[...]` lists, values with DOT's and this package's escapes
  /// undone.
  private(set) var attributes: [(name: String, value: String)] = []
  /// Every ID used as a node, edge end, subgraph or graph name.
  private(set) var statementIDs: [String] = []
  /// Every ID of a node statement (`n0 [label=...];`), not an edge's end.
  private(set) var nodeStatementIDs: [String] = []

  init(_ text: String) throws {
    tokens = try Self.tokenize(text)
    var depth = 0
    var inList = false
    var index = 0
    while index < tokens.count {
      switch tokens[index] {
      case .punctuation("{"): depth += 1
      case .punctuation("}"):
        depth -= 1
        if depth < 0 { throw ScanError.unbalanced }
      case .punctuation("["):
        if inList { throw ScanError.unbalanced }
        inList = true
      case .punctuation("]"):
        if !inList { throw ScanError.unbalanced }
        inList = false
      case .id(let name, _) where inList:
        guard index + 2 < tokens.count, tokens[index + 1] == .punctuation("="),
          case .id(let value, _) = tokens[index + 2]
        else { throw ScanError.unbalanced }
        attributes.append((name, Self.unescape(value)))
        index += 2
      case .id(let name, _):
        if index + 1 < tokens.count, tokens[index + 1] == .punctuation("=") {
          throw ScanError.unbalanced  // graph-level a=b outside a list: the writer never does this
        }
        if !["digraph", "graph", "node", "edge", "subgraph"].contains(name) {
          statementIDs.append(name)
          let isEdgeEnd =
            (index > 0 && tokens[index - 1] == .punctuation("->"))
            || (index + 1 < tokens.count && tokens[index + 1] == .punctuation("->"))
          let isName =
            index > 0
            && [.id("subgraph", quoted: false), .id("digraph", quoted: false)].contains(
              tokens[index - 1])
          if !isEdgeEnd && !isName { nodeStatementIDs.append(name) }
        }
      default: break
      }
      index += 1
    }
    if depth != 0 || inList { throw ScanError.unbalanced }
  }

  /// Values of every attribute called `name`.
  func values(of name: String) -> [String] {
    attributes.filter { $0.name == name }.map(\.value)
  }

  private static func tokenize(_ text: String) throws -> [Token] {
    var tokens: [Token] = []
    var characters = Array(text.unicodeScalars)[...]
    while let first = characters.first {
      if first.properties.isWhitespace {
        characters.removeFirst()
      } else if first == "\"" {
        characters.removeFirst()
        var value = ""
        var closed = false
        while let scalar = characters.popFirst() {
          if scalar == "\\", let next = characters.popFirst() {
            value.unicodeScalars.append(scalar)
            value.unicodeScalars.append(next)
          } else if scalar == "\"" {
            closed = true
            break
          } else {
            value.unicodeScalars.append(scalar)
          }
        }
        if !closed { throw ScanError.unterminatedString }
        tokens.append(.id(value, quoted: true))
      } else if first == "-", characters.dropFirst().first == ">" {
        characters.removeFirst(2)
        tokens.append(.punctuation("->"))
      } else if "{}[]=;,".unicodeScalars.contains(first) {
        characters.removeFirst()
        tokens.append(.punctuation(String(first)))
      } else if Self.isIDScalar(first) || first == "-" {
        var name = String(first)
        characters.removeFirst()
        while let scalar = characters.first, Self.isIDScalar(scalar) {
          name.unicodeScalars.append(scalar)
          characters.removeFirst()
        }
        tokens.append(.id(name, quoted: false))
      } else {
        throw ScanError.unexpected(Character(first))
      }
    }
    return tokens
  }

  /// Letters, digits, `_` and `.` (numerals such as `0.05`) make up unquoted IDs.
  private static func isIDScalar(_ scalar: Unicode.Scalar) -> Bool {
    scalar.properties.isAlphabetic || scalar == "_" || scalar == "." || ("0"..."9").contains(scalar)
  }

  /// Undoes `\\`, `\"`, the line-break escape `\n` and `&amp;`; any other escape is kept as is
  /// (so a stray `\N` would show up in the result).
  static func unescape(_ value: String) -> String {
    var output = ""
    var scalars = value.unicodeScalars[...]
    while let scalar = scalars.popFirst() {
      guard scalar == "\\", let next = scalars.popFirst() else {
        output.unicodeScalars.append(scalar)
        continue
      }
      switch next {
      case "\\": output += "\\"
      case "\"": output += "\""
      case "n": output += "\n"
      default:
        output.unicodeScalars.append(scalar)
        output.unicodeScalars.append(next)
      }
    }
    return output.replacingAmpersandEntity()
  }
}

extension String {
  fileprivate func replacingAmpersandEntity() -> String {
    split(separator: "&amp;", omittingEmptySubsequences: false).joined(separator: "&")
  }
}
