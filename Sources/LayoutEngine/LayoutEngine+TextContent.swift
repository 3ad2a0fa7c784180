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
  /// the generated stack-view constraints that follow intrinsic sizes, and those of the
  /// constraints on a baseline whose offset moved, all through one `Solver.setConstants` (one
  /// dual-simplex pass from the current optimum); then the wrapping views settle again from their
  /// one-line size (`settleHeightForWidth`). When anything else would change (a generated
  /// constraint's multiplier, as in a proportionally filling stack view, or which constraints
  /// there are), or a required constraint was or is now broken (a fresh build orders a
  /// conflict's members by `BreakingRule`), it returns `false` and the caller builds afresh.
  ///
  /// - Parameter views: one view per view of `document`, with the same ids in the same order.
  /// - Returns: `true` when the engine now holds the layout with the new content; `false`, with
  ///   the engine in an unspecified state, when it must be built afresh instead.
  /// - Throws: `LayoutEngineError.solver` if the solver refuses a constant.
  /// - Complexity: O(constraints) to compare the generated constraints that text decides and
  ///   find the baseline constraints, plus one dual-simplex pass for all changed constants.
  public func setTextContent(_ views: [View]) throws(LayoutEngineError) -> Bool {
    guard solver.brokenConstraints.isEmpty else { return false }
    var changed = document
    guard changed.hierarchy.setTextContent(from: views) else { return false }
    var textChanged = Set<String>()
    var movedBaselines = Set<String>()
    for (old, new) in zip(document.hierarchy.views, changed.hierarchy.views) where old != new {
      textChanged.insert(new.id)
      if old.firstBaselineOffset != new.firstBaselineOffset
        || old.lastBaselineOffset != new.lastBaselineOffset
      {
        movedBaselines.insert(new.id)
      }
    }
    document = changed
    system = LayoutSystem(document: changed)
    var changes: [(id: ConstraintID, constant: Double)] = []
    guard try textDependentConstants(changedViews: textChanged, into: &changes) else {
      return false
    }
    if !movedBaselines.isEmpty {
      for index in constraints.indices
      where Self.namesBaseline(of: movedBaselines, constraints[index]) {
        try change(constraints[index].constant, at: index, into: &changes)
      }
    }
    // One dual-simplex pass for all of them.
    guard try solverCall(at: nil, { try solver.setConstants(changes) }) else { return false }
    try settleHeightForWidth()
    return solver.brokenConstraints.isEmpty
  }

  /// Collects into `changes` the new constants of the generated constraints that follow text
  /// (setting them in `constraints`): the content-size constraints of the views in
  /// `changedViews` (`contentSizeConstraints`) and the stack views' (`stackConstraints`),
  /// which alone are made with those two origins; the rest of what the engine generates
  /// (root, autoresizing, scroll, self-sizing, guide sizes) does not depend on text. `false`
  /// when one of them would change in anything but its constant, or in number.
  private func textDependentConstants(
    changedViews: Set<String>, into changes: inout [(id: ConstraintID, constant: Double)]
  ) throws(LayoutEngineError) -> Bool {
    let first = document.constraints.count
    var contentSize: [String: ArraySlice<LayoutConstraint>] = [:]
    var stack: ArraySlice<LayoutConstraint>?
    for index in first..<constraints.count {
      var current = constraints[index]
      let replacement: LayoutConstraint
      switch current.origin {
      case .contentSize:
        guard case .view(let id) = current.first.item else { return false }
        guard changedViews.contains(id) else { continue }
        if contentSize[id] == nil, let view = document.hierarchy.view(id) {
          contentSize[id] = contentSizeConstraints(view)[...]
        }
        guard let next = contentSize[id]?.popFirst() else { return false }
        replacement = next
      case .stackView:
        if stack == nil { stack = stackConstraints()[...] }
        guard let next = stack?.popFirst() else { return false }
        replacement = next
      default:
        continue
      }
      let constant = current.constant
      current.constant = replacement.constant
      guard current == replacement else { return false }
      guard constant != replacement.constant else { continue }
      try change(replacement.constant, at: index, into: &changes)
    }
    // As many as there were: a view that gained or lost an intrinsic size asks for a build.
    if stack?.isEmpty == false || contentSize.values.contains(where: { !$0.isEmpty }) {
      return false
    }
    for id in changedViews where contentSize[id] == nil {
      guard let view = document.hierarchy.view(id), contentSizeConstraints(view).isEmpty else {
        return false
      }
    }
    return true
  }

  /// Sets `constraints[index]`'s constant to `constant` and adds to `changes` the constant
  /// of its linear form (which also holds baseline offsets and margins) for the solver.
  private func change(
    _ constant: Double, at index: Int, into changes: inout [(id: ConstraintID, constant: Double)]
  ) throws(LayoutEngineError) {
    constraints[index].constant = constant
    guard let id = constraintIDs[index] else { return }
    let linear = try linearConstraint(constraints[index], tag: index)
    changes.append((id, linear.expression.constant))
  }

  /// Whether `constraint` names the first or last baseline of a view among `ids`.
  private static func namesBaseline(of ids: Set<String>, _ constraint: LayoutConstraint) -> Bool {
    func names(_ anchor: LayoutAnchor) -> Bool {
      guard anchor.attribute == .firstBaseline || anchor.attribute == .lastBaseline,
        case .view(let id) = anchor.item
      else { return false }
      return ids.contains(id)
    }
    // The anchors without an array for the common, two-anchor form.
    guard constraint.compound == nil else { return constraint.anchors.contains(where: names) }
    return names(constraint.first) || constraint.second.map(names) == true
  }
}
