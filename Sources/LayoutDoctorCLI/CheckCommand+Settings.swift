import Foundation
import LayoutDiagnostics
import LayoutReports

extension CheckCommand {
  /// The level `--fail-on` names.
  enum FailLevel: String, CaseIterable, Sendable {
    case error, warning, never

    /// The lowest severity that fails the run, `nil` for `never`.
    var severity: Finding.Severity? {
      switch self {
      case .error: return .error
      case .warning: return .warning
      case .never: return nil
      }
    }
  }

  /// The options of `check`.
  enum Options {
    static let format = Option<ReportFormat>.choice(
      "--format", value: "FORMAT",
      help: "Print the report as text, xcode, github, sarif, junit, json or html (default text,"
        + " or github when GITHUB_ACTIONS is true).",
      discussion: #"""
        .Cm text
        is for people, grouped by file;
        .Cm xcode
        writes compiler-style lines
        .Ql FILE:LINE:COL: error: MESSAGE [rule]
        and
        .Ql note\&:
        lines, as Xcode and editors read them;
        .Cm github
        GitHub Actions workflow commands (see
        .Sx ENVIRONMENT ) ;
        .Cm sarif
        SARIF 2.1.0 for code scanning, with the rules in
        .Ql tool.driver.rules ;
        .Cm junit
        JUnit XML: a test suite per input file, a test case per file and rule, findings
        as failures;
        .Cm html
        one self-contained page: a summary table by file, each file's findings linking
        to pictures of its layout or console reports, as for
        .Cm explain ;
        .Cm json
        a stable schema,
        .Ql {\(dqformat\(dq: \(dqlayout-doctor-check\(dq, \(dqversion\(dq: 1, ...} ,
        described by the JSON Schema
        .Pa fixtures/schemas/check.schema.json .
        SARIF, JUnit and GitHub output name each input from the root of the repository
        that holds it (the nearest folder above with
        .Pa .git ) ,
        whatever directory the run starts in; the other formats name it as given.
        """#)

    static let failOn = Option<FailLevel>.choice(
      "--fail-on", value: "LEVEL",
      help: "Exit with status 1 when findings at or above this severity remain (default error).",
      discussion: """
        Findings the baseline hides do not count;
        .Cm never
        always exits 0 when every input was read.
        """)

    static let baseline = Option<String>.path(
      "--baseline",
      help: "Hide the findings FILE lists; report its entries not found in this run.",
      discussion: """
        The report says how many were hidden; an entry not found may be fixed, or in an
        input this run did not check.
        Matching counts: an entry written for two findings hides two, and a third is
        reported.
        Paths are taken relative to the folder that holds
        .Ar FILE ,
        so the baseline works whatever directory
        .Nm
        runs from.
        A baseline of version 1 (paths relative to the directory the run that wrote it
        was in) is still read.
        """)

    static let writeBaseline = Option<String>.path(
      "--write-baseline",
      help: "Write every current finding's fingerprint to FILE (paths relative to its folder).",
      discussion: """
        It is written atomically, as JSON with sorted keys and entries, for review in
        version control.
        A fingerprint is made of the rule, the input's path relative to the folder that
        holds
        .Ar FILE
        (its file name alone for an input outside that folder), and the finding's
        anchor (such as the conflict's constraints) with memory addresses removed; it
        does not change with the working directory, line numbers, addresses, the
        machine or the order of findings.
        Keep the baseline at the repository's root and name the inputs from anywhere.
        The fingerprints of the JSON and SARIF reports are made the same way: relative
        to the folder of the baseline
        .Pq Fl -baseline , else Fl -write-baseline
        when one is given, else to the root of the repository that holds the input (its
        nearest enclosing folder with a
        .Pa .git
        entry), else of the path as given.
        """)

    static let color = Option<String>.choice(
      "--color", value: "WHEN",
      help: "Colour the text report: auto (on a terminal without NO_COLOR), always or never.",
      discussion: """
        .Cm auto
        is the default (see
        .Sx ENVIRONMENT ) ;
        other formats are never coloured.
        """, ["auto", "always", "never"].map { ($0, $0) })

    static let config = Option<String>.path(
      "--config",
      help: "Read the configuration from FILE instead of the .layout-doctor.yml found from here.",
      discussion: """
        Without it,
        .Pa .layout-doctor.yml
        is looked for in the working directory and the folders above it, up to the
        repository's root (see
        .Xr layout-doctor.yml 5 ) .
        Paths and patterns in the file are relative to the file's folder, whatever
        folder
        .Nm
        runs from; the command line wins over the file.
        """)

    static let printConfig = Option<Bool>.flag(
      "--print-config",
      help: "Print the effective configuration, with where each value came from, and exit.",
      discussion: """
        It is printed as
        .Pa .layout-doctor.yml
        text, each value followed by the command line, the file's line and column, or
        the default; nothing is checked.
        """)

    static let jobs = Option<Int>.integer(
      "--jobs", short: "-j",
      help: "Analyse at most N inputs at a time (default: one per processor core).",
      minimum: 1, what: "a positive integer")
  }

  /// The options of one run, checked.
  struct Settings {
    var format: ReportFormat
    /// `nil` for `--fail-on never`.
    var failOn: Finding.Severity?
    var baselinePath: String?
    var writeBaselinePath: String?
    var outputPath: String?
    var color: String?
    var jobs: Int
    /// The root sizes of `--size`/`--sizes`; empty for the frames' own.
    var sizes: [RootSize] = []
    /// The text variants of `--content-sizes`, `--text-scale` and `--rtl`; empty for the
    /// layouts' own text.
    var text = TextSweep()

    /// The values of the options a configuration file may set, as text, by long name; an
    /// option without a value is absent.
    var effectiveValues: [String: String] {
      var result = [
        Options.format.spec.name: format.rawValue,
        Options.failOn.spec.name: failOn?.rawValue ?? FailLevel.never.rawValue,
        Options.jobs.spec.name: String(jobs), Options.color.spec.name: color ?? "auto",
      ]
      if let baselinePath { result[Options.baseline.spec.name] = baselinePath }
      return result
    }

    /// - Throws: `CLIError.usage` when no input is given.
    init(_ invocation: Invocation, environment: [String: String]) throws {
      guard !invocation.arguments.isEmpty else {
        throw CLIError.usage("no input; give files, folders or - for standard input")
      }
      format =
        invocation[Options.format]
        ?? (environment["GITHUB_ACTIONS"] == "true" ? .github : .text)
      failOn = (invocation[Options.failOn] ?? .error).severity
      baselinePath = invocation[Options.baseline]
      writeBaselinePath = invocation[Options.writeBaseline]
      outputPath = invocation[CommonOptions.output]
      color = invocation[Options.color]
      jobs = invocation[Options.jobs] ?? ProcessInfo.processInfo.activeProcessorCount
      sizes = SizeOptions.sizes(invocation)
      text = TextOptions.sweep(invocation)
    }
  }
}
