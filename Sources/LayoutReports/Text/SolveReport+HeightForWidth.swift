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
      text += "   \(entry.view): intrinsic size \(entry.intrinsicContentSize) "
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

  /// The JSON of the height-for-width passes: `{"passes", "settled", "views": [{"id",
  /// "intrinsicContentSize": {"width", "height"}, "width", "pass", "extrapolated"}]}`, `width`
  /// null for the one-line size; `nil` when no view wraps.
  static func heightForWidthJSON(_ record: HeightForWidth) -> HeightForWidthEntry? {
    guard !record.entries.isEmpty else { return nil }
    return HeightForWidthEntry(
      passes: record.passes, settled: record.loop == nil,
      views: record.entries.map { entry in
        HeightForWidthEntry.ViewEntry(
          id: entry.view,
          intrinsicContentSize: IntrinsicSize(
            width: entry.intrinsicContentSize.width.map(roundedPoints),
            height: entry.intrinsicContentSize.height.map(roundedPoints)),
          width: entry.width.map(roundedPoints), pass: entry.pass,
          extrapolated: entry.isExtrapolated)
      })
  }

  struct HeightForWidthEntry: Encodable {
    var passes: Int
    var settled: Bool
    var views: [ViewEntry]

    struct ViewEntry: Encodable {
      var id: String
      var intrinsicContentSize: IntrinsicSize
      var width: Double?
      var pass: Int
      var extrapolated: Bool

      func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(id, forKey: .id)
        try container.encode(intrinsicContentSize, forKey: .intrinsicContentSize)
        try container.encode(width, forKey: .width)
        try container.encode(pass, forKey: .pass)
        try container.encode(extrapolated, forKey: .extrapolated)
      }

      enum CodingKeys: String, CodingKey {
        case id, intrinsicContentSize, width, pass, extrapolated
      }
    }
  }

  struct IntrinsicSize: Encodable {
    var width: Double?
    var height: Double?

    func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: CodingKeys.self)
      try container.encode(width, forKey: .width)
      try container.encode(height, forKey: .height)
    }

    enum CodingKeys: String, CodingKey { case width, height }
  }
}
