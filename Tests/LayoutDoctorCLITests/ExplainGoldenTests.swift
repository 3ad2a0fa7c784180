import LayoutTestSupport
import Testing

@testable import LayoutDoctorCLI

/// `layout-doctor explain` on every real console log, text and JSON, against the goldens
/// `fixtures/expected/console-logs-NNN.explain.txt` and `.explain.json`
/// (`RECORD_SNAPSHOTS=1 swift test` re-records them).
@Suite struct ExplainGoldenTests {
  static let files = Fixtures.files(in: "console-logs", extensions: ["log"])

  static func golden(_ file: String, _ ext: String) -> String {
    "console-logs-" + file.dropLast(".log".count) + ".explain." + ext
  }

  @Test func everyRealLogIsCovered() {
    #expect(Self.files.count == 80)
  }

  @Test(arguments: files)
  func text(file: String) {
    let result = ExplainCommandTests.run(["fixtures/console-logs/\(file)"])
    #expect(result.status == .success)
    #expect(result.stderr.isEmpty)
    if let failure = Snapshot.check(result.stdout, named: Self.golden(file, "txt")) {
      Issue.record(Comment(rawValue: failure))
    }
  }

  @Test(arguments: files)
  func json(file: String) {
    let result = ExplainCommandTests.run(["fixtures/console-logs/\(file)", "--format", "json"])
    #expect(result.status == .success)
    #expect(result.stderr.isEmpty)
    if let failure = Snapshot.check(result.stdout, named: Self.golden(file, "json")) {
      Issue.record(Comment(rawValue: failure))
    }
  }
}
