import Foundation
import LayoutDiagnostics
import LayoutParsing
import LayoutTestSupport
import Testing

@testable import LayoutDoctorCLI

/// `check` streams a console log through its analyses (`CheckAnalyses.logFindings`): the
/// findings are those of the log read whole, each analysis run on every report at once.
@Suite struct CheckLogStreamingTests {
  /// The findings of `log` as `check` computed them from the whole log.
  static func wholeLogFindings(_ log: ConsoleLog) -> [Finding] {
    (Finding.minimalConflicts(in: log) + Finding.repeatedLogConstraints(in: log)
      + Finding.traceAmbiguities(in: log) + Finding.unparsedLogLines(in: log)).mergingRepeats()
  }

  static func streamedFindings(path: String, name: String) throws -> [Finding] {
    try CheckAnalyses.standard.logFindings(file: name) { body throws(ConsoleLogError) in
      try ConsoleLog.forEachEntry(inFileAt: path, body)
    }
  }

  static let fixtureLogs = Fixtures.files(in: "console-logs", extensions: ["log"])

  @Test(arguments: fixtureLogs)
  func everyFixtureLog(name: String) throws {
    let whole = ConsoleLog(parsing: try Fixtures.text("console-logs/\(name)"), file: name)
    let path = Fixtures.url("console-logs/\(name)").path
    #expect(try Self.streamedFindings(path: path, name: name) == Self.wholeLogFindings(whole))
  }

  @Test func realCases() throws {
    for name in try Fixtures.sharedFiles(in: "realcases", suffixes: [".log"]) {
      let url = try Fixtures.shared("realcases/\(name)")
      let whole = try ConsoleLog(contentsOfFile: url.path, name: name)
      #expect(
        try Self.streamedFindings(path: url.path, name: name) == Self.wholeLogFindings(whole),
        "\(name)")
    }
  }

  /// Every fixture log pasted into one file, three times over (the same reports repeated,
  /// further down), with unrelated lines between the pastes.
  @Test func pastedLogsRepeatingTheirReports() throws {
    var text = ""
    for round in 0..<3 {
      for name in Self.fixtureLogs {
        text += "CompileSwift normal arm64 /Users/ci/App/View\(round).swift (in target 'App')\n"
        text += try Fixtures.text("console-logs/\(name)") + "\n"
      }
    }
    let path = FileManager.default.temporaryDirectory
      .appendingPathComponent("check-streaming-\(getpid()).log").path
    try Data(text.utf8).write(to: URL(fileURLWithPath: path))
    defer { try? FileManager.default.removeItem(atPath: path) }
    let streamed = try Self.streamedFindings(path: path, name: "pasted.log")
    #expect(streamed == Self.wholeLogFindings(ConsoleLog(parsing: text, file: "pasted.log")))
    #expect(streamed.contains { $0.occurrences >= 3 })
  }

  /// The head decides whether a file is streamed: only when what follows cannot change it.
  @Test func consoleLogHeads() {
    #expect(InputKind.isConsoleLog(head: "noise\nmore", path: "a.log", isWhole: false))
    #expect(InputKind.isConsoleLog(head: "# c\n\nnoise", path: "a.txt", isWhole: true))
    // The first statement is not complete in the head: it could be `view ...`.
    #expect(!InputKind.isConsoleLog(head: "\n\n  vi", path: "a.txt", isWhole: false))
    #expect(!InputKind.isConsoleLog(head: "{\n", path: "a.txt", isWhole: false))
    #expect(!InputKind.isConsoleLog(head: "noise\n", path: "a.json", isWhole: false))
    #expect(!InputKind.isConsoleLog(head: "view root\n", path: "a.txt", isWhole: false))
    #expect(!InputKind.isConsoleLog(head: "noise\n", path: "a.layout", isWhole: true))
  }
}
