import LayoutDiagnostics
import LayoutEngine
import LayoutModel
import LayoutParsing
import LayoutTestSupport
import Testing

/// `BreakingRule` derived from, and measured on, every report of `../shared/realcases` that
/// names the constraint UIKit broke and whose conflict is reproduced.
@Suite struct BreakingRuleRealCaseTests {
  /// The reports whose broken constraint leave-one-out misses (the order derived without the
  /// report's file does not name it), with why.
  static let leaveOneOutMisses: [String: String] = [
    "027.log#0": "UIAlertController's own views read as the app's; no hierarchy to tell them apart",
    "111.log#3": "UIKit's order among its own stack-view constraints is not printed",
    "302.log#0":
      "a stack view's spacing broke before its canvas connection; nothing printed tells them apart",
    "303.log#1":
      "a stack view's canvas connection broke before the app's constraints (036.log and 301.log break the app's)",
    "309.log#0":
      "two SnapKit constraints alike but for the constant; 308.log lists the same pair the other way round",
    "312.log#0":
      "the bottom pin broke before the constant height (021.log and 023.log break the size first)",
  ]

  static func cases() throws -> [BreakingRule.Case] {
    var result: [BreakingRule.Case] = []
    for file in try Fixtures.sharedFiles(in: "realcases", suffixes: [".log"]) {
      let url = try Fixtures.shared("realcases/\(file)")
      let log = try ConsoleLog(contentsOfFile: url.path, name: file)
      let reports = log.reports.filter { $0.kind != .constraintPrintout }
      // A cascade's later reports name their broken constraints too.
      let steps = reports.enumerated().flatMap { number, report in
        [("\(number)", report)]
          + report.cascade.indices.map { ("\(number).\($0 + 1)", report.cascadeReport($0)) }
      }
      for (number, report) in steps {
        let analysis = ConsoleReportAnalysis(report: report, file: file)
        if let item = analysis.breakingCase(name: "\(file)#\(number)") { result.append(item) }
      }
    }
    return result
  }

  /// Deriving on every file gives the order the rule uses, which names UIKit's choice in 45
  /// of the 51 reproduced reports (10 of the 14 of 301–319).
  @Test func derivingAgainGivesTheRuleInUse() throws {
    let cases = try Self.cases()
    #expect(cases.count == 51)
    #expect(BreakingRule.derive(from: cases) == BreakingRule.Criterion.derivedOrder)
    let hits = cases.filter { $0.predicted(by: BreakingRule.Criterion.derivedOrder) == $0.broken }
    #expect(hits.count >= 45)
    let newer = cases.filter { $0.name >= "301" }
    #expect(newer.count == 14)
    #expect(
      newer.filter { $0.predicted(by: BreakingRule.Criterion.derivedOrder) == $0.broken }.count
        >= 10)
  }

  /// Leave-one-out, per file: derived on all files but one, predicting that one. At least 45
  /// of 51; every miss is listed with why.
  @Test func leaveOneOutPerFile() throws {
    let cases = try Self.cases()
    let outcomes = BreakingRule.leaveOneOut(cases)
    var table: [String: (hits: Int, total: Int)] = [:]
    for outcome in outcomes {
      let file = String(outcome.name.prefix { $0 != "#" })
      table[file, default: (0, 0)].total += 1
      if outcome.hit { table[file, default: (0, 0)].hits += 1 }
    }
    for file in table.keys.sorted() {
      print("leave-one-out \(file): \(table[file]?.hits ?? 0)/\(table[file]?.total ?? 0)")
    }
    let missed = Set(outcomes.filter { !$0.hit }.map(\.name))
    #expect(missed.isSubset(of: Set(Self.leaveOneOutMisses.keys)), "\(missed)")
    #expect(outcomes.filter(\.hit).count >= 45)
  }
}
