import LayoutEngine
import LayoutParsing
import LayoutReports

/// `layout-doctor solve FILE [--format text|json] [--width W] [--height H]`: the frames a
/// layout listing or JSON dump solves to.
enum SolveCommand: Command {
  static let name = "solve"
  static let abstract = "Solve a layout listing or JSON dump and print every view's frame."
  static let usage = "FILE [--format text|json] [--width W] [--height H]"
  static let discussion = """
    Reads a layout listing (.layout) or JSON dump (see layout-dump(5)); '-' reads standard
    input. Builds the constraint system UIKit would: the file's constraints, intrinsic-size
    constraints at the hugging and compression-resistance priorities, autoresizing-mask
    constraints, layout-margins and safe-area guides, and the root view's frame. Prints the
    view tree with frames relative to each superview, then any required constraint that had
    to be broken, in UIKit's words. Exits 0 when solved (even with broken constraints), 2 when
    the file cannot be read.
    """
  static let options: [OptionSpec] = [
    OptionSpec(
      "--format", value: "text|json", allowed: ["text", "json"],
      help: "Print the view tree as text (the default) or as JSON."),
    OptionSpec(
      "--width", value: "W",
      help: "Give the root view this width in points instead of its frame's."),
    OptionSpec(
      "--height", value: "H",
      help: "Give the root view this height in points instead of its frame's."),
  ]

  static func run(_ invocation: Invocation, _ io: CommandIO) throws -> ExitCode {
    guard invocation.arguments.count == 1, let path = invocation.arguments.first else {
      throw CLIError.usage(
        invocation.arguments.isEmpty
          ? "missing FILE" : "expected one FILE, got \(invocation.arguments.count)")
    }
    var options = LayoutEngineOptions()
    for (option, name) in [("--width", "width"), ("--height", "height")] {
      guard let value = try invocation.number(option) else { continue }
      guard value >= 0, value <= 1e9 else {
        throw CLIError.usage("option \(option) needs a \(name) in 0...1000000000 points")
      }
      if option == "--width" { options.rootWidth = value } else { options.rootHeight = value }
    }
    let input = try io.readInput(path)
    let parsed: LayoutDumpParseResult
    do {
      parsed = try LayoutDumpParser.parse(input.bytes, file: input.name)
    } catch {
      io.stderr.write(error.description + "\n")
      return .usageOrInputError
    }
    for warning in parsed.warnings { io.stderr.write(warning.description + "\n") }
    let engine: LayoutEngine
    do {
      engine = try LayoutEngine(document: parsed.document, options: options)
    } catch {
      io.stderr.write(error.description + "\n")
      return .usageOrInputError
    }
    let solution = engine.solve()
    switch invocation.value("--format", default: "text") {
    case "json": io.stdout.write(SolveReport.json(solution, engine: engine))
    default: io.stdout.write(SolveReport.text(solution, engine: engine))
    }
    return .success
  }
}
