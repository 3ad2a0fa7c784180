/// An incremental linear constraint solver with strict priority levels and provenance.
///
/// The algorithm is Cassowary's incremental simplex (Badros, Borning & Stuckey, "The Cassowary
/// linear arithmetic constraint solving algorithm", ACM TOCHI 8(4), 2001): constraints are added
/// and removed one at a time, edit variables take suggested values with a dual-simplex re-solve,
/// and every row of the tableau records, through marker symbols, which constraints it came from.
///
/// Priorities follow Auto Layout: 1000 is required, `1..<1000` are preferences satisfied strictly
/// level by level (one objective component per distinct priority, compared lexicographically, as
/// in Apple's engine), errors adding up within a level (`|expression|` for `==`, the violation
/// for an inequality). All quantities are points.
///
/// ```swift
/// let solver = Solver()
/// let width = solver.makeVariable("button.width", nonNegative: true)
/// try solver.add(LinearConstraint(width - 80, .lessThanOrEqual, priority: 750))
/// solver.value(of: width)  // 0 until something pushes it
/// ```
///
/// Not thread-safe: use one solver from one thread at a time.
public final class Solver {
  /// The tableau, in memory the solver allocates and owns.
  ///
  /// A stored property of a class gets a dynamic exclusivity check (`swift_beginAccess`) on
  /// every access, which cost about a fifth of an edit's re-solve and of each value read. The
  /// solver is used from one thread at a time and no tableau method calls back into the solver,
  /// so accesses cannot overlap; addressing the storage directly skips the check.
  private let tableauStorage: UnsafeMutablePointer<Tableau>
  private var edits: [Variable: ConstraintID] = [:]
  private var nextConstraint = 0

  var tableau: Tableau {
    unsafeAddress { UnsafePointer(tableauStorage) }
    unsafeMutableAddress { tableauStorage }
  }

  /// Creates an empty solver.
  public init(options: SolverOptions = SolverOptions()) {
    tableauStorage = .allocate(capacity: 1)
    tableauStorage.initialize(to: Tableau(options: options))
  }

  deinit {
    tableauStorage.deinitialize(count: 1)
    tableauStorage.deallocate()
  }

  /// The options the solver was created with.
  public var options: SolverOptions { tableau.options }

  /// The number of changes made to the solver so far, starting at 0.
  ///
  /// Every call of ``makeVariable(_:nonNegative:)``, ``add(_:)``, ``remove(_:)``,
  /// ``setConstant(_:_:)``, ``addEditVariable(_:priority:)``, ``removeEditVariable(_:)`` and
  /// ``suggestValue(_:_:)`` adds exactly one, whether it succeeds or throws (a rejected
  /// constraint may still have moved the solution to another optimal vertex); reading values,
  /// ranges, provenance or the tableau text adds nothing. An ``OptimalFace`` keeps the version it was
  /// made at, so that a face used after a change is detected.
  public var version: Int { tableau.version }

  // MARK: Variables

  /// Creates a variable, initially 0.
  ///
  /// - Parameters:
  ///   - name: used by ``name(of:)`` and ``tableauDescription()`` only; need not be unique.
  ///   - nonNegative: restricts the variable to values `>= 0` (widths and heights), as a bound
  ///     that is part of every solution rather than a constraint with an id.
  public func makeVariable(_ name: String, nonNegative: Bool = false) -> Variable {
    tableau.version += 1
    return Variable(id: tableau.makeVariable(named: name, nonNegative: nonNegative))
  }

  /// The name given to `variable` (or its id for a variable of another solver).
  public func name(of variable: Variable) -> String {
    isKnown(variable) ? tableau.variableNames[variable.id] : variable.description
  }

  /// The number of variables made so far; their ids are `0..<variableCount`.
  public var variableCount: Int { tableau.variableSymbols.count }

  // MARK: Constraints

  /// Adds a constraint and re-solves.
  ///
  /// - Returns: the constraint's id, for ``remove(_:)``, ``setConstant(_:_:)`` and provenance.
  /// - Throws: ``SolverError/unsatisfiable(_:conflictingWith:)`` when a required constraint
  ///   cannot hold with those present (not in breaking mode; the solver keeps its constraints
  ///   and an optimal solution, which may differ where the optimum is not unique),
  ///   ``SolverError/invalidPriority(_:)``, ``SolverError/nonFinite(_:)``,
  ///   ``SolverError/unknownVariable(_:)``.
  /// - Complexity: proportional to the rows the new row touches; O(1) for a constraint that
  ///   introduces a new unrestricted variable, such as the next view of a chain.
  @discardableResult
  public func add(_ constraint: LinearConstraint) throws -> ConstraintID {
    tableau.version += 1
    try validate(constraint)
    let id = ConstraintID(raw: nextConstraint)
    try tableau.addConstraint(constraint, raw: id.raw)
    nextConstraint += 1
    tableau.checkInvariantsIfEnabled()
    return id
  }

  /// Adds a required constraint as broken, whether or not it could hold: it is kept at
  /// ``Priority/broken`` and listed in ``brokenConstraints`` with an empty ``conflict(of:)``,
  /// as when the caller knows the constraint was broken elsewhere (the one a console log says
  /// UIKit broke). Breaking mode only.
  ///
  /// - Returns: the constraint's id.
  /// - Throws: ``SolverError/invalidPriority(_:)`` for a constraint that is not required or a
  ///   solver not in breaking mode, ``SolverError/nonFinite(_:)``,
  ///   ``SolverError/unknownVariable(_:)``.
  @discardableResult
  public func addBroken(_ constraint: LinearConstraint) throws -> ConstraintID {
    guard constraint.isRequired, options.breaksUnsatisfiableRequired else {
      throw SolverError.invalidPriority(constraint.priority)
    }
    tableau.version += 1
    try validate(constraint)
    let id = ConstraintID(raw: nextConstraint)
    try tableau.addBrokenConstraint(constraint, raw: id.raw)
    nextConstraint += 1
    tableau.checkInvariantsIfEnabled()
    return id
  }

  /// Removes a constraint and re-solves.
  ///
  /// - Throws: ``SolverError/unknownConstraint(_:)``.
  public func remove(_ id: ConstraintID) throws {
    tableau.version += 1
    try removeConstraint(id)
  }

  /// ``remove(_:)`` without counting a version, for the operations built on it.
  private func removeConstraint(_ id: ConstraintID) throws {
    if let edit = edits.first(where: { $0.value == id }) {
      edits[edit.key] = nil
    }
    try tableau.removeConstraint(raw: id.raw)
    tableau.checkInvariantsIfEnabled()
  }

  /// The constraint as it is now (with its current constant), or nil for an unknown id.
  public func constraint(_ id: ConstraintID) -> LinearConstraint? {
    record(id)?.constraint
  }

  /// Ids of every constraint present, in increasing order (edit constraints included).
  public var constraintIDs: [ConstraintID] {
    tableau.constraintIDs()
  }

  /// Sets the constant of a constraint's expression in place and re-solves by dual simplex,
  /// without removing and re-adding it (for `a - b - 8 == 0`, the constant is -8).
  ///
  /// - Throws: ``SolverError/unknownConstraint(_:)``, ``SolverError/nonFinite(_:)``, and
  ///   ``SolverError/unsatisfiable(_:conflictingWith:)`` when a required constraint cannot take
  ///   the new constant (the constraint then keeps its old constant, and the values stay those
  ///   of before the call up to rounding, however many changes are rejected in a row; in
  ///   breaking mode it is broken instead, and keeps its id).
  /// - Complexity: proportional to the rows holding the constraint's marker, plus dual pivots.
  public func setConstant(_ id: ConstraintID, _ constant: Double) throws {
    tableau.version += 1
    try changeConstant(id, constant)
  }

  /// Sets the constants of several constraints at once and re-solves by dual simplex once, as
  /// ``setConstant(_:_:)`` does for one: for a change of many constants together (a layout's
  /// intrinsic sizes at another text size), far cheaper than one re-solve per constant.
  ///
  /// - Returns: `false` when a required constraint cannot take its new constant; the solver is
  ///   then in an unspecified state and must be built afresh.
  /// - Throws: ``SolverError/unknownConstraint(_:)`` and ``SolverError/nonFinite(_:)``, before
  ///   any constant is changed.
  public func setConstants(_ changes: [(id: ConstraintID, constant: Double)]) throws -> Bool {
    for (id, constant) in changes {
      guard record(id) != nil else { throw SolverError.unknownConstraint(id) }
      guard constant.isFinite else { throw SolverError.nonFinite("constant of \(id)") }
    }
    tableau.version += 1
    defer { tableau.checkInvariantsIfEnabled() }
    return tableau.setConstants(changes.map { ($0.id.raw, $0.constant) })
  }

  /// ``setConstant(_:_:)`` without counting a version, for the operations built on it.
  private func changeConstant(_ id: ConstraintID, _ constant: Double) throws {
    guard let record = record(id) else { throw SolverError.unknownConstraint(id) }
    guard constant.isFinite else { throw SolverError.nonFinite("constant of \(id)") }
    defer { tableau.checkInvariantsIfEnabled() }
    if tableau.setConstant(raw: id.raw, to: constant) {
      return
    }
    var changed = record.constraint
    changed.expression.constant = constant
    // A constant that cannot hold puts back the tableau the in-place attempt above left (the old
    // constant, re-optimized), rather than removing the constraint and adding it again: that
    // round trip pivoted each time, and a few dozen rejected changes in a row moved values by
    // 1e-6 (SolverFuzzFindingTests). The copy costs nothing until the removal writes, and only
    // this rare path takes it.
    let before = tableau
    do {
      try tableau.removeConstraint(raw: id.raw)
      try tableau.addConstraint(changed, raw: id.raw)
    } catch {
      tableau = before
      throw error
    }
  }

  /// Required constraints kept at priority 1100 because they could not hold (breaking mode).
  public var brokenConstraints: [ConstraintID] {
    constraintIDs.filter { record($0)?.isBroken == true }
  }

  /// For a broken constraint, the constraints it conflicted with when it was added, with their
  /// Farkas multipliers (see ``SolverError/unsatisfiable(_:conflictingWith:)``).
  public func conflict(of id: ConstraintID) -> [(ConstraintID, multiplier: Double)]? {
    tableau.brokenConflicts[id.raw]
  }

  // MARK: Edit variables

  /// Makes `variable` an edit variable: a preference `variable == value` at `priority`, starting
  /// at its current value, whose value ``suggestValue(_:_:)`` changes.
  ///
  /// - Returns: the id of the edit constraint (it also appears in provenance answers).
  /// - Throws: ``SolverError/duplicateEditVariable(_:)``, ``SolverError/requiredEditVariable``,
  ///   ``SolverError/invalidPriority(_:)``, ``SolverError/unknownVariable(_:)``.
  @discardableResult
  public func addEditVariable(_ variable: Variable, priority: Double) throws -> ConstraintID {
    tableau.version += 1
    guard isKnown(variable) else { throw SolverError.unknownVariable(variable) }
    guard edits[variable] == nil else { throw SolverError.duplicateEditVariable(variable) }
    guard !Priority.isRequired(priority) else { throw SolverError.requiredEditVariable }
    let constraint = LinearConstraint(
      LinearExpression(variable) - value(of: variable), .equal, priority: priority, tag: -1)
    try validate(constraint)
    let id = ConstraintID(raw: nextConstraint)
    try tableau.addConstraint(constraint, raw: id.raw, isEdit: true)
    nextConstraint += 1
    edits[variable] = id
    tableau.checkInvariantsIfEnabled()
    return id
  }

  /// Stops editing `variable` (removes its edit constraint).
  ///
  /// - Throws: ``SolverError/unknownEditVariable(_:)``.
  public func removeEditVariable(_ variable: Variable) throws {
    tableau.version += 1
    guard let id = edits[variable] else { throw SolverError.unknownEditVariable(variable) }
    try removeConstraint(id)
  }

  /// Whether `variable` is an edit variable.
  public func hasEditVariable(_ variable: Variable) -> Bool {
    edits[variable] != nil
  }

  /// Suggests a value for an edit variable and re-solves incrementally (dual simplex).
  ///
  /// - Throws: ``SolverError/unknownEditVariable(_:)``, ``SolverError/nonFinite(_:)``.
  /// - Complexity: proportional to the rows holding the edit's marker plus the dual pivots; the
  ///   values read afterwards are recomputed only where they changed.
  public func suggestValue(_ variable: Variable, _ value: Double) throws {
    tableau.version += 1
    guard let id = edits[variable] else { throw SolverError.unknownEditVariable(variable) }
    try changeConstant(id, -value)
  }

  // MARK: Values

  /// Brings every value up to date.
  ///
  /// - Returns: the variables whose value changed since the previous call, in id order (every
  ///   variable that ever left 0 is reported by the first call).
  @discardableResult
  public func updateVariables() -> [Variable] {
    tableau.publishChanges().map(Variable.init(id:))
  }

  /// The value of `variable` in the current solution, in points (0 for an unknown variable).
  ///
  /// Computed lazily: only rows that changed since the last read are evaluated.
  public func value(of variable: Variable) -> Double {
    guard isKnown(variable) else { return 0 }
    return tableau.value(of: tableau.variableSymbols[variable.id])
  }

  /// Per priority level present, highest first, the total error of that level's constraints
  /// (level 1100 holds broken constraints).
  public func levelErrors() -> [(priority: Double, error: Double)] {
    tableau.levelErrors()
  }

  // MARK: Provenance

  /// The constraints that currently determine `variable`: those whose marker or error symbols
  /// appear in its row, expanded in parametric symbols. Empty when the variable is parametric
  /// (not determined by any row; its value is then 0).
  ///
  /// - Complexity: proportional to the expanded row (a chain of n views gives O(n)).
  public func determiningConstraints(of variable: Variable) -> [ConstraintID] {
    guard isKnown(variable) else { return [] }
    return tableau.determiningConstraints(of: LinearExpression(variable))
  }

  /// The tableau as readable text: levels, objective reduced costs, and one line per row.
  public func tableauDescription() -> String {
    tableau.textDescription()
  }

  // MARK: Helpers

  private func isKnown(_ variable: Variable) -> Bool {
    variable.id >= 0 && variable.id < tableau.variableSymbols.count
  }

  private func record(_ id: ConstraintID) -> ConstraintRecord? {
    tableau.record(id)
  }

  private func validate(_ constraint: LinearConstraint) throws {
    guard constraint.priority.isFinite, Priority.validRange.contains(constraint.priority) else {
      throw SolverError.invalidPriority(constraint.priority)
    }
    guard constraint.expression.isFinite else {
      throw SolverError.nonFinite("expression \(constraint.expression)")
    }
    for term in constraint.expression.terms where !isKnown(term.variable) {
      throw SolverError.unknownVariable(term.variable)
    }
  }
}
