/// The end of a report whose list is not in the input: a recovery section ("Will attempt to
/// recover by breaking ...", and the trailer after it) with no header or list before it.
///
/// A paste can start in the middle of a report, and macOS 14 prints the recovery sentence on
/// one line (`Will attempt to recover by breaking <NSLayoutConstraint:0x1 ...>.`), which a
/// poster may copy alone. It is not a report: it lists no constraints, and nothing was hidden.
/// When a report of the same input breaks the same constraint (by address) it is that report's
/// tail, named by `reportLine`.
public struct ConsoleLogRecoveryTail: Hashable, Sendable {
  /// The 1-based line of "Will attempt to recover".
  public var line: Int
  /// The last line of the tail (its trailer included).
  public var endLine: Int
  /// What the recovery sentence held: `.broken`, `.redacted` or `.cutOff`.
  public var recovery: ConsoleLogReport.Recovery
  /// The constraint the platform broke, if it was printed and read.
  public var brokenConstraint: ConsoleLogConstraint?
  /// Whether the trailer ("Make a symbolic breakpoint ..." / "Set the NSUserDefault ...")
  /// followed.
  public var hasTrailer: Bool
  /// The line of the report in the same input that breaks the same constraint, if there is
  /// one (the report just before the tail, or the next report after it).
  public var reportLine: Int?
  /// Lines of the tail that could not be read.
  public var unparsed: [ConsoleLogUnparsedLine]

  /// Creates a tail.
  public init(
    line: Int, endLine: Int, recovery: ConsoleLogReport.Recovery,
    brokenConstraint: ConsoleLogConstraint? = nil, hasTrailer: Bool = false,
    reportLine: Int? = nil, unparsed: [ConsoleLogUnparsedLine] = []
  ) {
    self.line = line
    self.endLine = endLine
    self.recovery = recovery
    self.brokenConstraint = brokenConstraint
    self.hasTrailer = hasTrailer
    self.reportLine = reportLine
    self.unparsed = unparsed
  }

  /// Whether `report` breaks the constraint this tail names: the same broken address, or, for
  /// a report whose recovery section is not in the input, a listed constraint at that address.
  public func belongs(to report: ConsoleLogReport) -> Bool {
    guard let address = brokenConstraint?.parsed.address else { return false }
    if let broken = report.brokenConstraint { return broken.parsed.address == address }
    return report.constraints.contains { $0.parsed.address == address }
  }
}
