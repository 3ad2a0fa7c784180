import ConstraintSolver
import LayoutDiagnostics
import LayoutEngine
import LayoutModel

/// W6: the time from a solved layout to every ambiguous variable with its range and a witness.
///
/// Two things are timed:
/// - `ambiguity_s`, the solver's part: `Solver.optimalFace()`, its reduced-cost screen
///   (`mayVary`) on every view variable, then `range(of:)` (exact bounds and a witness
///   alternative solution) on the flagged ones, over the benchmark's own mapping of the listing
///   (`ListingSystem`; edit variables set up as the workload benchmark's default, `pin`);
/// - `report_s`, the diagnostics' full report as `layout-doctor ambiguity` builds it:
///   `AmbiguityReport(engine:solution:)` on a solved `LayoutEngine` of the same document
///   (ranges, witnesses re-verified, causes and fixes for every view), with `engine_s` the
///   engine's build and solve before it.
///
/// The found variables, and the report's ambiguous attributes (minX as left, minY as top), are
/// compared with the `# expected-ambiguous` header; on W1–W4 (no header) every variable should
/// be unique.
struct AmbiguityBenchmark {
  /// Runs once and returns the JSON line.
  func run(_ path: String) throws(BenchmarkError) -> String {
    let input = try WorkloadInput.load(path)
    let system = try ListingSystem(document: input.document)
    let solver = system.solver
    let solveStart = Clock.now()
    try system.addAll(editSetup: .pin)
    solver.updateVariables()
    let analysisStart = Clock.now()
    let (ambiguous, flagged, witnesses) = try analyse(system)
    let done = Clock.now()

    let engineStart = Clock.now()
    let engine: LayoutEngine
    do {
      engine = try LayoutEngine(document: input.document)
    } catch {
      throw .unsupported("the engine refused the listing: \(error)")
    }
    let solution = engine.solve()
    let reportStart = Clock.now()
    let report = AmbiguityReport(engine: engine, solution: solution)
    let reportDone = Clock.now()
    let reported = report.ambiguousViews.flatMap { view in
      view.axes.flatMap { axis in
        axis.attributes.map { "\(view.id).\(Self.name($0.attribute))" }
      }
    }.sorted()

    let expected = (input.header("expected-ambiguous") ?? "").split(separator: " ").map(String.init)
    let found = ambiguous.map(\.name).sorted()
    var line = JSONLine()
    line.add("bench", "ambiguity")
    line.add("workload", input.name)
    line.add("views", input.document.hierarchy.views.count)
    line.add("constraints", system.constraints.count)
    line.add("solve_s", analysisStart - solveStart)
    line.add("ambiguity_s", done - analysisStart)
    line.add("variables", system.variables.count)
    line.add("flagged", flagged)
    line.add("ambiguous", found)
    line.add("witnesses", witnesses)
    line.add("ranges", ambiguous.map(\.range))
    line.add("expected", expected)
    line.add("matches_expected", found == expected.sorted())
    line.add("engine_s", reportStart - engineStart)
    line.add("report_s", reportDone - reportStart)
    line.add("report_ambiguous", reported)
    line.add("report_matches_expected", reported == expected.sorted())
    return line.text
  }

  /// The workload format's name of an attribute (`minX` is `left`, `minY` is `top`).
  static func name(_ attribute: LayoutAttribute) -> String {
    switch attribute {
    case .minX: "left"
    case .minY: "top"
    default: attribute.rawValue
    }
  }

  /// Screens every variable, ranges the flagged ones; returns the ambiguous ones (name and
  /// range as text), the number flagged and the number with a witness that changes them.
  @inline(never)
  func analyse(_ system: ListingSystem) throws(BenchmarkError) -> (
    [(name: String, range: String)], Int, Int
  ) {
    let solver = system.solver
    let face = solver.optimalFace()
    var ambiguous: [(name: String, range: String)] = []
    var flagged = 0
    var witnesses = 0
    for variable in system.variables {
      let range: OptimalRange
      do {
        guard try face.mayVary(LinearExpression(variable)) else { continue }
        range = try face.range(of: variable)
      } catch {
        throw .solver("\(error)")
      }
      flagged += 1
      guard !range.isUnique else { continue }
      if let witness = range.witness, let moved = witness.changedValues[variable],
        moved != range.value
      {
        witnesses += 1
      }
      let lower = range.lowerBound.map { "\($0)" } ?? "-inf"
      let upper = range.upperBound.map { "\($0)" } ?? "+inf"
      ambiguous.append((solver.name(of: variable), "\(lower)...\(upper)"))
    }
    return (ambiguous, flagged, witnesses)
  }
}
