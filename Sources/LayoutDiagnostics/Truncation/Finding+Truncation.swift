import LayoutModel

extension Finding {
  /// One `truncation` finding per view and axis of `document` that is laid out smaller than
  /// its intrinsic content size (see `TruncationAnalysis`), at the view's declaration.
  ///
  /// The message gives the shortfall in points; the notes name what took the space (the
  /// competing priorities when there are any, the required constraints only when nothing
  /// else is to blame), the root size from which the view fits, whether the intrinsic length
  /// is an estimate (`estimateNotes`), and a fix.
  ///
  /// - Parameters:
  ///   - frames: the frames of `document` as laid out (by view id, points), when the caller
  ///     has solved it already; otherwise `solve(document, nil, nil)` gives them.
  ///   - solve: lays out `document` or a variant of it at another root size.
  ///   - explains: whether to search behind each truncation (`TruncationAnalysis.truncations`);
  ///     without it a finding says no more than what is cut and how much, with the fix for
  ///     text that grows (`TruncationWording.growthFix`).
  public static func truncations(
    in document: LayoutDocument, frames: [String: LayoutRect]? = nil,
    solve: @escaping TruncationAnalysis.Solve,
    explains: Bool = true
  ) -> [Finding] {
    let names = ItemNames(document: document)
    return TruncationAnalysis.truncations(
      in: document, frames: frames, solve: solve, explains: explains
    ).map {
      truncation in
      let view = document.hierarchy.view(truncation.view)
      var finding = Finding(
        rule: .truncation, message: TruncationWording.message(truncation, names: names),
        location: view?.location ?? SourceLocation(file: document.source),
        anchor: "\(truncation.view) \(truncation.axis.rawValue)")
      guard explains else {
        finding.fixes = [
          Fix(TruncationWording.growthFix(truncation, names: names, document: document))
        ]
        return finding
      }
      finding.notes = TruncationWording.mainWinners(truncation, document).map {
        TruncationWording.winner($0, truncation, document, names: names)
      }
      finding.notes.append(Note(TruncationWording.fit(truncation)))
      finding.notes += estimateNotes(
        [(truncation.view, truncation.axis)], in: document, names: names)
      finding.fixes =
        TruncationWording.fix(truncation, document, names: names).map { [Fix($0)] } ?? []
      return finding
    }
  }
}
