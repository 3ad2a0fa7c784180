import LayoutModel

extension LayoutSystem {
  /// `constraint` with a scroll view's edge or margin replaced by its content area's edge
  /// (moved in by the scroll view's layout margin) when the other item is one of the scroll
  /// view's subviews.
  ///
  /// Apple's "Working with Scroll Views" (Auto Layout Guide): "Constraints between the edges
  /// or margins of the scroll view and its content attach to the scroll view's content area.
  /// Constraints between the height, width, or centers attach to the scroll view's frame."
  /// Edges are `left`, `right`, `top`, `bottom`, `leading` and `trailing`; margins their
  /// `...Margin` forms, inset by the scroll view's `layoutMargins` (how those relate to the
  /// safe area under `contentInsetAdjustmentBehavior` is not modelled).
  func attachingScrollContent(_ constraint: LayoutConstraint) -> LayoutConstraint {
    guard !scrollViews.isEmpty, let second = constraint.second else { return constraint }
    var result = constraint
    if let (anchor, inset) = contentArea(of: constraint.first, seenFrom: second) {
      // content.edge + inset == m × second + c
      result.first = anchor
      result.constant -= inset
    } else if let (anchor, inset) = contentArea(of: second, seenFrom: constraint.first) {
      // first == m × (content.edge + inset) + c
      result.second = anchor
      result.constant += constraint.multiplier * inset
    }
    return result
  }

  /// The content layout guide's edge that `anchor` attaches to, and the inset to add to it,
  /// when `other` names a subview of the scroll view `anchor` names by one of its edges or
  /// margins; else `nil`. Insets are measured the way the edge runs (inwards from the leading
  /// edge, so under right-to-left the leading margin is the right one), as constants of
  /// constraints on `leading` and `trailing` are.
  private func contentArea(of anchor: LayoutAnchor, seenFrom other: LayoutAnchor) -> (
    LayoutAnchor, Double
  )? {
    guard case .view(let scroll) = anchor.item, scrollViews.contains(scroll),
      case .view(let content) = other.item,
      let view = document.hierarchy.view(scroll),
      document.hierarchy.view(content)?.superview == scroll
    else { return nil }
    let guide = LayoutItem.guide(LayoutGuide.contentLayoutGuideID(of: scroll))
    let margins = view.layoutMargins
    let rightToLeft = document.direction == .rightToLeft
    let edge: LayoutAttribute
    let inset: Double
    switch anchor.attribute {
    case .left, .right, .top, .bottom, .leading, .trailing: (edge, inset) = (anchor.attribute, 0)
    case .leftMargin: (edge, inset) = (.left, margins.left)
    case .rightMargin: (edge, inset) = (.right, -margins.right)
    case .topMargin: (edge, inset) = (.top, margins.top)
    case .bottomMargin: (edge, inset) = (.bottom, -margins.bottom)
    case .leadingMargin: (edge, inset) = (.leading, rightToLeft ? margins.right : margins.left)
    case .trailingMargin: (edge, inset) = (.trailing, -(rightToLeft ? margins.left : margins.right))
    default: return nil
    }
    return (LayoutAnchor(guide, edge), inset)
  }

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
