extension LayoutAnchor {
  /// Why this anchor cannot be used in `hierarchy`, or `nil` if it can: the item must exist, the
  /// attribute must be a real one, and guides have no margin, baseline or `minX`/`minY`
  /// attributes.
  public func validationError(in hierarchy: ViewHierarchy) -> LayoutModelError.Kind? {
    guard hierarchy.contains(item) else { return .unknownItem(item.id) }
    if attribute == .notAnAttribute { return .missingAttribute }
    if item.isGuide {
      switch attribute {
      case .firstBaseline, .lastBaseline, .minX, .minY:
        return .attributeNotOnGuide(attribute, guide: item.description)
      default:
        if attribute.isMarginAttribute {
          return .attributeNotOnGuide(attribute, guide: item.description)
        }
      }
    }
    return nil
  }
}

extension LayoutConstraint {
  /// Why UIKit would refuse this constraint in `hierarchy`, or `nil`: unknown items, attributes
  /// it cannot relate, a priority outside 1...1000, or numbers that are not finite or exceed
  /// `LayoutLimits.maxMagnitude`.
  public func validationError(in hierarchy: ViewHierarchy) -> LayoutModelError.Kind? {
    if let error = first.validationError(in: hierarchy) { return error }
    if let second {
      if let error = second.validationError(in: hierarchy) { return error }
      if !LayoutAttribute.canRelate(first.attribute, second.attribute) {
        return .invalidPairing(first.attribute, second.attribute)
      }
      if !LayoutLimits.accepts(multiplier) { return .numberOutOfRange(multiplier, what: "multiplier") }
    }
    if !LayoutLimits.accepts(constant) { return .numberOutOfRange(constant, what: "constant") }
    if !priority.isValid { return .priorityOutOfRange(priority) }
    return nil
  }
}

extension View {
  /// Why this view's own values are unusable, or `nil`: numbers must be finite and within
  /// `LayoutLimits.maxMagnitude`, sizes non-negative, priorities in 1...1000.
  public func validationError() -> LayoutModelError.Kind? {
    var checks: [(Double, String)] = []
    if let frame {
      checks += [(frame.x, "frame x"), (frame.y, "frame y"), (frame.width, "frame width"),
        (frame.height, "frame height")]
    }
    if let width = intrinsicContentSize.width { checks.append((width, "intrinsic width")) }
    if let height = intrinsicContentSize.height { checks.append((height, "intrinsic height")) }
    for (insets, name) in [(layoutMargins, "layout margin"), (safeAreaInsets, "safe-area inset")] {
      checks += [(insets.top, name), (insets.left, name), (insets.bottom, name),
        (insets.right, name)]
    }
    if let firstBaselineOffset { checks.append((firstBaselineOffset, "first baseline offset")) }
    if let lastBaselineOffset { checks.append((lastBaselineOffset, "last baseline offset")) }
    for (value, what) in checks where !LayoutLimits.accepts(value) {
      return .numberOutOfRange(value, what: what)
    }
    let sizes = [frame?.width, frame?.height, intrinsicContentSize.width,
      intrinsicContentSize.height]
    let names = ["frame width", "frame height", "intrinsic width", "intrinsic height"]
    for (size, name) in zip(sizes, names) {
      if let size, size < 0 { return .negativeSize(size, what: name) }
    }
    for priority in [contentHuggingPriority.horizontal, contentHuggingPriority.vertical,
      contentCompressionResistancePriority.horizontal,
      contentCompressionResistancePriority.vertical] where !priority.isValid
    {
      return .priorityOutOfRange(priority)
    }
    return nil
  }

  /// Whether the autoresizing mask needs the superview's frame on `axis`: when the leading
  /// margin or the size is flexible, the fixed parts are measured against the superview's size.
  public func autoresizingNeedsSuperviewFrame(on axis: LayoutAxis) -> Bool {
    let flexible: AutoresizingMask =
      axis == .horizontal ? [.flexibleLeftMargin, .flexibleWidth] : [.flexibleTopMargin,
        .flexibleHeight]
    return !autoresizingMask.isDisjoint(with: flexible)
  }
}

extension LayoutDocument {
  /// Checks everything a parser checks, for documents assembled in code.
  ///
  /// - Throws: `LayoutModelError` located at the offending view, constraint, edit or
  ///   suggestion: any `View.validationError()`, a view translating its autoresizing mask
  ///   without the frames it needs, any `LayoutConstraint.validationError(in:)`, an edit at the
  ///   required priority, or a suggestion without an edit variable.
  public func validate() throws(LayoutModelError) {
    for view in hierarchy.views {
      if let error = view.validationError() { throw LayoutModelError(error, at: view.location) }
      if let error = hierarchy.autoresizingError(for: view) {
        throw LayoutModelError(error, at: view.location)
      }
    }
    for constraint in constraints {
      if let error = constraint.validationError(in: hierarchy) {
        throw LayoutModelError(error, at: constraint.location)
      }
    }
    var edited = Set<LayoutAnchor>()
    for edit in editVariables {
      if let error = edit.anchor.validationError(in: hierarchy) {
        throw LayoutModelError(error, at: edit.location)
      }
      if !edit.priority.isValid {
        throw LayoutModelError(.priorityOutOfRange(edit.priority), at: edit.location)
      }
      if edit.priority.isRequired {
        throw LayoutModelError(.requiredEditVariable(edit.anchor.description), at: edit.location)
      }
      if let value = edit.initialValue, !LayoutLimits.accepts(value) {
        throw LayoutModelError(.numberOutOfRange(value, what: "value"), at: edit.location)
      }
      edited.insert(edit.anchor)
    }
    for suggestion in suggestions {
      if !edited.contains(suggestion.anchor) {
        throw LayoutModelError(
          .suggestionWithoutEditVariable(suggestion.anchor.description), at: suggestion.location)
      }
      if !LayoutLimits.accepts(suggestion.value) {
        throw LayoutModelError(
          .numberOutOfRange(suggestion.value, what: "value"), at: suggestion.location)
      }
    }
  }
}

extension ViewHierarchy {
  /// Why `view`'s autoresizing mask cannot be turned into constraints, or `nil`: a translating
  /// view needs its own frame, and its superview's frame when the mask is flexible on an axis.
  public func autoresizingError(for view: View) -> LayoutModelError.Kind? {
    guard view.translatesAutoresizingMaskIntoConstraints else { return nil }
    guard view.frame != nil else {
      return .autoresizingWithoutFrame(view: view.id, missing: "has no frame")
    }
    guard let superview = view.superview, let parent = self.view(superview) else { return nil }
    if parent.frame == nil,
      view.autoresizingNeedsSuperviewFrame(on: .horizontal)
        || view.autoresizingNeedsSuperviewFrame(on: .vertical)
    {
      return .autoresizingWithoutFrame(
        view: view.id, missing: "its flexible mask needs the frame of superview '\(superview)'")
    }
    return nil
  }
}
