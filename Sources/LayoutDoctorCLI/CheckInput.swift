import LayoutParsing

/// One input of `check`: its name as displayed and its text, with the kind its content shows.
public struct CheckInput: Sendable {
  /// What an input holds (`InputKind`, the one detector).
  public typealias Kind = InputKind

  /// The name reports use: the path relative to the working directory when inside it, as the
  /// user gave it otherwise, or `<stdin>`.
  public var name: String
  /// The content, decoded as UTF-8 (invalid bytes replaced).
  public var text: String
  /// What the content is.
  public var kind: Kind

  public init(name: String, text: String, kind: Kind) {
    self.name = name
    self.text = text
    self.kind = kind
  }

  /// The kind of `text` read from `path` (`InputKind.detect`).
  public static func detectKind(of text: String, path: String) -> Kind? {
    InputKind.detect(text, path: path)
  }
}
