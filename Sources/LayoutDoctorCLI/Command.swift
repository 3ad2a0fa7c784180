/// A subcommand of `layout-doctor`, declared as data so that `--help`, usage errors and the
/// manual page come from one place.
public protocol Command: Sendable {
  /// The word on the command line, e.g. `solve`.
  static var name: String { get }
  /// One sentence for the command list in `layout-doctor --help`.
  static var abstract: String { get }
  /// The arguments after the command name, e.g. `FILE [--format text|json]`.
  static var usage: String { get }
  /// A paragraph or two for `layout-doctor help COMMAND`; may be empty.
  static var discussion: String { get }
  /// The options the command accepts (the common `--help` is added automatically).
  static var options: [OptionSpec] { get }
  /// Runs the command.
  /// - Returns: the exit status (`.success`, `.findings`, ...).
  /// - Throws: `CLIError` for usage and input errors (exit status 2); any other error is also
  ///   reported as `error: DESCRIPTION` with exit status 2.
  static func run(_ invocation: Invocation, _ io: CommandIO) throws -> ExitCode
}

extension Command {
  public static var discussion: String { "" }
}

/// An option a command accepts.
public struct OptionSpec: Sendable {
  /// The long name with its dashes, e.g. `--format`.
  public var name: String
  /// A short alias with its dash, e.g. `-o`, or `nil`.
  public var short: String?
  /// The value's placeholder (`FILE`, `text|json`) for an option that takes a value; `nil` for a
  /// flag.
  public var valueName: String?
  /// The accepted values, if the set is closed (checked by the scanner).
  public var allowedValues: [String]?
  /// A full sentence of help.
  public var help: String
  /// Whether the option may be given more than once.
  public var repeatable: Bool

  public init(
    _ name: String, short: String? = nil, value valueName: String? = nil,
    allowed allowedValues: [String]? = nil, repeatable: Bool = false, help: String
  ) {
    self.name = name
    self.short = short
    self.valueName = valueName
    self.allowedValues = allowedValues
    self.help = help
    self.repeatable = repeatable
  }

  /// Whether the option takes a value.
  public var takesValue: Bool { valueName != nil }
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
