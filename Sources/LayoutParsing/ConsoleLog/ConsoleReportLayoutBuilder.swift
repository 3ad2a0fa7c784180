import LayoutModel

/// Builds a `ConsoleReportLayout` from a report's descriptions: keys, views, the partial
/// hierarchy, unknowns and constraints, in that order.
struct ConsoleReportLayoutBuilder {
  let descriptions: [ConstraintDescription]
  let file: String
  var lines: [Int] = []
  var duplicates: [Bool] = []

  /// The class token of each address: the first one printed for it (`UIView`), else a name.
  private var tokens: [String: String] = [:]
  /// Every mention of an address merged (class, text, name).
  private var merged: [String: ConstraintDescriptionItem] = [:]
  /// Owner key → the key of its bound margins guide.
  private var marginGuides: [String: String] = [:]

  init(descriptions: [ConstraintDescription], file: String) {
    self.descriptions = descriptions
    self.file = file
    for description in descriptions {
      for item in Self.items(of: description) {
        guard let address = item.address else { continue }
        if let token = item.className, !item.isSuperview {
          if tokens[address] == nil || merged[address]?.className == nil
            || merged[address]?.isSuperview == true
          {
            tokens[address] = token
          }
        } else if tokens[address] == nil, let token = item.className ?? item.name {
          tokens[address] = token
        }
        merged[address] = Self.merge(merged[address], item)
      }
    }
    for description in descriptions {
      guard let identifier = description.identifier, identifier.hasPrefix("UIView-"),
        identifier.hasSuffix("Margin-guide-constraint"), let owner = description.superview
      else { continue }
      for item in description.equation.items where item.text == "UIViewLayoutMarginsGuide" {
        marginGuides[key(of: owner)] = key(of: item)
      }
    }
  }

  /// The items a description names: its equation's, then those `names:` binds, except the
  /// bindings of anchors (`NSGridView:0x1.row-boundary:0x6000aa0011`), whose addresses are the
  /// anchors' own (see `ConstraintDescriptionParser.bindingAnchors`), not views.
  static func items(of description: ConstraintDescription) -> [ConstraintDescriptionItem] {
    let equation = description.equation
    let anchors = Set(equation.terms.map { "\($0.item).\($0.attribute.printedName)" })
    return equation.items + description.names.filter { !anchors.contains($0.name) }.map(\.item)
  }

  static func merge(_ old: ConstraintDescriptionItem?, _ new: ConstraintDescriptionItem)
    -> ConstraintDescriptionItem
  {
    guard var result = old else { return new }
    if result.className == nil || (result.isSuperview && !new.isSuperview && new.className != nil) {
      result.className = new.className ?? result.className
    }
    result.text = result.text ?? new.text
    result.name = result.name ?? new.name
    result.isSuperview = result.isSuperview && new.isSuperview
    return result
  }

  /// The key of an item with an address or a name; an unbound `|` has none (`nil`).
  func key(of item: ConstraintDescriptionItem) -> String {
    if let address = item.address {
      return "\(tokens[address] ?? item.className ?? item.name ?? "?"):\(address)"
    }
    return item.name ?? item.className ?? "?"
  }

  func isUnboundSuperview(_ item: ConstraintDescriptionItem) -> Bool {
    item.isSuperview && item.address == nil
  }

  // MARK: Building

  func layout(direction: LayoutDirection) -> ConsoleReportLayout {
    // Views, in key order; the items behind bound margins guides are guides, not views.
    let guideOwners = Dictionary(
      marginGuides.map { ($0.value, $0.key) }, uniquingKeysWith: { first, _ in first })
    var items = self.items(guideOwners: guideOwners)
    var superviews = partialHierarchy(itemCount: items.count, guideOwners: guideOwners)
    // Placeholders for superviews the report needs but never names.
    var unknowns: [LayoutUnknown] = []
    var displayNames: [LayoutItem: String] = [:]
    func needsSuperview(_ child: String) {
      guard superviews[child] == nil, guideOwners[child] == nil else { return }
      let placeholder = "superview(\(child))"
      items[placeholder] = ConstraintDescriptionItem(name: placeholder)
      superviews[child] = placeholder
      unknowns.append(.superview(of: child, placeholder: placeholder))
    }
    for description in descriptions {
      let equation = description.equation
      for (item, other) in [(equation.firstItem, equation.secondItem)]
        + (equation.secondItem.map { [($0, Optional(equation.firstItem))] } ?? [])
      {
        if isUnboundSuperview(item), let other, !isUnboundSuperview(other) {
          needsSuperview(key(of: other))
        }
      }
      let operands =
        equation.compoundTerms?.map { ($0.item, $0.attribute) }
        ?? [(equation.firstItem, equation.firstAttribute)]
        + (equation.secondItem.map { [($0, equation.secondAttribute ?? equation.firstAttribute)] }
          ?? [])
      for (item, attribute) in operands
      where attribute.isFrameName && !isUnboundSuperview(item) && description.superview == nil {
        needsSuperview(key(of: item))
      }
    }
    unknowns = Array(Set(unknowns + termUnknowns(guideOwners: guideOwners))).sorted()
    for unknown in unknowns {
      if case .superview(of: let child, let placeholder) = unknown {
        displayNames[.view(placeholder)] = "the superview of \(name(child, items: items))"
      }
    }
    for (guide, owner) in guideOwners {
      displayNames[.layoutMarginsGuide(of: owner)] = name(guide, items: items)
    }
    var appDefined = Set<String>()
    var views: [View] = []
    for itemKey in items.keys.sorted() where guideOwners[itemKey] == nil {
      let item = items[itemKey] ?? ConstraintDescriptionItem(name: itemKey)
      if item.isAppDefined, !itemKey.hasPrefix("superview(") { appDefined.insert(itemKey) }
      views.append(
        View(
          id: itemKey, className: item.className ?? "UIView", superview: superviews[itemKey],
          layoutMargins: .zero, text: item.text))
    }
    let hierarchy = (try? ViewHierarchy(views: views)) ?? ViewHierarchy()
    var document = LayoutDocument(
      source: file, direction: direction, hierarchy: hierarchy, unknowns: unknowns)
    document.isPartial = true
    let (documentIndices, reportIndices, exclusions) = addConstraints(
      to: &document, guideOwners: guideOwners)
    return ConsoleReportLayout(
      document: document, documentIndices: documentIndices, reportIndices: reportIndices,
      exclusions: exclusions, appDefinedViews: appDefined, displayNames: displayNames,
      marginGuides: marginGuides, tokens: tokens)
  }

  /// The report's items by key, a bound superview once whatever its entries print, and the
  /// owner of each layout-margins guide.
  func items(guideOwners: [String: String]) -> [String: ConstraintDescriptionItem] {
    var items: [String: ConstraintDescriptionItem] = [:]
    for description in descriptions {
      for item in Self.items(of: description)
      where !isUnboundSuperview(item) {
        let itemKey = key(of: item)
        items[itemKey] = item.address.flatMap { merged[$0] } ?? items[itemKey] ?? item
      }
    }
    for owner in guideOwners.values where items[owner] == nil {
      items[owner] = ConstraintDescriptionItem(name: owner)
    }
    return items
  }

  /// The partial hierarchy, each item's superview by key: `'|'` of a description's `names:` is
  /// the superview of its other items, unless that would make a cycle or the item is a
  /// layout-margins guide (`itemCount`, the number of items, bounds the walk up).
  func partialHierarchy(itemCount: Int, guideOwners: [String: String]) -> [String: String] {
    var superviews: [String: String] = [:]
    func claim(_ child: String, _ parent: String) {
      guard child != parent, superviews[child] == nil, guideOwners[child] == nil,
        guideOwners[parent] == nil
      else { return }
      var ancestor: String? = parent
      var steps = 0
      while let current = ancestor, steps <= itemCount + 1 {
        if current == child { return }
        ancestor = superviews[current]
        steps += 1
      }
      superviews[child] = parent
    }
    for description in descriptions {
      guard let superview = description.superview else { continue }
      let parent = key(of: superview)
      for item in description.equation.items where !item.isSuperview {
        claim(key(of: item), parent)
      }
    }
    return superviews
  }

  /// The unknown margins and baselines of the views whose constraints use them, and the
  /// private anchors and content sizes the constraints name (repeats included).
  func termUnknowns(guideOwners: [String: String]) -> [LayoutUnknown] {
    var unknowns: [LayoutUnknown] = []
    for description in descriptions {
      for term in description.equation.terms where !isUnboundSuperview(term.item) {
        let itemKey = key(of: term.item)
        let layoutAttribute = term.attribute.layoutAttribute
        if let unknown = Self.privateAnchor(term.attribute, of: itemKey) {
          unknowns.append(unknown)
        } else if layoutAttribute.isMarginAttribute {
          for edge in LayoutUnknown.Edge.allCases {
            unknowns.append(.layoutMargin(view: itemKey, edge: edge))
          }
        } else if let owner = guideOwners[itemKey] {
          for edge in LayoutUnknown.Edge.allCases {
            unknowns.append(.layoutMargin(view: owner, edge: edge))
          }
        } else if layoutAttribute == .firstBaseline {
          unknowns.append(.firstBaselineOffset(view: itemKey))
        } else if layoutAttribute == .lastBaseline {
          unknowns.append(.lastBaselineOffset(view: itemKey))
        }
      }
    }
    return unknowns
  }

  /// Adds the constraint of each description `document`'s hierarchy accepts.
  /// - Returns: each description's index in the document's constraints (`nil` when left
  ///   out), each document constraint's description index, and why each left-out one was.
  func addConstraints(to document: inout LayoutDocument, guideOwners: [String: String])
    -> (documentIndices: [Int?], reportIndices: [Int], exclusions: [Int: String])
  {
    var documentIndices: [Int?] = []
    var reportIndices: [Int] = []
    var exclusions: [Int: String] = [:]
    for (index, description) in descriptions.enumerated() {
      let result = constraint(description, index: index, guideOwners: guideOwners)
      switch result {
      case .success(let constraint):
        if let error = constraint.validationError(in: document.hierarchy) {
          exclusions[index] = Self.reason(error)
          documentIndices.append(nil)
        } else {
          documentIndices.append(document.constraints.count)
          reportIndices.append(index)
          document.constraints.append(constraint)
        }
      case .failure(let reason):
        exclusions[index] = reason.text
        documentIndices.append(nil)
      }
    }
    return (documentIndices, reportIndices, exclusions)
  }

  /// An item's printed name: its key with the text the report showed.
  func name(_ itemKey: String, items: [String: ConstraintDescriptionItem]) -> String {
    guard itemKey.contains(":0x") || itemKey.contains(":0X"), let text = items[itemKey]?.text
    else { return itemKey }
    return itemKey + "'\(text)'"
  }

  struct Exclusion: Error {
    var text: String
  }

  /// The constraint of one description.
  func constraint(
    _ description: ConstraintDescription, index: Int, guideOwners: [String: String]
  ) -> Result<LayoutConstraint, Exclusion> {
    if duplicates.indices.contains(index), duplicates[index] {
      return .failure(Exclusion(text: "repeats an earlier entry of the list"))
    }
    let equation = description.equation
    guard LayoutLimits.accepts(equation.constant), LayoutLimits.accepts(equation.multiplier),
      equation.terms.allSatisfy({ LayoutLimits.accepts($0.coefficient) })
    else {
      return .failure(
        Exclusion(text: "the constant or multiplier is not a finite number within 1e9"))
    }
    let line = lines.indices.contains(index) ? lines[index] : nil
    let mask = description.autoresizingMask.flatMap {
      AutoresizingMask(notation: $0.description)
    }
    let provenance = Provenance(
      location: SourceLocation(file: file, line: line), origin: description.origin,
      autoresizingMask: mask)
    // A sum of terms, or a private anchor (NSGridView's `row-boundary`): a compound constraint.
    let isCompound =
      equation.compoundTerms != nil
      || equation.terms.contains { $0.attribute.isPrivateAnchor || $0.attribute.isContentSize }
    if isCompound {
      let terms = equation.terms
      let leftCount = equation.compoundTerms == nil ? 1 : equation.compoundLeftCount
      var operands: [LayoutOperand] = []
      for term in terms {
        let other = terms.first { !isUnboundSuperview($0.item) }?.item
        if let unknown = Self.privateAnchor(term.attribute, of: key(of: term.item)) {
          operands.append(.unknown(unknown))
          continue
        }
        switch anchor(term.item, term.attribute, other: other, guideOwners: guideOwners) {
        case .success(let value): operands.append(.anchor(value))
        case .failure(let reason): return .failure(reason)
        }
      }
      let left = zip(terms, operands).prefix(leftCount).map { LayoutTerm($0.coefficient, $1) }
      let right = zip(terms, operands).dropFirst(leftCount).map {
        LayoutTerm(0 - $0.coefficient, $1)
      }
      return .success(
        LayoutConstraint(
          left: left, equation.relation, right: right, constant: equation.constant,
          priority: description.priority, identifier: description.identifier,
          provenance: provenance))
    }
    let first: LayoutAnchor
    switch anchor(
      equation.firstItem, equation.firstAttribute, other: equation.secondItem,
      guideOwners: guideOwners)
    {
    case .success(let value): first = value
    case .failure(let reason): return .failure(reason)
    }
    var second: LayoutAnchor?
    if let secondItem = equation.secondItem, let secondAttribute = equation.secondAttribute {
      switch anchor(
        secondItem, secondAttribute, other: equation.firstItem, guideOwners: guideOwners)
      {
      case .success(let value): second = value
      case .failure(let reason): return .failure(reason)
      }
    }
    return .success(
      LayoutConstraint(
        first, equation.relation, second, multiplier: second == nil ? 1 : equation.multiplier,
        constant: equation.constant, priority: description.priority,
        identifier: description.identifier, isActive: true, provenance: provenance))
  }

  /// The anchor of `attribute` of `item`; an unbound `|` is the superview of `other`, the
  /// constraint's other item.
  func anchor(
    _ item: ConstraintDescriptionItem, _ attribute: ConstraintDescriptionAttribute,
    other: ConstraintDescriptionItem?, guideOwners: [String: String]
  ) -> Result<LayoutAnchor, Exclusion> {
    if case .standard(.notAnAttribute) = attribute {
      return .failure(
        Exclusion(text: "attribute \(attribute) of \(item) has no frame meaning"))
    }
    let itemKey: String
    if isUnboundSuperview(item) {
      guard let other, !isUnboundSuperview(other) else {
        return .failure(Exclusion(text: "the superview '|' is not bound to a view"))
      }
      itemKey = "superview(\(key(of: other)))"
    } else {
      itemKey = key(of: item)
    }
    let layoutItem: LayoutItem =
      guideOwners[itemKey].map { .layoutMarginsGuide(of: $0) } ?? .view(itemKey)
    return .success(LayoutAnchor(layoutItem, attribute.layoutAttribute))
  }

  /// The unknown a private anchor of the item keyed `itemKey` stands for, told apart from the
  /// item's other anchors of the same name by the address `names:` gives it, or the scroll
  /// view's content size; `nil` for any other attribute.
  static func privateAnchor(_ attribute: ConstraintDescriptionAttribute, of itemKey: String)
    -> LayoutUnknown?
  {
    switch attribute {
    case .privateAnchor(let name, let address):
      return .privateAnchor(item: itemKey, name: name, address: address)
    case .contentSize(let axis): return .contentSize(view: itemKey, axis: axis)
    default: return nil
    }
  }

  static func reason(_ error: LayoutModelError.Kind) -> String {
    error.message
  }
}
