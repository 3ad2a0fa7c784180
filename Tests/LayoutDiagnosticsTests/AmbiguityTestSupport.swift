import ConstraintSolver
import Foundation
import LayoutDiagnostics
import LayoutEngine
import LayoutModel
import LayoutParsing
import LayoutTestSupport
import Testing

/// Reads `fixtures/layout-dumps/<name>` (listing or JSON dump).
func layoutFixture(_ name: String) throws -> LayoutDocument {
  let bytes = try [UInt8](Data(contentsOf: Fixtures.url("layout-dumps/\(name)")))
  return try LayoutFileParser.parse(bytes, file: "fixtures/layout-dumps/\(name)").document
}

/// Parses a listing given inline.
func listing(_ text: String) throws -> LayoutDocument {
  try LayoutListingParser.parse(Array(text.utf8), file: "t.layout")
}

/// The engine and ambiguity report of a document.
func analyzed(_ document: LayoutDocument) throws -> (LayoutEngine, AmbiguityReport) {
  let engine = try LayoutEngine(document: document)
  return (engine, AmbiguityReport(engine: engine))
}

/// `a` and `b` agree within 1e-6 relative to their magnitude.
func close(_ a: Double?, _ b: Double?) -> Bool {
  guard let a, let b else { return a == nil && b == nil }
  return (a - b).magnitude <= 1e-6 * max(1, a.magnitude, b.magnitude)
}

/// Per-level errors agree (same levels, errors within 1e-6).
func sameLevels(
  _ a: [(priority: Double, error: Double)], _ b: [(priority: Double, error: Double)]
) -> Bool {
  a.count == b.count
    && zip(a, b).allSatisfy { $0.priority == $1.priority && close($0.error, $1.error) }
}

/// Checks every witness of `report` two ways: the solver's `verifySolution` on the complete
/// alternative layout (every required constraint holds, same per-level errors), and a fresh
/// solve of the document with the view's frame fixed to the witness frame by required
/// constraints (the same per-level errors come out, and nothing more is broken).
func expectWitnessesResolve(
  _ document: LayoutDocument, _ engine: LayoutEngine, _ report: AmbiguityReport,
  sourceLocation: Testing.SourceLocation = #_sourceLocation
) throws {
  let levels = engine.solver.levelErrors()
  let broken = engine.solver.brokenConstraints.count
  for view in report.ambiguousViews {
    for axis in view.axes {
      let check = engine.solver.verifySolution(axis.witness)
      #expect(check.isFeasible, "\(view.id) \(axis.axis)", sourceLocation: sourceLocation)
      #expect(
        sameLevels(check.levelErrors, levels), "\(view.id): \(check.levelErrors) vs \(levels)",
        sourceLocation: sourceLocation)
      var pinned = document
      let frame = axis.witnessFrame
      for (attribute, value) in [
        (LayoutAttribute.minX, frame.x), (.minY, frame.y), (.width, frame.width),
        (.height, frame.height),
      ] {
        pinned.constraints.append(
          LayoutConstraint(LayoutAnchor(.view(view.id), attribute), .equal, constant: value))
      }
      let resolved = try LayoutEngine(document: pinned)
      _ = resolved.solve()
      #expect(
        resolved.solver.brokenConstraints.count == broken, "\(view.id) witness breaks something",
        sourceLocation: sourceLocation)
      #expect(
        sameLevels(resolved.solver.levelErrors(), levels),
        "\(view.id): re-solved \(resolved.solver.levelErrors()) vs \(levels)",
        sourceLocation: sourceLocation)
      let moved = axis.attributes.contains { range in
        let witnessValue: Double
        switch range.attribute {
        case .minX: witnessValue = frame.x
        case .minY: witnessValue = frame.y
        case .width: witnessValue = frame.width
        default: witnessValue = frame.height
        }
        return !close(witnessValue, range.value)
      }
      #expect(moved, "\(view.id) witness does not move", sourceLocation: sourceLocation)
    }
  }
}

/// The document with `fix` applied.
func applying(_ fix: AmbiguityFix, to document: LayoutDocument, engine: LayoutEngine) throws
  -> LayoutDocument
{
  var result = document
  switch fix {
  case .addConstraint(let constraint):
    result.constraints.append(constraint)
  case .makeEquality(let index, _):
    try #require(index < document.constraints.count, "fix targets a generated constraint")
    result.constraints[index].relation = .equal
  case .raisePriority(let index, _, let priority):
    try #require(index < document.constraints.count, "fix targets a generated constraint")
    result.constraints[index].priority = priority
  case .raiseContentPriority(let id, let axis, let kind, let priority):
    var views = document.hierarchy.views
    let index = try #require(views.firstIndex { $0.id == id })
    if kind == .compressionResistance {
      views[index].contentCompressionResistancePriority[axis] = priority
    } else {
      views[index].contentHuggingPriority[axis] = priority
    }
    result.hierarchy = try ViewHierarchy(views: views, guides: document.hierarchy.guides)
  }
  return result
}
