/// The lexicographically optimal solutions of a ``Solver`` as it is now: which expressions are
/// unique over them, and what range the others take.
///
/// Read from the optimal tableau, exactly (see `Tableau+Ranging` for the argument): a symbol
/// that leaves the basis at zero cost may move, every other parametric symbol is held at 0, and
/// a range is the result of a primal simplex over what may move. ``mayVary(_:)`` is the cheap
/// screen (reduced costs only); ``range(of:)-(LinearExpression)`` runs the simplex, so ask it
/// only about expressions the screen flags. This is what UIKit's `hasAmbiguousLayout` asks of
/// its engine, answered for every expression without perturbing the solution.
///
/// Made by ``Solver/optimalFace()``; it describes the solver at that moment (``solverVersion``),
/// so make a new one after any change (add, remove, setConstant, suggestValue, a new variable):
/// asking a face made before a change throws
/// ``SolverError/staleOptimalFace(madeAtVersion:solverVersion:)``. Not thread-safe.
public final class OptimalFace {
  let solver: Solver
  /// The ``Solver/version`` the face was made at.
  public let solverVersion: Int
  private var screen: FaceScreen

  /// - Complexity: O(symbols + cells of the degenerate restricted rows).
  init(solver: Solver) {
    self.solver = solver
    solverVersion = solver.version
    screen = solver.tableau.faceScreen()
  }

  /// Whether the solver is unchanged since the face was made, so that it may be asked.
  public var isCurrent: Bool {
    solverVersion == solver.version
  }

  /// Whether `expression` may take more than one value over the optimal solutions.
  ///
  /// `false` proves it unique: its expansion in parametric symbols has no symbol that can move
  /// at zero cost. `true` means ``range(of:)-(LinearExpression)`` must decide (degenerate rows
  /// can still hold it in place).
  /// - Throws: ``SolverError/staleOptimalFace(madeAtVersion:solverVersion:)`` when the solver
  ///   changed since the face was made.
  /// - Complexity: proportional to the tableau rows its variables read that earlier calls on
  ///   this face have not read.
  public func mayVary(_ expression: LinearExpression) throws -> Bool {
    try checkCurrent()
    return solver.tableau.mayVary(expression, on: &screen)
  }

  /// The range of `variable` over the optimal solutions.
  ///
  /// - Throws: ``SolverError/staleOptimalFace(madeAtVersion:solverVersion:)`` when the solver
  ///   changed since the face was made.
  public func range(of variable: Variable) throws -> OptimalRange {
    try range(of: LinearExpression(variable))
  }

  /// The range of `expression` over the optimal solutions, with a witness when it is not unique.
  ///
  /// - Throws: ``SolverError/staleOptimalFace(madeAtVersion:solverVersion:)`` when the solver
  ///   changed since the face was made.
  /// - Complexity: two primal simplex runs over the restricted rows that the expression's
  ///   movable symbols reach (none when ``mayVary(_:)`` is false), plus the rows the witness
  ///   moves.
  public func range(of expression: LinearExpression) throws -> OptimalRange {
    try checkCurrent()
    return solver.tableau.range(of: expression, on: &screen)
  }

  private func checkCurrent() throws {
    guard isCurrent else {
      throw SolverError.staleOptimalFace(
        madeAtVersion: solverVersion, solverVersion: solver.version)
    }
  }
}
