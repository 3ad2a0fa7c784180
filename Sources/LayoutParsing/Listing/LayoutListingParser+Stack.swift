import LayoutModel

/// The keys of a `view` line that configure a `UIStackView` or `NSStackView`: `axis=`,
/// `distribution=`, `alignment=`, `spacing=`, `arranged=`, `spacingAfter=ID:N[,ID:N]` (custom
/// spacing after arranged views), `stackHugging=H,V` (NSStackView's `huggingPriority(for:)`,
/// read exactly; a UIKit stack has none) and the flags `baselineRelative` and
/// `marginsRelative`. Any of them makes the view a stack view (`View.stack`).
enum StackKey: Int, CaseIterable {
  case axis, distribution, alignment, spacing, arranged, baselineRelative, marginsRelative
  case spacingAfter, stackHugging

  /// The key as written.
  var spelling: StaticString {
    switch self {
    case .axis: return "axis"
    case .distribution: return "distribution"
    case .alignment: return "alignment"
    case .spacing: return "spacing"
    case .arranged: return "arranged"
    case .baselineRelative: return "baselineRelative"
    case .marginsRelative: return "marginsRelative"
    case .spacingAfter: return "spacingAfter"
    case .stackHugging: return "stackHugging"
    }
  }

  /// Whether the key is a flag without a value.
  var isFlag: Bool { self == .baselineRelative || self == .marginsRelative }

  /// The stack key spelled by `range`, if any (`spacing` is not the start of `spacingAfter`:
  /// the range is the whole key).
  static func named(_ range: Range<Int>, in scanner: LayoutListingScanner) -> StackKey? {
    allCases.first { scanner.matches(range, $0.spelling) }
  }
}

extension LayoutListingState {
  /// Reads one stack key of a `view` line, the scanner just past its name (at `=` for keys
  /// with a value), into `view.stack`; `seen` tracks duplicates.
  func readStackKey(
    _ key: StackKey, _ scanner: inout LayoutListingScanner, into view: inout View,
    seen: inout UInt16, at keyStart: Int
  ) throws(LayoutListingFailure) {
    guard seen & (1 << key.rawValue) == 0 else {
      throw LayoutListingFailure(
        .duplicateKey(scanner.string(keyStart..<scanner.position)), at: keyStart)
    }
    seen |= 1 << key.rawValue
    var stack = view.stack ?? StackConfiguration()
    defer { view.stack = stack }
    if key.isFlag {
      if key == .baselineRelative {
        stack.isBaselineRelativeArrangement = true
      } else {
        stack.isLayoutMarginsRelativeArrangement = true
      }
      return
    }
    guard scanner.take(UInt8(ascii: "=")) else {
      throw scanner.expected("'=' after \(key.spelling)")
    }
    switch key {
    case .axis:
      stack.axis = try choice(&scanner, key: "axis", LayoutAxis.self)
    case .distribution:
      stack.distribution = try choice(&scanner, key: "distribution", StackDistribution.self)
    case .alignment:
      stack.alignment = try choice(&scanner, key: "alignment", StackAlignment.self)
    case .spacing:
      stack.spacing = try scanner.number("a spacing in points")
    case .arranged:
      var ids: [String] = []
      repeat {
        ids.append(scanner.string(try scanner.identifier("an arranged subview id")))
      } while scanner.take(UInt8(ascii: ","))
      stack.arrangedSubviews = ids
    case .spacingAfter:
      repeat {
        let idStart = scanner.position
        let id = scanner.string(try scanner.identifier("an arranged subview id"))
        guard scanner.take(UInt8(ascii: ":")) else {
          throw scanner.expected("':' and a spacing in points after \(id)")
        }
        guard
          stack.customSpacing.updateValue(try scanner.number("a spacing in points"), forKey: id)
            == nil
        else { throw LayoutListingFailure(.duplicateKey("spacingAfter=\(id)"), at: idStart) }
      } while scanner.take(UInt8(ascii: ","))
    case .stackHugging:
      stack.huggingPriority = try priorities(&scanner)
    case .baselineRelative, .marginsRelative:
      break
    }
  }
}

extension LayoutListingState {
  /// Reads a word naming one case of `type` (`StackDistribution.fillEqually`).
  func choice<Choice: RawRepresentable & CaseIterable>(
    _ scanner: inout LayoutListingScanner, key: String, _ type: Choice.Type
  ) throws(LayoutListingFailure) -> Choice where Choice.RawValue == String {
    let start = scanner.position
    let text = scanner.string(scanner.word())
    guard let value = Choice(rawValue: text) else {
      throw LayoutListingFailure(
        .invalidValue(text, key: key, expected: Choice.expectedValues), at: start)
    }
    return value
  }

  /// Fails unless the value just read is followed by a space or the end of the line.
  func expectSpace(
    _ scanner: inout LayoutListingScanner, after key: StaticString
  ) throws(LayoutListingFailure) {
    if let byte = scanner.current, byte != .space, byte != .tab {
      throw scanner.expected("a space after \(key)")
    }
  }
}
