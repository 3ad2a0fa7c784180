import LayoutEngine
import LayoutModel
import LayoutParsing

/// The conflict analysis of one console report: the report read as a layout
/// (`ConsoleReportLayout`), then the same `ConflictAnalysis` a listing gets.
public struct ConsoleReportAnalysis: Sendable {
  /// The report.
  public var report: ConsoleLogReport
  /// The report as a layout.
  public var layout: ConsoleReportLayout
  /// The analysis; its indices are the layout document's.
  public var analysis: ConflictAnalysis
  /// The document index of the constraint `BreakingRule` says UIKit breaks, from the rebuilt
  /// system alone (as if the report had no recovery line); `nil` when no conflict among the
  /// listed constraints was found.
  public var predictedBrokenIndex: Int?

  /// The report index of `predictedBrokenIndex`.
  public var predictedReportIndex: Int? { predictedBrokenIndex.flatMap(reportIndex) }

  /// Analyses `report` from `file`.
  public init(report: ConsoleLogReport, file: String) {
    self.init(report: report, file: file, oracle: SolverFeasibility())
  }

  /// Analyses `report` with `oracle` deciding feasibility.
  public init<Oracle: LinearFeasibilityChecking>(
    report: ConsoleLogReport, file: String, oracle: Oracle
  ) {
    self.report = report
    let layout = ConsoleReportLayout(report: report, file: file)
    self.layout = layout
    let framework = report.platform == .macOS ? "AppKit" : "UIKit"
    let broken = report.brokenConstraintIndex.flatMap { layout.documentIndices[$0] }
    let brokenText: String? =
      broken == nil
      ? report.brokenConstraint.map { ConsoleLogWording.short($0.parsed, keepingAddresses: true) }
      : nil
    let listing = ConflictSubject.Listing(
      isRedacted: report.isRedacted, isElided: report.isElided,
      unreadableLines: report.unparsed.count, count: report.constraints.count, isReport: true)
    var subject: ConflictSubject
    if let engine = try? LayoutEngine(document: layout.document) {
      subject = ConflictSubject(
        engine: engine, brokenIndex: broken, brokenText: brokenText, framework: framework,
        displayNames: layout.displayNames, appDefinedViews: layout.appDefinedViews,
        listing: listing)
    } else {
      subject = ConflictSubject(
        document: layout.document, brokenIndex: broken, brokenText: brokenText,
        framework: framework, displayNames: layout.displayNames,
        appDefinedViews: layout.appDefinedViews, listing: listing)
    }
    var analysis = ConflictAnalysis(subject: subject, seeds: [], oracle: oracle)
    let predicted = Self.predictedBrokenIndex(analysis, listed: layout.document.constraints.count)
    predictedBrokenIndex = predicted
    // Without the recovery line (missing, or cut in the source) the rule says which one broke.
    if report.brokenConstraint == nil, let predicted {
      subject.brokenIndex = predicted
      subject.isBrokenPredicted = true
      analysis = ConflictAnalysis(subject: subject, seeds: [], oracle: oracle)
    }
    self.analysis = analysis
  }

  /// The member `BreakingRule` breaks among the listed members of every minimal conflict: a
  /// report shows one broken constraint, and its list may hold several conflicts that share
  /// it.
  static func predictedBrokenIndex(_ analysis: ConflictAnalysis, listed: Int) -> Int? {
    let members = Set(analysis.conflicts.flatMap(\.members)).filter { $0 < listed }.sorted()
    let rule = BreakingRule(hierarchy: analysis.subject.document.hierarchy, isOrderUIKits: true)
    return rule.victim(among: members, of: analysis.subject.constraints)
  }

  /// The index in the report's list of a constraint of the analysis; a constraint the engine
  /// generated (a built-in guide's size is never negative) is numbered after the list.
  public func reportIndex(_ index: Int) -> Int? {
    if layout.reportIndices.indices.contains(index) { return layout.reportIndices[index] }
    let generated = index - layout.document.constraints.count
    guard generated >= 0, index < analysis.subject.constraints.count else { return nil }
    return report.constraints.count + generated
  }

  /// The constraints the engine generated, numbered after the report's list.
  public var generatedConstraints: ArraySlice<LayoutConstraint> {
    analysis.subject.constraints[layout.document.constraints.count...]
  }

  /// The conflicts with their members and fixes as indices into the report's list; members
  /// the engine generated are dropped (the JSON report numbers them after the list instead).
  public var listedConflicts: [LayoutConflict] { conflicts(includingGenerated: false) }

  /// The conflicts with members numbered as `reportIndex` numbers them.
  public func conflicts(includingGenerated: Bool) -> [LayoutConflict] {
    let count = report.constraints.count
    return analysis.conflicts.map { conflict in
      var copy = conflict
      copy.members = conflict.members.compactMap(reportIndex).filter {
        includingGenerated || $0 < count
      }
      copy.suggestions = conflict.suggestions.compactMap { fix in
        var fix = fix
        guard let listed = reportIndex(fix.constraint) else { return nil }
        fix.constraint = listed
        return fix
      }
      return copy
    }
  }

  /// Why each listed constraint was left out, by report index: by the reader (repeated,
  /// inexpressible) or by the analysis (not required).
  public var exclusions: [(index: Int, reason: String)] {
    var result = layout.exclusions.map { (index: $0.key, reason: $0.value) }
    for (index, reason) in analysis.excluded {
      if let listed = reportIndex(index) { result.append((listed, reason)) }
    }
    return result.sorted { $0.index < $1.index }
  }
}
