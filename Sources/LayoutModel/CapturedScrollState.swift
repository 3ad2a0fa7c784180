/// A scroll view's state as captured (`UIScrollView.contentSize`, `contentInset`,
/// `adjustedContentInset`), in points.
public struct CapturedScrollState: Hashable, Sendable {
  /// `UIScrollView.contentSize`: width and height.
  public var contentWidth: Double
  /// See `contentWidth`.
  public var contentHeight: Double
  /// `UIScrollView.contentInset`.
  public var contentInset: EdgeInsets
  /// `UIScrollView.adjustedContentInset` (the content inset plus the safe area UIKit adds).
  public var adjustedContentInset: EdgeInsets

  /// Creates the state.
  public init(
    contentWidth: Double, contentHeight: Double, contentInset: EdgeInsets = .zero,
    adjustedContentInset: EdgeInsets = .zero
  ) {
    self.contentWidth = contentWidth
    self.contentHeight = contentHeight
    self.contentInset = contentInset
    self.adjustedContentInset = adjustedContentInset
  }
}
