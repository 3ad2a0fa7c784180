/// Why a ``Solver`` operation could not be carried out.
///
/// A conflict among required constraints is an error only for the operation that would have
/// introduced it; in breaking mode (``SolverOptions/breaksUnsatisfiableRequired``) it is not
/// thrown at all.
public enum SolverError: Error, CustomStringConvertible {
  /// A required constraint cannot hold together with `conflictingWith`, constraints already in
  /// the solver, each with its Farkas multiplier.
  ///
  /// The multipliers are read off the marker symbols of the failing tableau row (Cassowary's
  /// explanation mode). With the rejected constraint's multiplier taken as 1, the sum
  /// `Σ yᵢ·expressionᵢ` over the rejected and listed constraints has no term in any unrestricted
  /// variable and reduces to `K + Σ g·x` over non-negative variables `x`, with either `K < 0`,
  /// every `g <= 0`, `y >= 0` on `>=` and `y <= 0` on `<=` constraints, or all of these signs
  /// reversed. Each case contradicts the relations, so the listed constraints together with the
  /// rejected one (and the non-negativity of variables made with `nonNegative: true`) are an
  /// infeasible set. Constraints with a zero multiplier are omitted; the list is sorted by id.
  case unsatisfiable(LinearConstraint, conflictingWith: [(ConstraintID, multiplier: Double)])
  /// The constraint id was never issued by this solver or has been removed.
  case unknownConstraint(ConstraintID)
  /// The variable was not issued by this solver.
  case unknownVariable(Variable)
  /// ``Solver/addEditVariable(_:priority:)`` on a variable that is already an edit variable.
  case duplicateEditVariable(Variable)
  /// ``Solver/suggestValue(_:_:)`` or ``Solver/removeEditVariable(_:)`` on a variable that is
  /// not an edit variable.
  case unknownEditVariable(Variable)
  /// An edit variable must be a preference (priority below 1000).
  case requiredEditVariable
  /// A priority outside `1...1000`.
  case invalidPriority(Double)
  /// A NaN or infinite coefficient, constant or suggested value; the text names it.
  case nonFinite(String)
  /// An ``OptimalFace`` used after the solver changed: it was made when ``Solver/version`` was
  /// `madeAtVersion`, and the solver is now at `solverVersion`. Its answers would describe a
  /// solver that no longer exists; make a new face with ``Solver/optimalFace()``.
  case staleOptimalFace(madeAtVersion: Int, solverVersion: Int)

  public var description: String {
    switch self {
    case .unsatisfiable(let constraint, let conflicts):
      let others = conflicts.map { "\($0.0) × \($0.multiplier)" }.joined(separator: ", ")
      return "unsatisfiable required constraint \(constraint); conflicts with [\(others)]"
    case .unknownConstraint(let id):
      return "unknown constraint \(id)"
    case .unknownVariable(let variable):
      return "unknown variable \(variable)"
    case .duplicateEditVariable(let variable):
      return "\(variable) is already an edit variable"
    case .unknownEditVariable(let variable):
      return "\(variable) is not an edit variable"
    case .requiredEditVariable:
      return "an edit variable cannot be required (priority 1000)"
    case .invalidPriority(let priority):
      return "priority \(priority) is outside 1...1000"
    case .nonFinite(let what):
      return "non-finite number in \(what)"
    case .staleOptimalFace(let face, let solver):
      return
        "the optimal face was made at solver version \(face) and the solver is now at version "
        + "\(solver); make a new face with optimalFace() after changing the solver"
    }
  }
}
