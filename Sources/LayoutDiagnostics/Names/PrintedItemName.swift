/// An item as a console log or a view description prints it, taken apart: the class (or
/// the name the log bound to the address), the address and the text.
///
/// The forms read are those of Apple's descriptions: a constraint's operand
/// `UILabel:0x7fa1c2d0a030'Text1'`, a view's description `<UILabel: 0x7fa1c2d0a030; frame =
/// (0 0; 42 21); text = 'Text1'; …>`, a layout guide's `<UILayoutGuide: 0x600000cc07e0 -
/// "UIViewLayoutMarginsGuide", …>`, and the address alone, `0x7fa1c2d0a030`.
public struct PrintedItemName: Hashable, Sendable {
  /// The class or bound name before the colon (`UILabel`, `App.ViewA`, `ToolbarA.iconA`,
  /// `UIContinuousPathIntroduct...` when the log cut it), or `nil` for an address alone.
  public var className: String?
  /// The address, lower-case, without leading zeros after `0x` (`0x7fa1c2d0a030`).
  public var address: String
  /// The text in single quotes after the address (`Text1`), or `nil`.
  public var text: String?

  /// Reads `text`, or returns `nil` when it is not one of the printed forms.
  public init?(_ text: String) {
    var rest = Substring(text).drop { $0 == " " || $0 == "\t" }
    var wrapped = false
    if rest.first == "<" {
      rest = rest.dropFirst()
      wrapped = true
    }
    let head = rest.prefix { $0 != ":" && $0 != " " && $0 != ">" && $0 != "'" }
    if head.hasPrefix("0x") || head.hasPrefix("0X") {
      className = nil
    } else {
      guard !head.isEmpty, rest.dropFirst(head.count).first == ":" else { return nil }
      className = String(head)
      rest = rest.dropFirst(head.count + 1).drop { $0 == " " }
    }
    guard rest.hasPrefix("0x") || rest.hasPrefix("0X") else { return nil }
    let digits = rest.dropFirst(2).prefix { $0.isHexDigit }
    guard !digits.isEmpty else { return nil }
    address = PrintedItemName.address(digits)
    rest = rest.dropFirst(2 + digits.count)
    self.text = nil
    // An operand's text runs to the last quote: it may hold quotes (`'TEXT'S ONE'`).
    if rest.first == "'" {
      let body = rest.dropFirst()
      if let close = wrapped ? body.firstIndex(of: "'") : body.lastIndex(of: "'") {
        self.text = String(body[..<close])
        rest = body[body.index(after: close)...]
      }
    }
    if wrapped {
      // A description goes on after `;` or ` - "name"` and ends with `>`; its text, if any,
      // is `text = '…'`.
      if self.text == nil, let range = rest.range(of: "; text = '") {
        let quoted = rest[range.upperBound...]
        if let close = quoted.firstIndex(of: "'") { self.text = String(quoted[..<close]) }
      }
      guard rest.isEmpty || rest.first == ">" || rest.first == ";" || rest.first == " "
      else { return nil }
    } else {
      guard rest.allSatisfy({ $0 == " " || $0 == "\t" }) else { return nil }
    }
  }

  /// `0x` and the hexadecimal `digits`, lower-case, leading zeros dropped (`0x0` for zero).
  static func address<S: StringProtocol>(_ digits: S) -> String {
    let trimmed = digits.lowercased().drop { $0 == "0" }
    return "0x" + (trimmed.isEmpty ? "0" : trimmed)
  }

  /// Whether `one` and `other` name one class (or the name the log bound): equal, equal up
  /// to where the log cut one short with `...`, or one the end of the other, as logs print
  /// one class both ways (`_UIRemoteKeyboardPlaceholderView` in a constraint,
  /// `UIRemoteKeyboardPlaceholderView` in the trace; `App.ViewA` and `ViewA`; a mangled Swift
  /// name and the type's own).
  static func sameClass(_ one: String, _ other: String) -> Bool {
    if one == other { return true }
    for (short, long) in [(one, other), (other, one)] {
      if short.hasSuffix("..."), long.hasPrefix(short.dropLast(3)) { return true }
      if short.count >= 3, long.hasSuffix(short) { return true }
    }
    return false
  }
}
