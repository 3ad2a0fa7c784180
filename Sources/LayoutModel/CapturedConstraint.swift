/// What a captured dump records about a constraint beyond its equation: its identity in the
/// running app and the description UIKit printed for it.
public struct CapturedConstraint: Hashable, Sendable {
  /// The address as console logs print it (`0x600003e4c0a0`).
  public var address: String
  /// The class (`NSLayoutConstraint`, `NSContentSizeLayoutConstraint`, ...).
  public var className: String
  /// The verbatim `description`, as `po` and console logs print it; `nil` for an inactive
  /// constraint, whose items are never read.
  public var description: String?

  /// Creates a record.
  public init(address: String, className: String, description: String? = nil) {
    self.address = address
    self.className = className
    self.description = description
  }
}
