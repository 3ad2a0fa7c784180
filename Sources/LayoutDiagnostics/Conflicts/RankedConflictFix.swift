/// One fix of a conflict as people read it: one change, given once, in one or two ways (lower
/// a constraint's priority to 999, or make it an inequality), with what then changes.
///
/// `LayoutConflict.rankedFixes` is the one list `check` and `explain` both print from.
public struct RankedConflictFix: Hashable, Sendable {
  /// The ways to make the change, best first; all change the same constraint.
  public var ways: [ConflictFix]
  /// The change in words (both ways when there are two).
  public var message: String
  /// What then changes in the layout, in words.
  public var effect: String

  /// The fix as a finding carries it.
  public var findingFix: Finding.Fix { Finding.Fix(message, effect: effect) }
}

extension LayoutConflict {
  /// The conflict's verified fixes as people read them, best first, each change once: a
  /// constraint's "lower its priority to 999" and "make it '<='" are one fix with two ways.
  ///
  /// The order is `suggestions`' (keeping one of two constraints on the same anchors first,
  /// then the app's own changes, then a container's size), except that a container's size,
  /// when there is one to give, is moved up to the last place `Finding.Fix.shownInBrief`
  /// shows: it is the number the other constraints need, which a reader looks for.
  public var rankedFixes: [RankedConflictFix] {
    var groups: [[ConflictFix]] = []
    for fix in suggestions where fix.isVerified {
      if fix.isStandalone {
        groups.append([fix])
      } else if let index = groups.firstIndex(where: {
        $0[0].constraint == fix.constraint && !$0[0].isStandalone
      }) {
        groups[index].append(fix)
      } else {
        groups.append([fix])
      }
    }
    let shown = Finding.Fix.shownInBrief
    if let index = groups.firstIndex(where: { $0[0].isContainerFix }), index >= shown {
      groups.insert(groups.remove(at: index), at: shown - 1)
    }
    return groups.map { group in
      RankedConflictFix(
        ways: group, message: ConflictWording.fix(group), effect: group[0].effect)
    }
  }
}

extension ConflictFix {
  /// Whether the fix gives the container a size.
  var isContainerFix: Bool {
    if case .resizeContainer = kind { return true }
    return false
  }

  /// A fix given alone, never joined with another on the same constraint.
  var isStandalone: Bool {
    switch kind {
    case .keepOneOfDuplicates, .disableAutoresizingMask, .resizeContainer: return true
    case .lowerPriority, .makeInequality: return false
    }
  }
}
