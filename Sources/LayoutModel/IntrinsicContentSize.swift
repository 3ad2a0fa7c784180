/// A view's natural size, as `UIView.intrinsicContentSize`, in points.
///
/// A `nil` dimension is `UIView.noIntrinsicMetric`: the view has no preference on that axis.
/// Each present dimension turns into two constraints (`NSContentSizeLayoutConstraint`): the size
/// `<=` the intrinsic value at the content hugging priority, and `>=` it at the compression
/// resistance priority.
public struct IntrinsicContentSize: Hashable, Sendable, Codable, CustomStringConvertible {
  /// The natural width in points, or `nil` for no intrinsic metric.
  public var width: Double?
  /// The natural height in points, or `nil` for no intrinsic metric.
  public var height: Double?

  /// Creates an intrinsic size; either dimension may be absent.
  public init(width: Double? = nil, height: Double? = nil) {
    self.width = width
    self.height = height
  }

  /// No intrinsic size on either axis (a plain `UIView`).
  public static let none = IntrinsicContentSize()

  /// Whether neither dimension is present.
  public var isNone: Bool { width == nil && height == nil }

  /// The dimension on `axis`: width for horizontal, height for vertical.
  public subscript(axis: LayoutAxis) -> Double? {
    get { axis == .horizontal ? width : height }
    set { if axis == .horizontal { width = newValue } else { height = newValue } }
  }

  /// The listing notation `WxH`, with `-` for an absent dimension (`-x21`).
  public var description: String {
    "\(width.map(formatPoints) ?? "-")x\(height.map(formatPoints) ?? "-")"
  }
}
