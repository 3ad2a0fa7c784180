extension LayoutAnchor {
  /// Why this anchor cannot be used in `hierarchy`, or `nil` if it can: the item must exist, the
  /// attribute must be a real one, and guides have no margin, baseline or `minX`/`minY`
  /// attributes.
  public func validationError(in hierarchy: ViewHierarchy) -> LayoutModelError.Kind? {
    guard hierarchy.contains(item) else { return .unknownItem(item.id) }
    if attribute == .notAnAttribute { return .missingAttribute }
    if item.isGuide, !attribute.isAvailableOnGuides {
      return .attributeNotOnGuide(attribute, guide: item.description)
    }
    return nil
  }
}

extension LayoutAttribute {
  /// Whether layout guides have this attribute: edges, centres and sizes do; margins,
  /// baselines and `minX`/`minY` belong to views.
  public var isAvailableOnGuides: Bool {
    switch self {
    case .firstBaseline, .lastBaseline, .notAnAttribute: return false
    case _ where isFrameName: return false
    default: return !isMarginAttribute
    }
  }
}

extension LayoutConstraint {
  /// Why UIKit would refuse this constraint in `hierarchy`, or `nil`: unknown items, attributes
  /// it cannot relate, a priority outside 1...1000, or numbers that are not finite or exceed
  /// `LayoutLimits.maxMagnitude`.
  ///
  /// A compound constraint's anchors are checked one by one (UIKit relates them privately, so
  /// no pairing rule applies), a private anchor's view must exist, and every coefficient must
  /// be a number within the limits.
  public func validationError(in hierarchy: ViewHierarchy) -> LayoutModelError.Kind? {
    if let compound {
      for term in compound.left + compound.right {
        if !LayoutLimits.accepts(term.coefficient) {
          return .numberOutOfRange(term.coefficient, what: "coefficient")
        }
        switch term.operand {
        case .anchor(let anchor):
          if let error = anchor.validationError(in: hierarchy) { return error }
        case .unknown(let unknown):
          if !hierarchy.contains(.view(unknown.view)) { return .unknownItem(unknown.view) }
        }
      }
      if !LayoutLimits.accepts(constant) { return .numberOutOfRange(constant, what: "constant") }
      return priority.isValid ? nil : .priorityOutOfRange(priority)
    }
    if let error = first.validationError(in: hierarchy) { return error }
    if let second {
      if let error = second.validationError(in: hierarchy) { return error }
      if !LayoutAttribute.canRelate(first.attribute, second.attribute) {
        return .invalidPairing(first.attribute, second.attribute)
      }
      if !LayoutLimits.accepts(multiplier) {
        return .numberOutOfRange(multiplier, what: "multiplier")
      }
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
    // Written without temporary arrays: it runs once per view of large listings.
    func number(_ value: Double?, _ what: String) -> LayoutModelError.Kind? {
      guard let value, !LayoutLimits.accepts(value) else { return nil }
      return .numberOutOfRange(value, what: what)
    }
    func size(_ value: Double?, _ what: String) -> LayoutModelError.Kind? {
      guard let value else { return nil }
      if !LayoutLimits.accepts(value) { return .numberOutOfRange(value, what: what) }
      return value < 0 ? .negativeSize(value, what: what) : nil
    }
    func insets(_ insets: EdgeInsets, _ what: String) -> LayoutModelError.Kind? {
      for value in [insets.top, insets.left, insets.bottom, insets.right]
      where !LayoutLimits.accepts(value) {
        return .numberOutOfRange(value, what: what)
      }
      return nil
    }
    func priorities(_ pair: ContentPriorities) -> LayoutModelError.Kind? {
      if !pair.horizontal.isValid { return .priorityOutOfRange(pair.horizontal) }
      if !pair.vertical.isValid { return .priorityOutOfRange(pair.vertical) }
      return nil
    }
    if let error = number(frame?.x, "frame x") { return error }
    if let error = number(frame?.y, "frame y") { return error }
    if let error = size(frame?.width, "frame width") { return error }
    if let error = size(frame?.height, "frame height") { return error }
    if let error = size(intrinsicContentSize.width, "intrinsic width") { return error }
    if let error = size(intrinsicContentSize.height, "intrinsic height") { return error }
    if let error = insets(layoutMargins, "layout margin") { return error }
    if let error = insets(safeAreaInsets, "safe-area inset") { return error }
    if let error = number(firstBaselineOffset, "first baseline offset") { return error }
    if let error = number(lastBaselineOffset, "last baseline offset") { return error }
    if let error = priorities(contentHuggingPriority) { return error }
    return priorities(contentCompressionResistancePriority)
  }

  /// Whether the autoresizing mask needs the superview's frame on `axis`: when the leading
  /// margin or the size is flexible, the fixed parts are measured against the superview's size.
  public func autoresizingNeedsSuperviewFrame(on axis: LayoutAxis) -> Bool {
    let flexible: AutoresizingMask =
      axis == .horizontal
      ? [.flexibleLeftMargin, .flexibleWidth]
      : [
        .flexibleTopMargin,
        .flexibleHeight,
      ]
    return !autoresizingMask.isDisjoint(with: flexible)
  }
}

extension LayoutDocument {
  /// Checks everything a parser checks, for documents assembled in code.
  ///
  /// - Throws: `LayoutModelError` located at the offending view, constraint, edit or
  ///   suggestion: any `View.validationError()`, a view translating its autoresizing mask
  ///   without the frames it needs, any `LayoutConstraint.validationError(in:)`, a private
  ///   anchor missing from `unknowns` (`unknownItem`), an edit at the required priority, or a suggestion without an edit variable.
  public func validate() throws(LayoutModelError) {
    for view in hierarchy.views {
      if let error = view.validationError() { throw LayoutModelError(error, at: view.location) }
      if let error = hierarchy.autoresizingError(for: view) {
        throw LayoutModelError(error, at: view.location)
      }
      if let error = hierarchy.stackError(for: view) {
        throw LayoutModelError(error, at: view.location)
      }
    }
    for constraint in constraints {
      if let error = constraint.validationError(in: hierarchy) {
        throw LayoutModelError(error, at: constraint.location)
      }
      // A private anchor is a quantity the document lists among its unknowns.
      if let unlisted = constraint.compound?.unknowns.first(where: { !unknowns.contains($0) }) {
        throw LayoutModelError(.unknownItem(unlisted.description), at: constraint.location)
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
