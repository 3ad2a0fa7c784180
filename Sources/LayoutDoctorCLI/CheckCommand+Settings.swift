import Foundation
import LayoutDiagnostics
import LayoutReports

extension CheckCommand {
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

    /// - Throws: `CLIError.usage` when no input is given or `--jobs` is not a positive
    ///   integer.
    init(_ invocation: Invocation, environment: [String: String]) throws {
      guard !invocation.arguments.isEmpty else {
        throw CLIError.usage("no input; give files, folders or - for standard input")
      }
      if let name = invocation.value("--format") {
        format = ReportFormat(rawValue: name) ?? .text
      } else {
        format = environment["GITHUB_ACTIONS"] == "true" ? .github : .text
      }
      switch invocation.value("--fail-on", default: "error") {
      case "warning": failOn = .warning
      case "never": failOn = nil
      default: failOn = .error
      }
      baselinePath = invocation.value("--baseline")
      writeBaselinePath = invocation.value("--write-baseline")
      outputPath = invocation.value("--output")
      color = invocation.value("--color")
      sizes = try SizeOptions.sizes(invocation)
      if let text = invocation.value("--jobs") {
        guard let number = Int(text), number > 0 else {
          throw CLIError.usage("option --jobs needs a positive integer, not '\(text)'")
        }
        jobs = number
      } else {
        jobs = ProcessInfo.processInfo.activeProcessorCount
      }
    }
  }
}
