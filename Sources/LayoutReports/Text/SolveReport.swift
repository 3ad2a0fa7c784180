import LayoutDiagnostics
import LayoutEngine
import LayoutModel

/// What `layout-doctor solve` prints: the solved view tree and the constraints that had to be
/// broken, as text or JSON.
///
/// Text lists the views depth-first, indented like `-[UIView recursiveDescription]`
/// (`<UILabel: title; frame = {{16, 59}, {343, 120}}>`, each level prefixed by `   | `), then
/// one "Unable to simultaneously satisfy constraints" block per broken constraint, in UIKit's
/// words. Given an ambiguity report, an ambiguous view's line ends with
/// ` - AMBIGUOUS LAYOUT for minX [0, 220]` (its ambiguous attributes with their ranges) and a
/// line after the tree counts them. JSON is
///
/// ```json
/// {"views": [{"id": "title", "class": "UILabel", "superview": "root",
///             "frame": {"x": 16, "y": 59, "width": 343, "height": 120},
///             "ambiguous": {"minX": {"min": 0, "max": 220}}}],
///  "brokenConstraints": [{"constraint": "<NSLayoutConstraint box.width == 200   (active)>",
///                         "origin": "user",
///                         "conflictingWith": [{"constraint": "…", "origin": "…"}]}]}
/// ```
///
/// with views in input order, frames relative to the superview in points (rounded to 1e-6),
/// `scrollViews` (only when the layout has scroll views) listing each scroll view's
/// `{"id", "contentSize": {"width", "height"}}` (its content layout guide's size; text: a
/// `Content size of ID: {W, H}` line after the tree),
/// `superview` null for roots, `ambiguous` (with an ambiguity report only) empty for a
/// determined view and `null` for an unbounded side, and sorted keys. Nothing depends on the input's format or file
/// name, so a listing and a JSON dump of one layout give the same report.
public enum SolveReport {
  /// The text report; `ambiguity` marks the ambiguous views.
  public static func text(
    _ solution: LayoutSolution, engine: LayoutEngine, ambiguity: AmbiguityReport? = nil
  ) -> String {
    var text = ""
    for (index, depth) in engine.document.hierarchy.depthFirstOrder() {
      let view = solution.views[index]
      text += String(repeating: "   | ", count: depth)
      text += "<\(view.className): \(view.id); frame = \(rounded(view.frame))>"
      if let ambiguous = ambiguity?.views[index], ambiguous.isAmbiguous {
        let ranges = ambiguous.ambiguousAttributes.map {
          "\($0.attribute.rawValue) \(AmbiguityWording.range($0))"
        }
        text += " - AMBIGUOUS LAYOUT for " + ranges.joined(separator: ", ")
      }
      text += "\n"
    }
    text += scrollViewsText(engine)
    if let count = ambiguity?.ambiguousViews.count, count > 0 {
      text += "\n" + (count == 1 ? "1 view is" : "\(count) views are") + " ambiguous;"
      text += " 'layout-doctor ambiguity' gives the causes and fixes.\n"
    }
    text += heightForWidthText(engine.heightForWidth)
    for broken in solution.brokenConstraints {
      text += "\nUnable to simultaneously satisfy constraints.\n"
      text += "\tProbably at least one of the constraints in the following list is one you don't"
      text += " want.\n(\n"
      let members = (broken.conflictingWith + [broken.index]).sorted()
      text += members.map { "    \"\(engine.constraints[$0])\"" }.joined(separator: ",\n")
      text += "\n)\n\nWill attempt to recover by breaking constraint \n"
      text += "\(broken.constraint)\n"
    }
    return text
  }

  /// The JSON report; with `ambiguity`, every view has an `ambiguous` object.
  public static func json(
    _ solution: LayoutSolution, engine: LayoutEngine, ambiguity: AmbiguityReport? = nil
  ) -> String {
    let views = solution.views.enumerated().map { index, view in
      ViewEntry(
        id: view.id, className: view.className, superview: view.superview,
        frame: Frame(rounded(view.frame)),
        ambiguous: ambiguity.map { AmbiguityJSONReport.bounds($0.views[index]) })
    }
    let broken = solution.brokenConstraints.map { broken in
      BrokenEntry(
        constraint: ConstraintEntry(broken.constraint),
        conflictingWith: broken.conflictingWith.map { ConstraintEntry(engine.constraints[$0]) })
    }
    let scrollViews = engine.scrollViewIDs.compactMap { id in
      engine.contentSize(ofScrollView: id).map {
        ScrollViewEntry(
          id: id,
          contentSize: Size(width: roundedPoints($0.width), height: roundedPoints($0.height)))
      }
    }
    return JSONText.encode(
      Document(
        views: views, brokenConstraints: broken,
        scrollViews: scrollViews.isEmpty ? nil : scrollViews,
        heightForWidth: heightForWidthJSON(engine.heightForWidth)))
  }

  /// The frame with every value rounded to 1e-6 points and -0 written as 0, so that solver
  /// noise (`342.99999999999994`) does not reach the output.
  static func rounded(_ frame: LayoutRect) -> LayoutRect {
    func clean(_ value: Double) -> Double { roundedPoints(value) }
    return LayoutRect(
      x: clean(frame.x), y: clean(frame.y), width: clean(frame.width),
      height: clean(frame.height))
  }

  struct Document: Encodable {
    var views: [ViewEntry]
    var brokenConstraints: [BrokenEntry]
    var scrollViews: [ScrollViewEntry]?
    var heightForWidth: HeightForWidthEntry?
  }

  struct ViewEntry: Encodable {
    var id: String
    var className: String
    var superview: String?
    var frame: Frame
    var ambiguous: [String: AmbiguityJSONReport.Bounds]?

    enum CodingKeys: String, CodingKey {
      case id
      case className = "class"
      case superview, frame, ambiguous
    }

    func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: CodingKeys.self)
      try container.encode(id, forKey: .id)
      try container.encode(className, forKey: .className)
      try container.encode(superview, forKey: .superview)
      try container.encode(frame, forKey: .frame)
      try container.encodeIfPresent(ambiguous, forKey: .ambiguous)
    }
  }

  struct Frame: Encodable {
    var x: Double
    var y: Double
    var width: Double
    var height: Double

    init(_ rect: LayoutRect) {
      x = rect.x
      y = rect.y
      width = rect.width
      height = rect.height
    }
  }

  struct BrokenEntry: Encodable {
    var constraint: ConstraintEntry
    var conflictingWith: [ConstraintEntry]

    func encode(to encoder: any Encoder) throws {
      try constraint.encode(to: encoder)
      var container = encoder.container(keyedBy: CodingKeys.self)
      try container.encode(conflictingWith, forKey: .conflictingWith)
    }

    enum CodingKeys: String, CodingKey { case conflictingWith }
  }

  struct ConstraintEntry: Encodable {
    var constraint: String
    var origin: String

    init(_ constraint: LayoutConstraint) {
      self.constraint = constraint.description
      self.origin = constraint.origin.rawValue
    }
  }
}
