import ConstraintSolver
import LayoutEngine
import LayoutModel

/// `LinearFeasibilityChecking` answered by `ConstraintSolver`: one fresh `Solver` per question,
/// the `nonNegative` variables made restricted ones.
public struct SolverFeasibility: LinearFeasibilityChecking, Sendable {
  /// Creates the oracle.
  @inlinable
  public init() {}

  /// Adds the forms one by one to a fresh solver; the first one it rejects, with the
  /// constraints its explanation names, is the conflict.
  @inlinable
  public func check<V>(_ forms: [LinearForm<V>], nonNegative: Set<V>) -> LinearFeasibility<V> {
    let solver = Solver()
    var variables: [V: Variable] = [:]
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
  @inlinable
  public func solve<V>(
    required: [LinearForm<V>], preferences: [(form: LinearForm<V>, priority: Double)],
    nonNegative: Set<V>
  ) -> [V: Double]? {
    let solver = Solver()
    var variables: [V: Variable] = [:]
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

  // Inlinable with its callers: generic code is only fast where it is specialized, and a
  // client (the benchmark) asks with its own variable type.
  @usableFromInline
  static func constraint<V>(
    _ form: LinearForm<V>, priority: Double, tag: Int, solver: Solver,
    variables: inout [V: Variable], nonNegative: Set<V>
  ) -> LinearConstraint {
    form.linearConstraint(priority: priority, tag: tag) { key in
      if let known = variables[key] { return known }
      let made = solver.makeVariable("v\(variables.count)", nonNegative: nonNegative.contains(key))
      variables[key] = made
      return made
    }
  }
}
