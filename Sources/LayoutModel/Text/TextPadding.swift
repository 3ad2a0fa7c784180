/// The part of a text view's intrinsic size that is not its text, in points: a button's
/// content insets, a text field's border. Both sides together per axis; zero for a label.
public struct TextPadding: Hashable, Sendable {
  /// Left plus right, in points.
  public var width: Double
  /// Top plus bottom, in points.
  public var height: Double

  /// Creates a padding.
  public init(width: Double = 0, height: Double = 0) {
    self.width = width
    self.height = height
  }

  /// No padding (a label).
  public static let zero = TextPadding()
}
