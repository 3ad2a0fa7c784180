import LayoutModel

/// A size to give the root view, in points: one device or container size of a sweep
/// (`--size 320x568`).
public struct RootSize: Hashable, Sendable, CustomStringConvertible {
  /// The width in points.
  public var width: Double
  /// The height in points.
  public var height: Double

  /// Creates a size.
  public init(width: Double, height: Double) {
    self.width = width
    self.height = height
  }

  /// Reads `WxH` (`320x568`, `375.5x667`); `nil` unless both are numbers in
  /// 0...1000000000 points.
  public init?(_ text: some StringProtocol) {
    let parts = text.split(separator: "x", omittingEmptySubsequences: false)
    guard parts.count == 2, let width = Double(parts[0]), let height = Double(parts[1]),
      [width, height].allSatisfy({ $0.isFinite && $0 >= 0 && $0 <= 1e9 })
    else { return nil }
    self.init(width: width, height: height)
  }

  /// `WxH` in the listing's number notation (`320x568`).
  public var description: String {
    "\(formatPoints(width))x\(formatPoints(height))"
  }
}
