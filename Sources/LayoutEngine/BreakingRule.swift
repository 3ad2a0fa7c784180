import LayoutModel

/// Which constraint UIKit breaks when required constraints cannot all hold: the rule the engine
/// follows for every input, so that the frames, findings and graphs of a listing or dump match
/// what the device shows, whatever the order of the input's lines.
///
/// Apple does not document the choice ("Will attempt to recover by breaking constraint"); the
/// rule is learned from real console logs, each naming the constraint UIKit broke. Of two
/// members of a conflict, the one broken first is, key by key:
/// 1. *by who made it*: the app's, then a stack view's (`UISV-*`), then the margins and
///    safe-area guides', then other framework constraints and intrinsic sizes, and last the
///    sizes a container imposes (encapsulated layout, autoresizing mask); wherever the app's
///    constraints met UIKit's, UIKit broke one of the app's, even where UIKit added its own
///    last (a hidden arranged view's `UISV-hiding` beside the app's width).
/// 2. *by depth*: the constraint on the deeper view (the deepest of its items; a guide is at its
///    view's depth; a view whose superview the input does not name is a root).
/// 3. *a size set to a constant* (`icon.width == 24`, `height >= 44`) before constraints between
///    items, the larger before the smaller.
/// 4. *the far edge*: a constraint naming a trailing, right or bottom edge before one naming
///    only leading, top or centres.
/// 5. *the order*: in a console report, UIKit's list order; in a listing or dump, whose order
///    is the author's, the constraint's text (`listingDescription`), so that reordering lines
///    changes nothing.
///
/// Keys 1 to 4 are the `criteria` (`Criterion.derivedOrder`), the order `derive(from:)` finds
/// when it tries every order of every subset of `Criterion` on the real reports that name
/// their broken constraint. The reports behind each key, and how often the rule names UIKit's
/// choice, are in `BreakingRuleTests` and `BreakingRuleRealCaseTests`.
public struct BreakingRule: Sendable {
  /// The depth of each view and guide (0 for a root), by id.
  let depths: [String: Int]
  /// Whether the order of the constraints is UIKit's (a console report's list) and so breaks
  /// the last ties; otherwise their text does, whatever the input's order.
  public let isOrderUIKits: Bool
  /// The index of the constraint broken before any other (key 0), if the input names one.
  public let brokenFirst: Int?
  /// The criteria compared, most important first.
  public let criteria: [Criterion]

  /// Creates the rule for the views of `hierarchy`.
  /// - Parameters:
  ///   - isOrderUIKits: whether constraint indices follow a console report's list.
  ///   - brokenFirst: the index of the constraint the input says was broken, if any.
  ///   - criteria: the criteria compared, most important first; the derived order by default.
  public init(
    hierarchy: ViewHierarchy, isOrderUIKits: Bool = false, brokenFirst: Int? = nil,
    criteria: [Criterion] = Criterion.derivedOrder
  ) {
    self.criteria = criteria
    var depths: [String: Int] = [:]
    for (index, depth) in hierarchy.depthFirstOrder() {
      depths[hierarchy.views[index].id] = depth
    }
    for guide in hierarchy.guides {
      depths[guide.id] = depths[guide.owningView] ?? 0
    }
    self.depths = depths
    self.isOrderUIKits = isOrderUIKits
    self.brokenFirst = brokenFirst
  }

  /// Who made a constraint, as the rule ranks it; lower ranks break first.
  public static func originRank(_ origin: ConstraintOrigin) -> Int {
    switch origin {
    case .user: return 0
    case .stackView: return 1
    case .layoutMargins, .safeArea: return 2
    case .contentSize, .otherSystem: return 3
    case .autoresizingMask, .encapsulatedLayout: return 4
    }
  }

  /// The depth of the deepest item the constraint names; a view's built-in guides are at the
  /// view's depth.
  func depth(of constraint: LayoutConstraint) -> Int {
    let items = [constraint.first.item] + (constraint.second.map { [$0.item] } ?? [])
    return items.map { depths[$0.id] ?? 0 }.max() ?? 0
  }

  /// Whether an attribute is a trailing, right or bottom edge (of the frame or the margins).
  static func isFarEdge(_ attribute: LayoutAttribute) -> Bool {
    switch attribute {
    case .trailing, .right, .bottom, .trailingMargin, .rightMargin, .bottomMargin, .maxX, .maxY,
      .lastBaseline:
      return true
    default:
      return false
    }
  }

  /// Whether a constraint names a far edge on either side.
  static func namesFarEdge(_ constraint: LayoutConstraint) -> Bool {
    isFarEdge(constraint.first.attribute)
      || constraint.second.map { isFarEdge($0.attribute) } == true
  }

  /// Whether a constraint sets a width or height to a constant.
  static func isConstantSize(_ constraint: LayoutConstraint) -> Bool {
    constraint.second == nil && constraint.first.attribute.isSize
  }

  /// What the order compares, computed once per constraint: whether the input names it as
  /// broken (key 0), one value per criterion of `criteria` (lower breaks first), then the text
  /// and the index.
  public struct Key: Sendable {
    /// Whether the input names this constraint as the one broken (it breaks before any other).
    public var isNamed: Bool
    /// The constraint's value for each criterion, in `criteria`'s order.
    public var values: [Double]
    /// The listing text, or `""` when UIKit's order breaks the last ties.
    public var text: String
    /// The constraint's index.
    public var index: Int

    /// Creates a key.
    public init(isNamed: Bool = false, values: [Double], text: String, index: Int) {
      self.isNamed = isNamed
      self.values = values
      self.text = text
      self.index = index
    }

    /// Whether the constraint of `self` breaks before that of `other`.
    public func breaksBefore(_ other: Key) -> Bool {
      if isNamed != other.isNamed { return isNamed }
      for (mine, theirs) in zip(values, other.values) where mine != theirs {
        return mine < theirs
      }
      if text != other.text { return text < other.text }
      return index < other.index
    }

    /// The first criterion (by position) on which `self` and `other` differ, or `nil` when only
    /// the text or the order tells them apart.
    public func decidingCriterion(against other: Key) -> Int? {
      values.indices.first { $0 < other.values.count && values[$0] != other.values[$0] }
    }
  }

  /// The key of `constraint` at `index`.
  public func key(_ constraint: LayoutConstraint, at index: Int) -> Key {
    Key(
      isNamed: index == brokenFirst,
      values: criteria.map { $0.value(of: constraint, depth: depth(of: constraint)) },
      text: isOrderUIKits ? "" : constraint.listingDescription, index: index)
  }

  /// Whether `a` (at index `indexA`) breaks before `b` (at `indexB`): a strict total order on
  /// distinct indices.
  public func breaksBefore(
    _ a: LayoutConstraint, at indexA: Int, _ b: LayoutConstraint, at indexB: Int
  ) -> Bool {
    key(a, at: indexA).breaksBefore(key(b, at: indexB))
  }

  /// The member of `members` (indices into `constraints`) that UIKit breaks, or `nil` when
  /// there is none.
  public func victim(among members: [Int], of constraints: [LayoutConstraint]) -> Int? {
    members.map { key(constraints[$0], at: $0) }.min { $0.breaksBefore($1) }?.index
  }

  /// What made `victim(among:of:)` choose its member: the last criterion (in `criteria`'s order)
  /// needed to tell it from another member, or `.order` when some member differs from it in
  /// no criterion, so that only the order broke the tie (in a console report UIKit's list
  /// order, standing for the engine's internal order, which the log does not show).
  public enum Basis: Hashable, Sendable {
    /// A criterion told the chosen member from every other one; this one was the last needed.
    case criterion(Criterion)
    /// Nothing the input shows tells the chosen member from another one.
    case order
  }

  /// Why `victim` (an index into `constraints`) breaks first among `members`; `nil` when
  /// `members` holds no other index.
  public func basis(of victim: Int, among members: [Int], of constraints: [LayoutConstraint])
    -> Basis?
  {
    guard constraints.indices.contains(victim) else { return nil }
    let chosen = key(constraints[victim], at: victim)
    var deepest: Int?
    for member in members where member != victim && constraints.indices.contains(member) {
      guard let position = chosen.decidingCriterion(against: key(constraints[member], at: member))
      else { return .order }
      deepest = max(deepest ?? position, position)
    }
    return deepest.map { .criterion(criteria[$0]) }
  }

  /// `indices` (into `constraints`) in the order to add them to an incremental solver that
  /// breaks the last-added member of a conflict: the constraint UIKit keeps longest first.
  ///
  /// - Complexity: O(n log n) comparisons of keys computed once per constraint (the depth and
  ///   the listing text are not rebuilt per comparison).
  public func additionOrder(_ indices: [Int], of constraints: [LayoutConstraint]) -> [Int] {
    indices.map { key(constraints[$0], at: $0) }.sorted { $1.breaksBefore($0) }.map(\.index)
  }
}
