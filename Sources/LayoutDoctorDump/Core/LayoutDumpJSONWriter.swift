import LayoutModel

/// Writes a `LayoutDumpDocument` as JSON dump version 2 (`layout-dump(5)`): keys in a fixed
/// order, one view, guide or constraint a line, values at their defaults left out, numbers in
/// their shortest exact form, so the same document always gives the same bytes.
struct LayoutDumpJSONWriter {
  private var out = ""

  static func write(_ document: LayoutDumpDocument) -> String {
    var writer = LayoutDumpJSONWriter()
    writer.document(document)
    return writer.out
  }

  private mutating func document(_ document: LayoutDumpDocument) {
    let environment = document.environment
    out += "{\"format\":\"layout-dump\",\"version\":2,\"platform\":"
    string(environment.platform)
    out += ",\"osVersion\":"
    string(environment.osVersion)
    out += ",\"screenScale\":"
    number(environment.screenScale)
    out += ",\"rootSize\":{\"width\":"
    number(environment.rootWidth)
    out += ",\"height\":"
    number(environment.rootHeight)
    out += "},\"userInterfaceIdiom\":"
    string(environment.userInterfaceIdiom)
    out += ",\"horizontalSizeClass\":"
    string(environment.horizontalSizeClass)
    out += ",\"verticalSizeClass\":"
    string(environment.verticalSizeClass)
    out += ",\"direction\":"
    string(document.direction.rawValue)
    out += ",\"contentSizeCategory\":"
    string(environment.contentSizeCategory)
    var subviews: [String: [String]] = [:]
    for view in document.views {
      if let superview = view.superview { subviews[superview, default: []].append(view.id) }
    }
    out += ",\n\"views\":["
    for (index, view) in document.views.enumerated() {
      out += index == 0 ? "\n" : ",\n"
      self.view(view, subviews: subviews[view.id] ?? [], extras: document.layoutExtras[view.id])
    }
    out += "],\n\"guides\":["
    var guidesByOwner: [String: [LayoutGuide]] = [:]
    for guide in document.guides { guidesByOwner[guide.owningView, default: []].append(guide) }
    var first = true
    func separator() -> String {
      defer { first = false }
      return first ? "\n" : ",\n"
    }
    for view in document.views {
      if let guide = view.capture?.safeAreaGuide {
        out += separator()
        self.guide(id: view.id + ".safeAreaLayoutGuide", owner: view.id, guide)
      }
      if let guide = view.capture?.layoutMarginsGuide {
        out += separator()
        self.guide(id: view.id + ".layoutMarginsGuide", owner: view.id, guide)
      }
      for guide in guidesByOwner[view.id] ?? [] {
        out += separator()
        self.guide(
          id: guide.id, owner: guide.owningView,
          guide.capture
            ?? CapturedGuide(address: "0x0", identifier: "", layoutFrame: guide.frame ?? .zero))
      }
    }
    out += "],\n\"constraints\":["
    first = true
    for constraint in document.constraints {
      out += separator()
      self.constraint(constraint)
    }
    for constraint in document.inactiveConstraints {
      out += separator()
      inactive(constraint)
    }
    out += "]}\n"
  }

  private mutating func view(_ view: View, subviews: [String], extras: LayoutDumpExtras?) {
    let capture = view.capture ?? CapturedView(address: "0x0", classChain: [view.className])
    out += "{\"id\":"
    string(view.id)
    out += ",\"address\":"
    string(capture.address)
    out += ",\"classChain\":"
    strings(capture.classChain)
    if let text = view.text {
      out += ",\"text\":"
      string(text)
    }
    if let superview = view.superview {
      out += ",\"superview\":"
      string(superview)
    }
    if !subviews.isEmpty {
      out += ",\"subviews\":"
      strings(subviews)
    }
    let frame = view.frame ?? .zero
    out += ",\"frame\":"
    rect(frame)
    if capture.bounds != LayoutRect(x: 0, y: 0, width: frame.width, height: frame.height) {
      out += ",\"bounds\":"
      rect(capture.bounds)
    }
    if view.isHidden { out += ",\"hidden\":true" }
    if capture.alpha != 1 {
      out += ",\"alpha\":"
      number(capture.alpha)
    }
    out += ",\"translatesAutoresizingMaskIntoConstraints\":"
    out += view.translatesAutoresizingMaskIntoConstraints ? "true" : "false"
    if view.translatesAutoresizingMaskIntoConstraints || !view.autoresizingMask.isEmpty {
      out += ",\"autoresizingMask\":"
      strings(
        AutoresizingMask.namedFlags.filter { view.autoresizingMask.contains($0.flag) }.map(\.name))
    }
    if !view.intrinsicContentSize.isNone {
      out += ",\"intrinsicContentSize\":{\"width\":"
      optionalNumber(view.intrinsicContentSize.width)
      out += ",\"height\":"
      optionalNumber(view.intrinsicContentSize.height)
      out += "}"
    }
    priorities("contentHuggingPriority", view.contentHuggingPriority, .defaultHugging)
    priorities(
      "contentCompressionResistancePriority", view.contentCompressionResistancePriority,
      .defaultCompressionResistance)
    if view.layoutMargins != .defaultLayoutMargins {
      out += ",\"layoutMargins\":"
      insets(view.layoutMargins)
    }
    if let margins = capture.directionalLayoutMargins {
      out += ",\"directionalLayoutMargins\":{\"top\":"
      number(margins.top)
      out += ",\"leading\":"
      number(margins.leading)
      out += ",\"bottom\":"
      number(margins.bottom)
      out += ",\"trailing\":"
      number(margins.trailing)
      out += "}"
    }
    if capture.preservesSuperviewLayoutMargins {
      out += ",\"preservesSuperviewLayoutMargins\":true"
    }
    if !capture.insetsLayoutMarginsFromSafeArea {
      out += ",\"insetsLayoutMarginsFromSafeArea\":false"
    }
    if view.safeAreaInsets != .zero {
      out += ",\"safeAreaInsets\":"
      insets(view.safeAreaInsets)
    }
    if capture.effectiveLayoutDirection != .leftToRight {
      out += ",\"effectiveLayoutDirection\":"
      string(capture.effectiveLayoutDirection.rawValue)
    }
    if capture.hasAmbiguousLayout { out += ",\"hasAmbiguousLayout\":true" }
    if let offset = view.firstBaselineOffset {
      out += ",\"firstBaselineOffset\":"
      number(offset)
    }
    if let offset = view.lastBaselineOffset {
      out += ",\"lastBaselineOffset\":"
      number(offset)
    }
    if let lines = capture.numberOfLines { out += ",\"numberOfLines\":\(lines)" }
    if let width = capture.preferredMaxLayoutWidth {
      out += ",\"preferredMaxLayoutWidth\":"
      number(width)
    }
    if let scroll = capture.scroll {
      out += ",\"scroll\":{\"contentSize\":{\"width\":"
      number(scroll.contentWidth)
      out += ",\"height\":"
      number(scroll.contentHeight)
      out += "},\"contentInset\":"
      insets(scroll.contentInset)
      out += ",\"adjustedContentInset\":"
      insets(scroll.adjustedContentInset)
      out += "}"
    }
    if let extras { self.extras(extras) }
    if let reason = capture.subviewsNotCaptured {
      out += ",\"subviewsNotCaptured\":"
      string(reason)
    }
    out += "}"
  }

  /// Issue 14's shapes: `"stack"`, `"wrap"`, `"heightForWidth"`.
  private mutating func extras(_ extras: LayoutDumpExtras) {
    if let stack = extras.stack {
      out += ",\"stack\":{\"axis\":"
      string(stack.axis)
      out += ",\"distribution\":"
      string(stack.distribution)
      out += ",\"alignment\":"
      string(stack.alignment)
      out += ",\"spacing\":"
      number(stack.spacing)
      out += ",\"arrangedSubviews\":"
      strings(stack.arrangedSubviews)
      out += ",\"isBaselineRelativeArrangement\":\(stack.isBaselineRelativeArrangement)"
      out += ",\"isLayoutMarginsRelativeArrangement\":\(stack.isLayoutMarginsRelativeArrangement)}"
    }
    if let wrap = extras.wrap {
      out += ",\"wrap\":{\"naturalWidth\":"
      number(wrap.naturalWidth)
      out += ",\"lineHeight\":"
      number(wrap.lineHeight)
      out += ",\"lines\":\(wrap.lines)}"
    }
    if !extras.heightForWidth.isEmpty {
      out += ",\"heightForWidth\":["
      for (index, sample) in extras.heightForWidth.enumerated() {
        out += index == 0 ? "{\"width\":" : ",{\"width\":"
        number(sample.width)
        out += ",\"height\":"
        number(sample.height)
        out += "}"
      }
      out += "]"
    }
  }

  private mutating func guide(id: String, owner: String, _ guide: CapturedGuide) {
    out += "{\"id\":"
    string(id)
    out += ",\"address\":"
    string(guide.address)
    out += ",\"identifier\":"
    string(guide.identifier)
    out += ",\"owningView\":"
    string(owner)
    out += ",\"layoutFrame\":"
    rect(guide.layoutFrame)
    out += "}"
  }

  private mutating func constraint(_ constraint: LayoutConstraint) {
    let capture =
      constraint.capture ?? CapturedConstraint(address: "0x0", className: "NSLayoutConstraint")
    header(capture, identifier: constraint.identifier, isActive: constraint.isActive)
    out += ",\"firstItem\":"
    string(constraint.first.item.description)
    out += ",\"firstAttribute\":"
    string(constraint.first.attribute.rawValue)
    out += ",\"relation\":"
    string(constraint.relation.symbol)
    if let second = constraint.second {
      out += ",\"secondItem\":"
      string(second.item.description)
      out += ",\"secondAttribute\":"
      string(second.attribute.rawValue)
    }
    values(constraint.multiplier, constraint.constant, constraint.priority)
    if let description = capture.description {
      out += ",\"description\":"
      string(description)
    }
    out += "}"
  }

  private mutating func inactive(_ constraint: InactiveConstraint) {
    header(constraint.capture, identifier: constraint.identifier, isActive: false)
    out += ",\"firstAttribute\":"
    string(constraint.firstAttribute.rawValue)
    out += ",\"relation\":"
    string(constraint.relation.symbol)
    out += ",\"secondAttribute\":"
    string(constraint.secondAttribute.rawValue)
    values(constraint.multiplier, constraint.constant, constraint.priority)
    out += "}"
  }

  private mutating func header(_ capture: CapturedConstraint, identifier: String?, isActive: Bool) {
    out += "{\"address\":"
    string(capture.address)
    if capture.className != "NSLayoutConstraint" {
      out += ",\"class\":"
      string(capture.className)
    }
    if let identifier {
      out += ",\"identifier\":"
      string(identifier)
    }
    out += isActive ? ",\"isActive\":true" : ",\"isActive\":false"
  }

  /// The multiplier, constant and priority, each left out at its default (1, 0, 1000).
  private mutating func values(_ multiplier: Double, _ constant: Double, _ priority: LayoutPriority)
  {
    if multiplier != 1 {
      out += ",\"multiplier\":"
      number(multiplier)
    }
    if constant != 0 {
      out += ",\"constant\":"
      number(constant)
    }
    if priority != .required {
      out += ",\"priority\":"
      number(priority.rawValue)
    }
  }

  // MARK: Values

  private mutating func priorities(
    _ key: String, _ value: ContentPriorities, _ defaults: ContentPriorities
  ) {
    guard value != defaults else { return }
    out += ",\"\(key)\":{\"horizontal\":"
    number(value.horizontal.rawValue)
    out += ",\"vertical\":"
    number(value.vertical.rawValue)
    out += "}"
  }

  private mutating func rect(_ rect: LayoutRect) {
    out += "{\"x\":"
    number(rect.x)
    out += ",\"y\":"
    number(rect.y)
    out += ",\"width\":"
    number(rect.width)
    out += ",\"height\":"
    number(rect.height)
    out += "}"
  }

  private mutating func insets(_ insets: EdgeInsets) {
    out += "{\"top\":"
    number(insets.top)
    out += ",\"left\":"
    number(insets.left)
    out += ",\"bottom\":"
    number(insets.bottom)
    out += ",\"right\":"
    number(insets.right)
    out += "}"
  }

  /// The shortest text that reads back as `value` (`20.5`, `375`); `null` for a value that
  /// is not finite, which JSON cannot hold.
  private mutating func number(_ value: Double) {
    out += value.isFinite ? formatPoints(value) : "null"
  }

  private mutating func optionalNumber(_ value: Double?) {
    if let value { number(value) } else { out += "null" }
  }

  private mutating func strings(_ values: [String]) {
    out += "["
    for (index, value) in values.enumerated() {
      if index > 0 { out += "," }
      string(value)
    }
    out += "]"
  }

  private mutating func string(_ text: String) {
    out += "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      case "\n": out += "\\n"
      case "\r": out += "\\r"
      case "\t": out += "\\t"
      default:
        if scalar.value < 0x20 {
          let hex = String(scalar.value, radix: 16)
          out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
        } else {
          out.unicodeScalars.append(scalar)
        }
      }
    }
    out += "\""
  }
}
