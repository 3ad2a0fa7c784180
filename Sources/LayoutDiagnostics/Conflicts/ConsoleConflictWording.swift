import LayoutModel
import LayoutParsing

/// The wording of minimal-conflict findings.
enum ConsoleConflictWording {

  /// The members of a console report's conflict as a finding's anchor takes them: their
  /// equations without addresses, so that the same conflict in two reports has one anchor.
  static func anchorParts(_ listed: [ConsoleLogConstraint]) -> [String] {
    listed.map { ConsoleLogWording.short($0.parsed) }
  }

  /// The anchor of the conflict of `report` whose members are `members` (indices into its
  /// list; any past its end left out), as `check`'s finding for it has.
  static func anchor(members: [Int], of report: ConsoleLogReport) -> String {
    Fingerprint.anchor(
      anchorParts(members.filter { $0 < report.constraints.count }.map { report.constraints[$0] }))
  }

  /// What UIKit did to the marked member (`LayoutFramework.brokenMark(predicted:)`); without a
  /// recovery line it is `BreakingRule`'s prediction.
  static func brokenMark(_ report: ConsoleLogReport) -> String {
    " (" + report.platform.framework.brokenMark(predicted: report.brokenConstraint == nil) + ")"
  }

  /// What is said of a report whose items are not all in the dump given with it.
  static func notInDump(_ match: ConsoleReportDumpMatch) -> String {
    let shown = match.missing.prefix(3).joined(separator: ", ")
    let more = match.missing.count > 3 ? " and \(match.missing.count - 3) more" : ""
    return match.matched.isEmpty
      ? "None of this report's addresses are in \(match.dumpFile) (a dump from another run?);"
        + " read from the log alone."
      : "\(shown)\(more) of this report \(match.missing.count == 1 ? "is" : "are") not in"
        + " \(match.dumpFile); read from the log alone."
  }
}

extension LayoutFramework {
  /// How findings and reports mark the member of a conflict the framework broke: `UIKit broke
  /// this one`, or where the break is `BreakingRule`'s prediction, `UIKit would break this
  /// one`.
  public func brokenMark(predicted: Bool) -> String {
    name + (predicted ? " would break this one" : " broke this one")
  }
}
