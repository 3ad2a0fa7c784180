import ConstraintSolver
import LayoutModel

extension LayoutEngine {
  /// Gives the first root view a new size, in points, in place: the constants of its
  /// `UIView-Encapsulated-Layout-Width`/`-Height` constraints change (`Solver.setConstant`,
  /// dual simplex from the current optimum) and the wrapping views settle again from their
  /// one-line size (`settleHeightForWidth`), as a fresh engine at that size would.
  ///
  /// For a size sweep: one build, then one incremental re-solve per size. The result is the
  /// engine a fresh build at that size gives, except where the optimum is not unique (an
  /// ambiguous layout may pick another of its optimal solutions), and except when a required
  /// constraint breaks: a fresh build orders the constraints by `BreakingRule` first, so then
  /// this returns `false` and the caller builds afresh.
  ///
  /// - Returns: `true` when the engine now holds the layout at `width` × `height`; `false` when
  ///   the first root has no size constraint to change (no frame), or a required constraint
  ///   was or is now broken.
  /// - Throws: `LayoutEngineError.invalidRootSize` for a size out of range, `.solver` if the
  ///   solver refuses a constant.
  public func setRootSize(width: Double, height: Double) throws(LayoutEngineError) -> Bool {
    for size in [width, height]
    where !(size.isFinite && size >= 0 && size <= LayoutLimits.maxMagnitude) {
      throw .invalidRootSize(size)
    }
    guard solver.brokenConstraints.isEmpty, let root = document.hierarchy.rootIndices.first
    else { return false }
    let id = document.hierarchy.views[root].id
    var changed = false
    for index in document.constraints.count..<constraints.count {
      let constraint = constraints[index]
      guard constraint.origin == .encapsulatedLayout, constraint.first.item == .view(id),
        let solverID = constraintIDs[index]
      else { continue }
      let value: Double
      switch constraint.first.attribute {
      case .width: value = width
      case .height: value = height
      default: continue
      }
      changed = true
      guard value != constraint.constant else { continue }
      constraints[index].constant = value
      let linear = try linearConstraint(constraints[index], tag: index)
      try solverCall(at: constraint.location) {
        try solver.setConstant(solverID, linear.expression.constant)
      }
    }
    guard changed else { return false }
    options.rootWidth = width
    options.rootHeight = height
    try resetWrappingToOneLine()
    try settleHeightForWidth()
    return solver.brokenConstraints.isEmpty
  }
}
