import ConstraintSolver

extension ListingSystem {
  /// When the edit variables join the system.
  enum EditSetup: String, CaseIterable {
    /// Pinned by a temporary required `variable == initial` while the constraints are added,
    /// then made edit variables and unpinned (what `kiwi_baseline.py` does).
    case pin
    /// Made edit variables before the constraints are added.
    case first
    /// Made edit variables after the constraints are added (the engine's order); the edited
    /// variable is unconstrained meanwhile, which couples every row on W4-W2.
    case last
  }

  /// Adds the constraints and the edit variables (with their starting values), the latter as
  /// `editSetup` says.
  ///
  /// - Throws: `BenchmarkError.solver` naming the constraint the solver refused.
  func addAll(editSetup: EditSetup) throws(BenchmarkError) {
    var pins: [ConstraintID] = []
    do {
      switch editSetup {
      case .pin:
        for edit in edits {
          let value = edit.initial ?? 0
          pins.append(
            try solver.add(LinearConstraint(LinearExpression(edit.variable) - value, .equal)))
        }
        try addAllConstraints()
        try addEdits()
        for pin in pins { try solver.remove(pin) }
      case .first:
        try addEdits()
        try addAllConstraints()
      case .last:
        try addAllConstraints()
        try addEdits()
      }
    } catch let error as BenchmarkError {
      throw error
    } catch {
      throw .solver("edit variables: \(error)")
    }
  }

  private func addEdits() throws {
    for edit in edits {
      try solver.addEditVariable(edit.variable, priority: edit.priority)
      if let initial = edit.initial { try solver.suggestValue(edit.variable, initial) }
    }
  }

  /// Adds every constraint, in order. Not inlined, so that
  /// `valgrind --toggle-collect='*addAllConstraints*'` counts exactly the adds.
  @inline(never) @discardableResult
  func addAllConstraints() throws(BenchmarkError) -> [ConstraintID] {
    var ids: [ConstraintID] = []
    ids.reserveCapacity(constraints.count)
    for (index, constraint) in constraints.enumerated() {
      do {
        ids.append(try solver.add(constraint))
      } catch {
        throw .solver("adding constraint \(index) (\(describe(index))): \(error)")
      }
    }
    return ids
  }
}
