import LayoutModel

extension InterfaceBuilderReader {
  /// The attribute holding a font element's size, by element: an iOS `fontDescription`'s, an
  /// AppKit (or attributed-text) `font`'s.
  static let fontSizeKeys = ["fontDescription": "pointSize", "font": "size"]

  /// Checks, once for the whole document, the numbers the reader takes a text's size from, so
  /// that none is read as a default it is not: a `<fontDescription>`'s `pointSize` and a
  /// `<font>`'s `size` are numbers of points above 0 (and within `LayoutLimits`), a label's
  /// `numberOfLines` a whole number, 0 or more; and the numbers of frames and placeholder
  /// intrinsic sizes (`checkGeometry`).
  /// - Throws: `LayoutFileError.invalidValue` at the first element, in document order, holding
  ///   another value.
  static func checkTextAttributes(_ xml: InterfaceBuilderXML, file: String)
    throws(LayoutFileError)
  {
    for element in xml.elements {
      let location = SourceLocation(file: file, line: element.line, column: element.column)
      if let key = fontSizeKeys[element.name], let text = element[key] {
        guard let value = InterfaceBuilderContext.decimal(text), value > 0,
          LayoutLimits.accepts(value)
        else {
          throw LayoutFileError(
            .invalidValue(text, key: key, expected: "a number of points above 0"), at: location)
        }
      }
      if let text = element["numberOfLines"], (Int(text) ?? -1) < 0 {
        throw LayoutFileError(
          .invalidValue(text, key: "numberOfLines", expected: "a whole number, 0 or more"),
          at: location)
      }
      try checkGeometry(element, at: location)
    }
  }

  /// The attributes of a placeholder intrinsic size: `infinite` (none) or points, 0 or more.
  static let placeholderKeys = ["placeholderIntrinsicWidth", "placeholderIntrinsicHeight"]

  /// Checks the numbers a frame and a placeholder intrinsic size are read from: a `<rect>`'s
  /// `x`, `y`, `width` and `height` are finite numbers (`nan`, `inf` and `1e400` were read as
  /// 0), a placeholder intrinsic length `infinite` or a number of points, 0 or more (`abc`
  /// and `-1` were ignored). The model's own rules (a negative width, a length past
  /// `LayoutLimits`) are checked where the frame is used.
  /// - Throws: `LayoutFileError.invalidValue` at the element.
  static func checkGeometry(_ element: InterfaceBuilderElement, at location: SourceLocation)
    throws(LayoutFileError)
  {
    if element.name == "rect" {
      for key in ["x", "y", "width", "height"] {
        if let text = element[key], !(InterfaceBuilderContext.decimal(text)?.isFinite ?? false) {
          throw LayoutFileError(.invalidValue(text, key: key, expected: "a number"), at: location)
        }
      }
    }
    for key in placeholderKeys {
      if let text = element[key], text != "infinite",
        !(InterfaceBuilderContext.decimal(text).map { $0 >= 0 && $0.isFinite } ?? false)
      {
        throw LayoutFileError(
          .invalidValue(text, key: key, expected: "'infinite' or a number of points, 0 or more"),
          at: location)
      }
    }
  }
}
