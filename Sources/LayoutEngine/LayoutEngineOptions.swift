/// How to build the constraint system of a layout.
public struct LayoutEngineOptions: Hashable, Sendable {
  /// The width, in points, to give the root view instead of its frame's (the device-size
  /// question, `--width`); `nil` keeps the frame's.
  public var rootWidth: Double?
  /// The height, in points, to give the root view instead of its frame's (`--height`).
  public var rootHeight: Double?

  /// Creates options; by default the root keeps the size of its frame.
  public init(rootWidth: Double? = nil, rootHeight: Double? = nil) {
    self.rootWidth = rootWidth
    self.rootHeight = rootHeight
  }
}
