import ConstraintSolver

/// The solver alone against the exact oracle of the tests (`ExactOracle`, compiled in from
/// `Tests/ConstraintSolverTests/Oracle`): the input bytes spell a small system (1–3 variables,
/// coefficients -3...3, constants -20...20, priorities from the tests' pool) and a sequence of
/// edits (remove, setConstant); after the adds and after each edit, the solver's feasibility,
/// per-level errors, determined values and `verify()` must match the oracle.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzSolver(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  var bytes = FuzzCheck.bytes(data, size)[...]
  func next() -> Int { Int(bytes.popFirst() ?? 0) }
  let header = next()
  let variableCount = header % 3 + 1
  let breaking = header & 0x80 != 0
  let signs = next()
  let nonNegative = (0..<variableCount).map { signs & (1 << $0) != 0 }
  let solver = Solver(options: SolverOptions(breaksUnsatisfiableRequired: breaking))
  let variables = (0..<variableCount).map {
    solver.makeVariable("x\($0)", nonNegative: nonNegative[$0])
  }
  let pool: [Double] = [1, 100, 250, 251, 500, 749.5, 750, 751, 998, 999, 1000, 1000]
  func constraint() -> SmallSystem.Constraint {
    var coefficients = (0..<variableCount).map { _ in next() % 7 - 3 }
    if coefficients.allSatisfy({ $0 == 0 }) { coefficients[0] = 1 }
    let constant = next() % 41 - 20
    let comparison = SmallSystem.Comparison.allCases[next() % 3]
    return SmallSystem.Constraint(
      coefficients: coefficients, constant: constant, comparison: comparison,
      priority: pool[next() % pool.count])
  }
  func linear(_ c: SmallSystem.Constraint) -> LinearConstraint {
    let terms = c.coefficients.enumerated().map {
      LinearTerm(variables[$0.offset], Double($0.element))
    }
    let relation: Relation =
      switch c.comparison {
      case .lessOrEqual: .lessThanOrEqual
      case .equal: .equal
      case .greaterOrEqual: .greaterThanOrEqual
      }
    return LinearConstraint(
      LinearExpression(terms: terms, constant: Double(c.constant)), relation,
      priority: c.priority)
  }
  var present: [(id: ConstraintID, constraint: SmallSystem.Constraint)] = []
  func system(_ constraints: [SmallSystem.Constraint]) -> SmallSystem {
    SmallSystem(variableCount: variableCount, nonNegative: nonNegative, constraints: constraints)
  }
  /// A rejected constraint: the oracle must find it infeasible with the required ones present.
  func rejected(_ c: SmallSystem.Constraint, _ what: String) {
    let required = present.map(\.constraint).filter(\.isRequired) + [c]
    FuzzCheck.require(
      !ExactOracle.solve(system(required)).isFeasible,
      "\(what) rejected a feasible constraint\n\(system(required))")
  }
  func compare(_ stage: String) {
    let broken = Set(solver.brokenConstraints)
    let effective = system(
      present.map { entry in
        var c = entry.constraint
        if broken.contains(entry.id) { c.priority = 1100 }
        return c
      })
    let answer = ExactOracle.solve(effective)
    FuzzCheck.require(answer.isFeasible, "\(stage): accepted constraints infeasible\n\(effective)")
    let levels = solver.levelErrors()
    FuzzCheck.require(
      levels.map(\.priority) == answer.levelErrors.map(\.priority),
      "\(stage): levels \(levels), oracle \(answer.levelErrors)\n\(effective)")
    for (level, exact) in zip(levels, answer.levelErrors) {
      FuzzCheck.require(
        AnalysisChecks.close(level.error, exact.error.value),
        "\(stage): error at \(level.priority) is \(level.error), oracle \(exact.error)\n"
          + "\(effective)")
    }
    for (j, variable) in variables.enumerated() {
      let value = solver.value(of: variable)
      if let exact = answer.determinedValues[j] {
        FuzzCheck.require(
          AnalysisChecks.close(value, exact.value),
          "\(stage): x\(j) = \(value), oracle \(exact)\n\(effective)")
      }
    }
    let check = solver.verifySolution()
    FuzzCheck.require(check.isFeasible, "\(stage): verify() fails\n\(effective)")
  }
  for _ in 0..<(next() % 6 + 1) {
    let c = constraint()
    do {
      present.append((try solver.add(linear(c)), c))
    } catch SolverError.unsatisfiable {
      rejected(c, "add")
    } catch {
      FuzzCheck.require(false, "add: \(error)")
    }
  }
  compare("after adding")
  while !bytes.isEmpty, !present.isEmpty {
    let target = next() % present.count
    if next() % 2 == 0 {
      FuzzCheck.require((try? solver.remove(present[target].id)) != nil, "remove failed")
      present.remove(at: target)
    } else {
      var changed = present[target].constraint
      changed.constant = next() % 41 - 20
      do {
        try solver.setConstant(present[target].id, Double(changed.constant))
        present[target].constraint = changed
      } catch SolverError.unsatisfiable {
        let original = present.remove(at: target)
        rejected(changed, "setConstant")
        present.insert(original, at: target)
      } catch {
        FuzzCheck.require(false, "setConstant: \(error)")
      }
    }
    compare("after an edit")
  }
  return 0
}
