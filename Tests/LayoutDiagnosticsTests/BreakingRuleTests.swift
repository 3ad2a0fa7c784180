import LayoutDiagnostics
import LayoutEngine
import LayoutModel
import LayoutParsing
import LayoutTestSupport
import Testing

/// `BreakingRule` against what UIKit did: every real log whose report names the broken
/// constraint, a stack view hiding a view whose width the app fixes, and listings in any order.
@Suite struct BreakingRuleTests {
  /// Reports (`FILE#REPORT`) the rule gets wrong, with why.
  static let misses: [String: String] = [
    "027.log#0":
      "UIAlertController's own label and views (public classes, so read as the app's): UIKit"
      + " broke the label's width relative to its container, the rule the container's"
      + " constant 30-pt width; the report shows no hierarchy to tell the views apart.",
    "111.log#3":
      "The keyboard assistant bar's stack view, all UIKit's own constraints: UIKit broke the"
      + " 'UISV-spanning-boundary' inequality, the rule the 'UISV-canvas-connection' equation"
      + " listed before it; UIKit's order among its own stack-view constraints is not printed.",
    "302.log#0":
      "A stack view's spacing broke before its canvas connection; nothing printed tells them"
      + " apart.",
    "303.log#1":
      "A stack view's canvas connection broke before the app's constraints (036.log and 301.log"
      + " break the app's).",
    "309.log#0":
      "Two SnapKit constraints alike but for the constant; 308.log lists the same pair the other"
      + " way round.",
    "312.log#0":
      "The bottom pin broke before the constant height (021.log and 023.log break the size"
      + " first).",
  ]

  /// Reports whose broken constraint is in no minimal conflict the product finds, so no
  /// prediction can match it; they are left out of the rate.
  static let unreproduced: [String: String] = [
    "001.log#0":
      "UIKit broke a 'UISV-alignment' constraint, but the listed constraints conflict without"
      + " it (the cell's 94.3-pt width against the image views' insets and widths)."
  ]

  /// Per report that names its broken constraint, UIKit's choice and the rule's.
  static func outcomes() throws -> [(name: String, broken: Int, predicted: Int?, app: Bool)] {
    var result: [(name: String, broken: Int, predicted: Int?, app: Bool)] = []
    for file in Fixtures.files(in: "console-logs", extensions: ["log"]) {
      let log = try ConsoleLog(parsing: Fixtures.text("console-logs/\(file)"), file: file)
      let reports = log.reports.filter { $0.kind != .constraintPrintout }
      // A cascade's later reports name their broken constraints too.
      let steps = reports.enumerated().flatMap { number, report in
        [("\(number)", report)]
          + report.cascade.indices.map { ("\(number).\($0 + 1)", report.cascadeReport($0)) }
      }
      for (number, report) in steps {
        guard let broken = report.brokenConstraintIndex else { continue }
        let analysis = ConsoleReportAnalysis(report: report, file: file)
        let conflicts = analysis.listedConflicts.filter { $0.members.contains(broken) }
        let name = "\(file)#\(number)"
        guard !conflicts.isEmpty || unreproduced[name] != nil else { continue }
        let hasApp = conflicts.contains { conflict in
          conflict.members.contains { report.constraints[$0].origin == .user }
        }
        result.append((name, broken, analysis.predictedReportIndex, hasApp))
      }
    }
    return result
  }

  /// At least 88% of the reproduced reports: 45 of 51, the misses listed with their reasons,
  /// and no miss breaks one of UIKit's constraints where the app's took part.
  ///
  /// The reports behind each of `BreakingRule`'s keys:
  /// 1. *by who made it*: wherever the app's constraints met UIKit's, UIKit broke one of the
  ///    app's (`021.log`, `023.log` ×5, `034.log`, `036.log`, `057.log`, `107.log` ×2,
  ///    `110.log`, `115.log`), even where UIKit added its own last: a hidden arranged view's
  ///    `UISV-hiding` beside the app's width (braintree/braintree_ios#237), a temporary or
  ///    encapsulated size (`023.log`, `110.log`, `115.log`). Among UIKit's own, the container's
  ///    size held in `048.log` ×3, `109.log` ×2 and `112.log` ×2, the stack's constraint broke
  ///    before the margins' and the margins' before other framework constraints in
  ///    `111.log` ×5; a stack view's arrangement constraints broke before the app's in
  ///    `302.log` and `303.log` report 2, and a `UISV-alignment` constraint in `001.log`.
  /// 2. *by depth*: an inner view's constraint broke, its container's held, in `023.log`
  ///    reports 1, 3 and 5, `034.log`, `040.log`, `048.log` report 2, `109.log` and `112.log`.
  /// 3. *a size set to a constant* before constraints between items (`021.log`, `023.log`
  ///    report 4, `104.log`, `106.log`), the larger before the smaller (`024.log`: `>= 44`
  ///    over `== 20`; `028.log`, `031.log`, `057.log`, `060.log`).
  /// 4. *the far edge*: the bottom inset broke and the top one held in `023.log` reports 3 and
  ///    5, `034.log`, `110.log`, `111.log` and `115.log`; the spacing to the next view broke
  ///    and the leading inset held in `023.log` report 1.
  /// 5. *the order*: UIKit broke the first listed of the remaining candidates in `048.log` ×3.
  ///
  /// `derive(from:)` over the reports of `../shared/realcases` that name their broken
  /// constraint names UIKit's choice in 45 of the 51 whose conflict is reproduced (10 of the
  /// 14 of `301.log`–`319.log`), and leave-one-out also in 45 (`BreakingRuleRealCaseTests`).
  @Test func predictionMatchesUIKitsChoice() throws {
    let outcomes = try Self.outcomes().filter { Self.unreproduced[$0.name] == nil }
    let missed = outcomes.filter { $0.predicted != $0.broken }.map(\.name)
    #expect(Set(missed) == Set(Self.misses.keys))
    #expect(outcomes.count == 51)
    #expect(outcomes.count - missed.count == 45)
    #expect(Double(outcomes.count - missed.count) >= 0.88 * Double(outcomes.count))
    for file in Set(missed.map { String($0.prefix { $0 != "#" }) }) {
      let log = try ConsoleLog(parsing: Fixtures.text("console-logs/\(file)"), file: file)
      for report in log.reports where report.brokenConstraint != nil {
        let analysis = ConsoleReportAnalysis(report: report, file: file)
        guard let predicted = analysis.predictedReportIndex else { continue }
        let hasApp = analysis.listedConflicts.contains { conflict in
          conflict.members.contains { report.constraints[$0].origin == .user }
        }
        #expect(!hasApp || report.constraints[predicted].origin == .user, "\(file)")
      }
    }
  }

  /// The left-out reports really are not reproduced: UIKit's broken constraint is in no
  /// minimal conflict.
  @Test func unreproducedReportsAreSo() throws {
    let names = try Self.outcomes().filter { Self.unreproduced[$0.name] != nil }.map(\.name)
    #expect(names == ["001.log#0"])
  }

  /// A hidden arranged icon whose width the app fixes at 24 pt: the app's width breaks (as on
  /// the device), the icon is 0 pt wide, nothing is truncated, and the fix is on the app's
  /// side.
  @Test(arguments: ["layout", "json"])
  func stackHidingBreaksTheAppsWidth(format: String) throws {
    let document = try fixtureLayout("layout-dumps/stack-hidden-icon.\(format)")
    let analysis = try LayoutAnalysis(document: document, file: "stack-hidden-icon.\(format)")
    #expect(
      analysis.solution.brokenConstraints.map(\.constraint.listingDescription) == [
        "icon.width == 24"
      ])
    let icon = try #require(analysis.solution.views.first { $0.id == "icon" })
    #expect(icon.frame == LayoutRect(x: 0, y: 0, width: 0, height: 20))
    let findings = analysis.findings()
    #expect(findings.map(\.ruleID) == ["unsatisfiable-constraints"])
    let conflict = try #require(analysis.conflicts().conflicts.first)
    let fix = try #require(conflict.suggestions.first)
    #expect(fix.kind == .lowerPriority(to: LayoutPriority(999)))
    #expect(analysis.engine.constraints[fix.constraint].listingDescription == "icon.width == 24")
    #expect(
      conflict.suggestions.allSatisfy { analysis.engine.constraints[$0.constraint].origin == .user }
    )
  }

  /// Every fixture listing, its lines shuffled (seeded), breaks the same constraints.
  /// The addition order, computed from keys made once per constraint, is the order
  /// `breaksBefore` defines (the constraint kept longest first).
  @Test func additionOrderFollowsTheRule() throws {
    for name in Fixtures.files(in: "layout-dumps", extensions: ["layout"]) {
      let document = try LayoutFileParser.parse(
        Array(Fixtures.text("layout-dumps/\(name)").utf8), file: name
      ).document
      let rule = BreakingRule(hierarchy: document.hierarchy)
      let constraints = document.constraints
      let indices = Array(constraints.indices.reversed())
      let expected = indices.sorted {
        rule.breaksBefore(constraints[$1], at: $1, constraints[$0], at: $0)
      }
      #expect(rule.additionOrder(indices, of: constraints) == expected, "\(name)")
    }
  }

  @Test func reorderingNeverChangesTheBrokenConstraint() throws {
    let folders = ["layout-dumps", "same-conflict", "check"]
    var generator = SplitMix64(seed: 20)
    for folder in folders {
      for file in Fixtures.files(in: folder, extensions: ["layout"]) {
        let text = try Fixtures.text("\(folder)/\(file)")
        let expected = try Self.broken(text, file: file)
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        for round in 0..<8 {
          lines.shuffle(using: &generator)
          let shuffled = lines.joined(separator: "\n")
          #expect(try Self.broken(shuffled, file: file) == expected, "\(file), round \(round)")
        }
      }
    }
  }

  /// The broken constraints of a listing, as text, sorted.
  static func broken(_ text: String, file: String) throws -> [String] {
    let document = try LayoutListingParser.parse(Array(text.utf8), file: file)
    return try LayoutEngine(document: document).solve().brokenConstraints.map(
      \.constraint.listingDescription
    ).sorted()
  }

  func fixtureLayout(_ path: String) throws -> LayoutDocument {
    try LayoutFileParser.parse(Array(try Fixtures.text(path).utf8), file: path).document
  }
}
