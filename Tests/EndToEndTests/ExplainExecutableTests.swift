import Foundation
import LayoutTestSupport
import Testing

/// `layout-doctor explain` as users run it: the built binary, real streams and exit statuses.
@Suite struct ExplainExecutableTests {
  @Test func explainsARealLog() throws {
    let result = try Executable.run(["explain", "fixtures/console-logs/021.log"])
    #expect(result.status == 0)
    #expect(result.stderr.isEmpty)
    // The summary first, then the report.
    #expect(
      result.stdout.hasPrefix(
        "fixtures/console-logs/021.log: 1 report, 1 minimal conflict.\n\n"
          + "fixtures/console-logs/021.log:1: UIKit could not satisfy the 6 constraints it listed"))
    #expect(result.stdout.contains("must be exactly 250 pt tall"))
  }

  @Test func readsStandardInput() throws {
    let log = try Fixtures.text("console-logs/024.log")
    let result = try Executable.run(["explain", "-", "--format", "json"], stdin: log)
    #expect(result.status == 0)
    #expect(result.stderr.isEmpty)
    let document = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8))
    let reports = (document as? [String: Any])?["reports"] as? [[String: Any]]
    #expect(reports?.first?["file"] as? String == "<stdin>")
    #expect(reports?.first?["reproduced"] as? Bool == true)
  }

  @Test func missingFileIsOneLineAndStatusTwo() throws {
    let result = try Executable.run(["explain", "no-such.log"])
    #expect(result.status == 2)
    #expect(result.stdout.isEmpty)
    #expect(result.stderr == "error: no-such.log: no such file or folder\n")
  }

  /// Bytes that are no text at all (NULs, invalid UTF-8, a lone `(` and `<`) never crash.
  @Test(arguments: [1, 2, 3])
  func binaryGarbageNeverCrashes(seed: UInt64) throws {
    var generator = SplitMix64(seed: seed)
    var bytes = (0..<200_000).map { _ in UInt8(truncatingIfNeeded: generator.next()) }
    let fragment = Array("Unable to simultaneously satisfy constraints.\n(\n\"<NSLayout".utf8)
    bytes.replaceSubrange(1000..<(1000 + fragment.count), with: fragment)
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("layout-doctor-garbage-\(seed)-\(UUID().uuidString).log")
    try Data(bytes).write(to: url)
    defer { try? FileManager.default.removeItem(at: url) }
    for format in ["text", "json"] {
      let result = try Executable.run(["explain", url.path, "--format", format])
      #expect(result.status == 0 || result.status == 2, "seed \(seed): status \(result.status)")
      #expect(result.stderr.split(separator: "\n").count <= 1, "seed \(seed)")
    }
  }
}
