import ConstraintSolver
import LayoutEngine
import LayoutModel

extension AmbiguityReport {
  /// Decides, for every view of `engine`'s layout as it is solved now, which of its minX, minY,
  /// width and height are ambiguous, with ranges, witnesses, causes and fixes.
  ///
  /// - Parameters:
  ///   - engine: a built layout; its solver is read, never changed.
  ///   - solution: `engine.solve()`, if the caller has it already.
  /// - Complexity: a reduced-cost screen of the four attributes of every view (each tableau
  ///   row read about once), then two small simplex runs over the optimal face per attribute
  ///   the screen flags, and one witness per ambiguous axis; on layouts without ambiguity
  ///   this costs well under one solve.
  ///
  /// A view an NSStackView detaches (`LayoutDocument.detachedViewIDs()`) is never ambiguous:
  /// AppKit does not lay it out.
  public init(engine: LayoutEngine, solution: LayoutSolution? = nil) {
    let solved = solution ?? engine.solve()
    var analysis = AmbiguityAnalysis(engine: engine)
    let detached = engine.document.detachedViewIDs()
    let views = engine.document.hierarchy.views
    self.views = views.indices.map { index in
      let frame = solved.views[index].frame
      guard !detached.contains(views[index].id) else {
        return ViewAmbiguity(id: views[index].id, index: index, frame: frame, axes: [])
      }
      return analysis.view(at: index, frame: frame)
    }
  }
}

/// The work behind `AmbiguityReport.init(engine:solution:)`.
struct AmbiguityAnalysis {
  let engine: LayoutEngine
  let solver: Solver
  /// The optimal face of `solver`, made again if the solver has changed since (it does not
  /// during one report).
  private(set) var face: OptimalFace
  private let broken: Set<ConstraintID>
  /// Where a root's position is read from (`LayoutEngine.originShift()`), so that ranges,
  /// witnesses and fixes put the layout where `solve()` does.
  private let origin: (x: Double, y: Double)
  /// Engine constraint indices by the id of a view they name, built when first needed.
  private var constraintsByView: [String: [Int]]?

  /// The frames the pins take their values from (`designFrames`), solved when first needed.
  private let designFrames = DesignFrames()

  init(engine: LayoutEngine) {
    self.engine = engine
    solver = engine.solver
    face = engine.solver.optimalFace()
    broken = Set(engine.solver.brokenConstraints)
    origin = engine.originShift()
  }

  /// The frame attributes decided per axis, position first.
  static func attributes(on axis: LayoutAxis) -> [LayoutAttribute] {
    axis == .horizontal ? [.minX, .width] : [.minY, .height]
  }

  /// The answer for the view at `index` of the hierarchy.
  mutating func view(at index: Int, frame: LayoutRect) -> ViewAmbiguity {
    let id = engine.document.hierarchy.views[index].id
    var axes: [AxisAmbiguity] = []
    for axis in [LayoutAxis.horizontal, .vertical] {
      var ranges: [(AttributeRange, OptimalRange)] = []
      for attribute in Self.attributes(on: axis) {
        guard let (expression, variable) = self.expression(attribute, ofViewAt: index),
          let range = flaggedRange(of: expression), !range.isUnique
        else { continue }
        ranges.append(
          (
            AttributeRange(
              attribute: attribute, variableID: variable.id, value: range.value,
              lowerBound: range.lowerBound, upperBound: range.upperBound), range
          ))
      }
      guard let witness = ranges.first?.1.witness else { continue }
      var answer = classify(
        witness, viewAt: index, axis: axis, ambiguous: ranges.map(\.0), frame: frame)
      answer.attributes = ranges.map(\.0)
      answer.witnessFrame = self.frame(ofViewAt: index, in: witness)
      axes.append(answer)
    }
    return ViewAmbiguity(id: id, index: index, frame: frame, axes: axes)
  }

  /// The range of `expression` over the optimal solutions when the face's screen says it may
  /// vary, else nil (it is unique).
  mutating func flaggedRange(of expression: LinearExpression) -> OptimalRange? {
    if !face.isCurrent {
      face = solver.optimalFace()
    }
    do {
      return try face.mayVary(expression) ? face.range(of: expression) : nil
    } catch {
      // Only a stale face throws, and the face was current just above.
      return solver.optimalRange(of: expression)
    }
  }

  /// The expression of a frame attribute of a view (positions relative to the superview, a
  /// root's from the origin `solve()` puts it at) and the variable behind it.
  func expression(_ attribute: LayoutAttribute, ofViewAt index: Int)
    -> (LinearExpression, Variable)?
  {
    guard let own = engine.frameVariables(ofViewAt: index) else { return nil }
    let parent = engine.document.hierarchy.superviewIndices[index].flatMap {
      engine.frameVariables(ofViewAt: $0)
    }
    switch attribute {
    case .minX:
      var expression = LinearExpression(own.minX)
      if let parent { expression.add(-1, parent.minX) } else { expression.constant = -origin.x }
      return (expression, own.minX)
    case .minY:
      var expression = LinearExpression(own.minY)
      if let parent { expression.add(-1, parent.minY) } else { expression.constant = -origin.y }
      return (expression, own.minY)
    case .width: return (LinearExpression(own.width), own.width)
    case .height: return (LinearExpression(own.height), own.height)
    default: return nil
    }
  }

  /// The view's frame relative to its superview in `alternative`.
  func frame(ofViewAt index: Int, in alternative: AlternativeSolution) -> LayoutRect {
    func value(_ attribute: LayoutAttribute) -> Double {
      guard let (expression, _) = expression(attribute, ofViewAt: index) else { return 0 }
      return expression.value { alternative.changedValues[$0] ?? solver.value(of: $0) }
    }
    return LayoutRect(
      x: value(.minX), y: value(.minY), width: value(.width), height: value(.height))
  }

  // MARK: Causes and fixes

  /// How one constraint differs between the solved layout and a witness.
  struct Change {
    var id: ConstraintID
    var index: Int?
    /// The priority it is solved at (1100 when broken).
    var priority: Double
    var relation: Relation
    var valueBefore: Double
    var errorBefore: Double
    var errorAfter: Double
  }

  /// The constraints whose expression differs in `witness`, with their errors.
  func changes(in witness: AlternativeSolution) -> [Change] {
    witness.changedConstraints.compactMap { id in
      guard let constraint = solver.constraint(id) else { return nil }
      let before = constraint.expression.value { solver.value(of: $0) }
      let after = constraint.expression.value {
        witness.changedValues[$0] ?? solver.value(of: $0)
      }
      return Change(
        id: id, index: engine.constraintIndex(of: id),
        priority: broken.contains(id) ? Priority.broken : constraint.priority,
        relation: constraint.relation, valueBefore: before,
        errorBefore: constraint.error(atExpressionValue: before),
        errorAfter: constraint.error(atExpressionValue: after))
    }
  }

  /// The cause, the constraints involved and the fix of one view's ambiguity on `axis` (the
  /// attributes and witness frame are left for the caller to fill in).
  mutating func classify(
    _ witness: AlternativeSolution, viewAt index: Int, axis: LayoutAxis,
    ambiguous: [AttributeRange], frame: LayoutRect
  ) -> AxisAmbiguity {
    func answer(_ cause: AmbiguityCause, _ constraints: [Int], _ fix: AmbiguityFix)
      -> AxisAmbiguity
    {
      AxisAmbiguity(
        axis: axis, attributes: ambiguous, witnessFrame: frame, witness: witness, cause: cause,
        constraints: constraints, fix: fix)
    }
    let changes = changes(in: witness)
    let trading = changes.filter {
      !Priority.isRequired($0.priority)
        && !Tolerance.isNearZero(
          ($0.errorAfter - $0.errorBefore) / max(1, $0.errorBefore, $0.errorAfter))
    }
    if let level = trading.map(\.priority).max() {
      let competing = trading.filter { $0.priority == level }
      let (cause, indices, fix) = competition(
        competing, priority: level, viewAt: index, axis: axis, frame: frame)
      var result = answer(cause, indices, fix)
      result.sharedError = competing.reduce(0) { $0 + $1.errorBefore }
      return result
    }
    let sliding = changes.filter { $0.relation != .equal }
    if !sliding.isEmpty {
      let indices = sliding.compactMap(\.index).sorted()
      let tight = sliding.first { change in
        change.index != nil
          && Tolerance.isNearZero(change.valueBefore / max(1, change.valueBefore.magnitude))
      }
      if let tight, let tightIndex = tight.index {
        return answer(
          .inequalitiesOnly, indices,
          .makeEquality(index: tightIndex, engine.constraints[tightIndex]))
      }
      return answer(.inequalitiesOnly, indices, pin(ambiguous[0], ofViewAt: index, frame: frame))
    }
    return answer(
      .missingConstraints, constraints(onAxis: axis, ofViewAt: index),
      pin(ambiguous[0], ofViewAt: index, frame: frame))
  }

  /// Errors traded within one priority level: content priorities of several views, or a tie.
  private func competition(
    _ competing: [Change], priority: Double, viewAt index: Int, axis: LayoutAxis,
    frame: LayoutRect
  ) -> (AmbiguityCause, [Int], AmbiguityFix) {
    let indices = competing.compactMap(\.index).sorted()
    let constraints = indices.map { engine.constraints[$0] }
    let level = LayoutPriority(priority)
    let hierarchy = engine.document.hierarchy
    let contentViews = Set(constraints.map(\.first.item.id))
    if !constraints.isEmpty, constraints.count == competing.count,
      constraints.allSatisfy({ $0.origin == .contentSize }), contentViews.count > 1
    {
      let relations = Set(constraints.map(\.relation))
      let kind: ContentPriorityKind =
        relations == [.lessThanOrEqual]
        ? .hugging : relations == [.greaterThanOrEqual] ? .compressionResistance : .mixed
      let first = constraints.min {
        (hierarchy.viewIndex(of: $0.first.item.id) ?? 0)
          < (hierarchy.viewIndex(of: $1.first.item.id) ?? 0)
      }
      let firstKind: ContentPriorityKind =
        first?.relation == .greaterThanOrEqual ? .compressionResistance : .hugging
      let fix = AmbiguityFix.raiseContentPriority(
        view: first?.first.item.id ?? "", axis: axis, firstKind,
        to: LayoutPriority(priority + 1))
      return (.contentPriority(kind, priority: level), indices, fix)
    }
    let chosen = indices.first { engine.constraints[$0].origin == .user } ?? indices.first
    guard let chosen else {
      return (.equalPriorityTie(priority: level), indices, pin(viewAt: index, axis, frame))
    }
    let constraint = engine.constraints[chosen]
    let raised = LayoutPriority(priority + 1)
    let fix: AmbiguityFix =
      constraint.origin == .contentSize
      ? .raiseContentPriority(
        view: constraint.first.item.id, axis: axis,
        constraint.relation == .greaterThanOrEqual ? .compressionResistance : .hugging,
        to: raised)
      : .raisePriority(index: chosen, constraint, to: raised)
    return (.equalPriorityTie(priority: level), indices, fix)
  }

  /// A pin for the axis's position when no better fix is known.
  private func pin(viewAt index: Int, _ axis: LayoutAxis, _ frame: LayoutRect) -> AmbiguityFix {
    let attribute: LayoutAttribute = axis == .horizontal ? .minX : .minY
    let value = axis == .horizontal ? frame.x : frame.y
    return pin(
      AttributeRange(
        attribute: attribute, variableID: -1, value: value, lowerBound: nil, upperBound: nil),
      ofViewAt: index, frame: frame)
  }

  /// The constraint that fixes `range.attribute` at its design-time value (`designValue`),
  /// else at its solved value: the leading or top edge to the superview's, or the size.
  func pin(_ range: AttributeRange, ofViewAt index: Int, frame: LayoutRect) -> AmbiguityFix {
    let hierarchy = engine.document.hierarchy
    let view = LayoutItem.view(hierarchy.views[index].id)
    let parentIndex = hierarchy.superviewIndices[index]
    let parent = parentIndex.map { LayoutItem.view(hierarchy.views[$0].id) }
    let value = designValue(range, ofViewAt: index) ?? range.value
    let constraint: LayoutConstraint
    switch range.attribute {
    case .width, .height:
      constraint = LayoutConstraint(
        LayoutAnchor(view, range.attribute), .equal, constant: Self.rounded(value))
    case .minY:
      // Below a safe area's top inset (a status bar, a notch), the top is the safe area's, as
      // Xcode's "Add Missing Constraints" pins it: a constant measured from the screen's top
      // would hard-code one device's inset.
      let inset = parentIndex.map { hierarchy.views[$0].safeAreaInsets.top } ?? 0
      if let parentIndex, inset > 0, value >= inset {
        constraint = LayoutConstraint(
          LayoutAnchor(view, .top), .equal,
          LayoutAnchor(.safeAreaLayoutGuide(of: hierarchy.views[parentIndex].id), .top),
          constant: Self.rounded(value - inset))
      } else {
        constraint = LayoutConstraint(
          LayoutAnchor(view, .top), .equal, parent.map { LayoutAnchor($0, .top) },
          constant: Self.rounded(value))
      }
    default:
      var constant = value
      var attribute = LayoutAttribute.leading
      if parent == nil {
        attribute = .left
      } else if engine.document.direction == .rightToLeft, let parentIndex {
        let parentWidth = expression(.width, ofViewAt: parentIndex).map {
          $0.0.value { solver.value(of: $0) }
        }
        constant = (parentWidth ?? 0) - range.value - frame.width
      }
      constraint = LayoutConstraint(
        LayoutAnchor(view, attribute), .equal, parent.map { LayoutAnchor($0, attribute) },
        constant: Self.rounded(constant))
    }
    return .addConstraint(constraint)
  }

  /// The value `range.attribute` (`minX`, `minY`, `width`, `height`) takes in the layout
  /// solved as close to the document's design-time frames as its constraints allow
  /// (`DesignFrames`), when it lies in the range: the place and size the designer drew, which
  /// Xcode's "Add Missing Constraints" keeps too ('Badge'.width == 50 where the solved width,
  /// one of any, is 0), and, since every pin comes from that one solution, pins that hold
  /// together (a view's stored x beside its container's stale one would conflict). `nil` for
  /// frames that are not design-time (a console report's or dump's), a right-to-left layout
  /// (its leading constant is measured from the other edge), a value outside the range, or
  /// another attribute.
  func designValue(_ range: AttributeRange, ofViewAt index: Int) -> Double? {
    guard engine.document.framesAreDesignTime, engine.document.direction != .rightToLeft,
      let component = FrameMisplacement.Component(range.attribute),
      let frame = designFrames.frames(of: engine)?[engine.document.hierarchy.views[index].id]
    else { return nil }
    let value = component.value(in: frame)
    let tolerance = Tolerance.wrapping  // the points resolution
    if let lower = range.lowerBound, value < lower - tolerance { return nil }
    if let upper = range.upperBound, value > upper + tolerance { return nil }
    return value
  }

  /// Indices of the engine's constraints that name the view itself (not one of its guides)
  /// with an attribute on `axis`, in increasing order.
  mutating func constraints(onAxis axis: LayoutAxis, ofViewAt index: Int) -> [Int] {
    if constraintsByView == nil {
      var table: [String: [Int]] = [:]
      for (constraintIndex, constraint) in engine.constraints.enumerated()
      where engine.constraintIDs[constraintIndex] != nil {
        for anchor in constraint.anchors {
          guard case .view(let id) = anchor.item else { continue }
          table[id, default: []].append(constraintIndex)
        }
      }
      constraintsByView = table
    }
    let id = engine.document.hierarchy.views[index].id
    let indices = (constraintsByView?[id] ?? []).filter { constraintIndex in
      let constraint = engine.constraints[constraintIndex]
      return constraint.first.attribute.axis == axis
    }
    return Array(Set(indices)).sorted()
  }

  /// `value` rounded to 1e-6 points, without -0, so solver noise never reaches a fix.
  static func rounded(_ value: Double) -> Double { roundedPoints(value) }
}

/// The frames of a layout solved as close to its design-time frames as its constraints allow:
/// each view's stored x, y, width and height asked for at priority 1, below every other
/// preference, so the solution is one of the layout's own optimal ones, the one nearest to
/// what the canvas shows. Solved once, when an ambiguity fix first needs a value.
final class DesignFrames {
  private var solved: [String: LayoutRect]??

  /// The relative frames by view id; `nil` when the layout cannot be built again.
  func frames(of engine: LayoutEngine) -> [String: LayoutRect]? {
    if let solved { return solved }
    var document = engine.document
    for view in document.hierarchy.views where view.superview != nil {
      guard let frame = view.frame else { continue }
      let item = LayoutItem.view(view.id)
      for (attribute, value) in [
        (LayoutAttribute.minX, frame.x), (.minY, frame.y), (.width, frame.width),
        (.height, frame.height),
      ] {
        document.constraints.append(
          LayoutConstraint(
            LayoutAnchor(item, attribute), .equal, constant: value, priority: LayoutPriority(1)))
      }
    }
    let result = (try? LayoutEngine(document: document, options: engine.options)).map {
      LayoutAnalysis.frames(of: $0.solve())
    }
    solved = .some(result)
    return result
  }
}
