import LayoutModel

extension ConstraintGraph {
  /// The graph of a layout listing or JSON dump: every view and app-defined guide with its
  /// dumped frame, the built-in guides that constraints name, and the active constraints.
  ///
  /// Node ids are the items' names in the listing (`title`, `root.safeAreaLayoutGuide`).
  /// Constraints the engine generates (intrinsic content size, autoresizing masks) and inactive
  /// constraints are not drawn.
  ///
  /// - Parameters:
  ///   - document: The layout.
  ///   - title: A heading, such as the file name.
  public init(document: LayoutDocument, title: String? = nil) {
    var nodes: [Node] = document.hierarchy.views.map { view in
      Node(
        id: view.id, className: view.className, identifier: view.id,
        frame: view.frame,
        superview: view.superview)
    }
    nodes += document.hierarchy.guides.map { guide in
      Node(
        id: guide.id, kind: .layoutGuide, className: "UILayoutGuide", identifier: guide.id,
        frame: guide.frame, superview: guide.owningView)
    }
    var known = Set(nodes.map(\.id))
    var constraints: [Constraint] = []
    for constraint in document.constraints where constraint.isActive {
      for item in [constraint.firstItem] + (constraint.secondItem.map { [$0] } ?? []) {
        guard known.insert(item.description).inserted else { continue }
        nodes.append(Self.builtInGuide(item))
      }
      let id = [constraint.identifier, constraint.location?.description].compactMap { $0 }
        .joined(separator: " at ")
      constraints.append(
        Constraint(
          id: id.isEmpty ? nil : id, firstItem: constraint.firstItem.description,
          firstAttribute: constraint.firstAttribute, relation: constraint.relation,
          secondItem: constraint.secondItem?.description,
          secondAttribute: constraint.secondAttribute, multiplier: constraint.multiplier,
          constant: constraint.constant, priority: constraint.priority,
          origin: constraint.origin))
    }
    self.init(title: title, nodes: nodes, constraints: constraints)
  }

  /// A node for an item no view or guide declares: a built-in guide in its view, or (for an
  /// unknown name, which validation normally rejects) a placeholder view.
  private static func builtInGuide(_ item: LayoutItem) -> Node {
    switch item {
    case .safeAreaLayoutGuide(of: let owner):
      return Node(
        id: item.description, kind: .layoutGuide, className: "UILayoutGuide",
        identifier: "safeAreaLayoutGuide", superview: owner)
    case .layoutMarginsGuide(of: let owner):
      return Node(
        id: item.description, kind: .layoutGuide, className: "UILayoutGuide",
        identifier: "layoutMarginsGuide", superview: owner)
    case .view(let id):
      return Node(id: id, className: "unknown view", identifier: id)
    case .guide(let id):
      return Node(id: id, kind: .layoutGuide, className: "unknown guide", identifier: id)
    }
  }
}
