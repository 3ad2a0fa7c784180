import LayoutEngine
import LayoutModel

extension SolveReport {
  /// `\nContent size of ID: {W, H}\n` per scroll view of `engine`'s layout, in view order (the
  /// size of its content layout guide, in points); empty without scroll views.
  static func scrollViewsText(_ engine: LayoutEngine) -> String {
    let lines = engine.scrollViewIDs.compactMap { id -> String? in
      guard let size = engine.contentSize(ofScrollView: id) else { return nil }
      return "Content size of \(id): {\(formatPoints(roundedPoints(size.width))), "
        + "\(formatPoints(roundedPoints(size.height)))}\n"
    }
    return lines.isEmpty ? "" : "\n" + lines.joined()
  }

  /// A scroll view's content size in the JSON report.
  struct ScrollViewEntry: Encodable {
    var id: String
    var contentSize: Size
  }

  /// A size in points.
  struct Size: Encodable {
    var width: Double
    var height: Double
  }
}
