/// How a layout editor's document stores a view's frame when that is not how `View.frame`
/// holds it (the alignment rectangle, y down from the superview's top): an AppKit document
/// stores the frame rectangle, which includes the control's alignment insets (Apple,
/// `NSView.alignmentRectInsets`), y up from the bottom of a superview that is not flipped.
/// Findings about stored frames quote and compare them in this form, as the document holds
/// them.
public struct StoredFrameForm: Hashable, Sendable {
  /// The insets from the frame rectangle to the alignment rectangle, in points.
  public var alignmentInsets: EdgeInsets
  /// Whether y runs up from the superview's bottom edge.
  public var isYUp: Bool

  /// Creates a form.
  public init(alignmentInsets: EdgeInsets = .zero, isYUp: Bool = false) {
    self.alignmentInsets = alignmentInsets
    self.isYUp = isYUp
  }

  /// The rectangle the document would store for the alignment rectangle `rect` (y down, in
  /// the superview), in a superview `superviewHeight` points tall.
  public func stored(_ rect: LayoutRect, superviewHeight: Double) -> LayoutRect {
    let insets = alignmentInsets
    var frame = LayoutRect(
      x: rect.x - insets.left, y: rect.y - insets.top,
      width: rect.width + insets.left + insets.right,
      height: rect.height + insets.top + insets.bottom)
    if isYUp { frame.y = superviewHeight - frame.y - frame.height }
    return frame
  }
}
