import ConstraintSolver
import LayoutModel

extension LayoutEngine {
  /// Adds the document's edit variables and suggests their starting values.
  func addEditVariables() throws(LayoutEngineError) {
    for edit in document.editVariables {
      let variable = try editableVariable(edit.anchor, location: edit.location)
      if editVariables.values.contains(variable) {
        throw .duplicateEditVariable(edit.anchor, location: edit.location)
      }
      try solverCall(at: edit.location) {
        try solver.addEditVariable(variable, priority: edit.priority.rawValue)
        if let value = edit.initialValue { try solver.suggestValue(variable, value) }
      }
      editVariables[edit.anchor] = variable
    }
  }

  /// The variable that holds `anchor`'s value: a frame variable when the attribute is one, or a
  /// new variable tied to the attribute's expression by a required constraint.
  private func editableVariable(
    _ anchor: LayoutAnchor, location: SourceLocation?
  ) throws(LayoutEngineError) -> Variable {
    let expression = try expression(for: anchor)
    if expression.constant == 0, expression.terms.count == 1, expression.terms[0].coefficient == 1 {
      return expression.terms[0].variable
    }
    let variable = solver.makeVariable("\(anchor).edit")
    try solverCall(at: location) {
      try solver.add(LinearConstraint(LinearExpression(variable), .equal, expression, tag: -1))
    }
    return variable
  }

  /// Suggests a value, in points, for an anchor the document declared an edit variable for;
  /// the next `solve()` reflects it.
  ///
  /// - Throws: `LayoutEngineError.notAnEditVariable`, or `.solver` for a non-finite value.
  public func suggest(_ anchor: LayoutAnchor, _ value: Double) throws(LayoutEngineError) {
    guard let variable = editVariables[anchor] else { throw .notAnEditVariable(anchor) }
    try solverCall(at: nil) { try solver.suggestValue(variable, value) }
  }

  /// Solves and reads every view's frame, relative to its superview, and the broken
  /// constraints. Where nothing places the layout on screen (a console report's views, roots
  /// without a frame), the layout is moved to start at the origin (`originShift()`).
  public func solve() -> LayoutSolution {
    solver.updateVariables()
    let shift = originShift()
    let hierarchy = document.hierarchy
    var depths = [Int](repeating: 0, count: hierarchy.views.count)
    for (index, depth) in hierarchy.depthFirstOrder() { depths[index] = depth }
    var views: [SolvedView] = []
    views.reserveCapacity(hierarchy.views.count)
    for (index, view) in hierarchy.views.enumerated() {
      let frame = viewVariables[index]
      var x = solver.value(of: frame.minX)
      var y = solver.value(of: frame.minY)
      if let parent = hierarchy.superviewIndices[index] {
        x -= solver.value(of: viewVariables[parent].minX)
        y -= solver.value(of: viewVariables[parent].minY)
      } else {
        x -= shift.x
        y -= shift.y
      }
      let rect = LayoutRect(
        x: x, y: y, width: solver.value(of: frame.width), height: solver.value(of: frame.height))
      views.append(
        SolvedView(
          id: view.id, className: view.className, superview: view.superview, frame: rect,
          depth: depths[index]))
    }
    let broken = solver.brokenConstraints.compactMap { id -> BrokenConstraint? in
      guard let index = constraintIndex(of: id) else { return nil }
      let others = (solver.conflict(of: id) ?? []).compactMap { constraintIndex(of: $0.0) }
      return BrokenConstraint(
        index: index, constraint: constraints[index], conflictingWith: others.sorted())
    }
    return LayoutSolution(views: views, brokenConstraints: broken)
  }

  /// How far the whole layout moves, on each axis, so that it starts at the origin: the least
  /// position of its roots (the topmost, leftmost one comes to 0, and a container with the
  /// report's other views at its side) where moving every view and guide by it leaves each
  /// constraint holding exactly as well, so that the moved solution is as optimal (nothing
  /// places the layout on screen, as in a console report, whose views the log does not place);
  /// 0 where a constraint places the layout (a root frame, `a.top == 20`) or it starts at 0.
  ///
  /// - Complexity: O(roots) per axis, and O(constraints' terms) per axis that moves.
  public func originShift() -> (x: Double, y: Double) {
    let hierarchy = document.hierarchy
    let roots = hierarchy.rootIndices.filter { viewVariables.indices.contains($0) }
    // A root with a frame is placed by its root constraints (`rootConstraints`), and with it
    // the whole layout: nothing to verify.
    let placed =
      roots.contains { hierarchy.views[$0].frame != nil }
      || options.rootWidth != nil || options.rootHeight != nil
    guard !placed else { return (0, 0) }
    var current: Verification?
    func shift(_ position: (FrameVariables) -> Variable) -> Double {
      guard let offset = roots.map({ solver.value(of: position(viewVariables[$0])) }).min(),
        !Tolerance.isNearZero(offset)
      else { return 0 }
      var changed: [Variable: Double] = [:]
      for frame in viewVariables + guideVariables {
        changed[position(frame)] = solver.value(of: position(frame)) - offset
      }
      let moved = solver.verifySolution(
        AlternativeSolution(changedValues: changed, changedConstraints: []))
      let now = current ?? solver.verifySolution()
      current = now
      let asGood =
        moved.isFeasible && moved.levelErrors.count == now.levelErrors.count
        && zip(moved.levelErrors, now.levelErrors).allSatisfy { moved, now in
          moved.priority == now.priority && Tolerance.isNearZero(moved.error - now.error)
        }
      return asGood ? offset : 0
    }
    return (shift(\.minX), shift(\.minY))
  }
}
