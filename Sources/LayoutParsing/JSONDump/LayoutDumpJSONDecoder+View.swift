import LayoutModel

extension LayoutDumpJSONDecoder {
  /// Reads one element of `views`, with its `superview` value's location and, in version 2,
  /// its `subviews` list and that list's location.
  mutating func view(_ value: LayoutDumpJSON) throws(LayoutFileError) -> (
    View, SourceLocation?, (ids: [String], location: SourceLocation)?
  ) {
    var view = View(id: "", location: location)
    var superviewLocation: SourceLocation?
    var translates: Bool?
    var capture = CapturedView(address: "", classChain: [])
    var subviews: [String]?
    var subviewsLocation = location
    let required = version == 2 ? ["id", "address", "classChain", "frame"] : ["id"]
    try members(of: value, required: required) { (decoder, key, member) throws(LayoutFileError) in
      switch key {
      case "id": view.id = try decoder.id(member)
      case "class": view.className = try decoder.string(member)
      case "superview":
        if case .null = member { break }
        view.superview = try decoder.string(member)
        superviewLocation = decoder.location
      case "frame": view.frame = try decoder.rect(member)
      case "intrinsicContentSize": view.intrinsicContentSize = try decoder.intrinsicSize(member)
      case "contentHuggingPriority":
        view.contentHuggingPriority = try decoder.priorities(member, view.contentHuggingPriority)
      case "contentCompressionResistancePriority":
        view.contentCompressionResistancePriority = try decoder.priorities(
          member, view.contentCompressionResistancePriority)
      case "layoutMargins": view.layoutMargins = try decoder.insets(member, view.layoutMargins)
      case "safeAreaInsets": view.safeAreaInsets = try decoder.insets(member, view.safeAreaInsets)
      case "translatesAutoresizingMaskIntoConstraints": translates = try decoder.bool(member)
      case "autoresizingMask": view.autoresizingMask = try decoder.autoresizingMask(member)
      case "firstBaselineOffset": view.firstBaselineOffset = try decoder.optionalNumber(member)
      case "lastBaselineOffset": view.lastBaselineOffset = try decoder.optionalNumber(member)
      case "hidden": view.isHidden = try decoder.bool(member)
      case "stack": view.stack = try decoder.stack(member)
      case "wrap": view.wrapping = try decoder.wrap(member, view.wrapping)
      case "heightForWidth": view.wrapping = try decoder.heightForWidth(member, view.wrapping)
      case "contentMode": view.contentMode = try decoder.contentMode(member)
      case "truncatesContent": view.truncatesContent = try decoder.bool(member)
      case "text": view.text = try decoder.string(member)
      case "font": view.font = try decoder.font(member, category: decoder.contentSizeCategory)
      case "measuredSizes": view.measuredTextSizes = try decoder.measuredSizes(member)
      default:
        guard decoder.version == 2,
          try decoder.version2ViewKey(
            key, member, view: &view, capture: &capture, subviews: &subviews)
        else {
          decoder.warnUnknownKey(key, in: "a view")
          break
        }
        if key == "subviews" { subviewsLocation = decoder.location }
      }
    }
    // A version 2 capture's intrinsic size is what UIKit reported, a missing one included.
    if version == 1 { view.estimateUnmeasuredText() }
    let hasMask = try object(value).contains { $0.key == "autoresizingMask" }
    view.translatesAutoresizingMaskIntoConstraints = translates ?? hasMask
    if version == 2 {
      if !(try object(value).contains { $0.key == "bounds" }) {
        let frame = view.frame ?? .zero
        capture.bounds = LayoutRect(x: 0, y: 0, width: frame.width, height: frame.height)
      }
      view.capture = capture
    }
    return (view, superviewLocation, subviews.map { ($0, subviewsLocation) })
  }

  /// Reads one element of `guides`: `{"id", "owningView", "frame"}`.
  mutating func guide(_ value: LayoutDumpJSON) throws(LayoutFileError) -> LayoutGuide {
    var guide = LayoutGuide(id: "", owningView: "", location: location)
    try members(of: value, required: ["id", "owningView"]) {
      (decoder, key, member) throws(LayoutFileError) in
      switch key {
      case "id": guide.id = try decoder.id(member)
      case "owningView": guide.owningView = try decoder.string(member)
      case "frame": guide.frame = try decoder.rect(member)
      default: decoder.warnUnknownKey(key, in: "a guide")
      }
    }
    return guide
  }

  /// An id constraints can name: the listing's id syntax.
  func id(_ value: LayoutDumpJSON) throws(LayoutFileError) -> String {
    let text = try string(value)
    let bytes = Array(text.utf8)
    guard let first = bytes.first, LayoutListingScanner.isIDStart(first),
      bytes.allSatisfy(LayoutListingScanner.isIDByte)
    else {
      throw failure(
        .invalidValue(
          text, key: "id",
          expected: "letters, digits, '_', '$' and '-', not starting with a digit or '-'"))
    }
    return text
  }

  mutating func rect(_ value: LayoutDumpJSON) throws(LayoutFileError) -> LayoutRect {
    var rect = LayoutRect.zero
    try members(of: value, required: ["x", "y", "width", "height"]) {
      (decoder, key, member) throws(LayoutFileError) in
      switch key {
      case "x": rect.x = try decoder.number(member)
      case "y": rect.y = try decoder.number(member)
      case "width": rect.width = try decoder.size(member, what: "frame width")
      case "height": rect.height = try decoder.size(member, what: "frame height")
      default: decoder.warnUnknownKey(key, in: "a frame")
      }
    }
    return rect
  }

  mutating func intrinsicSize(_ value: LayoutDumpJSON) throws(LayoutFileError)
    -> IntrinsicContentSize
  {
    var size = IntrinsicContentSize()
    if case .null = value { return size }
    try members(of: value, required: []) { (decoder, key, member) throws(LayoutFileError) in
      switch key {
      case "width":
        if case .null = member { break }
        size.width = try decoder.size(member, what: "intrinsic width")
      case "height":
        if case .null = member { break }
        size.height = try decoder.size(member, what: "intrinsic height")
      default: decoder.warnUnknownKey(key, in: "an intrinsic size")
      }
    }
    return size
  }

  mutating func priorities(
    _ value: LayoutDumpJSON, _ defaults: ContentPriorities
  ) throws(LayoutFileError) -> ContentPriorities {
    var pair = defaults
    try members(of: value, required: []) { (decoder, key, member) throws(LayoutFileError) in
      switch key {
      case "horizontal": pair.horizontal = try decoder.priority(member)
      case "vertical": pair.vertical = try decoder.priority(member)
      default: decoder.warnUnknownKey(key, in: "a priority pair")
      }
    }
    return pair
  }

  mutating func insets(
    _ value: LayoutDumpJSON, _ defaults: EdgeInsets
  ) throws(LayoutFileError) -> EdgeInsets {
    var insets = defaults
    try members(of: value, required: []) { (decoder, key, member) throws(LayoutFileError) in
      switch key {
      case "top": insets.top = try decoder.number(member)
      case "left": insets.left = try decoder.number(member)
      case "bottom": insets.bottom = try decoder.number(member)
      case "right": insets.right = try decoder.number(member)
      default: decoder.warnUnknownKey(key, in: "insets")
      }
    }
    return insets
  }

  /// An array of UIKit flag names, or a string: `none`, `h=--& v=--&`, or names joined by `,`
  /// or `|`.
  mutating func autoresizingMask(_ value: LayoutDumpJSON) throws(LayoutFileError)
    -> AutoresizingMask
  {
    let expected = "UIKit flag names such as flexibleWidth, or the notation 'h=--& v=--&'"
    var names: [String]
    switch value {
    case .array(let elements):
      names = []
      for (index, element) in elements.enumerated() {
        names.append(
          try at(.index(index)) { (decoder) throws(LayoutFileError) in
            try decoder.string(element)
          })
      }
    case .string(let text):
      if text == "none" { return [] }
      if let mask = AutoresizingMask(notation: text) { return mask }
      names = text.split(whereSeparator: { $0 == "," || $0 == "|" }).map(String.init)
    default:
      throw failure(.wrongType(expected: "an array or a string", found: value.typeName))
    }
    var mask: AutoresizingMask = []
    for name in names {
      guard let flag = AutoresizingMask(name: name) else {
        throw failure(.invalidValue(name, key: "autoresizing mask", expected: expected))
      }
      mask.insert(flag)
    }
    return mask
  }
}
