import Foundation
import LayoutModel
import LayoutParsing
import LayoutTestSupport
import Testing

/// Every real console log in `fixtures/console-logs/`: what is found, pinned per file.
@Suite struct ConsoleLogFixtureTests {
  static let files = Fixtures.files(in: "console-logs", extensions: ["log"])

  /// One line per report or trace: kind, constraint count, broken index, recovery, flags.
  static func summary(_ report: ConsoleLogReport) -> String {
    var text = "\(report.kind.rawValue)@\(report.line) c=\(report.constraints.count)"
    if report.kind == .unsatisfiableConstraints {
      text += " \(report.recovery.rawValue)"
      if let index = report.brokenConstraintIndex { text += "=\(index)" }
    }
    if report.isRedacted { text += " redacted" }
    if report.isElided { text += " elided" }
    if !report.isListClosed { text += " open" }
    if !report.cascade.isEmpty { text += " cascade=\(report.brokenInTurn.map(\.index))" }
    return text
  }

  static func summary(_ trace: AutolayoutTrace) -> String {
    "trace@\(trace.line) nodes=\(trace.nodes.count) ambiguous=\(trace.ambiguousNodes.count)"
      + " variables=\(trace.ambiguousVariables.count)"
  }

  static let expected: [String: [String]] = [
    "001.log": ["unsatisfiableConstraints@1 c=11 broken=7"],
    "002.log": ["constraintList@1 c=4"],
    "003.log": ["constraintList@1 c=3"],
    "004.log": ["constraintList@1 c=5"],
    "005.log": ["constraintList@1 c=6"],
    "006.log": ["constraintList@1 c=4"],
    "007.log": ["constraintList@1 c=11"],
    "008.log": ["constraintList@1 c=1"],
    "009.log": ["constraintList@1 c=7"],
    "010.log": ["constraintList@1 c=8"],
    "011.log": ["constraintList@1 c=9"],
    "012.log": ["constraintList@1 c=15"],
    "013.log": ["constraintList@1 c=5"],
    "014.log": ["constraintList@1 c=8"],
    "015.log": ["constraintList@1 c=3"],
    "016.log": ["constraintList@1 c=5"],
    "017.log": ["constraintList@1 c=6"],
    "018.log": ["constraintList@1 c=3"],
    "019.log": ["constraintList@1 c=3"],
    "020.log": ["constraintList@1 c=14"],
    "021.log": ["unsatisfiableConstraints@1 c=6 broken=1"],
    "023.log": [
      "unsatisfiableConstraints@1 c=6 broken=2", "unsatisfiableConstraints@20 c=4 broken=0",
      "unsatisfiableConstraints@37 c=5 broken=1", "unsatisfiableConstraints@57 c=7 broken=2",
      "unsatisfiableConstraints@77 c=8 broken=3",
    ],
    "024.log": ["unsatisfiableConstraints@3 c=2 broken=0"],
    "027.log": ["unsatisfiableConstraints@1 c=3 broken=0"],
    "028.log": ["unsatisfiableConstraints@1 c=2 broken=0"],
    "031.log": ["unsatisfiableConstraints@1 c=2 broken=0"],
    "033.log": ["constraintList@1 c=4"],
    "034.log": ["unsatisfiableConstraints@1 c=5 broken=2"],
    "035.log": ["constraintPrintout@1 c=8", "constraintPrintout@10 c=4"],
    "036.log": [
      "unsatisfiableConstraints@58 c=2 broken=0",
      "trace@1 nodes=51 ambiguous=2 variables=4",
    ],
    "037.log": ["trace@1 nodes=5 ambiguous=1 variables=1"],
    "038.log": ["trace@2 nodes=11 ambiguous=1 variables=0"],
    "040.log": ["unsatisfiableConstraints@1 c=3 broken=1"],
    "042.log": [
      "unsatisfiableConstraints@1 c=0 redacted redacted",
      "unsatisfiableConstraints@8 c=0 redacted redacted",
    ],
    "043.log": ["unsatisfiableConstraints@1 c=0 broken elided"],
    "045.log": ["unsatisfiableConstraints@1 c=9 missing"],
    "048.log": [
      "unsatisfiableConstraints@1 c=7 broken=0", "unsatisfiableConstraints@21 c=6 broken=0",
      "unsatisfiableConstraints@40 c=8 broken=0",
    ],
    "051.log": ["constraintList@1 c=2"],
    "052.log": ["constraintPrintout@1 c=5"],
    "054.log": ["constraintPrintout@1 c=2"],
    "055.log": ["constraintPrintout@1 c=2"],
    "057.log": ["unsatisfiableConstraints@1 c=6 broken=0"],
    "060.log": ["unsatisfiableConstraints@1 c=4 broken=2"],
    "061.log": ["unsatisfiableConstraints@1 c=3 cutOff"],
    "063.log": ["unsatisfiableConstraints@1 c=9 missing"],
    "068.log": ["constraintPrintout@1 c=2"],
    "101.log": ["trace@1 nodes=5 ambiguous=3 variables=4"],
    "102.log": ["trace@1 nodes=9 ambiguous=4 variables=7"],
    "103.log": ["unsatisfiableConstraints@1 c=7 broken=0"],
    "104.log": ["unsatisfiableConstraints@5 c=4 broken=1"],
    "105.log": ["unsatisfiableConstraints@1 c=2 missing"],
    "106.log": ["unsatisfiableConstraints@1 c=2 broken=0"],
    "107.log": [
      "unsatisfiableConstraints@1 c=2 broken=0",
      "unsatisfiableConstraints@11 c=2 broken=0",
    ],
    "108.log": ["unsatisfiableConstraints@1 c=5 missing"],
    "109.log": [
      "unsatisfiableConstraints@1 c=5 broken=1",
      "unsatisfiableConstraints@16 c=5 broken=1",
    ],
    "110.log": ["unsatisfiableConstraints@2 c=3 broken=1"],
    "111.log": [
      "unsatisfiableConstraints@1 c=6 broken=4",
      "unsatisfiableConstraints@21 c=7 broken=4",
      "unsatisfiableConstraints@42 c=6 broken=4",
      "unsatisfiableConstraints@62 c=9 broken=6",
      "unsatisfiableConstraints@85 c=6 broken=4",
    ],
    "112.log": [
      "unsatisfiableConstraints@1 c=5 broken=4",
      "unsatisfiableConstraints@21 c=5 broken=4",
    ],
    "113.log": [
      "unsatisfiableConstraints@1 c=4 broken=2",
      "unsatisfiableConstraints@35 c=4 broken=2",
      "unsatisfiableConstraints@69 c=4 broken=2",
    ],
    "114.log": ["unsatisfiableConstraints@1 c=4 broken=0"],
    "115.log": ["unsatisfiableConstraints@1 c=3 broken=1"],
    "301.log": ["unsatisfiableConstraints@1 c=6 broken=0"],
    "302.log": ["unsatisfiableConstraints@1 c=3 broken=2"],
    "303.log": [
      "unsatisfiableConstraints@2 c=2 broken=0", "unsatisfiableConstraints@17 c=3 broken=2",
    ],
    "304.log": ["unsatisfiableConstraints@1 c=2 broken=0"],
    "305.log": ["unsatisfiableConstraints@1 c=4 broken=0"],
    "306.log": [
      "unsatisfiableConstraints@1 c=3 broken=1", "unsatisfiableConstraints@18 c=3 missing",
    ],
    "307.log": ["unsatisfiableConstraints@1 c=2 broken=0"],
    "308.log": ["unsatisfiableConstraints@1 c=2 broken=0"],
    "309.log": ["unsatisfiableConstraints@1 c=2 broken=1"],
    // The file starts with the recovery section of a report it does not hold.
    "310.log": ["unsatisfiableConstraints@6 c=2 missing"],
    "311.log": ["unsatisfiableConstraints@1 c=4 missing"],
    "312.log": ["unsatisfiableConstraints@1 c=4 broken=3"],
    "313.log": ["unsatisfiableConstraints@1 c=2 broken=0"],
    "314.log": ["unsatisfiableConstraints@6 c=2 missing open"],
    "315.log": ["unsatisfiableConstraints@1 c=1 broken=0"],
    "316.log": ["unsatisfiableConstraints@1 c=6 missing open"],
    // One line, cut by the source after 7 entries.
    "317.log": ["unsatisfiableConstraints@1 c=7 missing open"],
    // A cascade: the second report lists the first less the constraint broken.
    "318.log": ["unsatisfiableConstraints@1 c=22 broken=0 cascade=[0, 2]"],
    "319.log": ["unsatisfiableConstraints@1 c=2 broken=0"],
  ]

  /// Files whose list is not all there, and why.
  static let partial: [String: String] = [
    "042.log": "redacted", "043.log": "elided", "314.log": "cut", "316.log": "cut",
    "317.log": "cut",
  ]

  @Test func everyFixtureIsPinned() {
    #expect(Self.files.count == 80)
    #expect(Set(Self.files) == Set(Self.expected.keys))
  }

  @Test(arguments: files)
  func fixture(name: String) throws {
    let log = try ConsoleLog(
      contentsOfFile: Fixtures.url("console-logs/\(name)").path, name: name)
    let found = log.reports.map(Self.summary) + log.traces.map(Self.summary)
    #expect(found == Self.expected[name])
    // Only lines the source cut short may be unread.
    let unread = log.allUnparsed.filter { !$0.isCutOff || Self.partial[name] != "cut" }
    #expect(unread.isEmpty, "unparsed lines: \(unread)")
    for report in log.reports {
      let layout = ConsoleReportLayout(report: report, file: name)
      for (index, reason) in layout.exclusions {
        #expect(
          report.constraints[index].duplicateOf != nil,
          "\(name):\(report.constraints[index].line): \(reason)")
      }
      switch Self.partial[name] {
      case "redacted": #expect(report.isRedacted && !report.isComplete)
      case "elided": #expect(report.isElided && !report.isComplete)
      case "cut": #expect(!report.isListClosed && !report.isComplete)
      default: #expect(report.isComplete)
      }
    }
  }

  @Test(arguments: files)
  func streamingAndInMemoryReadingsAgree(name: String) throws {
    let url = Fixtures.url("console-logs/\(name)")
    let streamed = try ConsoleLog(contentsOfFile: url.path, name: name)
    #expect(try ConsoleLog(parsing: Fixtures.text("console-logs/\(name)"), file: name) == streamed)
  }
}

/// Who made each constraint, for the fixtures that mix origins.
@Suite struct ConsoleLogOriginTests {
  static let expected: [(file: String, report: Int, origins: String)] = [
    (
      "001.log", 0,
      "user user user user user user stackView stackView stackView stackView encapsulatedLayout"
    ),
    ("005.log", 0, "otherSystem otherSystem user user encapsulatedLayout encapsulatedLayout"),
    (
      "012.log", 0,
      "user user user user user stackView stackView stackView stackView stackView stackView stackView layoutMargins encapsulatedLayout layoutMargins"
    ),
    ("013.log", 0, "autoresizingMask user user user layoutMargins"),
    ("016.log", 0, "user otherSystem otherSystem user safeArea"),
    ("018.log", 0, "otherSystem layoutMargins layoutMargins"),
    ("023.log", 4, "user otherSystem user user user user otherSystem safeArea"),
    (
      "035.log", 0,
      "user user user user encapsulatedLayout encapsulatedLayout encapsulatedLayout encapsulatedLayout"
    ),
    (
      "048.log", 2,
      "otherSystem otherSystem otherSystem otherSystem otherSystem otherSystem encapsulatedLayout layoutMargins"
    ),
    ("052.log", 0, "autoresizingMask user contentSize otherSystem otherSystem"),
    ("057.log", 0, "user user encapsulatedLayout user user user"),
    ("061.log", 0, "encapsulatedLayout user user"),
  ]

  @Test(arguments: expected.indices)
  func origins(index: Int) throws {
    let (file, reportIndex, origins) = Self.expected[index]
    let log = try ConsoleLog(parsing: Fixtures.text("console-logs/\(file)"), file: file)
    let report = try #require(log.reports.dropFirst(reportIndex).first)
    #expect(report.constraints.map(\.origin.rawValue).joined(separator: " ") == origins)
  }

  @Test func appDefinedItemsOfAReport() throws {
    let report = try #require(
      ConsoleLog(parsing: Fixtures.text("console-logs/016.log")).reports.first)
    let layout = ConsoleReportLayout(report: report, file: "016.log")
    #expect(layout.appDefinedViews == ["SomeView:0x7fceff1c07a0"])
  }
}
