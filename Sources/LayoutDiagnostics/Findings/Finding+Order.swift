extension Finding {
  /// Whether `self` comes before `other` in reports: by file, line, column, rule, then message
  /// and fingerprint so that the order is total and the same on every run.
  ///
  /// A missing line or column sorts before any number (a finding about the whole file first).
  public func precedes(_ other: Finding) -> Bool {
    precedesBeforeFingerprint(other) ?? (fingerprint < other.fingerprint)
  }

  /// `precedes(_:)` up to the last key: `nil` when only the fingerprints can tell the two
  /// apart (same file, line, column, rule, JSON path and message).
  func precedesBeforeFingerprint(_ other: Finding) -> Bool? {
    if location.file != other.location.file { return location.file < other.location.file }
    let line = location.line ?? 0
    let otherLine = other.location.line ?? 0
    if line != otherLine { return line < otherLine }
    let column = location.column ?? 0
    let otherColumn = other.location.column ?? 0
    if column != otherColumn { return column < otherColumn }
    if ruleID != other.ruleID { return ruleID < other.ruleID }
    let path = location.jsonPath ?? ""
    let otherPath = other.location.jsonPath ?? ""
    if path != otherPath { return path < otherPath }
    if message != other.message { return message < other.message }
    return nil
  }
}

extension Sequence where Element == Finding {
  /// The findings in report order (path, line, column, rule); see `Finding.precedes(_:)`.
  public func inReportOrder() -> [Finding] {
    sorted { $0.precedes($1) }
  }

  /// The findings with repeats folded: findings with the same fingerprint become one, at the
  /// first place in report order, with their occurrence counts added up and the highest
  /// severity among them; the result is in report order.
  ///
  /// This is how a conflict that a log reports ten times (with fresh addresses each time)
  /// becomes one finding seen ten times. Findings with the same rule, file and anchor text
  /// (a repeated report's, reused as analysed once) are folded first, by their text alone, so
  /// that each fingerprint is computed once per distinct anchor and the sort sees one finding
  /// per repeat; the result is the same as folding them one by one.
  public func mergingRepeats() -> [Finding] {
    var repeats = FindingRepeats()
    for finding in self { repeats.add(finding) }
    return repeats.merged()
  }
}

/// Findings folded as they are found, for inputs too long to keep every finding until the end:
/// findings with the same rule, file and anchor text (a repeated report's) become one as they
/// are added, so that memory holds one finding per distinct anchor.
///
/// `merged()` gives what `mergingRepeats()` gives on every finding added, in the same order:
/// each group keeps the first of its findings in report order (the first added among equals),
/// with the group's total occurrences and highest severity.
public struct FindingRepeats: Sendable {
  /// The first finding of each (rule, file, anchor) in report order, with the group's total
  /// occurrences and highest severity; groups in the order their first member was added.
  public private(set) var groups: [Finding] = []
  private var groupByKey: [FindingTextKey: Int] = [:]

  /// Creates an empty fold.
  public init() {}

  /// Folds `finding` into its group, or starts one.
  public mutating func add(_ finding: Finding) {
    let key = FindingTextKey(
      ruleID: finding.ruleID, file: finding.location.file, anchor: finding.anchor)
    guard let index = groupByKey[key] else {
      groupByKey[key] = groups.count
      groups.append(finding)
      return
    }
    var first = groups[index]
    let occurrences = first.occurrences + finding.occurrences
    let severity = Swift.max(first.severity, finding.severity)
    let lines = Finding.combinedLines(first, finding)
    if finding.precedesBeforeFingerprint(first) == true { first = finding }
    first.occurrences = occurrences
    first.severity = severity
    first.repeatLines = lines
    groups[index] = first
  }

  /// Folds every finding of `findings`, in order.
  public mutating func add(contentsOf findings: some Sequence<Finding>) {
    for finding in findings { add(finding) }
  }

  /// The findings with repeats folded, in report order (`mergingRepeats()`): groups whose
  /// anchors differ only in what a fingerprint ignores are folded by fingerprint.
  public func merged() -> [Finding] {
    let fingerprints = groups.map(\.fingerprint)
    let order = groups.indices.sorted { left, right in
      groups[left].precedesBeforeFingerprint(groups[right])
        ?? (fingerprints[left] < fingerprints[right])
    }
    var merged: [Finding] = []
    var indexByFingerprint: [Fingerprint: Int] = [:]
    for group in order {
      let finding = groups[group]
      if let index = indexByFingerprint[fingerprints[group]] {
        merged[index].repeatLines = Finding.combinedLines(merged[index], finding)
        merged[index].occurrences += finding.occurrences
        merged[index].severity = Swift.max(merged[index].severity, finding.severity)
      } else {
        indexByFingerprint[fingerprints[group]] = merged.count
        merged.append(finding)
      }
    }
    return merged
  }
}

/// A finding's rule, file and anchor as given: findings equal on these have one fingerprint.
private struct FindingTextKey: Hashable {
  var ruleID: String
  var file: String
  var anchor: String
}

extension Finding {
  /// How many of a repeated finding's first lines `repeatLines` keeps before its last: six,
  /// as `explain` lists a repeated report's.
  public static let listedRepeatLines = 6

  /// The lines `repeatLines` holds for `first` and `second` folded into one finding: the
  /// first `listedRepeatLines` of both findings' lines and the last, ascending.
  static func combinedLines(_ first: Finding, _ second: Finding) -> [Int] {
    func lines(_ finding: Finding) -> [Int] {
      finding.repeatLines.isEmpty ? finding.location.line.map { [$0] } ?? [] : finding.repeatLines
    }
    let all = Set(lines(first) + lines(second)).sorted()
    guard all.count > listedRepeatLines + 1, let last = all.last else { return all }
    return all.prefix(listedRepeatLines) + [last]
  }
}
