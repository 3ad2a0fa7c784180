import ConstraintSolver
import LayoutModel

extension LayoutEngine {
  /// The solver form of `constraint` (see `LayoutSystem.form(of:)`), at its priority.
  func linearConstraint(_ constraint: LayoutConstraint, tag: Int) throws(LayoutEngineError)
    -> LinearConstraint
  {
    let form = try system.form(of: constraint)
    return solverConstraint(form, priority: constraint.priority.rawValue, tag: tag)
  }

  /// The value of `anchor` as a linear expression of solver variables, with `leading` and
  /// `trailing` taken as the edges they are under the document's direction.
  ///
  /// - Throws: `LayoutEngineError.invalidDocument` if the item does not exist.
  public func expression(for anchor: LayoutAnchor) throws(LayoutEngineError) -> LinearExpression {
    let (terms, constant) = try system.expression(of: anchor)
    var result = LinearExpression(constant: constant)
    for term in terms {
      if let variable = variable(term.variable) { result.add(term.coefficient, variable) }
    }
    return result
  }
}
