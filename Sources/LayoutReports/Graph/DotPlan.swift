import LayoutModel

/// The drawing decided before any DOT is written: which items and constraints appear, which
/// cluster each item sits in, and whether each constraint is an edge or a line inside a node.
///
/// Items are numbered by their position (`n0`, `n1`, ...), so DOT IDs never contain input text.
/// Constraints that name an item not in the graph get a placeholder node for it.
struct DotPlan {
  /// An item to draw.
  struct Item {
    var node: ConstraintGraph.Node
    /// Whether the item was made up for an id that no node has.
    var isPlaceholder: Bool
    /// The index of the item whose cluster this one sits in, or `nil` for the top level.
    var parent: Int?
    /// Lines listed inside the node, with whether each belongs to a conflict.
    var lines: [(text: String, inConflict: Bool)] = []
    /// The ambiguous attributes on the drawn axis.
    var ambiguousAttributes: [LayoutAttribute] = []
    /// Whether the item is drawn as ambiguous.
    var isAmbiguous = false
    /// For a guide its owning view gives by a property, the name it is drawn by
    /// (`content.layoutMarginsGuide`), or `nil`.
    var ownedName: String?
  }

  /// An edge to draw.
  struct Edge {
    var from: Int
    var to: Int
    var constraint: ConstraintGraph.Constraint
    /// How the edge ranks its items; `.asWritten` unless one axis is drawn.
    var screenOrder = ScreenOrder.asWritten
  }

  /// How an edge ranks its two items. With one axis drawn (`rankdir` TB for the vertical axis,
  /// LR for the horizontal one), the edges rank items as the screen shows them, top to bottom
  /// or left to right, whatever the constraint's direction.
  enum ScreenOrder {
    /// From the constraint's first item to its second: both axes are drawn.
    case asWritten
    /// The first item comes first on screen (above, or left of, the second).
    case firstBefore
    /// The second item comes first on screen: the edge is written from it, its arrow still
    /// pointing at the second item.
    case secondBefore
    /// Neither comes first (aligned starts, sizes, ratios): the edge is written as the
    /// constraint is. (Left out of the ranking, such edges became flat edges between aligned
    /// items, whose labels crowd one another, and Graphviz's spline routing failed on one
    /// of 012.log's.)
    case level
  }

  private(set) var items: [Item] = []
  private(set) var edges: [Edge] = []
  /// For every drawn item, the drawn items whose parent it is, in order.
  private(set) var children: [[Int]] = []

  init(graph: ConstraintGraph, options: DotOptions) {
    var index: [String: Int] = [:]
    for node in graph.nodes where index[node.id] == nil {
      index[node.id] = items.count
      items.append(Item(node: node, isPlaceholder: false, parent: nil))
    }
    func itemIndex(_ id: String) -> Int {
      if let existing = index[id] { return existing }
      index[id] = items.count
      let node = ConstraintGraph.Node(id: id, className: "unknown item", address: id)
      items.append(Item(node: node, isPlaceholder: true, parent: nil))
      return items.count - 1
    }
    let constraints = graph.constraints.filter { constraint in
      options.axis.map { constraint.axis == $0 } ?? true
    }
    let placed = constraints.map { constraint in
      (constraint, itemIndex(constraint.firstItem), constraint.secondItem.map(itemIndex))
    }
    let superviews = items.map { $0.node.superview.flatMap { index[$0] } }
    for item in items.indices {
      guard let property = items[item].node.ownerProperty, let owner = superviews[item] else {
        continue
      }
      let node = items[owner].node
      let ownerName =
        items[owner].isPlaceholder
        ? node.id
        : node.alias ?? (node.address == nil ? node.identifier ?? node.id : node.className)
      items[item].ownedName = ownerName + "." + property
    }

    var kept = Array(repeating: !options.onlyConflicts, count: items.count)
    if options.onlyConflicts {
      Self.keepConflictItems(placed, into: &kept)
    }
    for item in items.indices where kept[item] {
      items[item].parent = Self.nearestKeptAncestor(of: item, superviews: superviews, kept: kept)
      items[item].ambiguousAttributes = items[item].node.ambiguousAttributes.filter { attribute in
        options.axis.map { attribute.axis == $0 } ?? true
      }
      items[item].isAmbiguous =
        !items[item].ambiguousAttributes.isEmpty || items[item].node.hasAmbiguousLayout
    }

    for (constraint, first, second) in placed {
      guard kept[first], second.map({ kept[$0] }) ?? true else { continue }
      if options.onlyConflicts && constraint.conflicts.isEmpty { continue }
      place(constraint, first: first, second: second, superviews: superviews, options: options)
    }
    if let axis = options.axis {
      let starts = Self.screenStarts(items, superviews: superviews, axis: axis)
      for edge in edges.indices {
        edges[edge].screenOrder = Self.screenOrder(
          of: edges[edge], starts: starts, superviews: superviews)
      }
    }

    Self.breakParentCycles(&items)
    var renumber = Array(repeating: -1, count: items.count)
    var drawn: [Item] = []
    for item in items.indices where kept[item] {
      renumber[item] = drawn.count
      drawn.append(items[item])
    }
    items = drawn.map { item in
      var item = item
      item.parent = item.parent.map { renumber[$0] }
      return item
    }
    edges = edges.map { edge in
      var edge = edge
      (edge.from, edge.to) = (renumber[edge.from], renumber[edge.to])
      return edge
    }
    children = Array(repeating: [], count: items.count)
    for item in items.indices {
      if let parent = items[item].parent { children[parent].append(item) }
    }
  }

  /// Indices of the items drawn at the top level, in order.
  var roots: [Int] { items.indices.filter { items[$0].parent == nil } }

  /// Puts one constraint inside a node or on an edge.
  private mutating func place(
    _ constraint: ConstraintGraph.Constraint, first: Int, second: Int?, superviews: [Int?],
    options: DotOptions
  ) {
    let inConflict = !constraint.conflicts.isEmpty
    guard let second, second != first else {
      addLine(constraint.relationText(), constraint, to: first)
      return
    }
    if options.foldsSuperviewConstraints && !inConflict {
      if superviews[first] == second {
        let word = items[first].node.kind == .layoutGuide ? "owningView" : "superview"
        addLine(constraint.relationText(secondName: word), constraint, to: first)
        return
      }
      if superviews[second] == first {
        let word = items[second].node.kind == .layoutGuide ? "owningView" : "superview"
        addLine(constraint.relationText(firstName: word), constraint, to: second)
        return
      }
    }
    edges.append(Edge(from: first, to: second, constraint: constraint))
  }

  private mutating func addLine(
    _ relation: String, _ constraint: ConstraintGraph.Constraint, to item: Int
  ) {
    var text = constraint.conflictPrefix + relation
    if let tag = constraint.originTag { text += " " + tag }
    text += constraint.brokenMark
    items[item].lines.append((text, !constraint.conflicts.isEmpty))
  }

  /// An item's name as another item's label mentions it: its alias, else its name line, else
  /// its id.
  static func shortName(_ item: Item) -> String {
    item.isPlaceholder ? item.node.id : item.node.alias ?? item.node.nameLine ?? item.node.id
  }

  /// Where each item starts on screen along `axis` (its frame's y or x in the root's
  /// coordinates, points), or `nil` where its frame or an ancestor's is unknown.
  private static func screenStarts(_ items: [Item], superviews: [Int?], axis: LayoutAxis)
    -> [Double?]
  {
    enum Start {
      case unknown, pending
      case known(Double?)
    }
    var starts = Array(repeating: Start.unknown, count: items.count)
    for item in items.indices {
      // Walk up to an item whose start is known or a root, then come back down.
      var path: [Int] = []
      var current: Int? = item
      var above: Double?? = .some(0)
      while let step = current {
        if case .known(let value) = starts[step] {
          above = value
          break
        }
        if case .pending = starts[step] {
          above = .some(nil)  // the superview chain loops: no screen position
          break
        }
        starts[step] = .pending
        path.append(step)
        current = superviews[step]
      }
      var origin = above ?? 0
      for step in path.reversed() {
        let frame = items[step].node.frame
        let own = frame.map { axis == .vertical ? $0.y : $0.x }
        origin = origin.flatMap { base in own.map { base + $0 } }
        starts[step] = .known(origin)
      }
    }
    return starts.map {
      if case .known(let value) = $0 { return value }
      return nil
    }
  }

  /// How `edge` ranks its items on screen: a view before the views inside it; by solved or
  /// dumped position where both are known (differences under half a point are level); else
  /// by what the constraint says (`a.top == b.bottom + 8` puts `a` after `b`; aligned edges
  /// with no constant, sizes and ratios are level).
  private static func screenOrder(of edge: Edge, starts: [Double?], superviews: [Int?])
    -> ScreenOrder
  {
    if superviews[edge.to] == edge.from { return .firstBefore }
    if superviews[edge.from] == edge.to { return .secondBefore }
    if let first = starts[edge.from], let second = starts[edge.to] {
      if first < second - 0.5 { return .firstBefore }
      if first > second + 0.5 { return .secondBefore }
      return .level
    }
    let constraint = edge.constraint
    guard constraint.compoundEquation == nil, constraint.multiplier == 1,
      let firstPlace = placeInItem(constraint.firstAttribute),
      let secondPlace = placeInItem(constraint.secondAttribute)
    else { return .level }
    // first.firstAttribute = second.secondAttribute + constant.
    if firstPlace != secondPlace { return firstPlace < secondPlace ? .secondBefore : .firstBefore }
    if constraint.constant > 0 { return .secondBefore }
    if constraint.constant < 0 { return .firstBefore }
    return .level
  }

  /// Where an attribute sits along its axis in its item: 0 at the start (top, left, leading),
  /// 1 inside (centres, baselines), 2 at the end; `nil` for a size.
  private static func placeInItem(_ attribute: LayoutAttribute) -> Int? {
    switch attribute {
    case .top, .topMargin, .minY, .left, .leftMargin, .leading, .leadingMargin, .minX:
      return 0
    case .centerX, .centerY, .centerXWithinMargins, .centerYWithinMargins, .midX, .midY,
      .firstBaseline, .lastBaseline:
      return 1
    case .bottom, .bottomMargin, .maxY, .right, .rightMargin, .trailing, .trailingMargin, .maxX:
      return 2
    case .width, .height, .notAnAttribute:
      return nil
    }
  }

  /// Marks the items conflict members name, and only those.
  private static func keepConflictItems(
    _ placed: [(ConstraintGraph.Constraint, Int, Int?)], into kept: inout [Bool]
  ) {
    for (constraint, first, second) in placed where !constraint.conflicts.isEmpty {
      kept[first] = true
      if let second { kept[second] = true }
    }
  }

  /// Makes the parent links a forest: where following them comes back to an item already on the
  /// path, the last link is cut and that item goes to the top level.
  private static func breakParentCycles(_ items: inout [Item]) {
    enum State { case new, onPath, done }
    var state = Array(repeating: State.new, count: items.count)
    for start in items.indices {
      var path: [Int] = []
      var current: Int? = start
      while let item = current, state[item] == .new {
        state[item] = .onPath
        path.append(item)
        current = items[item].parent
      }
      if let item = current, state[item] == .onPath, let last = path.last {
        items[last].parent = nil
      }
      for item in path { state[item] = .done }
    }
  }

  /// The closest drawn superview up the chain; a chain that loops back ends at the top level.
  private static func nearestKeptAncestor(of item: Int, superviews: [Int?], kept: [Bool]) -> Int? {
    var seen: Set<Int> = [item]
    var current = superviews[item]
    while let candidate = current {
      guard seen.insert(candidate).inserted else { return nil }
      if kept[candidate] { return candidate }
      current = superviews[candidate]
    }
    return nil
  }
}
