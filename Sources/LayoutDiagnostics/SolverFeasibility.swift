import ConstraintSolver
import LayoutModel
import LayoutParsing

/// `LinearFeasibilityChecking` answered by `ConstraintSolver`: one fresh `Solver` per question,
/// widths and heights made non-negative variables.
public struct SolverFeasibility: LinearFeasibilityChecking, Sendable {
  /// Creates the oracle.
  public init() {}

  /// Adds the forms one by one to a fresh solver; the first one it rejects, with the
  /// constraints its explanation names, is the conflict.
  public func check(_ forms: [ConstraintLinearForm], nonNegative: Set<String>) -> LinearFeasibility
  {
    let solver = Solver()
    var variables: [String: Variable] = [:]
    var ids: [ConstraintID: Int] = [:]
    for (index, form) in forms.enumerated() {
      let constraint = Self.constraint(
        form, priority: Priority.required, tag: index, solver: solver, variables: &variables,
        nonNegative: nonNegative)
      do {
        ids[try solver.add(constraint)] = index
      } catch SolverError.unsatisfiable(_, let conflicting) {
        var conflict: [(index: Int, multiplier: Double?)] = conflicting.compactMap { entry in
          ids[entry.0].map { (index: $0, multiplier: Optional(entry.multiplier)) }
        }
        conflict.append((index: index, multiplier: nil))
        return .infeasible(conflict: conflict)
      } catch {
        return .infeasible(conflict: [(index: index, multiplier: nil)])
      }
    }
    _ = solver.updateVariables()
    return .feasible(variables.mapValues { solver.value(of: $0) })
  }

  /// Adds required forms, then preferences at their priorities, to a fresh solver.
  public func solve(
    required: [ConstraintLinearForm],
    preferences: [(form: ConstraintLinearForm, priority: Double)], nonNegative: Set<String>
  ) -> [String: Double]? {
    let solver = Solver()
    var variables: [String: Variable] = [:]
    let all = required.map { ($0, Priority.required) } + preferences.map { ($0.form, $0.priority) }
    for (index, (form, priority)) in all.enumerated() {
      let constraint = Self.constraint(
        form, priority: priority, tag: index, solver: solver, variables: &variables,
        nonNegative: nonNegative)
      do {
        try solver.add(constraint)
      } catch {
        return nil
      }
    }
    _ = solver.updateVariables()
    return variables.mapValues { solver.value(of: $0) }
  }

  static func constraint(
    _ form: ConstraintLinearForm, priority: Double, tag: Int, solver: Solver,
    variables: inout [String: Variable], nonNegative: Set<String>
  ) -> LinearConstraint {
    var expression = LinearExpression(constant: -form.rhs)
    for term in form.terms {
      let variable: Variable
      if let known = variables[term.variable] {
        variable = known
      } else {
        variable = solver.makeVariable(
          term.variable, nonNegative: nonNegative.contains(term.variable))
        variables[term.variable] = variable
      }
      expression.add(term.coefficient, variable)
    }
    let relation: Relation
    switch form.relation {
    case .equal: relation = .equal
    case .lessThanOrEqual: relation = .lessThanOrEqual
    case .greaterThanOrEqual: relation = .greaterThanOrEqual
    }
    return LinearConstraint(expression, relation, priority: priority, tag: tag)
  }
}
