import LayoutEngine
import LayoutParsing

/// What the commands that solve one layout share (`solve`, `ambiguity`, `why`): the
/// `--format`, `--width` and `--height` options, and reading FILE into a built layout.
enum LayoutCommandInput {
  /// `--format text|json` with `help`, then `--width W` and `--height H`.
  static func options(format help: String) -> [OptionSpec] {
    [
      OptionSpec("--format", value: "text|json", allowed: ["text", "json"], help: help),
      OptionSpec(
        "--width", value: "W",
        help: "Give the root view this width in points instead of its frame's."),
      OptionSpec(
        "--height", value: "H",
        help: "Give the root view this height in points instead of its frame's."),
    ]
  }

  /// The one FILE argument.
  /// - Throws: `CLIError.usage` when there is none or more than one.
  static func onlyFile(_ invocation: Invocation) throws -> String {
    guard invocation.arguments.count == 1, let path = invocation.arguments.first else {
      throw CLIError.usage(
        invocation.arguments.isEmpty
          ? "missing FILE" : "expected one FILE, got \(invocation.arguments.count)")
    }
    return path
  }

  /// Reads the listing or JSON dump at `path` (`-` for standard input) and builds its layout
  /// with the root-size options; reader warnings go to standard error.
  /// - Returns: the engine, or `nil` after writing the one-line error (file and line or JSON
  ///   path) to standard error, for exit status 2.
  /// - Throws: `CLIError.usage` for a bad `--width`/`--height`, `CLIError.input` for a file
  ///   that cannot be read.
  static func engine(_ path: String, _ invocation: Invocation, _ io: CommandIO) throws
    -> LayoutEngine?
  {
    var options = LayoutEngineOptions()
    for (option, name) in [("--width", "width"), ("--height", "height")] {
      guard let value = try invocation.number(option) else { continue }
      guard value >= 0, value <= 1e9 else {
        throw CLIError.usage("option \(option) needs a \(name) in 0...1000000000 points")
      }
      if option == "--width" { options.rootWidth = value } else { options.rootHeight = value }
    }
    let input = try io.readInput(path)
    do {
      let parsed = try LayoutDumpParser.parse(input.bytes, file: input.name)
      for warning in parsed.warnings { io.stderr.write(warning.description + "\n") }
      return try LayoutEngine(document: parsed.document, options: options)
    } catch {
      io.stderr.write(LayoutDoctorCLI.errorLine(String(describing: error)))
      return nil
    }
  }
}
