import Foundation
import LayoutTestSupport
import Testing

@testable import LayoutReports

/// The HTML goldens (`fixtures/expected/html/*.html`, made by `HTMLGoldenTests`) opened in
/// headless Chromium: no console message, no exception, no request but the page itself, the
/// expected marks in the pictures, and screenshots (`screenshots`) within a few pixels of the stored ones.
///
/// Chromium is Debian's `chromium` package (`make setup` installs it). Where it is missing the
/// tests are skipped with that reason, unless `LAYOUT_DOCTOR_REQUIRE_BROWSER=1` (CI sets it),
/// where they fail.
@Suite(.enabled(if: Browser.isUsable, Browser.skipReason))
struct BrowserTests {
  /// Per golden, the exact counts the page must show.
  struct Expectation: CustomTestStringConvertible, Sendable {
    var name: String
    var counts: [String: Int]
    var testDescription: String { name }
  }

  static let expectations: [Expectation] = [
    // name, sections, wireframes, red outlines, dashed broken lines, all dimension lines,
    // ambiguous views, witnesses, hatched overflows, unknown-position views, graphs, and
    // misplaced views' stored frames drawn dashed, conflict pictures and their members' bars.
    // A console report's conflict is pictured by its numbers, not by a wireframe of frames
    // the log does not give.
    .init("same-conflict-button-layout", 1, 1, 1, 1, 2, 0, 0, 0, 0, 1, conflicts: (1, 2)),
    .init("same-conflict-button-log", 1, 0, 0, 0, 0, 0, 0, 0, 0, 1, conflicts: (1, 2)),
    .init("same-conflict-row-layout", 1, 1, 2, 1, 4, 0, 0, 0, 0, 1, conflicts: (1, 4)),
    .init("same-conflict-row-log", 1, 0, 0, 0, 0, 0, 0, 0, 0, 1, conflicts: (1, 4)),
    .init("console-log-001", 1, 0, 0, 0, 0, 0, 0, 0, 0, 1, conflicts: (1, 6)),
    // 006.log has no recovery line: the predicted constraint is drawn broken.
    .init("console-log-006", 1, 0, 0, 0, 0, 0, 0, 0, 0, 1, conflicts: (1, 4)),
    .init("console-log-021", 1, 0, 0, 0, 0, 0, 0, 0, 0, 1, conflicts: (1, 6)),
    .init("console-log-012", 1, 0, 0, 0, 0, 0, 0, 0, 0, 1, conflicts: (1, 15)),
    .init("console-log-024", 1, 0, 0, 0, 0, 0, 0, 0, 0, 1, conflicts: (1, 2)),
    .init("console-log-060", 1, 0, 0, 0, 0, 0, 0, 0, 0, 1, conflicts: (1, 4)),
    .init("console-log-303", 2, 0, 0, 0, 0, 0, 0, 0, 0, 2, conflicts: (2, 5)),
    .init("ambiguous-position", 1, 1, 0, 0, 0, 1, 1, 0, 0, 1),
    .init("truncated-detail", 1, 1, 0, 0, 0, 0, 0, 1, 0, 1),
    // A repeated report is pictured once (its repeat had a section of its own).
    .init("check-folder", 9, 6, 1, 1, 2, 5, 5, 1, 0, 9, conflicts: (4, 14)),
    .init("hostile-log", 1, 0, 0, 0, 0, 0, 0, 0, 0, 1, conflicts: (1, 2)),
    .init("hostile-layout", 1, 1, 1, 1, 2, 0, 0, 0, 0, 1, conflicts: (1, 2)),
    .init("repeated-shared-conflict", 2, 0, 0, 0, 0, 0, 0, 0, 0, 2, conflicts: (3, 6)),
    // The title's stored frame dashed over its solved one; the loose view is ambiguous.
    .init("misplaced-title", 1, 1, 0, 0, 0, 1, 1, 0, 0, 1, dashedStoredFrames: 1),
  ]

  /// The goldens whose screenshot is stored beside them (`NAME.png`) and shown in the README:
  /// of the element the selector matches, or of the viewport for an empty one. The conflict
  /// pictures of four real logs: a cell too narrow for its row (001), an autoresizing mask's
  /// width (006), a vertical chain in a cell (012) and a view a stack view hides (303).
  static let screenshots: [String: String] = [
    "console-log-021": "", "ambiguous-position": "", "truncated-detail": "", "check-folder": "",
    "console-log-001": "figure.conflicts", "console-log-006": "figure.conflicts",
    "console-log-012": "figure.conflicts", "console-log-303": "figure.conflicts",
  ]

  @Test func everyGoldenIsExpected() {
    let goldens = Fixtures.files(in: "expected/html", extensions: ["html"]).map {
      String($0.dropLast(".html".count))
    }
    #expect(Set(goldens) == Set(Self.expectations.map(\.name)))
  }

  @Test(arguments: expectations)
  func opensCleanly(_ expectation: Expectation) throws {
    let result = try Browser.result(expectation.name)
    #expect(result.console.isEmpty, "\(result.console)")
    #expect(result.exceptions.isEmpty, "\(result.exceptions)")
    #expect(result.requests.isEmpty, "\(result.requests)")
    #expect(result.failedRequests.isEmpty, "\(result.failedRequests)")
    #expect(result.counts["scripts"] == 1)
    #expect(result.counts["brokenLinks"] == 0)
    // One page, one namespace: no id twice (Graphviz's own ids are dropped).
    #expect(result.counts["duplicateIDs"] == 0)
    // The text wraps to the page: no block of text scrolls sideways, nor the page.
    #expect(result.counts["sidewaysScrolling"] == 0)
  }

  @Test(arguments: expectations)
  func showsTheMarks(_ expectation: Expectation) throws {
    let result = try Browser.result(expectation.name)
    for (name, count) in expectation.counts.sorted(by: { $0.key < $1.key }) {
      #expect(result.counts[name] == count, "\(name)")
    }
  }

  @Test func focusingAConstraintMarksItInTheTextAndBothPictures() throws {
    // 021.log's first linked element is its conflict picture's first bar, the broken
    // height: the bar, its line in the list and the recovery line.
    let result = try Browser.result("console-log-021")
    #expect(result.counts["highlighted"] == 3)
    #expect(try Browser.result("same-conflict-button-layout").counts["highlighted"] == 4)
  }

  @Test(arguments: ["hostile-log", "hostile-layout"])
  func hostileTextNeverRuns(_ name: String) throws {
    let result = try Browser.result(name)
    #expect(result.pwned == "undefined")
    #expect(result.counts["scripts"] == 1)
    let page = try Fixtures.text("expected/html/\(name).html")
    #expect(!page.contains("<script>window"))
    #expect(!page.contains("<img"))
    #expect(!page.contains("onmouseover=\""))
    #expect(page.contains("&lt;/svg&gt;&lt;script&gt;window.__pwned="))
  }

  @Test(arguments: screenshots.keys.sorted())
  func looksAsStored(_ name: String) throws {
    let result = try Browser.result(name)
    let differing = try #require(
      result.differingPixels, "the screenshot is not the stored one's size; see \(name).actual.png")
    // Anti-aliasing may move a few pixels from one Chromium build to the next.
    #expect(differing <= result.pixels / 1000, "\(differing) pixels differ; see \(name).actual.png")
  }

  @Test func thePolicyNamesTheScriptsHash() throws {
    let hash = try Browser.python(
      "import base64, hashlib, sys; print('sha256-' + base64.b64encode("
        + "hashlib.sha256(sys.stdin.buffer.read()).digest()).decode())", input: HTMLStyle.script)
    #expect(hash == HTMLStyle.scriptHash)
  }
}

extension BrowserTests.Expectation {
  init(
    _ name: String, _ reports: Int, _ wireframes: Int, _ redOutlines: Int, _ brokenLines: Int,
    _ dimensionLines: Int, _ ambiguousViews: Int, _ witnessOutlines: Int, _ overflows: Int,
    _ unknownPositions: Int, _ graphs: Int, dashedStoredFrames: Int = 0,
    conflicts: (pictures: Int, bars: Int) = (0, 0)
  ) {
    self.init(
      name: name,
      counts: [
        "reports": reports, "wireframes": wireframes, "redOutlines": redOutlines,
        "brokenLines": brokenLines, "dimensionLines": dimensionLines,
        "ambiguousViews": ambiguousViews, "witnessOutlines": witnessOutlines,
        "overflows": overflows, "unknownPositions": unknownPositions, "graphs": graphs,
        "dashedStoredFrames": dashedStoredFrames, "conflictPictures": conflicts.pictures,
        "conflictBars": conflicts.bars,
      ])
  }
}
