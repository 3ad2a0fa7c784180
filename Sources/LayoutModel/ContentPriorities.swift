/// A pair of priorities, one per axis: a view's content hugging or compression resistance.
///
/// UIKit's defaults are 250 (`defaultLow`) for hugging and 750 (`defaultHigh`) for compression
/// resistance on both axes (`UIView.contentHuggingPriority(for:)`,
/// `contentCompressionResistancePriority(for:)`).
public struct ContentPriorities: Hashable, Sendable, Codable {
  /// The priority on the horizontal axis.
  public var horizontal: LayoutPriority
  /// The priority on the vertical axis.
  public var vertical: LayoutPriority

  /// Creates a pair from its horizontal and vertical priorities.
  public init(horizontal: LayoutPriority, vertical: LayoutPriority) {
    self.horizontal = horizontal
    self.vertical = vertical
  }

  /// UIKit's default content hugging priority, 250 on both axes.
  public static let defaultHugging = ContentPriorities(
    horizontal: .defaultLow, vertical: .defaultLow)
  /// UIKit's default compression resistance priority, 750 on both axes.
  public static let defaultCompressionResistance = ContentPriorities(
    horizontal: .defaultHigh, vertical: .defaultHigh)

  /// The priority on `axis`.
  public subscript(axis: LayoutAxis) -> LayoutPriority {
    get { axis == .horizontal ? horizontal : vertical }
    set { if axis == .horizontal { horizontal = newValue } else { vertical = newValue } }
  }
}
