import LayoutModel

/// A view's solved frame.
public struct SolvedView: Hashable, Sendable {
  /// The view's id.
  public var id: String
  /// The view's class name.
  public var className: String
  /// The superview's id, or `nil` for a root.
  public var superview: String?
  /// The frame relative to the superview, in points (absolute for a root).
  public var frame: LayoutRect
  /// Depth in the hierarchy (0 for roots).
  public var depth: Int

  /// Creates a solved view.
  public init(id: String, className: String, superview: String?, frame: LayoutRect, depth: Int) {
    self.id = id
    self.className = className
    self.superview = superview
    self.frame = frame
    self.depth = depth
  }
}

/// A required constraint that could not hold and was broken, as UIKit reports in "Unable to
/// simultaneously satisfy constraints".
public struct BrokenConstraint: Hashable, Sendable {
  /// The index of the broken constraint in `LayoutEngine.constraints`.
  public var index: Int
  /// The constraint.
  public var constraint: LayoutConstraint
  /// Indices in `LayoutEngine.constraints` of the constraints it conflicted with when it was
  /// added (the solver's explanation), in increasing order.
  public var conflictingWith: [Int]

  /// Creates a broken-constraint record.
  public init(index: Int, constraint: LayoutConstraint, conflictingWith: [Int]) {
    self.index = index
    self.constraint = constraint
    self.conflictingWith = conflictingWith
  }
}

/// The frames a layout solves to, and what had to be broken to get them.
public struct LayoutSolution: Hashable, Sendable {
  /// Every view, in input order.
  public var views: [SolvedView]
  /// Required constraints that were broken, in the order they were added.
  public var brokenConstraints: [BrokenConstraint]

  /// Creates a solution.
  public init(views: [SolvedView], brokenConstraints: [BrokenConstraint]) {
    self.views = views
    self.brokenConstraints = brokenConstraints
  }

  /// The solved frame of the view `id`, relative to its superview.
  public func frame(of id: String) -> LayoutRect? { views.first { $0.id == id }?.frame }
}
