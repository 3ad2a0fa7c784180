import ConstraintSolver
import LayoutModel

/// Views laid out smaller than their intrinsic content size on an axis: a label that will
/// show "Cli...".
///
/// For each view in sight (neither hidden nor inside a hidden view) with an intrinsic size on
/// an axis whose content is cut when short of room (`View.cutsContent`: text, clipping content
/// modes; not a scaling image view), the solved size is compared with it. For a truncated view
/// the analysis finds what beat its compression resistance, by
/// re-solving with one competitor relaxed at a time (a deletion test, independent of the
/// solver's internals): first the compression resistance of other views on the axis with a
/// higher priority (the classic title/detail row), then written constraints on the axis that
/// touch the view, its siblings or its superview. It also finds the smallest size of the root
/// view along the axis at which the view fits, by bisection.
///
/// The solving is a parameter, so that the analysis can be run on any engine (and on a model
/// in tests).
public struct TruncationAnalysis: Sendable {
  /// Solves `document`, with the root view's width and/or height overridden when given;
  /// returns each view's frame by id (points, relative to its superview), or `nil` when the
  /// document cannot be solved.
  public typealias Solve =
    @Sendable (_ document: LayoutDocument, _ rootWidth: Double?, _ rootHeight: Double?) ->
    [String: LayoutRect]?

  /// What took the space a truncated view needed.
  public enum Winner: Hashable, Sendable {
    /// Another view's compression resistance on the axis, at a higher priority.
    case compressionResistance(view: String, priority: LayoutPriority)
    /// A written constraint (index into the document's `constraints`).
    case constraint(index: Int)
  }

  /// One truncated view on one axis.
  public struct Truncation: Hashable, Sendable {
    /// The view's id.
    public var view: String
    /// The axis it is short on.
    public var axis: LayoutAxis
    /// Its intrinsic size on the axis, in points.
    public var intrinsic: Double
    /// Its solved size on the axis, in points.
    public var solved: Double
    /// Its compression-resistance priority on the axis.
    public var compressionResistance: LayoutPriority
    /// What took the space, most direct first; empty when no single relaxation frees it.
    public var winners: [Winner]
    /// The smallest size of the root view along the axis, in points, at which the view gets
    /// its intrinsic size; `nil` when it does not fit up to `TruncationAnalysis.searchLimit`.
    public var fitsFromRootSize: Double?

    /// How many points it is short.
    public var shortfall: Double { intrinsic - solved }
  }

  /// A view counts as truncated when it is at least this much (points) smaller than its
  /// intrinsic size, so that floating-point noise never reports one.
  public static let tolerance = Tolerance.truncation
  /// The largest root size (points) tried when looking for the size at which a view fits.
  public static let searchLimit = 100_000.0
  /// At most this many competitors are re-solved per truncated view.
  public static let candidateLimit = 64

  /// The truncated views of `document`, in view order, horizontal before vertical.
  ///
  /// - Parameters:
  ///   - frames: `document`'s frames by view id (points) when already solved; otherwise
  ///     `solve(document, nil, nil)` is called for them.
  ///   - solve: lays out `document` or a variant at another root size; used for the search
  ///     behind each truncation found.
  ///   - explains: whether to search behind each truncation; without it a truncation has no
  ///     `winners` and no `fitsFromRootSize` (a text sweep's variants, where the search of
  ///     fresh builds per truncated view would cost far more than the sweep).
  public static func truncations(
    in document: LayoutDocument, frames: [String: LayoutRect]? = nil, solve: @escaping Solve,
    explains: Bool = true
  ) -> [Truncation] {
    guard let frames = frames ?? solve(document, nil, nil) else { return [] }
    var found: [Truncation] = []
    // Only views in sight (not hidden, nor inside a hidden view) that cut their content
    // (`View.cutsContent`): an image view that scales its image to a smaller frame shows all
    // of it.
    let hidden = document.hierarchy.hiddenFlags()
    for (index, view) in document.hierarchy.views.enumerated()
    where !hidden[index] && view.cutsContent {
      for axis in LayoutAxis.allCases {
        // A wrapping view narrower than its text wraps (its height then grows); only a height
        // below the wrapped text's cuts lines.
        if axis == .horizontal, view.wrapping != nil { continue }
        guard let intrinsic = view.intrinsicContentSize[axis], let frame = frames[view.id]
        else { continue }
        let solved = size(frame, axis)
        guard solved < intrinsic - tolerance else { continue }
        var truncation = Truncation(
          view: view.id, axis: axis, intrinsic: intrinsic, solved: solved,
          compressionResistance: view.contentCompressionResistancePriority[axis], winners: [],
          fitsFromRootSize: nil)
        if explains {
          let search = Search(document: document, view: view, axis: axis, solve: solve)
          truncation.winners = search.winners(baseline: solved)
          truncation.fitsFromRootSize = search.fitsFromRootSize(rootFrames: frames)
        }
        found.append(truncation)
      }
    }
    return found
  }

  static func size(_ frame: LayoutRect, _ axis: LayoutAxis) -> Double {
    axis == .horizontal ? frame.width : frame.height
  }
}
