import LayoutModel

/// Version 2 of the JSON dump (`layout-dump(5)`): what a capture from a running app records
/// beyond version 1 — the capture environment, each view's address, class chain and reported
/// values, guides with addresses and layout frames, constraints by items and attribute names
/// with their addresses, classes and descriptions.
extension LayoutDumpJSONDecoder {
  /// The suffixes of a built-in guide's id (`cell.safeAreaLayoutGuide`).
  static let builtInGuideSuffixes = [
    ".safeAreaLayoutGuide", ".layoutMarginsGuide", ".contentLayoutGuide", ".frameLayoutGuide",
  ]

  /// Reads the version 2 document keys into `environment`; `true` when `key` is one.
  mutating func environmentKey(
    _ key: String, _ value: LayoutDumpJSON, into environment: inout CaptureEnvironment
  ) throws(LayoutFileError) -> Bool {
    switch key {
    case "platform": environment.platform = try string(value)
    case "osVersion": environment.osVersion = try string(value)
    case "screenScale": environment.screenScale = try size(value, what: "screen scale")
    case "rootSize":
      try members(of: value, required: ["width", "height"]) {
        (decoder, key, member) throws(LayoutFileError) in
        switch key {
        case "width": environment.rootWidth = try decoder.size(member, what: "root width")
        case "height": environment.rootHeight = try decoder.size(member, what: "root height")
        default: decoder.warnUnknownKey(key, in: "the root size")
        }
      }
    case "userInterfaceIdiom": environment.userInterfaceIdiom = try string(value)
    case "horizontalSizeClass": environment.horizontalSizeClass = try string(value)
    case "verticalSizeClass": environment.verticalSizeClass = try string(value)
    case "contentSizeCategory": environment.contentSizeCategory = try string(value)
    default: return false
    }
    return true
  }

  /// Reads a version 2 view key into `view` and its `capture`; `false` for a key version 2
  /// does not define either.
  mutating func version2ViewKey(
    _ key: String, _ value: LayoutDumpJSON, view: inout View, capture: inout CapturedView,
    subviews: inout [String]?
  ) throws(LayoutFileError) -> Bool {
    switch key {
    case "address": capture.address = try address(value)
    case "classChain":
      capture.classChain = try strings(value)
      guard let first = capture.classChain.first else {
        throw failure(.invalidValue("[]", key: "classChain", expected: "at least one class"))
      }
      view.className = first
    case "subviews": subviews = try strings(value)
    case "bounds": capture.bounds = try rect(value)
    case "alpha": capture.alpha = try number(value)
    case "directionalLayoutMargins":
      var margins = DirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8)
      try members(of: value, required: ["top", "leading", "bottom", "trailing"]) {
        (decoder, key, member) throws(LayoutFileError) in
        switch key {
        case "top": margins.top = try decoder.number(member)
        case "leading": margins.leading = try decoder.number(member)
        case "bottom": margins.bottom = try decoder.number(member)
        case "trailing": margins.trailing = try decoder.number(member)
        default: decoder.warnUnknownKey(key, in: "directional insets")
        }
      }
      capture.directionalLayoutMargins = margins
    case "preservesSuperviewLayoutMargins":
      capture.preservesSuperviewLayoutMargins = try bool(value)
    case "insetsLayoutMarginsFromSafeArea":
      capture.insetsLayoutMarginsFromSafeArea = try bool(value)
    case "effectiveLayoutDirection": capture.effectiveLayoutDirection = try direction(value)
    case "hasAmbiguousLayout": capture.hasAmbiguousLayout = try bool(value)
    case "numberOfLines":
      let lines = try number(value)
      guard lines >= 0, lines == Double(Int(lines)) else {
        throw failure(.invalidValue(formatPoints(lines), key: key, expected: "0 or more lines"))
      }
      capture.numberOfLines = Int(lines)
    case "preferredMaxLayoutWidth":
      capture.preferredMaxLayoutWidth = try size(value, what: "preferred maximum layout width")
    case "scroll": capture.scroll = try scroll(value)
    case "subviewsNotCaptured": capture.subviewsNotCaptured = try string(value)
    default: return false
    }
    return true
  }

  /// `{"contentSize": {"width", "height"}, "contentInset": insets, "adjustedContentInset": insets}`.
  private mutating func scroll(_ value: LayoutDumpJSON) throws(LayoutFileError)
    -> CapturedScrollState
  {
    var state = CapturedScrollState(contentWidth: 0, contentHeight: 0)
    try members(of: value, required: ["contentSize"]) {
      (decoder, key, member) throws(LayoutFileError) in
      switch key {
      case "contentSize":
        try decoder.members(of: member, required: ["width", "height"]) {
          (decoder, key, member) throws(LayoutFileError) in
          switch key {
          case "width": state.contentWidth = try decoder.size(member, what: "content width")
          case "height": state.contentHeight = try decoder.size(member, what: "content height")
          default: decoder.warnUnknownKey(key, in: "a content size")
          }
        }
      case "contentInset": state.contentInset = try decoder.insets(member, .zero)
      case "adjustedContentInset": state.adjustedContentInset = try decoder.insets(member, .zero)
      default: decoder.warnUnknownKey(key, in: "a scroll view's state")
      }
    }
    return state
  }

  /// A version 2 guide: `{"id", "address", "identifier", "owningView", "layoutFrame"}`. Its
  /// id is the app's guide id, or the owning view's id and a built-in guide's name
  /// (`cell.safeAreaLayoutGuide`).
  mutating func version2Guide(_ value: LayoutDumpJSON) throws(LayoutFileError) -> LayoutGuide {
    var guide = LayoutGuide(id: "", owningView: "", location: location)
    var capture = CapturedGuide(address: "", identifier: "", layoutFrame: .zero)
    try members(of: value, required: ["id", "address", "owningView", "layoutFrame"]) {
      (decoder, key, member) throws(LayoutFileError) in
      switch key {
      case "id": guide.id = try decoder.guideID(member)
      case "address": capture.address = try decoder.address(member)
      case "identifier": capture.identifier = try decoder.string(member)
      case "owningView": guide.owningView = try decoder.string(member)
      case "layoutFrame":
        capture.layoutFrame = try decoder.rect(member)
        guide.frame = capture.layoutFrame
      default: decoder.warnUnknownKey(key, in: "a guide")
      }
    }
    if let suffix = Self.builtInGuideSuffixes.first(where: guide.id.hasSuffix),
      guide.id != guide.owningView + suffix
    {
      throw try at(.key("owningView")) { (decoder) throws(LayoutFileError) in
        decoder.failure(
          .invalidValue(
            guide.owningView, key: "owningView",
            expected: "the view the guide's id names, \(guide.id.dropLast(suffix.count))"))
      }
    }
    guide.capture = capture
    return guide
  }

  /// A guide's id: an id, or a view's id and a built-in guide's name.
  private func guideID(_ value: LayoutDumpJSON) throws(LayoutFileError) -> String {
    let text = try string(value)
    if let suffix = Self.builtInGuideSuffixes.first(where: text.hasSuffix) {
      _ = try id(.string(String(text.dropLast(suffix.count))))
      return text
    }
    return try id(value)
  }

  /// A version 2 constraint: `firstItem`/`firstAttribute`, `relation`,
  /// `secondItem`/`secondAttribute`, `multiplier`, `constant`, `priority`, `identifier`,
  /// `isActive`, `address`, `class`, `description`. An inactive constraint without items is
  /// returned as `.inactive`.
  mutating func version2Constraint(
    _ value: LayoutDumpJSON, in hierarchy: ViewHierarchy
  ) throws(LayoutFileError) -> Version2Constraint {
    var capture = CapturedConstraint(address: "", className: "NSLayoutConstraint")
    var items: (first: String?, second: String?) = (nil, nil)
    var attributes: (first: LayoutAttribute?, second: LayoutAttribute) = (nil, .notAnAttribute)
    var relation = LayoutRelation.equal
    var constraint = LayoutConstraint(
      LayoutAnchor(.view(""), .width), .equal, provenance: Provenance(location: location))
    var itemLocations: [SourceLocation] = []
    try members(of: value, required: ["address", "isActive", "firstAttribute", "relation"]) {
      (decoder, key, member) throws(LayoutFileError) in
      switch key {
      case "address": capture.address = try decoder.address(member)
      case "class": capture.className = try decoder.string(member)
      case "description": capture.description = try decoder.string(member)
      case "identifier":
        if case .null = member { break }
        constraint.identifier = try decoder.string(member)
      case "isActive": constraint.isActive = try decoder.bool(member)
      case "firstItem":
        items.first = try decoder.string(member)
        itemLocations.append(decoder.location)
      case "secondItem":
        if case .null = member { break }
        items.second = try decoder.string(member)
        itemLocations.append(decoder.location)
      case "firstAttribute": attributes.first = try decoder.attribute(member)
      case "secondAttribute": attributes.second = try decoder.attribute(member)
      case "relation": relation = try decoder.relation(member)
      case "multiplier": constraint.multiplier = try decoder.number(member)
      case "constant": constraint.constant = try decoder.number(member)
      case "priority": constraint.priority = try decoder.priority(member)
      default: decoder.warnUnknownKey(key, in: "a constraint")
      }
    }
    let firstAttribute = attributes.first ?? .notAnAttribute
    guard let firstItem = items.first else {
      guard !constraint.isActive else { throw failure(.missingKey("firstItem")) }
      return .inactive(
        InactiveConstraint(
          capture: capture, identifier: constraint.identifier, firstAttribute: firstAttribute,
          secondAttribute: attributes.second, relation: relation,
          multiplier: constraint.multiplier, constant: constraint.constant,
          priority: constraint.priority, location: location))
    }
    constraint.relation = relation
    constraint.first = try anchor(firstItem, firstAttribute, in: hierarchy, at: itemLocations[0])
    if let secondItem = items.second {
      let second = try anchor(secondItem, attributes.second, in: hierarchy, at: itemLocations[1])
      guard LayoutAttribute.canRelate(firstAttribute, second.attribute) else {
        throw failure(.model(.invalidPairing(firstAttribute, second.attribute)))
      }
      constraint.second = second
    }
    constraint.capture = capture
    constraint.provenance.origin = Self.origin(of: constraint)
    return .active(constraint)
  }

  /// A constraint read from version 2: in the layout, or inactive without items.
  enum Version2Constraint {
    case active(LayoutConstraint)
    case inactive(InactiveConstraint)
  }

  /// The anchor `item.attribute`, the item named by id (`cell`, `cell.safeAreaLayoutGuide`).
  private func anchor(
    _ item: String, _ attribute: LayoutAttribute, in hierarchy: ViewHierarchy,
    at itemLocation: SourceLocation
  ) throws(LayoutFileError) -> LayoutAnchor {
    let resolved: LayoutItem?
    if item.hasSuffix(".safeAreaLayoutGuide") {
      let owner = String(item.dropLast(".safeAreaLayoutGuide".count))
      resolved = hierarchy.view(owner) == nil ? nil : .safeAreaLayoutGuide(of: owner)
    } else if item.hasSuffix(".layoutMarginsGuide") {
      let owner = String(item.dropLast(".layoutMarginsGuide".count))
      resolved = hierarchy.view(owner) == nil ? nil : .layoutMarginsGuide(of: owner)
    } else {
      resolved = hierarchy.item(named: item)
    }
    guard let resolved else {
      throw LayoutFileError(.model(.unknownItem(item)), at: itemLocation)
    }
    if resolved.isGuide, !attribute.isAvailableOnGuides {
      throw LayoutFileError(
        .model(.attributeNotOnGuide(attribute, guide: item)), at: itemLocation)
    }
    return LayoutAnchor(resolved, attribute)
  }

  /// An attribute by UIKit's name (`leading`, `centerYWithinMargins`).
  private func attribute(_ value: LayoutDumpJSON) throws(LayoutFileError) -> LayoutAttribute {
    let text = try string(value)
    guard let attribute = LayoutAttribute(rawValue: text) else {
      throw failure(.unknownAttribute(text))
    }
    return attribute
  }

  /// An address as console logs print it: `0x` and hexadecimal digits.
  private func address(_ value: LayoutDumpJSON) throws(LayoutFileError) -> String {
    let text = try string(value)
    let digits = text.utf8.dropFirst(2)
    guard text.hasPrefix("0x"), !digits.isEmpty, digits.count <= 16,
      digits.allSatisfy({ $0.isDigit || (0x61...0x66).contains($0) || (0x41...0x46).contains($0) })
    else {
      throw failure(.invalidValue(text, key: "address", expected: "0x and hexadecimal digits"))
    }
    return text
  }

  /// An array of strings.
  private mutating func strings(_ value: LayoutDumpJSON) throws(LayoutFileError) -> [String] {
    var result: [String] = []
    for (index, element) in try array(value).enumerated() {
      result.append(
        try at(.index(index)) { (decoder) throws(LayoutFileError) in try decoder.string(element) })
    }
    return result
  }

  /// `leftToRight` or `rightToLeft`.
  func direction(_ value: LayoutDumpJSON) throws(LayoutFileError) -> LayoutDirection {
    let text = try string(value)
    guard let direction = LayoutDirection(rawValue: text) else {
      throw failure(.invalidValue(text, key: "direction", expected: "leftToRight or rightToLeft"))
    }
    return direction
  }
}
