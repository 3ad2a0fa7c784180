/// How to build the constraint system of a layout.
public struct LayoutEngineOptions: Hashable, Sendable {
  /// The width, in points, to give the root view instead of its frame's (the device-size
  /// question, `--width`); `nil` keeps the frame's.
  public var rootWidth: Double?
  /// The height, in points, to give the root view instead of its frame's (`--height`).
  public var rootHeight: Double?
  /// The document index of the constraint broken first when required constraints conflict:
  /// the one a console report says UIKit broke ("Will attempt to recover by breaking
  /// constraint"), or the one predicted for a report that does not say; `nil` leaves the
  /// choice to `BreakingRule` alone.
  public var brokenFirst: Int?
  /// Whether the document's constraints are in a console report's order, which breaks
  /// `BreakingRule`'s last ties as UIKit's list does (see `BreakingRule.isOrderUIKits`).
  public var isOrderUIKits: Bool

  /// Creates options; by default the root keeps the size of its frame and `BreakingRule`
  /// alone chooses what breaks, ties broken by the constraints' text.
  public init(
    rootWidth: Double? = nil, rootHeight: Double? = nil, brokenFirst: Int? = nil,
    isOrderUIKits: Bool = false
  ) {
    self.rootWidth = rootWidth
    self.rootHeight = rootHeight
    self.brokenFirst = brokenFirst
    self.isOrderUIKits = isOrderUIKits
  }
}
