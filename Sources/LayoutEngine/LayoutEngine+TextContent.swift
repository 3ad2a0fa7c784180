import ConstraintSolver
import LayoutModel

extension LayoutEngine {
  /// Gives the views the text content of `views` in place (their text, font, intrinsic size,
  /// wrapping and baseline offsets; `View.scalingText(to:textScale:)` makes them for another
  /// content size category or text length) and solves again, as a fresh engine for the
  /// document with those views would.
  ///
  /// For a content-size sweep: one build, then one incremental re-solve per category. What
  /// changes is constants only: those of the views' content-size constraints (hugging `<=` and
  /// compression resistance `>=` their intrinsic size, `NSContentSizeLayoutConstraint`) and of
  /// the generated stack-view constraints that follow intrinsic sizes, each through
  /// `Solver.setConstant` (dual simplex from the current optimum), and those of the constraints
  /// on a baseline whose offset moved; then the wrapping views settle again from their
  /// one-line size (`settleHeightForWidth`). When anything else would change (a generated
  /// constraint's multiplier, as in a proportionally filling stack view, or which constraints
  /// there are), or a required constraint was or is now broken (a fresh build orders a
  /// conflict's members by `BreakingRule`), it returns `false` and the caller builds afresh.
  ///
  /// - Parameter views: one view per view of `document`, with the same ids in the same order.
  /// - Returns: `true` when the engine now holds the layout with the new content; `false`, with
  ///   the engine in an unspecified state, when it must be built afresh instead.
  /// - Throws: `LayoutEngineError.solver` if the solver refuses a constant.
  /// - Complexity: O(constraints) to compare the generated constraints and find the baseline
  ///   constraints, plus one `setConstant` per changed constant.
  public func setTextContent(_ views: [View]) throws(LayoutEngineError) -> Bool {
    guard solver.brokenConstraints.isEmpty else { return false }
    var changed = document
    guard changed.hierarchy.setTextContent(from: views) else { return false }
    let movedBaselines = Set(
      zip(document.hierarchy.views, changed.hierarchy.views).compactMap { old, new in
        old.firstBaselineOffset != new.firstBaselineOffset
          || old.lastBaselineOffset != new.lastBaselineOffset ? new.id : nil
      })
    document = changed
    system = LayoutSystem(document: changed)
    let first = document.constraints.count
    let generated = generatedConstraints(includingGuideSizes: !options.isOrderUIKits)
    guard constraints.count - first == generated.count else { return false }
    for (offset, constraint) in generated.enumerated() {
      var current = constraints[first + offset]
      let constant = current.constant
      current.constant = constraint.constant
      guard current == constraint else { return false }
      guard constant != constraint.constant else { continue }
      try setConstant(constraint.constant, at: first + offset)
    }
    if !movedBaselines.isEmpty {
      for index in constraints.indices
      where Self.namesBaseline(of: movedBaselines, constraints[index]) {
        try setConstant(constraints[index].constant, at: index)
      }
    }
    try settleHeightForWidth()
    return solver.brokenConstraints.isEmpty
  }

  /// Sets `constraints[index]`'s constant to `constant` and gives the solver the constant of
  /// its linear form (which also holds baseline offsets and margins).
  private func setConstant(_ constant: Double, at index: Int) throws(LayoutEngineError) {
    constraints[index].constant = constant
    guard let id = constraintIDs[index] else { return }
    let linear = try linearConstraint(constraints[index], tag: index)
    try solverCall(at: constraints[index].location) {
      try solver.setConstant(id, linear.expression.constant)
    }
  }

  /// Whether `constraint` names the first or last baseline of a view among `ids`.
  private static func namesBaseline(of ids: Set<String>, _ constraint: LayoutConstraint) -> Bool {
    constraint.anchors.contains { anchor in
      guard case .view(let id) = anchor.item, ids.contains(id) else { return false }
      return anchor.attribute == .firstBaseline || anchor.attribute == .lastBaseline
    }
  }
}
