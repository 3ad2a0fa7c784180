import Foundation
import LayoutTestSupport
import Testing

@testable import LayoutDoctorCLI

/// The root sizes `check --sizes` says a finding occurs at are rounded as every reported length
/// is, and a bound where the finding stops is written as one: "below 340 pt" when it does not
/// occur at 340 pt, "from 40 pt" when it does, so two findings that meet at one size do not
/// both seem to include it.
@Suite struct SizeThresholdWordingTests {
  typealias T = SizeSweepTests

  /// The notes of `check --sizes SIZES FILE` that say where a finding occurs along a dimension.
  static func notes(_ file: String, sizes: String) -> [String] {
    let result = T.run(["check", file, "--sizes", sizes])
    return result.stdout.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
      .filter { $0.hasPrefix("note     It occurs") && !$0.contains(" at root size") }
  }

  /// A wrapping label capped at two lines is cut on roots narrower than 346 pt (221 pt of
  /// label for 442 pt of text) and known from the walk's step bound up: both bounds are
  /// rounded (was 129.209524–345.99989 pt, the second moved by the wrap's own tolerance).
  @Test func aWalksBoundsAreRounded() {
    let notes = Self.notes("fixtures/thresholds/wrap-capped.layout", sizes: "200x200,320x200")
    #expect(
      notes == [
        "note     It occurs for root widths from 129.21 pt to below 346 pt (root height 200 pt);"
          + " not known below 129.21 pt (the walk's step bound)."
      ], "\(notes)")
  }

  /// JSON gives a line break where the text does: two lines fit from a 346-pt root (a 221-pt
  /// label for 442 pt of text), not from 345.99989 pt (the wrapping's tolerance was applied to
  /// the line count, a ratio, so it moved the break by 1.1e-4 pt; it is now applied to the
  /// width, in points, below the resolution JSON writes).
  @Test func jsonGivesTheLineBreakTheTextGives() throws {
    let json = T.run([
      "check", "fixtures/thresholds/wrap-capped.layout", "--sizes", "200x200,320x200",
      "--format", "json",
    ])
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
    let findings = try #require(object["findings"] as? [[String: Any]])
    let bounds = findings.flatMap { finding -> [Double] in
      let thresholds = finding["thresholds"] as? [[String: Any]] ?? []
      return thresholds.flatMap { walk in
        (walk["occursFor"] as? [[String: Any]] ?? []).compactMap { $0["upper"] as? Double }
      }
    }
    #expect(bounds.contains(346), "\(bounds)")
    #expect(!bounds.contains { $0 > 345 && $0 < 346 }, "\(bounds)")
  }

  /// A conflict of equations that hold together at one root width says it is the exception.
  @Test func aSizeWhereEquationsAgreeIsTheException() {
    let notes = Self.notes("fixtures/thresholds/exact-width.layout", sizes: "375x100")
    #expect(
      notes == [
        "note     It occurs from a 40-pt wide root view up to the 10000 pt checked, except at"
          + " exactly 340 pt (root height 100 pt)."
      ], "\(notes)")
  }

  /// The box conflicts on roots narrower than 340 pt and is ambiguous on wider ones; at
  /// 340 pt it is neither (its width is exactly 300 pt), and the notes say so.
  @Test func findingsThatMeetAtOneSizeSayWhichHasIt() throws {
    let notes = Self.notes("fixtures/thresholds/narrow-conflict.layout", sizes: "375x100,300x100")
    #expect(
      notes == [
        "note     It occurs above a 340-pt wide root view up to the 10000 pt checked"
          + " (root height 100 pt).",
        "note     It occurs for root widths from 40 pt to below 340 pt (root height 100 pt).",
      ], "\(notes)")
    let json = T.run([
      "check", "fixtures/thresholds/narrow-conflict.layout", "--sizes", "375x100,300x100",
      "--format", "json",
    ])
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
    let findings = try #require(object["findings"] as? [[String: Any]])
    let horizontal = findings.compactMap { finding -> [String: Any]? in
      let thresholds = finding["thresholds"] as? [[String: Any]] ?? []
      let walk = thresholds.first { $0["axis"] as? String == "horizontal" }
      return (walk?["occursFor"] as? [[String: Any]])?.first
    }
    #expect(horizontal.map { $0["lower"] as? Double } == [340, 40])
    #expect(horizontal.map { $0["upper"] as? Double } == [10_000, 340])
    #expect(horizontal.map { $0["includesLower"] as? Bool } == [false, true])
    #expect(horizontal.map { $0["includesUpper"] as? Bool } == [true, false])
  }
}
