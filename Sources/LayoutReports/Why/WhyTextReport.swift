import LayoutDiagnostics
import LayoutEngine
import LayoutModel

/// `layout-doctor why` as text.
///
/// A determined value prints as `title.width = 180`, then the constraints that fix it in the
/// order that derives it, each with the variable it fixes and its value, its file:line:column,
/// then the preferences that give way and by how much. An ambiguous value prints its range and
/// the view's ambiguity section (as `layout-doctor ambiguity` prints it).
public enum WhyTextReport {
  /// The text report.
  public static func text(_ explanation: WhyExplanation, engine: LayoutEngine) -> String {
    let names = ItemNames(document: engine.document)
    let name = names.name(of: explanation.anchor.item) + "." + explanation.anchor.attribute.rawValue
    let value = AmbiguityWording.number(explanation.value)
    guard explanation.isDetermined else {
      let range = AttributeRange(
        attribute: explanation.anchor.attribute, variableID: -1, value: explanation.value,
        lowerBound: explanation.lowerBound, upperBound: explanation.upperBound)
      var text =
        engine.document.isPartial
        ? "\(name) is \(ReportWording.notShownByLog) (\(ReportWording.partialReason)): it is"
          + " \(value) in the solved layout but can be"
        : "\(name) is ambiguous: it is \(value) in the solved layout but can be"
      text += " anywhere in \(AmbiguityWording.range(range)) with the same errors.\n"
      if let view = explanation.ambiguity {
        text += "\n" + AmbiguityTextReport.section(view, engine: engine, names: names)
      }
      return text
    }
    var text = "\(name) = \(value)\(coordinates(explanation.anchor.attribute))\n"
    if explanation.steps.isEmpty {
      text += "\nNo constraint is involved: it is fixed by the bounds of the variables alone.\n"
    } else {
      text += "\nFixed by, in order:\n"
      for (offset, step) in explanation.steps.enumerated() {
        text += "  \(offset + 1). " + describe(step, names: names) + "\n"
      }
    }
    if !explanation.yielding.isEmpty {
      text += "\nGiving way:\n"
      for yielding in explanation.yielding {
        var line = "  " + AmbiguityWording.constraint(yielding.constraint, names: names)
        line += " " + shortfall(yielding.constraint.relation, yielding.error)
        if let location = yielding.constraint.location { line += "   \(location)" }
        text += line + "\n"
      }
    }
    return text
  }

  /// ` (relative to the superview)` for the frame names (`minX`, `maxY`, `midX`, ...), as
  /// frames are; ` (in the root view's coordinates)` for the other positions (`top`,
  /// `trailing`, `centerY`, ...), as the solver holds them. Before, `maxY` was said to be in
  /// the root view's coordinates while its value was the superview's.
  static func coordinates(_ attribute: LayoutAttribute) -> String {
    switch attribute {
    case _ where attribute.isFrameName: return " (relative to the superview)"
    case .width, .height: return ""
    default: return " (in the root view's coordinates)"
    }
  }

  /// A solver variable as a step names it: its view's name, and its absolute left and top
  /// edges as `left` and `top` (the root view's coordinates), so that a step does not give
  /// `minY`, a frame name relative to the superview, a value in other coordinates than the
  /// answer's. Before, `'Title'.minY = 0 (relative to the superview)` was derived in a step
  /// as `⇒ 'Title'.minY = 88`.
  static func stepVariable(_ variable: String, names: ItemNames) -> String {
    let named = names.variable(variable)
    for (frame, edge) in [(".minX", ".left"), (".minY", ".top")] where named.hasSuffix(frame) {
      return named.dropLast(frame.count) + edge
    }
    return named
  }

  /// `title.leading == root.leading + 16   ⇒ title.minX = 16   a.layout:6:1`.
  static func describe(_ step: WhyExplanation.Step, names: ItemNames) -> String {
    if step.kind == .reference, let variable = step.determines, let value = step.value {
      return
        "measured from \(stepVariable(variable, names: names)) = \(AmbiguityWording.number(value))"
        + " (only differences from it matter below)"
    }
    var text =
      step.constraint.map { AmbiguityWording.constraint($0, names: names) }
      ?? "an edit variable's value"
    if let variable = step.determines, let value = step.value {
      text += "   ⇒ \(stepVariable(variable, names: names)) = \(AmbiguityWording.number(value))"
    } else if step.kind == .simultaneous {
      text += "   (solved together with the others below)"
    }
    if let location = step.constraint?.location { text += "   \(location)" }
    return text
  }

  /// `is 50 pt short`, `is 50 pt over`, `is off by 50 pt`.
  static func shortfall(_ relation: LayoutRelation, _ error: Double) -> String {
    let amount = AmbiguityWording.number(error)
    switch relation {
    case .greaterThanOrEqual: return "is \(amount) pt short"
    case .lessThanOrEqual: return "is \(amount) pt over"
    case .equal: return "is off by \(amount) pt"
    }
  }
}
