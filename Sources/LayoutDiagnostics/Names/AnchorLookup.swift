import LayoutModel
import LayoutParsing

/// Finds the anchor that `ITEM.ATTR` names in one layout, with ITEM as a person types it.
///
/// ITEM is, in this order: a view's or guide's id (`titleLabel`, `UILabel:0x7fa1c2d0a030`),
/// the name an explanation prints (`UILabel:0x7fa1c2d0a030'Text1'`, a bound margins guide's
/// `UILayoutGuide:0x600000cc07e0'UIViewLayoutMarginsGuide'`), an id followed by
/// `.safeAreaLayoutGuide` or `.layoutMarginsGuide`, an item as a console log prints it
/// (`<UILabel: 0x7fa1c2d0a030; frame = …>`, or its address alone, `0x7fa1c2d0a030`: see
/// `PrintedItemName`), or the text a view shows, in single quotes (`'Text1'`). ATTR is one of
/// UIKit's attribute names, `minX`/`minY`, or the trace's capitalised `Width`/`Height`. A view
/// a layout editor names (Interface Builder's `userLabel` or text, `View.displayName`) also
/// answers to that name, bare or as findings print it (`Title Label`, `'Title Label'`,
/// `'Title Label' (ttl-nm-002)`), and a miss suggests views by those names (`ItemNames`).
public struct AnchorLookup: Sendable {
  /// How many names a miss suggests at most.
  public static let suggestionLimit = 3

  /// One item and the names it answers to.
  struct Entry: Sendable {
    var item: LayoutItem
    /// The name to suggest: the id, or `X.layoutMarginsGuide`.
    var name: String
    /// The names printed for it (with its text; a bound guide's display name).
    var printed: [String]
    /// Its address and the class or bound name before it, when its names carry an address.
    var address: PrintedItemName?
    /// The class of the view, when known.
    var className: String?
    /// The text it shows, when known.
    var text: String?
  }

  /// Where the layout came from, for messages.
  public var source: String
  let hierarchy: ViewHierarchy
  let entries: [Entry]

  /// The lookup for `document`, with the names explanations print for some items
  /// (`ConsoleReportLayout.displayNames`: a log's bound margins guides) and the names a layout
  /// editor gives its views (`ItemNames`).
  public init(document: LayoutDocument, displayNames: [LayoutItem: String] = [:]) {
    source = document.source
    hierarchy = document.hierarchy
    let names = ItemNames(document: document, displayNames: displayNames)
    var entries: [Entry] = []
    for view in hierarchy.views {
      let item = LayoutItem.view(view.id)
      var printed = [document.printedName(of: item), displayNames[item]].compactMap { $0 }
      var name = view.id
      if let editorName = view.displayName {
        name = names.view(view.id)
        printed += [editorName, names.name(of: item), name]
      }
      entries.append(
        Entry(
          item: item, name: name, printed: printed,
          address: ([view.id] + printed).lazy.compactMap(PrintedItemName.init).first,
          className: view.className, text: view.text))
    }
    for guide in hierarchy.guides {
      let item = LayoutItem.guide(guide.id)
      let printed = [displayNames[item]].compactMap { $0 }
      let address = ([guide.id] + printed).lazy.compactMap(PrintedItemName.init).first
      entries.append(
        Entry(
          item: item, name: guide.id, printed: printed, address: address, className: nil,
          text: printed.lazy.compactMap { PrintedItemName($0)?.text }.first))
    }
    for (item, name) in displayNames.sorted(by: { $0.value < $1.value })
    where !entries.contains(where: { $0.item == item }) && hierarchy.contains(item) {
      let address = PrintedItemName(name)
      entries.append(
        Entry(
          item: item, name: item.description, printed: [name], address: address,
          className: nil, text: address?.text))
    }
    self.entries = entries
  }

  /// Every name a miss can suggest, in the layout's order, with the names printed for it.
  public var candidates: [NearestNames.Candidate] {
    entries.map { NearestNames.Candidate($0.name, aliases: $0.printed) }
  }

  /// The anchor `text` (`ITEM.ATTR`) names.
  /// - Throws: `AnchorLookupError`: `.notItemAttribute` without a `.`, `.unknownAttribute`,
  ///   `.noSuchItem` with the nearest names, `.ambiguousItem`, or `.guideAttribute` for a
  ///   guide's margin, `minX` or `minY`.
  public func anchor(_ text: String) throws(AnchorLookupError) -> LayoutAnchor {
    guard let dot = text.lastIndex(of: "."), dot != text.startIndex else {
      throw .notItemAttribute(text)
    }
    let itemText = String(text[..<dot])
    let attributeText = String(text[text.index(after: dot)...])
    let lowered = attributeText.prefix(1).lowercased() + attributeText.dropFirst()
    guard
      let attribute = LayoutAttribute(rawValue: attributeText)
        ?? LayoutAttribute(rawValue: lowered),
      attribute != .notAnAttribute
    else { throw .unknownAttribute(attributeText) }
    let item = try self.item(itemText)
    if item.isGuide && (attribute.isMarginAttribute || attribute == .minX || attribute == .minY) {
      throw .guideAttribute(item: item.description, attribute: attribute.rawValue)
    }
    return LayoutAnchor(item, attribute)
  }

  /// The item `text` names.
  /// - Throws: `AnchorLookupError.noSuchItem` with the nearest names, or `.ambiguousItem`.
  public func item(_ text: String) throws(AnchorLookupError) -> LayoutItem {
    let trimmed = text.trimmingWhitespace()
    if let item = hierarchy.item(named: trimmed) { return item }
    let printed = entries.filter { $0.printed.contains(trimmed) }
    if printed.count > 1 {
      // Two views a layout editor gave one name (two labels saying `Label`).
      throw .ambiguousItem(trimmed, source: source, candidates: printed.map(\.name))
    }
    if let entry = printed.first { return entry.item }
    for (suffix, guide) in [
      (".safeAreaLayoutGuide", LayoutItem.safeAreaLayoutGuide(of:)),
      (".layoutMarginsGuide", LayoutItem.layoutMarginsGuide(of:)),
    ] where trimmed.hasSuffix(suffix) {
      let owner = String(trimmed.dropLast(suffix.count))
      if let view = try? self.item(owner), case .view(let id) = view { return guide(id) }
    }
    let matches: [Entry]
    if let printed = PrintedItemName(trimmed) {
      matches = entries.filter { Self.matches($0, printed) }
    } else if trimmed.count >= 2, trimmed.first == "'", trimmed.last == "'" {
      let shown = String(trimmed.dropFirst().dropLast())
      matches = entries.filter { $0.text == shown }
    } else {
      matches = []
    }
    if matches.count == 1, let match = matches.first { return match.item }
    if matches.count > 1 {
      throw .ambiguousItem(trimmed, source: source, candidates: matches.map(\.name))
    }
    throw .noSuchItem(
      trimmed, source: source,
      suggestions: NearestNames.nearest(
        to: trimmed, among: candidates, limit: Self.suggestionLimit))
  }

  /// Whether `entry` is the item `printed` names: the same address, and the same class and
  /// text where `printed` gives them.
  static func matches(_ entry: Entry, _ printed: PrintedItemName) -> Bool {
    guard let own = entry.address, own.address == printed.address else { return false }
    if let wanted = printed.className {
      let known = [own.className, entry.className].compactMap { $0 }
      guard known.isEmpty || known.contains(where: { PrintedItemName.sameClass($0, wanted) })
      else { return false }
    }
    if let wanted = printed.text, let shown = entry.text, wanted != shown { return false }
    return true
  }

  /// The first line of `traces` that prints the item `text` names (by address, and class
  /// when `text` gives one), or `nil`: for a name that is in a log's `_autolayoutTrace` but
  /// in none of its reports.
  public static func traceLine(of text: String, in traces: [AutolayoutTrace]) -> Int? {
    guard let printed = PrintedItemName(text.trimmingWhitespace()) else { return nil }
    for trace in traces {
      for node in trace.nodes {
        guard let address = node.item.address,
          PrintedItemName.address(address.dropFirst(2)) == printed.address
        else { continue }
        if let wanted = printed.className, let shown = node.item.className,
          !PrintedItemName.sameClass(wanted, shown)
        {
          continue
        }
        return node.line
      }
    }
    return nil
  }
}

extension String {
  /// The string without white space at either end.
  fileprivate func trimmingWhitespace() -> String {
    String(drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed())
  }
}
