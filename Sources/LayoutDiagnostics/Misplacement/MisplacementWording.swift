import LayoutModel

/// The wording of `misplaced-view` findings.
enum MisplacementWording {
  /// `Frame for 'title' will be different at run time: x 16 → 20, width 120 → 98.`, as
  /// Interface Builder words it; a named view is `'Title' (2wE-0A-zrE)` (`ItemNames.view`).
  /// Both numbers are rounded as conflict explanations round them (`ConflictWording.number`):
  /// a stored 681.6666666666666 beside a solved 670.666667 read as two precisions.
  static func message(_ misplacement: FrameMisplacement, names: ItemNames) -> String {
    let changes = misplacement.changes.map { change in
      let stored = ConflictWording.number(change.stored)
      return "\(change.component.rawValue) \(stored) → \(ConflictWording.number(change.solved))"
    }
    let view =
      names.name(of: .view(misplacement.view)) == misplacement.view
      ? "'\(misplacement.view)'" : names.view(misplacement.view)
    return "Frame for \(view) will be different at run time: "
      + changes.joined(separator: ", ") + "."
  }

  static let fix =
    "if the constraints are right, store the frames they give (Interface Builder: Editor >"
    + " Resolve Auto Layout Issues > Update Frames); if the stored frame is the one meant,"
    + " change the constraints to give it."
}
