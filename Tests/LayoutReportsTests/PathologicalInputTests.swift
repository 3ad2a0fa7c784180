import Foundation
import LayoutDiagnostics
import LayoutParsing
import LayoutReports
import LayoutTestSupport
import Testing

/// The pathological shapes of issue 17 at sizes that run in seconds (the full sizes are in
/// `Benchmarks/pathological.py`): every input reads and analyses without a crash, names its
/// limit when it has one, and no output holds NaN or infinity.
@Suite struct PathologicalInputTests {
  /// Everything the commands write for `text`: the check report in every format, and per
  /// layout the solve and ambiguity reports and the DOT graph.
  static func outputs(_ text: String, path: String) throws -> [String] {
    let input = try AnalysisInput.read(Array(text.utf8), name: path, path: path)
    var findings: [Finding] = []
    var outputs: [String] = []
    if let log = input.log {
      findings += Finding.minimalConflicts(in: log) + Finding.unparsedLogLines(in: log)
    }
    for layout in try input.layouts() {
      if input.layout != nil { findings += layout.findings() }
      let ambiguity = layout.ambiguity()
      outputs += [
        SolveReport.text(layout, ambiguity: ambiguity),
        SolveReport.json(layout, ambiguity: ambiguity),
        AmbiguityTextReport.text(ambiguity, layout: layout),
        AmbiguityJSONReport.json(ambiguity, layout: layout),
        DotWriter().write(ConstraintGraph(layout: layout, ambiguity: ambiguity)),
      ]
    }
    let report = CheckReport(toolVersion: "test", inputs: [path], findings: findings)
    outputs += ReportFormat.allCases.map { $0.reporter().render(report) }
    return outputs
  }

  /// The words NaN and infinity print as (Swift's `nan`, `inf`; JavaScript's `NaN`,
  /// `Infinity`), anywhere in `outputs`.
  static func nonFinite(_ outputs: [String]) -> [String] {
    let words: Set<String> = ["nan", "-nan", "inf", "-inf", "NaN", "Infinity", "-Infinity"]
    return outputs.flatMap { output in
      output.split(whereSeparator: { !$0.isLetter && $0 != "-" }).map(String.init).filter {
        words.contains($0)
      }
    }
  }

  /// A superview chain `depth` views deep, each view `leading/top/width ==` its superview's
  /// (the leading 0.1 further in) and 10 high, as `Benchmarks/pathological.py` writes it.
  static func deepChain(_ depth: Int) -> String {
    var lines = ["view v0 class=UIView frame=0,0,375,812"]
    for index in 1..<depth {
      lines.append("view v\(index) class=UIView in=v\(index - 1)")
      lines.append("v\(index).leading == v\(index - 1).leading + 0.1")
      lines.append("v\(index).top == v\(index - 1).top")
      lines.append("v\(index).width == v\(index - 1).width")
      lines.append("v\(index).height == 10")
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// The solved chain's solver counters, and the byte counts of its text reports.
  static func chainSizes(_ depth: Int) throws -> (cells: Int, largestRow: Int, text: [Int]) {
    let text = deepChain(depth)
    let input = try AnalysisInput.read(Array(text.utf8), name: "deep.layout", path: "deep.layout")
    let layout = try #require(try input.layouts().first)
    let statistics = layout.engine.solver.statistics
    let ambiguity = layout.ambiguity()
    let reports = [
      SolveReport.text(layout, ambiguity: ambiguity),
      AmbiguityTextReport.text(ambiguity, layout: layout),
    ]
    return (statistics.cells, statistics.largestRow, reports.map(\.utf8.count))
  }

  /// Twice the depth costs twice the tableau and twice the text, plus a constant, not four
  /// times: the rows of the chain stay short (no row holds the dummies of every link above it)
  /// and the tree is indented at most `TreeIndentation.maximumDepth` levels.
  @Test func deepSuperviewChainGrowsLinearly() throws {
    let single = try Self.chainSizes(200)
    let double = try Self.chainSizes(400)
    let triple = try Self.chainSizes(600)
    // Equal steps: linear, whatever the constant.
    #expect(double.cells - single.cells == triple.cells - double.cells)
    #expect(single.largestRow == double.largestRow)
    for report in 0..<2 {
      let first = double.text[report] - single.text[report]
      let second = triple.text[report] - double.text[report]
      // Lines grow by the digits of the view names only: within a few percent of each other.
      #expect(second - first < first / 20, "report \(report): \(first) then \(second) bytes")
    }
  }

  /// A flat hierarchy whose views' widths form a chain (`v[i].width == v[i-1].width`) keeps
  /// its rows as short as the deep chain does: equal steps in cells, the same longest row.
  @Test func flatChainOfEqualWidthsGrowsLinearly() throws {
    func sizes(_ count: Int) throws -> (cells: Int, largestRow: Int) {
      var lines = ["view root class=UIView frame=0,0,375,812"]
      for index in 0..<count {
        lines.append("view v\(index) class=UIView in=root")
        lines.append("v\(index).leading == root.leading")
        lines.append("v\(index).top == root.top + \(index)")
        lines.append("v\(index).width == \(index == 0 ? "root" : "v\(index - 1)").width")
        lines.append("v\(index).height == 10")
      }
      let text = lines.joined(separator: "\n") + "\n"
      let input = try AnalysisInput.read(
        Array(text.utf8), name: "flat.layout", path: "flat.layout")
      let statistics = try #require(try input.layouts().first).engine.solver.statistics
      return (statistics.cells, statistics.largestRow)
    }
    let (single, double, triple) = (try sizes(200), try sizes(400), try sizes(600))
    #expect(double.cells - single.cells == triple.cells - double.cells)
    #expect(single.largestRow == triple.largestRow)
  }

  /// Past 32 levels a view's line shows its depth instead of further indentation.
  @Test func deepTreeLinesShowTheirDepth() throws {
    let text = Self.deepChain(40)
    let input = try AnalysisInput.read(Array(text.utf8), name: "deep.layout", path: "deep.layout")
    let layout = try #require(try input.layouts().first)
    let lines = SolveReport.text(layout).split(separator: "\n")
    let indent = String(repeating: "   | ", count: 32)
    #expect(lines[32] == indent + "<UIView: v32; frame = {{0.1, 0}, {375, 10}}>")
    #expect(lines[33] == indent + "[depth 33] <UIView: v33; frame = {{0.1, 0}, {375, 10}}>")
  }

  @Test func deepSuperviewChainAnalyses() throws {
    let depth = 300
    let text = Self.deepChain(depth)
    let input = try AnalysisInput.read(Array(text.utf8), name: "deep.layout", path: "deep.layout")
    let layout = try #require(try input.layouts().first)
    #expect(layout.solution.views.count == depth)
    #expect(layout.solution.brokenConstraints.isEmpty)
    #expect(layout.solution.frame(of: "v299")?.width == 375)
    #expect(Self.nonFinite(try Self.outputs(text, path: "deep.layout")).isEmpty)
  }

  @Test func manyConstraintsOnOneViewAnalyse() throws {
    let count = 300
    var lines = ["view root class=UIView frame=0,0,375,812", "view box class=UIView in=root"]
    lines += ["box.leading == root.leading", "box.top == root.top", "box.height == 10"]
    for index in 0..<count { lines.append("box.width >= \(index)") }
    let text = lines.joined(separator: "\n") + "\n"
    let input = try AnalysisInput.read(Array(text.utf8), name: "many.layout", path: "many.layout")
    let layout = try #require(try input.layouts().first)
    #expect(layout.solution.frame(of: "box")?.width == Double(count - 1))
    #expect(Self.nonFinite(try Self.outputs(text, path: "many.layout")).isEmpty)
  }

  @Test func logWithOneReportAfterManyLines() throws {
    let noise = String(repeating: "2024-01-01 12:00:00.000 App[1:2] loading row\n", count: 20_000)
    let report = """
      Unable to simultaneously satisfy constraints.
      (
          "<NSLayoutConstraint:0x1 UIView:0x2.width == 100   (active)>",
          "<NSLayoutConstraint:0x3 UIView:0x2.width == 200   (active)>"
      )

      Will attempt to recover by breaking constraint
      <NSLayoutConstraint:0x3 UIView:0x2.width == 200   (active)>

      """
    let log = ConsoleLog(parsing: noise + report, file: "big.log")
    #expect(log.reports.map(\.line) == [20_001])
    #expect(log.reports.first?.constraints.count == 2)
    let conflicts = Finding.minimalConflicts(in: log)
    #expect(conflicts.map(\.location.line) == [20_004])
  }

  /// A log of 30 MB streamed from its file, as `check` reads it: 600,000 unrelated lines, a
  /// report, 100,000 more lines, the same report with other addresses, and a last report at
  /// the very end with no newline after it.
  @Test func bigLogStreamedFromItsFile() throws {
    let noise = "2024-01-01 12:00:00.000 App[1:2] loading row\n"
    func report(_ address: Int) -> String {
      """
      Unable to simultaneously satisfy constraints.
      (
          "<NSLayoutConstraint:0x\(address) UIView:0x\(address + 1).width == 100   (active)>",
          "<NSLayoutConstraint:0x\(address + 2) UIView:0x\(address + 1).width == 200   (active)>"
      )
      Will attempt to recover by breaking constraint
      <NSLayoutConstraint:0x\(address + 2) UIView:0x\(address + 1).width == 200   (active)>
      """
    }
    let path = FileManager.default.temporaryDirectory
      .appendingPathComponent("big-\(getpid()).log").path
    _ = FileManager.default.createFile(atPath: path, contents: nil)
    let handle = try #require(FileHandle(forWritingAtPath: path))
    defer { try? FileManager.default.removeItem(atPath: path) }
    let block = Data(String(repeating: noise, count: 10_000).utf8)
    for _ in 0..<60 { handle.write(block) }
    handle.write(Data((report(0x10) + "\n").utf8))
    for _ in 0..<10 { handle.write(block) }
    handle.write(Data((report(0x20) + "\n" + report(0x30)).utf8))
    try handle.close()
    var lines: [Int] = []
    var conflicts = ConsoleConflictFindings(file: "big.log")
    var findings = FindingRepeats()
    try ConsoleLog.forEachEntry(inFileAt: path) { entry in
      guard case .report(let report) = entry else { return }
      lines.append(report.line)
      findings.add(contentsOf: conflicts.findings(of: report))
    }
    #expect(lines == [600_001, 700_008, 700_015])
    let merged = findings.merged()
    #expect(merged.map(\.location.line) == [600_004])
    #expect(merged.map(\.occurrences) == [3])
  }

  @Test func deeplyNestedJSONIsAnErrorNamingThePlace() throws {
    let depth = 100_000
    let text =
      #"{"format": "layout-dump", "version": 1, "views": "#
      + String(repeating: "[", count: depth) + String(repeating: "]", count: depth) + "}"
    #expect(throws: (any Error).self) {
      _ = try AnalysisInput.read(Array(text.utf8), name: "deep.json", path: "deep.json")
    }
    do {
      _ = try AnalysisInput.read(Array(text.utf8), name: "deep.json", path: "deep.json")
    } catch {
      #expect(!error.description.contains("\n"))
      #expect(error.description.hasPrefix("deep.json"))
    }
  }

  @Test func veryLongLineReads() throws {
    let line = String(repeating: "x", count: 1_000_000)
    let log = ConsoleLog(parsing: "first\n" + line + "\nlast\n", file: "long.log")
    #expect(log.reports.isEmpty)
    let listing = "# " + line + "\nview root class=UIView frame=0,0,10,10\n"
    let input = try AnalysisInput.read(
      Array(listing.utf8), name: "long.layout", path: "long.layout")
    #expect(try input.layouts().first?.solution.views.count == 1)
  }

  /// Tiny multipliers, huge constants, denormals and negative zero.
  @Test(arguments: [
    "a.width == 1e-12*root.width + 1e9", "a.width == 2.22507e-308", "a.width == -0",
    "a.width == 1e9", "a.leading == root.leading + 1e9", "a.width == 1e-12*root.width",
    "a.width == 4.9e-324*root.width + 2.22507e-308", "a.width == 1e9*root.width - 1e9",
    "a.width <= -0*root.width - 0", "a.width == 1e9*root.width + 1e-12",
  ])
  func numbersNearTheLimitsStayFinite(constraint: String) throws {
    let text = """
      view root class=UIView frame=0,0,375,812
      view a class=UIView in=root
      a.top == root.top
      a.height == 10
      \(constraint)

      """
    let outputs = try Self.outputs(text, path: "limits.layout")
    #expect(Self.nonFinite(outputs) == [])
  }

  /// Past the reader's limit (1e9 points), a number is an error naming the limit.
  @Test(arguments: ["a.width == 1e12", "a.width == 1e12*root.width", "a.width == 1e400"])
  func numbersPastTheLimitAreErrors(constraint: String) {
    let text = "view root class=UIView frame=0,0,375,812\nview a class=UIView in=root\n"
    do {
      _ = try AnalysisInput.read(
        Array((text + constraint + "\n").utf8), name: "big.layout", path: "big.layout")
      Issue.record("accepted \(constraint)")
    } catch {
      #expect(error.description.hasPrefix("big.layout:3:"))
      #expect(
        error.description.hasSuffix(
          "(numbers must be finite and at most 1000000000 in magnitude)"))
    }
  }

  /// Found by the `analysis` fuzzer: a headerless list of 34 constraints (mutated from a real
  /// stack-view report) holds 324 minimal conflicts, and analysing them all with their fixes
  /// took 2.2 s (release) on 7 KB. The search stops at `MinimalConflictFinder.conflictLimit`
  /// and says so; the second input, from the same run, stops within its budget too.
  @Test(arguments: ["many-conflicts", "many-superviews"])
  func reportsWithManyMinimalConflictsStopAtTheLimit(name: String) throws {
    let bytes = try Data(contentsOf: Fixtures.url("fuzz/\(name).log"))
    let text = String(decoding: bytes, as: UTF8.self)
    let log = ConsoleLog(parsing: text, file: "\(name).log")
    for report in log.reports {
      let analysis = ConsoleReportAnalysis(report: report, file: "\(name).log").analysis
      #expect(analysis.conflicts.count <= 32)
      if analysis.conflicts.count == 32 { #expect(!analysis.isExhaustive) }
    }
    #expect(!log.reports.isEmpty)
  }
}
