import LayoutModel

extension InterfaceBuilderRootBuilder {
  /// The root's installed constraints, in document order, as the model's.
  ///
  /// An omitted `firstItem` is the view whose list holds the constraint; `multiplier="a:b"`
  /// is a / b; `baseline` is `lastBaseline`; absent `relation`, `constant`, `priority` and
  /// `multiplier` are `==`, 0, 1000 and 1. Placeholder constraints ("remove at build time")
  /// and constraints the size classes uninstall are left out (a placeholder `width` or
  /// `height` constant becomes the view's estimated intrinsic length instead, see
  /// `placeholderSizes`; any other placeholder marks what it names as placed by the app's
  /// code on its axis, see `placeholderPlaced`, and is kept in `designTimeConstraints`, with
  /// which ambiguity is checked); duplicates are kept.
  /// - Throws: `.unknownObject` for an item id the document does not hold,
  ///   `.unknownAttribute`, `.invalidNumber`, or the model's rules (`.model`), at the
  ///   constraint's start tag.
  mutating func resolveConstraints() throws(LayoutFileError) -> [LayoutConstraint] {
    var result: [LayoutConstraint] = []
    designTimeConstraints = []
    for (index, container) in constraintElements {
      let attributes = context.attributes(index)
      let location = context.location(index)
      if let id = attributes["id"], context.uninstalled.contains(id) { continue }
      if attributes["placeholder"] == "YES" {
        // A size placeholder stands in for the size the view's code gives it (an intrinsic
        // content size, or constraints made at run time): kept as that view's intrinsic length.
        if attributes["secondItem"] == nil, attributes["relation"] == nil,
          let name = attributes["firstAttribute"], name == "width" || name == "height",
          let constant = InterfaceBuilderContext.number(attributes["constant"])
        {
          let axis: LayoutAxis = name == "width" ? .horizontal : .vertical
          placeholderSizes[PinnedAxis(view: attributes["firstItem"] ?? container, axis: axis)] =
            constant
          continue
        }
        if let axis = attributes["firstAttribute"].flatMap(Self.attribute)?.axis {
          // Any other placeholder places what it names: the code adds what places them.
          for id in [attributes["firstItem"] ?? container, attributes["secondItem"]] {
            if let id { placeholderPlaced.insert(PinnedAxis(view: id, axis: axis)) }
          }
        }
      }
      guard let firstName = attributes["firstAttribute"] else {
        throw LayoutFileError(.missingKey("firstAttribute"), at: location)
      }
      guard
        let first = try anchor(
          attributes["firstItem"], role: "firstItem", container: container, attribute: firstName,
          at: index)
      else { continue }
      var second: LayoutAnchor?
      if let secondItem = attributes["secondItem"] {
        let name = attributes["secondAttribute"] ?? firstName
        guard
          let resolved = try anchor(
            secondItem, role: "secondItem", container: container, attribute: name, at: index)
        else { continue }
        second = resolved
      }
      let relation: LayoutRelation
      switch attributes["relation"] {
      case nil: relation = .equal
      case "greaterThanOrEqual": relation = .greaterThanOrEqual
      case "lessThanOrEqual": relation = .lessThanOrEqual
      case let other?:
        throw LayoutFileError(
          .invalidValue(other, key: "relation", expected: "greaterThanOrEqual or lessThanOrEqual"),
          at: location)
      }
      let multiplier = try Self.multiplier(attributes["multiplier"], at: location)
      let constant = try number(attributes["constant"], default: 0, at: location)
      let priority = try number(attributes["priority"], default: 1000, at: location)
      let constraint = LayoutConstraint(
        first, relation, second, multiplier: second == nil ? 1 : multiplier, constant: constant,
        priority: LayoutPriority(priority), identifier: attributes["identifier"],
        provenance: Provenance(location: location, origin: .user))
      if attributes["placeholder"] == "YES" {
        designTimeConstraints.append(constraint)
      } else {
        result.append(constraint)
      }
    }
    return result
  }

  /// The anchor an item id (`nil`: the container) and an attribute name give; `nil` when the
  /// id names a view the chosen size classes uninstall: the constraint is not part of this
  /// layout.
  /// - Throws: `.unknownObject` for an id no object has, `.foreignObject` for an object
  ///   outside this root that no size class uninstalls (another scene's view, a view
  ///   controller), `.unknownAttribute`.
  mutating func anchor(
    _ id: String?, role: String, container: String, attribute name: String, at index: Int
  ) throws(LayoutFileError) -> LayoutAnchor? {
    let location = context.location(index)
    guard let attribute = Self.attribute(name) else {
      throw LayoutFileError(.unknownAttribute(name), at: location)
    }
    let item: InterfaceBuilderItem
    if let id {
      guard let known = items[id] else {
        guard let element = context.elementByID[id] else {
          throw LayoutFileError(
            .unknownObject(id, attribute: role), at: location)
        }
        // A view the chosen size classes uninstall (or one inside such a view) is not part of
        // this layout, nor is the constraint. Anything else outside the root (another scene's
        // view, a view controller, File's Owner) no constraint can relate to this root's
        // items: Interface Builder does not make one, and the file is damaged.
        guard isUninstalled(element) else {
          throw LayoutFileError(
            .foreignObject(id, attribute: role, what: foreignDescription(element)), at: location)
        }
        return nil
      }
      item = known
    } else {
      item = .view(container)
    }
    switch item {
    case .view(let view): return LayoutAnchor(.view(view), attribute)
    case .safeArea(let owner): return LayoutAnchor(.safeAreaLayoutGuide(of: owner), attribute)
    case .margins(let owner): return LayoutAnchor(.layoutMarginsGuide(of: owner), attribute)
    case .contentGuide(let owner):
      return LayoutAnchor(.guide(LayoutGuide.contentLayoutGuideID(of: owner)), attribute)
    case .frameGuide(let owner):
      return LayoutAnchor(.guide(LayoutGuide.frameLayoutGuideID(of: owner)), attribute)
    case .guide(let guide): return LayoutAnchor(.guide(guide), attribute)
    case .topGuide(let root):
      // UIKit: topLayoutGuide.bottom is the safe area's top (iOS 11 and later).
      if attribute == .top { return LayoutAnchor(.view(root), .top) }
      return LayoutAnchor(.safeAreaLayoutGuide(of: root), attribute == .bottom ? .top : attribute)
    case .bottomGuide(let root):
      if attribute == .bottom { return LayoutAnchor(.view(root), .bottom) }
      return LayoutAnchor(.safeAreaLayoutGuide(of: root), attribute == .top ? .bottom : attribute)
    }
  }

  /// Whether element `index`, or an element it is in, is an object the chosen size classes
  /// uninstall.
  func isUninstalled(_ index: Int) -> Bool {
    var current: Int? = index
    while let element = current {
      if let id = xml.elements[element]["id"], context.uninstalled.contains(id) { return true }
      current = xml.elements[element].parent
    }
    return false
  }

  /// What element `index` is, for a constraint that names it from another layout root:
  /// `a view of another layout root`, or its kind (`a viewController`, `a placeholder`).
  func foreignDescription(_ index: Int) -> String {
    let element = xml.elements[index]
    if context.storedFrame(index) != nil { return "a view of another layout root" }
    return "a \(element.name)"
  }

  /// Interface Builder's attribute names: UIKit's, with `baseline` for `lastBaseline`.
  static func attribute(_ name: String) -> LayoutAttribute? {
    if name == "baseline" { return .lastBaseline }
    guard let attribute = LayoutAttribute(rawValue: name), !attribute.isFrameName,
      attribute != .notAnAttribute
    else { return nil }
    return attribute
  }

  /// `multiplier`: a decimal, or a ratio `a:b` (= a / b); 1 when absent.
  static func multiplier(_ text: String?, at location: SourceLocation) throws(LayoutFileError)
    -> Double
  {
    guard let text else { return 1 }
    let parts = text.split(separator: ":", omittingEmptySubsequences: false)
    if parts.count == 2, let a = InterfaceBuilderContext.decimal(String(parts[0])),
      let b = InterfaceBuilderContext.decimal(String(parts[1])), b != 0,
      (a / b).isFinite, LayoutLimits.accepts(a / b)
    {
      return a / b
    }
    guard parts.count == 1, let value = InterfaceBuilderContext.decimal(text),
      LayoutLimits.accepts(value)
    else {
      throw LayoutFileError(.invalidNumber(text), at: location)
    }
    return value
  }

  /// A decimal attribute, `fallback` when absent.
  func number(_ text: String?, default fallback: Double, at location: SourceLocation)
    throws(LayoutFileError) -> Double
  {
    guard let text else { return fallback }
    guard let value = InterfaceBuilderContext.decimal(text), LayoutLimits.accepts(value) else {
      throw LayoutFileError(.invalidNumber(text), at: location)
    }
    return value
  }
}
