// The solver's answers about the set of optimal solutions: ranges, witnesses, verification of
// an alternative, and provenance of an expression's value.

extension Solver {
  /// The optimal solutions as they are now, for screening and ranging many expressions (see
  /// ``OptimalFace``).
  public func optimalFace() -> OptimalFace {
    OptimalFace(solver: self)
  }

  /// The exact range of `variable` over every lexicographically optimal solution, with a
  /// witness when it is not unique.
  public func optimalRange(of variable: Variable) -> OptimalRange {
    optimalRange(of: LinearExpression(variable))
  }

  /// The exact range of `expression` (e.g. a view's minX relative to its superview) over every
  /// lexicographically optimal solution, with a witness when it is not unique.
  public func optimalRange(of expression: LinearExpression) -> OptimalRange {
    var screen = tableau.faceScreen()
    return tableau.range(of: expression, on: &screen)
  }

  /// Every variable's value in `alternative` (or in the current solution when `nil`), in points.
  public func values(in alternative: AlternativeSolution? = nil) -> [Variable: Double] {
    var result = [Variable: Double](minimumCapacity: variableCount)
    for id in 0..<variableCount {
      let variable = Variable(id: id)
      result[variable] = alternative?.changedValues[variable] ?? value(of: variable)
    }
    return result
  }

  /// Checks `alternative` (or the current solution when `nil`) against every constraint present,
  /// from the constraints alone (``verify(_:values:nonNegative:)``): broken constraints count
  /// at ``Priority/broken``, like the solver keeps them.
  ///
  /// - Complexity: O(variables + total terms of the constraints).
  public func verifySolution(_ alternative: AlternativeSolution? = nil) -> Verification {
    let broken = Set(brokenConstraints)
    var constraints: [LinearConstraint] = []
    for id in constraintIDs {
      guard var constraint = constraint(id) else { continue }
      if broken.contains(id) { constraint.priority = Priority.broken }
      constraints.append(constraint)
    }
    return verify(
      constraints, values: values(in: alternative), nonNegative: tableau.nonNegativeVariables())
  }

  /// The constraints that currently determine `expression`: those whose marker or error
  /// symbols appear in its expansion in parametric symbols (after cancellation, so a view held
  /// rigidly to its superview does not list the superview's own constraints for its relative
  /// position). Each holds exactly at the current solution (its slack or error is 0).
  ///
  /// - Complexity: proportional to the expanded rows of the expression's variables.
  public func determiningConstraints(of expression: LinearExpression) -> [ConstraintID] {
    tableau.determiningConstraints(of: expression)
  }

  /// The preferences that are violated now (error above 0) and bear on `expression`: the
  /// constraints that give way so that it can take its value. One bears on it when its error
  /// would change if the expression moved along a direction the layout can take (they trade
  /// off), or when it constrains a variable of the expression itself and gives way to what
  /// fixes it (a view's own hugging against a required width). A preference that shares with
  /// the expression only the required equalities both are measured from (another view's
  /// hugging, for a position fixed from the root) does not.
  public func yieldingConstraints(of expression: LinearExpression) -> [ConstraintID] {
    let variables = Set(expression.terms.map(\.variable))
    let traded = Set(tableau.yieldingConstraints(of: expression, throughFixed: false))
    return tableau.yieldingConstraints(of: expression, throughFixed: true).filter { id in
      traded.contains(id)
        || (constraint(id)?.expression.terms.contains { variables.contains($0.variable) } ?? false)
    }
  }
}

extension Solver {
  /// The variables whose optimal range might not be a single point: a superset of the
  /// ambiguous variables, from the reduced-cost screen of ``OptimalFace/mayVary(_:)``.
  /// Variables not listed are determined; decide the listed ones with ``optimalRange(of:)``.
  ///
  /// - Complexity: one pass over the rows the variables read.
  public func ambiguityCandidates() -> [Variable] {
    var screen = tableau.faceScreen()
    return (0..<variableCount).map { Variable(id: $0) }.filter {
      tableau.mayVary(LinearExpression($0), on: &screen)
    }
  }
}

extension Solver {
  /// The constants that constraint `id`'s expression can take without a pivot (see
  /// ``ConstantRange``), from the current tableau: a ratio test over the restricted rows that
  /// hold the constraint's marker (the rows ``setConstant(_:_:)`` shifts).
  ///
  /// - Returns: `nil` for an id never issued or removed.
  /// - Complexity: O(rows holding the constraint's marker).
  public func constantRange(of id: ConstraintID) -> ConstantRange? {
    guard let record = tableau.record(id) else { return nil }
    var lower = -Double.infinity
    var upper = Double.infinity
    // A row defining restricted `basic` moves by `rate` per unit of constant change.
    func bound(_ basic: Symbol, constant: Double, rate: Double) {
      guard basic.isRestricted, !Tolerance.isNearZero(rate) else { return }
      if basic.isDummy {
        (lower, upper) = (0, 0)
        return
      }
      let limit = max(constant, 0) / -rate
      if rate < 0 { upper = min(upper, limit) } else { lower = max(lower, limit) }
    }
    let marker = record.marker
    if let slot = tableau.slot(of: marker) {
      let row = Int(slot)
      bound(
        tableau.rowBasic[row], constant: tableau.rows[row].constant, rate: -1 / record.markerSign)
    } else {
      for slot in tableau.columns[marker.index] {
        let row = Int(slot)
        bound(
          tableau.rowBasic[row], constant: tableau.rows[row].constant,
          rate: tableau.rows[row].coefficient(for: marker) / record.markerSign)
      }
    }
    let constant = record.constraint.expression.constant
    return ConstantRange(
      lowerBound: lower.isFinite ? constant + lower : nil,
      upperBound: upper.isFinite ? constant + upper : nil)
  }
}
