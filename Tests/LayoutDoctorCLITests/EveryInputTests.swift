import Foundation
import LayoutTestSupport
import Testing

@testable import LayoutDoctorCLI

/// Every command takes every input: `solve`, `ambiguity`, `why` and `graph` read console logs
/// (each report with constraints as a layout, traces as UIKit reported them); a log with
/// nothing to lay out is exit 2 with a line saying what the input holds.
@Suite struct EveryInputTests {
  static func run(_ arguments: [String], stdin: String = "") -> (
    status: ExitCode, stdout: String, stderr: String
  ) {
    let io = CommandIO(readStandardInput: { Array(stdin.utf8) })
    let status = LayoutDoctorCLI.run(arguments, io: io)
    return (status, io.stdout.text, io.stderr.text)
  }

  @Test(arguments: ExplainGoldenTests.files)
  func layoutCommandsReadEveryConsoleLog(file: String) throws {
    let path = "fixtures/console-logs/\(file)"
    for command in ["solve", "ambiguity", "graph"] {
      let result = Self.run([command, path])
      #expect(result.status == .success, "\(command) \(file): \(result.stderr)")
      #expect(!result.stdout.isEmpty, "\(command) \(file)")
    }
    let solved = Self.run(["solve", path, "--format", "json"])
    let document = try #require(
      try JSONSerialization.jsonObject(with: Data(solved.stdout.utf8)) as? [String: Any])
    let reports = try #require(document["reports"] as? [[String: Any]])
    // Each report's first view is explained with `why` in that report.
    guard let first = reports.first, let result = first["result"] as? [String: Any],
      let views = result["views"] as? [[String: Any]], let id = views.first?["id"] as? String
    else {
      #expect(document["traces"] != nil, "\(file): neither a report nor a trace")
      return
    }
    let number = try #require(first["report"] as? Int)
    let why = Self.run(["why", path, "\(id).width", "--report", "\(number)"])
    #expect(why.status == .success, "why \(file): \(why.stderr)")
    #expect(why.stdout.contains(id), "why \(file)")
  }

  /// A trace is printed under its file's name, as `explain` prints it.
  @Test func aTraceNamesItsFile() {
    for command in ["solve", "ambiguity"] {
      let result = Self.run([command, "fixtures/console-logs/038.log"])
      #expect(result.status == .success)
      #expect(
        result.stdout.hasPrefix("fixtures/console-logs/038.log:2: _autolayoutTrace:"),
        "\(command): \(result.stdout)")
    }
  }

  /// The error says what the input holds and, in words, what the command cannot do with it
  /// ("nothing to check for ambiguity", never "nothing to ambiguity").
  @Test func aLogWithNothingToLayOutSaysWhatItIs() {
    let cases = [
      (["solve"], "solve"), (["ambiguity"], "check for ambiguity"), (["graph"], "draw"),
      (["why", "fixtures/check/clean.log", "a.width"], "explain"),
    ]
    for (command, phrase) in cases {
      let arguments = command.count == 1 ? command + ["fixtures/check/clean.log"] : command
      let result = Self.run(arguments)
      #expect(result.status == .usageOrInputError)
      #expect(result.stdout.isEmpty)
      #expect(
        result.stderr
          == "error: fixtures/check/clean.log: a console log with no constraint reports or layout"
          + " traces; nothing to \(phrase)\n", "\(command): \(result.stderr)")
    }
  }

  /// `[LayoutConstraints] ...` is a log, not JSON that fails at `$[0]`.
  @Test func aLogStartingWithABracketIsALog() throws {
    let log = try Fixtures.text("check/multi-report.log")
    let bracketed = log.split(separator: "\n", omittingEmptySubsequences: false).map {
      $0.replacingOccurrences(
        of: #"^.*\] \[LayoutConstraints\]"#, with: "[LayoutConstraints]",
        options: .regularExpression)
    }.joined(separator: "\n")
    #expect(bracketed.hasPrefix("[LayoutConstraints] Unable"))
    let result = Self.run(["solve", "-", "--report", "1"], stdin: bracketed)
    #expect(result.status == .success, "\(result.stderr)")
    #expect(result.stdout.hasPrefix("<stdin>:1: report 1 of 3, read as a layout"))
    let out = Self.run(["solve", "-", "--report", "4"], stdin: bracketed)
    #expect(out.status == .usageOrInputError)
    #expect(
      out.stderr
        == "error: --report 4: <stdin> is a console log with 3 conflict reports; reports are"
        + " numbered 1...3\n")
  }

  /// `explain` reads listings and dumps: their conflicts explained as a log's are.
  @Test func explainReadsAListing() {
    let result = Self.run(["explain", "fixtures/same-conflict/button.layout"])
    #expect(result.status == .success, "\(result.stderr)")
    #expect(result.stdout.contains("button must be exactly 20 pt tall"))
  }
}
