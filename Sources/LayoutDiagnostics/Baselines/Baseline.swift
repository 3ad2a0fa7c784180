import Foundation

/// Known findings to hide: the fingerprints a previous run wrote with `--write-baseline`.
///
/// A baseline lets a team adopt `layout-doctor check` on a code base that already has
/// problems: the build fails only on new ones. Matching is by fingerprint and count-aware: if
/// a fingerprint is listed twice and occurs three times now, one finding is reported. The file
/// is JSON with sorted keys and entries sorted by file, rule and fingerprint, so that it diffs
/// well in review:
///
/// ```json
/// {"entries": [{"count": 1, "file": "Logs/run.log", "fingerprint": "9f0c…",
///   "message": "…", "rule": "unsatisfiable-constraints"}],
///  "format": "layout-doctor-baseline", "version": 1}
/// ```
public struct Baseline: Hashable, Sendable, Codable {
  /// One fingerprint and how many findings had it.
  public struct Entry: Hashable, Sendable, Codable, Comparable {
    /// The finding's fingerprint; the only field used for matching.
    public var fingerprint: Fingerprint
    /// The rule id, for people reading the file.
    public var rule: String
    /// The normalised path (`Fingerprint.normalizedPath(_:)`), for people reading the file.
    public var file: String
    /// How many findings had this fingerprint, at least 1.
    public var count: Int
    /// The first such finding's message with addresses cut, for people reading the file.
    public var message: String

    public init(
      fingerprint: Fingerprint, rule: String, file: String, count: Int, message: String
    ) {
      self.fingerprint = fingerprint
      self.rule = rule
      self.file = file
      self.count = count
      self.message = message
    }

    public static func < (lhs: Entry, rhs: Entry) -> Bool {
      (lhs.file, lhs.rule, lhs.fingerprint.value, lhs.count)
        < (rhs.file, rhs.rule, rhs.fingerprint.value, rhs.count)
    }
  }

  /// The value of the `format` key.
  public static let formatName = "layout-doctor-baseline"
  /// The only version this release reads and writes.
  public static let currentVersion = 1

  /// Always `layout-doctor-baseline`.
  public var format: String
  /// Always 1 in this release.
  public var version: Int
  /// The entries, sorted.
  public var entries: [Entry]

  /// A baseline of `findings`: one entry per fingerprint with the number of findings that
  /// have it.
  public init(findings: [Finding]) {
    var byFingerprint: [Fingerprint: Entry] = [:]
    for finding in findings.inReportOrder() {
      let key = finding.fingerprint
      if byFingerprint[key] != nil {
        byFingerprint[key]?.count += 1
      } else {
        byFingerprint[key] = Entry(
          fingerprint: key, rule: finding.ruleID,
          file: Fingerprint.normalizedPath(finding.location.file), count: 1,
          message: Fingerprint.withoutAddresses(finding.message))
      }
    }
    self.init(entries: Array(byFingerprint.values))
  }

  /// A baseline of `entries` (sorted on the way in).
  public init(entries: [Entry]) {
    format = Baseline.formatName
    version = Baseline.currentVersion
    self.entries = entries.sorted()
  }

  /// The number of findings each fingerprint stands for.
  public var counts: [Fingerprint: Int] {
    entries.reduce(into: [:]) { counts, entry in
      counts[entry.fingerprint, default: 0] += entry.count
    }
  }
}
