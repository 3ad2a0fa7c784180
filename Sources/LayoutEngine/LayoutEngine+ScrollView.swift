import LayoutModel

extension LayoutEngine {
  /// The constraints that tie each scroll view's built-in guides to it, for the scroll views
  /// whose guides the hierarchy holds (`LayoutGuide.scrollViewGuides(for:existing:)`): the
  /// content area starts at the scroll view's origin (content offset 0; its size, the content
  /// size, is left to the app's constraints), and the frame layout guide is the scroll view's
  /// frame. Made by UIKit (origin `otherSystem`), required.
  func scrollViewConstraints() -> [LayoutConstraint] {
    // Each needs a scroll view with a content layout guide, which `system` found once.
    guard !system.scrollViews.isEmpty else { return [] }
    let hierarchy = document.hierarchy
    var result: [LayoutConstraint] = []
    for view in hierarchy.views where view.isScrollView {
      let contentID = LayoutGuide.contentLayoutGuideID(of: view.id)
      let frameID = LayoutGuide.frameLayoutGuideID(of: view.id)
      guard hierarchy.guideIndex(of: contentID) != nil, hierarchy.guideIndex(of: frameID) != nil
      else { continue }
      let provenance = Provenance(location: view.location, origin: .otherSystem)
      func pin(_ guide: String, _ attribute: LayoutAttribute, _ name: String) -> LayoutConstraint {
        LayoutConstraint(
          LayoutAnchor(.guide(guide), attribute), .equal, LayoutAnchor(.view(view.id), attribute),
          identifier: name, provenance: provenance)
      }
      result.append(pin(contentID, .left, "UIScrollView-content-origin"))
      result.append(pin(contentID, .top, "UIScrollView-content-origin"))
      for attribute in [LayoutAttribute.left, .top, .width, .height] {
        result.append(pin(frameID, attribute, "UIScrollView-frame-guide"))
      }
    }
    return result
  }

  /// The solved content size of the scroll view `id` (its content layout guide's size), in
  /// points, or `nil` if `id` is not a scroll view with a content layout guide.
  public func contentSize(ofScrollView id: String) -> (width: Double, height: Double)? {
    guard let variables = frameVariables(of: .guide(LayoutGuide.contentLayoutGuideID(of: id)))
    else { return nil }
    return (solver.value(of: variables.width), solver.value(of: variables.height))
  }

  /// The scroll views whose content size is known, in view order: those with a subview or a
  /// constraint on their content or frame layout guide, whose content size is the content
  /// guide's. A text view's text or a table's cells are not laid out by the app's constraints:
  /// a view that computes its own content size (`View.selfSizingKind`) is here only when the
  /// dump captured its `contentSize` or it holds cells that give it one
  /// (`selfSizingConstraints()`).
  public var scrollViewIDs: [String] {
    // Each is a scroll view with a content layout guide, which `system` found once.
    guard !system.scrollViews.isEmpty else { return [] }
    let hierarchy = document.hierarchy
    let superviews = Set(hierarchy.views.compactMap(\.superview))
    var constrainedGuides: Set<String> = []
    for constraint in document.constraints {
      for item in [constraint.firstItem] + (constraint.secondItem.map { [$0] } ?? []) {
        if case .guide(let id) = item { constrainedGuides.insert(id) }
      }
    }
    let cellHolders = Set(
      hierarchy.views.filter(\.isCellClass).compactMap(\.superview))
    return hierarchy.views.filter { view in
      let content = LayoutGuide.contentLayoutGuideID(of: view.id)
      if let kind = view.selfSizingKind, system.scrollViews.contains(view.id) {
        return view.capture?.scroll != nil || (kind != .text && cellHolders.contains(view.id))
      }
      return system.scrollViews.contains(view.id)
        && (superviews.contains(view.id) || constrainedGuides.contains(content)
          || constrainedGuides.contains(LayoutGuide.frameLayoutGuideID(of: view.id)))
    }.map(\.id)
  }
}
