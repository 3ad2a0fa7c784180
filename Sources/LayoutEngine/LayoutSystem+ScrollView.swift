import LayoutModel

extension LayoutSystem {
  /// `constraint` with a scroll view's edge replaced by its content area's edge when the other
  /// item is one of the scroll view's subviews.
  ///
  /// Apple's "Working with Scroll Views" (Auto Layout Guide): "Constraints between the edges
  /// or margins of the scroll view and its content attach to the scroll view's content area.
  /// Constraints between the height, width, or centers attach to the scroll view's frame."
  /// Edges here are `left`, `right`, `top`, `bottom`, `leading` and `trailing`; margins of a
  /// scroll view are still measured on its frame (not modelled: issue 14's note 14 leaves
  /// their relation to the safe area open).
  func attachingScrollContent(_ constraint: LayoutConstraint) -> LayoutConstraint {
    guard !scrollViews.isEmpty, let second = constraint.second else { return constraint }
    var result = constraint
    if let guide = contentArea(of: constraint.first, seenFrom: second) {
      result.first.item = guide
    } else if let guide = contentArea(of: second, seenFrom: constraint.first) {
      result.second?.item = guide
    }
    return result
  }

  /// The content layout guide that `anchor` attaches to when `other` names a subview of the
  /// scroll view `anchor` names by one of its edges, else `nil`.
  private func contentArea(of anchor: LayoutAnchor, seenFrom other: LayoutAnchor) -> LayoutItem? {
    guard case .view(let scroll) = anchor.item, scrollViews.contains(scroll),
      Self.contentEdges.contains(anchor.attribute),
      case .view(let content) = other.item,
      document.hierarchy.view(content)?.superview == scroll
    else { return nil }
    return .guide(LayoutGuide.contentLayoutGuideID(of: scroll))
  }

  private static let contentEdges: Set<LayoutAttribute> = [
    .left, .right, .top, .bottom, .leading, .trailing,
  ]

  /// The ids of the scroll views whose content layout guide the hierarchy holds.
  static func scrollViews(in hierarchy: ViewHierarchy) -> Set<String> {
    var result = Set<String>()
    for view in hierarchy.views where view.isScrollView {
      if hierarchy.guideIndex(of: LayoutGuide.contentLayoutGuideID(of: view.id)) != nil {
        result.insert(view.id)
      }
    }
    return result
  }
}
