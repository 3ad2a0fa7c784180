import LayoutModel

/// The constraint system a report describes, rebuilt as linear forms over named variables.
///
/// Items are keyed by address (`UIView:0x7fcdaff031e0`, the class token being the first one the
/// report prints for that address, else the name bound in `names:`), or by name when there is
/// no address (`content-view-1`). `|` is the superview bound in `names:`; an unbound `|` becomes
/// `superview(KEY)` of the other item.
///
/// Each item has four frame variables in one shared coordinate space, in points: `KEY.minX`,
/// `KEY.minY`, `KEY.width`, `KEY.height` (widths and heights are kept non-negative, as the
/// layout engine does). Attributes map onto them as in Apple's Auto Layout Guide ("Anatomy of a
/// Constraint"):
/// - `left` = minX, `right` = minX + width, `centerX` = minX + width/2 (likewise `top`,
///   `bottom`, `centerY` with minY and height);
/// - `leading`/`trailing` are `left`/`right` left-to-right; right-to-left they are
///   `-(minX + width)` and `-minX`, so that `B.leading == A.trailing + 8` still puts B 8 pt
///   after A in reading order;
/// - `minX`, `minY`, `maxX`, `maxY`, `midX`, `midY` are frame names relative to the superview
///   (`names:` `'|'`), as autoresizing constraints use them: `X.minX == 0` is
///   `X.minX - S.minX == 0`;
/// - margin attributes use the view's layout-margins guide when the report binds one
///   (a `UIView-*Margin-guide-constraint` whose `'|'` is the view), else a free inset variable
///   (`KEY.topMarginInset`, ...): `topMargin` = minY + topMarginInset;
/// - `firstBaseline`/`lastBaseline` are free variables `KEY.firstBaseline`/`KEY.lastBaseline`
///   (the log does not say where a baseline lies);
/// - `(null)` cannot be expressed: such a constraint gets no form and a failure reason.
///
/// `first.attr REL m × second.attr + c` becomes `L(first) - m·L(second) REL c`.
public struct ConsoleLogSystem: Hashable, Sendable {
  /// One constraint of the report with its linear form.
  public struct Entry: Hashable, Sendable {
    /// The index in the report's `constraints`.
    public var index: Int
    /// The linear form, or `nil` when it cannot be written (see `failure`).
    public var form: ConstraintLinearForm?
    /// Why there is no form, if there is none.
    public var failure: String?
    /// The constraint's priority.
    public var priority: LayoutPriority
    /// Whether the entry repeats an earlier one of the list.
    public var isDuplicate: Bool
  }

  /// An item of the system.
  public struct Item: Hashable, Sendable {
    /// The key its variables are named after.
    public var key: String
    /// The item as the report names it (class, address, text, name merged from all mentions).
    public var item: ConstraintDescriptionItem
    /// Whether the app made it (see `ConstraintDescriptionItem.isAppDefined`).
    public var isAppDefined: Bool
  }

  /// One entry per constraint of the report, in the report's order.
  public var entries: [Entry]
  /// The items, sorted by key.
  public var items: [Item]
  /// The direction `leading`/`trailing` were read in.
  public var direction: LayoutDirection
  /// Layout-margins guides bound to their owning views: owner key → guide key.
  public var marginGuides: [String: String]
  var tokens: [String: String]

  /// Rebuilds the system of `report`.
  /// - Parameter direction: how to read `leading`/`trailing` (left-to-right unless the app
  ///   runs right-to-left).
  public init(report: ConsoleLogReport, direction: LayoutDirection = .leftToRight) {
    self.init(descriptions: report.constraints.map(\.parsed), direction: direction)
    for index in entries.indices where report.constraints[index].duplicateOf != nil {
      entries[index].isDuplicate = true
    }
  }

  /// Rebuilds the system of a list of descriptions.
  public init(descriptions: [ConstraintDescription], direction: LayoutDirection = .leftToRight) {
    self.direction = direction
    self.entries = []
    self.items = []
    self.marginGuides = [:]
    self.tokens = [:]
    var merged: [String: ConstraintDescriptionItem] = [:]
    for description in descriptions {
      for item in description.equation.items + description.names.map(\.item) {
        guard let address = item.address else { continue }
        if let token = item.className, !item.isSuperview {
          if tokens[address] == nil || merged[address]?.className == nil
            || merged[address]?.isSuperview == true
          {
            tokens[address] = token
          }
        } else if tokens[address] == nil, let token = item.className ?? item.name {
          tokens[address] = token
        }
        merged[address] = Self.merge(merged[address], item)
      }
    }
    for description in descriptions {
      guard let identifier = description.identifier, identifier.hasPrefix("UIView-"),
        identifier.hasSuffix("Margin-guide-constraint"), let owner = description.superview
      else { continue }
      for item in description.equation.items where item.text == "UIViewLayoutMarginsGuide" {
        marginGuides[key(of: owner, other: nil)] = key(of: item, other: nil)
      }
    }
    entries = descriptions.enumerated().map { index, description in
      let (form, failure) = self.linearForm(of: description)
      return Entry(
        index: index, form: form, failure: failure, priority: description.priority,
        isDuplicate: false)
    }
    var byKey: [String: Item] = [:]
    for description in descriptions {
      for item in description.equation.items {
        let itemKey = key(of: item, other: nil)
        let full = item.address.flatMap { merged[$0] } ?? item
        byKey[itemKey] = Item(key: itemKey, item: full, isAppDefined: full.isAppDefined)
      }
    }
    items = byKey.values.sorted { $0.key < $1.key }
  }

  static func merge(_ old: ConstraintDescriptionItem?, _ new: ConstraintDescriptionItem)
    -> ConstraintDescriptionItem
  {
    guard var result = old else { return new }
    if result.className == nil || (result.isSuperview && !new.isSuperview && new.className != nil) {
      result.className = new.className ?? result.className
    }
    result.text = result.text ?? new.text
    result.name = result.name ?? new.name
    result.isSuperview = result.isSuperview && new.isSuperview
    return result
  }

  /// The key of an item as `AmbiguousVariable` and traces name it: `Class:0xADDR`, or the name.
  public static func itemKey(_ item: ConstraintDescriptionItem, superviewKey: String?) -> String {
    if let address = item.address { return "\(item.className ?? item.name ?? "?"):\(address)" }
    if item.isSuperview { return "superview(\(superviewKey ?? "?"))" }
    return item.name ?? item.className ?? "?"
  }

  /// The key of `item` in this system; `other` names the other item, for an unbound `|`.
  public func key(of item: ConstraintDescriptionItem, other: ConstraintDescriptionItem?) -> String {
    if let address = item.address {
      return "\(tokens[address] ?? item.className ?? item.name ?? "?"):\(address)"
    }
    if item.isSuperview {
      return "superview(\(other.map { key(of: $0, other: nil) } ?? "?"))"
    }
    return item.name ?? item.className ?? "?"
  }

  /// Every variable of the system's forms, sorted.
  public var variables: [String] {
    Set(entries.flatMap { $0.form?.terms.map(\.variable) ?? [] }).sorted()
  }

  /// The variables the layout engine keeps non-negative (widths and heights), sorted.
  public var nonNegativeVariables: [String] {
    variables.filter { $0.hasSuffix(".width") || $0.hasSuffix(".height") }
  }
}
