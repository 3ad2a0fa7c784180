import LayoutModel
import LayoutParsing

/// The one analysis entry point: from an input's text and kind to its findings, as `check`
/// reports them, whatever the input (a layout listing, a JSON dump, an Interface Builder
/// document, a console log), so that a fix made for one kind is made for all. Commands only
/// choose the inputs and the reporter.
///
/// The analyses are replaceable parts: how a layout listing or JSON dump is read, what is
/// asked of a layout, and what is asked of a console log. `standard` holds what this build can
/// do; tests and new analyses plug in here. Every part is a pure function of its input, safe
/// to call from several threads at once.
public struct InputAnalysis: Sendable {
  /// A layout as read, with the warnings the reader had (unknown keys of a JSON dump), each
  /// one line `FILE:PLACE: warning: MESSAGE`.
  public typealias ReadLayout = (document: LayoutDocument, warnings: [String])

  /// Reads a layout listing or JSON dump named `file`.
  /// - Throws: an error whose description is one line naming the file and line or JSON path.
  public typealias LayoutReader =
    @Sendable (_ text: String, _ file: String, _ kind: InputKind) throws -> ReadLayout

  /// Reads layouts; `nil` when this build has no reader, and then layout inputs are input
  /// errors rather than silently clean.
  public var readLayout: LayoutReader?
  /// The analyses of a layout (conflicts, ambiguity, truncation, redundancy); an error one
  /// throws makes the input an input error.
  public var layoutAnalyses: [@Sendable (LayoutDocument) throws -> [Finding]]
  /// The root sizes of `sweeping(_:)`, and the analyses before it, for Interface Builder
  /// roots that a sweep's sizes do not apply to whole (`LayoutAnalysis.rootSizes`).
  var sweep:
    (
      sizes: [RootSize], text: TextSweep,
      unswept: [@Sendable (LayoutDocument) throws -> [Finding]]
    )?
  /// The analyses of a layout this build does not have yet, by name (`conflicts`,
  /// `ambiguity`, `truncation`). While `conflicts` is among them, a layout that reads without
  /// error is still an input error (exit 2) rather than a clean result that could hide a
  /// conflict; any other missing analysis is named in a note on standard error.
  public var pendingLayoutAnalyses: [String]

  /// Whether layouts can be checked at all: a reader, and the conflict analysis.
  public var checksLayouts: Bool {
    readLayout != nil && !pendingLayoutAnalyses.contains("conflicts")
  }
  /// An analysis of a console log as the log streams: called once per log with the log's
  /// name, it gives the function that is then called with each entry of the log in order, as a
  /// log holding that entry alone, and returns that entry's findings. What it keeps between
  /// entries (the reports it has analysed) lives while the log is read.
  public typealias LogAnalysis = @Sendable (_ file: String) -> (ConsoleLog) -> [Finding]

  /// The analyses of a console log (conflicts, unreadable lines).
  public var logAnalyses: [LogAnalysis]

  public init(
    readLayout: LayoutReader?, layoutAnalyses: [@Sendable (LayoutDocument) throws -> [Finding]],
    pendingLayoutAnalyses: [String] = [], logAnalyses: [LogAnalysis]
  ) {
    self.readLayout = readLayout
    self.layoutAnalyses = layoutAnalyses
    self.pendingLayoutAnalyses = pendingLayoutAnalyses
    self.logAnalyses = logAnalyses
  }

  /// What this build checks: console logs for the minimal conflicts of UIKit/AppKit's reports
  /// (classified as unsatisfiable, autoresizing or system-internal conflicts; a report whose
  /// conflict cannot be rebuilt is reported as printed), for the views an `_autolayoutTrace`
  /// marks ambiguous, for constraints a report lists twice under two addresses, and for
  /// unreadable constraint lines;
  /// layout listings and dumps for the conflicts the engine has to break, ambiguous views and
  /// content-priority ambiguity, truncated views and repeated constraints.
  public static let standard = standard(dump: nil)

  /// `standard`, with console reports read together with a captured dump of the same run
  /// (`--dump`) when one is given.
  public static func standard(dump: (document: LayoutDocument, file: String)?) -> InputAnalysis {
    InputAnalysis(
      readLayout: layoutDumpReader,
      layoutAnalyses: [layoutFindings],
      logAnalyses: [
        { file in
          var conflicts = ConsoleConflictFindings(file: file, dump: dump)
          return { log in log.reports.flatMap { conflicts.findings(of: $0) } }
        },
        { _ in Finding.repeatedLogConstraints(in:) }, { _ in Finding.traceAmbiguities(in:) },
        { _ in Finding.unparsedLogLines(in:) },
      ])
  }

  /// Every finding of a layout (`Finding.layoutFindings(in:)`, shared with the in-process
  /// `LayoutDoctor.findings(in:)`): conflicts, truncation, ambiguity, repeated constraints,
  /// constraints that do not flip under right-to-left.
  /// - Throws: `AnalysisInputError` with the engine's message when the layout breaks a model
  ///   rule.
  public static let layoutFindings: @Sendable (LayoutDocument) throws -> [Finding] = {
    try Finding.layoutFindings(in: $0)
  }

  /// These analyses with the engine's run at each of `sizes` (at the layout's own size when
  /// empty) and in each variant of `text`, merged (`LayoutAnalysis.findings(of:file:sizes:text:)`),
  /// in place of `engineAnalyses`.
  public func sweeping(_ sizes: [RootSize], text: TextSweep = TextSweep()) -> InputAnalysis {
    var copy = self
    copy.sweep = (sizes, text, layoutAnalyses)
    copy.layoutAnalyses = [
      { document in
        try LayoutAnalysis.findings(
          of: document, file: document.source, sizes: sizes, text: text)
      },
      Finding.constraintFindings(in:),
    ]
    return copy
  }

  /// Reads listings and JSON dumps with `LayoutFileParser` (`layout-dump(5)`).
  public static let layoutDumpReader: LayoutReader = { text, file, _ in
    let result = try LayoutFileParser.parse(Array(text.utf8), file: file)
    return (result.document, result.warnings.map(\.description))
  }

  /// The findings of the console log `file`, repeats merged, in report order: `read` calls its
  /// argument with each entry of the log in order (`ConsoleLog.forEachEntry`), and each entry
  /// goes through `logAnalyses` as it comes, so that only the findings are kept, folded as they
  /// are found (`FindingRepeats`): memory stays bounded by the open report and the distinct
  /// findings, whatever the log's length.
  /// - Throws: what `read` throws.
  public func logFindings<Failure: Error>(
    file: String, read: ((ConsoleLogEntry) -> Void) throws(Failure) -> Void
  ) throws(Failure) -> [Finding] {
    let analyses = logAnalyses.map { $0(file) }
    var folds = Array(repeating: FindingRepeats(), count: analyses.count)
    try read { entry in
      let log = ConsoleLog(file: file, entry: entry)
      for index in analyses.indices { folds[index].add(contentsOf: analyses[index](log)) }
    }
    var all = FindingRepeats()
    for fold in folds { all.add(contentsOf: fold.groups) }
    return all.merged()
  }

  /// The findings of one input, repeats merged, in report order, and the reader's warnings
  /// (and notes), one line each.
  /// - Parameters:
  ///   - name: the input as reports name it.
  ///   - text: its content, decoded as UTF-8.
  ///   - kind: what it is (`InputKind.detect`).
  /// - Throws: the reader's error for an input that cannot be read, an analysis's error
  ///   (`AnalysisInputError` for a layout that breaks a model rule), or `AnalysisInputError`
  ///   when this build cannot check layouts (no reader, or no conflict analysis).
  public func findings(name: String, text: String, kind: InputKind) throws
    -> (findings: [Finding], warnings: [String])
  {
    switch kind {
    case .consoleLog:
      var text = text
      let findings = text.withUTF8 { bytes in
        logFindings(file: name) { ConsoleLog.forEachEntry(inBytes: bytes, $0) }
      }
      return (findings, [])
    case .interfaceBuilder:
      return try interfaceBuilderFindings(name: name, bytes: Array(text.utf8))
    case .layoutListing, .jsonDump:
      guard let readLayout else {
        throw AnalysisInputError(InputWording.cannotCheck(name, kind, forConflicts: false))
      }
      let (document, warnings) = try readLayout(text, name, kind)
      guard checksLayouts else {
        throw AnalysisInputError(InputWording.cannotCheck(name, kind, forConflicts: true))
      }
      return (try layoutAnalyses.flatMap { try $0(document) }.mergingRepeats(), warnings)
    }
  }
}
