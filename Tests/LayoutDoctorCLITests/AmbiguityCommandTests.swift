import Foundation
import LayoutDiagnostics
import LayoutTestSupport
import Testing

@testable import LayoutDoctorCLI

/// In-process runs of `layout-doctor ambiguity` and `why`: goldens of both formats for every
/// ambiguity fixture and a few explanations, and the one-line errors with exit status 2.
@Suite struct AmbiguityCommandTests {
  struct Run {
    var status: ExitCode
    var stdout: String
    var stderr: String
  }

  static func run(_ arguments: [String], stdin: String = "") -> Run {
    let io = CommandIO(readStandardInput: { Array(stdin.utf8) })
    let status = LayoutDoctorCLI.run(arguments, io: io)
    return Run(status: status, stdout: io.stdout.text, stderr: io.stderr.text)
  }

  /// The ambiguity fixtures' names without extension; each has a listing and a JSON dump.
  static let fixtures = Fixtures.files(in: "layout-dumps", extensions: ["layout"])
    .filter { $0.hasPrefix("ambiguity-") }.map { String($0.dropLast(".layout".count)) }

  /// Text and JSON output match `fixtures/expected/<name>.{text.txt,json.json}`.
  @Test(arguments: fixtures)
  func ambiguityGoldens(_ name: String) {
    for (format, ext) in [("text", "txt"), ("json", "json")] {
      let result = Self.run([
        "ambiguity", "fixtures/layout-dumps/\(name).layout", "--format", format,
      ])
      #expect(result.status == .success)
      #expect(result.stderr.isEmpty)
      if let failure = Snapshot.check(result.stdout, named: "\(name).\(format).\(ext)") {
        Issue.record(Comment(rawValue: failure))
      }
    }
  }

  /// The listing and the JSON dump of one layout give the same JSON but for locations.
  @Test(arguments: fixtures)
  func listingAndDumpAgree(_ name: String) {
    func withoutLocations(_ extension: String) -> String {
      let result = Self.run(
        ["ambiguity", "fixtures/layout-dumps/\(name).\(`extension`)", "--format", "json"])
      return result.stdout.split(separator: "\n").filter { !$0.contains("\"location\"") }
        .joined(separator: "\n")
    }
    #expect(withoutLocations("layout") == withoutLocations("json"))
  }

  @Test func jsonIsValidAndHasTheIssuesShape() throws {
    let result = Self.run(
      ["ambiguity", "fixtures/layout-dumps/ambiguity-seed-button.layout", "--format", "json"])
    let object = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any]
    let views = try #require(object?["views"] as? [[String: Any]])
    #expect(views.count == 2)
    let button = try #require(views.last)
    #expect(
      Set(button.keys)
        == ["id", "frame", "ambiguous", "witnessFrame", "cause", "constraints", "fix"])
    let ambiguous = try #require(button["ambiguous"] as? [String: [String: Any]])
    #expect(ambiguous["minX"]?["min"] as? Double == 0)
    #expect(ambiguous["minX"]?["max"] as? Double == 220)
    let root = try #require(views.first)
    #expect((root["ambiguous"] as? [String: Any])?.isEmpty == true)
    #expect(root["witnessFrame"] is NSNull)
  }

  @Test(arguments: [
    ("ambiguity-seed-button.layout", "button.width", "why-seed-button-width"),
    ("ambiguity-seed-button.layout", "button.minX", "why-seed-button-minX"),
    ("ambiguity-hugging-251.layout", "detail.minX", "why-hugging-251-detail-minX"),
    ("ambiguity-between-bounds.layout", "box.trailing", "why-between-bounds-trailing"),
    ("title-detail-truncation.layout", "detail.width", "why-title-detail-truncation-width"),
    ("right-to-left.layout", "detail.leading", "why-right-to-left-leading"),
  ])
  func whyGoldens(_ fixture: String, _ item: String, _ name: String) {
    for (format, ext) in [("text", "txt"), ("json", "json")] {
      let result = Self.run(["why", "fixtures/layout-dumps/\(fixture)", item, "--format", format])
      #expect(result.status == .success, "\(result.stderr)")
      if let failure = Snapshot.check(result.stdout, named: "\(name).\(format).\(ext)") {
        Issue.record(Comment(rawValue: failure))
      }
    }
  }

  @Test(arguments: [
    (["ambiguity"], "error: missing FILE"),
    (["ambiguity", "a.layout", "b.layout"], "error: expected one FILE, got 2"),
    (["ambiguity", "fixtures/none.layout"], "error: fixtures/none.layout: no such file"),
    (
      ["ambiguity", "x", "--width", "-3"],
      "error: option --width needs a width in 0...1000000000 points"
    ),
    (
      ["why", "fixtures/layout-dumps/ambiguity-seed-button.layout"],
      "error: expected FILE and ITEM.ATTR"
    ),
    (
      ["why", "fixtures/layout-dumps/ambiguity-seed-button.layout", "button.colour"],
      "error: 'colour' is not a layout attribute (e.g. width, minX, top)"
    ),
    (
      ["why", "fixtures/layout-dumps/ambiguity-seed-button.layout", "ghost.width"],
      "error: fixtures/layout-dumps/ambiguity-seed-button.layout: no view or guide named 'ghost'"
    ),
    (
      ["why", "fixtures/layout-dumps/ambiguity-seed-button.layout", "width"],
      "error: 'width' is not ITEM.ATTR (e.g. title.width)"
    ),
  ])
  func errorsExitTwo(_ arguments: [String], _ message: String) {
    let result = Self.run(arguments)
    #expect(result.status == .usageOrInputError)
    #expect(result.stderr.split(separator: "\n").first.map(String.init) == message)
    #expect(result.stdout.isEmpty)
  }

  @Test func malformedListingNamesTheLine() {
    let result = Self.run(["ambiguity", "-"], stdin: "view root frame=0,0,10,10\nroot.width == \n")
    #expect(result.status == .usageOrInputError)
    #expect(result.stderr.hasPrefix("<stdin>:2:"))
    #expect(result.stderr.split(separator: "\n").count == 1)
  }

  @Test func standardInputWorks() throws {
    let text = try Fixtures.text("layout-dumps/ambiguity-no-horizontal-position.layout")
    let result = Self.run(["why", "-", "badge.minX"], stdin: text)
    #expect(result.status == .success)
    #expect(result.stdout.hasPrefix("badge.minX is ambiguous"))
  }
}

/// `check` runs the ambiguity analysis on layouts through its analysis seam.
@Suite struct CheckAmbiguitySeamTests {
  /// The standard analyses without the ones still pending, so that layouts are checked.
  static let analyses: CheckAnalyses = {
    var analyses = CheckAnalyses.standard
    analyses.pendingLayoutAnalyses = []
    return analyses
  }()

  static func rules(_ fixture: String) throws -> [String] {
    let text = try Fixtures.text(fixture)
    let kind = try #require(CheckInput.detectKind(of: text, path: fixture))
    let input = CheckInput(name: "fixtures/" + fixture, text: text, kind: kind)
    return try analyses.findings(for: input).findings.map(\.ruleID)
  }

  @Test func standardAnalysesIncludeAmbiguity() throws {
    #expect(!CheckAnalyses.standard.pendingLayoutAnalyses.contains("ambiguity"))
    #expect(try Self.rules("check/ambiguous-position.layout") == ["ambiguous-layout"])
    #expect(try Self.rules("check/equal-hugging.json") == ["content-priority-ambiguity"])
    #expect(try Self.rules("check/equal-hugging.layout") == ["content-priority-ambiguity"])
    #expect(try Self.rules("check/clean.layout").isEmpty)
  }
}
