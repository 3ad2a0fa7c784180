import ConstraintSolver

/// The four solver variables of a view or guide: its frame in absolute coordinates (the root's
/// coordinate space), in points.
///
/// Positions are unrestricted; `width` and `height` are non-negative (restricted) variables, as
/// in Apple's engine, so a required `width == -16` alone is unsatisfiable.
public struct FrameVariables: Hashable, Sendable {
  /// The left edge, absolute.
  public var minX: Variable
  /// The top edge, absolute.
  public var minY: Variable
  /// The width, never negative.
  public var width: Variable
  /// The height, never negative.
  public var height: Variable

  /// Creates the variables of an item.
  public init(minX: Variable, minY: Variable, width: Variable, height: Variable) {
    self.minX = minX
    self.minY = minY
    self.width = width
    self.height = height
  }

  /// The variable of one component.
  public func variable(_ component: FrameComponent) -> Variable {
    switch component {
    case .minX: return minX
    case .minY: return minY
    case .width: return width
    case .height: return height
    }
  }

  /// All four, in the order minX, minY, width, height.
  public var all: [Variable] { [minX, minY, width, height] }
}
