import LayoutDiagnostics
import LayoutEngine
import LayoutModel

extension ConstraintGraph {
  /// The graph of a layout listing or JSON dump as written: every view and app-defined guide
  /// with its dumped frame, the built-in guides that constraints name, and the active
  /// constraints; no conflicts are known.
  ///
  /// Node ids are the items' names in the listing (`title`, `root.safeAreaLayoutGuide`).
  ///
  /// - Parameters:
  ///   - document: The layout.
  ///   - title: A heading, such as the file name.
  public init(document: LayoutDocument, title: String? = nil) {
    self.init(
      document: document, constraints: document.constraints.filter(\.isActive).map { ($0, -1) },
      frames: [:], broken: [], title: title)
  }

  /// The graph of a solved layout: solved frames (relative to each superview, in points), the
  /// document's active constraints and those UIKit would generate (intrinsic content size,
  /// autoresizing masks, the root's frame; grey), and each required constraint the engine had
  /// to break as a conflict of its own, numbered in breaking order: the broken constraint
  /// (dashed) and the constraints it conflicted with. Views the ambiguity analysis finds
  /// ambiguous are drawn orange with their ambiguous attributes (`minX`, `width`, ...).
  ///
  /// - Parameters:
  ///   - engine: The engine that solved the layout.
  ///   - solution: `engine.solve()`.
  ///   - ambiguity: `AmbiguityReport(engine:solution:)`, or `nil` to mark no ambiguity.
  ///   - title: A heading, such as the file name.
  public init(
    engine: LayoutEngine, solution: LayoutSolution, ambiguity: AmbiguityReport? = nil,
    title: String? = nil
  ) {
    var conflicts: [Int: [Int]] = [:]
    for (number, broken) in solution.brokenConstraints.enumerated() {
      for member in [broken.index] + broken.conflictingWith {
        conflicts[member, default: []].append(number + 1)
      }
    }
    let active = engine.constraints.indices.filter { engine.constraintIDs[$0] != nil }
    var frames: [String: LayoutRect] = [:]
    for view in solution.views { frames[view.id] = view.frame }
    self.init(
      document: engine.document,
      constraints: active.map { (engine.constraints[$0], $0) }, frames: frames,
      broken: Set(solution.brokenConstraints.map(\.index)), conflicts: conflicts, title: title)
    for view in ambiguity?.ambiguousViews ?? [] {
      guard let index = nodes.firstIndex(where: { $0.id == view.id }) else { continue }
      nodes[index].ambiguousAttributes = view.ambiguousAttributes.map(\.attribute)
      nodes[index].hasAmbiguousLayout = nodes[index].ambiguousAttributes.isEmpty
    }
  }

  /// Builds the graph from constraints tagged with their engine index (-1 when unknown).
  private init(
    document: LayoutDocument, constraints tagged: [(LayoutConstraint, Int)],
    frames: [String: LayoutRect], broken: Set<Int>, conflicts: [Int: [Int]] = [:],
    title: String?
  ) {
    // A layout editor's views are named as the findings name them, under their class.
    let names = ItemNames(document: document)
    var nodes: [Node] = document.hierarchy.views.map { view in
      let caption = names.caption(of: view.id).flatMap {
        $0.hasPrefix(view.className + " ") ? nil : $0
      }
      return Node(
        id: view.id, className: view.className, identifier: caption ?? view.id,
        frame: frames[view.id] ?? view.frame, superview: view.superview)
    }
    nodes += document.hierarchy.guides.map { guide in
      Node(
        id: guide.id, kind: .layoutGuide, className: "UILayoutGuide", identifier: guide.id,
        frame: guide.frame, superview: guide.owningView)
    }
    var known = Set(nodes.map(\.id))
    var constraints: [Constraint] = []
    for (constraint, index) in tagged {
      for item in [constraint.firstItem] + (constraint.secondItem.map { [$0] } ?? []) {
        guard known.insert(item.description).inserted else { continue }
        nodes.append(Self.builtInGuide(item))
      }
      let id = [constraint.identifier, constraint.location?.description].compactMap { $0 }
        .joined(separator: " at ")
      var edge = Constraint(
        id: id.isEmpty ? nil : id, firstItem: constraint.firstItem.description,
        firstAttribute: constraint.firstAttribute, relation: constraint.relation,
        secondItem: constraint.secondItem?.description,
        secondAttribute: constraint.secondAttribute, multiplier: constraint.multiplier,
        constant: constraint.constant, priority: constraint.priority,
        origin: constraint.origin, conflicts: conflicts[index] ?? [],
        isBroken: broken.contains(index))
      if constraint.compound != nil { edge.compoundEquation = constraint.equationDescription }
      constraints.append(edge)
    }
    self.init(title: title, nodes: nodes, constraints: constraints)
  }

  /// A node for an item no view or guide declares: a built-in guide in its view, or (for an
  /// unknown name, which validation normally rejects) a placeholder view.
  private static func builtInGuide(_ item: LayoutItem) -> Node {
    switch item {
    case .safeAreaLayoutGuide(of: let owner):
      var node = Node(
        id: item.description, kind: .layoutGuide, className: "UILayoutGuide",
        identifier: "safeAreaLayoutGuide", superview: owner)
      node.ownerProperty = "safeAreaLayoutGuide"
      return node
    case .layoutMarginsGuide(of: let owner):
      var node = Node(
        id: item.description, kind: .layoutGuide, className: "UILayoutGuide",
        identifier: "layoutMarginsGuide", superview: owner)
      node.ownerProperty = "layoutMarginsGuide"
      return node
    case .view(let id):
      return Node(id: id, className: "unknown view", identifier: id)
    case .guide(let id):
      return Node(id: id, kind: .layoutGuide, className: "unknown guide", identifier: id)
    }
  }
}
