import LayoutReports
import LayoutTestSupport
import Testing

@Suite struct ReportGoldenTests {
  /// HTML has goldens of its own, with pictures (`HTMLGoldenTests`, `BrowserTests`).
  static let formats = ReportFormat.allCases.filter { $0 != .html }.map(\.rawValue)

  static func goldenName(_ sample: String, _ format: ReportFormat) -> String {
    let ext: String
    switch format {
    case .text, .xcode, .github: ext = "txt"
    case .sarif, .json: ext = "json"
    case .junit: ext = "xml"
    case .html: ext = "html"
    }
    return "check-\(sample).\(format.rawValue).\(ext)"
  }

  @Test(arguments: SampleReports.all.map(\.name), formats)
  func matchesGolden(sample: String, format: String) throws {
    let report = try #require(SampleReports.all.first { $0.name == sample }?.report)
    let reportFormat = try #require(ReportFormat(rawValue: format))
    let output = reportFormat.reporter().render(report)
    if let failure = Snapshot.check(
      output, named: Self.goldenName(sample, reportFormat), version: SampleReports.version)
    {
      Issue.record(Comment(rawValue: failure))
    }
  }

  @Test(arguments: SampleReports.all.map(\.name))
  func stepSummaryMatchesGolden(sample: String) throws {
    let report = try #require(SampleReports.all.first { $0.name == sample }?.report)
    let output = GitHubReporter.markdownSummary(report)
    if let failure = Snapshot.check(output, named: "check-\(sample).github-summary.md") {
      Issue.record(Comment(rawValue: failure))
    }
  }

  @Test func colouredTextMatchesGolden() {
    let output = TextReporter(color: true).render(SampleReports.multiReport)
    #expect(output.contains("\u{1B}[1;31merror  \u{1B}[0m"))
    if let failure = Snapshot.check(output, named: "check-multi-report.text-color.txt") {
      Issue.record(Comment(rawValue: failure))
    }
  }

  @Test(arguments: formats)
  func outputIsDeterministicAndOrderFree(format: String) throws {
    let reporter = try #require(ReportFormat(rawValue: format)).reporter()
    for (_, report) in SampleReports.all {
      var shuffled = report
      shuffled.findings.reverse()
      shuffled = CheckReport(
        toolVersion: report.toolVersion, inputs: report.inputs.reversed(),
        findings: shuffled.findings, inputErrors: report.inputErrors,
        suppressedCount: report.suppressedCount,
        staleBaselineEntries: report.staleBaselineEntries.reversed())
      #expect(reporter.render(shuffled) == reporter.render(report))
      #expect(reporter.render(report) == reporter.render(report))
    }
  }

  @Test(arguments: formats)
  func outputHasNoAbsolutePathsOrColourUnlessAsked(format: String) throws {
    let reporter = try #require(ReportFormat(rawValue: format)).reporter()
    for (_, report) in SampleReports.all {
      let output = reporter.render(report)
      #expect(!output.contains("\u{1B}["))
      #expect(!output.contains(Fixtures.packageRoot.path))
      #expect(output.isEmpty || output.hasSuffix("\n"))
    }
  }
}
