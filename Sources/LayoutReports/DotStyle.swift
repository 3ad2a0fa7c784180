/// The colours and fonts of the constraint graph, in one place.
enum DotStyle {
  static let font: StaticString = "Helvetica,Arial,sans-serif"
  /// Ordinary constraints and views.
  static let ink: StaticString = "#333333"
  /// Members of a conflict.
  static let conflict: StaticString = "#D62728"
  /// Ambiguous items.
  static let ambiguous: StaticString = "#E67300"
  /// Constraints made by UIKit or AppKit.
  static let system: StaticString = "#8C8C8C"
  /// Cluster outlines.
  static let cluster: StaticString = "#BBBBBB"
}
