/// The common kinds of `Option`: paths, flags, closed choices, integers and numbers, each with
/// its usage error.
extension Option where Value == String {
  /// An option whose value is a path (`-` for standard input or output, where the command
  /// says so).
  public static func path(
    _ name: String, short: String? = nil, value valueName: String = "FILE", help: String,
    discussion: String? = nil
  ) -> Option {
    Option(
      name, short: short, value: valueName, help: help, discussion: discussion, completion: .file,
      parse: { $0 })
  }
}

extension Option where Value == Bool {
  /// A flag: an option without a value, `true` when given.
  public static func flag(
    _ name: String, short: String? = nil, help: String, discussion: String? = nil
  ) -> Option {
    Option(
      spec: OptionSpec(
        name: name, short: short, valueName: nil, help: help, discussion: discussion,
        repeatable: false,
        completion: .none, parse: { _ in true }))
  }

  private init(spec: OptionSpec) { self.spec = spec }
}

extension Option {
  /// An option whose value is one of `choices` (the word on the command line and its value),
  /// in the order help and completion list them.
  /// - Throws (when parsing): `option NAME must be one of A, B, not 'X'`.
  public static func choice(
    _ name: String, short: String? = nil, value valueName: String, help: String,
    discussion: String? = nil, _ choices: [(String, Value)]
  ) -> Option {
    let words = choices.map(\.0)
    return Option(
      name, short: short, value: valueName, help: help, discussion: discussion,
      completion: .choices(words)
    ) { text in
      guard let value = choices.first(where: { $0.0 == text })?.1 else {
        throw CLIError.usage(
          "option \(name) must be one of \(words.joined(separator: ", ")), not '\(text)'")
      }
      return value
    }
  }
}

extension Option where Value: RawRepresentable & CaseIterable, Value.RawValue == String {
  /// An option whose value is a case of `Value`, named by its raw value.
  public static func choice(
    _ name: String, short: String? = nil, value valueName: String, help: String,
    discussion: String? = nil, cases: [Value] = Array(Value.allCases)
  ) -> Option {
    choice(
      name, short: short, value: valueName, help: help, discussion: discussion,
      cases.map { ($0.rawValue, $0) })
  }
}

extension Option where Value == Int {
  /// An option whose value is an integer of at least `minimum`.
  /// - Throws (when parsing): `option NAME needs WHAT, not 'X'`, `what` naming the expected
  ///   value (e.g. `a positive integer`).
  public static func integer(
    _ name: String, short: String? = nil, value valueName: String = "N", help: String,
    discussion: String? = nil, minimum: Int, what: String
  ) -> Option {
    Option(name, short: short, value: valueName, help: help, discussion: discussion) { text in
      guard let number = Int(text), number >= minimum else {
        throw CLIError.usage("option \(name) needs \(what), not '\(text)'")
      }
      return number
    }
  }
}

extension Option where Value == Double {
  /// An option whose value is a finite number in `range`.
  /// - Throws (when parsing): `option NAME needs a finite number, not 'X'`, or
  ///   `option NAME needs a WHAT in LOW...HIGH UNIT` when it is outside `range`.
  public static func number(
    _ name: String, short: String? = nil, value valueName: String, help: String,
    discussion: String? = nil, in range: ClosedRange<Double>, what: String, unit: String
  ) -> Option {
    Option(name, short: short, value: valueName, help: help, discussion: discussion) { text in
      guard let number = Double(text), number.isFinite else {
        throw CLIError.usage("option \(name) needs a finite number, not '\(text)'")
      }
      guard range.contains(number) else {
        throw CLIError.usage(
          "option \(name) needs a \(what) in \(Int(range.lowerBound))...\(Int(range.upperBound))"
            + " \(unit)")
      }
      return number
    }
  }
}
