import ConstraintSolver
import Foundation
import LayoutDiagnostics
import LayoutEngine
import LayoutModel
import LayoutTestSupport
import Testing

/// The exact decision against an independent check on 120 seeded random layouts, times
/// `LAYOUT_DOCTOR_TEST_SCALE` (`TestScale`; 1,200 in the long run at scale 10).
///
/// The check uses no ranging: for every view attribute (minX, minY relative to the superview,
/// width, height) it solves again with the attribute pushed 50 pt up, then 50 pt down, by an
/// equality at priority 1, below every priority of the layout. Lexicographic optimization keeps
/// every original level at its optimum (checked), so the attribute moves exactly when another
/// optimal layout allows it: it is ambiguous exactly when one of the pushes moves it. A failure
/// prints the seed and the layout; `AMBIGUITY_SEED=<seed> swift test --filter
/// AmbiguityRandomizedTests` reruns one.
@Suite struct AmbiguityRandomizedTests {
  static let layoutCount = TestScale.count(120)
  static let chunks = 4

  @Test(arguments: 0..<chunks)
  func exactDecisionMatchesPushing(chunk: Int) throws {
    if let text = ProcessInfo.processInfo.environment["AMBIGUITY_SEED"], let seed = UInt64(text) {
      if chunk == 0, let failure = try Self.check(seed: seed) { Issue.record("\(failure)") }
      return
    }
    let perChunk = Self.layoutCount / Self.chunks
    for index in (chunk * perChunk)..<((chunk + 1) * perChunk) {
      let seed = 0xA3B1_6000 + UInt64(index)
      if let failure = try Self.check(seed: seed) {
        Issue.record("\(failure)")
        return
      }
    }
  }

  /// `nil` when the report and the pushes agree on every attribute, else what differs.
  static func check(seed: UInt64) throws -> String? {
    let document = RandomLayout.make(seed: seed)
    let engine = try LayoutEngine(document: document)
    let report = AmbiguityReport(engine: engine)
    let probe = try LayoutEngine(document: document)
    _ = probe.solve()
    let solver = probe.solver
    let levels = solver.levelErrors()
    let hierarchy = document.hierarchy
    for (index, view) in hierarchy.views.enumerated() {
      guard let frame = probe.frameVariables(of: .view(view.id)) else { continue }
      let parent = hierarchy.superviewIndices[index].flatMap {
        probe.frameVariables(of: .view(hierarchy.views[$0].id))
      }
      let expressions: [(LayoutAttribute, LinearExpression)] = [
        (.minX, parent.map { frame.minX - $0.minX } ?? LinearExpression(frame.minX)),
        (.width, LinearExpression(frame.width)),
        (.minY, parent.map { frame.minY - $0.minY } ?? LinearExpression(frame.minY)),
        (.height, LinearExpression(frame.height)),
      ]
      let reported = Set(report.views[index].ambiguousAttributes.map(\.attribute))
      for (attribute, expression) in expressions {
        let value = expression.value { solver.value(of: $0) }
        var moves = false
        for target in [value + 50, value - 50] {
          let push = try solver.add(LinearConstraint(expression, .equal, target, priority: 1))
          let pushed = expression.value { solver.value(of: $0) }
          let pushedLevels = solver.levelErrors().filter { $0.priority != 1 }
          try solver.remove(push)
          if !sameLevels(pushedLevels, levels) {
            return "seed \(seed): pushing \(view.id).\(attribute) changed the levels "
              + "\(levels) to \(pushedLevels)\n\(RandomLayout.listing(document))"
          }
          if !close(pushed, value) { moves = true }
        }
        if moves != reported.contains(attribute) {
          return "seed \(seed): \(view.id).\(attribute) reported "
            + "\(reported.contains(attribute) ? "ambiguous" : "determined"), pushing "
            + "\(moves ? "moves" : "does not move") it\n\(RandomLayout.listing(document))"
        }
      }
    }
    let witnessFailures = try witnessProblems(document, engine, report)
    return witnessFailures.map { "seed \(seed): \($0)\n\(RandomLayout.listing(document))" }
  }

  /// Every witness is a complete optimal layout (`verifySolution`).
  static func witnessProblems(
    _ document: LayoutDocument, _ engine: LayoutEngine, _ report: AmbiguityReport
  ) throws -> String? {
    let levels = engine.solver.levelErrors()
    for view in report.ambiguousViews {
      for axis in view.axes {
        let check = engine.solver.verifySolution(axis.witness)
        if !check.isFeasible || !sameLevels(check.levelErrors, levels) {
          return "witness of \(view.id) \(axis.axis) is not optimal: \(check.levelErrors)"
        }
      }
    }
    return nil
  }
}
