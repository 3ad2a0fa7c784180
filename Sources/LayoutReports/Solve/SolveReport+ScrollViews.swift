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

  /// The member `scrollViews` of the JSON report: `[{"contentSize": {"height", "width"},
  /// "id"}]` in view order, sizes in points; nothing without scroll views.
  static func writeScrollViews(_ engine: LayoutEngine, to writer: inout JSONWriter) {
    let sizes = engine.scrollViewIDs.compactMap { id in
      engine.contentSize(ofScrollView: id).map { (id: id, size: $0) }
    }
    guard !sizes.isEmpty else { return }
    writer.key("scrollViews")
    writer.array(sizes) { writer, entry in
      writer.object { writer in
        writer.key("contentSize")
        writer.object { writer in
          writer.key("height")
          writer.number(roundedPoints(entry.size.height))
          writer.key("width")
          writer.number(roundedPoints(entry.size.width))
        }
        writer.key("id")
        writer.string(entry.id)
      }
    }
  }
}
