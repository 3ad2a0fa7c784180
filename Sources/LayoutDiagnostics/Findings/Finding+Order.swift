extension Finding {
  /// Whether `self` comes before `other` in reports: by file, line, column, rule, then message
  /// and fingerprint so that the order is total and the same on every run.
  ///
  /// A missing line or column sorts before any number (a finding about the whole file first).
  public func precedes(_ other: Finding) -> Bool {
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
    return fingerprint < other.fingerprint
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
  /// becomes one finding seen ten times.
  public func mergingRepeats() -> [Finding] {
    var merged: [Finding] = []
    var indexByFingerprint: [Fingerprint: Int] = [:]
    for finding in inReportOrder() {
      let key = finding.fingerprint
      if let index = indexByFingerprint[key] {
        merged[index].occurrences += finding.occurrences
        merged[index].severity = Swift.max(merged[index].severity, finding.severity)
      } else {
        indexByFingerprint[key] = merged.count
        merged.append(finding)
      }
    }
    return merged
  }
}
