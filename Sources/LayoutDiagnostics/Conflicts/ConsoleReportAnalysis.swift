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

  /// The listed constraints `BreakingRule` chooses among (`predictionCandidates(_:listed:oracle:)`),
  /// document indices in increasing order.
  public var predictionCandidates: [Int] = []

  /// What decided `predictedBrokenIndex` (`BreakingRule.basis(of:among:of:)`): a criterion,
  /// or `.order` when nothing the log shows tells it from another member (UIKit's choice then
  /// follows its engine's internal order); `nil` when nothing is predicted.
  public var predictionBasis: BreakingRule.Basis?

  /// The report index of `predictedBrokenIndex`.
  public var predictedReportIndex: Int? { predictedBrokenIndex.flatMap(reportIndex) }

  /// The document index of the constraint broken for this report, the one answer every
  /// command takes: `explain` and `check` mark it, and `solve`, `why`, `ambiguity`, `graph`
  /// and the HTML wireframe break it. It is the constraint the log says UIKit broke, when that
  /// one is in the list; for a report with no recovery line, the one prediction,
  /// `predictedBrokenIndex`; `nil` when the log names a constraint its list does not hold.
  public var brokenIndex: Int? { analysis.subject.brokenIndex }

  /// The report index of `brokenIndex`.
  public var brokenReportIndex: Int? { brokenIndex.flatMap(reportIndex) }

  /// The document index in `layout` of the constraint `report` says UIKit broke ("Will
  /// attempt to recover by breaking constraint"), when it is one of the listed constraints the
  /// layout holds.
  public static func statedBrokenIndex(_ report: ConsoleLogReport, layout: ConsoleReportLayout)
    -> Int?
  {
    report.brokenConstraintIndex.flatMap { layout.documentIndices[$0] }
  }

  /// `options` that break `brokenIndex` first among conflicting required constraints, the
  /// report's list order breaking the rule's last ties, as `LayoutAnalysis` builds a report.
  public func engineOptions(_ options: LayoutEngineOptions = LayoutEngineOptions())
    -> LayoutEngineOptions
  {
    var chosen = options
    chosen.brokenFirst = brokenIndex
    chosen.isOrderUIKits = true
    return chosen
  }

  /// How the report matched a captured dump, when one was given (`init(report:file:dump:)`).
  public var dumpMatch: ConsoleReportDumpMatch?

  /// Analyses `report` from `file`.
  public init(report: ConsoleLogReport, file: String) {
    self.init(report: report, file: file, oracle: SolverFeasibility())
  }

  /// Analyses `report` with a captured dump of the same run: when every item of the report
  /// is in the dump (by address), the report is read with the dump's layout
  /// (`ConsoleReportLayout.joined(with:dumpFile:report:)`), so nothing is unknown and items
  /// carry the app's ids; otherwise it is analysed from the log alone and `dumpMatch` says
  /// which addresses the dump lacks.
  public init(report: ConsoleLogReport, file: String, dump: LayoutDocument, dumpFile: String) {
    let alone = ConsoleReportLayout(report: report, file: file)
    let (joined, match) = alone.joined(with: dump, dumpFile: dumpFile, report: report)
    self.init(report: report, layout: joined ?? alone, oracle: SolverFeasibility())
    dumpMatch = match
  }

  /// Analyses `report` with `oracle` deciding feasibility.
  public init<Oracle: LinearFeasibilityChecking>(
    report: ConsoleLogReport, file: String, oracle: Oracle
  ) {
    self.init(
      report: report, layout: ConsoleReportLayout(report: report, file: file), oracle: oracle)
  }

  /// Analyses `report` read as `layout`.
  init<Oracle: LinearFeasibilityChecking>(
    report: ConsoleLogReport, layout: ConsoleReportLayout, oracle: Oracle
  ) {
    self.report = report
    self.layout = layout
    let framework = report.platform.framework.name
    let broken = Self.statedBrokenIndex(report, layout: layout)
    let brokenText: String? =
      broken == nil
      ? report.brokenConstraint.map { ConsoleLogWording.short($0.parsed, keepingAddresses: true) }
      : nil
    let listing = ConflictSubject.Listing(
      isRedacted: report.isRedacted, isElided: report.isElided,
      unreadableLines: report.listedUnparsed.count,
      isCutOff: report.listedUnparsed.last.map(report.isCutBySource) ?? false,
      count: report.constraints.count, isReport: true)
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
    for (documentIndex, reportIndex) in layout.reportIndices.enumerated()
    where report.constraints.indices.contains(reportIndex) {
      let parsed = report.constraints[reportIndex].parsed
      let library = parsed.className.flatMap(ConstraintSource.Library.init(className:))
      let place = parsed.sourceTag.map { "\($0.file)#\($0.line)" }
      if library != nil || place != nil {
        subject.sources[documentIndex] = ConstraintSource(library: library, place: place)
      }
    }
    var analysis = ConflictAnalysis(subject: subject, seeds: [], oracle: oracle)
    predictionCandidates = Self.predictionCandidates(
      analysis, listed: layout.reportIndices.count, oracle: oracle)
    let (predicted, basis) = Self.prediction(analysis, among: predictionCandidates)
    predictedBrokenIndex = predicted
    predictionBasis = basis
    // Without the recovery line (missing, or cut in the source) the rule says which one broke.
    // Only what depends on the broken constraint is worked out again, not the search.
    if report.brokenConstraint == nil, let predicted {
      analysis = analysis.withBroken(predicted, predicted: true, oracle: oracle)
    }
    self.analysis = analysis
  }

  /// The listed members of every minimal conflict, among which `BreakingRule` says which
  /// UIKit breaks (a report shows one broken constraint, and its list may hold several
  /// conflicts that share it). The conflicts are those with the report's assumed domains held
  /// as facts (`ConflictSubject.holdsAssumedDomains`: margins ≥ 0, the model the rule was
  /// derived in): a margin-guide constraint that a conflict needs only because a margin could
  /// be negative is no candidate (048.log: UIKit broke a bar button's constraint, not the
  /// 8-pt margin beside it), while one without which nothing conflicts still is (111.log).
  static func predictionCandidates<Oracle: LinearFeasibilityChecking>(
    _ analysis: ConflictAnalysis, listed: Int, oracle: Oracle
  ) -> [Int] {
    var conflicts = analysis.conflicts
    if analysis.subject.document.unknowns.contains(where: \.isDomainAssumedInReports) {
      var held = analysis.subject
      held.holdsAssumedDomains = true
      let heldConflicts = ConflictAnalysis(subject: held, seeds: [], oracle: oracle).conflicts
      if !heldConflicts.isEmpty { conflicts = heldConflicts }
    }
    return Set(conflicts.flatMap(\.members)).filter { $0 < listed }.sorted()
  }

  /// The member of `members` `BreakingRule` breaks, and what decided it.
  static func prediction(_ analysis: ConflictAnalysis, among members: [Int])
    -> (index: Int?, basis: BreakingRule.Basis?)
  {
    let rule = BreakingRule(hierarchy: analysis.subject.document.hierarchy, isOrderUIKits: true)
    let constraints = analysis.subject.constraints
    guard let victim = rule.victim(among: members, of: constraints) else { return (nil, nil) }
    return (victim, rule.basis(of: victim, among: members, of: constraints))
  }

  /// The index in the report's list of a constraint of the analysis; a constraint the engine
  /// generated (a built-in guide's size is never negative), or one a joined dump added, is
  /// numbered after the list.
  public func reportIndex(_ index: Int) -> Int? {
    if layout.reportIndices.indices.contains(index) { return layout.reportIndices[index] }
    let generated = index - layout.reportIndices.count
    guard generated >= 0, index < analysis.subject.constraints.count else { return nil }
    return report.constraints.count + generated
  }

  /// The constraints not in the report's list, numbered after it: those the engine generated,
  /// after those a joined dump added.
  public var generatedConstraints: ArraySlice<LayoutConstraint> {
    analysis.subject.constraints[layout.reportIndices.count...]
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
        if case .keepOneOfDuplicates(let other) = fix.kind {
          guard let otherListed = reportIndex(other) else { return nil }
          fix.kind = .keepOneOfDuplicates(other: otherListed)
        }
        return fix
      }
      copy.diagram = conflict.diagram.map { diagram in
        var diagram = diagram
        func listed(_ term: ConflictDiagram.Term) -> ConflictDiagram.Term {
          var term = term
          term.constraint = term.constraint.flatMap(reportIndex).flatMap {
            includingGenerated || $0 < count ? $0 : nil
          }
          return term
        }
        diagram.terms = diagram.terms.map(listed)
        diagram.stated = listed(diagram.stated)
        return diagram
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
