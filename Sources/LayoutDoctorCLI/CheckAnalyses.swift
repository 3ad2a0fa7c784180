import LayoutDiagnostics
import LayoutModel
import LayoutParsing

/// The analyses `check` runs, as replaceable parts: how a layout listing or JSON dump is read,
/// what is asked of a layout, and what is asked of a console log.
///
/// `standard` holds what this build can do; tests and new analyses plug in here. Every part is
/// a pure function of its input, safe to call from several threads at once.
public struct CheckAnalyses: Sendable {
  /// Reads a layout listing or JSON dump named `file` into a document.
  /// - Throws: an error whose description is one line naming the file and line or JSON path.
  public typealias LayoutReader =
    @Sendable (_ text: String, _ file: String, _ kind: CheckInput.Kind) throws -> LayoutDocument

  /// Reads layouts; `nil` when this build has no reader, and then layout inputs are input
  /// errors rather than silently clean.
  public var readLayout: LayoutReader?
  /// The analyses of a layout (conflicts, ambiguity, truncation, redundancy).
  public var layoutAnalyses: [@Sendable (LayoutDocument) -> [Finding]]
  /// The analyses of a console log (reported conflicts, unreadable lines).
  public var logAnalyses: [@Sendable (ConsoleLog) -> [Finding]]

  public init(
    readLayout: LayoutReader?, layoutAnalyses: [@Sendable (LayoutDocument) -> [Finding]],
    logAnalyses: [@Sendable (ConsoleLog) -> [Finding]]
  ) {
    self.readLayout = readLayout
    self.layoutAnalyses = layoutAnalyses
    self.logAnalyses = logAnalyses
  }

  /// What this build checks: console logs for the minimal conflicts of UIKit/AppKit's reports
  /// (one finding per conflict, classified as unsatisfiable, autoresizing or system-internal;
  /// a report whose list is hidden or holds in the rebuilt system is one finding as reported)
  /// and for unreadable constraint lines. Layout listings and dumps need a reader, which this
  /// build does not have yet.
  public static let standard = CheckAnalyses(
    readLayout: nil, layoutAnalyses: [],
    logAnalyses: [{ Finding.minimalConflicts(in: $0) }, Finding.unparsedLogLines(in:)])

  /// The findings of one input, repeats merged, in report order.
  /// - Throws: the reader's error for a layout that cannot be read, or
  ///   `CLIError.input` when this build cannot read layouts.
  public func findings(for input: CheckInput) throws -> [Finding] {
    switch input.kind {
    case .consoleLog:
      let log = ConsoleLog(parsing: input.text, file: input.name)
      return logAnalyses.flatMap { $0(log) }.mergingRepeats()
    case .layoutListing, .jsonDump:
      guard let readLayout else {
        let what = input.kind == .jsonDump ? "JSON layout dumps" : "layout listings"
        throw CLIError.input("\(input.name): this build cannot check \(what) yet")
      }
      let document = try readLayout(input.text, input.name, input.kind)
      return layoutAnalyses.flatMap { $0(document) }.mergingRepeats()
    }
  }
}
