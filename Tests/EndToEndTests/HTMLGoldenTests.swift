import LayoutTestSupport
import Testing

/// `--format html` of `explain`, `solve`, `ambiguity` and `check` against the goldens in
/// `fixtures/expected/html/` (`RECORD_SNAPSHOTS=1 swift test` re-records them); the browser
/// tests (`BrowserTests`) open the same goldens in Chromium.
@Suite struct HTMLGoldenTests {
  /// A golden: its name and the command line that makes it.
  struct Case: CustomTestStringConvertible, Sendable {
    var name: String
    var arguments: [String]
    var testDescription: String { name }
  }

  static let cases: [Case] = [
    Case(
      name: "same-conflict-button-layout",
      arguments: ["explain", "fixtures/same-conflict/button.layout"]),
    Case(
      name: "same-conflict-button-log", arguments: ["explain", "fixtures/same-conflict/button.log"]),
    Case(
      name: "same-conflict-row-layout", arguments: ["explain", "fixtures/same-conflict/row.layout"]),
    Case(name: "same-conflict-row-log", arguments: ["explain", "fixtures/same-conflict/row.log"]),
    Case(name: "console-log-001", arguments: ["explain", "fixtures/console-logs/001.log"]),
    Case(name: "console-log-006", arguments: ["explain", "fixtures/console-logs/006.log"]),
    Case(name: "console-log-021", arguments: ["explain", "fixtures/console-logs/021.log"]),
    Case(name: "console-log-024", arguments: ["explain", "fixtures/console-logs/024.log"]),
    Case(name: "console-log-060", arguments: ["explain", "fixtures/console-logs/060.log"]),
    Case(
      name: "ambiguous-position",
      arguments: ["ambiguity", "fixtures/check/ambiguous-position.layout"]),
    Case(name: "truncated-detail", arguments: ["solve", "fixtures/check/truncated-detail.layout"]),
    Case(name: "check-folder", arguments: ["check", "fixtures/check", "--fail-on", "never"]),
    Case(name: "hostile-log", arguments: ["explain", "fixtures/html/hostile.log"]),
    Case(name: "hostile-layout", arguments: ["explain", "fixtures/html/hostile.layout"]),
    Case(
      name: "repeated-shared-conflict",
      arguments: ["explain", "fixtures/repeated/shared-conflict.log"]),
    Case(
      name: "misplaced-title", arguments: ["solve", "fixtures/findings/misplaced-title.layout"]),
  ]

  /// Runs the executable: Graphviz orders clusters in its SVG by where it allocated them, so a
  /// page is reproducible from a fresh process but not inside a test process that has drawn
  /// other graphs before.
  static func run(_ arguments: [String]) throws -> Executable.Result {
    try Executable.run(arguments + ["--format", "html"])
  }

  @Test(arguments: cases)
  func matchesTheGolden(_ golden: Case) throws {
    let result = try Self.run(golden.arguments)
    #expect(result.status == 0)
    if let failure = Snapshot.check(result.stdout, named: "html/\(golden.name).html") {
      Issue.record(Comment(rawValue: failure))
    }
  }

  @Test func thePageLoadsNothingAndRunsOnlyItsOwnScript() throws {
    let page = try Self.run(["explain", "fixtures/console-logs/021.log"]).stdout
    #expect(
      page.contains(
        "<meta http-equiv=\"Content-Security-Policy\" content=\"default-src 'none';"
          + " style-src 'unsafe-inline'; script-src 'sha256-"))
    #expect(page.components(separatedBy: "<script").count == 2)
    // The only addresses are the SVG and XLink namespaces, which name and load nothing.
    let withoutNamespace = page.replacingOccurrences(
      of: "xmlns=\"http://www.w3.org/2000/svg\"", with: ""
    ).replacingOccurrences(of: "xmlns:xlink=\"http://www.w3.org/1999/xlink\"", with: "")
    for link in ["http:", "https:", "src=", "href=\"http", "@import", "url(http"] {
      #expect(!withoutNamespace.contains(link), "\(link)")
    }
  }
}
