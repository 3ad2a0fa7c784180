import LayoutParsing

/// The reports of one console log grouped as they are read: a report that is the same as an
/// earlier one up to addresses joins the earlier one's group.
///
/// Two reports are the same when they are of one kind and platform and list the same
/// constraints and broken constraint once addresses are cut (`Fingerprint.withoutAddresses`),
/// which is what a reused cell repeating its conflict through a long log prints. This is the
/// one grouping of repeated reports: `check` analyses a group once and counts its findings
/// (`ConsoleConflictFindings`), `explain` explains a group once and lists its lines
/// (`GroupedConsoleLog`). A group keeps only its reports' lines, so memory grows with the
/// distinct reports and by one number per repeat.
public struct ConsoleReportGroups: Sendable {
  /// The reports of one group, in log order.
  public struct Group: Sendable, Hashable {
    /// The 1-based first line of each report of the group, in log order; the first is the
    /// report that opened the group.
    public var lines: [Int]

    /// How many reports the group holds (at least 1).
    public var count: Int { lines.count }
    /// The line of the report that opened the group.
    public var line: Int { lines[0] }
  }

  /// The groups, in the order their first report was read.
  public private(set) var groups: [Group] = []
  /// Whether reports differing in addresses are told apart (reports read with a captured dump,
  /// where addresses decide which views they are).
  public let keepsAddresses: Bool
  private var groupByKey: [String: Int] = [:]

  /// Creates empty groups; with `keepingAddresses`, only reports with the same text (addresses
  /// included) are grouped.
  public init(keepingAddresses: Bool = false) { keepsAddresses = keepingAddresses }

  /// The reports read so far, repeats included.
  public var reportCount: Int { groups.reduce(0) { $0 + $1.count } }

  /// Adds `report` to the group of the reports it repeats, or opens a group with it.
  /// - Returns: the group's index in `groups`, and whether `report` opened it.
  @discardableResult
  public mutating func add(_ report: ConsoleLogReport) -> (group: Int, isNew: Bool) {
    add(key: keepsAddresses ? Self.textKey(report) : Self.key(report), line: report.line)
  }

  /// Adds the `_autolayoutTrace` tree `trace` to the group of the trees it repeats (the same
  /// ambiguous items and variables, addresses aside), or opens a group with it.
  /// - Returns: the group's index in `groups`, and whether `trace` opened it.
  @discardableResult
  public mutating func add(_ trace: AutolayoutTrace) -> (group: Int, isNew: Bool) {
    var key = Array("trace|\(trace.ambiguousVariables.isEmpty)".utf8)
    for node in trace.ambiguousNodes {
      key.append(0x0A)
      Fingerprint.appendWithoutAddresses(node.item.description, to: &key)
      for variable in node.ambiguousVariables {
        key.append(0x20)
        Fingerprint.appendWithoutAddresses(variable.description, to: &key)
      }
    }
    return add(key: String(decoding: key, as: UTF8.self), line: trace.line)
  }

  private mutating func add(key: String, line: Int) -> (group: Int, isNew: Bool) {
    if let index = groupByKey[key] {
      groups[index].lines.append(line)
      return (index, false)
    }
    groupByKey[key] = groups.count
    groups.append(Group(lines: [line]))
    return (groups.count - 1, true)
  }

  /// The report's kind, platform, constraints and broken constraint without addresses: reports
  /// with the same key repeat one another. Written into one buffer, each text's bytes passed
  /// over once, since every report of a long log is keyed.
  public static func key(_ report: ConsoleLogReport) -> String {
    var key = Array(
      "\(report.kind.rawValue)|\(report.platform.rawValue)|\(report.isRedacted)|".utf8)
    for constraint in report.constraints {
      Fingerprint.appendWithoutAddresses(constraint.text, to: &key)
      key.append(0x0A)
    }
    if let broken = report.brokenConstraint {
      Fingerprint.appendWithoutAddresses(broken.text, to: &key)
    }
    return String(decoding: key, as: UTF8.self)
  }

  /// `key(_:)` with the addresses kept.
  static func textKey(_ report: ConsoleLogReport) -> String {
    "\(report.kind.rawValue)|\(report.platform.rawValue)|\(report.isRedacted)|"
      + report.constraints.map(\.text).joined(separator: "\n")
      + (report.brokenConstraint.map { "\n" + $0.text } ?? "")
  }
}
