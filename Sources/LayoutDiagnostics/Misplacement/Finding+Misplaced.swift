import LayoutModel

extension Finding {
  /// One `misplaced-view` warning per view of `misplacements`, at the view's declaration,
  /// carrying the facts in `misplacement`, with a note when the view's own intrinsic length on
  /// an axis where its frame differs is an estimate (`estimateNotes`).
  public static func misplacedViews(
    _ misplacements: [FrameMisplacement], in document: LayoutDocument
  ) -> [Finding] {
    let names = ItemNames(document: document)
    return misplacements.map { misplacement in
      var finding = Finding(
        rule: .misplacedView, message: MisplacementWording.message(misplacement, names: names),
        location: document.hierarchy.view(misplacement.view)?.location
          ?? SourceLocation(file: document.source),
        anchor: misplacement.view)
      finding.misplacement = misplacement
      // The view's own estimated length on an axis where its frame differs.
      let axes = Set(
        misplacement.changes.map { change -> LayoutAxis in
          change.component == .x || change.component == .width ? .horizontal : .vertical
        })
      finding.notes = estimateNotes(
        [LayoutAxis.horizontal, .vertical].filter(axes.contains).map { (misplacement.view, $0) },
        in: document, names: names)
      finding.fixes = [Fix(MisplacementWording.fix)]
      return finding
    }
  }
}

/// The wording of `misplaced-view` findings.
enum MisplacementWording {
  /// `Frame for 'title' will be different at run time: x 16 → 20, width 120 → 98.`, as
  /// Interface Builder words it; a named view is `'Title' (2wE-0A-zrE)` (`ItemNames.view`).
  static func message(_ misplacement: FrameMisplacement, names: ItemNames) -> String {
    let changes = misplacement.changes.map { change in
      "\(change.component.rawValue) \(formatPoints(change.stored)) → \(formatPoints(change.solved))"
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
