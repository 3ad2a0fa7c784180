import LayoutModel

extension LayoutListingScanner {
  /// Reads a decimal number (`16`, `-0.5`, `2.5e-3`, `- 16` with a space after the sign, as
  /// console logs print it) and checks it against `LayoutLimits`.
  ///
  /// Numbers of at most 15 significant digits with a small exponent are converted exactly
  /// without building a string; others go through the standard library's correctly rounded
  /// conversion.
  mutating func number(_ what: String = "a number") throws(LayoutListingFailure) -> Double {
    let start = position
    var negative = false
    if take(UInt8(ascii: "-")) {
      negative = true
      skipSpaces()
    } else {
      _ = take(UInt8(ascii: "+"))
    }
    let digitsStart = position
    var mantissa: UInt64 = 0
    var significant = 0
    var exponent = 0
    var sawDigit = false
    while let byte = current, byte.isDigit {
      sawDigit = true
      accumulate(byte, &mantissa, &significant, &exponent, fraction: false)
      position += 1
    }
    if take(UInt8(ascii: ".")) {
      while let byte = current, byte.isDigit {
        sawDigit = true
        accumulate(byte, &mantissa, &significant, &exponent, fraction: true)
        position += 1
      }
    }
    guard sawDigit else {
      position = start
      let word = token(at: start).lowercased()
      if word.hasPrefix("nan") || word.hasPrefix("inf") || word.hasPrefix("-inf") {
        throw LayoutListingFailure(.invalidNumber(token(at: start)), at: start)
      }
      throw expected(what)
    }
    if let byte = current, byte == UInt8(ascii: "e") || byte == UInt8(ascii: "E") {
      let mark = position
      position += 1
      var exponentNegative = false
      if take(UInt8(ascii: "-")) { exponentNegative = true } else { _ = take(UInt8(ascii: "+")) }
      var written = 0
      var sawExponentDigit = false
      while let byte = current, byte.isDigit {
        sawExponentDigit = true
        if written < 100_000 { written = written * 10 + Int(byte - UInt8(ascii: "0")) }
        position += 1
      }
      if sawExponentDigit {
        exponent += exponentNegative ? -written : written
      } else {
        position = mark  // `2e` is the number 2 followed by a word; the caller complains.
      }
    }
    var value: Double
    if significant <= 15, exponent >= -22, exponent <= 22 {
      value = Double(mantissa)
      if exponent < 0 {
        value /= Self.powersOfTen[-exponent]
      } else {
        value *= Self.powersOfTen[exponent]
      }
    } else {
      let text = string(digitsStart..<position)
      value = Double(text) ?? .infinity
    }
    if negative { value = -value }
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

  private func accumulate(
    _ byte: UInt8, _ mantissa: inout UInt64, _ significant: inout Int, _ exponent: inout Int,
    fraction: Bool
  ) {
    let digit = UInt64(byte - UInt8(ascii: "0"))
    if significant == 0 && digit == 0 {
      if fraction { exponent -= 1 }
      return
    }
    if significant < 19 {
      mantissa = mantissa * 10 + digit
      significant += 1
      if fraction { exponent -= 1 }
    } else {
      significant += 1  // beyond UInt64: forces the slow, exact path
      if !fraction { exponent += 1 }
    }
  }

  static let powersOfTen: [Double] = [
    1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11, 1e12, 1e13, 1e14, 1e15, 1e16,
    1e17, 1e18, 1e19, 1e20, 1e21, 1e22,
  ]
}

extension UInt8 {
  var isDigit: Bool { self >= UInt8(ascii: "0") && self <= UInt8(ascii: "9") }
  var isLetter: Bool {
    (self >= UInt8(ascii: "a") && self <= UInt8(ascii: "z"))
      || (self >= UInt8(ascii: "A") && self <= UInt8(ascii: "Z"))
  }
}
