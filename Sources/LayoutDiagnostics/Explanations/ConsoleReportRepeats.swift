import LayoutParsing

/// The outcomes of one console log's reports for `explain`'s text, each distinct report
/// analysed once: a report that is the same as an earlier one up to addresses and line
/// numbers (a reused cell repeating its conflict through a long log) gets the earlier
/// analysis, relabelled with its own addresses and lines.
///
/// Each report is analysed in a canonical form (`ConsoleReportForm`): its addresses replaced
/// by placeholders of the same length in the same order, its line numbers by placeholders in
/// the same order, and what the analysis does not read (the log prefix, the unreadable lines'
/// text) left out. The canonical report holds nothing of any one occurrence, so the analysis
/// cannot carry one report's addresses or lines into another's words; the placeholders in its
/// words are then replaced by the report's own. A report whose form cannot be taken (addresses
/// in capitals, or one that begins another) is analysed on its own, as is one whose
/// relabelled words still hold a placeholder.
public struct ConsoleReportRepeats {
  /// The log's name, as the analysis gives it.
  public let file: String
  /// The outcome of each distinct canonical report analysed so far, by its key.
  private var outcomes: [String: ConsoleReportOutcome] = [:]
  /// How many reports were analysed rather than given an earlier report's outcome.
  public private(set) var analysisCount = 0

  /// How many distinct reports are kept; past that, new reports are analysed each time, so
  /// that memory stays bounded on a log of ever-new reports.
  public static let capacity = 4_096

  /// Creates the outcomes of the log `file`.
  public init(file: String) { self.file = file }

  /// The outcome of the next report of the log (not a dump).
  public mutating func outcome(of report: ConsoleLogReport) -> ConsoleReportOutcome {
    guard let form = ConsoleReportForm(report) else { return fresh(report) }
    if let known = outcomes[form.key] { return form.relabel(known) ?? fresh(report) }
    analysisCount += 1
    let canonical = ConsoleReportOutcome(
      ConsoleReportAnalysis(report: form.canonicalReport(of: report), file: file))
    if outcomes.count < Self.capacity { outcomes[form.key] = canonical }
    return form.relabel(canonical) ?? fresh(report)
  }

  mutating func fresh(_ report: ConsoleLogReport) -> ConsoleReportOutcome {
    analysisCount += 1
    return ConsoleReportOutcome(ConsoleReportAnalysis(report: report, file: file))
  }
}
