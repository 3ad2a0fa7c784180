import Foundation
import LayoutDiagnostics
import LayoutParsing
import LayoutTestSupport
import Testing

/// The kinds of conflict a console report can hold once what the log does not show is an
/// explicit unknown: certain for every value in the unknowns' domains, only if layout margins
/// are not negative, only under UIKit's defaults, or only if an unnamed superview is one of the
/// listed views.
@Suite struct ConflictUnknownsTests {
  static func report(_ name: String) throws -> ConsoleExplanation.Report {
    let log = try ConsoleLog(
      parsing: Fixtures.text("unknowns/\(name).log"), file: "\(name).log")
    return try #require(ConsoleExplanation(log: log).reports.first)
  }

  /// A search header's shape: `mL + w(label) + 8 + w(button) + mR = 0` has no solution with
  /// margins and widths >= 0. Widths are never negative, but UIKit allows negative layout
  /// margins and the log does not show these two: the conflict holds if they are not
  /// negative, and says so (the two `>= 0` come after the members, as its certificate has them).
  @Test func certainForEveryNonNegativeMargin() throws {
    let report = try Self.report("certain")
    #expect(report.reproduced)
    #expect(
      report.unknowns.map(\.name) == [
        "UIView:0x7f00.layoutMargins.left", "UIView:0x7f00.layoutMargins.right",
      ])
    #expect(report.unknowns.allSatisfy { $0.domain == ">= 0" && $0.default == 8 })
    let conflict = try #require(report.conflicts.first)
    #expect(report.conflicts.count == 1)
    #expect(conflict.constraints == [0, 1, 2, 3])
    #expect(
      conflict.assumptions == [
        "UIView:0x7f00's left layout margin at least 0 pt",
        "UIView:0x7f00's right layout margin at least 0 pt",
      ])
    #expect(conflict.assumed.map(\.rhs) == [0, 0])
    #expect(conflict.multipliers == [-1, -1, -1, 1, 1, 1])
    #expect(
      conflict.explanation
        == "Horizontal conflict: UIView:0x7f00 must be at least 8 pt wide for the other 3"
        + " constraints to hold, but UIKit's 'UIView-Encapsulated-Layout-Width' (line 5: the size"
        + " its container imposes) fixes it at 0 pt. This conflict holds only if layout margins"
        + " the log does not show are not negative (UIView:0x7f00's left layout margin at least"
        + " 0 pt, UIView:0x7f00's right layout margin at least 0 pt); UIKit allows negative"
        + " margins. UIKit would break UIButton:0x7f02.leading == UILabel:0x7f01.trailing + 8"
        + " (line 3), one of these 4.")
    #expect(report.predictedBrokenConstraint == 1)
  }

  /// A 0-pt bar holding a stack view whose margins guide starts 12 pt below its top and ends
  /// 6 pt above its bottom, with a button as tall as the guide: UIKit lists all six and breaks
  /// the bottom margin's constraint. A layout margin may be negative in UIKit (the device kept
  /// a guide of -18 pt), so this is one conflict, as UIKit reported, not two that each hold only
  /// if the other margin is at least 0 pt.
  @Test func aLayoutMarginMayBeNegative() throws {
    let report = try Self.report("negative-margin")
    #expect(report.conflicts.map(\.constraints) == [[0, 1, 2, 3, 4, 5]])
    let conflict = try #require(report.conflicts.first)
    #expect(conflict.assumptions.isEmpty)
    #expect(!report.nonNegativeVariables.contains { $0.contains("layoutMargins") })
    #expect(
      conflict.explanation.hasPrefix(
        "Vertical conflict: App.FooterBar:0x7f2a001 must be at least 18 pt tall for the other 5"
          + " constraints to hold"))
  }

  /// A 320-pt image 8 pt outside each margin of a 375-pt cell: a conflict only under the
  /// default margins (8 + 8), and the report says what they must add up to.
  @Test func conflictUnderDefaultMarginsNamesTheAssumption() throws {
    let report = try Self.report("assumed")
    let conflict = try #require(report.conflicts.first)
    #expect(conflict.constraints == [0, 1, 2, 3])
    #expect(
      conflict.assumptions == [
        "UITableViewCellContentView:0x7f10's left layout margin = 8 pt",
        "UITableViewCellContentView:0x7f10's right layout margin = 8 pt",
      ])
    #expect(conflict.assumed.map(\.rhs) == [8, 8])
    #expect(
      conflict.assumed.map { $0.terms.keys.sorted() } == [
        ["UITableViewCellContentView:0x7f10.layoutMargins.left"],
        ["UITableViewCellContentView:0x7f10.layoutMargins.right"],
      ])
    #expect(conflict.multipliers == [1, 1, 1, -1, 1, 1])
    #expect(conflict.explanation.contains("must be exactly 320 pt wide"))
    #expect(conflict.explanation.contains("fixes it at 375 pt"))
    #expect(
      conflict.explanation.hasSuffix(
        "the constraints can all hold if those 2 values add up to exactly 71 pt. UIKit would"
          + " break UIImageView:0x7f11.width == 320 (line 2), one of these 4."))
  }

  /// `h=--& v=--& UILabel:0x7f21.midY == 486.912` with the label centred on a view that fills a
  /// 736-pt window: the conflict appears when the label's unnamed superview is that view.
  @Test func unnamedSuperviewIsTriedAmongTheListedViews() throws {
    let report = try Self.report("superview")
    #expect(report.unknowns.map(\.name) == ["UILabel:0x7f21.superview"])
    #expect(report.unknowns.first?.domain == "one of the listed views")
    #expect(report.unknowns.first?.default == nil)
    let conflict = try #require(report.conflicts.first)
    #expect(conflict.constraints == [0, 1, 2, 3, 4])
    #expect(conflict.assumptions == ["UILabel:0x7f21's superview is UIView:0x7f22"])
    #expect(conflict.multipliers == [-1, 1, -0.5, 0.5, 0.5])
    #expect(
      conflict.explanation
        == "Vertical conflict: UILabel:0x7f21.midY must be exactly 368 pt below UIView:0x7f22.top"
        + " for the other 4 constraints to hold, but its autoresizing mask (h=--& v=--&, line 2)"
        + " puts it 486.912 pt below UIView:0x7f22.top. The log does not name the superview of"
        + " UILabel:0x7f21; this conflict appears if it is UIView:0x7f22. UIKit would break"
        + " UIView:0x7f22.bottom == UIWindow:0x7f23.bottom (line 5), one of these 5.")
    #expect(conflict.suggestions.first?.kind == "disableAutoresizingMask")
  }
}

/// When a container's size (encapsulated layout, an autoresizing frame) takes part in a
/// conflict with the app's constraints, one fix gives the container the size the others need.
@Suite struct ContainerFixTests {
  static func conflict(_ path: String) throws -> ConsoleExplanation.Conflict {
    let log = try ConsoleLog(parsing: Fixtures.text(path), file: path)
    return try #require(ConsoleExplanation(log: log).reports.first?.conflicts.first)
  }

  @Test func exactSizeForAPinnedRow() throws {
    let conflict = try Self.conflict("same-conflict/row.log")
    let fix = try #require(conflict.suggestions.first { $0.kind == "resizeContainer" })
    #expect(fix.size == 120)
    #expect(fix.constraint == 3)
    #expect(fix.verified)
    #expect(
      fix.message
        == "Give UIView:0x7f9a10b000 120 pt of width (its container, cell or window sets it):"
        + " UIKit's 'UIView-Encapsulated-Layout-Width' sets it to 100 pt, and the other"
        + " constraints need 120 pt.")
    // After the app's own changes.
    #expect(conflict.suggestions.last?.kind == "resizeContainer")
  }

  @Test func lowerBoundWhenTheOthersOnlyNeedRoom() throws {
    let conflict = try Self.conflict("unknowns/certain.log")
    let fix = try #require(conflict.suggestions.first { $0.kind == "resizeContainer" })
    #expect(fix.size == 8)
    #expect(fix.message.contains("at least 8 pt of width"))
  }

  @Test func noneForAConflictUIKitMadeAlone() throws {
    let log = try ConsoleLog(
      parsing: Fixtures.text("console-logs/018.log"), file: "018.log")
    let conflicts = ConsoleExplanation(log: log).reports.flatMap(\.conflicts)
    #expect(!conflicts.isEmpty)
    #expect(conflicts.allSatisfy { $0.suggestions.isEmpty })
  }
}
