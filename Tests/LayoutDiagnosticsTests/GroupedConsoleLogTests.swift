import LayoutDiagnostics
import LayoutParsing
import LayoutTestSupport
import Testing

/// `ConsoleReportGroups` and `GroupedConsoleLog`: reports and traces repeated with other
/// addresses are one group, analysed once; a conflict two distinct reports share is counted
/// once; `check` groups reports the same way.
@Suite struct GroupedConsoleLogTests {
  /// Four reports (three the same up to addresses, one sharing their conflict and adding
  /// another) and two traces the same up to addresses.
  static func log() throws -> ConsoleLog {
    try ConsoleLog(
      parsing: Fixtures.text("repeated/shared-conflict.log"), file: "shared-conflict.log")
  }

  @Test func reportsTheSameUpToAddressesAreOneGroup() throws {
    var groups = ConsoleReportGroups()
    for report in try Self.log().reports { groups.add(report) }
    #expect(groups.groups.map(\.lines) == [[1, 25, 37], [11]])
    #expect(groups.reportCount == 4)
    // Read with a dump, addresses decide which views a report is about: no two are the same.
    var byAddress = ConsoleReportGroups(keepingAddresses: true)
    for report in try Self.log().reports { byAddress.add(report) }
    #expect(byAddress.groups.map(\.lines) == [[1], [11], [25], [37]])
  }

  @Test func tracesTheSameUpToAddressesAreOneGroup() throws {
    var groups = ConsoleReportGroups()
    for trace in try Self.log().traces { groups.add(trace) }
    #expect(groups.groups.map(\.lines) == [[22, 34]])
  }

  @Test func eachGroupIsAnalysedOnceAndEachConflictCountedOnce() throws {
    var grouped = GroupedConsoleLog<ConsoleReportOutcome>(file: "shared-conflict.log")
    var analysed: [Int] = []
    try ConsoleLog.forEachEntry(inFileAt: Fixtures.url("repeated/shared-conflict.log").path) {
      entry in
      grouped.add(entry) { report in
        analysed.append(report.line)
        return ConsoleReportOutcome(ConsoleReportAnalysis(report: report, file: "log"))
      }
    }
    #expect(analysed == [1, 11])
    #expect(grouped.entries.count == 3)
    #expect(grouped.firstTraces.map(\.line) == [22])
    // The badge conflict is in all four reports; the title's in the second only.
    let distinct = grouped.distinctConflicts
    #expect(distinct.map(\.occurrences) == [4, 1])
    #expect(distinct.map(\.group) == [0, 1])
    let badge = try #require(
      grouped.firstReports[1].analysis?.conflicts.firstIndex {
        $0.members == [0, 1]
      })
    #expect(grouped.earlierExplanation(ofConflict: badge, inGroup: 1)?.group == 0)
    #expect(grouped.earlierExplanation(ofConflict: 1 - badge, inGroup: 1) == nil)
    #expect(grouped.earlierExplanation(ofConflict: 0, inGroup: 0) == nil)
  }

  /// `check` folds the same reports: one finding per distinct conflict, seen as often as
  /// `explain` counts it.
  @Test func checkCountsWhatExplainCounts() throws {
    let findings = try Finding.minimalConflicts(in: Self.log()).mergingRepeats()
    #expect(findings.map(\.occurrences).sorted() == [1, 4])
  }

  /// What `explain --format json` gives of a grouped log: each distinct report with the lines
  /// of its repeats, each distinct trace likewise; analysed as `check` analyses reports.
  @Test func theExplanationListsEachDistinctReportWithItsRepeats() throws {
    var grouped = GroupedConsoleLog<ConsoleReportAnalysis>(file: "shared-conflict.log")
    let analyse = ConsoleReportAnalysis.analyser(file: "shared-conflict.log", dump: nil)
    try ConsoleLog.forEachEntry(inFileAt: Fixtures.url("repeated/shared-conflict.log").path) {
      grouped.add($0, analyse: analyse)
    }
    let (reports, traces) = grouped.explanation
    #expect(reports.map(\.line) == [1, 11])
    #expect(reports.map(\.repeats) == [[25, 37], []])
    #expect(traces.map(\.line) == [22])
    #expect(traces.map(\.repeats) == [[34]])
  }
}
