/// A subcommand of `layout-doctor`, declared as data so that parsing, usage errors, `--help`,
/// the manual page and the shell completions come from one place.
public protocol Command: Sendable {
  /// The word on the command line, e.g. `solve`.
  static var name: String { get }
  /// One sentence for the command list in `layout-doctor --help`.
  static var abstract: String { get }
  /// The positional arguments, in order (e.g. `FILE`).
  static var arguments: [Positional] { get }
  /// A paragraph or two for `layout-doctor help COMMAND`; may be empty.
  static var discussion: String { get }
  /// The options the command accepts (the common `--help` is added by `allOptions`).
  static var options: [OptionSpec] { get }
  /// Runs the command.
  /// - Returns: the exit status (`.success`, `.findings`, ...).
  /// - Throws: `CLIError` for usage and input errors (exit status 2); any other error is also
  ///   reported as `error: DESCRIPTION` with exit status 2.
  static func run(_ invocation: Invocation, _ io: CommandIO) throws -> ExitCode
}

extension Command {
  public static var discussion: String { "" }

  /// The declared options followed by `--help`, as parsing, help, the manual and the
  /// completions list them.
  public static var allOptions: [OptionSpec] { options + [CommonOptions.help.spec] }

  /// The arguments after the command name, e.g. `FILE [--format text|json] [-o FILE]`, built
  /// from `arguments` and `options`.
  public static var usage: String { Usage.line(arguments: arguments, options: options) }
}

/// The usage line of a command, built from its declarations.
enum Usage {
  /// Closed value sets up to this size are spelled out in the usage line (`text|json|html`);
  /// larger ones show the value name (`FORMAT`).
  static let spelledOutChoices = 4

  /// The positional arguments, then each option in brackets: `FILE [--format text|json]`.
  static func line(arguments: [Positional], options: [OptionSpec]) -> String {
    words(arguments: arguments, options: options).joined(separator: " ")
  }

  /// The usage line's units, each kept whole when `--help` wraps it: `FILE`, `[-o FILE]`.
  static func words(arguments: [Positional], options: [OptionSpec]) -> [String] {
    arguments.map(\.usage) + options.map { "[\($0.usage)]" }
  }
}

/// What a value or a positional argument completes to in a shell.
public enum CompletionKind: Sendable, Equatable {
  /// Free text (a number, `ITEM.ATTR`): nothing to offer.
  case none
  /// A path to a file or folder.
  case file
  /// One of a closed set of words.
  case choices([String])
  /// The name of a `layout-doctor` command.
  case command
}

/// A positional argument of a command.
public struct Positional: Sendable {
  /// The placeholder, e.g. `FILE`.
  public var name: String
  /// Whether the argument may be left out.
  public var optional: Bool
  /// Whether the argument may be given several times.
  public var repeating: Bool
  /// Whether the usage line shows `-` (standard input) as an alternative.
  public var showsStandardInput: Bool
  /// What the shell offers for it.
  public var completion: CompletionKind

  public init(
    _ name: String, optional: Bool = false, repeating: Bool = false,
    showsStandardInput: Bool = false, completion: CompletionKind = .file
  ) {
    self.name = name
    self.optional = optional
    self.repeating = repeating
    self.showsStandardInput = showsStandardInput
    self.completion = completion
  }

  /// `FILE`, `PATH ...` or `[FILE ...|-]`.
  public var usage: String {
    let word = name + (repeating ? " ..." : "") + (showsStandardInput ? "|-" : "")
    return optional ? "[\(word)]" : word
  }
}

/// An option a command accepts, without its value type: what the scanner, `--help`, the
/// manual page and the completions read. Declared through `Option<Value>`, whose `spec` it is.
public struct OptionSpec: Sendable {
  /// The long name with its dashes, e.g. `--format`.
  public var name: String
  /// A short alias with its dash, e.g. `-o`, or `nil`.
  public var short: String?
  /// The value's placeholder (`FILE`, `FORMAT`) for an option that takes a value; `nil` for a
  /// flag.
  public var valueName: String?
  /// One or two sentences for `--help`.
  public var help: String
  /// The option's entry in `man/layout-doctor.1` (mdoc text), when it says more than `help`.
  public var manual: String?
  /// Whether the option may be given more than once.
  public var repeatable: Bool
  /// What the shell offers for the value.
  public var completion: CompletionKind
  /// Reads one value; the result has the type of the `Option<Value>` that declared it.
  /// - Throws: `CLIError.usage` naming the option when the value is not acceptable.
  let parse: @Sendable (String) throws -> any Sendable

  /// The accepted values, if the set is closed.
  public var allowedValues: [String]? {
    if case .choices(let values) = completion { return values }
    return nil
  }

  /// Whether the option takes a value.
  public var takesValue: Bool { valueName != nil }

  /// `--format text|json`, `-o FILE` or `--only-conflicts`, as the usage line shows it.
  public var usage: String {
    guard let valueName else { return short ?? name }
    let value =
      allowedValues.map { $0.count <= Usage.spelledOutChoices ? $0.joined(separator: "|") : nil }
      ?? nil
    return "\(short ?? name) \(value ?? valueName)"
  }
}

/// A typed command-line option: its name, short name, value name, help text, manual entry,
/// completion and the function that reads its value, declared once. `Invocation` returns
/// its value already parsed and checked (`invocation[option]`).
///
/// Adding an option is one declaration and one list entry:
///
///     static let size = Option<LayoutSize>(
///       "--size", value: "WxH", help: "Lay the root view out at W by H points.",
///       manual: "...mdoc...") { text in
///         guard let size = LayoutSize(text) else {
///           throw CLIError.usage("option --size needs WxH in points, not '\(text)'")
///         }
///         return size
///       }
///
/// then `size.spec` in the command's `options` (or in `LayoutCommandInput.options` for
/// `solve`, `ambiguity` and `why`), and `invocation[size]` where it is used (`repeatable: true`
/// and `invocation.all(size)` for an option given several times). `--help`, the usage line and
/// the completions follow; `RECORD_SNAPSHOTS=1 swift test --filter ManualPageTests` rewrites
/// the man page's SYNOPSIS and option lists, which a test keeps current. `.path`, `.flag`,
/// `.choice`, `.integer` and `.number` declare the common kinds with their error messages.
public struct Option<Value: Sendable>: Sendable {
  /// The declaration without the value type.
  public let spec: OptionSpec

  /// An option with a value read by `parse`.
  /// - Parameters:
  ///   - parse: reads the text; throws `CLIError.usage` (one line naming the option) when the
  ///     text is not acceptable.
  public init(
    _ name: String, short: String? = nil, value valueName: String, help: String,
    manual: String? = nil, repeatable: Bool = false, completion: CompletionKind = .none,
    parse: @escaping @Sendable (String) throws -> Value
  ) {
    spec = OptionSpec(
      name: name, short: short, valueName: valueName, help: help, manual: manual,
      repeatable: repeatable, completion: completion, parse: { try parse($0) })
  }
}

extension Option where Value == String {
  /// An option whose value is a path (`-` for standard input or output, where the command
  /// says so).
  public static func path(
    _ name: String, short: String? = nil, value valueName: String = "FILE", help: String,
    manual: String? = nil
  ) -> Option {
    Option(
      name, short: short, value: valueName, help: help, manual: manual, completion: .file,
      parse: { $0 })
  }
}

extension Option where Value == Bool {
  /// A flag: an option without a value, `true` when given.
  public static func flag(
    _ name: String, short: String? = nil, help: String, manual: String? = nil
  ) -> Option {
    Option(
      spec: OptionSpec(
        name: name, short: short, valueName: nil, help: help, manual: manual, repeatable: false,
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
    manual: String? = nil, _ choices: [(String, Value)]
  ) -> Option {
    let words = choices.map(\.0)
    return Option(
      name, short: short, value: valueName, help: help, manual: manual,
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
    manual: String? = nil, cases: [Value] = Array(Value.allCases)
  ) -> Option {
    choice(
      name, short: short, value: valueName, help: help, manual: manual,
      cases.map { ($0.rawValue, $0) })
  }
}

extension Option where Value == Int {
  /// An option whose value is an integer of at least `minimum`.
  /// - Throws (when parsing): `option NAME needs WHAT, not 'X'`, `what` naming the expected
  ///   value (e.g. `a positive integer`).
  public static func integer(
    _ name: String, short: String? = nil, value valueName: String = "N", help: String,
    manual: String? = nil, minimum: Int, what: String
  ) -> Option {
    Option(name, short: short, value: valueName, help: help, manual: manual) { text in
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
    manual: String? = nil, in range: ClosedRange<Double>, what: String, unit: String
  ) -> Option {
    Option(name, short: short, value: valueName, help: help, manual: manual) { text in
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

/// The exit status of `layout-doctor`, as CI gates expect it.
public enum ExitCode: Int32, Sendable {
  /// Success: the input was read and nothing at or above the failure level was found.
  case success = 0
  /// Findings at or above the failure level (`check`).
  case findings = 1
  /// Usage error, unreadable or unparsable input.
  case usageOrInputError = 2
}

/// An error that stops a command: usage errors print a usage hint, input errors do not.
/// Both exit with status 2.
public enum CLIError: Error, CustomStringConvertible {
  /// The command line is wrong (unknown option, missing argument, bad value).
  case usage(String)
  /// The input could not be read or parsed; the message names the file and line or JSON path.
  case input(String)

  public var description: String {
    switch self {
    case .usage(let message), .input(let message): return message
    }
  }
}
