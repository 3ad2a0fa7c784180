import LayoutDiagnostics
import LayoutEngine
import LayoutModel

/// `layout-doctor ambiguity` as text: the view tree in the style of `_autolayoutTrace`, then one
/// section per ambiguous view.
///
/// The tree prints each view as `Class:id` indented by `|   ` per level (at most
/// ``TreeIndentation/maximumDepth`` levels, then the depth as a number), with UIKit's markers
/// (`•` a root view, the layout engine's host; `*` laid out with Auto Layout; `+` laid out by
/// its autoresizing mask) and, on an ambiguous view, `- AMBIGUOUS LAYOUT for
/// Class:id.minX{id: N}, ...` with the solver variables (`Width`/`Height` capitalised, as UIKit
/// prints them). Each section gives per ambiguous axis the attributes with their ranges, the
/// solved and witness frames (relative to the superview, points), the cause with the
/// constraints involved (file:line:column), and the fix.
public enum AmbiguityTextReport {
  /// The text report.
  public static func text(_ report: AmbiguityReport, engine: LayoutEngine) -> String {
    let hierarchy = engine.document.hierarchy
    let names = ItemNames(document: engine.document)
    var text = ""
    for (index, depth) in hierarchy.depthFirstOrder() {
      text += TreeIndentation.prefix("|   ", depth: depth)
      text += traceLine(report.views[index], engine, names: names)
      text += "\n"
    }
    let ambiguous = report.ambiguousViews
    for view in ambiguous {
      text += "\n" + section(view, engine: engine, names: names)
    }
    let total = ReportWording.count(report.views.count, "view")
    text += "\n"
    if engine.document.isPartial, !ambiguous.isEmpty {
      text += "\(ambiguous.count) of \(total) \(ambiguous.count == 1 ? "is" : "are")"
      text += " \(ReportWording.notShownByLog) (\(ReportWording.partialReason)).\n"
      return text
    }
    switch ambiguous.count {
    case 0: text += "No view is ambiguous (\(total)).\n"
    case 1: text += "1 of \(total) is ambiguous.\n"
    default: text += "\(ambiguous.count) of \(total) are ambiguous.\n"
    }
    return text
  }

  /// `*UILabel:badge- AMBIGUOUS LAYOUT for UILabel:badge.minX{id: 4}`; a view a layout
  /// editor names apart from its id carries the name as UIKit's trace carries a label's text
  /// (`*UILabel:2wE-0A-zrE'Author'`).
  static func traceLine(_ view: ViewAmbiguity, _ engine: LayoutEngine, names: ItemNames)
    -> String
  {
    let hierarchy = engine.document.hierarchy
    let model = hierarchy.views[view.index]
    let marker =
      hierarchy.superviewIndices[view.index] == nil
      ? "•" : model.translatesAutoresizingMaskIntoConstraints ? "+" : "*"
    let item = ReportWording.traceItem(className: model.className, id: model.id)
    var line = marker + item + (names.label(of: model.id).map(ItemNames.quoted) ?? "")
    if view.isAmbiguous {
      let variables = view.ambiguousAttributes.map { range in
        "\(item).\(traceName(range.attribute)){id: \(range.variableID)}"
      }
      line +=
        (engine.document.isPartial
          ? "- \(ReportWording.notShownByLog): " : "- AMBIGUOUS LAYOUT for ")
        + variables.joined(separator: ", ")
    }
    return line
  }

  /// The attribute as `_autolayoutTrace` names it: `minX`, `minY`, `Width`, `Height`.
  static func traceName(_ attribute: LayoutAttribute) -> String {
    switch attribute {
    case .width: return "Width"
    case .height: return "Height"
    default: return attribute.rawValue
    }
  }

  /// One ambiguous view's section.
  static func section(_ view: ViewAmbiguity, engine: LayoutEngine, names: ItemNames) -> String {
    let model = engine.document.hierarchy.views[view.index]
    let name = names.view(view.id)
    var text = "\(name) (\(model.className))\n"
    let isPartial = engine.document.isPartial
    for axis in view.axes {
      text +=
        isPartial
        ? "  The \(AmbiguityWording.subject(axis)) of \(name) \(axis.attributes.count > 1 ? "are" : "is")"
          + " \(ReportWording.notShownByLog).\n"
        : "  \(AmbiguityWording.headline(axis, view: name))\n"
      for range in axis.attributes {
        let solved = AmbiguityWording.number(range.value)
        text += row(range.attribute.rawValue, "\(AmbiguityWording.range(range)), solved \(solved)")
      }
      text += row("frame", "\(AmbiguityWording.rounded(view.frame))")
      text += row("witness", "\(AmbiguityWording.rounded(axis.witnessFrame))")
      if !isPartial {
        text += row("cause", AmbiguityWording.cause(axis, view: name, engine: engine, names: names))
      }
      for (offset, index) in axis.constraints.enumerated() {
        let constraint = engine.constraints[index]
        var line = AmbiguityWording.constraint(constraint, names: names)
        if let location = constraint.location { line += "   " + location.description }
        text += row(offset == 0 ? "involved" : "", line)
      }
      // The log is not the app: what it does not show needs no constraint added.
      if !isPartial { text += row("fix", axis.fix.description(names: names)) }
    }
    return text
  }

  private static func row(_ label: String, _ value: String) -> String {
    "    " + label + String(repeating: " ", count: max(1, 10 - label.count)) + value + "\n"
  }
}
