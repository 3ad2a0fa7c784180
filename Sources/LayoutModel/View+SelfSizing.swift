/// What a view that works out its own content size lays out itself, instead of leaving it to
/// Auto Layout: a table's rows, a collection's items, a text view's text.
///
/// `UITableView`, `UICollectionView` and `UITextView` (and AppKit's `NSTableView`,
/// `NSOutlineView`, `NSCollectionView` and `NSTextView`) set their content size from their
/// data source, layout object or text storage, and place their cells and headers with frames
/// of their own; no constraint between the content and the view fixes it, and none is needed.
public enum SelfSizingKind: String, Hashable, Sendable {
  /// A list of rows (`UITableView`, `NSTableView`, `NSOutlineView`): every row, cell and
  /// header is as wide as the table, one below the other.
  case rows
  /// A collection (`UICollectionView`, `NSCollectionView`): items placed by its layout object.
  case items
  /// Text (`UITextView`, `NSTextView`): the content is the text, which no subview lays out.
  case text
}

extension View {
  /// The classes that compute their own content size, by kind.
  public static let selfSizingClasses: [String: SelfSizingKind] = [
    "UITableView": .rows, "NSTableView": .rows, "NSOutlineView": .rows,
    "UICollectionView": .items, "NSCollectionView": .items,
    "UITextView": .text, "NSTextView": .text,
  ]

  /// The class-name endings that make a custom class one of `selfSizingClasses`
  /// (`FeedTableView`, `Orders.PhotoCollectionView`), in the order they are tried.
  public static let selfSizingClassSuffixes: [(String, SelfSizingKind)] = [
    ("TableView", .rows), ("OutlineView", .rows), ("CollectionView", .items),
    ("TextView", .text),
  ]

  /// The classes of the views a table or collection places as rows, items, headers and
  /// footers: `UITableViewCell`, `UICollectionViewCell`, `UITableViewHeaderFooterView`,
  /// `UICollectionReusableView` (supplementary views) and AppKit's `NSTableRowView`.
  public static let cellClasses: Set<String> = [
    "UITableViewCell", "UICollectionViewCell", "UITableViewHeaderFooterView",
    "UICollectionReusableView", "NSTableRowView",
  ]

  /// The class-name endings that make a custom class one of `cellClasses` (`OrderCell`,
  /// `SectionHeaderFooterView`).
  public static let cellClassSuffixes = ["Cell", "HeaderFooterView", "ReusableView", "RowView"]

  /// The classes of a cell's content view: `UITableViewCellContentView`, the header's
  /// `_UITableViewHeaderFooterContentView`, and AppKit's `NSTableCellView` in a row view.
  public static let cellContentViewClasses: Set<String> = [
    "UITableViewCellContentView", "_UITableViewHeaderFooterContentView", "NSTableCellView",
  ]

  /// What the view lays out itself when it computes its own content size, else `nil`: its
  /// class is one of `selfSizingClasses`, a captured dump's class chain holds one (a subclass
  /// the input names by its superclasses), or its class name ends as one does
  /// (`selfSizingClassSuffixes`).
  public var selfSizingKind: SelfSizingKind? {
    if let kind = Self.selfSizingClasses[className] { return kind }
    for name in capture?.classChain ?? [] {
      if let kind = Self.selfSizingClasses[name] { return kind }
    }
    let name = Self.unqualified(className)
    return Self.selfSizingClassSuffixes.first { name.hasSuffix($0.0) }?.1
  }

  /// Whether the view is a cell, row, header or footer by its class (`cellClasses`, the
  /// captured class chain, or `cellClassSuffixes`): what a table or collection places when it
  /// is one of theirs.
  public var isCellClass: Bool {
    if Self.cellClasses.contains(className) { return true }
    if capture?.classChain.contains(where: Self.cellClasses.contains) == true { return true }
    let name = Self.unqualified(className)
    return Self.cellClassSuffixes.contains { name.hasSuffix($0) }
  }

  /// Whether the view is a cell's content view: one of `cellContentViewClasses` (or a class
  /// chain holding one), a class name ending in `ContentView`, or an id that does
  /// (`contentView`, `cellContentView`), as a listing names the `contentView` property.
  public var isCellContentView: Bool {
    if Self.cellContentViewClasses.contains(className) { return true }
    if capture?.classChain.contains(where: Self.cellContentViewClasses.contains) == true {
      return true
    }
    return Self.unqualified(className).hasSuffix("ContentView")
      || id.lowercased().hasSuffix("contentview")
  }

  /// The class name without a Swift module (`Orders.FeedTableView` → `FeedTableView`).
  static func unqualified(_ className: String) -> Substring {
    // Without an array: the whole name, or the part after its last dot.
    guard let dot = className.lastIndex(of: ".") else { return Substring(className) }
    if className.index(after: dot) < className.endIndex {
      return className[className.index(after: dot)...]
    }
    return className.split(separator: ".").last ?? Substring(className)
  }
}
