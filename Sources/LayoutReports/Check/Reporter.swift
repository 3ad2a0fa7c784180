import LayoutDiagnostics

/// Turns a `CheckReport` into the bytes of one output format.
///
/// One conforming type per format, one file each. Output is deterministic: the same report
/// gives the same text on every run and machine (no clock, no absolute paths, report order).
public protocol Reporter: Sendable {
  /// The `--format` value that selects this reporter.
  static var format: ReportFormat { get }
  /// The whole output, ending with a line break when not empty.
  func render(_ report: CheckReport) -> String
}

/// The output formats of `layout-doctor check --format`.
public enum ReportFormat: String, CaseIterable, Sendable {
  /// For people: grouped by file, colour when allowed.
  case text
  /// `FILE:LINE:COL: error: MESSAGE [rule]` with `note:` lines, as Xcode and editors parse it.
  case xcode
  /// GitHub Actions workflow commands (`::error file=…::…`).
  case github
  /// SARIF 2.1.0 (GitHub code scanning).
  case sarif
  /// JUnit XML: a test suite per input file, a test case per (file, rule).
  case junit
  /// LayoutDoctor's own JSON, `{"format": "layout-doctor-check", "version": 1, …}`.
  case json
  /// A self-contained HTML page: a summary table, the findings by file, and pictures of each
  /// input (`HTMLReporter`).
  case html

  /// The reporter for this format; `color` matters only for `text`.
  public func reporter(color: Bool = false) -> any Reporter {
    switch self {
    case .text: return TextReporter(color: color)
    case .xcode: return XcodeReporter()
    case .github: return GitHubReporter()
    case .sarif: return SARIFReporter()
    case .junit: return JUnitReporter()
    case .json: return JSONReporter()
    case .html: return HTMLReporter()
    }
  }
}
