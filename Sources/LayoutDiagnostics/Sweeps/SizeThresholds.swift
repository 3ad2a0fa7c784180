import LayoutModel

/// The thresholds of a sweep's findings: one `SizeWalk` per axis and fixed other dimension,
/// run once and shared by every finding that needs it.
struct SizeThresholds {
  let document: LayoutDocument
  let file: String
  private var walks: [WalkKey: SizeWalk.Result?] = [:]

  private struct WalkKey: Hashable {
    var axis: LayoutAxis
    var size: RootSize
  }

  init(document: LayoutDocument, file: String) {
    self.document = document
    self.file = file
  }

  /// The rules whose findings get thresholds: conflicts, truncation and ambiguity.
  static let rules: Set<String> = [
    RuleDescriptor.unsatisfiableConstraints.id, RuleDescriptor.autoresizingConflict.id,
    RuleDescriptor.truncation.id, RuleDescriptor.ambiguousLayout.id,
    RuleDescriptor.contentPriorityAmbiguity.id, RuleDescriptor.scrollableContentAmbiguity.id,
  ]

  /// Whether `finding` is of a rule that gets thresholds.
  static func applies(to finding: Finding) -> Bool { rules.contains(finding.ruleID) }

  /// Where `finding`, met at root size `size`, occurs along the root width (at `size`'s
  /// height) and the root height (at `size`'s width), each from a walk that starts at `size`;
  /// an axis is left out when its walk cannot run or never meets the finding (then nothing
  /// exact is known on it).
  mutating func thresholds(of finding: Finding, at size: RootSize) -> [SizeThreshold] {
    let key = SizeWalk.key(of: finding)
    // A root whose height follows its content has no height to walk.
    let axes = document.rootHeightPriority == nil ? LayoutAxis.allCases : [.horizontal]
    return axes.compactMap { axis in
      let (fixed, origin) =
        axis == .horizontal ? (size.height, size.width) : (size.width, size.height)
      let walkKey = WalkKey(axis: axis, size: size)
      if walks[walkKey] == nil {
        walks[walkKey] = .some(
          SizeWalk(document: document, file: file, axis: axis, fixedSize: fixed).run(
            from: origin))
      }
      guard let walk = walks[walkKey] ?? nil, let intervals = walk.occurrences[key] else {
        return nil
      }
      return SizeThreshold(
        axis: axis, fixedSize: fixed, occursFor: intervals, checkedFrom: walk.from,
        checkedUpTo: walk.upTo)
    }
  }

  /// The note that says a threshold in words, or `nil` when the finding occurs over the whole
  /// range walked (the size along that axis does not matter). Sizes are rounded as conflict
  /// explanations round them (`ConflictWording.number`); an end the finding does not have is
  /// "below" or "above" it, one it has "at or below", "from" or "to".
  static func note(_ threshold: SizeThreshold) -> Finding.Note? {
    SweepWording.threshold(threshold).map { Finding.Note($0) }
  }

}
