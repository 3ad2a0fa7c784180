import LayoutModel

/// The words naming a conflict's members, who set them, and why a constraint is left out of
/// the search for conflicts.
extension ConflictWording {
  /// Why an inactive constraint is left out of the search.
  static let notActive = "is not active"
  /// Why a constraint between a view an NSStackView detaches and one outside it is left out.
  static let tiesDetachedView = "ties a view its NSStackView detaches to one outside it"
  /// Why a constraint with a relation no linear form holds is left out.
  static let noLinearForm = "has no linear form"

  /// Why an optional constraint is left out of the search for required conflicts.
  static func notRequired(_ priority: LayoutPriority) -> String {
    "priority \(priority) is not required"
  }

  /// The prefix naming an autoresizing-mask constraint (`ConflictContext.name(of:)`).
  static let autoresizingConstraint = "the autoresizing constraint "

  /// The words for a term of a conflict picture whose assumed default is not known.
  static let anAssumedValue = "an assumed value"

  /// The kind of unknown a satisfiable list leaves free (`layout margins`), plural.
  static func unknowns(_ unknown: LayoutUnknown) -> String {
    switch unknown {
    case .layoutMargin: return "layout margins"
    case .firstBaselineOffset, .lastBaselineOffset: return "baselines"
    case .privateAnchor: return "private anchors"
    case .contentSize: return "content sizes"
    case .superview: return "superviews"
    }
  }

  /// `the superview of X`, where the log does not name it.
  static func superview(of view: String) -> String { "the superview of \(view)" }

  /// `X's superview is Y`: an assumption about the hierarchy.
  static func superview(of view: String, is candidate: String) -> String {
    "\(view)'s superview is \(candidate)"
  }

  /// The words for a positive and a negative distance along `axis`: `y` grows downwards;
  /// leading and trailing follow the reading order.
  static func directions(axis: LayoutAxis, directional: Bool) -> (more: String, less: String) {
    if axis == .vertical { return ("below", "above") }
    return directional ? ("after", "before") : ("right of", "left of")
  }

  /// `the one on line 12`: one of two duplicates, by its line.
  static func theOne(onLine line: Int) -> String { "the one on line \(line)" }

  /// `Both line 12 and line 14`.
  static func bothLines(_ a: Int, _ b: Int) -> String { "Both line \(a) and line \(b)" }

  /// `A and B`.
  static func both(_ a: String, _ b: String) -> String { "\(a) and \(b)" }

  // MARK: Who set a member

  /// `line 9`, or `generated` for a constraint without one.
  static func setterLine(_ line: Int?) -> String { line.map { "line \($0)" } ?? "generated" }

  /// `its autoresizing mask (W+H, line 3)` (`item` nil: the subject's own), else `the
  /// autoresizing mask of X (…)`.
  static func autoresizingMask(of item: String?, notation: String?, line: String) -> String {
    let detail = "(" + (notation.map { "\($0), " } ?? "") + line + ")"
    guard let item else { return "its autoresizing mask \(detail)" }
    return "the autoresizing mask of \(item) \(detail)"
  }

  /// `UIKit's 'UIView-Encapsulated-Layout-Width' (line 4: the size its container imposes)`.
  static func encapsulated(
    _ identifier: String?, framework: String, line: String, isTemporary: Bool
  ) -> String {
    let what =
      isTemporary
      ? "a temporary size \(framework) sets while it measures the view"
      : "the size its container imposes"
    return "\(framework)'s '\(identifier ?? "?")' (\(line): \(what))"
  }

  /// `UIStackView's 'UISV-hiding' (line 5: the view is hidden)`.
  static func stackConstraint(
    _ identifier: String?, framework: String, line: String, isHiding: Bool
  ) -> String {
    let stack = framework == "AppKit" ? "NSStackView" : "UIStackView"
    let what = isHiding ? ": the view is hidden" : ""
    return "\(stack)'s '\(identifier ?? "?")' (\(line)\(what))"
  }

  /// `its intrinsic content size (line 7)`.
  static func intrinsicContentSize(line: String) -> String {
    "its intrinsic content size (\(line))"
  }

  /// `UIKit's 'UIView-Encapsulated-Layout-Height' (line 2)`, or `UIKit's NAME` without a line.
  static func frameworks(_ name: String, _ framework: String, line: String? = nil) -> String {
    guard let line else { return "\(framework)'s " + name }
    return "\(framework)'s '\(name)' (\(line))"
  }

  /// One fix in words: a lone way's own message, or both ways on one constraint.
  static func fix(_ group: [ConflictFix]) -> String {
    guard group.count > 1, case .lowerPriority = group[0].kind,
      case .makeInequality(let relation) = group[1].kind
    else { return group[0].message }
    return "Lower the priority of \(group[0].constraintText) to 999, or make it a"
      + " '\(relation.symbol)' constraint."
  }
}
