import ConstraintSolver
import LayoutModel

/// Turns a layout document into a constraint system and solves it: one set of frame variables
/// per view and guide, one solver constraint per Auto Layout constraint (the document's and the
/// ones UIKit would generate), and solved frames relative to each superview.
///
/// `constraints` holds the document's constraints first, at their document indices, then the
/// generated ones; a constraint's index there is its solver tag. Generated constraints (all
/// UIKit's) are added to the solver before the document's, and the document's in
/// `BreakingRule` order, so that when required constraints conflict the one broken is the one
/// UIKit breaks, or the one the input says it broke (`LayoutEngineOptions.brokenFirst`); the
/// solver's breaking mode keeps it at priority 1100, above every app priority, as Apple's
/// engine does.
public final class LayoutEngine {
  /// The layout being solved; after the height-for-width passes its wrapping views carry the
  /// intrinsic size of the last pass.
  public internal(set) var document: LayoutDocument
  /// Which member of a conflict is broken.
  public let breakingRule: BreakingRule
  /// The options it was built with; `setRootSize` updates the root size.
  public internal(set) var options: LayoutEngineOptions
  /// The solver, in breaking mode; diagnostics may query it (ranges, determining constraints).
  public private(set) var solver: Solver
  /// Every constraint: the document's (same indices), then generated ones. Index = solver tag.
  public internal(set) var constraints: [LayoutConstraint]
  /// The solver id of each constraint in `constraints`; `nil` for inactive ones.
  public private(set) var constraintIDs: [ConstraintID?]

  /// The document as linear forms over typed variables; `setTextContent(_:)` renews it.
  public internal(set) var system: LayoutSystem
  /// The solver ids of the constraints that hold unknowns at UIKit's defaults
  /// (`LayoutSystem.assumptions(among:)`), by the unknown's index in `document.unknowns`.
  public private(set) var assumptionIDs: [Int: ConstraintID] = [:]
  /// What the height-for-width passes did (`LayoutEngine+HeightForWidth.swift`); empty when
  /// no view wraps.
  public internal(set) var heightForWidth = HeightForWidth()

  /// The index in `constraints` by solver id (`ConstraintID.raw`), -1 for an id of none (edit
  /// variables, assumed defaults). The solver numbers its constraints from 0 up, so an array
  /// does what a dictionary would without hashing each of the 40,000 ids of a large layout.
  var indexByConstraintRaw: [Int] = []
  var viewVariables: [FrameVariables] = []
  var guideVariables: [FrameVariables] = []
  var unknownVariables: [Variable?] = []
  var editVariables: [LayoutAnchor: Variable] = [:]
  /// `wrappingSlots()`, once found.
  var wrappingSlotsCache: [WrappingSlots]?
  /// Whether views' and guides' widths and heights may be negative: only for a console report
  /// whose named broken constraint is in no conflict of the rebuilt system (see `init`).
  var sizesMayBeNegative = false

  /// Builds the constraint system of `document`.
  ///
  /// - Parameters:
  ///   - document: a layout; it is validated first (`LayoutDocument.validate()`).
  ///   - options: root-size overrides.
  /// - Throws: `LayoutEngineError.invalidDocument` for a document that breaks a model rule,
  ///   `.invalidRootSize` for a bad override, `.solver` if the solver refuses a constraint or
  ///   edit variable (a conflict between required constraints is broken, not thrown).
  /// - Complexity: one solver `add` per constraint.
  public init(document: LayoutDocument, options: LayoutEngineOptions = LayoutEngineOptions())
    throws(LayoutEngineError)
  {
    do {
      try document.validate()
    } catch {
      throw .invalidDocument(error)
    }
    for size in [options.rootWidth, options.rootHeight].compactMap({ $0 })
    where !(size.isFinite && size >= 0 && size <= LayoutLimits.maxMagnitude) {
      throw .invalidRootSize(size)
    }
    let document = document.addingStackSpacers()
    self.document = document
    self.breakingRule = BreakingRule(
      hierarchy: document.hierarchy, isOrderUIKits: options.isOrderUIKits,
      brokenFirst: options.brokenFirst)
    self.system = LayoutSystem(document: document)
    self.options = options
    self.solver = Solver(options: SolverOptions(breaksUnsatisfiableRequired: true))
    self.constraints = document.constraints
    self.constraintIDs = Array(repeating: nil, count: document.constraints.count)
    // A constraint between a view an NSStackView detaches and one outside it is gone with the
    // view (`LayoutDocument.isCut(_:detached:)`).
    let detached = document.detachedViewIDs()
    let active = document.constraints.indices.filter {
      document.constraints[$0].isActive
        && !document.isCut(document.constraints[$0], detached: detached)
    }
    // First in the input's order (system constraints before the app's), which keeps the
    // tableau cheap to build: most layouts have no conflict, and then the order changes
    // nothing that is reported.
    try build(
      adding: active.filter { document.constraints[$0].origin != .user }
        + active.filter { document.constraints[$0].origin == .user })
    guard !solver.brokenConstraints.isEmpty else {
      try breakNamedConstraint()
      try settleHeightForWidth()
      return
    }
    // A conflict: the solver breaks the last-added member, so build again with the
    // document's constraints in `BreakingRule` order, the one UIKit keeps longest first, and
    // the constraint UIKit breaks is broken whatever the order of the input's lines.
    let order = breakingRule.additionOrder(active, of: document.constraints)
    reset()
    try build(adding: order)
    if options.isOrderUIKits, let named = options.brokenFirst, breaksOthersOnly(named) {
      // UIKit broke `named` and no conflict of the rebuilt system holds it: those conflicts
      // rest on sizes kept non-negative, which UIKit's engine does not require. Without that,
      // if nothing but `named` has to break, the device's layout is the one with only it
      // broken; else the sizes stay non-negative.
      reset()
      sizesMayBeNegative = true
      try build(adding: order)
      if breaksOthersOnly(named) || solver.brokenConstraints.count > 1 {
        reset()
        sizesMayBeNegative = false
        try build(adding: order)
      }
    }
    try breakNamedConstraint()
    try settleHeightForWidth()
  }

  /// Whether the solver broke constraints and `index` is not among them.
  private func breaksOthersOnly(_ index: Int) -> Bool {
    let broken = solver.brokenConstraints
    guard !broken.isEmpty else { return false }
    guard constraintIDs.indices.contains(index), let id = constraintIDs[index] else { return true }
    return !broken.contains(id)
  }

  /// Forgets the built system: a new solver, and no variables or constraints added.
  private func reset() {
    solver = Solver(options: SolverOptions(breaksUnsatisfiableRequired: true))
    constraints = document.constraints
    constraintIDs = Array(repeating: nil, count: document.constraints.count)
    assumptionIDs = [:]
    indexByConstraintRaw = []
    viewVariables = []
    guideVariables = []
    unknownVariables = []
    editVariables = [:]
    wrappingSlotsCache = nil
  }

  /// Breaks the constraint the input says was broken (`options.brokenFirst`) when no conflict
  /// of the rebuilt system broke it (the log leaves out what made it conflict): it is kept at
  /// priority 1100 like every broken constraint and listed among them with no conflict, since
  /// the device broke it.
  private func breakNamedConstraint() throws(LayoutEngineError) {
    guard let index = options.brokenFirst, constraintIDs.indices.contains(index),
      let id = constraintIDs[index], constraints[index].priority.isRequired,
      !solver.brokenConstraints.contains(id)
    else { return }
    let constraint = constraints[index]
    let linear = try linearConstraint(constraint, tag: index)
    try solverCall(at: constraint.location) { try solver.remove(id) }
    let broken = try solverCall(at: constraint.location) { try solver.addBroken(linear) }
    constraintIDs[index] = broken
    indexByConstraintRaw[id.raw] = -1
    if broken.raw >= indexByConstraintRaw.count {
      indexByConstraintRaw.append(
        contentsOf: repeatElement(-1, count: broken.raw + 1 - indexByConstraintRaw.count))
    }
    indexByConstraintRaw[broken.raw] = index
  }

  /// Makes the variables, then adds the assumed defaults, the edit variables, the generated
  /// constraints and the document's constraints at `indices`, in that order; for a console
  /// report (`options.isOrderUIKits`), the built-in guides' sizes come last.
  private func build(adding indices: [Int]) throws(LayoutEngineError) {
    makeVariables()
    try addAssumptions()
    // Edit variables first: an edit added last to a built tableau substitutes into every row
    // that holds its variable and re-optimizes them all (6× the whole build on a 10,000-view
    // layout whose root width is the edit variable).
    try addEditVariables()
    // A built-in guide's size is kept non-negative by this engine, not by a constraint UIKit
    // lists, and real logs show a margins guide of negative height kept without a report
    // (a stack view 0 pt tall with margins of 10 and 9 pt): in a console report, whose margins
    // are mostly unknown, it is an assumption like a default margin, held at
    // `assumedPriority` after the report's constraints, that yields to them rather than break
    // one UIKit did not.
    let guidesAssumed = options.isOrderUIKits
    for constraint in generatedConstraints(includingGuideSizes: !guidesAssumed) {
      try append(constraint)
    }
    for index in indices { try add(index) }
    if guidesAssumed {
      for constraint in builtInGuideSizes() {
        let form = try system.form(of: constraint)
        try solverCall(at: nil) {
          try solver.add(solverConstraint(form, priority: Self.assumedPriority, tag: -1))
        }
      }
    }
  }

  private func makeVariables() {
    viewVariables.reserveCapacity(document.hierarchy.views.count)
    for view in document.hierarchy.views {
      viewVariables.append(makeFrameVariables(view.id))
    }
    for guide in document.hierarchy.guides {
      guideVariables.append(makeFrameVariables(guide.id))
    }
    unknownVariables = document.unknowns.map { unknown in
      unknown.isQuantity
        ? solver.makeVariable(
          unknown.description, nonNegative: unknown.isNonNegative && !isDomainAssumed(unknown))
        : nil
    }
  }

  /// Whether `unknown`'s domain (`>= 0`) is held at `assumedPriority` rather than as a bound:
  /// in a console report, where `LayoutUnknown.isDomainAssumedInReports` says so (a layout
  /// margin), the rule the conflict search follows too.
  private func isDomainAssumed(_ unknown: LayoutUnknown) -> Bool {
    options.isOrderUIKits && unknown.isDomainAssumedInReports
  }

  /// Holds every unknown that has a UIKit default at that default, before any constraint is
  /// added: in a layout, required, so a conflict that exists only under a default breaks the
  /// app's constraint, as the device (which has the default) would; in a console report
  /// (`options.isOrderUIKits`), at `assumedPriority`, so the default yields to what the log
  /// shows (a listed `UIView-topMargin-guide-constraint` of 10 sets that margin; UIKit lists
  /// every constraint of the conflict it reports, so none of them rests on a default).
  private func addAssumptions() throws(LayoutEngineError) {
    let used = Set(document.unknowns.indices.map { LayoutVariable.unknown($0) })
    let priority = options.isOrderUIKits ? Self.assumedPriority : LayoutPriority.required.rawValue
    for (index, form) in system.assumptions(among: used) {
      let id = try solverCall(at: nil) {
        try solver.add(solverConstraint(form, priority: priority, tag: -1))
      }
      assumptionIDs[index] = id
    }
    for (index, unknown) in document.unknowns.enumerated()
    where unknown.isNonNegative && isDomainAssumed(unknown) {
      let form = LinearForm<LayoutVariable>(
        coefficients: [.unknown(index): 1], relation: .greaterThanOrEqual, rhs: 0)
      try solverCall(at: nil) {
        try solver.add(solverConstraint(form, priority: Self.assumedPriority, tag: -1))
      }
    }
  }

  /// The priority of what a console report's rebuilding assumes (a default margin): the
  /// strongest below required, so it holds wherever no constraint of the report, whatever
  /// its priority, says otherwise.
  static let assumedPriority = LayoutPriority.required.rawValue.nextDown

  /// The solver variable of a layout variable.
  public func variable(_ variable: LayoutVariable) -> Variable? {
    switch variable {
    case .view(let index, let component):
      return viewVariables.indices.contains(index)
        ? viewVariables[index].variable(component) : nil
    case .guide(let index, let component):
      return guideVariables.indices.contains(index)
        ? guideVariables[index].variable(component) : nil
    case .unknown(let index):
      return unknownVariables.indices.contains(index) ? unknownVariables[index] : nil
    }
  }

  /// The solver form of a linear form: `Σ coefficient·variable - rhs (relation) 0`.
  func solverConstraint(_ form: LinearForm<LayoutVariable>, priority: Double, tag: Int)
    -> LinearConstraint
  {
    form.linearConstraint(priority: priority, tag: tag) { variable($0) }
  }

  func makeFrameVariables(_ name: String) -> FrameVariables {
    FrameVariables(
      minX: solver.makeVariable(name + ".minX"), minY: solver.makeVariable(name + ".minY"),
      width: solver.makeVariable(name + ".width", nonNegative: !sizesMayBeNegative),
      height: solver.makeVariable(name + ".height", nonNegative: !sizesMayBeNegative))
  }

  /// Appends a generated constraint and adds it to the solver.
  func append(_ constraint: LayoutConstraint) throws(LayoutEngineError) {
    constraints.append(constraint)
    constraintIDs.append(nil)
    try add(constraints.count - 1)
  }

  /// Adds `constraints[index]` to the solver.
  func add(_ index: Int) throws(LayoutEngineError) {
    let constraint = constraints[index]
    let linear = try linearConstraint(constraint, tag: index)
    let id = try solverCall(at: constraint.location) { try solver.add(linear) }
    constraintIDs[index] = id
    if id.raw >= indexByConstraintRaw.count {
      indexByConstraintRaw.append(
        contentsOf: repeatElement(-1, count: id.raw + 1 - indexByConstraintRaw.count))
    }
    indexByConstraintRaw[id.raw] = index
  }

  /// Runs a solver operation, turning its error into `LayoutEngineError.solver` at `location`.
  @discardableResult
  func solverCall<T>(
    at location: SourceLocation?, _ body: () throws -> T
  ) throws(LayoutEngineError) -> T {
    do {
      return try body()
    } catch let error as SolverError {
      throw .solver(error, location: location)
    } catch {
      throw .solver(.nonFinite("\(error)"), location: location)
    }
  }

  /// The index in `constraints` of the constraint the solver knows as `id`, or `nil` (edit
  /// constraints and internal ones have none).
  public func constraintIndex(of id: ConstraintID) -> Int? {
    guard indexByConstraintRaw.indices.contains(id.raw) else { return nil }
    let index = indexByConstraintRaw[id.raw]
    return index >= 0 ? index : nil
  }

  /// The frame variables of the view at `index` in `document.hierarchy.views`, or `nil` for an
  /// index out of range. The same as `frameVariables(of: .view(id))` without looking the id up.
  public func frameVariables(ofViewAt index: Int) -> FrameVariables? {
    viewVariables.indices.contains(index) ? viewVariables[index] : nil
  }

  /// The frame variables of a view or app guide; a view's built-in guides have none of their
  /// own (they are the view's frame inset by its margins or safe area).
  public func frameVariables(of item: LayoutItem) -> FrameVariables? {
    let hierarchy = document.hierarchy
    switch item {
    case .view(let id): return hierarchy.viewIndex(of: id).map { viewVariables[$0] }
    case .guide(let id): return hierarchy.guideIndex(of: id).map { guideVariables[$0] }
    case .safeAreaLayoutGuide, .layoutMarginsGuide: return nil
    }
  }
}
