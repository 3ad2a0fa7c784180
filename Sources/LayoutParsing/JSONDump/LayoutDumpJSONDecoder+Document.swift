import LayoutModel

extension LayoutDumpJSONDecoder {
  /// Reads the whole dump: `format`, `version`, `direction`, `frames`, `views`, `guides`,
  /// `constraints`, `editVariables`, `suggestions`. Unknown top-level keys are ignored.
  mutating func document(_ root: LayoutDumpJSON) throws(LayoutFileError) -> LayoutDocument {
    let members = try object(root)
    func member(_ key: String) -> LayoutDumpJSON? { members.first { $0.key == key }?.value }
    guard let format = member("format") else { throw failure(.missingKey("format")) }
    try at(.key("format")) { (decoder) throws(LayoutFileError) in
      let text = try decoder.string(format)
      guard text == "layout-dump" else { throw decoder.failure(.unsupportedFormat(text)) }
    }
    guard let version = member("version") else { throw failure(.missingKey("version")) }
    try at(.key("version")) { (decoder) throws(LayoutFileError) in
      switch version {
      case .number(1, _): decoder.version = 1
      case .number(2, _): decoder.version = 2
      case .number(_, let text): throw decoder.failure(.unsupportedVersion(text))
      default: throw decoder.failure(.wrongType(expected: "a number", found: version.typeName))
      }
    }
    var document = LayoutDocument(source: file)
    if self.version == 2 {
      var environment = CaptureEnvironment(
        platform: "", osVersion: "", screenScale: 1, rootWidth: 0, rootHeight: 0)
      for (key, value) in members {
        _ = try at(.key(key)) { (decoder) throws(LayoutFileError) in
          try decoder.environmentKey(key, value, into: &environment)
        }
      }
      for key in ["platform", "osVersion", "screenScale", "rootSize"]
      where member(key) == nil {
        throw failure(.missingKey(key))
      }
      document.environment = environment
      contentSizeCategory =
        ContentSizeCategory(uiKitName: environment.contentSizeCategory) ?? .default
      document.framework = LayoutFramework(platform: environment.platform)
    }
    if let direction = member("direction") {
      document.direction = try at(.key("direction")) { (decoder) throws(LayoutFileError) in
        let text = try decoder.string(direction)
        guard let value = LayoutDirection(rawValue: text) else {
          throw decoder.failure(
            .invalidValue(text, key: "direction", expected: "leftToRight or rightToLeft"))
        }
        return value
      }
    }
    if let frames = member("frames") {
      document.framesAreDesignTime = try at(.key("frames")) { (decoder) throws(LayoutFileError) in
        let text = try decoder.string(frames)
        guard text == "design" || text == "captured" else {
          throw decoder.failure(.invalidValue(text, key: "frames", expected: "design or captured"))
        }
        return text == "design"
      }
    }
    guard let viewsValue = member("views") else { throw failure(.missingKey("views")) }
    document.hierarchy = try hierarchy(views: viewsValue, guides: member("guides"))
    let hierarchy = document.hierarchy
    let constraintValues = try elements(member("constraints"), key: "constraints")
    document.constraints.reserveCapacity(constraintValues.count)
    try at(.key("constraints")) { (decoder) throws(LayoutFileError) in
      for (index, value) in constraintValues.enumerated() {
        try decoder.at(.index(index)) { (decoder) throws(LayoutFileError) in
          guard decoder.version == 2, case .object = value else {
            document.constraints.append(try decoder.constraint(value, in: hierarchy))
            return
          }
          switch try decoder.version2Constraint(value, in: hierarchy) {
          case .active(let constraint): document.constraints.append(constraint)
          case .inactive(let constraint): document.inactiveConstraints.append(constraint)
          }
        }
      }
    }
    try edits(member("editVariables"), member("suggestions"), into: &document)
    if hierarchy.views.isEmpty, document.constraints.isEmpty {
      throw failure(.emptyInput)
    }
    return document
  }

  /// The elements of an optional top-level array.
  private mutating func elements(
    _ value: LayoutDumpJSON?, key: String
  ) throws(LayoutFileError) -> [LayoutDumpJSON] {
    guard let value else { return [] }
    return try at(.key(key)) { (decoder) throws(LayoutFileError) in try decoder.array(value) }
  }

  private mutating func hierarchy(
    views viewsValue: LayoutDumpJSON, guides guidesValue: LayoutDumpJSON?
  ) throws(LayoutFileError) -> ViewHierarchy {
    var views: [View] = []
    var superviewLocations: [SourceLocation?] = []
    var subviewLists: [(ids: [String], location: SourceLocation)?] = []
    let viewValues = try elements(viewsValue, key: "views")
    try at(.key("views")) { (decoder) throws(LayoutFileError) in
      for (index, value) in viewValues.enumerated() {
        let (view, location, subviews) = try decoder.at(.index(index)) {
          (decoder) throws(LayoutFileError) in try decoder.view(value)
        }
        views.append(view)
        superviewLocations.append(location)
        subviewLists.append(subviews)
      }
    }
    var guides: [LayoutGuide] = []
    let guideValues = try elements(guidesValue, key: "guides")
    try at(.key("guides")) { (decoder) throws(LayoutFileError) in
      for (index, value) in guideValues.enumerated() {
        let guide = try decoder.at(.index(index)) { (decoder) throws(LayoutFileError) in
          decoder.version == 2 ? try decoder.version2Guide(value) : try decoder.guide(value)
        }
        // A view's safe-area and margins guides are the view's own items, recorded with it.
        if let capture = guide.capture,
          let viewIndex = views.firstIndex(where: { $0.id == guide.owningView }),
          guide.id.hasSuffix(".safeAreaLayoutGuide") || guide.id.hasSuffix(".layoutMarginsGuide")
        {
          if guide.id.hasSuffix(".safeAreaLayoutGuide") {
            views[viewIndex].capture?.safeAreaGuide = capture
          } else {
            views[viewIndex].capture?.layoutMarginsGuide = capture
          }
          continue
        }
        guides.append(guide)
      }
    }
    let hierarchy = try ViewHierarchy.checked(
      views: views, guides: guides, superviewLocations: superviewLocations, file: file)
    for (index, listed) in subviewLists.enumerated() {
      guard let listed else { continue }
      let actual = hierarchy.subviewIndices[index].map { hierarchy.views[$0].id }
      guard listed.ids == actual else {
        throw LayoutFileError(
          .invalidValue(
            "[" + listed.ids.joined(separator: ", ") + "]", key: "subviews",
            expected: "the views whose superview is \(views[index].id), in views order: ["
              + actual.joined(separator: ", ") + "]"),
          at: listed.location)
      }
    }
    return hierarchy
  }

  /// `editVariables`: `[{"anchor": "s.width", "priority": 999, "value": 375}]`;
  /// `suggestions`: `[{"anchor": "s.width", "value": 561}]`.
  private mutating func edits(
    _ editValue: LayoutDumpJSON?, _ suggestionValue: LayoutDumpJSON?,
    into document: inout LayoutDocument
  ) throws(LayoutFileError) {
    let hierarchy = document.hierarchy
    var edited = Set<LayoutAnchor>()
    let editValues = try elements(editValue, key: "editVariables")
    let suggestionValues = try elements(suggestionValue, key: "suggestions")
    try at(.key("editVariables")) { (decoder) throws(LayoutFileError) in
      for (index, value) in editValues.enumerated() {
        try decoder.at(.index(index)) { (decoder) throws(LayoutFileError) in
          var edit = EditVariable(
            anchor: LayoutAnchor(.view(""), .width), priority: .required, location: decoder.location
          )
          try decoder.members(of: value, required: ["anchor", "priority"]) {
            (decoder, key, member) throws(LayoutFileError) in
            switch key {
            case "anchor": edit.anchor = try decoder.anchor(member, in: hierarchy)
            case "priority":
              edit.priority = try decoder.priority(member)
              if edit.priority.isRequired {
                throw decoder.failure(.model(.requiredEditVariable(edit.anchor.description)))
              }
            case "value": edit.initialValue = try decoder.optionalNumber(member)
            default: decoder.warnUnknownKey(key, in: "an edit variable")
            }
          }
          edited.insert(edit.anchor)
          document.editVariables.append(edit)
        }
      }
    }
    try at(.key("suggestions")) { (decoder) throws(LayoutFileError) in
      for (index, value) in suggestionValues.enumerated() {
        try decoder.at(.index(index)) { (decoder) throws(LayoutFileError) in
          var suggestion = SuggestedValue(
            anchor: LayoutAnchor(.view(""), .width), value: 0, location: decoder.location)
          try decoder.members(of: value, required: ["anchor", "value"]) {
            (decoder, key, member) throws(LayoutFileError) in
            switch key {
            case "anchor": suggestion.anchor = try decoder.anchor(member, in: hierarchy)
            case "value": suggestion.value = try decoder.number(member)
            default: decoder.warnUnknownKey(key, in: "a suggestion")
            }
          }
          guard edited.contains(suggestion.anchor) else {
            throw decoder.failure(
              .model(.suggestionWithoutEditVariable(suggestion.anchor.description)))
          }
          document.suggestions.append(suggestion)
        }
      }
    }
  }
}
