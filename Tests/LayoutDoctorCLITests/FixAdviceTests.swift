import Foundation
import LayoutDiagnostics
import LayoutTestSupport
import Testing

@testable import LayoutDoctorCLI

/// The advice `check` and `explain` give for a conflict (issue 30, "Advice that fixes the
/// bug"): two constraints on the same anchors are fixed by keeping one, in the library's own
/// words, before any priority is lowered; one list of fixes per finding, each fix once, three
/// in the formats people read and all in JSON, the same in `explain`; no certificate outside
/// JSON and SARIF properties.
@Suite struct FixAdviceTests {
  /// `check --format json` findings of `path`.
  static func findings(_ path: String) throws -> [[String: Any]] {
    let result = CheckCommandTests.run(["--format", "json", path])
    let document = try #require(
      try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
    return try #require(document["findings"] as? [[String: Any]])
  }

  static func fixMessages(_ finding: [String: Any]) -> [String] {
    (finding["fixes"] as? [[String: Any]] ?? []).compactMap { $0["message"] as? String }
  }

  static func noteMessages(_ finding: [String: Any]) -> [String] {
    (finding["notes"] as? [[String: Any]] ?? []).compactMap { $0["message"] as? String }
  }

  /// The finding whose notes name every text of `members`.
  static func finding(
    in findings: [[String: Any]], naming members: [String]
  ) throws -> [String: Any] {
    try #require(
      findings.first { finding in
        members.allSatisfy { member in noteMessages(finding).contains { $0.contains(member) } }
      })
  }

  // MARK: Two constraints on the same anchors

  /// SnapKit's `makeConstraints` run twice on a cell: the label's height made at 44 and again
  /// at 60 from the same line of ProfileCell.swift.
  @Test func snapKitDoubleConstraintIsFixedByUpdatingTheFirst() throws {
    let findings = try Self.findings("fixtures/duplicate-anchors/snapkit-double.log")
    let pair = try Self.finding(in: findings, naming: ["height == 44", "height == 60"])
    let fixes = Self.fixMessages(pair)
    let first = try #require(fixes.first)
    #expect(
      first.hasPrefix(
        "Both line 7 and line 10 pin the same anchors (UILabel:0x7f9e4c40a2d0.height) with constants 44"
          + " and 60"))
    #expect(first.contains("a second constraint was added instead of updating the first"))
    #expect(first.contains("Keep one and change its constant"))
    #expect(first.contains("snp.updateConstraints (or snp.remakeConstraints)"))
    #expect(first.contains("snp.makeConstraints runs again"))
    #expect(first.contains("(both made at ProfileCell.swift#41: the same code ran twice)"))
    // Lowering a priority hides the bug: it comes after.
    let lower = try #require(fixes.firstIndex { $0.contains("to 999") })
    #expect(lower > 0)
    // Keeping the 44 pt one lets the cell's 60 pt hold; keeping the 60 pt one does not.
    let effect = try #require((pair["fixes"] as? [[String: Any]])?.first?["effect"] as? String)
    #expect(
      effect
        == "Then the other constraints hold if the one on line 7 is the one kept (with the"
        + " other, a conflict remains).")
    // A conflict that holds only one of the two gets no such fix.
    for finding in findings where Self.noteMessages(finding).count > 2 {
      #expect(!Self.fixMessages(finding).contains { $0.contains("pin the same anchors") })
    }
  }

  @Test func masonryDoubleConstraintNamesMasonrysCalls() throws {
    let findings = try Self.findings("fixtures/duplicate-anchors/masonry-double.log")
    let finding = try #require(findings.first)
    let first = try #require(Self.fixMessages(finding).first)
    #expect(
      first.hasPrefix(
        "Both line 7 and line 8 pin the same anchors (UIButton:0x7fdc53d7b010.leading,"
          + " UIView:0x7fdc53d7a2b0.leading) with constants 16 and 24"))
    #expect(first.contains("mas_updateConstraints (or mas_remakeConstraints)"))
    #expect(first.contains("mas_makeConstraints runs again"))
    #expect(!first.contains("SnapKit"))
  }

  /// Plain `NSLayoutConstraint`s (a real log's two VFL heights; a listing's two widths; a
  /// real log's `>= 44` and `== 20`) name no library.
  @Test(arguments: [
    ("fixtures/console-logs/028.log", "with constants 200 and 84"),
    ("fixtures/check/conflicting-widths.layout", "with constants 100 and 200"),
    ("fixtures/console-logs/024.log", "as '>= 44' and '== 20'"),
  ])
  func plainDoubleConstraintNamesNoLibrary(path: String, difference: String) throws {
    let finding = try #require(try Self.findings(path).first)
    let first = try #require(Self.fixMessages(finding).first)
    #expect(first.contains("pin the same anchors ("))
    #expect(first.contains(") \(difference): a second constraint was added"))
    #expect(first.contains("keep a reference to the first and set its constant"))
    #expect(!first.contains("SnapKit"))
    #expect(!first.contains("Masonry"))
  }

  /// `A == B + c` and `B == A - d` pin the same anchors, written the other way round; two
  /// constraints on different anchors do not.
  @Test func sameAnchorsEitherWayRoundOnly() throws {
    let swapped = """
      view root frame=0,0,375,812
      view a in=root
      view b in=root
      a.leading == b.leading + 8
      b.leading == a.leading - 16
      """
    let other = """
      view root frame=0,0,375,812
      view a in=root
      a.leading == root.leading + 8
      a.trailing == root.leading + 4
      a.width == 10
      """
    let folder = try CheckCommandTests.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let swappedURL = folder.appendingPathComponent("swapped.layout")
    let otherURL = folder.appendingPathComponent("other.layout")
    try swapped.write(to: swappedURL, atomically: true, encoding: .utf8)
    try other.write(to: otherURL, atomically: true, encoding: .utf8)
    let finding = try #require(
      try Self.findings(swappedURL.path).first {
        $0["rule"] as? String == "unsatisfiable-constraints"
      })
    let first = try #require(Self.fixMessages(finding).first)
    #expect(first.hasPrefix("Both line 4 and line 5 pin the same anchors (a.leading, b.leading)"))
    #expect(first.contains(" with constants 8 and 16: "))
    for finding in try Self.findings(otherURL.path) {
      #expect(!Self.fixMessages(finding).contains { $0.contains("pin the same anchors") })
    }
  }

  // MARK: One list, each fix once

  /// Every console-log fixture and check fixture.
  static let inputs: [String] =
    Fixtures.files(in: "console-logs", extensions: ["log"]).map { "fixtures/console-logs/\($0)" }
    + Fixtures.files(in: "check", extensions: ["log", "layout"]).map { "fixtures/check/\($0)" }
    + Fixtures.files(in: "duplicate-anchors", extensions: ["log"]).map {
      "fixtures/duplicate-anchors/\($0)"
    }

  /// In JSON each fix is given once, and a constraint's "lower to 999" and "make it '<='"
  /// are one fix.
  @Test(arguments: inputs)
  func eachFixOnce(path: String) throws {
    for finding in try Self.findings(path) {
      let fixes = Self.fixMessages(finding)
      #expect(Set(fixes).count == fixes.count, "\(path): \(fixes)")
      let lowered = fixes.compactMap { fix -> String? in
        guard fix.hasPrefix("Lower the priority of ") else { return nil }
        return String(fix.dropFirst("Lower the priority of ".count).prefix { $0 != "(" })
      }
      for target in lowered {
        #expect(!fixes.contains { $0.hasPrefix("Make \(target)") }, "\(path): \(target)")
      }
    }
  }

  /// At most three fixes in text, Xcode, GitHub and JUnit, the rest counted and in JSON;
  /// no Farkas multipliers there, but in JSON and SARIF properties.
  @Test(arguments: inputs)
  func threeFixesAndNoCertificateInTheFormatsPeopleRead(path: String) throws {
    let json = try Self.findings(path)
    let xcode = CheckCommandTests.run(["--format", "xcode", path]).stdout
    // Xcode: one line per finding, then its notes; a finding's fixes follow its notes.
    var fixLines: [Int] = []
    for line in xcode.split(separator: "\n") {
      if line.contains(": note: Fix: ") {
        fixLines[fixLines.count - 1] += 1
      } else if !line.contains(": note: ") {
        fixLines.append(0)
      }
    }
    #expect(fixLines.count == json.count, "\(path)")
    for (count, finding) in zip(fixLines, json) {
      let all = Self.fixMessages(finding).count
      #expect(count == min(all, 3), "\(path)")
      if all > 3 { #expect(xcode.contains("\(all - 3) more fix")) }
    }
    for format in ["text", "xcode", "github", "junit"] {
      let output = CheckCommandTests.run(["--format", format, path]).stdout
      #expect(!output.contains("Farkas"), "\(path) \(format)")
      #expect(!output.contains("λ"), "\(path) \(format)")
    }
    for finding in json {
      #expect(!Self.noteMessages(finding).contains { $0.contains("Farkas") })
      #expect(!Self.noteMessages(finding).contains { $0.hasPrefix("Fix: ") && $0.contains("999") })
    }
  }

  @Test func certificatesAreInJSONAndSARIFProperties() throws {
    let path = "fixtures/check/conflicting-widths.layout"
    let finding = try #require(try Self.findings(path).first)
    #expect(finding["farkasMultipliers"] as? [Double] == [1, -1])
    let sarif = CheckCommandTests.run(["--format", "sarif", path]).stdout
    let log = try #require(
      try JSONSerialization.jsonObject(with: Data(sarif.utf8)) as? [String: Any])
    let runs = try #require(log["runs"] as? [[String: Any]])
    let result = try #require((runs.first?["results"] as? [[String: Any]])?.first)
    let properties = try #require(result["properties"] as? [String: Any])
    #expect(properties["farkasMultipliers"] as? [Double] == [1, -1])
    let fixes = try #require(properties["fixes"] as? [[String: Any]])
    #expect(fixes.count == Self.fixMessages(finding).count)
  }

  /// `explain` prints the fixes `check` gives for each conflict, in the same order, the same
  /// three, in one report's explanation, with the items called by the short names that
  /// report's legend lists.
  @Test(arguments: inputs.filter { $0.hasSuffix(".log") })
  func explainAndCheckGiveTheSameFixes(path: String) throws {
    let explain = ExplainCommandTests.run([path]).stdout
    // One section per report, each with its legend of short names.
    let sections = explain.components(separatedBy: "\n\n\(path):").map { section in
      (
        text: section.split(whereSeparator: { $0 == " " || $0 == "\n" }).joined(separator: " "),
        aliases: Self.legend(section)
      )
    }
    // The minimal conflicts (a report that cannot be rebuilt is only named in explain).
    let conflicts = try Self.findings(path).filter { $0["farkasMultipliers"] != nil }
    for finding in conflicts {
      let messages = Self.fixMessages(finding).prefix(3).map {
        $0.split(separator: " ").joined(separator: " ")
      }
      let explained = sections.contains { section in
        var position = section.text.startIndex
        for message in messages {
          let words = Self.shortened(message, section.aliases)
          guard let found = section.text.range(of: words, range: position..<section.text.endIndex)
          else { return false }
          position = found.upperBound
        }
        return true
      }
      #expect(explained, "\(path): \(messages)")
    }
  }

  /// The short names a report's explanation lists (`    Label1 = UILabel:0x1'Text'`), as
  /// (full name, alias) pairs.
  static func legend(_ section: String) -> [(name: String, alias: String)] {
    guard let start = section.range(of: "Below, the items are called by short names:\n") else {
      return []
    }
    var pairs: [(name: String, alias: String)] = []
    for line in section[start.upperBound...].split(
      separator: "\n", omittingEmptySubsequences: false)
    {
      guard line.hasPrefix("    "), let equals = line.range(of: " = ") else { break }
      let alias = line[..<equals.lowerBound].trimmingCharacters(in: .whitespaces)
      let name = String(line[equals.upperBound...])
      pairs.append((name, alias))
      // The same item without its text.
      if let quote = name.firstIndex(of: "'") { pairs.append((String(name[..<quote]), alias)) }
    }
    return pairs
  }

  /// `message` with the legend's names replaced by their aliases, longest first.
  static func shortened(_ message: String, _ aliases: [(name: String, alias: String)]) -> String {
    var text = message
    for (name, alias) in aliases.sorted(by: { $0.name.count > $1.name.count }) {
      text = text.replacingOccurrences(of: name, with: alias)
    }
    return text
  }
}
