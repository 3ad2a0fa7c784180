extension Baseline {
  /// What a baseline did to a run's findings.
  public struct Outcome: Hashable, Sendable {
    /// The findings the baseline does not cover, in report order; these decide the exit status.
    public var reported: [Finding]
    /// The findings the baseline hid, in report order.
    public var suppressed: [Finding]
    /// Entries with no finding of this run to match: not found in this run (fixed, or in an
    /// input this run did not check). An entry matched only in part comes back with `count`
    /// set to the unmatched number.
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
  /// by the difference. A version 1 baseline, whose paths are relative to the directory the
  /// run that wrote it was in, also matches a finding by the fingerprint of the path as the
  /// finding names it (relative to this run's directory).
  /// - Parameters:
  ///   - findings: the run's findings.
  ///   - paths: where the baseline file is, to name the findings' files relative to its
  ///     folder; `nil` takes the files as the findings name them.
  public func apply(to findings: [Finding], paths: BaselinePaths? = nil) -> Outcome {
    var files = BaselineFileNames(paths)
    var remaining = counts
    var reported: [Finding] = []
    var suppressed: [Finding] = []
    for finding in findings.inReportOrder() {
      var keys = [finding.fingerprint(file: files.name(of: finding.location.file))]
      if version == 1, paths != nil {
        keys.append(finding.fingerprint(file: finding.location.file))
      }
      if let key = keys.first(where: { remaining[$0, default: 0] > 0 }),
        let left = remaining[key]
      {
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

extension Finding {
  /// The fingerprint of this finding with its file named `file` (a baseline's name for it).
  func fingerprint(file: String) -> Fingerprint {
    Fingerprint(ruleID: ruleID, file: file, anchor: anchor)
  }
}

/// The baseline's name of each file findings name, worked out once per file.
struct BaselineFileNames {
  private let paths: BaselinePaths?
  private var names: [String: String] = [:]

  init(_ paths: BaselinePaths?) { self.paths = paths }

  /// `file` relative to the baseline's folder, or normalised as given without `paths`.
  mutating func name(of file: String) -> String {
    if let name = names[file] { return name }
    let name = paths.map { $0.path(of: file) } ?? Fingerprint.normalizedPath(file)
    names[file] = name
    return name
  }
}
