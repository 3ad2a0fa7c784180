/// A JSON value as read from a dump; objects keep their keys in input order.
indirect enum LayoutDumpJSON {
  case object([(key: String, value: LayoutDumpJSON)])
  case array([LayoutDumpJSON])
  case string(String)
  case number(Double, text: String)
  case bool(Bool)
  case null

  /// The JSON type's name, for "expected a number, found a string".
  var typeName: String {
    switch self {
    case .object: return "an object"
    case .array: return "an array"
    case .string: return "a string"
    case .number: return "a number"
    case .bool: return "a boolean"
    case .null: return "null"
    }
  }
}

/// A step in a JSON path: an object key or an array index.
enum LayoutDumpJSONPathComponent {
  case key(String)
  case index(Int)
}

/// Renders a JSON path as `$.views[2].frame`; keys that are not plain words are quoted
/// (`$["odd key"]`).
func renderJSONPath(_ components: [LayoutDumpJSONPathComponent]) -> String {
  var text = "$"
  for component in components {
    switch component {
    case .index(let index): text += "[\(index)]"
    case .key(let key):
      let plain =
        !key.isEmpty && key.utf8.allSatisfy { $0.isLetter || $0.isDigit || $0 == 95 }
        && !(key.utf8.first?.isDigit ?? false)
      if plain {
        text += "." + key
      } else {
        var escaped = ""
        for character in key.unicodeScalars {
          switch character {
          case "\"": escaped += "\\\""
          case "\\": escaped += "\\\\"
          default:
            escaped +=
              character.value < 0x20
              ? "\\u{\(String(character.value, radix: 16))}"
              : String(character)
          }
        }
        text += "[\"" + escaped + "\"]"
      }
    }
  }
  return text
}
