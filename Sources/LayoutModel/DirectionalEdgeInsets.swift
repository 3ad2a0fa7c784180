/// Insets by reading direction (`NSDirectionalEdgeInsets`), in points.
public struct DirectionalEdgeInsets: Hashable, Sendable {
  /// Top inset.
  public var top: Double
  /// Leading inset (left in left-to-right layouts).
  public var leading: Double
  /// Bottom inset.
  public var bottom: Double
  /// Trailing inset.
  public var trailing: Double

  /// Creates insets.
  public init(top: Double, leading: Double, bottom: Double, trailing: Double) {
    self.top = top
    self.leading = leading
    self.bottom = bottom
    self.trailing = trailing
  }
}
