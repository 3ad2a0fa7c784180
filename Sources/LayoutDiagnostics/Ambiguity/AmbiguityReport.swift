import ConstraintSolver
import LayoutEngine
import LayoutModel

/// Which views of a layout are ambiguous, how, why, and how to fix them: the data behind
/// `layout-doctor ambiguity`, the `ambiguous-layout` and `content-priority-ambiguity` findings,
/// and the ambiguity marks of `solve`.
///
/// A view attribute (minX, minY, width, height, positions relative to the superview, in
/// points) is ambiguous when another solution satisfies every required constraint with exactly
/// the same error at every priority level and gives it another value (UIKit's
/// `hasAmbiguousLayout`). Decided exactly from the solver's optimal tableau
/// (`ConstraintSolver.OptimalFace`), without sampling or perturbation.
public struct AmbiguityReport: Sendable {
  /// Every view, in input order, determined or not.
  public var views: [ViewAmbiguity]

  /// Creates a report.
  public init(views: [ViewAmbiguity]) {
    self.views = views
  }

  /// The views with at least one ambiguous attribute, in input order.
  public var ambiguousViews: [ViewAmbiguity] { views.filter(\.isAmbiguous) }

  /// The view with `id`, if the layout has one.
  public func view(_ id: String) -> ViewAmbiguity? { views.first { $0.id == id } }

  /// This report with each view's axes limited to those `other` (a report of the same
  /// hierarchy, view for view) finds ambiguous too.
  public func keepingAxes(ambiguousIn other: AmbiguityReport) -> AmbiguityReport {
    var copy = self
    for index in copy.views.indices where copy.views[index].isAmbiguous {
      let kept = Set(
        other.views.indices.contains(index) && other.views[index].id == copy.views[index].id
          ? other.views[index].axes.map(\.axis) : [])
      copy.views[index].axes.removeAll { !kept.contains($0.axis) }
    }
    return copy
  }
}

/// One view's answer: its solved frame and, per ambiguous axis, the details.
public struct ViewAmbiguity: Sendable {
  /// The view's id.
  public var id: String
  /// Its index in the hierarchy's `views`.
  public var index: Int
  /// The solved frame, relative to the superview, in points.
  public var frame: LayoutRect
  /// The ambiguous axes, horizontal first; empty when the frame is determined.
  public var axes: [AxisAmbiguity]

  /// Creates a view's answer.
  public init(id: String, index: Int, frame: LayoutRect, axes: [AxisAmbiguity]) {
    self.id = id
    self.index = index
    self.frame = frame
    self.axes = axes
  }

  /// Whether any attribute of the view is ambiguous.
  public var isAmbiguous: Bool { !axes.isEmpty }

  /// Every ambiguous attribute, in the order minX, width, minY, height.
  public var ambiguousAttributes: [AttributeRange] { axes.flatMap(\.attributes) }

  /// The ambiguity on `axis`, if any.
  public func axis(_ axis: LayoutAxis) -> AxisAmbiguity? { axes.first { $0.axis == axis } }
}

/// The ambiguity of one view on one axis.
public struct AxisAmbiguity: Sendable {
  /// The axis.
  public var axis: LayoutAxis
  /// The ambiguous attributes of the axis (`minX`/`width` or `minY`/`height`), position first.
  public var attributes: [AttributeRange]
  /// The view's frame in the witness, relative to its superview, in points.
  public var witnessFrame: LayoutRect
  /// The witness itself: a complete optimal layout of the solver, other than the solved one,
  /// in which the first of `attributes` differs (`Solver.verifySolution(_:)` checks it).
  public var witness: AlternativeSolution
  /// Why the attribute can move.
  public var cause: AmbiguityCause
  /// Indices in `LayoutEngine.constraints` of the constraints involved, in increasing order:
  /// those that compete (content priority, tie), bound the slide (inequalities only), or that
  /// the view has on the axis (missing constraints).
  public var constraints: [Int]
  /// What would make it unique.
  public var fix: AmbiguityFix
  /// For a content-priority ambiguity or a tie, the total error the competing constraints
  /// share in the solved layout (the extra space or the shortage), in points; 0 otherwise.
  public var sharedError: Double

  /// Creates an axis's answer.
  public init(
    axis: LayoutAxis, attributes: [AttributeRange], witnessFrame: LayoutRect,
    witness: AlternativeSolution, cause: AmbiguityCause, constraints: [Int], fix: AmbiguityFix,
    sharedError: Double = 0
  ) {
    self.axis = axis
    self.attributes = attributes
    self.witnessFrame = witnessFrame
    self.witness = witness
    self.cause = cause
    self.constraints = constraints
    self.fix = fix
    self.sharedError = sharedError
  }
}

/// The range of one view attribute over every optimal solution.
public struct AttributeRange: Hashable, Sendable {
  /// `minX`, `minY`, `width` or `height`.
  public var attribute: LayoutAttribute
  /// The solver variable behind it (the number `_autolayoutTrace` prints as `{id: N}`).
  public var variableID: Int
  /// Its value in the solved layout, in points (positions relative to the superview).
  public var value: Double
  /// The least value, or `nil` when unbounded below.
  public var lowerBound: Double?
  /// The greatest value, or `nil` when unbounded above.
  public var upperBound: Double?

  /// Creates a range.
  public init(
    attribute: LayoutAttribute, variableID: Int, value: Double, lowerBound: Double?,
    upperBound: Double?
  ) {
    self.attribute = attribute
    self.variableID = variableID
    self.value = value
    self.lowerBound = lowerBound
    self.upperBound = upperBound
  }
}
