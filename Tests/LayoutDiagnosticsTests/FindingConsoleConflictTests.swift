import LayoutDiagnostics
import LayoutModel
import LayoutParsing
import LayoutTestSupport
import Testing

/// Findings made from minimal conflicts of console logs.
@Suite struct FindingConsoleConflictTests {
  func findings(_ name: String) throws -> [Finding] {
    try Finding.minimalConflicts(
      in: ConsoleLog(parsing: Fixtures.text("console-logs/\(name)"), file: name))
  }

  @Test func rulePerConflict() throws {
    #expect(try findings("024.log").map(\.ruleID) == ["unsatisfiable-constraints"])
    // 018: the stack view's width <= 0 against both listed margins: one conflict, as UIKit
    // listed it (a layout margin may be negative, so neither margin alone conflicts).
    #expect(try findings("018.log").map(\.ruleID) == ["system-internal-conflict"])
    #expect(try findings("021.log").map(\.ruleID) == ["autoresizing-conflict"])
    #expect(
      try findings("048.log").map(\.ruleID)
        == Array(repeating: "system-internal-conflict", count: 3))
    #expect(try findings("035.log").isEmpty)
  }

  @Test func findingCarriesMembersCertificateAndFixes() throws {
    let finding = try #require(findings("024.log").first)
    #expect(finding.location == SourceLocation(file: "024.log", line: 9))
    #expect(
      finding.message.hasPrefix(
        "Vertical conflict: App.ButtonA:0x107fb4260 must be exactly 20 pt tall for the other constraint to hold"
      ))
    #expect(
      finding.notes.map(\.message) == [
        "App.ButtonA:0x107fb4260.height >= 44 (UIKit broke this one)",
        "App.ButtonA:0x107fb4260.height == 20",
      ])
    #expect(finding.farkasMultipliers == [1, 1])
    #expect(
      finding.fixes.map(\.text) == [
        "Both line 9 and line 10 pin the same anchors (App.ButtonA:0x107fb4260.height) as '>= 44' and '== 20': a second constraint was added instead of updating the first. Keep one and change its constant (keep a reference to the first and set its constant, or deactivate it first). Then the other constraints hold, whichever of the two is kept.",
        "Lower the priority of App.ButtonA:0x107fb4260.height >= 44 (line 9) to 999. Then App.ButtonA:0x107fb4260 becomes 20 pt tall, 24 pt shorter than this constraint asks (at least 44 pt).",
        "Lower the priority of App.ButtonA:0x107fb4260.height == 20 (line 10) to 999, or make it a '>=' constraint. Then App.ButtonA:0x107fb4260 becomes 44 pt tall, 24 pt taller than this constraint asks (20 pt).",
      ])
    #expect(finding.notes.first?.location == SourceLocation(file: "024.log", line: 9))
    #expect(finding.anchor == "App.ButtonA.height >= 44\nApp.ButtonA.height == 20")
  }

  @Test func unreproducedReportFallsBackToTheReportedConflict() throws {
    let finding = try #require(findings("045.log").first)
    #expect(finding.ruleID == "unsatisfiable-constraints")
    #expect(
      finding.notes.last?.message.hasPrefix(
        "The 9 required constraints of the list can all hold together")
        == true)
  }
}
