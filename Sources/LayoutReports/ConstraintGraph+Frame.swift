import LayoutModel

extension ConstraintGraph {
  /// A view's frame as the layout dump or the solver gives it: origin relative to the superview,
  /// size, all in points.
  public struct Frame: Sendable, Hashable {
    public var x: Double
    public var y: Double
    public var width: Double
    public var height: Double

    public init(x: Double, y: Double, width: Double, height: Double) {
      self.x = x
      self.y = y
      self.width = width
      self.height = height
    }

    /// `(x y; width height)`, as `UIView.description` prints a frame.
    public var description: String {
      "(\(DotText.number(x)) \(DotText.number(y)); \(DotText.number(width)) "
        + "\(DotText.number(height)))"
    }
  }
}

extension ConstraintGraph.Frame {
  /// The frame of a model rectangle (points, relative to the superview).
  public init(_ rect: LayoutRect) {
    self.init(x: rect.x, y: rect.y, width: rect.width, height: rect.height)
  }
}
