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
