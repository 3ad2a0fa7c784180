import Foundation
import LayoutDoctorCLI
import LayoutTestSupport
import Testing

/// `explain` on logs that repeat their reports: each distinct report explained once with the
/// lines of its repeats, a summary first, and output that grows with the distinct reports,
/// not with the repeats.
@Suite struct ExplainRepeatsTests {
  static let log = "fixtures/repeated/shared-conflict.log"

  @Test(arguments: ["text", "json"])
  func goldens(format: String) {
    let result = ExplainCommandTests.run([Self.log, "--format", format])
    #expect(result.status == .success)
    #expect(result.stderr.isEmpty)
    let name = "repeated-shared-conflict.explain.\(format == "text" ? "txt" : "json")"
    if let failure = Snapshot.check(result.stdout, named: name) {
      Issue.record(Comment(rawValue: failure))
    }
  }

  @Test func theSummaryComesFirstAndEachConflictIsExplainedOnce() {
    let text = ExplainCommandTests.run([Self.log]).stdout
    #expect(
      text.hasPrefix(
        "fixtures/repeated/shared-conflict.log: 4 reports (2 distinct, each explained once"
          + " below), 2 distinct minimal conflicts, 2 traces.\n"))
    let prose = text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    #expect(
      prose.contains("1. In 4 reports, conflict A of the report at line 1: Vertical conflict"))
    #expect(prose.contains("This report is seen 3 times in the log, at lines 1, 25 and 37"))
    #expect(prose.contains("This trace is seen twice in the log, at lines 22 and 34"))
    #expect(
      prose.contains(
        "Conflict A: 2 constraints that cannot hold together; the same constraints as conflict A"
          + " of the report at line 1, explained there."))
    // The badge's conflict is explained once, the title's once.
    #expect(text.components(separatedBy: "Vertical conflict:").count == 3)  // summary + once
    #expect(text.components(separatedBy: "Horizontal conflict:").count == 2)
  }

  /// `text` pasted `count` times, each paste's addresses moved (as a long run repeats a
  /// conflict with new objects), with an unrelated line between pastes.
  static func pasted(_ text: String, count: Int) -> String {
    let pattern = try! NSRegularExpression(pattern: "(?<![A-Za-z0-9_])0x([0-9a-f]{6,12})")
    var result = ""
    for paste in 0..<count {
      let source = text as NSString
      var start = 0
      for match in pattern.matches(in: text, range: NSRange(location: 0, length: source.length)) {
        result += source.substring(
          with: NSRange(location: start, length: match.range.location - start))
        let digits = source.substring(with: match.range(at: 1))
        let value = (UInt64(digits, radix: 16) ?? 0) + UInt64(paste) * 0x100
        let moved = String(value, radix: 16)
        result += "0x" + String(repeating: "0", count: max(0, digits.count - moved.count)) + moved
        start = match.range.location + match.range.length
      }
      result += source.substring(from: start) + "Test Case 'test\(paste)' passed.\n"
    }
    return result
  }

  /// A log of every report of a real one repeated 300 times gives about the text and page of
  /// the log once: the summary and the lines of the repeats are all that grow.
  @Test(arguments: ["text", "html"])
  func outputGrowsWithDistinctReportsNotRepeats(format: String) throws {
    let once = Self.pasted(try Fixtures.text("console-logs/111.log"), count: 1)
    let many = Self.pasted(try Fixtures.text("console-logs/111.log"), count: 300)
    let small = ExplainCommandTests.run(["-", "--format", format], stdin: once)
    let large = ExplainCommandTests.run(["-", "--format", format], stdin: many)
    #expect(large.status == .success)
    #expect(many.utf8.count > 250 * once.utf8.count)
    let lines = { (text: String) in text.split(separator: "\n").count }
    #expect(lines(large.stdout) <= lines(small.stdout) + 20, "\(format)")
    #expect(large.stdout.utf8.count <= small.stdout.utf8.count + 4_000, "\(format)")
    if format == "html" {
      // One picture per distinct report, and a table of contents.
      #expect(
        large.stdout.components(separatedBy: "<section class=\"report\"").count
          == small.stdout.components(separatedBy: "<section class=\"report\"").count)
      #expect(large.stdout.contains("<nav class=\"contents\">"))
    } else {
      #expect(large.stdout.contains("1,500 reports (4 distinct, each explained once below)"))
    }
  }
}
