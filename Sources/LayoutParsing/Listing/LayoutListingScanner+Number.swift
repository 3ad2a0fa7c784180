import LayoutModel

extension LayoutListingScanner {
  /// Reads a decimal number (`16`, `-0.5`, `2.5e-3`, `- 16` with a space after the sign, as
  /// console logs print it) with `DecimalNumber` and checks it against `LayoutLimits`.
  mutating func number(_ what: String = "a number") throws(LayoutListingFailure) -> Double {
    let start = position
    var negative = false
    if take(UInt8(ascii: "-")) {
      negative = true
      skipSpaces()
    } else {
      _ = take(UInt8(ascii: "+"))
    }
    guard let number = DecimalNumber.scan(bytes, from: position, end: end) else {
      position = start
      let word = token(at: start).lowercased()
      if word.hasPrefix("nan") || word.hasPrefix("inf") || word.hasPrefix("-inf") {
        throw LayoutListingFailure(.invalidNumber(token(at: start)), at: start)
      }
      throw expected(what)
    }
    // `2e` is the number 2 followed by a word; the caller complains.
    position = number.end
    let value = negative ? -number.value : number.value
    guard LayoutLimits.accepts(value) else {
      throw LayoutListingFailure(.invalidNumber(string(start..<position)), at: start)
    }
    return value
  }

  /// Reads a priority: a number or one of UIKit's names (`required`, `defaultHigh`,
  /// `defaultLow`, `fittingSizeLevel`), checked against 1...1000.
  mutating func priority() throws(LayoutListingFailure) -> LayoutPriority {
    let start = position
    if let byte = current, byte.isLetter {
      let range = word()
      let name = string(range)
      switch name {
      case "required": return .required
      case "defaultHigh": return .defaultHigh
      case "defaultLow": return .defaultLow
      case "fittingSizeLevel": return .fittingSizeLevel
      default:
        position = start
        _ = try number("a priority")
      }
    }
    let priority = LayoutPriority(try number("a priority"))
    guard priority.isValid else {
      throw LayoutListingFailure(.model(.priorityOutOfRange(priority)), at: start)
    }
    return priority
  }
}

extension UInt8 {
  var isDigit: Bool { self >= UInt8(ascii: "0") && self <= UInt8(ascii: "9") }
  var isLetter: Bool {
    (self >= UInt8(ascii: "a") && self <= UInt8(ascii: "z"))
      || (self >= UInt8(ascii: "A") && self <= UInt8(ascii: "Z"))
  }
}
