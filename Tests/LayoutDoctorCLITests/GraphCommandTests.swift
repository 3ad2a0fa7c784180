import Foundation
import LayoutTestSupport
import Testing

@testable import LayoutDoctorCLI

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// In-process runs of `layout-doctor graph`, from the package root.
@Suite struct GraphCommandTests {
  struct Run {
    var status: ExitCode
    var stdout: [UInt8]
    var stderr: String
    var text: String { String(decoding: stdout, as: UTF8.self) }
  }

  static func run(_ arguments: [String], stdin: String = "") -> Run {
    let io = CommandIO(readStandardInput: { Array(stdin.utf8) })
    let status = LayoutDoctorCLI.run(["graph"] + arguments, io: io)
    return Run(status: status, stdout: io.stdout.bytes, stderr: io.stderr.text)
  }

  static func temporaryFolder() throws -> URL { try CheckCommandTests.temporaryFolder() }

  /// Inputs drawn as DOT and compared with `fixtures/expected/<golden>.graph.dot`.
  static let goldens: [(arguments: [String], golden: String)] = [
    (["fixtures/console-logs/021.log"], "console-log-021"),
    (
      ["fixtures/console-logs/021.log", "--axis", "vertical", "--only-conflicts"],
      "console-log-021-vertical-only-conflicts"
    ),
    (["fixtures/console-logs/036.log"], "console-log-036-trace"),
    (
      ["fixtures/graph/written-upwards.layout", "--axis", "vertical"],
      "layout-written-upwards-vertical"
    ),
    (["fixtures/check/ambiguous-position.layout"], "layout-ambiguous-position"),
    (["fixtures/check/clean.layout"], "layout-clean"),
    (["fixtures/check/conflicting-widths.layout"], "layout-conflicting-widths"),
    (["fixtures/check/equal-hugging.json"], "layout-equal-hugging-json"),
    (["fixtures/check/multi-report.log", "--report", "3"], "console-log-multi-report-3"),
  ]

  @Test(arguments: goldens)
  func dotMatchesTheGolden(arguments: [String], golden: String) {
    let result = Self.run(arguments)
    #expect(result.status == .success, "\(result.stderr)")
    #expect(result.stderr.isEmpty)
    if let failure = Snapshot.check(result.text, named: "\(golden).graph.dot") {
      Issue.record(Comment(rawValue: failure))
    }
  }

  /// One axis ranks items as the screen shows them; Graphviz lays every real log's graph out
  /// without a warning (edges left out of the ranking made its spline routing fail on
  /// 012.log's: "Unable to reclaim box space ... Something is probably seriously wrong").
  @Test(arguments: ["vertical", "horizontal"])
  func everyRealLogsAxisGraphIsLaidOutWithoutAWarning(_ axis: String) throws {
    let folder = try Self.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    var drawn = 0
    for name in try Fixtures.sharedFiles(in: "realcases", suffixes: [".log"]) {
      let path = Fixtures.sharedRoot.appendingPathComponent("realcases/\(name)").path
      let result = Self.run([
        path, "--axis", axis, "-o", folder.appendingPathComponent("graph.svg").path,
      ])
      #expect(result.status == .success, "\(name): \(result.stderr)")
      #expect(!result.stderr.contains("Graphviz"), "\(name): \(result.stderr)")
      drawn += 1
    }
    #expect(drawn == 80)
  }

  @Test func conflictMembersAreMarkedFromTheMinimalConflict() {
    let dot = Self.run(["fixtures/console-logs/021.log"]).text
    #expect(dot.contains("#A height == 200 (broken)"))
    // Two constraints tie the same two views: one edge carries both labels.
    #expect(
      dot.contains("\"n2\" -> \"n0\" [label=\" #A bottom == bottom \\n #A height == 0.2*height \""))
  }

  @Test func layoutsAreSolvedAndTheirBrokenConstraintsMarked() {
    let dot = Self.run(["fixtures/check/conflicting-widths.layout"]).text
    #expect(dot.contains("frame = (16 20; 100 44)\\n"))
    #expect(dot.contains("\\n#A width == 100\\n#A width == 200 (broken)\""))
    #expect(dot.contains("width == 375 [encapsulated]"))
    let invalid = Self.run(["fixtures/check/truncated-detail.layout", "--only-conflicts"])
    #expect(invalid.status == .success)
    #expect(invalid.text.contains("No conflicts to draw."))
  }

  @Test func ambiguousViewsOfALayoutAreOrangeOnTheirAxis() {
    let both = Self.run(["fixtures/check/ambiguous-position.layout"]).text
    #expect(both.contains("\\nambiguous: minX\", tooltip=\"view badge\", color=\"#E67300\""))
    let vertical = Self.run(["fixtures/check/ambiguous-position.layout", "--axis", "vertical"])
    #expect(!vertical.text.contains("ambiguous: minX"))
    #expect(!vertical.text.contains("tooltip=\"view badge\", color=\"#E67300\""))
  }

  @Test func theFormatFollowsTheOutputExtension() throws {
    let folder = try Self.temporaryFolder()
    for (name, check) in [
      ("out.svg", { (data: Data) in XMLParser(data: data).parse() }),
      ("out.png", { $0.starts(with: [0x89, 0x50, 0x4E, 0x47]) }),
      ("out.pdf", { $0.starts(with: Array("%PDF-".utf8)) }),
      ("out.gv", { String(decoding: $0, as: UTF8.self).hasPrefix("digraph \"constraints\" {") }),
    ] as [(String, (Data) -> Bool)] {
      let path = folder.appendingPathComponent(name).path
      let result = Self.run(["fixtures/console-logs/021.log", "-o", path])
      #expect(result.status == .success, "\(name): \(result.stderr)")
      #expect(result.stdout.isEmpty)
      let data = try Data(contentsOf: URL(fileURLWithPath: path))
      #expect(check(data), "\(name)")
    }
  }

  @Test func formatOverridesTheExtensionAndNamesTheEngine() throws {
    let folder = try Self.temporaryFolder()
    let path = folder.appendingPathComponent("picture.out").path
    let result = Self.run([
      "fixtures/check/clean.layout", "-o", path, "--format", "svg", "--engine", "neato", "-v",
    ])
    #expect(result.status == .success)
    #expect(
      result.stderr.hasPrefix("note: fixtures/check/clean.layout: laid out with neato (3 nodes"))
    #expect(XMLParser(data: try Data(contentsOf: URL(fileURLWithPath: path))).parse())
    let chosen = Self.run(["fixtures/check/clean.layout", "--format", "svg", "--verbose"])
    #expect(chosen.stderr.contains("laid out with dot (3 nodes, 1 edge, 0 independent cycles:"))
    #expect(XMLParser(data: Data(chosen.stdout)).parse())
    // Without --verbose the engine is not noted: every run would print it.
    let quiet = Self.run(["fixtures/check/clean.layout", "--format", "svg"])
    #expect(quiet.status == .success)
    #expect(quiet.stderr.isEmpty, "\(quiet.stderr)")
  }

  @Test func severalReportsGiveSeveralGraphsOrFiles() throws {
    let dot = Self.run(["fixtures/check/multi-report.log"])
    #expect(dot.status == .success)
    #expect(dot.text.components(separatedBy: "digraph \"constraints\" {").count == 4)
    let refused = Self.run(["fixtures/check/multi-report.log", "--format", "png"])
    #expect(refused.status == .usageOrInputError)
    #expect(refused.stderr.hasPrefix("error: fixtures/check/multi-report.log has 3 reports:"))
    let folder = try Self.temporaryFolder()
    let path = folder.appendingPathComponent("report.svg").path
    let files = Self.run(["fixtures/check/multi-report.log", "-o", path])
    #expect(files.status == .success)
    let written = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
    #expect(written == ["report-1.svg", "report-2.svg", "report-3.svg"])
    // Each numbered file is named with the report it holds.
    #expect(
      files.stderr
        == (1...3).map {
          "note: wrote \(folder.appendingPathComponent("report-\($0).svg").path):"
            + " fixtures/check/multi-report.log, report \($0) (line \([1, 18, 34][$0 - 1]))\n"
        }.joined())
  }

  /// realib 37's alert window: 40 views that no drawn constraint links to one another. dot
  /// put them all on one rank, 6,784 pt wide and 730 pt tall; in rows it is at most 3,000 pt
  /// wide, and taller than a third of its width.
  @Test func unlinkedViewsAreLaidOutInRowsNotOneLongRank() throws {
    let file = try Fixtures.shared("realib/37-lulu-alert-window-ambiguous.xib").path
    let result = Self.run([file, "--scene", "se5-gp-TjO", "--format", "svg"])
    #expect(result.status == .success, "\(result.stderr)")
    let size = try #require(
      result.text.firstMatch(of: /<svg width="([0-9.]+)pt" height="([0-9.]+)pt"/))
    let width = try #require(Double(size.1))
    let height = try #require(Double(size.2))
    #expect(width <= 3_000, "\(width) x \(height)")
    #expect(height > width / 3, "\(width) x \(height)")
  }

  @Test func eachInterfaceBuilderRootIsAGraphAndSceneChoosesOne() throws {
    let file = "fixtures/interface-builder/bars.storyboard"
    let every = Self.run([file])
    #expect(every.status == .success)
    #expect(every.text.components(separatedBy: "digraph \"constraints\" {").count == 3)
    #expect(every.text.contains("label=\"\(file), List\""))
    #expect(every.text.contains("label=\"\(file), Detail\""))
    let one = Self.run([file, "--scene", "Detail"])
    #expect(one.status == .success)
    #expect(one.text.components(separatedBy: "digraph \"constraints\" {").count == 2)
    #expect(one.text.contains("label=\"\(file), Detail\""))
    let refused = Self.run([file, "--format", "svg"])
    #expect(refused.status == .usageOrInputError)
    #expect(
      refused.stderr.hasPrefix(
        "error: \(file) has 2 layout roots: choose one with --scene NAME|ID, or give -o OUT"
          + " to write one svg file per root\n"))
    let unknown = Self.run([file, "--scene", "Nowhere"])
    #expect(unknown.status == .usageOrInputError)
    #expect(unknown.stderr.hasPrefix("error: --scene Nowhere: \(file) has no such scene or root"))
    let report = Self.run([file, "--report", "2"])
    #expect(report.status == .success)
    #expect(
      report.stderr
        == "note: --report does nothing for an Interface Builder document (\(file)): --scene"
        + " picks its layout roots\n")
    let scene = Self.run(["fixtures/check/multi-report.log", "--scene", "List"])
    #expect(
      scene.stderr
        == "note: --scene does nothing for fixtures/check/multi-report.log: only Interface"
        + " Builder documents have scenes\n")
  }

  @Test func standardInputIsRead() throws {
    let log = try Fixtures.text("console-logs/021.log")
    let result = Self.run(["-"], stdin: log)
    #expect(result.status == .success)
    #expect(result.text.contains("label=\"<stdin>, report 1 (line 1)\""))
  }

  @Test(arguments: [
    (["no-such.log"], "error: no-such.log: no such file"),
    (
      ["fixtures/check/clean.layout", "--report", "2"],
      "error: --report 2: fixtures/check/clean.layout has 1 report"
    ),
    (
      ["fixtures/check/clean.layout", "--report", "0"],
      "error: option --report needs a report number from 1, not '0'"
    ),
    (
      ["fixtures/check/clean.layout", "-o", "x.jpeg"], "error: cannot tell the format from 'x.jpeg'"
    ),
    (["fixtures/check/clean.layout", "--axis", "diagonal"], "error: option --axis must be one of"),
    (["fixtures/check/clean.layout", "fixtures/check/clean.log"], "error: graph takes one FILE"),
    ([], "error: missing FILE"),
    (
      ["fixtures/check/clean.log"],
      "error: fixtures/check/clean.log: a console log with no constraint reports or layout traces; nothing to draw"
    ),
  ])
  func badInvocationsExitTwo(arguments: [String], message: String) {
    let result = Self.run(arguments)
    #expect(result.status == .usageOrInputError)
    #expect(result.stdout.isEmpty)
    #expect(result.stderr.hasPrefix(message), "\(result.stderr)")
  }

  /// A listing of `count` views side by side in one root, each fixed in place and size.
  static func wideListing(views count: Int) -> String {
    var lines = ["view root frame=0,0,\(count * 10),10"]
    for index in 1...count {
      lines.append("view v\(index) in=root frame=\((index - 1) * 10),0,10,10")
    }
    return lines.joined(separator: "\n") + "\n"
  }

  @Test func graphsOverTheNodeLimitStopWithTheLimitAndWhatToRunInstead() throws {
    let folder = try Self.temporaryFolder()
    let listing = folder.appendingPathComponent("wide.layout").path
    try Self.wideListing(views: 2000).write(toFile: listing, atomically: true, encoding: .utf8)
    let output = folder.appendingPathComponent("wide.svg").path
    let refused = Self.run([listing, "-o", output])
    #expect(refused.status == .usageOrInputError)
    #expect(
      refused.stderr
        == "error: \(listing): the graph has 2001 nodes, more than the 2000 laid out unless an"
        + " engine is chosen (Graphviz can take minutes on graphs this size); choose one with"
        + " --engine dot or --engine sfdp, keep the conflicts with --only-conflicts, or write DOT"
        + " text with --format dot\n")
    #expect(!FileManager.default.fileExists(atPath: output))
    let dot = Self.run([listing])
    #expect(dot.status == .success)
    #expect(dot.text.hasPrefix("digraph"))
  }

  @Test func pagesSayWhyAGraphOverTheNodeLimitIsMissing() throws {
    let folder = try Self.temporaryFolder()
    let listing = folder.appendingPathComponent("wide.layout").path
    try Self.wideListing(views: 2000).write(toFile: listing, atomically: true, encoding: .utf8)
    let io = CommandIO(readStandardInput: { [] })
    let status = LayoutDoctorCLI.run(["solve", "--format", "html", listing], io: io)
    #expect(status == .success, "\(io.stderr.text)")
    let page = String(decoding: io.stdout.bytes, as: UTF8.self)
    #expect(
      page.contains(
        "<p class=\"meta\">The constraint graph was not drawn: the graph has 2001 nodes, more than"
          + " the 2000 laid out unless an engine is chosen (Graphviz can take minutes on graphs"
          + " this size); layout-doctor graph --engine dot draws it on its own.</p>"))
    #expect(!page.contains("<div class=\"graph\">"))
  }

  @Test func unreadableInputNamesTheLine() throws {
    let folder = try Self.temporaryFolder()
    let listing = folder.appendingPathComponent("bad.layout").path
    try "view root frame=0,0,10,10\nroot.width == == 3\n".write(
      toFile: listing, atomically: true, encoding: .utf8)
    let result = Self.run([listing])
    #expect(result.status == .usageOrInputError)
    #expect(result.stderr.hasPrefix("\(listing):2:15: error: "), "\(result.stderr)")
    let json = folder.appendingPathComponent("other.json").path
    try "{\"format\": \"something-else\"}".write(toFile: json, atomically: true, encoding: .utf8)
    let other = Self.run([json])
    #expect(other.stderr.hasPrefix("error: \(json): JSON that is not a layout dump"))
  }

  @Test func outputFilesAreReplacedWhole() throws {
    let folder = try Self.temporaryFolder()
    let path = folder.appendingPathComponent("graph.dot").path
    try String(repeating: "old\n", count: 10_000).write(
      toFile: path, atomically: true, encoding: .utf8)
    #expect(Self.run(["fixtures/check/clean.layout", "-o", path]).status == .success)
    let text = try String(contentsOfFile: path, encoding: .utf8)
    #expect(text.hasPrefix("digraph"))
    #expect(!text.contains("old"))
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["graph.dot"])
  }
}
