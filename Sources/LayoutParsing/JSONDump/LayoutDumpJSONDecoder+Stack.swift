import LayoutModel

extension LayoutDumpJSONDecoder {
  /// Reads a view's `"stack"` object: `{"axis", "distribution", "alignment", "spacing",
  /// "arrangedSubviews": [ID], "customSpacing": {ID: points}, "huggingPriority": {"horizontal",
  /// "vertical"} (NSStackView's, read exactly), "isBaselineRelativeArrangement",
  /// "isLayoutMarginsRelativeArrangement"}`, every key optional with the framework's default.
  mutating func stack(_ value: LayoutDumpJSON) throws(LayoutFileError) -> StackConfiguration {
    var stack = StackConfiguration()
    try members(of: value, required: []) { (decoder, key, member) throws(LayoutFileError) in
      switch key {
      case "axis": stack.axis = try decoder.choice(member, key: key, LayoutAxis.self)
      case "distribution":
        stack.distribution = try decoder.choice(member, key: key, StackDistribution.self)
      case "alignment":
        stack.alignment = try decoder.choice(member, key: key, StackAlignment.self)
      case "spacing": stack.spacing = try decoder.number(member)
      case "arrangedSubviews":
        let elements = try decoder.array(member)
        var ids: [String] = []
        for (index, element) in elements.enumerated() {
          ids.append(
            try decoder.at(.index(index)) { (inner) throws(LayoutFileError) in
              try inner.id(element)
            })
        }
        stack.arrangedSubviews = ids
      case "customSpacing":
        try decoder.members(of: member, required: []) {
          (inner, id, spacing) throws(LayoutFileError) in
          stack.customSpacing[id] = try inner.number(spacing)
        }
      case "huggingPriority":
        let low = StackConfiguration.appKitHuggingPriority
        stack.huggingPriority = try decoder.priorities(
          member, ContentPriorities(horizontal: low, vertical: low))
      case "isBaselineRelativeArrangement":
        stack.isBaselineRelativeArrangement = try decoder.bool(member)
      case "isLayoutMarginsRelativeArrangement":
        stack.isLayoutMarginsRelativeArrangement = try decoder.bool(member)
      default: decoder.warnUnknownKey(key, in: "a stack")
      }
    }
    return stack
  }

  /// A string naming one case of `type`.
  func choice<Choice: RawRepresentable & CaseIterable>(
    _ value: LayoutDumpJSON, key: String, _ type: Choice.Type
  ) throws(LayoutFileError) -> Choice where Choice.RawValue == String {
    let text = try string(value)
    guard let choice = Choice(rawValue: text) else {
      throw failure(.invalidValue(text, key: key, expected: Choice.expectedValues))
    }
    return choice
  }
}

extension CaseIterable where Self: RawRepresentable, Self.RawValue == String {
  /// The cases' names for an "expected ..." message: `horizontal or vertical`, or
  /// `fill, leading, top` for more than two.
  static var expectedValues: String {
    let names = allCases.map(\.rawValue)
    return names.count == 2 ? names.joined(separator: " or ") : names.joined(separator: ", ")
  }
}
