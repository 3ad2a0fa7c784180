import LayoutModel

extension LayoutDumpJSONDecoder {
  /// Reads a view's `"font": {"pointSize", "weight", "textStyle", "scalesWithContentSize",
  /// "adjustsFontForContentSizeCategory"}` (`man/layout-dump.5`, TEXT AND FONTS).
  ///
  /// `pointSize` is the size at `category` (the dump's `contentSizeCategory`, Large when it
  /// names none) and may be left out with a `textStyle`, which then gives it; `weight` is a
  /// `UIFont.Weight` name (`regular` if absent); `textStyle` UIKit's raw value
  /// (`UICTFontTextStyleBody`) or the case name (`body`); `scalesWithContentSize` says whether
  /// the app scales the font with the category (`UIFontMetrics`; absent: only a text style's
  /// font does).
  /// - Throws: `LayoutFileError` at the member for a wrong type, a negative size, an unknown
  ///   weight or style, or neither `pointSize` nor `textStyle`.
  mutating func font(
    _ value: LayoutDumpJSON, category: ContentSizeCategory
  ) throws(LayoutFileError) -> TextFont {
    var pointSize: Double?
    var weight: FontWeight?
    var style: TextStyle?
    var scales: Bool?
    var adjusts = false
    try members(of: value, required: []) { (decoder, key, member) throws(LayoutFileError) in
      switch key {
      case "pointSize": pointSize = try decoder.size(member, what: "font point size")
      case "weight":
        let name = try decoder.string(member)
        guard let found = FontWeight(named: name) else {
          throw decoder.failure(
            .invalidValue(
              name, key: "weight",
              expected: FontWeight.allCases.map(\.rawValue).joined(separator: ", ")))
        }
        weight = found
      case "textStyle":
        let name = try decoder.string(member)
        guard let found = TextStyle(named: name) else {
          throw decoder.failure(
            .invalidValue(
              name, key: "textStyle", expected: "a text style such as UICTFontTextStyleBody"))
        }
        style = found
      case "scalesWithContentSize": scales = try decoder.bool(member)
      case "adjustsFontForContentSizeCategory": adjusts = try decoder.bool(member)
      default: decoder.warnUnknownKey(key, in: "a font")
      }
    }
    guard let size = pointSize ?? style?.pointSize(at: category) else {
      throw failure(.missingKey("pointSize"))
    }
    return TextFont(
      pointSize: size, weight: weight ?? style?.weight ?? .regular, textStyle: style,
      scalesWithContentSize: scales, adjustsFontForContentSizeCategory: adjusts,
      category: category)
  }
}

extension LayoutDumpJSONDecoder {
  /// Reads a view's `"measuredSizes"`: `{"CATEGORY": {"width", "height"}, ...}`, the intrinsic
  /// size the app measured for the text at each content size category named (a short name,
  /// `xs` … `ax5`, or UIKit's raw value), in points (`View.measuredTextSizes`).
  ///
  /// - Throws: `LayoutFileError` for a key that names no category, or a size that is not an
  ///   intrinsic size.
  mutating func measuredSizes(_ value: LayoutDumpJSON) throws(LayoutFileError)
    -> [ContentSizeCategory: IntrinsicContentSize]
  {
    var sizes: [ContentSizeCategory: IntrinsicContentSize] = [:]
    try members(of: value, required: []) { (decoder, key, member) throws(LayoutFileError) in
      guard let category = ContentSizeCategory(named: key) else {
        throw decoder.failure(
          .invalidValue(
            key, key: "measuredSizes",
            expected: "a content size category: "
              + ContentSizeCategory.allCases.map(\.rawValue).joined(separator: ", ")))
      }
      sizes[category] = try decoder.intrinsicSize(member)
    }
    return sizes
  }
}
