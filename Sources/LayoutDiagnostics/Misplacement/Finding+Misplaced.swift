import ConstraintSolver
import LayoutEngine
import LayoutModel

extension Finding {
  /// One `misplaced-view` warning per view of `misplacements`, at the view's declaration,
  /// carrying the facts in `misplacement`, with a note for each estimated intrinsic length the
  /// differing frame rests on (`estimateNotes`): the view's own on an axis where its size
  /// differs, then those `lengthsBehind` finds behind each differing component (a label's
  /// estimated width that places its neighbour), when given.
  /// - Parameter lengthsBehind: the views and axes whose intrinsic lengths decide a
  ///   component of a view's solved frame (`lengthsBehind(engine:)`).
  public static func misplacedViews(
    _ misplacements: [FrameMisplacement], in document: LayoutDocument,
    lengthsBehind: ((String, FrameMisplacement.Component) -> [(view: String, axis: LayoutAxis)])? =
      nil
  ) -> [Finding] {
    let names = ItemNames(document: document)
    return misplacements.map { misplacement in
      var finding = Finding(
        rule: .misplacedView, message: MisplacementWording.message(misplacement, names: names),
        location: document.hierarchy.view(misplacement.view)?.location
          ?? SourceLocation(file: document.source),
        anchor: misplacement.view)
      finding.misplacement = misplacement
      // The view's own estimated length on an axis where its size differs, then the
      // estimated lengths that decide the components that differ (its own among them where
      // they decide its position). A moved view of fixed height does not rest on its text.
      let axes = Set(
        misplacement.changes.filter { [.width, .height].contains($0.component) }.map(
          \.component.axis))
      let own = [LayoutAxis.horizontal, .vertical].filter(axes.contains).map {
        (view: misplacement.view, axis: $0)
      }
      let behind = misplacement.changes.flatMap {
        lengthsBehind?(misplacement.view, $0.component) ?? []
      }
      finding.notes = estimateNotes(own + behind, in: document, names: names)
      finding.fixes = [Fix(MisplacementWording.fix)]
      return finding
    }
  }
}

extension Finding {
  /// The views and axes whose intrinsic lengths decide `component` of a view's frame in
  /// `engine`'s solved layout: the content-size constraints (hugging, compression resistance,
  /// intrinsic size) among those the solver says determine it (`Solver.determiningConstraints`,
  /// its provenance), a position taken relative to the superview's, as frames are; empty when
  /// the view is not in the layout.
  public static func lengthsBehind(engine: LayoutEngine) -> (
    String, FrameMisplacement.Component
  ) -> [(view: String, axis: LayoutAxis)] {
    { view, component in
      let attribute = component.attribute
      guard var expression = try? engine.expression(for: LayoutAnchor(.view(view), attribute))
      else { return [] }
      if attribute == .minX || attribute == .minY,
        let parent = engine.document.hierarchy.view(view)?.superview,
        let origin = try? engine.expression(for: LayoutAnchor(.view(parent), attribute))
      {
        expression = expression - origin
      }
      let determining = engine.solver.determiningConstraints(of: expression).compactMap {
        engine.constraintIndex(of: $0).map { engine.constraints[$0] }
      }
      return contentLengths(of: determining)
    }
  }
}
