import LayoutTestSupport
import Testing

@testable import ConstraintSolver

/// Larger random layouts (chains, alignments, intrinsic sizes, equal widths, containers) are
/// changed incrementally — removals, re-adds, constant changes, edits — and after every phase
/// compared with a solver built from scratch from the same constraints in another order. The
/// lexicographically optimal set does not depend on the order, so level errors and every
/// variable's optimal range must agree; the solution must pass `verify`, and the tableau its
/// invariants. Required constraints are drawn consistent with a hidden layout, so both solvers
/// accept the same ones. 2 × 6 runs, times `LAYOUT_DOCTOR_TEST_SCALE`. Prints the seed on
/// failure.
@Suite struct IncrementalConsistencyTests {
  @Test(arguments: 0..<2)
  func incrementalMatchesFromScratch(half: Int) throws {
    for index in 0..<TestScale.count(6) {
      var run = ConsistencyRun(seed: 0xC0_FFEE + UInt64(half * 1000 + index))
      try run.run()
      if run.failed { break }
    }
  }
}

private struct ConsistencyRun {
  let seed: UInt64
  var rng: SplitMix64
  let solver = Solver()
  var variables: [Variable] = []
  var nonNegative: Set<Variable> = []
  /// Hidden values satisfying every required constraint.
  var hidden: [Double] = []
  var present: [(id: ConstraintID, constraint: LinearConstraint)] = []
  var edits: [Variable: Double] = [:]
  var failed = false

  init(seed: UInt64) {
    self.seed = seed
    rng = SplitMix64(seed: seed)
  }

  mutating func run() throws {
    let viewCount = Int.random(in: 4...10, using: &rng)
    for view in 0..<viewCount {
      let left = solver.makeVariable("v\(view).left")
      let width = solver.makeVariable("v\(view).width", nonNegative: true)
      variables += [left, width]
      nonNegative.insert(width)
      hidden += [
        Double(Int.random(in: 0...300, using: &rng)), Double(Int.random(in: 0...120, using: &rng)),
      ]
    }
    for _ in 0..<(viewCount * 4) {
      try add(randomConstraint(viewCount: viewCount))
    }
    compare("built")
    for phase in 0..<4 where !failed {
      for _ in 0..<Int.random(in: 1...6, using: &rng) {
        try step(viewCount: viewCount)
      }
      compare("phase \(phase)")
    }
  }

  mutating func step(viewCount: Int) throws {
    switch Int.random(in: 0..<5, using: &rng) {
    case 0, 1:
      // Remove a constraint (edit constraints stay; tag -1 marks them).
      if let index = present.indices.randomElement(using: &rng),
        present[index].constraint.tag != -1
      {
        try solver.remove(present[index].id)
        present.remove(at: index)
      }
    case 2:
      try add(randomConstraint(viewCount: viewCount))
    case 3:
      // Half the time several constants at once, through one dual-simplex pass.
      let batch = Bool.random(using: &rng)
      var changes: [(id: ConstraintID, constant: Double)] = []
      for _ in 0..<(batch ? Int.random(in: 1...4, using: &rng) : 1) {
        guard let index = present.indices.randomElement(using: &rng),
          present[index].constraint.tag != -1,
          !changes.contains(where: { $0.id == present[index].id })
        else { continue }
        var changed = present[index].constraint
        if changed.isRequired {
          let value = changed.expression.value { hidden[$0.id] } - changed.expression.constant
          let slack = changed.relation == .equal ? 0 : Double(Int.random(in: 0...20, using: &rng))
          changed.expression.constant =
            -value + (changed.relation == .lessThanOrEqual ? -slack : slack)
        } else {
          changed.expression.constant = Double(Int.random(in: -200...200, using: &rng))
        }
        changes.append((present[index].id, changed.expression.constant))
        present[index].constraint = changed
      }
      if batch {
        // Every required constraint stays true for the hidden layout: always feasible.
        #expect(try solver.setConstants(changes), "seed \(seed)")
      } else if let change = changes.first {
        try solver.setConstant(change.id, change.constant)
      }
    default:
      let variable = variables[Int.random(in: 0..<variables.count, using: &rng)]
      let value = Double(Int.random(in: 0...400, using: &rng))
      if edits[variable] == nil {
        let id = try solver.addEditVariable(
          variable, priority: [999, 500, 100].randomElement(using: &rng) ?? 500)
        present.append(
          (
            id,
            LinearConstraint(
              LinearExpression(variable) - value, .equal,
              priority: solver.constraint(id)?.priority ?? 500, tag: -1)
          ))
      }
      try solver.suggestValue(variable, value)
      edits[variable] = value
      if let index = present.firstIndex(where: {
        $0.constraint.tag == -1 && $0.constraint.expression.terms.first?.variable == variable
      }) {
        present[index].constraint.expression.constant = -value
      }
    }
  }

  mutating func add(_ constraint: LinearConstraint) throws {
    present.append((try solver.add(constraint), constraint))
  }

  mutating func randomConstraint(viewCount: Int) -> LinearConstraint {
    func left(_ view: Int) -> LinearExpression { LinearExpression(variables[2 * view]) }
    func width(_ view: Int) -> LinearExpression { LinearExpression(variables[2 * view + 1]) }
    let a = Int.random(in: 0..<viewCount, using: &rng)
    let b = Int.random(in: 0..<viewCount, using: &rng)
    let expression: LinearExpression
    switch Int.random(in: 0..<7, using: &rng) {
    case 0: expression = left(a)
    case 1: expression = left(a) - left(b) - width(b)  // a after b
    case 2: expression = width(a)
    case 3: expression = width(a) - width(b)
    case 4: expression = left(a) - left(b)
    case 5: expression = left(a) + 0.5 * width(a) - left(b) - 0.5 * width(b)
    default: expression = left(a) + width(a)
    }
    let priorities: [Double] = [1000, 1000, 999, 751, 750, 500, 251, 250]
    let priority = priorities.randomElement(using: &rng) ?? 1000
    let relation =
      [Relation.equal, .lessThanOrEqual, .greaterThanOrEqual].randomElement(using: &rng) ?? .equal
    var constant: Double
    if priority == 1000 {
      let value = expression.value { hidden[$0.id] }
      let slack = relation == .equal ? 0 : Double(Int.random(in: 0...20, using: &rng))
      constant = -value + (relation == .lessThanOrEqual ? -slack : slack)
    } else {
      constant = Double(Int.random(in: -200...200, using: &rng))
    }
    return LinearConstraint(expression + constant, relation, priority: priority, tag: present.count)
  }

  mutating func compare(_ stage: String) {
    guard !failed else { return }
    let fresh = Solver()
    for variable in variables {
      _ = fresh.makeVariable(solver.name(of: variable), nonNegative: nonNegative.contains(variable))
    }
    var order = present.map(\.constraint)
    order.shuffle(using: &rng)
    for constraint in order {
      do {
        try fresh.add(constraint)
      } catch {
        return fail("\(stage): fresh solver rejects \(constraint): \(error)")
      }
    }
    let mine = solver.levelErrors()
    let theirs = fresh.levelErrors()
    guard mine.map(\.priority) == theirs.map(\.priority),
      zip(mine, theirs).allSatisfy({ isClose($0.error, $1.error, tolerance: 1e-6) })
    else {
      return fail("\(stage): level errors \(mine) vs from scratch \(theirs)")
    }
    var values: [Variable: Double] = [:]
    for variable in variables {
      values[variable] = solver.value(of: variable)
    }
    let check = verify(present.map(\.constraint), values: values, nonNegative: nonNegative)
    guard check.isFeasible, check.maxRequiredResidual < 1e-6 else {
      return fail("\(stage): verify \(check.violatedRequired) \(check.negativeVariables)")
    }
    for variable in variables {
      let a = solver.optimalRange(of: variable)
      let b = fresh.optimalRange(of: variable)
      let sameMin =
        a.min.map { x in b.min.map { isClose(x, $0, tolerance: 1e-6) } ?? false } ?? (b.min == nil)
      let sameMax =
        a.max.map { x in b.max.map { isClose(x, $0, tolerance: 1e-6) } ?? false } ?? (b.max == nil)
      guard sameMin, sameMax else {
        return fail(
          "\(stage): range of \(solver.name(of: variable)) \(a.min as Any)...\(a.max as Any) vs \(b.min as Any)...\(b.max as Any)"
        )
      }
    }
    let problems = solver.tableau.invariantViolations()
    if !problems.isEmpty {
      fail("\(stage): invariants \(problems)")
    }
  }

  mutating func fail(_ message: String) {
    failed = true
    Issue.record("seed \(seed): \(message)\n\(solver.tableauDescription())")
  }
}
