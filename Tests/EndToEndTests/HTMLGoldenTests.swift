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
    Case(name: "console-log-012", arguments: ["explain", "fixtures/console-logs/012.log"]),
    Case(name: "console-log-024", arguments: ["explain", "fixtures/console-logs/024.log"]),
    Case(name: "console-log-060", arguments: ["explain", "fixtures/console-logs/060.log"]),
    Case(name: "console-log-303", arguments: ["explain", "fixtures/console-logs/303.log"]),
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

  /// The graph's key names the framework that made the grey constraints: AppKit for a macOS
  /// document, UIKit for an iOS one.
  @Test func theGraphKeyNamesTheLayoutsFramework() throws {
    let appKit = try Self.run(["solve", "fixtures/interface-builder/window-grows.xib"]).stdout
    #expect(appKit.contains("not shown by the input, or made by AppKit</span>"))
    #expect(!appKit.contains("made by UIKit"))
    let uiKit = try Self.run(["solve", "fixtures/interface-builder/card.xib"]).stdout
    #expect(uiKit.contains("not shown by the input, or made by UIKit</span>"))
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

/// The `check` page a CI run keeps: what failed first.
@Suite struct CheckPageTests {
  static func page() throws -> String {
    try HTMLGoldenTests.run(["check", "fixtures/check", "--fail-on", "never"]).stdout
  }

  @Test func theSummaryCountsFilesAndFindingsBySeverityAndRule() throws {
    let page = try Self.page()
    #expect(
      page.contains(
        "<p class=\"meta\">10 files: 8 with findings, 2 without. 11 findings: 4 errors,"
          + " 7 warnings, 0 notes.</p>"))
    #expect(page.contains("<caption>Findings by rule</caption>"))
    #expect(page.contains("<td><code>ambiguous-layout</code></td>"))
  }

  @Test func filesWithFindingsComeWorstFirstAndCleanOnesAsOneList() throws {
    let page = try Self.page()
    let headings = page.components(separatedBy: "<h2 id=\"").dropFirst().compactMap {
      $0.split(separator: ">", maxSplits: 1).last?.split(separator: "<").first.map(String.init)
    }
    #expect(
      headings == [
        "fixtures/check/multi-report.log", "fixtures/check/unparsed-line.log",
        "fixtures/check/ambiguous-position.layout", "fixtures/check/conflicting-widths.layout",
        "fixtures/check/equal-hugging.json", "fixtures/check/equal-hugging.layout",
        "fixtures/check/redundant-duplicate.layout", "fixtures/check/truncated-detail.layout",
        "Files without findings",
      ])
    #expect(
      page.contains(
        "<ul class=\"clean\">\n<li>fixtures/check/clean.layout</li>\n<li>fixtures/check/clean.log</li>\n</ul>"
      ))
    // A clean file has no section of pictures.
    #expect(!page.contains("<h2>fixtures/check/clean.log:1</h2>"))
  }

  /// Every root of an Interface Builder document is pictured, and a finding links to its own
  /// root's picture. Before, only the first root was drawn and every finding linked to it.
  @Test func eachSceneIsPicturedAndAFindingLinksToItsOwn() throws {
    let page = try HTMLGoldenTests.run([
      "check", "fixtures/interface-builder/two-scenes.storyboard", "--fail-on", "never",
    ]).stdout
    #expect(page.components(separatedBy: "<section class=\"report\"").count == 3)
    #expect(page.contains("<h2>fixtures/interface-builder/two-scenes.storyboard:33</h2>"))
    #expect(page.contains("href=\"#f1r2\""))
    #expect(!page.contains("href=\"#f1r1\""))
  }

  /// A finding a `--device` sweep finds only on one device is pictured laid out there: the
  /// notch header's conflict at the iPhone 16's 393 × 852 with its 59-pt safe area. Before,
  /// the picture was the saved 375 × 667 layout, where nothing conflicts.
  @Test func aSweptFindingIsPicturedAtTheSizeItOccursAt() throws {
    let page = try HTMLGoldenTests.run([
      "check", "fixtures/interface-builder/notch-header.storyboard", "--device",
      "iphone-se,iphone-16", "--fail-on", "never",
    ]).stdout
    #expect(page.contains("notch-header.storyboard: root size iphone-16 (393x852)</p>"))
    #expect(page.contains("59 + 40 + 8 = 107 pt"))
  }
}
