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
      let axes = Set(misplacement.changes.map(\.component.axis))
      finding.notes = estimateNotes(
        [LayoutAxis.horizontal, .vertical].filter(axes.contains).map { (misplacement.view, $0) },
        in: document, names: names)
      finding.fixes = [Fix(MisplacementWording.fix)]
      return finding
    }
  }
}
