/// A command's arguments after scanning: positional arguments and option values, each value
/// already read by its option's parse function.
public struct Invocation: Sendable {
  /// Positional arguments in order (`-` stands for standard input).
  public var arguments: [String]
  /// Option values by long name (`--format`), in command-line order; flags have `true`.
  var values: [String: [any Sendable]]
  /// Option values as written, by long name, in command-line order (what `check
  /// --print-config` shows).
  var texts: [String: [String]] = [:]
  /// Whether `--help` (or `-h`) was given where an option may appear.
  public var helpRequested: Bool

  public init(arguments: [String] = []) {
    self.arguments = arguments
    self.values = [:]
    self.helpRequested = false
  }

  /// The last value given for `option`, or `nil` when it was not given.
  public subscript<Value>(_ option: Option<Value>) -> Value? {
    values[option.spec.name]?.last as? Value
  }

  /// Every value given for a repeatable option, in command-line order.
  public func all<Value>(_ option: Option<Value>) -> [Value] {
    (values[option.spec.name] ?? []).compactMap { $0 as? Value }
  }

  /// Whether the flag was given.
  public func flag(_ option: Option<Bool>) -> Bool { self[option] ?? false }
}

/// Scans command-line arguments against a command's declared options.
///
/// Accepts `--name value`, `--name=value`, short aliases (`-o FILE`), flags, `--` to end
/// options, and `-` as a positional argument (standard input). Each value is read by its
/// option's parse function as it is scanned, so a bad value is a usage error before the
/// command runs. `--help` and `-h` count only where an option may appear: not as the value of
/// an option (`-o --help` writes to a file named `--help`) and not after `--`.
public enum ArgumentScanner {
  /// Scans `arguments` (the words after the command name). When `--help` is among the
  /// options, the result has `helpRequested` set and no error is thrown.
  /// - Throws: `CLIError.usage` for an unknown option, a missing or unacceptable value, a value
  ///   given to a flag, or a non-repeatable option given twice: the first such problem.
  public static func scan(_ arguments: [String], options: [OptionSpec]) throws -> Invocation {
    var invocation = Invocation()
    var firstError: CLIError?
    var index = 0
    var optionsEnded = false
    func spec(named name: String) -> OptionSpec? {
      options.first { $0.name == name || ($0.short != nil && $0.short == name) }
    }
    func fail(_ message: String) {
      if firstError == nil { firstError = .usage(message) }
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
      if inlineValue == nil,
        name == CommonOptions.help.spec.name
          || name == CommonOptions.help.spec.short
      {
        invocation.helpRequested = true
        continue
      }
      guard let option = spec(named: name) else {
        fail("unknown option '\(name)'")
        continue
      }
      guard option.takesValue else {
        if inlineValue != nil {
          fail("option \(option.name) takes no value")
        } else {
          invocation.values[option.name] = [true]
        }
        continue
      }
      let text: String
      if let inlineValue {
        text = inlineValue
      } else if index < arguments.count {
        text = arguments[index]
        index += 1
      } else {
        fail("option \(option.name) needs a value (\(option.valueName ?? ""))")
        continue
      }
      if !option.repeatable, invocation.values[option.name] != nil {
        fail("option \(option.name) given more than once")
        continue
      }
      do {
        invocation.values[option.name, default: []].append(try option.parse(text))
        invocation.texts[option.name, default: []].append(text)
      } catch let error as CLIError {
        if firstError == nil { firstError = error }
      } catch {
        fail("option \(option.name): \(error)")
      }
    }
    if let firstError, !invocation.helpRequested { throw firstError }
    return invocation
  }
}

/// The options several commands share, declared once.
public enum CommonOptions {
  /// `--help` / `-h`, which every command accepts.
  public static let help = Option<Bool>.flag(
    "--help", short: "-h", help: "Show this help.")

  /// `--output FILE` / `-o FILE` for a report.
  public static let output = Option<String>.path(
    "--output", short: "-o",
    help: "Write the report to FILE, atomically, instead of standard output.")

  /// `--width W`: the root view's width in points.
  public static let width = Option<Double>.number(
    "--width", value: "W", help: "Give the root view this width in points instead of its frame's.",
    discussion: "It answers the question of how a screen looks on another device.",
    in: 0...1e9, what: "width", unit: "points")

  /// `--height H`: the root view's height in points.
  public static let height = Option<Double>.number(
    "--height", value: "H",
    help: "Give the root view this height in points instead of its frame's.", in: 0...1e9,
    what: "height", unit: "points")

  /// `--report N`: one report of a console log, counting from 1, with the command's help.
  public static func report(help: String, discussion: String? = nil) -> Option<Int> {
    .integer(
      "--report", help: help, discussion: discussion, minimum: 1,
      what: "a report number from 1")
  }
}
