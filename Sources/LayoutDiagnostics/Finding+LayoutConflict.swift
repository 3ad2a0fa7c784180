import LayoutEngine
import LayoutModel

extension Finding {
  /// One finding per required constraint the engine had to break in `solution`, with the
  /// constraints it conflicted with (the solver's explanation), as UIKit reports "Unable to
  /// simultaneously satisfy constraints".
  ///
  /// The engine adds generated constraints (intrinsic size, autoresizing masks, the root
  /// frame) first, so the broken one is the app's, as on a device. The rule follows
  /// `RuleDescriptor.forConflict`; the finding is at the broken constraint, its notes are the
  /// members (generated ones named by origin) and a fix; the anchor is the members' listing
  /// text, so it does not depend on line numbers or on the order of the constraints.
  public static func layoutConflicts(in engine: LayoutEngine, solution: LayoutSolution)
    -> [Finding]
  {
    solution.brokenConstraints.map { broken in
      let indices = [broken.index] + broken.conflictingWith.filter { $0 != broken.index }
      let members = indices.map { engine.constraints[$0] }
      let masks = members.filter { $0.origin == .autoresizingMask }
      let rule = RuleDescriptor.forConflict(
        involvesAppConstraint: members.contains { $0.origin == .user },
        involvesAutoresizingMask: !masks.isEmpty, autoresizingViewIsAppDefined: true)
      var notes = members.map { member in
        Note(
          LayoutConflictWording.member(member) + (member == broken.constraint ? " (broken)" : ""),
          at: member.provenance.location)
      }
      notes.append(Note(LayoutConflictWording.fix(broken.constraint, masks: masks)))
      let location =
        broken.constraint.provenance.location
        ?? members.compactMap(\.provenance.location).first
        ?? SourceLocation(file: engine.document.source)
      return Finding(
        rule: rule, message: LayoutConflictWording.message(broken.constraint, members: members),
        location: location, notes: notes,
        anchor: Fingerprint.anchor(members.map(LayoutConflictWording.member)))
    }
  }
}

/// The wording of layout-conflict findings.
enum LayoutConflictWording {
  static func message(_ broken: LayoutConstraint, members: [LayoutConstraint]) -> String {
    let others = members.filter { $0 != broken }
    if others.count == 1, let other = others.first {
      return "\(broken.listingDescription) conflicts with \(member(other)), so the engine"
        + " breaks \(broken.listingDescription)."
    }
    return "These \(members.count) required constraints cannot all hold, so the engine breaks"
      + " \(broken.listingDescription)."
  }

  /// The constraint as a listing line, with what generated it when the app did not write it.
  static func member(_ constraint: LayoutConstraint) -> String {
    let text = constraint.listingDescription
    switch constraint.origin {
    case .user: return text
    case .contentSize: return text + " (intrinsic content size)"
    case .autoresizingMask: return text + " (autoresizing mask)"
    case .encapsulatedLayout: return text + " (root frame)"
    case .layoutMargins: return text + " (layout margins)"
    case .safeArea: return text + " (safe area)"
    case .stackView: return text + " (stack view)"
    case .otherSystem: return text + " (system)"
    }
  }

  static func fix(_ broken: LayoutConstraint, masks: [LayoutConstraint]) -> String {
    if let view = masks.first?.firstItem.id {
      return "Fix: set translatesAutoresizingMaskIntoConstraints = false on \(view), whose frame"
        + " and autoresizing mask become required constraints."
    }
    return "Fix: remove \(broken.listingDescription), or lower it to priority 999 so that it"
      + " gives way."
  }
}
