import Foundation
import LayoutTestSupport
import Testing

@testable import LayoutDoctorCLI

/// A conflict written as a listing and the console report UIKit prints for it give the same
/// finding: the same rule, the same minimal set, the same certificate and the same verified
/// fixes, in the same words (only item names and line numbers differ).
@Suite struct SameConflictTests {
  /// Each seed example: the listing, the log, and the log's item names for the listing's ids.
  static let pairs: [(name: String, names: [String: String])] = [
    ("button", ["UIButton:0x107fb4260": "button"]),
    ("row", ["UILabel:0x7f9a10c0e0": "label", "UIView:0x7f9a10b000": "root"]),
  ]

  static func findings(_ path: String) throws -> [[String: Any]] {
    let result = CheckCommandTests.run([path, "--format", "json"])
    #expect(result.status == .findings)
    let document = try #require(
      try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
    return try #require(document["findings"] as? [[String: Any]])
  }

  /// The text with names mapped to the listing's ids and line numbers and system marks removed.
  static func normalized(_ text: String, names: [String: String]) -> String {
    var text = text
    for (logName, id) in names { text = text.replacingOccurrences(of: logName, with: id) }
    for mark in [
      " (UIKit broke this one)", " (broken)", " #UIView-Encapsulated-Layout-Width (root frame)",
      "'UIView-Encapsulated-Layout-Width' ",
    ] {
      text = text.replacingOccurrences(of: mark, with: "")
    }
    return text.replacingOccurrences(
      of: #"line \d+"#, with: "line N", options: .regularExpression)
  }

  @Test(arguments: pairs.map(\.name))
  func listingAndLogAgree(name: String) throws {
    let names = try #require(Self.pairs.first { $0.name == name }).names
    let listing = try Self.findings("fixtures/same-conflict/\(name).layout")
    let log = try Self.findings("fixtures/same-conflict/\(name).log")
    #expect(listing.count == 1)
    #expect(log.count == 1)
    let (a, b) = (try #require(listing.first), try #require(log.first))
    #expect(a["rule"] as? String == b["rule"] as? String)
    #expect(a["rule"] as? String == "unsatisfiable-constraints")
    let message = { (finding: [String: Any]) in
      Self.normalized(finding["message"] as? String ?? "", names: names)
    }
    #expect(message(a) == message(b))
    #expect(message(a).contains(" pt"))
    let notes = { (finding: [String: Any]) -> [String] in
      let notes = finding["notes"] as? [[String: Any]] ?? []
      return notes.map { Self.normalized($0["message"] as? String ?? "", names: names) }
        .filter { !$0.hasPrefix("Nearest app view") }
    }
    #expect(notes(a) == notes(b))
    let fixes = { (finding: [String: Any]) -> [String] in
      let fixes = finding["fixes"] as? [[String: Any]] ?? []
      return fixes.map {
        Self.normalized(
          ($0["message"] as? String ?? "") + " " + ($0["effect"] as? String ?? ""), names: names)
      }
    }
    #expect(fixes(a) == fixes(b))
    #expect((a["farkasMultipliers"] as? [Double])?.isEmpty == false)
    #expect(a["farkasMultipliers"] as? [Double] == b["farkasMultipliers"] as? [Double])
    #expect(fixes(a).count >= 2)
  }

  /// The text report of each side, as a user reads it.
  @Test(arguments: pairs.map(\.name))
  func goldens(name: String) throws {
    let result = CheckCommandTests.run([
      "fixtures/same-conflict/\(name).layout", "fixtures/same-conflict/\(name).log",
    ])
    #expect(result.status == .findings)
    if let failure = Snapshot.check(result.stdout, named: "same-conflict-\(name).text.txt") {
      Issue.record(Comment(rawValue: failure))
    }
  }
}
