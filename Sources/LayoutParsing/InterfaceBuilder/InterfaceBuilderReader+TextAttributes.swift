import LayoutModel

extension InterfaceBuilderReader {
  /// The attribute holding a font element's size, by element: an iOS `fontDescription`'s, an
  /// AppKit (or attributed-text) `font`'s.
  static let fontSizeKeys = ["fontDescription": "pointSize", "font": "size"]

  /// Checks, once for the whole document, the numbers the reader takes a text's size from, so
  /// that none is read as a default it is not: a `<fontDescription>`'s `pointSize` and a
  /// `<font>`'s `size` are numbers of points above 0 (and within `LayoutLimits`), a label's
  /// `numberOfLines` a whole number, 0 or more.
  /// - Throws: `LayoutFileError.invalidValue` at the first element, in document order, holding
  ///   another value.
  static func checkTextAttributes(_ xml: InterfaceBuilderXML, file: String)
    throws(LayoutFileError)
  {
    for element in xml.elements {
      let location = SourceLocation(file: file, line: element.line, column: element.column)
      if let key = fontSizeKeys[element.name], let text = element[key] {
        guard let value = Double(text), value > 0, LayoutLimits.accepts(value) else {
          throw LayoutFileError(
            .invalidValue(text, key: key, expected: "a number of points above 0"), at: location)
        }
      }
      if let text = element["numberOfLines"], (Int(text) ?? -1) < 0 {
        throw LayoutFileError(
          .invalidValue(text, key: "numberOfLines", expected: "a whole number, 0 or more"),
          at: location)
      }
    }
  }
}
