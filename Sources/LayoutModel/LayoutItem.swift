/// Something a constraint can name: a view, an app-defined layout guide, or one of a view's
/// built-in guides.
///
/// Written in listings and dumps as `title`, `spacer`, `root.safeAreaLayoutGuide` and
/// `root.layoutMarginsGuide`.
public enum LayoutItem: Hashable, Sendable, CustomStringConvertible {
  /// The view with this id.
  case view(String)
  /// The app's layout guide (`UILayoutGuide`) with this id.
  case guide(String)
  /// `safeAreaLayoutGuide` of the view with this id: the view inset by its `safeAreaInsets`.
  case safeAreaLayoutGuide(of: String)
  /// `layoutMarginsGuide` of the view with this id: the view inset by its `layoutMargins`.
  case layoutMarginsGuide(of: String)

  /// The id of the view, or of the guide's owning view for the built-in guides; the guide's
  /// own id for `.guide`.
  public var id: String {
    switch self {
    case .view(let id), .guide(let id), .safeAreaLayoutGuide(of: let id),
      .layoutMarginsGuide(of: let id):
      return id
    }
  }

  /// Whether the item is a layout guide rather than a view. Guides have no margin or baseline
  /// attributes.
  public var isGuide: Bool {
    if case .view = self { return false }
    return true
  }

  /// The name used in listings, dumps and descriptions: `title`, `root.safeAreaLayoutGuide`.
  public var description: String {
    switch self {
    case .view(let id), .guide(let id): return id
    case .safeAreaLayoutGuide(of: let id): return id + ".safeAreaLayoutGuide"
    case .layoutMarginsGuide(of: let id): return id + ".layoutMarginsGuide"
    }
  }
}

/// One attribute of one item, the operand of a constraint: `title.leading`.
public struct LayoutAnchor: Hashable, Sendable, CustomStringConvertible {
  /// The view or guide.
  public var item: LayoutItem
  /// The attribute of the item.
  public var attribute: LayoutAttribute

  /// Creates an anchor for `attribute` of `item`.
  public init(_ item: LayoutItem, _ attribute: LayoutAttribute) {
    self.item = item
    self.attribute = attribute
  }

  /// `item.attribute`, as in listings and console logs: `root.safeAreaLayoutGuide.top`.
  public var description: String {
    // Appended rather than interpolated: about half the cost, and reports and keys write one
    // for every constraint of a large layout.
    var text = item.description
    text += "."
    text += attribute.rawValue
    return text
  }
}
