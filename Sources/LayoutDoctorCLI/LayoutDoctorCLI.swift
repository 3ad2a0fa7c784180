import LayoutModel

/// The `layout-doctor` command line: command table, help, version and exit statuses.
///
/// `main.swift` calls `LayoutDoctorCLI.main(_:)`; tests call `run(_:io:)` in-process.
public enum LayoutDoctorCLI {
  /// The version printed by `--version`.
  public static let version = "0.1.0"

  /// Every command, in the order `--help` lists them.
  public static let commands: [any Command.Type] = [
    HelpCommand.self,
    ExplainCommand.self,
    CheckCommand.self,
    SolveCommand.self,
    GraphCommand.self,
    AmbiguityCommand.self,
    WhyCommand.self,
    CompletionCommand.self,
  ]

  /// `--help` / `-h` before any command.
  static let help = Option<Bool>.flag(
    "--help", short: "-h",
    help: "Show this help, or a command's with 'layout-doctor COMMAND --help'.")
  /// `--version`.
  static let versionFlag = Option<Bool>.flag("--version", help: "Print the version.")
  /// The options of `layout-doctor` itself, before a command.
  public static let options = [help.spec, versionFlag.spec]

  /// Runs with the process's real streams and returns the exit status.
  public static func main(_ argv: [String]) -> Int32 {
    run(Array(argv.dropFirst()), io: .process()).rawValue
  }

  /// Runs `layout-doctor` with `arguments` (without the program name).
  /// - Returns: 0 success, 1 findings at or above the failure level, 2 usage or input error,
  ///   or output that could not be written (standard output on a full disk: one line on
  ///   standard error).
  public static func run(_ arguments: [String], io: CommandIO) -> ExitCode {
    let status = runCommand(arguments, io: io)
    if let failure = io.stdout.writeFailure {
      io.stderr.write(errorLine("standard output cannot be written (\(failure))"))
      return .usageOrInputError
    }
    return status
  }

  /// `run(_:io:)` before the check that standard output took everything.
  private static func runCommand(_ arguments: [String], io: CommandIO) -> ExitCode {
    guard let first = arguments.first else {
      io.stdout.write(Help.overview())
      return .success
    }
    if first == help.spec.name || first == help.spec.short {
      io.stdout.write(Help.overview())
      return .success
    }
    if first == versionFlag.spec.name {
      io.stdout.write("layout-doctor \(version)\n")
      return .success
    }
    guard let command = commands.first(where: { $0.name == first }) else {
      let what = first.hasPrefix("-") ? "unknown option '\(first)'" : "unknown command '\(first)'"
      return fail(CLIError.usage(what), command: nil, io: io)
    }
    do {
      let invocation = try ArgumentScanner.scan(
        Array(arguments.dropFirst()), options: command.allOptions)
      if invocation.helpRequested {
        io.stdout.write(Help.commandHelp(command))
        return .success
      }
      return try command.run(invocation, io)
    } catch {
      return fail(error, command: command, io: io)
    }
  }

  /// Prints `error: MESSAGE` (or the message alone when it already reads
  /// `FILE:LINE:COL: error: ...`), and for usage errors a usage hint, to stderr; returns 2.
  static func fail(_ error: any Error, command: (any Command.Type)?, io: CommandIO) -> ExitCode {
    io.stderr.write(errorLine(String(describing: error)))
    if case CLIError.usage = error {
      if let command {
        io.stderr.write("usage: layout-doctor \(command.name) \(command.usage)\n")
        io.stderr.write("See 'layout-doctor \(command.name) --help'.\n")
      } else {
        io.stderr.write("usage: layout-doctor COMMAND [OPTIONS]\n")
        io.stderr.write("See 'layout-doctor --help'.\n")
      }
    }
    return .usageOrInputError
  }

  /// `error: MESSAGE` as one line (`MessageLine.oneLine(_:)`) with its line break, unless the message
  /// already says `error:`, at its start or after its place (`FILE:LINE:COL: error: ...`).
  static func errorLine(_ message: String) -> String {
    let line = MessageLine.oneLine(message)
    return (line.contains(": error: ") || line.hasPrefix("error: ") ? line : "error: " + line)
      + "\n"
  }
}
