import LayoutDiagnostics
import LayoutEngine
import LayoutModel

/// `layout-doctor ambiguity --format json`, whose shape is
/// `fixtures/schemas/ambiguity.schema.json`.
///
/// Every view, in input order; frames relative to the superview, in points, rounded to 1e-6;
/// `null` bounds are unbounded. A determined view has an empty `ambiguous` object, `null`
/// `witnessFrame`, `cause` and `fix`, and no constraints. A view ambiguous on both axes gives
/// the horizontal witness, both causes (kebab-case ids, comma-separated, horizontal first) and
/// both fixes (`; `-separated). For a console report read as a layout
/// (`LayoutDocument.isPartial`), an attribute its constraints leave open is one the log does
/// not show: its `cause` is `not-shown-in-log` and its `fix` `null`, since the log is not the
/// app. A view a layout editor names (Interface Builder's `View.displayName`) has its `name`
/// beside its `id`. Keys are sorted.
public enum AmbiguityJSONReport {
  /// The JSON report.
  public static func json(_ report: AmbiguityReport, engine: LayoutEngine) -> String {
    var writer = JSONWriter(capacity: 256 + 300 * report.views.count)
    writer.object { writer in
      writer.key("views")
      writer.array(report.views) { writeEntry($1, engine: engine, to: &$0) }
    }
    writer.newlineAtEnd()
    return writer.text
  }

  /// The JSON object of one view (also used by `why`).
  static func writeEntry(_ view: ViewAmbiguity, engine: LayoutEngine, to writer: inout JSONWriter) {
    let isPartial = engine.document.isPartial
    var causes: [String] = []
    for axis in view.axes where !causes.contains(axis.cause.id) { causes.append(axis.cause.id) }
    if isPartial, !causes.isEmpty { causes = ["not-shown-in-log"] }
    var indices: [Int] = []
    for axis in view.axes {
      for index in axis.constraints where !indices.contains(index) { indices.append(index) }
    }
    writer.object { writer in
      writer.key("ambiguous")
      writeBounds(view, to: &writer)
      writer.key("cause")
      writer.string(orNull: causes.isEmpty ? nil : causes.joined(separator: ", "))
      writer.key("constraints")
      writer.array(indices) { writer, index in
        let constraint = engine.constraints[index]
        writer.object { writer in
          writer.key("constraint")
          writer.string(constraint.description)
          writer.key("location")
          writer.string(orNull: constraint.location?.description)
          writer.key("origin")
          writer.string(constraint.origin.rawValue)
        }
      }
      writer.key("fix")
      writer.string(
        orNull: view.axes.isEmpty || isPartial
          ? nil : view.axes.map(\.fix.description).joined(separator: "; "))
      writer.key("frame")
      SolveReport.writeFrame(SolveReport.rounded(view.frame), to: &writer)
      writer.key("id")
      writer.string(view.id)
      // A layout editor's name (Interface Builder's), beside the object id.
      if let name = engine.document.hierarchy.views[view.index].displayName {
        writer.key("name")
        writer.string(name)
      }
      writer.key("witnessFrame")
      if let axis = view.axes.first {
        SolveReport.writeFrame(SolveReport.rounded(axis.witnessFrame), to: &writer)
      } else {
        writer.null()
      }
    }
  }

  /// The `ambiguous` object of a view: each ambiguous attribute's range, `min` and `max` in
  /// points rounded to 1e-6, `null` when unbounded (also used by `solve`).
  static func writeBounds(_ view: ViewAmbiguity, to writer: inout JSONWriter) {
    writer.object(sortedKeys: view.ambiguousAttributes.map { ($0.attribute.rawValue, $0) }) {
      writeRange(lower: $1.lowerBound, upper: $1.upperBound, to: &$0)
    }
  }

  /// A range's object, `max` and `min` rounded to 1e-6 points, `null` when unbounded (also
  /// used by `why`).
  static func writeRange(lower: Double?, upper: Double?, to writer: inout JSONWriter) {
    writer.object { writer in
      writer.key("max")
      writer.number(orNull: upper.map { AmbiguityWording.rounded($0) })
      writer.key("min")
      writer.number(orNull: lower.map { AmbiguityWording.rounded($0) })
    }
  }
}
