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
  /// conflict's members by `BreakingRule`), or a changed view breaks a model rule
  /// (`View.validationError()`: a fresh build refuses it), it returns `false` and the caller
  /// builds afresh.
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
    var textChanged: [String: IntrinsicContentSize] = [:]
    var movedBaselines = Set<String>()
    for (old, new) in zip(document.hierarchy.views, changed.hierarchy.views) where old != new {
      // A view the model refuses (text scaled past its bounds) is a fresh build's to refuse.
      guard new.validationError() == nil else { return false }
      textChanged[new.id] = Self.initialIntrinsicSize(of: new)
      if old.firstBaselineOffset != new.firstBaselineOffset
        || old.lastBaselineOffset != new.lastBaselineOffset
      {
        movedBaselines.insert(new.id)
      }
    }
    document = changed
    system = LayoutSystem(document: changed)
    var changes: [(id: ConstraintID, constant: Double)] = []
    guard
      try textDependentConstants(
        changedViews: textChanged, movedBaselines: movedBaselines, into: &changes)
    else {
      return false
    }
    if !movedBaselines.isEmpty {
      for index in Self.indices(in: constraints, namingBaselineOf: movedBaselines) {
        try change(constraints[index].constant, at: index, offsetsKept: false, into: &changes)
      }
    }
    // One dual-simplex pass for all of them.
    guard try solverCall(at: nil, { try solver.setConstants(changes) }) else { return false }
    try settleHeightForWidth()
    return solver.brokenConstraints.isEmpty
  }

  /// Collects into `changes` the new constants of the generated constraints that follow text
  /// (setting them in `constraints`): the content-size constraints of the views in
  /// `changedViews` (by id, with the intrinsic size their constraints start from,
  /// `initialIntrinsicSize(of:)`) and the stack views' (`stackConstraints`), which alone are
  /// made with those two origins; the rest of what the engine generates (root, autoresizing,
  /// scroll, self-sizing, guide sizes) does not depend on text. A stack constraint that names a
  /// baseline of a view in `movedBaselines` is translated again (its offsets moved); the
  /// others' solver constants move by their change alone. `false` when one of them would
  /// change in anything but its constant, or in number.
  private func textDependentConstants(
    changedViews: [String: IntrinsicContentSize], movedBaselines: Set<String>,
    into changes: inout [(id: ConstraintID, constant: Double)]
  ) throws(LayoutEngineError) -> Bool {
    // A view's content-size constraints are generated one after another (see
    // `generatedConstraints`), so one view's are matched at a time. Only their lengths can
    // differ: the view's id, place and priorities are not text.
    var view: (id: String, changed: Bool)?
    var viewsMet = Set<String>()  // the changed ones
    var pending: ArraySlice<ContentSizeLength> = []
    var stack: ArraySlice<LayoutConstraint>?
    for index in document.constraints.count..<constraints.count {
      switch constraints[index].origin {
      case .contentSize:
        guard case .view(let id) = constraints[index].first.item else { return false }
        if view?.id != id {
          guard pending.isEmpty else { return false }
          let intrinsic = changedViews[id]
          view = (id, intrinsic != nil)
          if let intrinsic {
            guard viewsMet.insert(id).inserted else { return false }
            pending = Self.contentSizeLengths(intrinsic)[...]
          }
        }
        guard view?.changed == true else { continue }
        guard let next = pending.popFirst(),
          constraints[index].first.attribute == next.attribute,
          constraints[index].relation == next.relation
        else { return false }
        if constraints[index].constant != next.constant {
          // A width or height: no offsets.
          try change(next.constant, at: index, offsetsKept: true, into: &changes)
        }
      case .stackView:
        if stack == nil { stack = stackConstraints()[...] }
        guard let replacement = stack?.popFirst() else { return false }
        var current = constraints[index]
        let constant = current.constant
        current.constant = replacement.constant
        guard current == replacement else { return false }
        guard constant != replacement.constant else { continue }
        try change(
          replacement.constant, at: index,
          offsetsKept: !Self.namesBaseline(of: movedBaselines, replacement), into: &changes)
      default:
        continue
      }
    }
    // As many as there were: a view that gained or lost an intrinsic length asks for a build.
    guard pending.isEmpty, stack?.isEmpty != false else { return false }
    for (id, intrinsic) in changedViews where !viewsMet.contains(id) {
      guard Self.contentSizeLengths(intrinsic).isEmpty else { return false }
    }
    return true
  }

  /// Sets `constraints[index]`'s constant to `constant` and adds to `changes` the constant
  /// of its linear form (which also holds baseline offsets and margins) for the solver.
  ///
  /// With `offsetsKept` (none of the anchors' offsets moved: no baseline of a changed view is
  /// named), the solver's constant is moved by the change alone: it is `offsets - constant`
  /// (`offsets + constant` when `LayoutSystem.negatesConstant(of:)`), so the offsets are read
  /// back from the solver's current constant instead of translating the constraint again.
  private func change(
    _ constant: Double, at index: Int, offsetsKept: Bool,
    into changes: inout [(id: ConstraintID, constant: Double)]
  ) throws(LayoutEngineError) {
    let old = constraints[index].constant
    constraints[index].constant = constant
    guard let id = constraintIDs[index] else { return }
    if offsetsKept, let current = solver.constraint(id)?.expression.constant {
      let negated = LayoutSystem.negatesConstant(of: constraints[index], in: document.direction)
      let sign = negated ? -1.0 : 1.0
      let offsets = current + sign * old
      changes.append((id, offsets - sign * constant))
      return
    }
    let linear = try linearConstraint(constraints[index], tag: index)
    changes.append((id, linear.expression.constant))
  }

  /// The indices of the constraints in `constraints` that name the first or last baseline of a
  /// view among `ids`, each constraint's anchors read in place (copying every constraint of a
  /// large layout out of the engine's array cost more than the rest of the change).
  private static func indices(
    in constraints: [LayoutConstraint], namingBaselineOf ids: Set<String>
  ) -> [Int] {
    var result: [Int] = []
    for index in constraints.indices {
      let named =
        constraints[index].compound == nil
        ? names(baselineOf: ids, constraints[index].first)
          || constraints[index].second.map { names(baselineOf: ids, $0) } == true
        : constraints[index].anchors.contains { names(baselineOf: ids, $0) }
      if named { result.append(index) }
    }
    return result
  }

  /// Whether `constraint` names the first or last baseline of a view among `ids`.
  private static func namesBaseline(of ids: Set<String>, _ constraint: LayoutConstraint) -> Bool {
    // The anchors without an array for the common, two-anchor form.
    guard constraint.compound == nil else {
      return constraint.anchors.contains { names(baselineOf: ids, $0) }
    }
    return names(baselineOf: ids, constraint.first)
      || constraint.second.map { names(baselineOf: ids, $0) } == true
  }

  /// Whether `anchor` is the first or last baseline of a view among `ids`.
  private static func names(baselineOf ids: Set<String>, _ anchor: LayoutAnchor) -> Bool {
    guard anchor.attribute == .firstBaseline || anchor.attribute == .lastBaseline,
      case .view(let id) = anchor.item
    else { return false }
    return ids.contains(id)
  }
}
