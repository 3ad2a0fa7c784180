// ConstraintSolver module.
