import LayoutModel

extension Finding {
  /// One `redundant-constraint` finding per written constraint of `document` that repeats an
  /// earlier one: the same equation (read either way round:
  /// `a.leading == b.leading + 16` is `b.leading == a.leading - 16`) and relation, with a
  /// priority no higher than the earlier one's, or one that a required copy already enforces.
  ///
  /// Inactive constraints take no part. The finding is at the repeat and points at the
  /// constraint it repeats. Constraints implied by a combination of others are not looked for.
  public static func redundantConstraints(in document: LayoutDocument) -> [Finding] {
    var firstByKey: [String: Int] = [:]
    // One key per active constraint at most: sized once instead of rehashed as it grows.
    firstByKey.reserveCapacity(document.constraints.count)
    var findings: [Finding] = []
    for (index, constraint) in document.constraints.enumerated() where constraint.isActive {
      let key = RedundancyWording.canonicalKey(constraint)
      guard let earlier = firstByKey[key] else {
        firstByKey[key] = index
        continue
      }
      let original = document.constraints[earlier]
      // The stronger copy is the one to keep; the weaker one is the finding.
      let (weaker, stronger) =
        constraint.priority > original.priority ? (original, constraint) : (constraint, original)
      if constraint.priority > original.priority { firstByKey[key] = index }
      findings.append(
        Finding(
          rule: .redundantConstraint,
          message: RedundancyWording.message(weaker, stronger),
          location: weaker.provenance.location ?? SourceLocation(file: document.source),
          notes: [Note(RedundancyWording.original(stronger), at: stronger.provenance.location)],
          anchor: key))
    }
    return findings
  }
}
