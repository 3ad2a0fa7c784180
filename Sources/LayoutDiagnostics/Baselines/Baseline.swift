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
///  "format": "layout-doctor-baseline", "version": 2}
/// ```
///
/// Version 2 names files relative to the folder that holds the baseline file
/// (`BaselinePaths`), so that a baseline works from any working directory. Version 1 named
/// them relative to the directory `check` ran in; such a file is still read, and a finding
/// matches one of its entries by either recipe.
public struct Baseline: Hashable, Sendable, Codable {
  /// One fingerprint and how many findings had it.
  public struct Entry: Hashable, Sendable, Codable, Comparable {
    /// The finding's fingerprint; the only field used for matching.
    public var fingerprint: Fingerprint
    /// The rule id, for people reading the file.
    public var rule: String
    /// The normalised path, relative to the baseline file's folder in version 2
    /// (`BaselinePaths.path(of:)`), for people reading the file.
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
  /// The version this release writes: files named relative to the baseline's folder.
  public static let currentVersion = 2
  /// The versions this release reads.
  public static let readableVersions = 1...currentVersion

  /// Always `layout-doctor-baseline`.
  public var format: String
  /// `currentVersion` when written by this release; 1 for a file that an earlier release
  /// wrote (its paths are relative to the directory that run was in).
  public var version: Int
  /// The entries, sorted.
  public var entries: [Entry]

  /// A baseline of `findings`: one entry per fingerprint with the number of findings that
  /// have it.
  /// - Parameters:
  ///   - findings: the run's findings.
  ///   - paths: where the baseline file is, to name the findings' files relative to its
  ///     folder; `nil` takes the files as the findings name them (already relative to it).
  public init(findings: [Finding], paths: BaselinePaths? = nil) {
    var files = BaselineFileNames(paths)
    var byFingerprint: [Fingerprint: Entry] = [:]
    for finding in findings.inReportOrder() {
      let file = files.name(of: finding.location.file)
      let key = finding.fingerprint(file: file)
      if byFingerprint[key] != nil {
        byFingerprint[key]?.count += 1
      } else {
        byFingerprint[key] = Entry(
          fingerprint: key, rule: finding.ruleID, file: file, count: 1,
          message: Fingerprint.withoutAddresses(finding.message))
      }
    }
    self.init(entries: Array(byFingerprint.values))
  }

  /// A baseline of `entries` (sorted on the way in), of `version` (the current one unless
  /// given).
  public init(entries: [Entry], version: Int = Baseline.currentVersion) {
    format = Baseline.formatName
    self.version = version
    self.entries = entries.sorted()
  }

  /// The number of findings each fingerprint stands for.
  public var counts: [Fingerprint: Int] {
    entries.reduce(into: [:]) { counts, entry in
      counts[entry.fingerprint, default: 0] += entry.count
    }
  }
}
