import LayoutModel

extension Finding {
  /// One `fixed-direction` finding per constraint the app wrote with `left` or `right` (or
  /// `leftMargin`, `rightMargin`) where its neighbours are written with `leading` or `trailing`:
  /// under right-to-left (Arabic, Hebrew) the neighbours flip and it does not, so the layout
  /// comes apart (Apple's Auto Layout Guide, "Anatomy of a Constraint": avoid left and right,
  /// use leading and trailing, so that the layout adapts to the reading direction).
  ///
  /// The neighbours of a constraint are the app's active horizontal constraints that lay out
  /// the same container: the superview whose subviews (and itself) are all the views it
  /// names, so one view's superview and siblings. A container is a unit: its subviews written
  /// with `left` and `right` throughout are consistent (media controls that keep their order)
  /// and give no finding, whatever the container's own constraints in its superview use (one
  /// constraint never names both kinds: UIKit refuses to relate `left` to `leading`). The
  /// finding is at the constraint's line, with a note at a neighbour that
  /// flips (one that names one of its views where there is one); its fix is the same
  /// constraint written with `leading` and `trailing` (the same layout left-to-right).
  public static func fixedDirectionConstraints(in document: LayoutDocument) -> [Finding] {
    let hierarchy = document.hierarchy
    let constraints = document.constraints
    func views(of constraint: LayoutConstraint) -> Set<String> {
      Set(
        constraint.items.map { item in
          if case .guide(let id) = item { return hierarchy.guide(id)?.owningView ?? id }
          return item.id
        })
    }
    func parent(_ view: String) -> String? {
      hierarchy.viewIndex(of: view).flatMap { hierarchy.superviewIndices[$0] }
        .map { hierarchy.views[$0].id }
    }
    // The containers a constraint lays out: each superview P of one of its views such that
    // every view it names is P or a subview of P; else each of its views' superviews.
    func containers(of views: Set<String>) -> Set<String> {
      let candidates = Set(views.compactMap(parent))
      let level = candidates.filter { container in
        views.allSatisfy { $0 == container || parent($0) == container }
      }
      return level.isEmpty ? candidates : level
    }
    func written(_ constraint: LayoutConstraint) -> Bool {
      constraint.isActive && constraint.origin == .user
        && constraint.anchors.contains { $0.attribute.axis == .horizontal }
    }
    // Only a constraint written with left or right can be a finding (most layouts have none).
    let fixed = constraints.indices.filter {
      written(constraints[$0]) && constraints[$0].anchors.contains(where: \.attribute.isFixedEdge)
    }
    guard !fixed.isEmpty else { return [] }
    // The flipping constraints of each container, in order.
    var flipping: [String: [Int]] = [:]
    for (index, constraint) in constraints.enumerated()
    where written(constraint) && constraint.anchors.contains(where: \.attribute.isDirectional) {
      for container in containers(of: views(of: constraint)) {
        flipping[container, default: []].append(index)
      }
    }
    guard !flipping.isEmpty else { return [] }
    let rows = orderedRows(
      constraints.indices.filter { written(constraints[$0]) }.map {
        (views(of: constraints[$0]), constraints[$0])
      }, containers: containers)
    let names = ItemNames(document: document)
    var findings: [Finding] = []
    for index in fixed {
      let constraint = constraints[index]
      let own = views(of: constraint)
      // A row of views ordered among themselves with left and right throughout keeps its
      // order on purpose (playback controls beside a title that flips).
      let inRow = containers(of: own).contains { container in
        rows[container]?.contains { own.subtracting([container]).isSubset(of: $0) } == true
      }
      guard !inRow else { continue }
      let neighbours = Set(containers(of: own).flatMap { flipping[$0] ?? [] })
        .subtracting([index]).sorted()
      guard !neighbours.isEmpty else { continue }
      // The note names a neighbour that shares a view with it where there is one.
      let neighbour =
        neighbours.first { !views(of: constraints[$0]).isDisjoint(with: own) } ?? neighbours.first
      var notes: [Note] = []
      if let other = neighbour.map({ constraints[$0] }) {
        notes.append(Note(FixedDirectionWording.neighbour(names.line(other)), at: other.location))
      }
      var finding = Finding(
        rule: .fixedDirection,
        message: FixedDirectionWording.message(names.line(constraint)),
        location: constraint.location ?? SourceLocation(file: document.source), notes: notes,
        anchor: constraint.listingDescription)
      finding.fixes = [
        Fix(
          FixedDirectionWording.fix(names.line(constraint.flippingEdges())),
          effect: FixedDirectionWording.effect)
      ]
      findings.append(finding)
    }
    return findings
  }
}

extension Finding {
  /// The rows of each container written with `left` and `right` throughout: groups of at
  /// least two of its subviews that its horizontal constraints tie to one another (the
  /// container and its guides tie none), with a constraint between two of them and none
  /// written with `leading` or `trailing`; by container, the views of each constraint laying
  /// out such a row (a constraint's views, the container left out, all in one row).
  /// - Parameters:
  ///   - written: each of the app's horizontal constraints, with the views it names.
  ///   - containers: the containers a constraint's views lay out.
  static func orderedRows(
    _ written: [(views: Set<String>, constraint: LayoutConstraint)],
    containers: (Set<String>) -> Set<String>
  ) -> [String: [Set<String>]] {
    // Union-find over (container, view).
    var parent: [[String]: [String]] = [:]
    func find(_ key: [String]) -> [String] {
      var key = key
      while let next = parent[key], next != key { key = next }
      return key
    }
    for (views, _) in written {
      for container in containers(views) {
        let members = views.subtracting([container]).sorted().map { find([container, $0]) }
        for member in members.dropFirst() where member != members[0] { parent[member] = members[0] }
      }
    }
    struct Row {
      var views: Set<String> = []
      var flips = false
      var ordered = false
    }
    var rows: [[String]: Row] = [:]
    for (views, constraint) in written {
      for container in containers(views) {
        let inside = views.subtracting([container])
        guard let first = inside.first else { continue }
        let row = find([container, first])
        rows[row, default: Row()].views.formUnion(inside)
        if constraint.anchors.contains(where: \.attribute.isDirectional) { rows[row]?.flips = true }
        if inside.count >= 2 { rows[row]?.ordered = true }
      }
    }
    var result: [String: [Set<String>]] = [:]
    for (key, row) in rows where row.views.count >= 2 && row.ordered && !row.flips {
      result[key[0], default: []].append(row.views)
    }
    return result
  }
}

extension LayoutAttribute {
  /// Whether the attribute is a horizontal edge that keeps its side under right-to-left
  /// (`left`, `right`, `leftMargin`, `rightMargin`).
  var isFixedEdge: Bool {
    switch self {
    case .left, .right, .leftMargin, .rightMargin: return true
    default: return false
    }
  }

  /// The attribute that follows the layout direction in its place: `leading` for `left`,
  /// `trailingMargin` for `rightMargin`; itself for any other.
  var flipping: LayoutAttribute {
    switch self {
    case .left: return .leading
    case .right: return .trailing
    case .leftMargin: return .leadingMargin
    case .rightMargin: return .trailingMargin
    default: return self
    }
  }
}

extension LayoutConstraint {
  /// The constraint with `left` and `right` (and their margin variants) written as `leading`
  /// and `trailing`: the same layout left-to-right, mirrored right-to-left.
  func flippingEdges() -> LayoutConstraint {
    var copy = self
    copy.first = LayoutAnchor(first.item, first.attribute.flipping)
    if let second { copy.second = LayoutAnchor(second.item, second.attribute.flipping) }
    copy.compound = compound.map { sides in
      func terms(_ terms: [LayoutTerm]) -> [LayoutTerm] {
        terms.map { term in
          guard case .anchor(let anchor) = term.operand else { return term }
          return LayoutTerm(term.coefficient, LayoutAnchor(anchor.item, anchor.attribute.flipping))
        }
      }
      return CompoundSides(left: terms(sides.left), right: terms(sides.right))
    }
    return copy
  }
}
