import LayoutModel

/// How findings, explanations and fixes name a layout's items: one table for every input.
///
/// A console report binds some items to names of its own (`displayNames`: a margins guide, a
/// placeholder superview); a layout editor's document names its views (`View.displayName`:
/// Interface Builder's `userLabel`, else the text, else class and object id). Every other item
/// is written as the input writes it (`LayoutDocument.printedName(of:)`), so that listings and
/// dumps, which name no views, print exactly their ids.
///
/// An editor's name is quoted in constraint lines (`'Title Label'.top == 'Card'.top + 8`), so
/// that a name with spaces stays one item; a name two views share carries the object id
/// (`'Label' (4Qw-eq-tYg).top`). A sentence about a view adds the object id the name does not
/// already hold: `Frame for 'Title' (2wE-0A-zrE) will be different at run time`.
public struct ItemNames: Sendable {
  /// The names a console report bound, which win over every other.
  public var displayNames: [LayoutItem: String]
  /// The editor's names of views, quoted, by view id (with the id where two views share one).
  private var viewNames: [String: String] = [:]
  /// The ids of views whose name does not already hold their id.
  private var namedApart: Set<String> = []
  /// The editor's names of views, unquoted, by view id (with the id where two views share one).
  private var captions: [String: String] = [:]
  private let document: LayoutDocument

  /// The names of `document`'s items, with `displayNames` (a console report's) first.
  public init(document: LayoutDocument, displayNames: [LayoutItem: String] = [:]) {
    self.document = document
    self.displayNames = displayNames
    var counts: [String: Int] = [:]
    for view in document.hierarchy.views {
      if let name = view.displayName { counts[name, default: 0] += 1 }
    }
    guard !counts.isEmpty else { return }
    for view in document.hierarchy.views {
      guard let name = view.displayName else { continue }
      let quoted = Self.quoted(name)
      if counts[name, default: 0] > 1, !name.contains(view.id) {
        viewNames[view.id] = quoted + " (\(view.id))"
        captions[view.id] = name + " (\(view.id))"
      } else {
        viewNames[view.id] = quoted
        captions[view.id] = name
        if !name.contains(view.id) { namedApart.insert(view.id) }
      }
    }
  }

  /// `'name'`; a quote inside the name is written `\'`, a line break `\n` and a tab `\t`, so
  /// that the name stays one item on one line.
  public static func quoted(_ name: String) -> String {
    var text = "'"
    for character in name {
      switch character {
      case "'": text += "\\'"
      case "\n", "\r\n", "\r": text += "\\n"
      case "\t": text += "\\t"
      default: text.append(character)
      }
    }
    return text + "'"
  }

  /// Whether no item of the layout has a name other than its id (a listing or dump).
  public var isEmpty: Bool { displayNames.isEmpty && viewNames.isEmpty }

  /// The item as a constraint line writes it: `'Title'`, `'Title'.safeAreaLayoutGuide`, a
  /// console report's bound name, or the input's own (`title`, `UILabel:0x1'Title'`).
  public func name(of item: LayoutItem) -> String {
    if let name = displayNames[item] { return name }
    switch item {
    case .view(let id):
      if let name = viewNames[id] { return name }
    case .safeAreaLayoutGuide(of: let id):
      if let name = viewNames[id] { return name + ".safeAreaLayoutGuide" }
    case .layoutMarginsGuide(of: let id):
      if let name = viewNames[id] { return name + ".layoutMarginsGuide" }
    case .guide(let id):
      // A scroll view's content and frame guides (`LayoutGuide.contentLayoutGuideID(of:)`).
      for suffix in [".contentLayoutGuide", ".frameLayoutGuide"] where id.hasSuffix(suffix) {
        if let name = viewNames[String(id.dropLast(suffix.count))] { return name + suffix }
      }
    }
    return document.printedName(of: item)
  }

  /// The view with id `id` as a sentence names it: its name and, when the name does not hold
  /// it, the object id (`'Title' (2wE-0A-zrE)`); the id alone for a view without a name.
  public func view(_ id: String) -> String {
    let name = self.name(of: .view(id))
    return namedApart.contains(id) ? name + " (\(id))" : name
  }

  /// The name a layout editor gives the view with id `id` when it does not hold the id (a
  /// `userLabel` or a text: `Author`), unquoted; `nil` otherwise.
  public func label(of id: String) -> String? {
    guard namedApart.contains(id) else { return nil }
    return document.hierarchy.view(id)?.displayName
  }

  /// The view with id `id` as a drawing labels it (a wireframe's box, a graph's node): the
  /// editor's name unquoted, with the object id where two views share the name (`Title Label`,
  /// `Label (4Qw-eq-tYg)`, `UIImageView img-nm-005`); `nil` for a view without a name (a
  /// listing's or dump's, which drawings label with class and id).
  public func caption(of id: String) -> String? { captions[id] }

  /// A solver variable's name (`LayoutSystem.name(of:)`, `ttl-nm-002.minX`) with its view
  /// named as constraint lines name it (`'Title Label'.minX`); unchanged for a view without a
  /// name.
  public func variable(_ text: String) -> String {
    guard !viewNames.isEmpty, let dot = text.firstIndex(of: "."),
      let name = viewNames[String(text[..<dot])]
    else { return text }
    return name + text[dot...]
  }

  /// The constraint as a listing line with these names (`LayoutConstraint.listingDescription`):
  /// exactly the listing line when no item has a name.
  public func line(_ constraint: LayoutConstraint) -> String {
    isEmpty
      ? constraint.listingDescription : constraint.listingDescription(naming: { name(of: $0) })
  }
}
