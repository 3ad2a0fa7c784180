import ConstraintSolver
import LayoutEngine
import LayoutModel
import LayoutParsing

/// Why an attribute has its value: for a determined value, the chain of constraints that fixes
/// it, read from the solver's provenance (the constraints whose markers and errors its tableau
/// row expands to); for an ambiguous one, its range and the view's ambiguity.
///
/// Values are in points: the frame names (`minX`, `maxY`, `midX`, ...) relative to the
/// superview, as frames are, other positions in the root view's coordinates, as the solver
/// holds them.
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
    /// What the step is.
    public var kind: Kind

    /// The kinds of step.
    public enum Kind: String, Sendable {
      /// The constraint fixes `determines` from what earlier steps fixed.
      case derivation
      /// No constraint: `determines` is taken at its solved value as the point the remaining
      /// constraints measure from (they fix only differences from it).
      case reference
      /// One of several constraints that fix their variables only together.
      case simultaneous
    }
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

  /// Explains `anchor` in an analysed layout (see `init(_:engine:)`).
  /// - Throws: `LayoutEngineError.invalidDocument` if the anchor names no item of the layout.
  public init(_ anchor: LayoutAnchor, layout: LayoutAnalysis) throws(LayoutEngineError) {
    try self.init(anchor, engine: layout.engine)
  }

  /// Explains `anchor` in `engine`'s solved layout.
  ///
  /// - Throws: `LayoutEngineError.invalidDocument` when the anchor names no view or guide.
  public init(_ anchor: LayoutAnchor, engine: LayoutEngine) throws(LayoutEngineError) {
    self.anchor = anchor
    let solver = engine.solver
    _ = solver.updateVariables()
    let expression = try engine.expression(for: anchor)
    let range = solver.optimalRange(of: expression)
    value = range.value
    steps = []
    yielding = []
    ambiguity = nil
    guard range.isUnique else {
      // A position is read from where `solve()` puts the layout: a layout nothing places
      // (only there can a position vary with its whole layout) starts at the origin.
      let origin = engine.originShift()
      let offset =
        anchor.attribute.isSize ? 0 : anchor.attribute.axis == .horizontal ? origin.x : origin.y
      value -= offset
      lowerBound = range.lowerBound.map { $0 - offset }
      upperBound = range.upperBound.map { $0 - offset }
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
    // A position relative to the superview (a frame name: `minX`, `maxY`, ...) takes the
    // superview's own position as given.
    var given = Set<Variable>()
    if anchor.attribute.isFrameName, case .view(let id) = anchor.item,
      let parent = engine.document.hierarchy.view(id)?.superview,
      let frame = engine.frameVariables(of: .view(parent))
    {
      given.insert(anchor.attribute.axis == .horizontal ? frame.minX : frame.minY)
    }
    steps = Self.chain(
      solver.determiningConstraints(of: expression), given: given, target: expression,
      name: anchor.description, engine: engine)
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
  /// step, or whose unfixed variables appear in it as they do in `target` (it then fixes the
  /// target itself). When none is left, only differences of the remaining variables matter (a
  /// width between two pinned edges does not depend on where the edges are): a variable outside
  /// `target` that lets some constraint proceed becomes the reference point (the one most
  /// constraints share), and the substitution goes on. What still remains is solved together.
  static func chain(
    _ ids: [ConstraintID], given: Set<Variable>, target: LinearExpression, name: String,
    engine: LayoutEngine
  ) -> [Step] {
    let solver = engine.solver
    typealias Entry = (id: ConstraintID, index: Int?, expression: LinearExpression)
    var pending: [Entry] = ids.compactMap { id in
      guard let linear = solver.constraint(id) else { return nil }
      return (id, engine.constraintIndex(of: id), linear.expression)
    }
    pending.sort { ($0.index ?? Int.max, $0.id) < ($1.index ?? Int.max, $1.id) }
    var known = given
    var steps: [Step] = []
    func unknowns(_ expression: LinearExpression) -> [Variable] {
      expression.terms.map(\.variable).filter { !known.contains($0) }
    }
    func step(_ entry: Entry?, _ fixed: Variable?, _ kind: Step.Kind) -> Step {
      Step(
        index: entry?.index, constraint: entry?.index.map { engine.constraints[$0] },
        determines: fixed.map { solver.name(of: $0) }, value: fixed.map { solver.value(of: $0) },
        kind: kind)
    }
    while !pending.isEmpty {
      if let position = pending.firstIndex(where: { unknowns($0.expression).count <= 1 }) {
        let entry = pending.remove(at: position)
        steps.append(step(entry, unknowns(entry.expression).first, .derivation))
        known.formUnion(entry.expression.terms.map(\.variable))
        continue
      }
      if let position = pending.firstIndex(where: {
        fixesTarget($0.expression, target, unknowns($0.expression))
      }) {
        let entry = pending.remove(at: position)
        var last = step(entry, nil, .derivation)
        last.determines = name
        last.value = target.value { solver.value(of: $0) }
        steps.append(last)
        known.formUnion(entry.expression.terms.map(\.variable))
        continue
      }
      guard let reference = referencePoint(pending.map(\.expression), known, target) else {
        steps += pending.map { step($0, nil, .simultaneous) }
        break
      }
      steps.append(step(nil, reference, .reference))
      known.insert(reference)
    }
    return steps
  }

  /// Whether the unfixed variables of `expression` are exactly those of `target`, with
  /// proportional coefficients: the constraint then fixes the target's value.
  static func fixesTarget(
    _ expression: LinearExpression, _ target: LinearExpression, _ unknown: [Variable]
  ) -> Bool {
    let open = target.terms.filter { unknown.contains($0.variable) }
    guard !unknown.isEmpty, open.count == unknown.count, let first = open.first else {
      return false
    }
    let ratio = expression.coefficient(of: first.variable) / first.coefficient
    return open.allSatisfy { term in
      let difference = expression.coefficient(of: term.variable) - ratio * term.coefficient
      return difference.magnitude <= Tolerance.relative * max(1, ratio.magnitude)
    } && target.terms.allSatisfy { unknown.contains($0.variable) || !open.isEmpty }
  }

  /// An unfixed variable outside `target` that, once fixed, leaves some constraint with one
  /// unfixed variable, preferring constraints away from the target (so that the derivation
  /// flows towards it); the one most constraints share, then the lowest id.
  static func referencePoint(
    _ expressions: [LinearExpression], _ known: Set<Variable>, _ target: LinearExpression
  ) -> Variable? {
    let targetVariables = Set(target.terms.map(\.variable))
    var shares: [Variable: Int] = [:]
    var enablingAway = Set<Variable>()
    var enabling = Set<Variable>()
    for expression in expressions {
      let open = expression.terms.map(\.variable).filter { !known.contains($0) }
      let touchesTarget = open.contains { targetVariables.contains($0) }
      for variable in open where !targetVariables.contains(variable) {
        shares[variable, default: 0] += 1
        guard open.count == 2 else { continue }
        enabling.insert(variable)
        if !touchesTarget { enablingAway.insert(variable) }
      }
    }
    let candidates = enablingAway.isEmpty ? enabling : enablingAway
    return candidates.max { (shares[$0] ?? 0, $1) < (shares[$1] ?? 0, $0) }
  }
}

extension WhyExplanation {
  /// Why an attribute named by people could not be explained: one line, as the lookup or the
  /// engine wrote it (quoted input already escaped where it comes from the lookup).
  public struct LookupFailure: Error, Hashable, Sendable, CustomStringConvertible {
    /// The line.
    public var description: String

    /// Creates the failure.
    public init(_ description: String) { self.description = description }
  }

  /// What `why FILE ITEM.ATTR` explains: `target` looked up in each of `layouts` (a console
  /// log's reports each name their own items) and explained in every layout that has it, in
  /// order.
  /// - Parameters:
  ///   - target: the attribute as people name it (`title.width`, a console item, an id).
  ///   - layouts: the input's layouts, built and solved.
  ///   - traces: the input's `_autolayoutTrace` trees, to say where an item only a trace
  ///     names is.
  ///   - file: the input as messages name it.
  /// - Throws: `LookupFailure` with one line: the lookup's own error for a malformed or
  ///   ambiguous name, the engine's for a layout that cannot be explained, or, when no layout
  ///   has the item, the one layout's miss, the trace line that names it, or the nearest names
  ///   across the reports.
  public static func explanations(
    of target: String, in layouts: [LayoutAnalysis], traces: [AutolayoutTrace], file: String
  ) throws(LookupFailure) -> [(layout: LayoutAnalysis, explanation: WhyExplanation)] {
    var explained: [(layout: LayoutAnalysis, explanation: WhyExplanation)] = []
    var misses: [AnchorLookupError] = []
    for layout in layouts {
      let anchor: LayoutAnchor
      do {
        anchor = try layout.anchorLookup.anchor(target)
      } catch {
        switch error {
        case .noSuchItem, .guideAttribute: misses.append(error)
        case .notItemAttribute, .unknownAttribute, .ambiguousItem, .onlyInTrace, .inNoLayout:
          throw LookupFailure(error.description)
        }
        continue
      }
      do {
        explained.append((layout, try WhyExplanation(anchor, layout: layout)))
      } catch {
        throw LookupFailure("\(layout.place): \(error)")
      }
    }
    guard !explained.isEmpty else {
      throw LookupFailure(miss(target, misses, layouts: layouts, traces: traces, file: file))
    }
    return explained
  }

  /// The message for an item no layout has: the layout's own message for one layout, else
  /// one line for the log with the nearest names of all its reports (of all the layout roots
  /// of an Interface Builder document).
  static func miss(
    _ target: String, _ misses: [AnchorLookupError], layouts: [LayoutAnalysis],
    traces: [AutolayoutTrace], file: String
  ) -> String {
    if let guide = misses.first(where: {
      if case .guideAttribute = $0 { return true } else { return false }
    }) {
      return guide.description
    }
    let item = target.lastIndex(of: ".").map { String(target[..<$0]) } ?? target
    if let line = AnchorLookup.traceLine(of: item, in: traces) {
      return AnchorLookupError.onlyInTrace(item, source: file, line: line).description
    }
    if layouts.count == 1, let only = misses.first { return only.description }
    let candidates = layouts.flatMap { $0.anchorLookup.candidates }
    return AnchorLookupError.inNoLayout(
      item, source: file, roots: layouts.contains { $0.root != nil },
      suggestions: NearestNames.nearest(
        to: item, among: candidates, limit: AnchorLookup.suggestionLimit)
    ).description
  }
}
