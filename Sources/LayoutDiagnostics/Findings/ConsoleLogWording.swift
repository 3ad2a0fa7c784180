import LayoutModel
import LayoutParsing

/// The wording of console-log findings.
enum ConsoleLogWording {
  static func traceAmbiguity(_ item: String, attributes: [String], traceLine: Int) -> String {
    let which = attributes.isEmpty ? "" : " (\(attributes.joined(separator: ", ")))"
    return "UIKit's _autolayoutTrace (line \(traceLine)) marks \(item) as having an ambiguous"
      + " layout\(which): the constraints allow more than one frame for it."
  }

  /// `X is listed 2 times (lines 7 and 9, at 0x1 and 0x2): the same constraint was added
  /// twice; remove one.`
  static func repeated(_ text: String, lines: [Int], addresses: [String]) -> String {
    let count = lines.count
    return
      "\(text) is listed \(count) times (lines \(lines.map(String.init).joined(separator: ", ")),"
      + " at \(addresses.joined(separator: ", "))): the same constraint was added"
      + " \(count == 2 ? "twice" : "\(count) times"); remove \(count == 2 ? "one" : "all but one")."
  }

  static let traceAmbiguityFix =
    "give the view constraints that fix the attributes named, or a lower-priority"
    + " preference; 'layout-doctor ambiguity' on a layout dump of the screen gives the ranges"
    + " and the exact constraints missing."

  /// Said of a line the log stops in the middle of (the source cut it there).
  static func cutOff(reportLine: Int?) -> String {
    let report = reportLine.map { "the report at line \($0)" } ?? "the analysis"
    return "The log is cut off in the middle of this constraint line, so \(report) is"
      + " incomplete."
  }

  static func unparsed(reason: String, reportLine: Int?) -> String {
    let report = reportLine.map { "the report at line \($0)" } ?? "the analysis"
    return "This constraint line could not be read (\(reason)), so \(report) may be incomplete."
  }

  /// Said of the recovery section's broken constraint when it could not be read: the list is
  /// whole, only which constraint was broken is unknown.
  static func unparsedBroken(reason: String, reportLine: Int?, framework: String) -> String {
    let report = reportLine.map { " by the report at line \($0)" } ?? ""
    return "The constraint \(framework) broke\(report) could not be read (\(reason)), so which"
      + " one it broke is not known."
  }

  /// What a report says when its minimal conflict cannot be computed: `<private>` only when
  /// the log says so; lines that could not be read by their numbers.
  static func reported(_ report: ConsoleLogReport, count: Int, broken: String?) -> String {
    let framework = report.platform.framework.name
    if report.isRedacted {
      return "\(framework) could not satisfy its constraints, but the log hides them"
        + " (<private>); log them with os_log's public format or run in the debugger."
    }
    if count == 0 {
      let unreadable = report.listedUnparsed.map(\.line)
      let lines = unreadable.map(String.init).joined(separator: ", ")
      if !unreadable.isEmpty {
        return "\(framework) could not satisfy its constraints, but the listed"
          + (unreadable.count == 1 ? " constraint" : " constraints")
          + " could not be read (line\(unreadable.count == 1 ? "" : "s") \(lines))."
      }
      if report.isElided {
        return "\(framework) could not satisfy its constraints, but the list was left out (...)"
          + " where the log was posted."
      }
      return "\(framework) could not satisfy its constraints, but the report lists none."
    }
    var text = "\(framework) could not satisfy these \(count) constraints together"
    text += broken.map { " and broke \($0)." } ?? "."
    return text
  }

  static func autoresizingFix(_ views: [String]) -> String {
    let list = views.joined(separator: ", ")
    return "set translatesAutoresizingMaskIntoConstraints = false on \(list)"
      + " before adding constraints to it."
  }

  static func quoted(_ text: String) -> String { "Line: \(text)" }

  /// A constraint's equation as the log prints it, without the wrapper and, unless kept, the
  /// addresses: `'ID' App.ButtonA.height >= 44` (addresses kept:
  /// `'ID' App.ButtonA:0x107fb4260.height >= 44`, which can be searched for in the log).
  static func short(_ description: ConstraintDescription, keepingAddresses: Bool = false)
    -> String
  {
    let identifier = description.identifier.map { "'\($0)' " } ?? ""
    let mask = description.autoresizingMask.map { "\($0) " } ?? ""
    let equation = description.equation.description
    return mask + identifier + (keepingAddresses ? equation : withoutAddresses(equation))
  }

  /// An item without its address: `App.ButtonA`, `UILabel'Text1'`.
  static func short(_ item: ConstraintDescriptionItem) -> String {
    withoutAddresses(item.description)
  }

  private static func withoutAddresses(_ text: String) -> String {
    var result = Fingerprint.withoutAddresses(text)
    while let range = result.range(of: ":0x") { result.replaceSubrange(range, with: "") }
    return result
  }

  /// The anchor of a report whose constraints the log does not show.
  static let redactedAnchor = "redacted report"
}
