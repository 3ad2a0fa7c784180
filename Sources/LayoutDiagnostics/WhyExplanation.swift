import ConstraintSolver
import LayoutEngine
import LayoutModel

/// Why an attribute has its value: for a determined value, the chain of constraints that fixes
/// it, read from the solver's provenance (the constraints whose markers and errors its tableau
/// row expands to); for an ambiguous one, its range and the view's ambiguity.
///
/// Values are in points: `minX`/`minY` relative to the superview, other positions in the root
/// view's coordinates, as the solver holds them.
public struct WhyExplanation: Sendable {
  /// One constraint of the chain, in the order that derives the value: each step's constraint
  /// has at most one variable not fixed by the steps before it, and fixes that one.
  public struct Step: Sendable {
    /// The index in `LayoutEngine.constraints`, or `nil` for an edit variable's constraint.
    public var index: Int?
    /// The constraint (`nil` for an edit variable's).
    public var constraint: LayoutConstraint?
    /// The solver variable the step fixes (`title.minX`, absolute), or `nil` when the step
    /// only confirms variables fixed before, or belongs to a group solved together.
    public var determines: String?
    /// The value of `determines`, in points.
    public var value: Double?
    /// Whether the step is one of several constraints that fix their variables only together
    /// (no order derives them one at a time).
    public var isSimultaneous: Bool
  }

  /// A preference that is violated so that the value can be what it is.
  public struct Yielding: Sendable {
    /// The index in `LayoutEngine.constraints`.
    public var index: Int
    /// The constraint.
    public var constraint: LayoutConstraint
    /// Its error in the solved layout, in points.
    public var error: Double
  }

  /// The attribute asked about.
  public var anchor: LayoutAnchor
  /// Its value in the solved layout, in points.
  public var value: Double
  /// The range over every optimal solution (bounds equal to `value` when determined; `nil`
  /// bounds are unbounded).
  public var lowerBound: Double?
  /// See `lowerBound`.
  public var upperBound: Double?
  /// The derivation, for a determined value (empty when ambiguous).
  public var steps: [Step]
  /// The preferences that give way, for a determined value.
  public var yielding: [Yielding]
  /// For an ambiguous attribute of a view, that view's ambiguity report.
  public var ambiguity: ViewAmbiguity?

  /// Whether every optimal solution gives the attribute the same value.
  public var isDetermined: Bool { lowerBound == value && upperBound == value }

  /// Explains `anchor` in `engine`'s solved layout.
  ///
  /// - Throws: `LayoutEngineError.invalidDocument` when the anchor names no view or guide.
  public init(_ anchor: LayoutAnchor, engine: LayoutEngine) throws(LayoutEngineError) {
    self.anchor = anchor
    let solver = engine.solver
    _ = solver.updateVariables()
    let expression = try engine.expression(for: anchor)
    let range = solver.optimalFace().range(of: expression)
    value = range.value
    steps = []
    yielding = []
    ambiguity = nil
    guard range.isUnique else {
      lowerBound = range.lowerBound
      upperBound = range.upperBound
      if case .view(let id) = anchor.item, let index = engine.document.hierarchy.viewIndex(of: id) {
        let solution = engine.solve()
        var analysis = AmbiguityAnalysis(engine: engine)
        let view = analysis.view(at: index, frame: solution.views[index].frame)
        ambiguity = view.isAmbiguous ? view : nil
      }
      return
    }
    lowerBound = value
    upperBound = value
    // A position relative to the superview takes the superview's own position as given.
    var given = Set<Variable>()
    if anchor.attribute == .minX || anchor.attribute == .minY, case .view(let id) = anchor.item,
      let parent = engine.document.hierarchy.view(id)?.superview,
      let frame = engine.frameVariables(of: .view(parent))
    {
      given.insert(anchor.attribute == .minX ? frame.minX : frame.minY)
    }
    steps = Self.chain(
      solver.determiningConstraints(of: expression), given: given, engine: engine)
    yielding = solver.yieldingConstraints(of: expression).compactMap { id in
      guard let index = engine.constraintIndex(of: id), let linear = solver.constraint(id) else {
        return nil
      }
      let error = linear.error(atExpressionValue: linear.expression.value { solver.value(of: $0) })
      return Yielding(index: index, constraint: engine.constraints[index], error: error)
    }.sorted { $0.index < $1.index }
  }

  /// Orders the determining constraints by forward substitution: repeatedly the first one (in
  /// the engine's order) with at most one variable neither `given` nor fixed by an earlier
  /// step; what remains is solved together.
  static func chain(_ ids: [ConstraintID], given: Set<Variable>, engine: LayoutEngine) -> [Step] {
    let solver = engine.solver
    var pending: [(id: ConstraintID, index: Int?, variables: Set<Variable>)] = ids.compactMap {
      id in
      guard let linear = solver.constraint(id) else { return nil }
      return (id, engine.constraintIndex(of: id), Set(linear.expression.terms.map(\.variable)))
    }
    pending.sort { ($0.index ?? Int.max, $0.id) < ($1.index ?? Int.max, $1.id) }
    var known = given
    var steps: [Step] = []
    func step(
      _ entry: (id: ConstraintID, index: Int?, variables: Set<Variable>), _ fixed: Variable?,
      _ together: Bool
    ) -> Step {
      Step(
        index: entry.index, constraint: entry.index.map { engine.constraints[$0] },
        determines: fixed.map { solver.name(of: $0) }, value: fixed.map { solver.value(of: $0) },
        isSimultaneous: together)
    }
    while !pending.isEmpty {
      guard let position = pending.firstIndex(where: { $0.variables.subtracting(known).count <= 1 })
      else {
        steps += pending.map { step($0, nil, true) }
        break
      }
      let entry = pending.remove(at: position)
      let fixed = entry.variables.subtracting(known).first
      steps.append(step(entry, fixed, false))
      known.formUnion(entry.variables)
    }
    return steps
  }
}
