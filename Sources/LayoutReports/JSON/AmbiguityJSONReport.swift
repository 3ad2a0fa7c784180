import LayoutDiagnostics
import LayoutEngine
import LayoutModel

/// `layout-doctor ambiguity --format json`:
///
/// ```json
/// {"views": [{"id": "badge", "frame": {"x": 0, "y": 40, "width": 60, "height": 20},
///             "ambiguous": {"minX": {"min": null, "max": null}},
///             "witnessFrame": {"x": 100, "y": 40, "width": 60, "height": 20},
///             "cause": "missing-constraints",
///             "constraints": [{"constraint": "<NSContentSizeLayoutConstraint …>",
///                              "origin": "contentSize", "location": "a.layout:4:6"}],
///             "fix": "add badge.leading == root.leading"}]}
/// ```
///
/// Every view, in input order; frames relative to the superview, in points, rounded to 1e-6;
/// `null` bounds are unbounded. A determined view has an empty `ambiguous` object, `null`
/// `witnessFrame`, `cause` and `fix`, and no constraints. A view ambiguous on both axes gives
/// the horizontal witness, both causes (kebab-case ids, comma-separated, horizontal first) and
/// both fixes (`; `-separated). Keys are sorted.
public enum AmbiguityJSONReport {
  /// The JSON report.
  public static func json(_ report: AmbiguityReport, engine: LayoutEngine) -> String {
    JSONText.encode(Document(views: report.views.map { entry($0, engine: engine) }))
  }

  /// The JSON object of one view (also used by `why` and `solve`).
  static func entry(_ view: ViewAmbiguity, engine: LayoutEngine) -> Entry {
    let ambiguous = bounds(view)
    var causes: [String] = []
    for axis in view.axes where !causes.contains(axis.cause.id) { causes.append(axis.cause.id) }
    var indices: [Int] = []
    for axis in view.axes {
      for index in axis.constraints where !indices.contains(index) { indices.append(index) }
    }
    return Entry(
      id: view.id, frame: SolveReport.Frame(SolveReport.rounded(view.frame)),
      ambiguous: ambiguous,
      witnessFrame: Nullable(
        view.axes.first.map { SolveReport.Frame(SolveReport.rounded($0.witnessFrame)) }),
      cause: Nullable(causes.isEmpty ? nil : causes.joined(separator: ", ")),
      constraints: indices.map { ConstraintEntry(engine.constraints[$0]) },
      fix: Nullable(
        view.axes.isEmpty ? nil : view.axes.map(\.fix.description).joined(separator: "; ")))
  }

  /// The `ambiguous` object of a view: each ambiguous attribute's range (also used by
  /// `solve`).
  static func bounds(_ view: ViewAmbiguity) -> [String: Bounds] {
    var ambiguous: [String: Bounds] = [:]
    for range in view.ambiguousAttributes {
      ambiguous[range.attribute.rawValue] = Bounds(
        min: Nullable(range.lowerBound.map { AmbiguityWording.rounded($0) }),
        max: Nullable(range.upperBound.map { AmbiguityWording.rounded($0) }))
    }
    return ambiguous
  }

  struct Document: Encodable {
    var views: [Entry]
  }

  struct Entry: Encodable {
    var id: String
    var frame: SolveReport.Frame
    var ambiguous: [String: Bounds]
    var witnessFrame: Nullable<SolveReport.Frame>
    var cause: Nullable<String>
    var constraints: [ConstraintEntry]
    var fix: Nullable<String>
  }

  struct Bounds: Encodable {
    var min: Nullable<Double>
    var max: Nullable<Double>
  }

  struct ConstraintEntry: Encodable {
    var constraint: String
    var origin: String
    var location: Nullable<String>

    init(_ constraint: LayoutConstraint) {
      self.constraint = constraint.description
      origin = constraint.origin.rawValue
      location = Nullable(constraint.location?.description)
    }
  }
}

/// An optional that encodes as `null` when absent (synthesized `Encodable` leaves the key
/// out), so every object of a report has the same keys.
struct Nullable<Wrapped: Encodable>: Encodable {
  var value: Wrapped?

  init(_ value: Wrapped?) {
    self.value = value
  }

  func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    if let value {
      try container.encode(value)
    } else {
      try container.encodeNil()
    }
  }
}
