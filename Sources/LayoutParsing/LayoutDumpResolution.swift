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
  ///   that is not a view), `.attributeNotOnGuide` for margin, baseline or `minX`/`minY`
  ///   attributes of a guide.
  func resolved(id: String, base: LayoutItem?) throws(LayoutResolutionFailure) -> LayoutAnchor {
    let item: LayoutItem
    switch guide {
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

extension ViewHierarchy {
  /// Builds and checks the hierarchy of a listing or dump, reporting an unknown superview at
  /// its `in=`/`superview` value and other problems at the view or guide.
  static func checked(
    views: [View], guides: [LayoutGuide], superviewLocations: [SourceLocation?], file: String
  ) throws(LayoutDumpError) -> ViewHierarchy {
    let hierarchy: ViewHierarchy
    do {
      hierarchy = try ViewHierarchy(views: views, guides: guides)
    } catch {
      var location = error.location
      if case .unknownSuperview(_, let view) = error.kind,
        let index = views.firstIndex(where: { $0.id == view })
      {
        location = superviewLocations[index] ?? location
      }
      throw LayoutDumpError(.model(error.kind), at: location ?? SourceLocation(file: file))
    }
    if let (index, kind) = hierarchy.firstViewProblem() {
      throw LayoutDumpError(.model(kind), at: views[index].location ?? SourceLocation(file: file))
    }
    return hierarchy
  }

  /// The first view whose autoresizing mask lacks the frames it needs, and why. (Both readers
  /// check every number as they read it, so `View.validationError()` has nothing to add.)
  func firstViewProblem() -> (index: Int, kind: LayoutModelError.Kind)? {
    for index in views.indices where views[index].translatesAutoresizingMaskIntoConstraints {
      if let kind = autoresizingError(for: views[index]) { return (index, kind) }
    }
    return nil
  }
}
