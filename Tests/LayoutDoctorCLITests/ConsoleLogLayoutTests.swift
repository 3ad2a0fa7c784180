import Foundation
import LayoutTestSupport
import Testing

@testable import LayoutDoctorCLI

/// `solve`, `ambiguity` and `why` on a console log, whose reports are read as layouts: the
/// constraint the log says UIKit broke is the one broken, with its line and address in JSON;
/// what the log does not show is "not determined by what the log shows", never an ambiguity of
/// the app with a constraint to add; and each item is named once.
@Suite struct ConsoleLogLayoutTests {
  struct Run {
    var status: ExitCode
    var stdout: String
    var stderr: String
  }

  static func run(_ arguments: [String]) -> Run {
    let io = CommandIO(readStandardInput: { [] })
    let status = LayoutDoctorCLI.run(arguments, io: io)
    return Run(status: status, stdout: io.stdout.text, stderr: io.stderr.text)
  }

  /// A navigation bar's report (`048.log`, report 1): UIKit broke
  /// `'BIB_Trailing_CB_Leading'` at line 7 (its address `0x6000024c6300`), not the
  /// container's width the rebuilt system would break on its own.
  static let log = "fixtures/console-logs/048.log"

  @Test func solveBreaksTheLogsConstraintAndGivesItsLineAndAddress() throws {
    let result = Self.run(["solve", Self.log, "--report", "1", "--format", "json"])
    #expect(result.status == .success)
    let object = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8))
    let reports = (object as? [String: Any])?["reports"] as? [[String: Any]]
    let solved = reports?.first?["result"] as? [String: Any]
    let broken = solved?["brokenConstraints"] as? [[String: Any]] ?? []
    let entry = broken.first { $0["address"] as? String == "0x6000024c6300" }
    #expect(entry?["line"] as? Int == 7)
    #expect((entry?["constraint"] as? String)?.contains("BIB_Trailing_CB_Leading") == true)
    let members = entry?["conflictingWith"] as? [[String: Any]] ?? []
    #expect(!members.isEmpty)
    #expect(members.allSatisfy { $0["line"] is Int && $0["address"] is String })
    #expect(
      !broken.contains {
        ($0["constraint"] as? String)?.contains("UIView-Encapsulated-Layout-Width") == true
      })
  }

  /// Where the log names a broken constraint that no conflict of the rebuilt report holds,
  /// those conflicts rest on sizes kept non-negative (UIKit's engine lets a size go below
  /// zero): `solve` breaks only what UIKit broke when the rest holds without that. 318.log,
  /// report 1: UIKit broke `UIView:0x101d6a260.height == 124.2` (line 7); the keyboard's
  /// chain (lines 15-28) holds with a negative height.
  @Test func solveBreaksOnlyWhatUIKitBrokeWhenTheRestHolds() throws {
    let result = Self.run([
      "solve", "fixtures/console-logs/318.log", "--report", "1", "--format", "json",
    ])
    #expect(result.status == .success)
    let object = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8))
    let reports = (object as? [String: Any])?["reports"] as? [[String: Any]]
    let solved = reports?.first?["result"] as? [String: Any]
    let broken = solved?["brokenConstraints"] as? [[String: Any]] ?? []
    #expect(broken.map { $0["line"] as? Int } == [7])
    #expect(broken.first?["address"] as? String == "0x6000021804b0")
  }

  @Test func solveSaysWhatTheLogDoesNotShowAndNamesEachViewOnce() {
    let result = Self.run(["solve", Self.log, "--report", "1"])
    #expect(result.status == .success)
    #expect(result.stdout.contains("<UILayoutGuide: 0x600003e76f40; frame = "))
    #expect(result.stdout.contains(" - not determined by what the log shows: minX (-∞, +∞)"))
    #expect(!result.stdout.contains("AMBIGUOUS"))
    #expect(!result.stdout.contains("ambiguous"))
  }

  @Test func ambiguityOnALogOffersNoFixAndNamesEachItemOnce() {
    let result = Self.run(["ambiguity", Self.log, "--report", "1"])
    #expect(result.status == .success)
    let text = result.stdout
    #expect(text.contains("•UILayoutGuide:0x600003e76f40- not determined by what the log shows:"))
    #expect(text.contains("UILayoutGuide:0x600003e76f40.minX{id: "))
    #expect(!text.contains("UILayoutGuide:UILayoutGuide:"))
    #expect(!text.contains("_UIButtonBarButton:_UIButtonBarButton:"))
    #expect(!text.contains("AMBIGUOUS LAYOUT"))
    #expect(!text.contains("ambiguous"))
    #expect(!text.contains(" fix "))
    #expect(!text.contains("add "))
    #expect(text.contains("5 of 5 views are not determined by what the log shows"))
  }

  @Test func ambiguityJSONOnALogHasNoCauseOfTheAppsAndNoFix() throws {
    let result = Self.run(["ambiguity", Self.log, "--report", "1", "--format", "json"])
    let object = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8))
    let reports = (object as? [String: Any])?["reports"] as? [[String: Any]]
    let views = (reports?.first?["result"] as? [String: Any])?["views"] as? [[String: Any]] ?? []
    #expect(views.count == 5)
    for view in views {
      #expect(view["cause"] as? String == "not-shown-in-log")
      #expect(view["fix"] is NSNull)
    }
  }

  @Test func whyOnALogSaysTheValueIsNotShown() {
    let result = Self.run(["why", Self.log, "UILayoutGuide:0x600003e76f40.minX", "--report", "1"])
    #expect(result.status == .success, "\(result.stderr)")
    #expect(result.stdout.contains("is not determined by what the log shows"))
    #expect(!result.stdout.contains("ambiguous"))
    #expect(!result.stdout.contains(" fix "))
  }

  /// A listing is a whole layout: its ambiguity stays the app's, with a fix.
  @Test func aListingKeepsItsAmbiguityAndFix() {
    let result = Self.run(["ambiguity", "fixtures/layout-dumps/ambiguity-seed-button.layout"])
    #expect(result.stdout.contains("AMBIGUOUS LAYOUT"))
    #expect(result.stdout.contains(" fix "))
    #expect(!result.stdout.contains("what the log shows"))
  }
}
