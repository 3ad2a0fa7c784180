import LayoutEngine
import LayoutModel
import LayoutParsing

extension LayoutAnalysis {
  /// One console report read as a layout (`ConsoleReportLayout`), built and solved so that the
  /// constraint broken is the one broken for the report (`ConsoleReportAnalysis.brokenIndex`):
  /// the one the log says UIKit broke, else the one prediction `explain` and `check` make.
  /// What `solve`, `ambiguity` and `why` work on.
  ///
  /// That constraint is broken even where the rebuilt constraints hold without breaking it
  /// (what made it conflict is not in the log), since the device broke it
  /// (`LayoutEngineOptions.brokenFirst`). The prediction needs the report's minimal conflicts,
  /// so they are searched only for a report with no recovery line; where the log names a
  /// constraint its list does not hold, `BreakingRule` alone chooses.
  /// - Throws: `AnalysisInputError` when the layout breaks a model rule or the root size is out
  ///   of range.
  public init(
    consoleReport: ConsoleLogReport, file: String, report: Report? = nil,
    options: LayoutEngineOptions = LayoutEngineOptions()
  ) throws(AnalysisInputError) {
    let layout = ConsoleReportLayout(report: consoleReport, file: file)
    var chosen = options
    chosen.isOrderUIKits = true
    chosen.brokenFirst = ConsoleReportAnalysis.statedBrokenIndex(consoleReport, layout: layout)
    if chosen.brokenFirst == nil, consoleReport.brokenConstraint == nil,
      consoleReport.kind != .constraintPrintout, !layout.document.constraints.isEmpty
    {
      chosen.brokenFirst =
        ConsoleReportAnalysis(report: consoleReport, layout: layout, oracle: SolverFeasibility())
        .brokenIndex
    }
    try self.init(document: layout.document, file: file, report: report, options: chosen)
    var addresses: [Int: String] = [:]
    for (index, listed) in layout.reportIndices.enumerated() {
      if let address = consoleReport.constraints[listed].parsed.address {
        addresses[index] = address
      }
    }
    constraintAddresses = addresses
    displayNames = layout.displayNames
  }
}
