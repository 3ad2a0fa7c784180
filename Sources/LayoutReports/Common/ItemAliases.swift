import Foundation
import LayoutParsing

/// Short names for a report's items: `Label1`, `ImageView2`, `ViewA1` for names printed with
/// an address (`UILabel:0x7f9…'Text1'`, `App.ViewA:0x1…`): the class without its module and its
/// `UI`, `NS` or `_` prefix, numbered per class in order of mention. Names without an address
/// (a listing's ids, an Interface Builder document's names) are short already and keep
/// themselves.
///
/// One table serves a whole console report, so that its text, its conflict pictures and its
/// graph call an item by one alias; each lists the aliases it uses with their full names in a
/// legend.
struct ItemAliases: Sendable {
  /// One alias: the short name, the full name as the input prints it (with the text, if any:
  /// `UILabel:0x1'Text1'`) and the name without the text (`UILabel:0x1`).
  struct Entry: Sendable, Hashable {
    var alias: String
    var name: String
    var bare: String
  }

  /// The aliases, in order of mention.
  private(set) var entries: [Entry] = []

  /// Aliases for `names`, in order; a name whose address is already aliased (the same item
  /// printed with and without its text) takes that alias. A guide its owner gives
  /// (`ownedGuides`: the guide's address → its owner's address and the property) is called by
  /// the owner's alias and the property (`Button1.layoutMarginsGuide`) when the owner has one.
  init(_ names: [String], ownedGuides: [String: (owner: String, property: String)] = [:]) {
    var counts: [String: Int] = [:]
    func numbered(_ name: String) -> String {
      let base = Self.base(of: name)
      counts[base, default: 0] += 1
      return base + String(counts[base] ?? 1)
    }
    var known: Set<String> = []
    var owned: [Int] = []
    for name in names where Self.isAddressed(name) {
      let bare = Self.bare(name)
      guard known.insert(bare).inserted else { continue }
      if ownedGuides[Self.address(of: bare)] != nil { owned.append(entries.count) }
      entries.append(Entry(alias: "", name: name, bare: bare))
    }
    let ownedSet = Set(owned)
    for index in entries.indices where !ownedSet.contains(index) {
      entries[index].alias = numbered(entries[index].name)
    }
    for index in owned {
      let guide = ownedGuides[Self.address(of: entries[index].bare)]
      let owner = entries.first { entry in
        !entry.alias.isEmpty && guide.map { Self.address(of: entry.bare) == $0.owner } == true
      }
      if let owner, let guide {
        entries[index].alias = owner.alias + "." + guide.property
      } else {
        entries[index].alias = numbered(entries[index].name)
      }
    }
  }

  /// Aliases for the items of `report`'s list, in order of mention (`Class:0xADDRESS` with the
  /// text the log prints after it), the superviews its entries name included. A layout-margins
  /// or safe-area guide whose owner the report shows is called by its owner
  /// (`ContentView1.layoutMarginsGuide`), as the report's graph draws it.
  init(report: ConsoleLogReport) {
    var names: [String] = []
    for entry in report.constraints where entry.duplicateOf == nil {
      let description = entry.parsed
      let equation = description.equation
      for item in [equation.firstItem, equation.secondItem, description.superview] {
        guard let item, let name = Self.printedName(item) else { continue }
        names.append(name)
      }
    }
    // A later mention with the text replaces an earlier one without it.
    var byBare: [String: String] = [:]
    for name in names where name.contains("'") && byBare[Self.bare(name)] == nil {
      byBare[Self.bare(name)] = name
    }
    // The guides the report's graph places in their owner (a margins guide through UIKit's
    // margin-guide constraints, any guide through a `names:` entry's `'|'`).
    let graph = ConstraintGraph(report: report)
    let addresses = Dictionary(
      graph.nodes.map { ($0.id, $0.address) }, uniquingKeysWith: { first, _ in first })
    var ownedGuides: [String: (owner: String, property: String)] = [:]
    for node in graph.nodes {
      guard let property = node.ownerProperty, let address = node.address,
        let owner = node.superview.flatMap({ addresses[$0] ?? nil })
      else { continue }
      ownedGuides[address] = (owner, property)
    }
    self.init(names.map { byBare[Self.bare($0)] ?? $0 }, ownedGuides: ownedGuides)
  }

  /// `UILabel:0x1` → `0x1`: the address of a bare name.
  private static func address(of bare: String) -> String {
    guard let range = bare.range(of: ":0x", options: .backwards) else { return bare }
    return String(bare[bare.index(after: range.lowerBound)...])
  }

  /// `Class:0xADDRESS'text'` as the log prints an item, or `nil` for an item without both.
  private static func printedName(_ item: ConstraintDescriptionItem) -> String? {
    // A name `names:` binds (`SystemInputAssistantView` bound to `…:0x101a1df50`) has no class
    // of its own: it is printed as the name and the address.
    guard let className = item.className ?? item.name, let address = item.address else {
      return nil
    }
    return className + ":" + address + (item.text.map { "'\($0)'" } ?? "")
  }

  /// Whether `name` carries an address (`Class:0x…`).
  static func isAddressed(_ name: String) -> Bool { name.contains(":0x") }

  /// `UILabel:0x1'Text'` → `UILabel:0x1`: the class and address.
  static func bare(_ name: String) -> String {
    guard let range = name.range(of: ":0x") else { return name }
    let digits = name[range.upperBound...].prefix { $0.isHexDigit }
    return String(name[..<range.upperBound]) + digits
  }

  /// `UILabel:0x1'Text'` → `Label`; `App.ViewA:0x2` → `ViewA`; `_UILayoutSpacer:0x3` →
  /// `LayoutSpacer`; a class the log cut (`UIContinuousPathIntroduct...`) loses its dots; a
  /// name of several words (one `names:` binds: `bar background:0x4`) becomes one word, joined
  /// as a Swift name is (`barBackground`), so that no line break splits an alias.
  static func base(of name: String) -> String {
    var base = Substring(name.prefix { $0 != ":" })
    while base.hasSuffix(".") { base = base.dropLast() }
    if let dot = base.lastIndex(of: ".") { base = base[base.index(after: dot)...] }
    let words = base.split { !($0.isLetter || $0.isNumber || $0 == "_") }
    if words.count > 1 {
      base =
        words[0]
        + words.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst() }
        .joined()
    } else {
      base = words.first ?? ""
    }
    while base.hasPrefix("_") { base = base.dropFirst() }
    for prefix in ["UI", "NS"] where base.hasPrefix(prefix) && base.count > prefix.count + 1 {
      let rest = base.dropFirst(prefix.count)
      if rest.first?.isUppercase == true { base = rest }
    }
    // A cell's content view, which every cell conflict names.
    if base == "TableViewCellContentView" || base == "CollectionViewCellContentView" {
      return "CellContentView"
    }
    return base.isEmpty ? "View" : String(base)
  }

  /// The alias of the item `name` calls (`UIView:0x1`, with or without its text, or any name
  /// with that address), or `nil` when it has none.
  func alias(of name: String) -> String? {
    guard Self.isAddressed(name) else { return nil }
    let bare = Self.bare(name)
    if let entry = entries.first(where: { $0.bare == bare }) { return entry.alias }
    let address = Self.address(of: bare)
    return entries.first { Self.address(of: $0.bare) == address }?.alias
  }

  /// Whether no name was shortened.
  var isEmpty: Bool { entries.isEmpty }

  /// `text` with every full name, and every name without its text, replaced by its alias
  /// (longest first, and only where no hexadecimal digit follows, so that no replacement cuts
  /// into a longer name).
  func apply(_ text: String) -> String {
    guard !entries.isEmpty, text.contains(":0x") else { return text }
    var forms: [(String, String)] = []
    for entry in entries {
      forms.append((entry.name, entry.alias))
      if entry.bare != entry.name { forms.append((entry.bare, entry.alias)) }
    }
    var result = text
    for (name, alias) in forms.sorted(by: { $0.0.count > $1.0.count }) {
      result = Self.replace(name, with: alias, in: result)
    }
    return result
  }

  /// The entries whose names `text` mentions (before `apply`), in order of mention.
  func used(in text: String) -> [Entry] {
    entries.filter { Self.occurs($0.bare, in: text) }
  }

  /// `Label1 = UILabel:0x1'Text1'`, one an entry.
  static func legendLines(_ entries: [Entry]) -> [String] {
    entries.map { "\($0.alias) = \($0.name)" }
  }

  private static func occurs(_ name: String, in text: String) -> Bool {
    var searchStart = text.startIndex
    while let range = text.range(of: name, range: searchStart..<text.endIndex) {
      if range.upperBound == text.endIndex || !text[range.upperBound].isHexDigit { return true }
      searchStart = range.upperBound
    }
    return false
  }

  private static func replace(_ name: String, with alias: String, in text: String) -> String {
    guard text.contains(name) else { return text }
    var result = ""
    var rest = Substring(text)
    while let range = rest.range(of: name) {
      result += rest[..<range.lowerBound]
      if range.upperBound < rest.endIndex, rest[range.upperBound].isHexDigit {
        result += rest[range]
      } else {
        result += alias
      }
      rest = rest[range.upperBound...]
    }
    return result + rest
  }
}
