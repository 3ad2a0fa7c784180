import LayoutDiagnostics
import LayoutEngine
import LayoutModel

/// `layout-doctor why --format json`, whose shape is `fixtures/schemas/why.schema.json`.
///
/// A step's `kind` is `derivation` (the constraint fixes `determines`), `reference` (no
/// constraint: `determines` at its solved value is the point the rest measure from) or
/// `simultaneous` (solved together with the other such steps). For an ambiguous value
/// `determined` is false, `chain` and `givingWay` are empty and
/// `ambiguity` is the view's object as `layout-doctor ambiguity --format json` gives it (or
/// null for a guide). Values in points, rounded to 1e-6; `null` bounds are unbounded; keys
/// sorted.
public enum WhyJSONReport {
  /// The JSON report.
  public static func json(_ explanation: WhyExplanation, engine: LayoutEngine) -> String {
    var writer = JSONWriter()
    writer.object { writer in
      writer.key("ambiguity")
      if let ambiguity = explanation.ambiguity {
        AmbiguityJSONReport.writeEntry(ambiguity, engine: engine, to: &writer)
      } else {
        writer.null()
      }
      writer.key("chain")
      writer.array(explanation.steps) { writer, step in
        writer.object { writer in
          writer.key("constraint")
          writer.string(
            orNull: step.constraint?.description
              ?? (step.kind == .reference ? nil : "edit variable"))
          writer.key("determines")
          writer.string(orNull: step.determines)
          writer.key("kind")
          writer.string(step.kind.rawValue)
          writer.key("location")
          writer.string(orNull: step.constraint?.location?.description)
          writer.key("origin")
          writer.string(
            orNull: step.constraint?.origin.rawValue ?? (step.kind == .reference ? nil : "edit"))
          writer.key("value")
          writer.number(orNull: step.value.map { AmbiguityWording.rounded($0) })
        }
      }
      writer.key("determined")
      writer.bool(explanation.isDetermined)
      writer.key("givingWay")
      writer.array(explanation.yielding) { writer, yielding in
        writer.object { writer in
          writer.key("constraint")
          writer.string(yielding.constraint.description)
          writer.key("error")
          writer.number(AmbiguityWording.rounded(yielding.error))
          writer.key("location")
          writer.string(orNull: yielding.constraint.location?.description)
          writer.key("origin")
          writer.string(yielding.constraint.origin.rawValue)
        }
      }
      writer.key("item")
      writer.string(explanation.anchor.description)
      writer.key("range")
      AmbiguityJSONReport.writeRange(
        lower: explanation.lowerBound, upper: explanation.upperBound, to: &writer)
      writer.key("value")
      writer.number(AmbiguityWording.rounded(explanation.value))
    }
    writer.newlineAtEnd()
    return writer.text
  }
}
