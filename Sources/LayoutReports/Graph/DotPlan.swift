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
  }

  /// An edge to draw.
  struct Edge {
    var from: Int
    var to: Int
    var constraint: ConstraintGraph.Constraint
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
    edges = edges.map {
      Edge(from: renumber[$0.from], to: renumber[$0.to], constraint: $0.constraint)
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
    if constraint.isBroken { text += " (broken)" }
    items[item].lines.append((text, !constraint.conflicts.isEmpty))
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
