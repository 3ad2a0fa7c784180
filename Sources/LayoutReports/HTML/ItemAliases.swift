import Foundation

/// Short names for a picture's items: `Label1`, `ImageView2`, `ViewA1` for names printed with
/// an address (`UILabel:0x7f9…'Text1'`, `App.ViewA:0x1…`): the class without its module and its
/// `UI`, `NS` or `_` prefix, numbered per class in order of mention. Names without an address
/// (a listing's ids) are short already and keep themselves.
///
/// A picture writes the aliases and lists each with its full name in a legend.
struct ItemAliases {
  /// Alias and full name, in order of mention.
  private(set) var entries: [(alias: String, name: String)] = []

  /// Aliases for `names`, in order.
  init(_ names: [String]) {
    var counts: [String: Int] = [:]
    for name in names where Self.isAddressed(name) {
      let base = Self.base(of: name)
      counts[base, default: 0] += 1
      entries.append((base + String(counts[base] ?? 1), name))
    }
  }

  /// Whether `name` carries an address (`Class:0x…`).
  static func isAddressed(_ name: String) -> Bool { name.contains(":0x") }

  /// `UILabel:0x1'Text'` → `Label`; `App.ViewA:0x2` → `ViewA`; `_UILayoutSpacer:0x3` →
  /// `LayoutSpacer`.
  static func base(of name: String) -> String {
    var base = Substring(name.prefix { $0 != ":" })
    if let dot = base.lastIndex(of: ".") { base = base[base.index(after: dot)...] }
    while base.hasPrefix("_") { base = base.dropFirst() }
    for prefix in ["UI", "NS"] where base.hasPrefix(prefix) && base.count > prefix.count + 1 {
      let rest = base.dropFirst(prefix.count)
      if rest.first?.isUppercase == true { base = rest }
    }
    return base.isEmpty ? "View" : String(base)
  }

  /// `text` with every full name replaced by its alias (longest names first, so that no
  /// name's replacement cuts into a longer one's).
  func apply(_ text: String) -> String {
    var result = text
    for entry in entries.sorted(by: { $0.name.count > $1.name.count }) {
      result = result.replacingOccurrences(of: entry.name, with: entry.alias)
    }
    return result
  }
}
