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
/// Made by ``Solver/optimalFace()``; it describes the solver at that moment, so make a new one
/// after any change (add, remove, setConstant, suggestValue). Not thread-safe.
public final class OptimalFace {
  let solver: Solver
  private var screen: FaceScreen

  /// - Complexity: O(symbols + cells of the degenerate restricted rows).
  init(solver: Solver) {
    self.solver = solver
    screen = solver.tableau.faceScreen()
  }

  /// Whether `expression` may take more than one value over the optimal solutions.
  ///
  /// `false` proves it unique: its expansion in parametric symbols has no symbol that can move
  /// at zero cost. `true` means ``range(of:)-(LinearExpression)`` must decide (degenerate rows
  /// can still hold it in place).
  /// - Complexity: proportional to the tableau rows its variables read that earlier calls on
  ///   this face have not read.
  public func mayVary(_ expression: LinearExpression) -> Bool {
    solver.tableau.mayVary(expression, on: &screen)
  }

  /// The range of `variable` over the optimal solutions.
  public func range(of variable: Variable) -> OptimalRange {
    range(of: LinearExpression(variable))
  }

  /// The range of `expression` over the optimal solutions, with a witness when it is not unique.
  ///
  /// - Complexity: two primal simplex runs over the restricted rows that the expression's
  ///   movable symbols reach (none when ``mayVary(_:)`` is false), plus the rows the witness
  ///   moves.
  public func range(of expression: LinearExpression) -> OptimalRange {
    solver.tableau.range(of: expression, on: &screen)
  }
}
