import LayoutModel

/// A size to give the root view, in points: one device or container size of a sweep
/// (`--size 320x568`), or a catalogue device's portrait screen with its safe-area insets
/// (`--device iphone-16`).
public struct RootSize: Hashable, Sendable, Codable, CustomStringConvertible {
  /// The width in points.
  public var width: Double
  /// The height in points.
  public var height: Double
  /// The safe-area insets to give the root, in points; `nil` keeps the layout's own.
  public var safeAreaInsets: EdgeInsets?
  /// The catalogue name of the device the size stands for (`iphone-16`), if any.
  public var device: String?

  /// Creates a size; the root keeps its own safe-area insets.
  public init(width: Double, height: Double) {
    self.width = width
    self.height = height
  }

  /// The portrait screen of `device`, with its safe-area insets (`DeviceCatalogue`).
  public init(device: DeviceCatalogue.Device) {
    self.init(width: device.width, height: device.height)
    safeAreaInsets = device.safeAreaInsets
    self.device = device.name
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

  /// `WxH` in the listing's number notation (`320x568`); for a device, its name first
  /// (`iphone-16 (393x852)`).
  public var description: String {
    let size = "\(formatPoints(width))x\(formatPoints(height))"
    return device.map { "\($0) (\(size))" } ?? size
  }

  /// `document` as laid out at this size: with the first root's safe-area insets replaced by
  /// `safeAreaInsets` when given (the root's width and height go to the engine's options).
  public func applied(to document: LayoutDocument) -> LayoutDocument {
    safeAreaInsets.map { document.withFirstRootSafeAreaInsets($0) } ?? document
  }
}
