import Foundation

/// One input of `check`: its name as displayed and its text, with the kind its content shows.
public struct CheckInput: Sendable {
  /// What an input holds, judged by content (and by the `.layout` extension for listings).
  public enum Kind: String, Sendable, CaseIterable {
    /// A layout listing (`view ...` statements and constraint lines).
    case layoutListing
    /// A JSON layout dump (`{"format": "layout-dump", ...}`).
    case jsonDump
    /// Console output: UIKit/AppKit reports anywhere in arbitrary text (a whole
    /// `xcodebuild` log is a normal input).
    case consoleLog
  }

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

  /// The kind of `text`, or `nil` when it is JSON that is not a layout dump.
  ///
  /// JSON (an object: `{` then `"` or `}` after blanks) is a dump when it names the
  /// `"layout-dump"` format; a `.json` file that is empty or holds any other JSON value (an
  /// array, `null`, a number) is not a layout either; text whose first statement (not blank,
  /// not a `#` comment) starts with `view`, `direction`, `edit` or `suggest`, or any file
  /// ending in `.layout`, is a listing; everything else is console output.
  public static func detectKind(of text: String, path: String) -> Kind? {
    let significant = text.drop { $0.isWhitespace || $0 == "\u{FEFF}" }
    if significant.first == "{",
      let next = significant.dropFirst().first(where: { !$0.isWhitespace }),
      next == "\"" || next == "}"
    {
      return text.contains("\"layout-dump\"") ? .jsonDump : nil
    }
    if path.lowercased().hasSuffix(".json") {
      let bytes = Data(text.utf8)
      if significant.isEmpty
        || (try? JSONSerialization.jsonObject(with: bytes, options: .fragmentsAllowed)) != nil
      {
        return nil
      }
    }
    if path.hasSuffix(".layout") { return .layoutListing }
    for line in significant.split(whereSeparator: \.isNewline) {
      let trimmed = line.drop { $0 == " " || $0 == "\t" }
      if trimmed.isEmpty || trimmed.hasPrefix("#") { continue }
      let word = trimmed.prefix { !$0.isWhitespace }
      return ["view", "direction", "edit", "suggest"].contains(word) ? .layoutListing : .consoleLog
    }
    return .consoleLog
  }
}
