import LayoutDiagnostics
import LayoutEngine
import LayoutModel

/// `layout-doctor why --format json`:
///
/// ```json
/// {"item": "title.width", "value": 180, "determined": true,
///  "range": {"min": 180, "max": 180},
///  "chain": [{"kind": "derivation", "constraint": "<NSContentSizeLayoutConstraint …>",
///             "origin": "contentSize", "location": "a.layout:4:6",
///             "determines": "title.width", "value": 180}],
///  "givingWay": [{"constraint": "…", "origin": "contentSize", "location": "…", "error": 50}],
///  "ambiguity": null}
/// ```
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
    let chain = explanation.steps.map { step in
      Link(
        kind: step.kind.rawValue,
        constraint: Nullable(
          step.constraint?.description ?? (step.kind == .reference ? nil : "edit variable")),
        origin: Nullable(
          step.constraint?.origin.rawValue ?? (step.kind == .reference ? nil : "edit")),
        location: Nullable(step.constraint?.location?.description),
        determines: Nullable(step.determines),
        value: Nullable(step.value.map { AmbiguityWording.rounded($0) }))
    }
    let givingWay = explanation.yielding.map { yielding in
      Yield(
        constraint: yielding.constraint.description, origin: yielding.constraint.origin.rawValue,
        location: Nullable(yielding.constraint.location?.description),
        error: AmbiguityWording.rounded(yielding.error))
    }
    let document = Document(
      item: explanation.anchor.description, value: AmbiguityWording.rounded(explanation.value),
      determined: explanation.isDetermined,
      range: AmbiguityJSONReport.Bounds(
        min: Nullable(explanation.lowerBound.map { AmbiguityWording.rounded($0) }),
        max: Nullable(explanation.upperBound.map { AmbiguityWording.rounded($0) })),
      chain: chain, givingWay: givingWay,
      ambiguity: Nullable(
        explanation.ambiguity.map { AmbiguityJSONReport.entry($0, engine: engine) }))
    return JSONText.encode(document)
  }

  struct Document: Encodable {
    var item: String
    var value: Double
    var determined: Bool
    var range: AmbiguityJSONReport.Bounds
    var chain: [Link]
    var givingWay: [Yield]
    var ambiguity: Nullable<AmbiguityJSONReport.Entry>
  }

  struct Link: Encodable {
    var kind: String
    var constraint: Nullable<String>
    var origin: Nullable<String>
    var location: Nullable<String>
    var determines: Nullable<String>
    var value: Nullable<Double>
  }

  struct Yield: Encodable {
    var constraint: String
    var origin: String
    var location: Nullable<String>
    var error: Double
  }
}
