import LayoutEngine
import LayoutModel

extension Finding {
  /// The `layout-feedback-loop` finding of `engine`, if its height-for-width passes did not
  /// settle (`HeightForWidth.FeedbackLoop`): at the first looping view's declaration, naming
  /// the views, the sizes they alternated between (or kept changing through), and one note per
  /// constraint in the cycle.
  public static func feedbackLoops(in engine: LayoutEngine) -> [Finding] {
    guard let loop = engine.heightForWidth.loop, let first = loop.views.first else { return [] }
    let document = engine.document
    let names = ItemNames(document: document)
    let notes = loop.constraints.map { index in
      let constraint = engine.constraints[index]
      return Note(
        FeedbackLoopWording.inTheCycle(
          names.line(constraint), intrinsic: constraint.origin == .contentSize),
        at: constraint.provenance.location)
    }
    var finding = Finding(
      rule: .layoutFeedbackLoop, message: FeedbackLoopWording.message(loop, names: names),
      location: document.hierarchy.view(first)?.location
        ?? SourceLocation(file: document.source),
      notes: notes, anchor: FeedbackLoopWording.anchor(loop))
    finding.fixes = [Fix(FeedbackLoopWording.fix)]
    return [finding]
  }
}
