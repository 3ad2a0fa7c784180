import LayoutModel

/// A model rule broken while looking up ids, before the location is known.
struct LayoutResolutionFailure: Error {
  var kind: LayoutModelError.Kind
}

extension RawAnchor {
  /// The anchor, given the item its id names (`base`, `nil` if none): the view or app guide
  /// itself, or the view's built-in guide.
  ///
  /// - Throws: `.unknownItem` for an id that names nothing (or a built-in guide of something
  ///   that is not a view), `.notAScrollView` for a content or frame layout guide of a view
  ///   that is not a scroll view, `.attributeNotOnGuide` for margin, baseline or
  ///   `minX`/`minY` attributes of a guide.
  func resolved(
    id: String, base: LayoutItem?, in hierarchy: ViewHierarchy
  ) throws(LayoutResolutionFailure) -> LayoutAnchor {
    let item: LayoutItem
    switch guide {
    case .content?, .frame?:
      item = try scrollViewGuide(id: id, base: base, in: hierarchy)
    case .safeArea?, .layoutMargins?:
      guard case .view? = base else { throw LayoutResolutionFailure(kind: .unknownItem(id)) }
      item = guide == .safeArea ? .safeAreaLayoutGuide(of: id) : .layoutMarginsGuide(of: id)
    case nil:
      guard let base else { throw LayoutResolutionFailure(kind: .unknownItem(id)) }
      item = base
    }
    if item.isGuide, !attribute.isAvailableOnGuides {
      throw LayoutResolutionFailure(
        kind: .attributeNotOnGuide(attribute, guide: item.description))
    }
    return LayoutAnchor(item, attribute)
  }
}

extension RawAnchor {
  /// The scroll view's `contentLayoutGuide` or `frameLayoutGuide`, which the hierarchy holds
  /// as guides (`LayoutGuide.scrollViewGuides(for:existing:)`).
  private func scrollViewGuide(
    id: String, base: LayoutItem?, in hierarchy: ViewHierarchy
  ) throws(LayoutResolutionFailure) -> LayoutItem {
    guard case .view? = base else { throw LayoutResolutionFailure(kind: .unknownItem(id)) }
    let isContent = guide == .content
    let guideID =
      isContent ? LayoutGuide.contentLayoutGuideID(of: id) : LayoutGuide.frameLayoutGuideID(of: id)
    guard hierarchy.guideIndex(of: guideID) != nil else {
      throw LayoutResolutionFailure(
        kind: .notAScrollView(id, guide: isContent ? "contentLayoutGuide" : "frameLayoutGuide"))
    }
    return .guide(guideID)
  }
}

extension ViewHierarchy {
  /// Builds and checks the hierarchy of a listing or dump, reporting an unknown superview at
  /// its `in=`/`superview` value and other problems at the view or guide. Scroll views get
  /// their content and frame layout guides here.
  static func checked(
    views: [View], guides: [LayoutGuide], superviewLocations: [SourceLocation?], file: String
  ) throws(LayoutFileError) -> ViewHierarchy {
    let hierarchy: ViewHierarchy
    do {
      hierarchy = try ViewHierarchy(
        views: views, guides: guides + LayoutGuide.scrollViewGuides(for: views, existing: guides))
    } catch {
      var location = error.location
      if case .unknownSuperview(_, let view) = error.kind,
        let index = views.firstIndex(where: { $0.id == view })
      {
        location = superviewLocations[index] ?? location
      }
      throw LayoutFileError(.model(error.kind), at: location ?? SourceLocation(file: file))
    }
    if let (index, kind) = hierarchy.firstViewProblem() {
      throw LayoutFileError(.model(kind), at: views[index].location ?? SourceLocation(file: file))
    }
    return hierarchy
  }

  /// The first view whose autoresizing mask lacks the frames it needs, or whose stack
  /// arrangement names a view that is not its subview, and why. (Both readers
  /// check every number as they read it, so `View.validationError()` has nothing to add.)
  func firstViewProblem() -> (index: Int, kind: LayoutModelError.Kind)? {
    for index in views.indices where views[index].translatesAutoresizingMaskIntoConstraints {
      if let kind = autoresizingError(for: views[index]) { return (index, kind) }
    }
    for index in views.indices where views[index].stack != nil {
      if let kind = stackError(for: views[index]) { return (index, kind) }
    }
    return nil
  }
}
