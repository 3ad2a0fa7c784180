import Foundation
import LayoutTestSupport
import Testing

@testable import ConstraintSolver

/// The solver against an exact oracle (``ExactOracle``, vertex enumeration in integer
/// arithmetic, no shared code) on 1,000 seeded random systems (times `LAYOUT_DOCTOR_TEST_SCALE`,
/// `TestScale`; 10,000 in the long run at scale 10): 1–3 variables, mixed relations,
/// 1–5 preference levels plus required constraints, some non-negative variables, and after the
/// adds a few incremental steps (remove, setConstant, edit variables and suggestions), in strict
/// and in breaking mode. Compared: feasibility (and the Farkas certificate of every rejection),
/// every level's total error, every variable the oracle shows is determined, and on half the
/// systems every variable's optimal range (`optimalRange(of:)`, with its witness re-verified).
///
/// A failure prints its seed; `ORACLE_SEED=<seed> swift test --filter DifferentialTests` reruns
/// just that system and prints it.
@Suite struct DifferentialTests {
  static let systemCount = TestScale.count(1_000)
  static let chunks = 4

  @Test(arguments: 0..<chunks)
  func solverMatchesExactOracle(chunk: Int) {
    if let text = ProcessInfo.processInfo.environment["ORACLE_SEED"], let seed = UInt64(text) {
      if chunk == 0 {
        var harness = DifferentialHarness(seed: seed, verbose: true)
        harness.run()
      }
      return
    }
    let perChunk = Self.systemCount / Self.chunks
    for index in (chunk * perChunk)..<((chunk + 1) * perChunk) {
      var harness = DifferentialHarness(seed: 0x5EED_0000 + UInt64(index), verbose: false)
      harness.run()
      if harness.failed {
        break
      }
    }
  }
}

/// One random system driven through the solver and checked against the oracle at every step.
struct DifferentialHarness {
  let seed: UInt64
  let verbose: Bool
  private var rng: SplitMix64
  private let system: SmallSystem
  private let solver: Solver
  private let variables: [Variable]
  /// Constraints in the solver: id, data as given (original priority), and whether broken.
  private var present: [(id: ConstraintID, constraint: SmallSystem.Constraint)] = []
  private var edits: [Int: ConstraintID] = [:]
  private(set) var failed = false

  init(seed: UInt64, verbose: Bool) {
    self.seed = seed
    self.verbose = verbose
    rng = SplitMix64(seed: seed)
    system = SmallSystem.random(using: &rng)
    let breaking = Int.random(in: 0..<4, using: &rng) == 0
    solver = Solver(options: SolverOptions(breaksUnsatisfiableRequired: breaking))
    variables = (0..<system.variableCount).map { [solver, system] j in
      solver.makeVariable("x\(j)", nonNegative: system.nonNegative[j])
    }
  }

  mutating func run() {
    if verbose {
      print("seed \(seed), breaking \(solver.options.breaksUnsatisfiableRequired)\n\(system)")
    }
    for constraint in system.constraints {
      add(constraint)
    }
    compare("after adding")
    for step in 0..<Int.random(in: 0...2, using: &rng) where !failed {
      incrementalStep()
      compare("after step \(step)")
    }
  }

  // MARK: Steps

  private mutating func add(_ constraint: SmallSystem.Constraint) {
    do {
      let id = try solver.add(linear(constraint))
      present.append((id, constraint))
    } catch SolverError.unsatisfiable(_, let conflicts) {
      expectRejection(of: constraint, conflicts: conflicts, "add")
    } catch {
      fail("unexpected error \(error)")
    }
  }

  private mutating func incrementalStep() {
    let choice = Int.random(in: 0..<4, using: &rng)
    if choice == 0, let victim = present.indices.randomElement(using: &rng) {
      let id = present[victim].id
      do {
        try solver.remove(id)
      } catch {
        fail("remove \(id): \(error)")
      }
      if verbose { print("remove \(id)") }
      present.remove(at: victim)
      edits = edits.filter { $0.value != id }
    } else if choice == 1, let target = present.indices.randomElement(using: &rng) {
      let constant = Int.random(in: -20...20, using: &rng)
      var changed = present[target].constraint
      changed.constant = constant
      if verbose { print("setConstant \(present[target].id) to \(constant)") }
      do {
        try solver.setConstant(present[target].id, Double(constant))
        present[target].constraint = changed
      } catch SolverError.unsatisfiable(_, let conflicts) {
        let original = present.remove(at: target)
        expectRejection(of: changed, conflicts: conflicts, "setConstant")
        present.insert(original, at: target)
      } catch {
        fail("setConstant: \(error)")
      }
    } else {
      let j = Int.random(in: 0..<system.variableCount, using: &rng)
      let value = Int.random(in: -20...20, using: &rng)
      do {
        if edits[j] == nil {
          let choices: [Double] = [1, 250, 500, 750, 999]
          let priority = choices.randomElement(using: &rng) ?? 500
          let id = try solver.addEditVariable(variables[j], priority: priority)
          var coefficients = Array(repeating: 0, count: system.variableCount)
          coefficients[j] = 1
          present.append(
            (
              id,
              .init(
                coefficients: coefficients, constant: 0, comparison: .equal,
                priority: priority)
            ))
          edits[j] = id
        }
        if verbose { print("suggest x\(j) = \(value)") }
        try solver.suggestValue(variables[j], Double(value))
        if let index = present.firstIndex(where: { $0.id == edits[j] }) {
          present[index].constraint.constant = -value
        }
      } catch {
        fail("edit x\(j): \(error)")
      }
    }
  }

  // MARK: Checks

  /// The current constraints as the solver should treat them: broken ones at 1100.
  private func effectiveSystem() -> SmallSystem {
    let broken = Set(solver.brokenConstraints)
    var effective = system
    effective.constraints = present.map { entry in
      var constraint = entry.constraint
      if broken.contains(entry.id) {
        constraint.priority = 1100
      }
      return constraint
    }
    return effective
  }

  private mutating func compare(_ stage: String) {
    guard !failed else { return }
    let effective = effectiveSystem()
    let answer = ExactOracle.solve(effective)
    guard answer.isFeasible else {
      return fail("\(stage): the oracle finds the accepted required constraints infeasible")
    }
    let levels = solver.levelErrors()
    let expectedLevels = answer.levelErrors.map(\.priority)
    if levels.map(\.priority) != expectedLevels {
      return fail("\(stage): levels \(levels.map(\.priority)), oracle \(expectedLevels)")
    }
    for (level, exact) in zip(levels, answer.levelErrors)
    where !isClose(level.error, exact.error.value) {
      return fail("\(stage): error at \(level.priority) is \(level.error), oracle \(exact.error)")
    }
    var values: [Variable: Double] = [:]
    for (j, variable) in variables.enumerated() {
      values[variable] = solver.value(of: variable)
      if let exact = answer.determinedValues[j], !isClose(values[variable] ?? 0, exact.value) {
        return fail("\(stage): x\(j) = \(values[variable] ?? 0), oracle \(exact)")
      }
    }
    let check = verify(
      effective.constraints.map(linear), values: values,
      nonNegative: Set(variables.indices.filter { system.nonNegative[$0] }.map { variables[$0] }))
    if !check.isFeasible {
      return fail(
        "\(stage): verify finds violations \(check.violatedRequired) \(check.negativeVariables)")
    }
    for (level, exact) in zip(check.levelErrors, answer.levelErrors)
    where !isClose(level.error, exact.error.value) {
      return fail(
        "\(stage): verify error at \(level.priority) is \(level.error), oracle \(exact.error)")
    }
    // Ranges and witnesses on every other system (5,000), to keep the debug run short.
    if seed % 2 == 0 || verbose,
      let problem = checkRanges(answer, effective: effective, values: values)
    {
      return fail("\(stage): \(problem)")
    }
    // The structural check costs as much as the rest; every fourth system is plenty.
    let problems = seed % 4 == 0 || verbose ? solver.tableau.invariantViolations() : []
    if !problems.isEmpty {
      return fail("\(stage): invariants: \(problems)")
    }
    if verbose {
      print("\(stage): ok, levels \(levels), values \(values.sorted { $0.key < $1.key })")
    }
  }

  /// Every variable's optimal range matches the oracle's, and each witness is an optimal
  /// solution (same level errors) in which the variable differs.
  private func checkRanges(
    _ answer: ExactOracle.Answer, effective: SmallSystem, values: [Variable: Double]
  ) -> String? {
    let constraints = effective.constraints.map(linear)
    let nonNegative = Set(variables.indices.filter { system.nonNegative[$0] }.map { variables[$0] })
    let candidates = Set(solver.ambiguityCandidates())
    for (j, variable) in variables.enumerated() {
      let range = solver.optimalRange(of: variable)
      let exact = answer.ranges[j]
      let sameMin =
        range.min.map { low in exact.min.map { isClose(low, $0.value) } ?? false }
        ?? (exact.min == nil)
      let sameMax =
        range.max.map { high in exact.max.map { isClose(high, $0.value) } ?? false }
        ?? (exact.max == nil)
      if !sameMin || !sameMax {
        return "range of x\(j) is \(range.min as Any)...\(range.max as Any), "
          + "oracle \(exact.min as Any)...\(exact.max as Any)"
      }
      if range.isDetermined {
        if range.witness != nil { return "determined x\(j) has a witness" }
        continue
      }
      if !candidates.contains(variable) {
        return "ambiguous x\(j) is not among the ambiguity candidates"
      }
      guard let alternative = range.witness else { return "ambiguous x\(j) has no witness" }
      let witness = solver.values(in: alternative)
      let current = values[variable] ?? 0
      if isClose(witness[variable] ?? current, current, tolerance: 1e-6) {
        return "witness for x\(j) does not move it (\(current))"
      }
      let check = verify(constraints, values: witness, nonNegative: nonNegative)
      if !check.isFeasible || check.maxRequiredResidual > 1e-6 {
        return "witness for x\(j) violates \(check.violatedRequired) \(check.negativeVariables)"
      }
      for (level, exact) in zip(check.levelErrors, answer.levelErrors)
      where !isClose(level.error, exact.error.value, tolerance: 1e-6) {
        return
          "witness for x\(j) has error \(level.error) at \(level.priority), oracle \(exact.error)"
      }
    }
    return nil
  }

  /// A rejected required constraint must be infeasible with the required constraints present,
  /// and its certificate must prove it.
  private mutating func expectRejection(
    of rejected: SmallSystem.Constraint, conflicts: [(ConstraintID, multiplier: Double)],
    _ what: String
  ) {
    if solver.options.breaksUnsatisfiableRequired {
      return fail("\(what) threw in breaking mode")
    }
    if !rejected.isRequired {
      return fail("\(what) rejected a preference")
    }
    var required = effectiveSystem()
    required.constraints = required.constraints.filter(\.isRequired) + [rejected]
    if ExactOracle.solve(required).isFeasible {
      return fail("\(what) rejected a satisfiable required constraint")
    }
    var combined = rejected.coefficients.map(Double.init)
    var constant = Double(rejected.constant)
    var sign = 0.0  // +1: pattern K < 0, -1: reversed
    var terms: [(SmallSystem.Constraint, Double)] = [(rejected, 1)]
    for (id, multiplier) in conflicts {
      guard let entry = present.first(where: { $0.id == id }), entry.constraint.isRequired,
        !solver.brokenConstraints.contains(id)
      else {
        return fail("\(what): certificate names \(id), not a present required constraint")
      }
      terms.append((entry.constraint, multiplier))
      for j in combined.indices {
        combined[j] += multiplier * Double(entry.constraint.coefficients[j])
      }
      constant += multiplier * Double(entry.constraint.constant)
    }
    sign = constant < 0 ? 1 : -1
    let slack = 1e-7
    guard constant.magnitude > slack else {
      return fail("\(what): certificate constant \(constant) is not a contradiction")
    }
    for j in combined.indices {
      let g = combined[j] * sign
      if system.nonNegative[j] ? g > slack : g.magnitude > slack {
        return fail("\(what): certificate leaves \(combined[j])·x\(j)")
      }
    }
    for (constraint, multiplier) in terms {
      let y = multiplier * sign
      if constraint.comparison == .greaterOrEqual && y < -slack
        || constraint.comparison == .lessOrEqual && y > slack
      {
        return fail("\(what): certificate multiplier \(multiplier) has the wrong sign")
      }
    }
    if verbose { print("\(what) rejected with \(conflicts)") }
  }

  private func linear(_ constraint: SmallSystem.Constraint) -> LinearConstraint {
    constraint.linear(over: variables)
  }

  private mutating func fail(_ message: String) {
    failed = true
    Issue.record("seed \(seed): \(message)\n\(system)\n\(solver.tableauDescription())")
  }
}
