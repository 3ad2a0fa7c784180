import LayoutModel

/// A layout document written as linear constraints over typed variables: the one place where
/// Auto Layout constraints become linear algebra.
///
/// Attributes map onto frame variables as in Apple's Auto Layout Guide ("Anatomy of a
/// Constraint"): `left` = minX, `right` = minX + width, `centerX` = minX + width/2 (likewise
/// vertically). Frame names (`minX`, `maxX`, `midX`, ...) are measured from the superview's
/// origin. Margin attributes are the plain edge moved in by the view's layout margin, and a
/// view's `layoutMarginsGuide` and `safeAreaLayoutGuide` are its frame inset by its margins or
/// safe-area insets; a margin the document lists among its `unknowns` is a variable (never
/// negative) instead of a number. Baselines are the top edge plus the first-baseline offset and
/// the bottom edge minus the last-baseline offset, each a variable when unknown.
///
/// Under right-to-left, a constraint that names `leading`/`trailing` (or their margin variants)
/// is read in mirrored x coordinates, as UIKit does: `leading` is the right edge and offsets run
/// leftwards, so with a second item the constant is negated and an inequality turned round
/// (`a.leading == b.leading + 16` puts `a`'s right edge 16 points left of `b`'s). Without a
/// second item only the edge is swapped. An edge of a scroll view seen from one of its subviews
/// is the edge of its content area (`attachingScrollContent(_:)`).
public struct LayoutSystem: Sendable {
  /// The layout.
  public let document: LayoutDocument
  let unknownIndices: [LayoutUnknown: Int]
  /// The scroll views whose content layout guide the hierarchy holds.
  let scrollViews: Set<String>

  /// Prepares the translation of `document` (which should be valid; see
  /// `LayoutDocument.validate()`).
  public init(document: LayoutDocument) {
    self.document = document
    var indices: [LayoutUnknown: Int] = [:]
    for (index, unknown) in document.unknowns.enumerated() where unknown.isQuantity {
      indices[unknown] = index
    }
    unknownIndices = indices
    scrollViews = Self.scrollViews(in: document.hierarchy)
  }

  /// One term of a form over layout variables.
  public typealias Term = LinearForm<LayoutVariable>.Term

  /// The linear form of `constraint`: `first − multiplier × second (relation) constant`, or
  /// `Σ left − Σ right (relation) constant` for a compound one (see `form(of:compound:)`).
  ///
  /// - Throws: `LayoutEngineError.invalidDocument` if an item does not exist or an attribute
  ///   has no frame meaning (`notAnAttribute`).
  /// - Complexity: O(1): at most a dozen terms.
  public func form(of constraint: LayoutConstraint) throws(LayoutEngineError)
    -> LinearForm<LayoutVariable>
  {
    if let compound = constraint.compound { return try form(of: constraint, compound: compound) }
    // Without scroll views nothing is attached: the constraint is read where it is, not copied.
    return scrollViews.isEmpty
      ? try simpleForm(of: constraint) : try simpleForm(of: attachingScrollContent(constraint))
  }

  /// The form of a constraint that is not compound, its scroll-content edges already attached.
  private func simpleForm(of constraint: LayoutConstraint) throws(LayoutEngineError)
    -> LinearForm<LayoutVariable>
  {
    var relation = constraint.relation
    var constant = constraint.constant
    if negatesConstant(of: constraint) {
      constant = -constant
      relation = relation.reversed
    }
    var terms: [Term] = []
    // Two anchors give at most a dozen terms; reserved once rather than grown.
    terms.reserveCapacity(12)
    var offset = 0.0
    try add(constraint.first, scale: 1, into: &terms, offset: &offset, at: constraint.location)
    if let second = constraint.second {
      try add(
        second, scale: -constraint.multiplier, into: &terms, offset: &offset,
        at: constraint.location)
      if let term = ancestorTerm(constraint.first, second, constraint.multiplier) {
        terms.append(term)
      }
    }
    return LinearForm(terms: terms, relation: relation, rhs: constant - offset)
  }

  /// The term that reads a position constraint with a multiplier other than 1 in the
  /// coordinates of the nearest common ancestor of its items, as UIKit reads it: `first =
  /// m × second + c` holds between positions measured from that view's origin (a superview's
  /// `centerX` is half its width, not its position in the root plus that), so over root
  /// positions it is `first − m × second + (m − 1) × ancestor.min = c`, right-to-left too
  /// (where the constant runs leftwards, not the origin). `nil` for a multiplier of 1 (the
  /// origin cancels), sizes, and items without a common ancestor.
  /// realib 13: `container.centerX == 1.6 × button.centerX` puts the button at x 34.5 in its
  /// 222.5-pt container, where root positions put it at −132.
  func ancestorTerm(_ first: LayoutAnchor, _ second: LayoutAnchor, _ multiplier: Double)
    -> Term?
  {
    guard multiplier != 1, !first.attribute.isSize, !second.attribute.isSize,
      let axis = first.attribute.axis,
      let ancestor = nearestCommonAncestor(first.item, second.item)
    else { return nil }
    return Term(
      variable: .view(ancestor, axis == .horizontal ? .minX : .minY),
      coefficient: multiplier - 1)
  }

  /// The index of the nearest view that holds both items (a guide is held by its owning
  /// view, a view by itself), or `nil`.
  func nearestCommonAncestor(_ a: LayoutItem, _ b: LayoutItem) -> Int? {
    let hierarchy = document.hierarchy
    func ancestors(_ item: LayoutItem) -> [Int] {
      var current: Int?
      switch item {
      case .view(let id), .safeAreaLayoutGuide(of: let id), .layoutMarginsGuide(of: let id):
        current = hierarchy.viewIndex(of: id)
      case .guide(let id):
        current = hierarchy.guideIndex(of: id).flatMap {
          hierarchy.viewIndex(of: hierarchy.guides[$0].owningView)
        }
      }
      var result: [Int] = []
      // Bounded by the number of views: a hierarchy is a forest, but the walk never trusts it.
      while let index = current, result.count < hierarchy.views.count {
        result.append(index)
        current = hierarchy.superviewIndices[index]
      }
      return result
    }
    let held = Set(ancestors(a))
    return ancestors(b).first(where: held.contains)
  }

  /// Whether the form of `constraint` holds its constant negated: under right-to-left, when it
  /// relates two or more anchors of which one is directional (`leading`, `trailing` or a margin
  /// of them), offsets run leftwards (see the type's discussion); a constraint on one anchor
  /// only has its edge swapped. Its form's `rhs` is then `-constant` less the anchors' offsets
  /// (margins, baselines, scroll-content insets), else `constant` less them.
  /// - Complexity: O(1) for a simple constraint, O(terms) for a compound one.
  public func negatesConstant(of constraint: LayoutConstraint) -> Bool {
    Self.negatesConstant(of: constraint, in: document.direction)
  }

  /// `negatesConstant(of:)` for a document laid out in `direction`.
  public static func negatesConstant(
    of constraint: LayoutConstraint, in direction: LayoutDirection
  ) -> Bool {
    guard direction == .rightToLeft else { return false }
    if let compound = constraint.compound {
      let terms = compound.terms
      return terms.count > 1
        && terms.contains { $0.operand.anchor?.attribute.isDirectional == true }
    }
    return constraint.second != nil
      && (constraint.first.attribute.isDirectional
        || constraint.second?.attribute.isDirectional == true)
  }

  /// The value of `anchor` as terms plus a constant, with `leading` and `trailing` taken as the
  /// edges they are under the document's direction.
  ///
  /// - Throws: `LayoutEngineError.invalidDocument` if the item does not exist.
  public func expression(of anchor: LayoutAnchor) throws(LayoutEngineError) -> (
    terms: [Term], constant: Double
  ) {
    var terms: [Term] = []
    var constant = 0.0
    try add(anchor, scale: 1, into: &terms, offset: &constant, at: nil)
    return (LinearForm(terms: terms, relation: .equal, rhs: 0).terms, constant)
  }

  /// The forms UIKit's defaults add for the unknowns that have one (`layoutMargins.left == 8`),
  /// with the index of each unknown in `document.unknowns`; only unknowns that `used` holds.
  public func assumptions(among used: Set<LayoutVariable>) -> [(
    unknown: Int, form: LinearForm<LayoutVariable>
  )] {
    document.unknowns.indices.compactMap { index in
      guard let value = document.unknowns[index].defaultValue,
        used.contains(.unknown(index))
      else { return nil }
      return (index, LinearForm(coefficients: [.unknown(index): 1], relation: .equal, rhs: value))
    }
  }

  /// Whether the variable is kept non-negative: widths, heights and layout margins.
  public func isNonNegative(_ variable: LayoutVariable) -> Bool {
    if case .unknown(let index) = variable {
      return document.unknowns.indices.contains(index) && document.unknowns[index].isNonNegative
    }
    return variable.isNonNegative
  }

  /// The axis a variable lies on.
  public func axis(of variable: LayoutVariable) -> LayoutAxis? {
    if case .unknown(let index) = variable {
      return document.unknowns.indices.contains(index) ? document.unknowns[index].axis : nil
    }
    return variable.component?.axis
  }

  /// A readable name for debug output and JSON: `title.minX`, `root.layoutMargins.left`.
  public func name(of variable: LayoutVariable) -> String {
    let hierarchy = document.hierarchy
    switch variable {
    case .view(let index, let component):
      let id = hierarchy.views.indices.contains(index) ? hierarchy.views[index].id : "?"
      return "\(id).\(Self.componentName(component))"
    case .guide(let index, let component):
      let id = hierarchy.guides.indices.contains(index) ? hierarchy.guides[index].id : "?"
      return "\(id).\(Self.componentName(component))"
    case .unknown(let index):
      return document.unknowns.indices.contains(index)
        ? document.unknowns[index].description : "?"
    }
  }

  static func componentName(_ component: FrameComponent) -> String {
    switch component {
    case .minX: return "minX"
    case .minY: return "minY"
    case .width: return "width"
    case .height: return "height"
    }
  }

  // MARK: Attributes

  func add(
    _ anchor: LayoutAnchor, scale: Double, into terms: inout [Term], offset: inout Double,
    at location: SourceLocation?
  ) throws(LayoutEngineError) {
    let attribute = anchor.attribute.resolved(for: document.direction)
    let hierarchy = document.hierarchy
    func term(_ variable: LayoutVariable, _ factor: Double) {
      terms.append(Term(variable: variable, coefficient: scale * factor))
    }
    switch anchor.item {
    case .guide(let id):
      guard let index = hierarchy.guideIndex(of: id) else { throw unknown(id, location) }
      guard edge(attribute, of: { .guide(index, $0) }, term) else {
        throw notAnAttribute(anchor, location)
      }
    case .view(let id):
      guard let index = hierarchy.viewIndex(of: id) else { throw unknown(id, location) }
      let frame: (FrameComponent) -> LayoutVariable = { .view(index, $0) }
      if let edge = attribute.frameNameEdge {
        _ = self.edge(edge, of: frame, term)
        if let parent = hierarchy.superviewIndices[index] {
          term(.view(parent, edge.axis == .horizontal ? .minX : .minY), -1)
        }
      } else if let plain = Self.withoutMargins(attribute) {
        _ = self.edge(plain, of: frame, term)
        insetTerms(attribute, view: index, margins: true, term: term, offset: &offset, scale: scale)
      } else if attribute == .firstBaseline || attribute == .lastBaseline {
        baseline(attribute, view: index, term: term, offset: &offset, scale: scale)
      } else if !edge(attribute, of: frame, term) {
        throw notAnAttribute(anchor, location)
      }
    case .safeAreaLayoutGuide(of: let id), .layoutMarginsGuide(of: let id):
      guard let index = hierarchy.viewIndex(of: id) else { throw unknown(id, location) }
      guard edge(attribute, of: { .view(index, $0) }, term) else {
        throw notAnAttribute(anchor, location)
      }
      var isSafeArea = false
      if case .safeAreaLayoutGuide = anchor.item { isSafeArea = true }
      insetTerms(
        Self.marginForm(of: attribute), view: index, margins: !isSafeArea, term: term,
        offset: &offset, scale: scale)
    }
  }

  /// Edges, centres and sizes of a frame; `false` for any other attribute.
  private func edge(
    _ attribute: LayoutAttribute, of frame: (FrameComponent) -> LayoutVariable,
    _ term: (LayoutVariable, Double) -> Void
  ) -> Bool {
    switch attribute {
    case .left, .leading: term(frame(.minX), 1)
    case .right, .trailing:
      term(frame(.minX), 1)
      term(frame(.width), 1)
    case .centerX:
      term(frame(.minX), 1)
      term(frame(.width), 0.5)
    case .top: term(frame(.minY), 1)
    case .bottom:
      term(frame(.minY), 1)
      term(frame(.height), 1)
    case .centerY:
      term(frame(.minY), 1)
      term(frame(.height), 0.5)
    case .width: term(frame(.width), 1)
    case .height: term(frame(.height), 1)
    default: return false
    }
    return true
  }

  /// The inset a margin attribute (or a built-in guide's edge, written as its margin
  /// attribute) moves the plain edge by: in from the left and top, out from the right and
  /// bottom, half the difference for the centres; sizes lose both insets.
  private func insetTerms(
    _ attribute: LayoutAttribute, view index: Int, margins: Bool,
    term: (LayoutVariable, Double) -> Void, offset: inout Double, scale: Double
  ) {
    let view = document.hierarchy.views[index]
    let insets = margins ? view.layoutMargins : view.safeAreaInsets
    func inset(_ edge: LayoutUnknown.Edge, _ factor: Double) {
      if margins, let unknown = unknownIndices[.layoutMargin(view: view.id, edge: edge)] {
        term(.unknown(unknown), factor)
        return
      }
      offset += scale * factor * insets[edge]
    }
    switch attribute {
    case .leftMargin: inset(.left, 1)
    case .rightMargin: inset(.right, -1)
    case .topMargin: inset(.top, 1)
    case .bottomMargin: inset(.bottom, -1)
    case .centerXWithinMargins:
      inset(.left, 0.5)
      inset(.right, -0.5)
    case .centerYWithinMargins:
      inset(.top, 0.5)
      inset(.bottom, -0.5)
    case .width:
      inset(.left, -1)
      inset(.right, -1)
    case .height:
      inset(.top, -1)
      inset(.bottom, -1)
    default: break
    }
  }

  /// The first baseline at its offset below the top (at the bottom edge when the view has no
  /// offset), the last baseline at its offset above the bottom.
  private func baseline(
    _ attribute: LayoutAttribute, view index: Int, term: (LayoutVariable, Double) -> Void,
    offset: inout Double, scale: Double
  ) {
    let view = document.hierarchy.views[index]
    term(.view(index, .minY), 1)
    if attribute == .firstBaseline {
      if let unknown = unknownIndices[.firstBaselineOffset(view: view.id)] {
        term(.unknown(unknown), 1)
      } else if let value = view.firstBaselineOffset {
        offset += scale * value
      } else {
        term(.view(index, .height), 1)
      }
    } else {
      term(.view(index, .height), 1)
      if let unknown = unknownIndices[.lastBaselineOffset(view: view.id)] {
        term(.unknown(unknown), -1)
      } else {
        offset -= scale * (view.lastBaselineOffset ?? 0)
      }
    }
  }

  /// The plain attribute a margin attribute is measured on, or `nil` for a plain attribute.
  static func withoutMargins(_ attribute: LayoutAttribute) -> LayoutAttribute? {
    switch attribute {
    case .leftMargin: return .left
    case .rightMargin: return .right
    case .topMargin: return .top
    case .bottomMargin: return .bottom
    case .leadingMargin: return .leading
    case .trailingMargin: return .trailing
    case .centerXWithinMargins: return .centerX
    case .centerYWithinMargins: return .centerY
    default: return nil
    }
  }

  /// A built-in guide's edge written as the margin attribute that moves it (sizes as is).
  static func marginForm(of attribute: LayoutAttribute) -> LayoutAttribute {
    switch attribute {
    case .left, .leading: return .leftMargin
    case .right, .trailing: return .rightMargin
    case .top: return .topMargin
    case .bottom: return .bottomMargin
    case .centerX: return .centerXWithinMargins
    case .centerY: return .centerYWithinMargins
    default: return attribute
    }
  }

  private func unknown(_ id: String, _ location: SourceLocation?) -> LayoutEngineError {
    .invalidDocument(LayoutModelError(.unknownItem(id), at: location))
  }

  private func notAnAttribute(_ anchor: LayoutAnchor, _ location: SourceLocation?)
    -> LayoutEngineError
  {
    .invalidDocument(LayoutModelError(.missingAttribute, at: location))
  }
}
