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
    let sizes = zip(loop.views, loop.values).map { view, values in
      let list = values.map {
        "\(formatPoints(roundedPoints($0.width)))x"
          + "\(formatPoints(roundedPoints($0.height)))"
      }
      return "\(names.view(view)) \(list.joined(separator: " → "))"
    }
    let what =
      loop.repeats
      ? "alternate between sizes without settling"
      : "keep changing for \(HeightForWidth.passLimit) passes"
    let viewList = loop.views.map(names.view).joined(separator: ", ")
    let message =
      "Height-for-width layout of \(viewList) does not settle: the passes \(what)"
      + " (\(sizes.joined(separator: "; "))), a layout feedback loop."
    let notes = loop.constraints.map { index in
      let constraint = engine.constraints[index]
      return Note(
        "In the cycle: \(names.line(constraint))"
          + (constraint.origin == .contentSize ? " (intrinsic size)." : "."),
        at: constraint.provenance.location)
    }
    var finding = Finding(
      rule: .layoutFeedbackLoop, message: message,
      location: document.hierarchy.view(first)?.location
        ?? SourceLocation(file: document.source),
      notes: notes, anchor: "feedback loop " + loop.views.joined(separator: " "))
    finding.fixes = [
      Fix(
        "make the width independent of the height the text produces (remove the aspect"
          + " ratio or give the width a required value), or limit the lines.")
    ]
    return [finding]
  }
}
