import Foundation
import LayoutDiagnostics
import LayoutModel
import LayoutReports

/// `layout-doctor check PATH ... [options]`: the CI gate.
///
/// Reads layout listings, JSON dumps and console logs (files, folders walked recursively, or
/// `-`), runs every analysis on each input in parallel, drops what the baseline lists, prints
/// the report in the chosen format, and exits 0 (nothing at or above `--fail-on`), 1 (findings
/// at or above it) or 2 (usage error, or an input that could not be read).
enum CheckCommand: Command {
  static let name = "check"
  static let abstract =
    "Check layouts and console logs for Auto Layout problems; fail a CI build on them."
  static let arguments = [Positional("PATH", repeating: true)]
  static let discussion = """
    Each PATH is a layout listing (.layout), a JSON layout dump, a console log (.log, .txt, a \
    whole xcodebuild log), a folder searched recursively for those, or - for standard input. \
    Inputs are recognised by their content, in UTF-8, UTF-16 or UTF-32; a file that is not \
    text (an image, a compressed file) is an error when named and, found in a folder, \
    skipped and counted in the summary; an empty file is a note. Findings are printed in a stable order (file, \
    line, column, rule); repeated reports of one conflict are one finding with a count. \
    With --size or --sizes, each layout listing and dump is checked with its root view at \
    every size given, and each finding lists the sizes where it occurs (one finding per \
    kind and place across sizes); console logs are checked as they are. An Interface \
    Builder document is checked in every size-class combination its variations tell apart, \
    and a finding that does not occur in all of them names those it occurs in (wR hR). \
    With --content-sizes, --text-scale or --rtl, each layout is also laid out with its text \
    at those Dynamic Type categories, that much longer or right-to-left, and a finding that \
    text decides names the first category where it occurs and the one before it.

    Exit status: 0 when nothing at or above the --fail-on level is left after the baseline, \
    1 when something is, 2 on a usage error or an input that cannot be read.
    """
  static let options =
    [
      Options.format.spec, Options.failOn.spec, Options.baseline.spec, Options.writeBaseline.spec,
      CommonOptions.output.spec, Options.color.spec, Options.jobs.spec, DumpOption.option.spec,
    ] + SizeOptions.options + TextOptions.options + [Options.config.spec, Options.printConfig.spec]

  static func run(_ invocation: Invocation, _ io: CommandIO) throws -> ExitCode {
    try run(invocation, io, analyses: .standard(dump: try DumpOption.read(invocation, io)))
  }

  /// Runs `check` with the given analyses (tests pass their own).
  static func run(_ commandLine: Invocation, _ io: CommandIO, analyses: CheckAnalyses) throws
    -> ExitCode
  {
    let currentDirectory = FileManager.default.currentDirectoryPath
    let configuration = try CheckConfiguration.forRun(
      commandLine, currentDirectory: currentDirectory, options: options)
    var invocation = configuration.merged(over: commandLine)
    if invocation.arguments.isEmpty, configuration.path != nil {
      // With a configuration file, `check` alone checks the file's folder.
      invocation.arguments = [
        configuration.folder == currentDirectory
          ? "."
          : CheckInputFiles.displayName(configuration.folder, currentDirectory: currentDirectory)
      ]
    }
    let settings = try Settings(invocation, environment: io.environment)
    if invocation.flag(Options.printConfig) {
      io.stdout.write(
        configuration.printout(
          merged: invocation, commandLine: commandLine, options: options,
          defaults: settings.effectiveValues))
      return .success
    }
    let analyses =
      settings.sizes.isEmpty && settings.text.isEmpty
      ? analyses : analyses.sweeping(settings.sizes, text: settings.text)
    let baseline = try settings.baselinePath.map { path in
      (
        try CheckBaselineFiles.read(path, io: io),
        CheckBaselineFiles.paths(of: path, currentDirectory: currentDirectory)
      )
    }
    let (entries, problems, left) = CheckInputFiles.expand(
      invocation.arguments, currentDirectory: currentDirectory,
      rules: configuration.walkRules)
    for entry in entries where entry.isSource { io.noteInput(entry.path) }
    if let path = configuration.path { io.noteInput(path) }
    if let note = InputNotes.notWalked(left, configuration: configuration.path) {
      io.stderr.write(note)
    }
    if entries.isEmpty && problems.isEmpty {
      throw CLIError.usage(
        "no layout listings, JSON dumps, console logs or Interface Builder documents found in "
          + invocation.arguments.joined(separator: " "))
    }
    let outcomes = analyse(entries, io: io, analyses: analyses, jobs: settings.jobs)
    noteIdleOptions(outcomes, invocation: invocation, settings: settings, io: io)

    let (inputs, collected, inputErrors, skipped) = collect(outcomes, problems: problems, io: io)
    let configured = configuration.rules.apply(to: collected) { name in
      configuration.walkRules.relative(RelativePath.absolute(name, in: currentDirectory))
    }
    let findings = CheckBaselineFiles.namingFingerprints(
      configured, baselinePath: settings.baselinePath ?? settings.writeBaselinePath,
      currentDirectory: currentDirectory)
    for error in inputErrors { io.stderr.write(LayoutDoctorCLI.errorLine(error.message)) }
    notePendingAnalyses(outcomes, analyses: analyses, io: io)
    if let path = settings.writeBaselinePath {
      try writeBaseline(
        findings, to: path, isComplete: inputErrors.isEmpty, currentDirectory: currentDirectory,
        io: io)
    }
    let outcome =
      baseline.map { baseline, paths in baseline.apply(to: findings, paths: paths) }
      ?? Baseline.Outcome(reported: findings.inReportOrder(), suppressed: [], stale: [])
    let report = CheckReport(
      toolVersion: LayoutDoctorCLI.version, inputs: inputs, findings: outcome.reported,
      inputErrors: inputErrors, suppressedCount: outcome.suppressed.count,
      staleBaselineEntries: outcome.stale, skipped: skipped)
    try write(report, settings: settings, io: io)

    if !inputErrors.isEmpty { return .usageOrInputError }
    guard let failOn = settings.failOn else { return .success }
    return outcome.reported.contains { $0.severity >= failOn } ? .findings : .success
  }

  /// Says on standard error which analyses this build does not run on the layouts it read.
  static func notePendingAnalyses(
    _ outcomes: [Outcome], analyses: CheckAnalyses, io: CommandIO
  ) {
    let pending = analyses.pendingLayoutAnalyses.filter { $0 != "conflicts" }
    let readLayouts = outcomes.contains {
      if case .findings(_, let kind, _, _) = $0 { return kind != .consoleLog }
      return false
    }
    if analyses.checksLayouts, !pending.isEmpty, readLayouts {
      io.stderr.write(
        "note: layouts are not checked for \(pending.joined(separator: " or ")) by this build\n")
    }
  }

  /// Writes `findings` as a baseline at `path`, unless some inputs could not be checked
  /// (`isComplete` false): a baseline of part of the inputs would drop the entries of the
  /// others, so then it warns instead.
  /// - Throws: `CLIError.input` when the file cannot be written.
  static func writeBaseline(
    _ findings: [Finding], to path: String, isComplete: Bool, currentDirectory: String,
    io: CommandIO
  ) throws {
    guard isComplete else {
      io.stderr.write("warning: \(path) not written: some inputs could not be checked\n")
      return
    }
    let paths = CheckBaselineFiles.paths(of: path, currentDirectory: currentDirectory)
    try io.writeAtomically(Baseline(findings: findings, paths: paths).encoded(), to: path)
  }

  /// The inputs read, their findings, the inputs that failed and the files a folder walk
  /// skipped as not text, in input order; the readers' warnings go to standard error.
  private static func collect(
    _ outcomes: [Outcome], problems: [CheckInputFiles.Problem], io: CommandIO
  ) -> (
    inputs: [String], findings: [Finding], errors: [CheckReport.InputError],
    skipped: [CheckReport.SkippedFile]
  ) {
    var findings: [Finding] = []
    var errors = problems.map { CheckReport.InputError(file: $0.name, message: $0.message) }
    var inputs: [String] = []
    var skipped: [CheckReport.SkippedFile] = []
    for outcome in outcomes {
      switch outcome {
      case .skipped: continue
      case .notText(let name, let what):
        skipped.append(CheckReport.SkippedFile(file: name, reason: "not a text file (\(what))"))
      case .findings(let name, _, let found, let warnings):
        inputs.append(name)
        findings += found
        for warning in warnings { io.stderr.write(MessageLine.oneLine(warning) + "\n") }
      case .failed(let name, let message):
        inputs.append(name)
        errors.append(CheckReport.InputError(file: name, message: message))
      }
    }
    return (inputs, findings, errors, skipped)
  }

  /// Notes on standard error the options that did nothing for the inputs read: `--size` and
  /// `--sizes` (and the text options) for console logs, `--dump` when no input is a console log.
  private static func noteIdleOptions(
    _ outcomes: [Outcome], invocation: Invocation, settings: Settings, io: CommandIO
  ) {
    var logs: [String] = []
    var layouts: [String] = []
    for case .findings(let name, let kind, _, _) in outcomes {
      if kind == .consoleLog { logs.append(name) } else { layouts.append(name) }
    }
    if !settings.sizes.isEmpty, !logs.isEmpty {
      io.stderr.write(InputNotes.sizeOnLog(InputNotes.names(logs), command: name))
    }
    if !settings.text.isEmpty, !logs.isEmpty {
      io.stderr.write(InputNotes.textOnLog(InputNotes.names(logs), command: name))
    }
    if invocation[DumpOption.option] != nil, logs.isEmpty, !layouts.isEmpty {
      io.stderr.write(InputNotes.dumpOnLayout(InputNotes.names(layouts)))
    }
  }

  /// Prints or writes the report, the GitHub step summary and, for formats that do not show
  /// it, what the baseline did.
  private static func write(_ report: CheckReport, settings: Settings, io: CommandIO) throws {
    // SARIF, JUnit and GitHub annotations are read against the repository's files: their
    // paths are taken from its root, whatever directory the run started in.
    let report =
      [.sarif, .junit, .github].contains(settings.format)
      ? report.namingFiles { file in
        CheckBaselineFiles.repositoryPath(
          of: file, currentDirectory: FileManager.default.currentDirectoryPath) ?? file
      } : report
    let color =
      settings.format == .text && settings.outputPath == nil
      && io.usesColor(on: io.stdout, option: settings.color)
    let text: String
    if settings.format == .html {
      text = HTMLReporter(pictures: pictures(of: report, io: io)).render(report)
    } else {
      text = settings.format.reporter(color: color).render(report)
    }
    if let path = settings.outputPath {
      try io.writeAtomically(Array(text.utf8), to: path)
    } else {
      io.stdout.write(text)
    }
    if settings.format == .github, let summary = io.environment["GITHUB_STEP_SUMMARY"],
      !summary.isEmpty
    {
      appendStepSummary(GitHubReporter.markdownSummary(report), to: summary, io: io)
    }
    let showsBaseline = settings.format == .text || settings.format == .github
    if !showsBaseline || settings.outputPath != nil {
      if let summary = report.baselineSummary { io.stderr.write("note: \(summary)\n") }
    }
    // Xcode, JUnit and HTML do not list the files a folder walk skipped; said on standard
    // error then, as when the report goes to a file.
    let showsSkipped = [.text, .github, .json, .sarif].contains(settings.format)
    if !showsSkipped || settings.outputPath != nil {
      for skipped in report.skipped {
        io.stderr.write("note: \(skipped.file): skipped: \(skipped.reason)\n")
      }
    }
  }

  /// The pictures of every input the report lists and that could be read, for the HTML page.
  private static func pictures(of report: CheckReport, io: CommandIO) -> HTMLPictures {
    var pictures = HTMLPictures(drawGraph: HTMLOutput.drawGraph)
    let failed = Set(report.inputErrors.map(\.file))
    for file in report.inputs where !failed.contains(file) && file != "<stdin>" {
      guard let bytes = try? io.readInput(file).bytes,
        let input = try? AnalysisInput.read(bytes, name: file, path: file)
      else { continue }
      pictures.add(input, findings: report.findings(in: file))
    }
    return pictures
  }

  /// Appends to the step summary file (other steps write to it too), atomically; a failure is
  /// a warning, since the annotations are already out.
  private static func appendStepSummary(_ markdown: String, to path: String, io: CommandIO) {
    let existing = FileManager.default.contents(atPath: path).map(Array.init) ?? []
    let separator: [UInt8] = existing.isEmpty || existing.last == 0x0A ? [] : [0x0A]
    do {
      try io.writeAtomically(existing + separator + Array(markdown.utf8), to: path)
    } catch {
      io.stderr.write("warning: GITHUB_STEP_SUMMARY: \(error)\n")
    }
  }
}
