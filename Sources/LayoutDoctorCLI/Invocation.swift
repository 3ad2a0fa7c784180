/// A command's arguments after scanning: positional arguments, option values and flags.
public struct Invocation: Sendable {
  /// Positional arguments in order (`-` stands for standard input).
  public var arguments: [String]
  /// Option values by long name (`--format`), in command-line order.
  public var values: [String: [String]]
  /// Flags given, by long name.
  public var flags: Set<String>

  public init(arguments: [String] = [], values: [String: [String]] = [:], flags: Set<String> = []) {
    self.arguments = arguments
    self.values = values
    self.flags = flags
  }

  /// The last value given for `option`, or `defaultValue`.
  public func value(_ option: String, default defaultValue: String? = nil) -> String? {
    values[option]?.last ?? defaultValue
  }

  /// Every value given for a repeatable option.
  public func allValues(_ option: String) -> [String] { values[option] ?? [] }

  /// Whether the flag was given.
  public func flag(_ name: String) -> Bool { flags.contains(name) }

  /// The value of `option` as a finite number, or `nil` when absent.
  /// - Throws: `CLIError.usage` when the value is not a finite number.
  public func number(_ option: String) throws -> Double? {
    guard let text = value(option) else { return nil }
    guard let number = Double(text), number.isFinite else {
      throw CLIError.usage("option \(option) needs a finite number, not '\(text)'")
    }
    return number
  }
}

/// Scans command-line arguments against a command's declared options.
///
/// Accepts `--name value`, `--name=value`, short aliases (`-o FILE`), flags, `--` to end
/// options, and `-` as a positional argument (standard input).
public enum ArgumentScanner {
  /// Scans `arguments` (the words after the command name).
  /// - Throws: `CLIError.usage` for an unknown option, a missing or disallowed value, a value
  ///   given to a flag, or a non-repeatable option given twice.
  public static func scan(_ arguments: [String], options: [OptionSpec]) throws -> Invocation {
    var invocation = Invocation()
    var index = 0
    var optionsEnded = false
    func spec(named name: String) -> OptionSpec? {
      options.first { $0.name == name || ($0.short != nil && $0.short == name) }
    }
    while index < arguments.count {
      let word = arguments[index]
      index += 1
      if optionsEnded || word == "-" || !word.hasPrefix("-") {
        invocation.arguments.append(word)
        continue
      }
      if word == "--" {
        optionsEnded = true
        continue
      }
      var name = word
      var inlineValue: String?
      if let equals = word.firstIndex(of: "="), word.hasPrefix("--") {
        name = String(word[..<equals])
        inlineValue = String(word[word.index(after: equals)...])
      }
      guard let option = spec(named: name) else {
        throw CLIError.usage("unknown option '\(name)'")
      }
      if option.takesValue {
        let value: String
        if let inlineValue {
          value = inlineValue
        } else if index < arguments.count {
          value = arguments[index]
          index += 1
        } else {
          throw CLIError.usage("option \(option.name) needs a value (\(option.valueName ?? ""))")
        }
        if let allowed = option.allowedValues, !allowed.contains(value) {
          throw CLIError.usage(
            "option \(option.name) must be one of \(allowed.joined(separator: ", ")), not '\(value)'"
          )
        }
        if !option.repeatable, invocation.values[option.name] != nil {
          throw CLIError.usage("option \(option.name) given more than once")
        }
        invocation.values[option.name, default: []].append(value)
      } else {
        if inlineValue != nil {
          throw CLIError.usage("option \(option.name) takes no value")
        }
        invocation.flags.insert(option.name)
      }
    }
    return invocation
  }
}
