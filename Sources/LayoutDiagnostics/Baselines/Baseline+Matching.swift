extension Baseline {
  /// What a baseline did to a run's findings.
  public struct Outcome: Hashable, Sendable {
    /// The findings the baseline does not cover, in report order; these decide the exit status.
    public var reported: [Finding]
    /// The findings the baseline hid, in report order.
    public var suppressed: [Finding]
    /// Entries with no finding left to match: fixed problems that can leave the baseline.
    /// An entry matched only in part comes back with `count` set to the unmatched number.
    public var stale: [Entry]

    public init(reported: [Finding], suppressed: [Finding], stale: [Entry]) {
      self.reported = reported
      self.suppressed = suppressed
      self.stale = stale
    }
  }

  /// Splits `findings` into those this baseline hides and those it does not.
  ///
  /// Count-aware: an entry with count *n* hides the first *n* findings (in report order) with
  /// its fingerprint; any more are reported. An entry that hides fewer than its count is stale
  /// by the difference.
  public func apply(to findings: [Finding]) -> Outcome {
    var remaining = counts
    var reported: [Finding] = []
    var suppressed: [Finding] = []
    for finding in findings.inReportOrder() {
      let key = finding.fingerprint
      if let left = remaining[key], left > 0 {
        remaining[key] = left - 1
        suppressed.append(finding)
      } else {
        reported.append(finding)
      }
    }
    var stale: [Entry] = []
    for entry in entries {
      guard let left = remaining[entry.fingerprint], left > 0 else { continue }
      let unmatched = min(left, entry.count)
      remaining[entry.fingerprint] = left - unmatched
      var staleEntry = entry
      staleEntry.count = unmatched
      stale.append(staleEntry)
    }
    return Outcome(reported: reported, suppressed: suppressed, stale: stale)
  }
}
