import LayoutModel

/// Why `ITEM.ATTR` names no anchor of a layout; the command prints it and exits with status 2.
public enum AnchorLookupError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The text has no `.` before an attribute.
  case notItemAttribute(String)
  /// The part after the last `.` is not an attribute name.
  case unknownAttribute(String)
  /// No item of the layout in `source` answers to `item`; `suggestions` are the nearest names
  /// it has (at most `AnchorLookup.suggestionLimit`), closest first.
  case noSuchItem(String, source: String, suggestions: [String])
  /// More than one item answers to `item` (a text shown by several views); `candidates` are
  /// their names.
  case ambiguousItem(String, source: String, candidates: [String])
  /// A layout guide has no margin attributes, `minX` or `minY`.
  case guideAttribute(item: String, attribute: String)
  /// The item is in the log's `_autolayoutTrace` (first at `line`) but in no report: the
  /// trace lists no constraints to explain it by.
  case onlyInTrace(String, source: String, line: Int)
  /// None of the several layouts of `source` (Interface Builder roots when `roots`, else
  /// console reports) has an item answering to `item`; `suggestions` as for `noSuchItem`.
  case inNoLayout(String, source: String, roots: Bool, suggestions: [String])

  public var description: String { MessageLine.escaping(line) }

  /// The message before escaping (`MessageLine`).
  private var line: String {
    switch self {
    case .notItemAttribute(let text):
      return "'\(text)' is not ITEM.ATTR (e.g. title.width)"
    case .unknownAttribute(let text):
      return "'\(text)' is not a layout attribute (e.g. width, minX, top)"
    case .noSuchItem(let item, let source, let suggestions):
      return "\(source): no view or guide named '\(item)'"
        + AnchorLookupError.didYouMean(suggestions)
    case .ambiguousItem(let item, let source, let candidates):
      return "\(source): \(item) names \(candidates.count) items ("
        + candidates.joined(separator: ", ") + "); name one by its id or address"
    case .guideAttribute(let item, let attribute):
      return "\(item) is a layout guide and has no \(attribute)"
    case .onlyInTrace(let item, let source, let line):
      return "\(source): '\(item)' is only in the _autolayoutTrace (line \(line)), which lists"
        + " no constraints to explain it by; 'ambiguity' reads the trace"
    case .inNoLayout(let item, let source, let roots, let suggestions):
      return "\(source): no \(roots ? "layout root" : "report") names '\(item)'"
        + AnchorLookupError.didYouMean(suggestions)
    }
  }

  /// `; did you mean titleLabel?`, `; did you mean a, b or c?`, or nothing without names.
  public static func didYouMean(_ names: [String]) -> String {
    guard let last = names.last else { return "" }
    let list =
      names.count == 1 ? last : names.dropLast().joined(separator: ", ") + " or " + last
    return "; did you mean \(list)?"
  }
}
