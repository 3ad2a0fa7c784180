/// Insets from the four edges of a rectangle, in points, as `UIEdgeInsets`.
///
/// Used for a view's `layoutMargins` (default 8 on every edge) and `safeAreaInsets` (default 0).
public struct EdgeInsets: Hashable, Sendable, Codable, CustomStringConvertible {
  /// Inset from the top edge, in points.
  public var top: Double
  /// Inset from the left edge, in points.
  public var left: Double
  /// Inset from the bottom edge, in points.
  public var bottom: Double
  /// Inset from the right edge, in points.
  public var right: Double

  /// Creates insets in UIKit's order: top, left, bottom, right.
  public init(top: Double, left: Double, bottom: Double, right: Double) {
    self.top = top
    self.left = left
    self.bottom = bottom
    self.right = right
  }

  /// The same inset on every edge.
  public init(all value: Double) { self.init(top: value, left: value, bottom: value, right: value) }

  /// No insets (`UIEdgeInsets.zero`), the default safe area.
  public static let zero = EdgeInsets(all: 0)
  /// UIKit's default layout margins, 8 points on every edge.
  public static let defaultLayoutMargins = EdgeInsets(all: 8)

  /// The inset from `edge`, in points.
  public subscript(edge: LayoutUnknown.Edge) -> Double {
    switch edge {
    case .top: top
    case .left: left
    case .bottom: bottom
    case .right: right
    }
  }

  /// As `NSStringFromUIEdgeInsets` prints them: `{top, left, bottom, right}`.
  public var description: String {
    "{\(formatPoints(top)), \(formatPoints(left)), \(formatPoints(bottom)), \(formatPoints(right))}"
  }
}
