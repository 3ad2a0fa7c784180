import LayoutEngine
import LayoutModel

extension SolveReport {
  /// The text lines of the height-for-width passes (`HeightForWidth`), or an empty string when
  /// no view wraps:
  ///
  /// ```
  /// Height for width, settled in 2 passes:
  ///    label: intrinsic size 250x41 for a width of 250 (pass 2)
  /// ```
  static func heightForWidthText(_ record: HeightForWidth) -> String {
    guard !record.entries.isEmpty else { return "" }
    let passes = record.passes == 1 ? "1 pass" : "\(record.passes) passes"
    var text =
      record.loop == nil
      ? "\nHeight for width, settled in \(passes):\n"
      : "\nHeight for width, stopped after \(passes): a layout feedback loop"
        + " ('layout-doctor check' names the constraints).\n"
    for entry in record.entries {
      let size = IntrinsicContentSize(
        width: entry.intrinsicContentSize.width.map(roundedPoints),
        height: entry.intrinsicContentSize.height.map(roundedPoints))
      text += "   \(entry.view): intrinsic size \(size) "
      if let width = entry.width {
        text += "for a width of \(formatPoints(roundedPoints(width))) (pass \(entry.pass))"
      } else {
        text += "on one line (pass 1)"
      }
      if entry.isExtrapolated { text += ", extrapolated below the narrowest measured width" }
      text += "\n"
    }
    return text
  }

  /// The member `heightForWidth` of the JSON report: `{"passes", "settled", "views": [{"id",
  /// "intrinsicContentSize": {"width", "height"}, "width", "pass", "extrapolated"}]}` with keys
  /// sorted, `width` null for the one-line size; nothing when no view wraps.
  static func writeHeightForWidth(_ record: HeightForWidth, to writer: inout JSONWriter) {
    guard !record.entries.isEmpty else { return }
    writer.key("heightForWidth")
    writer.object { writer in
      writer.key("passes")
      writer.number(record.passes)
      writer.key("settled")
      writer.bool(record.loop == nil)
      writer.key("views")
      writer.array(record.entries) { writer, entry in
        writer.object { writer in
          writer.key("extrapolated")
          writer.bool(entry.isExtrapolated)
          writer.key("id")
          writer.string(entry.view)
          writer.key("intrinsicContentSize")
          writer.object { writer in
            writer.key("height")
            writer.number(orNull: entry.intrinsicContentSize.height.map(roundedPoints))
            writer.key("width")
            writer.number(orNull: entry.intrinsicContentSize.width.map(roundedPoints))
          }
          writer.key("pass")
          writer.number(entry.pass)
          writer.key("width")
          writer.number(orNull: entry.width.map(roundedPoints))
        }
      }
    }
  }
}
