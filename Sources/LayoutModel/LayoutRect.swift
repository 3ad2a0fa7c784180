/// A rectangle in points, as `CGRect`: an origin and a size.
///
/// A view's frame is given relative to its superview's frame, as `UIView.frame` is.
public struct LayoutRect: Hashable, Sendable, Codable, CustomStringConvertible {
  /// The left edge, in points.
  public var x: Double
  /// The top edge, in points (y grows downwards, as in UIKit).
  public var y: Double
  /// The width, in points.
  public var width: Double
  /// The height, in points.
  public var height: Double

  /// Creates a rectangle from its origin and size, in points.
  public init(x: Double, y: Double, width: Double, height: Double) {
    self.x = x
    self.y = y
    self.width = width
    self.height = height
  }

  /// The empty rectangle at the origin, `CGRect.zero`.
  public static let zero = LayoutRect(x: 0, y: 0, width: 0, height: 0)

  /// The right edge, `x + width`.
  public var maxX: Double { x + width }
  /// The bottom edge, `y + height`.
  public var maxY: Double { y + height }

  /// The rectangle as `NSStringFromCGRect` prints it: `{{x, y}, {width, height}}`.
  public var description: String {
    // Appended piece by piece: interpolation is twice the cost, and `solve` writes one
    // of these per view.
    var text = "{{"
    text += formatPoints(x)
    text += ", "
    text += formatPoints(y)
    text += "}, {"
    text += formatPoints(width)
    text += ", "
    text += formatPoints(height)
    text += "}}"
    return text
  }
}
