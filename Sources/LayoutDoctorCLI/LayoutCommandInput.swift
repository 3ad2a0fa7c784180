import LayoutDiagnostics
import LayoutParsing
import LayoutReports

/// What the commands that solve layouts share (`solve`, `ambiguity`, `why`): the `--format`,
/// `--width`, `--height` and `--report` options, and reading FILE into its layouts (a listing
/// or dump, or each report of a console log) with `AnalysisInput`.
enum LayoutCommandInput {
  /// The formats of the commands that solve layouts.
  enum Format: String, CaseIterable, Sendable {
    case text, json, html
  }

  /// `--format text|json` (and `html` when `html` is set) with the command's help and what
  /// the manual adds.
  static func format(help: String, discussion: String, html: Bool) -> Option<Format> {
    let formats: [Format] = html ? [.text, .json, .html] : [.text, .json]
    return .choice(
      "--format", value: formats.map(\.rawValue).joined(separator: "|"), help: help,
      discussion: discussion, cases: formats)
  }

  /// `--report N`: one report of a console log.
  static let report = CommonOptions.report(
    help: "For a console log, only its Nth report (1-based, in line order); by default every one.")

  /// `--scene NAME|ID`: one layout root of an Interface Builder document.
  static let scene = Option<String>(
    "--scene", value: "NAME|ID",
    help:
      "For an Interface Builder document, only the layout root with this scene name, scene id,"
      + " root view id, 1-based number, or view controller id, class or storyboard"
      + " identifier; by default every one.",
    discussion: """
      The document is a
      .Pa .xib
      or
      .Pa .storyboard ;
      its layout roots are each scene's root view, and each top-level view, cell or
      window of a xib.
      """, parse: { $0 })

  /// `--traits W-H`: the size classes an Interface Builder document is resolved for.
  static let traits = Option<InterfaceBuilderTraits>(
    "--traits", value: "W-H",
    help:
      "For an Interface Builder document, the size classes its variations are resolved for:"
      + " compact-regular, regular-compact, compact-compact, regular-regular or any; by default"
      + " those of its device.",
    discussion: """
      The variations are the installed views and constraints, constants and hidden
      views; the classes are the width's then the height's, and a phone in portrait is
      .Ar compact-regular .
      The names findings print are taken too
      .Pq Ar "wC hR" , Ar wR-hR .
      """
  ) { text in
    guard let traits = InterfaceBuilderTraits(parsing: text) else {
      throw CLIError.usage(
        "option --traits needs compact-regular, regular-compact, compact-compact,"
          + " regular-regular, any or a name findings print ('wC hR'), not '\(text)'")
    }
    return traits
  }

  /// `format` (and `-o FILE` when it offers `html`), then `--width W`, `--height H`,
  /// `--report N`, `--scene NAME|ID`, `--traits`, `--size WxH`, `--sizes WxH,...`,
  /// `--device NAME,...`, `--content-sizes`, `--text-scale F` and `--rtl`.
  static func options(format: Option<Format>) -> [OptionSpec] {
    let html = format.spec.allowedValues?.contains(Format.html.rawValue) ?? false
    return [format.spec] + (html ? [CommonOptions.output.spec] : []) + [
      CommonOptions.width.spec, CommonOptions.height.spec, report.spec, scene.spec,
      traits.spec,
    ] + SizeOptions.options + TextOptions.options
  }

  /// Runs a command that reads one FILE and writes one report per layout (`solve`,
  /// `ambiguity`): loads it, then writes it with `write`. `nothingTo` completes the error for a
  /// log with nothing to lay out (see `load`).
  /// - Returns: `.success`, or `.usageOrInputError` when the file cannot be read.
  /// - Throws: `CLIError.usage` without exactly one FILE; what `write` throws.
  static func run(
    command: String, nothingTo: String, kind: HTMLSection.Kind, format: Option<Format>,
    _ invocation: Invocation, _ io: CommandIO, text: (LayoutAnalysis) -> String,
    json: (LayoutAnalysis) -> String
  ) throws -> ExitCode {
    let path = try onlyFile(invocation)
    guard let loaded = try load(path, invocation, io, command: command, nothingTo: nothingTo)
    else {
      return .usageOrInputError
    }
    try write(
      loaded, command: command, kind: kind, format: format, invocation, io, text: text,
      json: json)
    io.doneWith(loaded)
    return .success
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
  /// root-size, text and report options (with `--size`/`--sizes`/`--device`, every layout once
  /// per size; with `--content-sizes`/`--text-scale`/`--rtl`, once per text variant too);
  /// reader warnings go to standard error.
  /// - Returns: the layouts (none, after a note on standard error, for an empty or blank
  ///   log), or `nil` after writing the one-line error (file and line or JSON path, or what
  ///   the input holds when it has nothing to lay out) to standard error, for exit status 2.
  /// - Throws: `CLIError.input` for a file that cannot be read.
  /// - Parameter command: the command's name, for notes.
  /// - Parameter nothingTo: what the command would do, completing the error "nothing to …"
  ///   for a log with nothing to lay out: "solve", "check for ambiguity", "trace".
  static func load(
    _ path: String, _ invocation: Invocation, _ io: CommandIO, command: String,
    nothingTo: String
  ) throws -> Loaded? {
    let width = invocation[CommonOptions.width]
    let height = invocation[CommonOptions.height]
    let report = invocation[Self.report]
    let scene = invocation[Self.scene]
    let sizes = SizeOptions.sizes(invocation)
    let text = TextOptions.sweep(invocation)
    if !sizes.isEmpty, width != nil || height != nil {
      throw CLIError.usage(
        "--size, --sizes and --device cannot be combined with --width or --height")
    }
    let file = try io.readInput(path)
    do {
      let input = try AnalysisInput.read(
        file.bytes, name: file.name, path: path, traits: invocation[Self.traits])
      for note in input.readerNotes { io.stderr.write(note + "\n") }
      if report != nil, input.layout != nil || input.interfaceBuilder != nil {
        io.stderr.write(
          InputNotes.reportOnLayout(file.name, isInterfaceBuilder: input.interfaceBuilder != nil))
      }
      if scene != nil, input.interfaceBuilder == nil {
        io.stderr.write(InputNotes.sceneOnOther(file.name))
      }
      if input.kind == .consoleLog, !text.isEmpty {
        io.stderr.write(InputNotes.textOnLog(file.name, command: command))
      }
      // An empty log is a note, as in `check` and `explain` (a blank listing or `.json`
      // file is its reader's error).
      if input.isBlank {
        io.stderr.write(InputNotes.empty(file.name, command: nothingTo))
        return Loaded(input: input, layouts: [])
      }
      if input.kind == .consoleLog, input.reports.isEmpty,
        input.log?.traces.isEmpty ?? true || report != nil
      {
        throw AnalysisInputError("\(file.name): \(input.summary); nothing to \(nothingTo)")
      }
      var layouts: [LayoutAnalysis] = []
      if !input.reports.isEmpty || input.layout != nil || input.interfaceBuilder != nil {
        // A sweep: each layout at each size, sizes in the order given.
        layouts = try input.layouts(
          at: sizes, rootWidth: width, rootHeight: height, report: report, scene: scene,
          text: text
        ).flatMap { $0 }
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
    _ loaded: Loaded, command: String, kind: HTMLSection.Kind, format: Option<Format>,
    _ invocation: Invocation, _ io: CommandIO, text: (LayoutAnalysis) -> String,
    json: (LayoutAnalysis) -> String
  ) throws {
    let name = loaded.input.name
    switch invocation[format] ?? .text {
    case .html:
      var page = HTMLOutput.page(command)
      for layout in loaded.layouts {
        // In a sweep each section says which root size and text it is, as the text does.
        if loaded.layouts.count > 1, let line = LayoutAnalysisReport.headingLine(of: layout) {
          page.add(text: line)
        }
        page.add(layout, text: text(layout), kind: kind)
      }
      for trace in loaded.traces {
        var tally = ExplainTextReport.Tally()
        page.add(text: ExplainTextReport().render(trace, file: name, tally: &tally))
      }
      try HTMLOutput.write(page.render(), invocation, io)
    case .json:
      try HTMLOutput.write(
        LayoutAnalysisReport.json(loaded.layouts, traces: loaded.traces, file: name, body: json),
        invocation, io)
    case .text:
      try HTMLOutput.write(
        LayoutAnalysisReport.text(loaded.layouts, traces: loaded.traces, file: name, body: text),
        invocation, io)
    }
  }
}
