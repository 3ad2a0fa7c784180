import LayoutEngine
import LayoutModel

extension ConflictContext {
  /// For each two app constraints of a conflict that pin the same anchors (`pinsSameAnchors`)
  /// with another constant or relation, the fix of keeping one and changing its constant:
  /// the classic "a second constraint was added instead of updating the first" (SnapKit's
  /// `makeConstraints` run again where `updateConstraints` was meant, Masonry's
  /// `mas_makeConstraints`, a constraint in Interface Builder plus one in code). It is checked
  /// by re-solving every analysed constraint with each of the two left out in turn.
  func duplicateAnchorFixes(_ members: [Int], _ oracle: some LinearFeasibilityChecking)
    -> [ConflictFix]
  {
    var fixes: [ConflictFix] = []
    for (offset, first) in members.enumerated() {
      for second in members.dropFirst(offset + 1) {
        let a = subject.constraints[first]
        let b = subject.constraints[second]
        guard a.origin == .user, b.origin == .user,
          let difference = Self.duplicateDifference(a, b),
          let positionA = considered.firstIndex(of: first),
          let positionB = considered.firstIndex(of: second)
        else { continue }
        let keepsFirst = holds(without: positionB, oracle)
        let keepsSecond = holds(without: positionA, oracle)
        // By their lines when both have one (the notes list them), else in full.
        let lines = [a, b].compactMap { $0.location?.line }
        let (nameA, nameB) =
          lines.count == 2
          ? (ConflictWording.theOne(onLine: lines[0]), ConflictWording.theOne(onLine: lines[1]))
          : (name(of: first), name(of: second))
        let effect: String
        switch (keepsFirst, keepsSecond) {
        case (true, true): effect = ConflictWording.duplicateOutcome
        case (true, false): effect = ConflictWording.duplicateOutcome(keeping: nameA)
        case (false, true): effect = ConflictWording.duplicateOutcome(keeping: nameB)
        case (false, false): effect = ConflictWording.otherConflictsRemain
        }
        let pair =
          lines.count == 2
          ? ConflictWording.bothLines(lines[0], lines[1])
          : ConflictWording.both(name(of: first), name(of: second))
        let anchors = ([a.first] + (a.second.map { [$0] } ?? [])).map {
          "\(subject.name(of: $0.item)).\($0.attribute.rawValue)"
        }
        let sources = [subject.sources[first], subject.sources[second]]
        let library = sources.lazy.compactMap { $0?.library }.first
        fixes.append(
          ConflictFix(
            kind: .keepOneOfDuplicates(other: second), constraint: first,
            constraintText: name(of: first), isVerified: keepsFirst || keepsSecond,
            message: ConflictWording.keepOneOfDuplicates(
              pair, anchors: anchors, difference: difference, library: library,
              places: sources.compactMap { $0?.place },
              inDocument: subject.document.framesAreDesignTime),
            effect: effect, resultingError: 0))
      }
    }
    return fixes
  }

  /// Whether every analysed form but the one at `position` can hold together.
  func holds(without position: Int, _ oracle: some LinearFeasibilityChecking) -> Bool {
    var trial = allForms
    trial.remove(at: position)
    if case .feasible = oracle.check(trial, nonNegative: nonNegative(trial)) { return true }
    return false
  }

  /// How `a` and `b` differ when they pin the same anchors: the same first and second anchors
  /// and multiplier (or the two anchors swapped, both with multiplier 1, as `A == B + c` and
  /// `B == A - c` are one equation), and another relation or constant (in `a`'s orientation).
  /// `nil` when they pin other anchors, when either is compound, or when they are the same
  /// constraint written twice.
  static func duplicateDifference(_ a: LayoutConstraint, _ b: LayoutConstraint)
    -> ConflictWording.DuplicateDifference?
  {
    guard a.compound == nil, b.compound == nil else { return nil }
    var relation = b.relation
    var constant = b.constant
    if a.first == b.first, a.second == b.second, a.multiplier == b.multiplier {
      // Same orientation.
    } else if let second = a.second, second == b.first, b.second == a.first,
      a.multiplier == 1, b.multiplier == 1
    {
      constant = -b.constant
      relation = b.relation.reversed
    } else {
      return nil
    }
    guard relation != a.relation || !isNegligiblePoints(constant - a.constant) else { return nil }
    return ConflictWording.DuplicateDifference(
      relations: (a.relation, relation), constants: (a.constant, constant))
  }
}
