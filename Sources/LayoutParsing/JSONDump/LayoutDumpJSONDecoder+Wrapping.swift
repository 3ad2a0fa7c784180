import LayoutModel

extension LayoutDumpJSONDecoder {
  /// Reads a view's `"wrap": {"naturalWidth", "lineHeight", "lines"}` (`lines` optional, 0 or
  /// absent for no limit) into `wrapping`.
  mutating func wrap(
    _ value: LayoutDumpJSON, _ wrapping: TextWrapping?
  ) throws(LayoutFileError) -> TextWrapping {
    var text = TextWrapping.Text(naturalWidth: 0, lineHeight: 0)
    try members(of: value, required: ["naturalWidth", "lineHeight"]) {
      (decoder, key, member) throws(LayoutFileError) in
      switch key {
      case "naturalWidth": text.naturalWidth = try decoder.size(member, what: "one-line width")
      case "lineHeight": text.lineHeight = try decoder.size(member, what: "line height")
      case "lines":
        if case .null = member { break }
        let count = try decoder.number(member)
        guard count >= 0, count <= 1_000_000, count == count.rounded() else {
          throw decoder.failure(
            .invalidValue(
              formatPoints(count), key: "lines", expected: "a whole number of lines, 0 for no limit"
            ))
        }
        text.lines = Int(count)
      default: decoder.warnUnknownKey(key, in: "a wrap")
      }
    }
    var result = wrapping ?? TextWrapping()
    result.text = text
    return result
  }

  /// Reads a view's `"heightForWidth": [{"width", "height"}]` (measured heights in points)
  /// into `wrapping`.
  mutating func heightForWidth(
    _ value: LayoutDumpJSON, _ wrapping: TextWrapping?
  ) throws(LayoutFileError) -> TextWrapping {
    var samples: [TextWrapping.Sample] = []
    for (index, element) in try array(value).enumerated() {
      try at(.index(index)) { (decoder) throws(LayoutFileError) in
        var sample = TextWrapping.Sample(width: 0, height: 0)
        try decoder.members(of: element, required: ["width", "height"]) {
          (decoder, key, member) throws(LayoutFileError) in
          switch key {
          case "width": sample.width = try decoder.size(member, what: "sample width")
          case "height": sample.height = try decoder.size(member, what: "sample height")
          default: decoder.warnUnknownKey(key, in: "a height sample")
          }
        }
        if samples.contains(where: { $0.width == sample.width }) {
          throw decoder.failure(
            .invalidValue(
              formatPoints(sample.width), key: "width", expected: "one height per width"))
        }
        samples.append(sample)
      }
    }
    return TextWrapping(text: wrapping?.text, samples: samples)
  }
}

extension LayoutDumpJSONDecoder {
  /// Reads a view's `"contentMode"`: one of UIKit's `UIView.ContentMode` case names.
  func contentMode(_ value: LayoutDumpJSON) throws(LayoutFileError) -> ContentMode {
    let text = try string(value)
    guard let mode = ContentMode(rawValue: text) else {
      throw failure(
        .invalidValue(
          text, key: "contentMode",
          expected: ContentMode.allCases.map(\.rawValue).joined(separator: ", ")))
    }
    return mode
  }
}
