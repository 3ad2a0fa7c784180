import Foundation
import LayoutDiagnostics
import LayoutParsing
import LayoutReports

/// `layout-doctor explain [FILE ...|-]` (options and usage line: `options`, `usage`): what
/// UIKit's or AppKit's "Unable to simultaneously satisfy constraints" reports mean.
///
/// Each file is read as console output (a whole Xcode or `xcodebuild` log is a normal input)
/// and streamed. Per report, `ConsoleReportAnalysis` finds the minimal conflicts of its
/// required constraints, with Farkas certificates and fixes checked by re-solving;
/// `ExplainTextReport` or `ExplainJSONReport` prints them. For the text, reports are grouped
/// as `check` groups them (`GroupedConsoleLog`): a report repeated up to addresses is analysed
/// and explained once, with the lines of its repeats, after a summary of the file, so memory
/// grows with the distinct reports rather than with the log.
///
/// Exit status: 0 when every input was read (whether or not it held conflicts), 2 on a usage
/// error or an input that cannot be read (the others are still explained).
enum ExplainCommand: Command {
  static let name = "explain"
  static let abstract =
    "Explain the console's \"Unable to simultaneously satisfy constraints\" reports: the"
    + " minimal conflicts, in numbers, and fixes checked by re-solving."
  static let arguments = [
    Positional("FILE", optional: true, repeating: true, showsStandardInput: true)
  ]
  static let discussion = """
    Each FILE is console output holding UIKit or AppKit reports anywhere in it (a whole Xcode \
    or xcodebuild log is fine), a layout listing or dump, or an Interface Builder document \
    (every layout root is explained); - or no FILE reads standard input. \
    A folder is walked as check walks it: its .log, .txt, .layout and .json files, hidden ones \
    skipped, each explained in name order; files in it that are not text are skipped and \
    counted in a note. For every report the \
    listed constraints are rebuilt as linear equations and inequalities, the minimal sets of \
    required constraints that cannot hold together are found, each with a certificate that \
    proves it, and the fixes that remove a conflict are checked by solving the report again \
    with the fix applied.

    Reports are grouped as check groups them: a report that repeats an earlier one with other \
    addresses is explained once, with the lines where it repeats, and a conflict already \
    explained in an earlier report is named rather than explained again. Each file's summary \
    comes first: its reports, how many are distinct, and the conflicts seen in more than one \
    report.

    Exit status: 0 when every input was read, conflicts found or not; 2 on a usage error or an \
    input that cannot be read.
    """
  static let format = Option<LayoutCommandInput.Format>.choice(
    "--format", value: "FORMAT",
    help: "Print the explanation as text (default), as JSON with the rebuilt linear forms,"
      + " the Farkas multipliers and the fixes, or as a self-contained HTML page that shows"
      + " each report beside a wireframe of its rebuilt layout and its constraint graph.",
    discussion: """
      .Cm json
      is one object with sorted keys.
      \(OutputSchema.manual(name))
      .Pp
      A report or trace that repeats an earlier one with other addresses has no
      entry of its own: its line is in the earlier one's
      .Ql repeats .
      .Pp
      A report that UIKit printed again as a cascade, each time less the constraint it
      had just broken, has no entry of its own either: its line is in
      .Ql cascade ,
      and
      .Ql brokenInTurn
      gives the constraints UIKit broke, in order.
      .Ql predictionBasis
      says what decided
      .Ql predictedBrokenConstraint :
      a criterion of the breaking rule
      .Pq Ql origin , Ql depth , Ql constantSize , Ql farEdge ,
      .Ql engineOrder
      when nothing in the log tells it from another member (a guess), or
      .Ql onlyCandidate .
      .Pp
      Each linear form is normalized to
      .Ql <=
      or
      .Ql ==
      (a
      .Ql >=
      constraint multiplied by -1), so that the multipliers check directly: they are
      non-negative on
      .Ql <=
      members, their combination of the coefficients is non-negative on the
      .Ql nonNegativeVariables
      and 0 on every other variable, and their combination of the right-hand sides is
      negative.
      Keys are sorted.
      .Pp

      """ + HTMLOutput.manual)
  static let options =
    [format.spec, CommonOptions.output.spec, DumpOption.option.spec]
    + SizeOptions.options + TextOptions.options + [LayoutCommandInput.traits.spec]

  static func run(_ invocation: Invocation, _ io: CommandIO) throws -> ExitCode {
    let json = invocation[format] == .json
    let sizes = SizeOptions.sizes(invocation)
    let text = TextOptions.sweep(invocation)
    var page = invocation[format] == .html ? HTMLOutput.page(name) : nil
    let toFile = invocation[CommonOptions.output].map { $0 != "-" } ?? false
    var output = ""
    let out: (String) -> Void = { text in
      if toFile { output += text } else { io.stdout.write(text) }
    }
    let (entries, problems) = try inputs(invocation, io)
    for problem in problems { io.stderr.write(LayoutDoctorCLI.errorLine(problem.message)) }
    var skipped: [String] = []
    var failed = false
    var standardInput: [UInt8]?
    let dump = try DumpOption.read(invocation, io)
    var stream = json ? JSONStream() : nil
    if let stream { out(stream.report.begin()) }
    for entry in entries {
      let (path, name) = (entry.path, entry.name)
      // The file's first 64 KiB, read once for the three judgements below.
      let head = path == "-" ? nil : Self.head(path)
      if !entry.isExplicit, !Self.isText(head) {
        skipped.append(name)
        continue
      }
      let analyse = ConsoleReportAnalysis.analyser(file: name, dump: dump)
      // Each distinct report once (JSON and HTML keep the whole analysis, for the rebuilt
      // layout; the text only its words).
      var grouped = GroupedConsoleLog<ConsoleReportOutcome>(
        file: name, keepingAddresses: dump != nil)
      var analysed = GroupedConsoleLog<ConsoleReportAnalysis>(
        file: name, keepingAddresses: dump != nil)
      let handle: (ConsoleLogEntry) -> Void = { entry in
        if json || page != nil {
          analysed.add(entry, analyse: analyse)
        } else {
          grouped.add(entry) { ConsoleReportOutcome(analyse($0)) }
        }
      }
      do {
        // A listing or dump is one layout, its conflicts explained as a report's are.
        if path == "-", standardInput == nil {
          standardInput = try Self.decoded(io.readStandardInput(), name: name)
        }
        if try isBlank(path, head: head, standardInput: standardInput ?? []) {
          io.stderr.write(InputNotes.empty(name, command: Self.name))
          continue
        }
        if let layouts = try layouts(
          path, head: head, io: io, standardInput: standardInput ?? [], sizes: sizes,
          text: text, traits: invocation[LayoutCommandInput.traits], hasDump: dump != nil)
        {
          explain(
            layouts, file: name, showsHeading: sizes.count > 1 || !text.isEmpty, stream: &stream,
            page: &page, out: out)
          continue
        }
        try read(path, io: io, standardInput: standardInput ?? [], handle)
      } catch {
        failed = true
        io.stderr.write(LayoutDoctorCLI.errorLine(error.description))
        continue
      }
      if stream != nil {
        let explanation = analysed.explanation
        for report in explanation.reports { out(stream?.add(report) ?? "") }
        stream?.traces += explanation.traces
      } else if page != nil {
        page?.add(analysed)
      } else {
        out(ExplainTextReport().render(grouped))
      }
    }
    if let stream { out(stream.end()) }
    if let page { out(page.render()) }
    if toFile { try HTMLOutput.write(output, invocation, io) }
    if !skipped.isEmpty { io.stderr.write(InputNotes.skippedNotText(skipped)) }
    return failed || !problems.isEmpty ? .usageOrInputError : .success
  }

  /// `--format json`'s one object, written report by report as the inputs are read.
  struct JSONStream {
    let report = ExplainJSONReport()
    /// Whether a report was written (the next one is not the first).
    var wroteReport = false
    /// The traces, written after the reports.
    var traces: [ConsoleExplanation.Trace] = []

    /// The text of one more report.
    mutating func add(_ entry: ConsoleExplanation.Report) -> String {
      defer { wroteReport = true }
      return report.report(entry, first: !wroteReport)
    }

    /// The object's end, with the traces.
    func end() -> String { report.end(empty: !wroteReport, traces: traces) }
  }

  /// The inputs the arguments name (standard input when there are none and it is not a
  /// terminal), folders walked as `check` walks them, and the arguments that name nothing.
  /// - Throws: `CLIError.usage` when there is no input at all.
  static func inputs(_ invocation: Invocation, _ io: CommandIO) throws
    -> (entries: [CheckInputFiles.Entry], problems: [CheckInputFiles.Problem])
  {
    var arguments = invocation.arguments
    if arguments.isEmpty {
      guard !io.standardInputIsTerminal else {
        throw CLIError.usage("no input; give console logs, or - for standard input")
      }
      arguments = ["-"]
    }
    let (entries, problems, _) = CheckInputFiles.expand(
      arguments, currentDirectory: FileManager.default.currentDirectoryPath)
    for entry in entries where entry.isSource { io.noteInput(entry.path) }
    if entries.isEmpty && problems.isEmpty {
      throw CLIError.usage(
        "no layout listings, JSON dumps, console logs or Interface Builder documents found in "
          + arguments.joined(separator: " "))
    }
    return (entries, problems)
  }

  /// Notes on standard error the options that do not apply to an input: sizes and text to a
  /// console log (its reports have no root size or text of their own), a dump to a layout.
  static func noteIgnoredOptions(
    _ name: String, isLayout: Bool, hasSizes: Bool, hasText: Bool, hasDump: Bool, io: CommandIO
  ) {
    if !isLayout, hasSizes { io.stderr.write(InputNotes.sizeOnLog(name, command: Self.name)) }
    if !isLayout, hasText { io.stderr.write(InputNotes.textOnLog(name, command: Self.name)) }
    if isLayout, hasDump { io.stderr.write(InputNotes.dumpOnLayout(name)) }
  }

  /// The JSON reports of every layout of one input (each root of an Interface Builder
  /// document, at each size) into `stream` when there is one; else their text, each headed by
  /// its size and text variant in a sweep (`showsHeading`), after the input's summary as for
  /// a log, on `page` when there is one, else through `out`.
  static func explain(
    _ layouts: [LayoutAnalysis], file name: String, showsHeading: Bool,
    stream: inout JSONStream?, page: inout HTMLPage?, out: (String) -> Void
  ) {
    if stream != nil {
      for layout in layouts {
        out(stream?.add(ConsoleExplanation.Report(layout: layout.conflicts(), file: name)) ?? "")
      }
      return
    }
    let text = ExplainTextReport()
    var tally = ExplainTextReport.Tally()
    var rendered: [(layout: LayoutAnalysis, header: String, text: String)] = []
    for layout in layouts {
      var header = ""
      if showsHeading, let heading = LayoutAnalysisReport.heading(of: layout) {
        header = "\(name): \(heading)\n\n"
      }
      rendered.append((layout, header, text.render(layout, file: name, tally: &tally)))
    }
    guard !rendered.isEmpty else { return }
    let summary = text.summary(file: name, tally: tally)
    if page != nil {
      page?.add(text: summary)
      for part in rendered {
        if !part.header.isEmpty { page?.add(text: part.header) }
        page?.add(part.layout, text: part.text, kind: .explain)
      }
    } else {
      out(summary + "\n" + rendered.map { $0.header + $0.text }.joined())
    }
  }

  /// The first 64 KiB of the file at `path` and one byte more (so that a longer file can be
  /// told apart), `[]` for an empty file, or `nil` when it is not a regular file or cannot be
  /// opened or read.
  static func head(_ path: String) -> [UInt8]? {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory),
      !isDirectory.boolValue, let handle = FileHandle(forReadingAtPath: path)
    else { return nil }
    defer { try? handle.close() }
    do {
      // An empty file reads as `nil`, not as no bytes.
      return Array(try handle.read(upToCount: (1 << 16) + 1) ?? Data())
    } catch {
      return nil
    }
  }

  /// Whether a file whose `head` (``head(_:)``) this is begins as text
  /// (`InputText.utf8(_:file:)` of its first 64 KiB); a file that cannot be read counts as
  /// text, for the reader to report.
  static func isText(_ head: [UInt8]?) -> Bool {
    guard let head else { return true }
    return (try? InputText.utf8(Array(head.prefix(1 << 16)), file: "")) != nil
  }

  /// The layout at `path` when it is a listing or JSON dump (judged from its first 64 KiB,
  /// so a long log is not read twice), built and solved, once per size of `sizes` (once at its
  /// own frame when empty) and text variant of `text`; `nil` for console output. Notes on
  /// standard error the options that do not apply to it (`noteIgnoredOptions`). An Interface
  /// Builder document's variations are resolved for `traits` (its device's when `nil`).
  /// - Throws: `CLIError.input` with the reader's one line when the layout cannot be read.
  static func layouts(
    _ path: String, head fileHead: [UInt8]?, io: CommandIO, standardInput: [UInt8],
    sizes: [RootSize], text sweep: TextSweep = TextSweep(), traits: InterfaceBuilderTraits? = nil,
    hasDump: Bool = false
  ) throws(CLIError) -> [LayoutAnalysis]? {
    let head: [UInt8]
    if path == "-" {
      head = standardInput
    } else {
      guard let fileHead else { return nil }
      head = Array(fileHead.prefix(1 << 16))
    }
    let name = path == "-" ? "<stdin>" : path
    let text = try decoded(head, name: name)
    let isLayout =
      InputKind.detect(String(decoding: text, as: UTF8.self), path: path) != .consoleLog
    noteIgnoredOptions(
      name, isLayout: isLayout, hasSizes: !sizes.isEmpty, hasText: !sweep.isEmpty,
      hasDump: hasDump, io: io)
    guard isLayout else { return nil }
    do {
      let bytes = path == "-" ? head : try io.readInput(path).bytes
      let input = try AnalysisInput.read(bytes, name: name, path: path, traits: traits)
      for note in input.readerNotes { io.stderr.write(note + "\n") }
      if traits == nil, let document = input.interfaceBuilder {
        let groups = document.traitCombinations
        if groups.count > 1 {
          io.stderr.write(
            InputNotes.otherTraits(
              name, saved: document.traits.canvasName,
              others: groups.dropFirst().map { $0[0].canvasName }))
        }
      }
      // Every layout (each root of an Interface Builder document) at each size.
      return try input.layouts(at: sizes, text: sweep).flatMap { $0 }
    } catch {
      throw .input(String(describing: error))
    }
  }

  /// Whether the input at `path` (`-`: `standardInput`, decoded) is console text that is
  /// empty or blank, judged from its first 64 KiB (a longer file is not).
  /// - Throws: `CLIError.input` naming the input when it is not text.
  static func isBlank(
    _ path: String, head: [UInt8]?, standardInput: [UInt8]
  ) throws(CLIError) -> Bool {
    // A blank listing or `.json` file keeps its reader's error.
    let isLog = { (text: [UInt8]) in
      InputKind.detect(String(decoding: text, as: UTF8.self), path: path) == .consoleLog
    }
    if path == "-" { return InputText.isBlank(standardInput) && isLog(standardInput) }
    guard let head, head.count <= 1 << 16 else { return false }
    let text = try decoded(head, name: path)
    return InputText.isBlank(text) && isLog(text)
  }

  /// `bytes` as UTF-8 (`InputText.utf8(_:file:)`).
  /// - Throws: `CLIError.input` naming the input when it is not text.
  static func decoded(_ bytes: [UInt8], name: String) throws(CLIError) -> [UInt8] {
    do {
      return try InputText.utf8(bytes, file: name)
    } catch {
      throw .input(error.description)
    }
  }

  /// Streams the entries of `path` (`-` is standard input, already decoded) to `body`.
  /// - Throws: `CLIError.input` naming the file when it is missing, a folder or unreadable.
  static func read(
    _ path: String, io: CommandIO, standardInput: [UInt8], _ body: (ConsoleLogEntry) -> Void
  ) throws(CLIError) {
    if path == "-" {
      let bytes = standardInput
      bytes.withUnsafeBufferPointer { ConsoleLog.forEachEntry(inBytes: $0, body) }
      return
    }
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
      throw .input("\(path): no such file")
    }
    if isDirectory.boolValue { throw .input("\(path): is a directory") }
    do {
      try ConsoleLog.forEachEntry(inFileAt: path, body)
    } catch {
      switch error {
      case .unreadable(_, let reason): throw .input("\(path): cannot be read (\(reason))")
      case .notText(let error): throw .input(error.description)
      }
    }
  }
}
