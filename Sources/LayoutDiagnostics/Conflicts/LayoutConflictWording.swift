import LayoutEngine
import LayoutModel

/// The wording of layout-conflict findings.
enum LayoutConflictWording {
  /// A member as a finding's anchor holds it: `member(_:)` with ids, except that the root
  /// frame's size (an encapsulated-layout constraint) is left out, `root.width == (root
  /// frame)`: the same conflict at two root sizes of a sweep is one finding (check's "one
  /// finding per kind and place across sizes").
  static func anchor(_ constraint: LayoutConstraint) -> String {
    guard constraint.origin == .encapsulatedLayout, constraint.second == nil,
      constraint.compound == nil
    else { return member(constraint) }
    return "\(constraint.first) \(constraint.relation.symbol) (root frame)"
  }

  /// The note on a conflict's finding for the `count` other minimal conflicts through the same
  /// broken constraint, naming the constraints they add to it (the first six, each after its
  /// line, then how many more): "2 other minimal conflicts break the same constraint, between
  /// them adding line 30: 'A'.centerX == 'B'.centerX."
  static func otherConflicts(count: Int, adding: [LayoutConstraint], names: ItemNames)
    -> String
  {
    let shown = adding.prefix(6).map { constraint in
      let text = member(constraint, names: names)
      return constraint.location?.line.map { "line \($0): \(text)" } ?? text
    }
    var message =
      count == 1
      ? "1 other minimal conflict breaks the same constraint"
      : "\(count) other minimal conflicts break the same constraint"
    guard !shown.isEmpty else { return message + "." }
    // Several conflicts may add the same constraint: the list is what they add between them.
    message += (count == 1 ? ", adding " : ", between them adding ") + shown.joined(separator: "; ")
    if adding.count > shown.count { message += "; and \(adding.count - shown.count) more" }
    return message + "."
  }

  /// A broken constraint whose minimal conflict the search, stopped at its budget, did not
  /// reach: "UIKit breaks 'v39'.width == 20 to satisfy the other required constraints; the
  /// search for minimal conflicts stopped at its budget after 32, so the constraints it
  /// conflicts with are the solver's account, not reduced to a minimal set."
  static func unsearched(_ text: String, framework: String, shown: Int) -> String {
    "\(framework) breaks \(text) to satisfy the other required constraints; the search for"
      + " minimal conflicts stopped at its budget after \(shown), so the constraints it"
      + " conflicts with are the solver's account, not reduced to a minimal set."
  }

  /// The constraint as a listing line, with what generated it when the app did not write it;
  /// items named by `names` when given (the anchor keeps ids, which do not change with a
  /// view's label or text).
  static func member(_ constraint: LayoutConstraint, names: ItemNames? = nil) -> String {
    let text = names?.line(constraint) ?? constraint.listingDescription
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
}
