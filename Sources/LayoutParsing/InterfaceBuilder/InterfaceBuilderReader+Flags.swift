import LayoutModel

extension InterfaceBuilderReader {
  /// The YES/NO attributes the reader consults, by name: a view's (`hidden`,
  /// `translatesAutoresizingMaskIntoConstraints`, `fixedFrame`, margins, the flags Xcode saved),
  /// a stack's, a text cell's, an `<autoresizingMask>`'s, a constraint's `placeholder`, the
  /// document's `useAutolayout` and a view controller's `hidesBottomBarWhenPushed`.
  static let flagAttributes: Set<String> = [
    "hidden", "translatesAutoresizingMaskIntoConstraints", "fixedFrame",
    "insetsLayoutMarginsFromSafeArea", "preservesSuperviewLayoutMargins", "ambiguous",
    "misplaced", "adjustsFontForContentSizeCategory", "baselineRelativeArrangement",
    "layoutMarginsRelativeArrangement", "detachesHiddenViews", "selectable", "editable",
    "widthSizable", "heightSizable", "flexibleMinX", "flexibleMaxX", "flexibleMinY",
    "flexibleMaxY", "placeholder", "useAutolayout", "hidesBottomBarWhenPushed",
    "layoutMarginsFollowReadableWidth",
  ]

  /// Checks, once for the whole document, that every attribute of `flagAttributes` is `YES` or
  /// `NO` wherever it stands (its `<variation>`s included), so that the reader, which asks
  /// `== "YES"`, never reads a value it does not know as the default. A `placeholder` is a flag
  /// on a `<constraint>` and on a constraint's `<variation>` only (a text field's is its
  /// placeholder text).
  /// - Throws: `LayoutFileError.invalidValue` at the first element, in document order, holding
  ///   another value.
  static func checkFlags(_ xml: InterfaceBuilderXML, file: String) throws(LayoutFileError) {
    for element in xml.elements {
      for key in element.attributes.keys.sorted() where flagAttributes.contains(key) {
        guard key != "placeholder" || isConstraint(element, in: xml),
          let value = element[key], value != "YES", value != "NO"
        else { continue }
        throw LayoutFileError(
          .invalidValue(value, key: key, expected: "YES or NO"),
          at: SourceLocation(file: file, line: element.line, column: element.column))
      }
    }
  }

  /// Whether `element` is a `<constraint>` or one of its `<variation>`s.
  private static func isConstraint(_ element: InterfaceBuilderElement, in xml: InterfaceBuilderXML)
    -> Bool
  {
    if element.name == "constraint" { return true }
    guard element.name == "variation", let parent = element.parent else { return false }
    return xml.elements[parent].name == "constraint"
  }
}
