/// A layout guide as captured (`UILayoutGuide`): its address, identifier and `layoutFrame`
/// (in the owning view's coordinates, points).
public struct CapturedGuide: Hashable, Sendable {
  /// The address as console logs print it.
  public var address: String
  /// `UILayoutGuide.identifier` (`UIViewSafeAreaLayoutGuide`); empty when none was set.
  public var identifier: String
  /// `UILayoutGuide.layoutFrame`.
  public var layoutFrame: LayoutRect

  /// Creates a record.
  public init(address: String, identifier: String, layoutFrame: LayoutRect) {
    self.address = address
    self.identifier = identifier
    self.layoutFrame = layoutFrame
  }
}
