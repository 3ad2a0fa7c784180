import LayoutDiagnostics
import LayoutEngine
import LayoutModel

/// `layout-doctor why --format json`:
///
/// ```json
/// {"item": "title.width", "value": 180, "determined": true,
///  "range": {"min": 180, "max": 180},
///  "chain": [{"constraint": "<NSContentSizeLayoutConstraint …>", "origin": "contentSize",
///             "location": "a.layout:4:6", "determines": "title.width", "value": 180,
///             "simultaneous": false}],
///  "givingWay": [{"constraint": "…", "origin": "contentSize", "location": "…", "error": 50}],
///  "ambiguity": null}
/// ```
///
/// For an ambiguous value `determined` is false, `chain` and `givingWay` are empty and
/// `ambiguity` is the view's object as `layout-doctor ambiguity --format json` gives it (or
/// null for a guide). Values in points, rounded to 1e-6; `null` bounds are unbounded; keys
/// sorted.
public enum WhyJSONReport {
  /// The JSON report.
  public static func json(_ explanation: WhyExplanation, engine: LayoutEngine) -> String {
    let chain = explanation.steps.map { step in
      Link(
        constraint: step.constraint?.description ?? "edit variable",
        origin: step.constraint?.origin.rawValue ?? "edit",
        location: Nullable(step.constraint?.location?.description),
        determines: Nullable(step.determines),
        value: Nullable(step.value.map { AmbiguityWording.rounded($0) }),
        simultaneous: step.isSimultaneous)
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
    var constraint: String
    var origin: String
    var location: Nullable<String>
    var determines: Nullable<String>
    var value: Nullable<Double>
    var simultaneous: Bool
  }

  struct Yield: Encodable {
    var constraint: String
    var origin: String
    var location: Nullable<String>
    var error: Double
  }
}
