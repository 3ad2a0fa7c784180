import LayoutDiagnostics
import LayoutParsing
import LayoutReports

/// What the commands that solve layouts share (`solve`, `ambiguity`, `why`): the `--format`,
/// `--width`, `--height` and `--report` options, and reading FILE into its layouts (a listing
/// or dump, or each report of a console log) with `AnalysisInput`.
enum LayoutCommandInput {
  /// `--format text|json` (and `html` when `html` is set, with `-o FILE`) with `help`, then
  /// `--width W`, `--height H`, `--report N`, `--size WxH` and `--sizes WxH,...`.
  static func options(format help: String, html: Bool = false) -> [OptionSpec] {
    let formats = html ? ["text", "json", "html"] : ["text", "json"]
    return [
      OptionSpec(
        "--format", value: formats.joined(separator: "|"), allowed: formats, help: help)
    ] + (html ? [HTMLOutput.outputOption] : []) + [
      OptionSpec(
        "--width", value: "W",
        help: "Give the root view this width in points instead of its frame's."),
      OptionSpec(
        "--height", value: "H",
        help: "Give the root view this height in points instead of its frame's."),
      OptionSpec(
        "--report", value: "N",
        help:
          "For a console log, only its Nth report (1-based, in line order);"
          + " by default every one."),
    ] + SizeOptions.options
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

  /// A read input and its layouts, built and solved.
  struct Loaded {
    var input: AnalysisInput
    var layouts: [LayoutAnalysis]
    /// The console log's `_autolayoutTrace` trees.
    var traces: [AutolayoutTrace] { input.log?.traces ?? [] }
  }

  /// Reads the input at `path` (`-` for standard input) and builds its layouts with the
  /// root-size and report options (with `--size`/`--sizes`, every layout once per size);
  /// reader warnings go to standard error.
  /// - Returns: the layouts, or `nil` after writing the one-line error (file and line or JSON
  ///   path, or what the input holds when it has nothing to lay out) to standard error, for
  ///   exit status 2.
  /// - Throws: `CLIError.usage` for a bad `--width`, `--height` or `--report`, `CLIError.input`
  ///   for a file that cannot be read.
  static func load(_ path: String, _ invocation: Invocation, _ io: CommandIO, command: String)
    throws -> Loaded?
  {
    var width: Double?
    var height: Double?
    for (option, name) in [("--width", "width"), ("--height", "height")] {
      guard let value = try invocation.number(option) else { continue }
      guard value >= 0, value <= 1e9 else {
        throw CLIError.usage("option \(option) needs a \(name) in 0...1000000000 points")
      }
      if option == "--width" { width = value } else { height = value }
    }
    var report: Int?
    if let text = invocation.value("--report") {
      guard let number = Int(text), number >= 1 else {
        throw CLIError.usage("option --report needs a report number from 1, not '\(text)'")
      }
      report = number
    }
    let sizes = try SizeOptions.sizes(invocation)
    if !sizes.isEmpty, width != nil || height != nil {
      throw CLIError.usage("--size and --sizes cannot be combined with --width or --height")
    }
    let file = try io.readInput(path)
    do {
      let input = try AnalysisInput.read(file.bytes, name: file.name, path: path)
      for warning in input.layout?.warnings ?? [] { io.stderr.write(warning + "\n") }
      if input.kind == .consoleLog, input.reports.isEmpty,
        input.log?.traces.isEmpty ?? true || report != nil
      {
        throw AnalysisInputError("\(file.name): \(input.summary); nothing to \(command)")
      }
      var layouts: [LayoutAnalysis] = []
      if !input.reports.isEmpty || input.layout != nil {
        // A sweep: each layout at each size, sizes in the order given.
        for size in sizes.isEmpty ? [nil] : sizes.map(Optional.some) {
          layouts += try input.layouts(
            rootWidth: size?.width ?? width, rootHeight: size?.height ?? height, report: report)
        }
      }
      return Loaded(input: input, layouts: layouts)
    } catch {
      io.stderr.write(LayoutDoctorCLI.errorLine(String(describing: error)))
      return nil
    }
  }

  /// Writes every layout of `loaded` and its traces in the `--format` chosen (to `-o` or
  /// standard output): `text` or `json` per layout, combined by `LayoutAnalysisReport`, or one
  /// HTML page with a section of `kind` per layout (`text` as its words).
  /// - Throws: `CLIError.input` when the output file cannot be written.
  static func write(
    _ loaded: Loaded, command: String, kind: HTMLSection.Kind, _ invocation: Invocation,
    _ io: CommandIO, text: (LayoutAnalysis) -> String, json: (LayoutAnalysis) -> String
  ) throws {
    let name = loaded.input.name
    switch invocation.value("--format", default: "text") {
    case "html":
      var page = HTMLOutput.page(command)
      for layout in loaded.layouts { page.add(layout, text: text(layout), kind: kind) }
      for trace in loaded.traces {
        var tally = ExplainTextReport.Tally()
        page.add(text: ExplainTextReport().render(trace, file: name, tally: &tally))
      }
      try HTMLOutput.write(page.render(), invocation, io)
    case "json":
      try HTMLOutput.write(
        LayoutAnalysisReport.json(loaded.layouts, traces: loaded.traces, file: name, body: json),
        invocation, io)
    default:
      try HTMLOutput.write(
        LayoutAnalysisReport.text(loaded.layouts, traces: loaded.traces, file: name, body: text),
        invocation, io)
    }
  }
}
