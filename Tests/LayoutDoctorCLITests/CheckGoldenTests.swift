import LayoutReports
import LayoutTestSupport
import Testing

@testable import LayoutDoctorCLI

/// Goldens of real `check` runs (`fixtures/expected/check-run-*`), next to the reporters'
/// hand-built ones.
@Suite struct CheckGoldenTests {
  static func ext(_ format: ReportFormat) -> String {
    switch format {
    case .text, .xcode, .github: return "txt"
    case .sarif, .json: return "json"
    case .junit: return "xml"
    }
  }

  @Test(arguments: ReportFormat.allCases.map(\.rawValue))
  func multiReportLog(format: String) throws {
    let reportFormat = try #require(ReportFormat(rawValue: format))
    let result = CheckCommandTests.run(
      ["fixtures/check/multi-report.log", "fixtures/check/clean.log", "--format", format])
    #expect(result.status == .findings)
    let name = "check-run-multi-report.\(format).\(Self.ext(reportFormat))"
    if let failure = Snapshot.check(result.stdout, named: name) {
      Issue.record(Comment(rawValue: failure))
    }
  }

  /// The layout fixtures: a clean layout with a clean log, the two required widths, and the
  /// truncated row with the repeated constraint.
  static let layoutRuns: [(name: String, inputs: [String], status: ExitCode)] = [
    ("clean", ["fixtures/check/clean.layout", "fixtures/check/clean.log"], .success),
    ("conflict", ["fixtures/check/conflicting-widths.layout"], .findings),
    (
      "truncation",
      ["fixtures/check/truncated-detail.layout", "fixtures/check/redundant-duplicate.layout"],
      .success
    ),
  ]

  @Test(
    arguments: layoutRuns.map(\.name), ReportFormat.allCases.map(\.rawValue))
  func layouts(run: String, format: String) throws {
    let reportFormat = try #require(ReportFormat(rawValue: format))
    let (_, inputs, status) = try #require(Self.layoutRuns.first { $0.name == run })
    let result = CheckCommandTests.run(inputs + ["--format", format])
    #expect(result.status == status)
    let name = "check-run-\(run).\(format).\(Self.ext(reportFormat))"
    if let failure = Snapshot.check(result.stdout, named: name) {
      Issue.record(Comment(rawValue: failure))
    }
  }

  /// The real logs together: one finding per distinct conflict report (repeats merged).
  @Test func realConsoleLogs() {
    let result = CheckCommandTests.run(["fixtures/console-logs", "--format", "xcode"])
    #expect(result.status == .findings)
    if let failure = Snapshot.check(result.stdout, named: "check-run-console-logs.xcode.txt") {
      Issue.record(Comment(rawValue: failure))
    }
  }
}
