import LayoutEngine
import LayoutParsing

/// What `explain`'s text prints of the analysis of one console report: its minimal conflicts
/// with their words and fixes, the constraints left out and why, as indices into the report's
/// list.
///
/// It holds words and indices only (no layout, solver state, certificate or witness), so that
/// a long log's distinct reports can be kept until the log is read (`GroupedConsoleLog`).
public struct ConsoleReportOutcome: Sendable {
  /// The minimal conflicts, members and fixes numbered in the report's list (members the
  /// engine generated dropped, as `ConsoleReportAnalysis.listedConflicts` does), with their
  /// words; their assumptions, certificates, witnesses and documents are left out.
  public var conflicts: [LayoutConflict]
  /// Why listed constraints were left out, by index into the report's list, in index order.
  public var exclusions: [(index: Int, reason: String)]
  /// Whether the analysis found a conflict (`ConflictAnalysis.isReproduced`).
  public var isReproduced: Bool
  /// Whether every minimal conflict was found within the search budget.
  public var isExhaustive: Bool
  /// Why no conflict was found, when none was.
  public var notReproducedReason: String?
  /// The report index of the constraint `BreakingRule` says UIKit breaks, if any.
  public var predictedReportIndex: Int?
  /// What decided `predictedReportIndex` (`ConsoleReportAnalysis.predictionBasis`).
  public var predictionBasis: BreakingRule.Basis?
  /// The report index of the constraint broken for the report, as every command takes it
  /// (`ConsoleReportAnalysis.brokenReportIndex`), if any.
  public var brokenReportIndex: Int?
  /// How the report matched a captured dump, when one was given.
  public var dumpMatch: ConsoleReportDumpMatch?

  /// The outcome of `analysis`.
  public init(_ analysis: ConsoleReportAnalysis) {
    conflicts = analysis.listedConflicts.map { conflict in
      var words = conflict
      words.assumptions = []
      words.certificate = nil
      words.witnesses = []
      words.document = nil
      return words
    }
    exclusions = analysis.exclusions
    isReproduced = analysis.analysis.isReproduced
    isExhaustive = analysis.analysis.isExhaustive
    notReproducedReason = analysis.analysis.notReproducedReason
    predictedReportIndex = analysis.predictedReportIndex
    predictionBasis = analysis.predictionBasis
    brokenReportIndex = analysis.brokenReportIndex
    dumpMatch = analysis.dumpMatch
  }
}
