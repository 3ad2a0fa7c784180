import LayoutModel

/// Why a layout listing or JSON dump could not be read, with the location of the offending token.
///
/// `description` is the one line users see, `FILE:LINE:COLUMN: error: MESSAGE`, or for a JSON
/// dump's values `FILE:$.views[2].frame: error: MESSAGE`. The command exits with status 2.
public struct LayoutFileError: Error, Hashable, Sendable, CustomStringConvertible {
  /// What is wrong, naming the culprit.
  public enum Kind: Hashable, Sendable {
    /// The input holds no statements (only blanks and comments, or nothing at all).
    case emptyInput
    /// The input is not UTF-8 text.
    case notUTF8
    /// Malformed syntax: `expected` describes what may come here; `found` is the token seen
    /// (empty at the end of the line or input).
    case expected(String, found: String)
    /// A listing line that starts with an unknown word and is not a constraint.
    case unknownStatement(String)
    /// An attribute name that UIKit does not have (`title.leadng`).
    case unknownAttribute(String)
    /// A `key=value` on a `view` or `guide` line that the listing does not define.
    case unknownKey(String)
    /// The same key twice on one line, or in one JSON object.
    case duplicateKey(String)
    /// A value that is not valid for `key`; `expected` describes the valid forms.
    case invalidValue(String, key: String, expected: String)
    /// A number too large, or a word where a number should be (`nan`, `inf`, `1e999`).
    case invalidNumber(String)
    /// A JSON value of the wrong type.
    case wrongType(expected: String, found: String)
    /// A JSON object lacks a required key.
    case missingKey(String)
    /// The input ends inside a statement or JSON value; `expected` is what should follow.
    case unexpectedEnd(expected: String)
    /// JSON nesting deeper than `LayoutDumpJSONReader.maximumDepth`.
    case nestingTooDeep
    /// The JSON dump's `format` is not `layout-dump`.
    case unsupportedFormat(String)
    /// The JSON dump's `version` is not one this reader knows.
    case unsupportedVersion(String)
    /// A rule of the model is broken: unknown ids, duplicate ids, cycles, invalid pairings,
    /// priorities outside 1...1000, non-finite or huge numbers.
    case model(LayoutModelError.Kind)
    /// An Interface Builder document that is not well-formed XML; the text says how.
    case invalidXML(String)
    /// A document type or entity declaration, which Interface Builder never writes: refused
    /// before parsing, so that no entity is expanded or fetched.
    case documentTypeDeclaration
    /// XML that is not an Interface Builder document (the root element is not
    /// `<document type="com.apple.InterfaceBuilder3...">`).
    case notInterfaceBuilder(String)
    /// A reference (`firstItem`, `secondItem`) to an object id the document does not hold.
    case unknownObject(String, attribute: String)
    /// A constraint's item that is an object of the document but not of the constraint's
    /// layout root: `what` says what it is (`a view of another scene`, `a viewController`).
    case foreignObject(String, attribute: String, what: String)
  }

  /// What is wrong.
  public var kind: Kind
  /// Where: file and line and column, or file and JSON path.
  public var location: SourceLocation
  /// For a JSON syntax error, the JSON path of the value being read, reported after the message.
  public var context: String?

  /// Creates an error of `kind` at `location`.
  public init(_ kind: Kind, at location: SourceLocation, context: String? = nil) {
    self.kind = kind
    self.location = location
    self.context = context
  }

  /// `FILE:LINE:COLUMN: error: MESSAGE` (or `FILE:$.path: error: MESSAGE`).
  public var description: String {
    MessageLine.escaping(
      "\(location): error: \(kind.message)" + (context.map { " (in \($0))" } ?? ""))
  }
}

/// Something a JSON dump holds that was read past: unknown keys in views, guides and
/// constraints. The dump is still used.
public struct LayoutDumpWarning: Hashable, Sendable, CustomStringConvertible {
  /// The message, naming the key.
  public var message: String
  /// The JSON path of the ignored value.
  public var location: SourceLocation

  /// Creates a warning.
  public init(_ message: String, at location: SourceLocation) {
    self.message = message
    self.location = location
  }

  /// `FILE:$.path: warning: MESSAGE`.
  public var description: String { MessageLine.escaping("\(location): warning: \(message)") }
}

extension LayoutFileError.Kind {
  /// The message, one line, naming the offending token.
  public var message: String {
    switch self {
    case .emptyInput: return "empty input: no views or constraints"
    case .notUTF8: return "input is not UTF-8 text"
    case .expected(let what, let found):
      return found.isEmpty ? "expected \(what)" : "expected \(what), found '\(found)'"
    case .unknownStatement(let word):
      return "unknown statement '\(word)' (expected view, guide, direction, frames, edit, suggest"
        + " or a constraint)"
    case .unknownAttribute(let name): return "unknown attribute '\(name)'"
    case .unknownKey(let key): return "unknown key '\(key)'"
    case .duplicateKey(let key): return "duplicate key '\(key)'"
    case .invalidValue(let value, let key, let expected):
      return "invalid \(key) '\(value)' (expected \(expected))"
    case .invalidNumber(let text):
      return "invalid number '\(text)' (numbers must be finite and at most "
        + "\(formatPoints(LayoutLimits.maxMagnitude)) in magnitude)"
    case .wrongType(let expected, let found): return "expected \(expected), found \(found)"
    case .missingKey(let key): return "missing key '\(key)'"
    case .unexpectedEnd(let expected): return "unexpected end of input, expected \(expected)"
    case .nestingTooDeep: return "JSON nesting is too deep"
    case .unsupportedFormat(let format):
      return "unsupported format '\(format)' (expected 'layout-dump')"
    case .unsupportedVersion(let version):
      return "unsupported version \(version) (expected 1 or 2)"
    case .model(let kind): return kind.message
    case .invalidXML(let what): return what
    case .documentTypeDeclaration:
      return "document type or entity declaration refused (Interface Builder never writes one)"
    case .notInterfaceBuilder(let root):
      return "not an Interface Builder document (root element '\(root)')"
    case .unknownObject(let id, let attribute):
      return "\(attribute) '\(id)' names no object of the document"
    case .foreignObject(let id, let attribute, let what):
      return "\(attribute) '\(id)' names \(what), outside this constraint's layout root"
        + " (a constraint relates items of one view hierarchy)"
    }
  }
}
