import Foundation
import LayoutTestSupport
import Testing

@testable import LayoutDoctorCLI

/// In-process runs of `layout-doctor solve`, from the package root.
@Suite struct SolveCommandTests {
  struct Run {
    var status: ExitCode
    var stdout: String
    var stderr: String
  }

  static func run(_ arguments: [String], stdin: String = "") -> Run {
    let io = CommandIO(readStandardInput: { Array(stdin.utf8) })
    let status = LayoutDoctorCLI.run(["solve"] + arguments, io: io)
    return Run(status: status, stdout: io.stdout.text, stderr: io.stderr.text)
  }

  static let fixtures = Fixtures.files(in: "layout-dumps", extensions: ["layout"]).map {
    String($0.dropLast(".layout".count))
  }

  /// The JSON report without the constraints' places (`"line"` in a listing's, `"jsonPath"`
  /// in a dump's), which is all that differs between a listing and its dump.
  static func withoutPlaces(_ json: String) -> String {
    json.split(separator: "\n", omittingEmptySubsequences: false).filter {
      let key = $0.drop { $0 == " " }
      return !key.hasPrefix("\"line\" :") && !key.hasPrefix("\"jsonPath\" :")
    }.joined(separator: "\n")
  }

  /// Text and JSON output match `fixtures/expected/<name>.solve.{txt,json}`, from the listing
  /// and from the JSON dump alike (but for where each constraint is: a line, a JSON path).
  @Test(arguments: fixtures, ["text", "json"])
  func matchesTheGoldenFromBothFormats(_ name: String, _ format: String) {
    let golden = "\(name).solve.\(format == "text" ? "txt" : "json")"
    let listing = Self.run(["fixtures/layout-dumps/\(name).layout", "--format", format])
    #expect(listing.status == .success)
    #expect(listing.stderr.isEmpty)
    if let failure = Snapshot.check(listing.stdout, named: golden) {
      Issue.record(Comment(rawValue: failure))
    }
    let dump = Self.run(["fixtures/layout-dumps/\(name).json", "--format", format])
    #expect(dump.status == .success)
    #expect(dump.stderr.isEmpty)
    #expect(Self.withoutPlaces(dump.stdout) == Self.withoutPlaces(listing.stdout))
  }

  /// `solve --format json` gives each broken constraint's place in the input: the line of its
  /// statement in a listing, its JSON path in a dump (`null` for one the engine generated).
  @Test func brokenConstraintsGiveTheirLineOrJSONPath() throws {
    func broken(_ file: String) throws -> [[String: Any]] {
      let result = Self.run([file, "--format", "json"])
      #expect(result.status == .success)
      let object = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8))
      return (object as? [String: Any])?["brokenConstraints"] as? [[String: Any]] ?? []
    }
    let listing = try broken("fixtures/layout-dumps/conflicting-widths.layout")
    #expect(listing.count == 1)
    #expect(listing.first?["line"] as? Int == 9)
    let members = listing.first?["conflictingWith"] as? [[String: Any]]
    #expect(members?.map { $0["line"] as? Int } == [8])
    let dump = try broken("fixtures/layout-dumps/conflicting-widths.json")
    #expect(dump.first?["jsonPath"] as? String == "$.constraints[4]")
    #expect(dump.first?["line"] == nil)
    let dumpMembers = dump.first?["conflictingWith"] as? [[String: Any]]
    #expect(dumpMembers?.map { $0["jsonPath"] as? String } == ["$.constraints[3]"])
  }

  /// With design-time frames, a view the constraints move from its stored frame is marked
  /// with that frame, and a line counts them.
  @Test func aLogsViewsStartAtTheOriginInSolveAmbiguityAndWhy() {
    // 021.log's roots: ViewA, whose top the log leaves free, and a view 20% of its height tied
    // to its bottom; the solver's basis once put ViewA at y -716.8.
    let solve = Self.run(["fixtures/console-logs/021.log"])
    #expect(solve.stdout.contains("<App.ViewA: 0x7fcdaff03e10; frame = {{0, 0}, {0, 896}}>"))
    #expect(solve.stdout.contains("<UIView: 0x7fcdaff03fc0; frame = {{0, 716.8}, {0, 179.2}}>"))
    let io = CommandIO()
    #expect(
      LayoutDoctorCLI.run(["ambiguity", "fixtures/console-logs/021.log"], io: io) == .success)
    #expect(io.stdout.text.contains("minY      (-∞, +∞), solved 0\n"))
    #expect(io.stdout.text.contains("witness   {{0, 100}, {0, 896}}"))
    let why = CommandIO()
    _ = LayoutDoctorCLI.run(
      ["why", "fixtures/console-logs/021.log", "UIView:0x7fcdaff03fc0.top"], io: why)
    #expect(why.stdout.text.contains("it is 716.8 in the solved layout"))
  }

  @Test func misplacedViewsShowTheirStoredFrame() {
    let result = Self.run(["fixtures/findings/misplaced-title.layout"])
    #expect(result.status == .success)
    #expect(
      result.stdout.contains(
        "   | <UILabel: title; frame = {{20, 40}, {98, 20.5}}> - MISPLACED: stored frame"
          + " {{16, 40}, {120, 20.5}}\n"))
    #expect(
      result.stdout.contains(
        "1 view is misplaced: its stored frame is not the one its constraints give;"
          + " 'layout-doctor check' reports it.\n"))
    #expect(!result.stdout.contains("note; frame = {{8, 0}, {80, 20}}> - MISPLACED"))
  }

  @Test func widthAndHeightOverrideTheRoot() {
    let result = Self.run([
      "fixtures/layout-dumps/card-below-safe-area.layout", "--width", "320", "--height=568",
    ])
    #expect(result.status == .success)
    #expect(
      result.stdout == """
        <UIView: root; frame = {{0, 0}, {320, 568}}>
           | <UIView: card; frame = {{16, 59}, {288, 120}}>

        """)
  }

  @Test func readsStandardInput() {
    let result = Self.run(["-"], stdin: "view root frame=0,0,10,20\n")
    #expect(result.status == .success)
    #expect(result.stdout == "<UIView: root; frame = {{0, 0}, {10, 20}}>\n")
  }

  @Test func printsReaderWarningsAndStillSolves() {
    let result = Self.run(
      ["-"],
      stdin: #"{"format": "layout-dump", "version": 1, "views": [{"id": "r", "colour": 1}]}"#)
    #expect(result.status == .success)
    #expect(
      result.stderr
        == "<stdin>:$.views[0].colour: warning: unknown key 'colour' in a view, ignored\n")
  }

  /// Each kind of bad input is one line on stderr, nothing on stdout, and exit status 2.
  static let badInputs: [(input: String, message: String)] = [
    ("view a\na.width == b.width", "<stdin>:2:12: error: unknown view or guide 'b'"),
    ("view a\nview a", "<stdin>:2:6: error: duplicate id 'a' (first declared at <stdin>:1:6)"),
    ("view a in=b\nview b in=a", "<stdin>:1:6: error: superview cycle: a -> b -> a"),
    (
      "view a\na.width == inf",
      "<stdin>:2:12: error: invalid number 'inf' (numbers must be finite and at most 1000000000 in magnitude)"
    ),
    (
      "view a frame=0,0,1e300,1",
      "<stdin>:1:18: error: invalid number '1e300' (numbers must be finite and at most 1000000000 in magnitude)"
    ),
    ("view a\na.width == 1 @1001", "<stdin>:2:15: error: priority 1001 is outside 1...1000"),
    (
      "view a\na.top == a.width",
      "<stdin>:2:10: error: cannot relate 'top' to 'width': a position and a size"
    ),
    (
      "view a\na.centerX == a.centerY",
      "<stdin>:2:14: error: cannot relate 'centerX' to 'centerY': different axes"
    ),
    ("view a\na.width =< 1", "<stdin>:2:9: error: expected '==', '<=' or '>=', found '=<'"),
    (
      #"{"format": "layout-dump", "version": 1, "views": [{"id": "a""#,
      "<stdin>:1:61: error: unexpected end of input, expected ',' or '}' (in $.views[0])"
    ),
    (
      #"{"format": "layout-dump", "version": 1, "views": [{"id": "a", "frame": [0, 0, 1, 1]}]}"#,
      "<stdin>:$.views[0].frame: error: expected an object, found an array"
    ),
    (
      #"{"format": "layout-dump", "version": 1, "views": [{"id": "a", "superview": "a"}]}"#,
      "<stdin>:$.views[0]: error: superview cycle: a -> a"
    ),
    (
      #"{"format": "layout-dump", "version": 1, "views": [], "constraints": ["x.width == 1"]}"#,
      "<stdin>:$.constraints[0]: error: unknown view or guide 'x' (in column 1 of the constraint string)"
    ),
  ]

  @Test(arguments: badInputs)
  func badInputIsOneLineAndStatusTwo(_ input: String, _ message: String) {
    let result = Self.run(["-"], stdin: input)
    #expect(result.status == .usageOrInputError)
    #expect(result.stdout.isEmpty)
    #expect(result.stderr == message + "\n")
  }

  @Test func usageErrorsExitTwo() {
    let missing = Self.run([])
    #expect(missing.status == .usageOrInputError)
    #expect(missing.stderr.hasPrefix("error: missing FILE\nusage: layout-doctor solve FILE"))
    let negative = Self.run(["-", "--width", "-5"])
    #expect(negative.status == .usageOrInputError)
    #expect(
      negative.stderr.hasPrefix(
        "error: option --width needs a width in 0...1000000000 points\n"))
    let format = Self.run(["-", "--format", "xml"])
    #expect(format.status == .usageOrInputError)
    let absent = Self.run(["fixtures/layout-dumps/absent.layout"])
    #expect(absent.status == .usageOrInputError)
    #expect(absent.stderr == "error: fixtures/layout-dumps/absent.layout: no such file\n")
  }
}
