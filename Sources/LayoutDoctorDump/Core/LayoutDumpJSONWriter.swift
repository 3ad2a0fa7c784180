import LayoutModel

/// Writes a `LayoutDumpDocument` as JSON dump version 2 (`layout-dump(5)`): keys in a fixed
/// order, one view, guide or constraint a line, values at their defaults left out, numbers in
/// their shortest exact form, so the same document always gives the same bytes.
struct LayoutDumpJSONWriter {
  /// The UTF-8 bytes written so far.
  private var out: [UInt8] = []

  static func write(_ document: LayoutDumpDocument) -> String {
    var writer = LayoutDumpJSONWriter()
    writer.out.reserveCapacity(400 * (document.views.count + document.constraints.count) + 1024)
    writer.document(document)
    return String(decoding: writer.out, as: UTF8.self)
  }

  /// Appends `text` as it is (JSON punctuation, keys, numbers).
  private mutating func raw(_ text: String) {
    out.append(contentsOf: text.utf8)
  }

  private mutating func document(_ document: LayoutDumpDocument) {
    let environment = document.environment
    raw("{\"format\":\"layout-dump\",\"version\":2,\"platform\":")
    string(environment.platform)
    raw(",\"osVersion\":")
    string(environment.osVersion)
    raw(",\"screenScale\":")
    number(environment.screenScale)
    raw(",\"rootSize\":{\"width\":")
    number(environment.rootWidth)
    raw(",\"height\":")
    number(environment.rootHeight)
    raw("},\"userInterfaceIdiom\":")
    string(environment.userInterfaceIdiom)
    raw(",\"horizontalSizeClass\":")
    string(environment.horizontalSizeClass)
    raw(",\"verticalSizeClass\":")
    string(environment.verticalSizeClass)
    raw(",\"direction\":")
    string(document.direction.rawValue)
    raw(",\"contentSizeCategory\":")
    string(environment.contentSizeCategory)
    var subviews: [String: [String]] = [:]
    for view in document.views {
      if let superview = view.superview { subviews[superview, default: []].append(view.id) }
    }
    raw(",\n\"views\":[")
    for (index, view) in document.views.enumerated() {
      raw(index == 0 ? "\n" : ",\n")
      self.view(view, subviews: subviews[view.id] ?? [], extras: document.layoutExtras[view.id])
    }
    raw("],\n\"guides\":[")
    var guidesByOwner: [String: [LayoutGuide]] = [:]
    for guide in document.guides { guidesByOwner[guide.owningView, default: []].append(guide) }
    var first = true
    func separator() -> String {
      defer { first = false }
      return first ? "\n" : ",\n"
    }
    for view in document.views {
      if let guide = view.capture?.safeAreaGuide {
        raw(separator())
        self.guide(id: view.id + ".safeAreaLayoutGuide", owner: view.id, guide)
      }
      if let guide = view.capture?.layoutMarginsGuide {
        raw(separator())
        self.guide(id: view.id + ".layoutMarginsGuide", owner: view.id, guide)
      }
      for guide in guidesByOwner[view.id] ?? [] {
        raw(separator())
        self.guide(
          id: guide.id, owner: guide.owningView,
          guide.capture
            ?? CapturedGuide(address: "0x0", identifier: "", layoutFrame: guide.frame ?? .zero))
      }
    }
    raw("],\n\"constraints\":[")
    first = true
    for constraint in document.constraints {
      raw(separator())
      self.constraint(constraint)
    }
    for constraint in document.inactiveConstraints {
      raw(separator())
      inactive(constraint)
    }
    raw("]}\n")
  }

  private mutating func view(_ view: View, subviews: [String], extras: LayoutDumpExtras?) {
    let capture = view.capture ?? CapturedView(address: "0x0", classChain: [view.className])
    raw("{\"id\":")
    string(view.id)
    raw(",\"address\":")
    string(capture.address)
    raw(",\"classChain\":")
    strings(capture.classChain)
    if let text = view.text {
      raw(",\"text\":")
      string(text)
    }
    if let font = view.font { self.font(font) }
    if !view.measuredTextSizes.isEmpty { measuredSizes(view.measuredTextSizes) }
    if let superview = view.superview {
      raw(",\"superview\":")
      string(superview)
    }
    if !subviews.isEmpty {
      raw(",\"subviews\":")
      strings(subviews)
    }
    let frame = view.frame ?? .zero
    raw(",\"frame\":")
    rect(frame)
    if capture.bounds != LayoutRect(x: 0, y: 0, width: frame.width, height: frame.height) {
      raw(",\"bounds\":")
      rect(capture.bounds)
    }
    if view.isHidden { raw(",\"hidden\":true") }
    if capture.alpha != 1 {
      raw(",\"alpha\":")
      number(capture.alpha)
    }
    // The mask is written when it takes part or is set; the flag only when the mask's
    // presence does not give it (version 1's rule: true exactly when the mask is present).
    let writesMask =
      view.translatesAutoresizingMaskIntoConstraints || !view.autoresizingMask.isEmpty
    if writesMask != view.translatesAutoresizingMaskIntoConstraints {
      raw(",\"translatesAutoresizingMaskIntoConstraints\":")
      raw(view.translatesAutoresizingMaskIntoConstraints ? "true" : "false")
    }
    if writesMask {
      raw(",\"autoresizingMask\":")
      strings(
        AutoresizingMask.namedFlags.filter { view.autoresizingMask.contains($0.flag) }.map(\.name))
    }
    if !view.intrinsicContentSize.isNone {
      raw(",\"intrinsicContentSize\":{\"width\":")
      optionalNumber(view.intrinsicContentSize.width)
      raw(",\"height\":")
      optionalNumber(view.intrinsicContentSize.height)
      raw("}")
    }
    priorities("contentHuggingPriority", view.contentHuggingPriority, .defaultHugging)
    priorities(
      "contentCompressionResistancePriority", view.contentCompressionResistancePriority,
      .defaultCompressionResistance)
    marginsAndSafeArea(view, capture)
    if capture.hasAmbiguousLayout { raw(",\"hasAmbiguousLayout\":true") }
    textAndScroll(view, capture)
    if let extras { self.extras(extras) }
    if let reason = capture.subviewsNotCaptured {
      raw(",\"subviewsNotCaptured\":")
      string(reason)
    }
    raw("}")
  }

  /// A view's margins, safe-area insets and layout direction, each where it is not the
  /// default.
  private mutating func marginsAndSafeArea(_ view: View, _ capture: CapturedView) {
    if view.layoutMargins != .defaultLayoutMargins {
      raw(",\"layoutMargins\":")
      insets(view.layoutMargins)
    }
    if let margins = capture.directionalLayoutMargins {
      raw(",\"directionalLayoutMargins\":{\"top\":")
      number(margins.top)
      raw(",\"leading\":")
      number(margins.leading)
      raw(",\"bottom\":")
      number(margins.bottom)
      raw(",\"trailing\":")
      number(margins.trailing)
      raw("}")
    }
    if capture.preservesSuperviewLayoutMargins {
      raw(",\"preservesSuperviewLayoutMargins\":true")
    }
    if !capture.insetsLayoutMarginsFromSafeArea {
      raw(",\"insetsLayoutMarginsFromSafeArea\":false")
    }
    if view.safeAreaInsets != .zero {
      raw(",\"safeAreaInsets\":")
      insets(view.safeAreaInsets)
    }
    if capture.effectiveLayoutDirection != .leftToRight {
      raw(",\"effectiveLayoutDirection\":")
      string(capture.effectiveLayoutDirection.rawValue)
    }
  }

  /// A view's baselines, text layout values and scroll state, where it has them.
  private mutating func textAndScroll(_ view: View, _ capture: CapturedView) {
    if let offset = view.firstBaselineOffset {
      raw(",\"firstBaselineOffset\":")
      number(offset)
    }
    if let offset = view.lastBaselineOffset {
      raw(",\"lastBaselineOffset\":")
      number(offset)
    }
    if let lines = capture.numberOfLines { raw(",\"numberOfLines\":\(lines)") }
    if let width = capture.preferredMaxLayoutWidth {
      raw(",\"preferredMaxLayoutWidth\":")
      number(width)
    }
    if let scroll = capture.scroll {
      raw(",\"scroll\":{\"contentSize\":{\"width\":")
      number(scroll.contentWidth)
      raw(",\"height\":")
      number(scroll.contentHeight)
      raw("},\"contentInset\":")
      insets(scroll.contentInset)
      raw(",\"adjustedContentInset\":")
      insets(scroll.adjustedContentInset)
      raw("}")
    }
  }

  /// `"font": {"pointSize", "weight", "textStyle", "scalesWithContentSize",
  /// "adjustsFontForContentSizeCategory"}` (`man/layout-dump.5`, TEXT AND FONTS); the style
  /// and the two flags only when set.
  private mutating func font(_ font: TextFont) {
    raw(",\"font\":{\"pointSize\":")
    number(font.pointSize)
    raw(",\"weight\":")
    string(font.weight.rawValue)
    if let style = font.textStyle {
      raw(",\"textStyle\":")
      string(style.uiKitName)
    }
    if font.scalesWithContentSize != (font.textStyle != nil) {
      raw(",\"scalesWithContentSize\":\(font.scalesWithContentSize)")
    }
    if font.adjustsFontForContentSizeCategory {
      raw(",\"adjustsFontForContentSizeCategory\":true")
    }
    raw("}")
  }

  /// `"measuredSizes": {"xs": {"width", "height"}, ...}` (`man/layout-dump.5`, TEXT AND
  /// FONTS): the text's intrinsic size the app measured at each content size category, smallest
  /// first.
  private mutating func measuredSizes(_ sizes: [ContentSizeCategory: IntrinsicContentSize]) {
    raw(",\"measuredSizes\":{")
    for (offset, category) in sizes.keys.sorted().enumerated() {
      if offset > 0 { raw(",") }
      string(category.rawValue)
      raw(":{\"width\":")
      optionalNumber(sizes[category]?.width)
      raw(",\"height\":")
      optionalNumber(sizes[category]?.height)
      raw("}")
    }
    raw("}")
  }

  /// A view's `"stack"`, `"wrap"` and `"heightForWidth"` (layout-dump(5)).
  private mutating func extras(_ extras: LayoutDumpExtras) {
    if let stack = extras.stack {
      raw(",\"stack\":{\"axis\":")
      string(stack.axis.rawValue)
      raw(",\"distribution\":")
      string(stack.distribution.rawValue)
      raw(",\"alignment\":")
      string(stack.alignment.rawValue)
      raw(",\"spacing\":")
      number(stack.spacing)
      raw(",\"arrangedSubviews\":")
      strings(stack.arrangedSubviews)
      if !stack.customSpacing.isEmpty {
        // In arranged order, so that the output is deterministic.
        raw(",\"customSpacing\":{")
        var first = true
        for id in stack.arrangedSubviews {
          guard let spacing = stack.customSpacing[id] else { continue }
          if !first { raw(",") }
          first = false
          string(id)
          raw(":")
          number(spacing)
        }
        raw("}")
      }
      if let hugging = stack.huggingPriority { priorities("huggingPriority", hugging, nil) }
      raw(",\"isBaselineRelativeArrangement\":\(stack.isBaselineRelativeArrangement)")
      raw(",\"isLayoutMarginsRelativeArrangement\":\(stack.isLayoutMarginsRelativeArrangement)}")
    }
    if let wrap = extras.wrap {
      raw(",\"wrap\":{\"naturalWidth\":")
      number(wrap.naturalWidth)
      raw(",\"lineHeight\":")
      number(wrap.lineHeight)
      raw(",\"lines\":\(wrap.lines)}")
    }
    if !extras.heightForWidth.isEmpty {
      raw(",\"heightForWidth\":[")
      for (index, sample) in extras.heightForWidth.enumerated() {
        raw(index == 0 ? "{\"width\":" : ",{\"width\":")
        number(sample.width)
        raw(",\"height\":")
        number(sample.height)
        raw("}")
      }
      raw("]")
    }
  }

  private mutating func guide(id: String, owner: String, _ guide: CapturedGuide) {
    raw("{\"id\":")
    string(id)
    raw(",\"address\":")
    string(guide.address)
    raw(",\"identifier\":")
    string(guide.identifier)
    raw(",\"owningView\":")
    string(owner)
    raw(",\"layoutFrame\":")
    rect(guide.layoutFrame)
    raw("}")
  }

  private mutating func constraint(_ constraint: LayoutConstraint) {
    let capture =
      constraint.capture ?? CapturedConstraint(address: "0x0", className: "NSLayoutConstraint")
    header(capture, identifier: constraint.identifier, isActive: constraint.isActive)
    raw(",\"firstItem\":")
    string(constraint.first.item.description)
    raw(",\"firstAttribute\":")
    string(constraint.first.attribute.rawValue)
    raw(",\"relation\":")
    string(constraint.relation.symbol)
    if let second = constraint.second {
      raw(",\"secondItem\":")
      string(second.item.description)
      raw(",\"secondAttribute\":")
      string(second.attribute.rawValue)
    }
    values(constraint.multiplier, constraint.constant, constraint.priority)
    if let description = capture.description {
      raw(",\"description\":")
      string(description)
    }
    raw("}")
  }

  private mutating func inactive(_ constraint: InactiveConstraint) {
    header(constraint.capture, identifier: constraint.identifier, isActive: false)
    raw(",\"firstAttribute\":")
    string(constraint.firstAttribute.rawValue)
    raw(",\"relation\":")
    string(constraint.relation.symbol)
    raw(",\"secondAttribute\":")
    string(constraint.secondAttribute.rawValue)
    values(constraint.multiplier, constraint.constant, constraint.priority)
    raw("}")
  }

  private mutating func header(_ capture: CapturedConstraint, identifier: String?, isActive: Bool) {
    raw("{\"address\":")
    string(capture.address)
    if capture.className != "NSLayoutConstraint" {
      raw(",\"class\":")
      string(capture.className)
    }
    if let identifier {
      raw(",\"identifier\":")
      string(identifier)
    }
    raw(isActive ? ",\"isActive\":true" : ",\"isActive\":false")
  }

  /// The multiplier, constant and priority, each left out at its default (1, 0, 1000).
  private mutating func values(_ multiplier: Double, _ constant: Double, _ priority: LayoutPriority)
  {
    if multiplier != 1 {
      raw(",\"multiplier\":")
      number(multiplier)
    }
    if constant != 0 {
      raw(",\"constant\":")
      number(constant)
    }
    if priority != .required {
      raw(",\"priority\":")
      number(priority.rawValue)
    }
  }

  // MARK: Values

  /// `,"KEY":{"horizontal":H,"vertical":V}`, left out when `value` is `defaults`.
  private mutating func priorities(
    _ key: String, _ value: ContentPriorities, _ defaults: ContentPriorities?
  ) {
    guard value != defaults else { return }
    raw(",\"\(key)\":{\"horizontal\":")
    number(value.horizontal.rawValue)
    raw(",\"vertical\":")
    number(value.vertical.rawValue)
    raw("}")
  }

  private mutating func rect(_ rect: LayoutRect) {
    raw("{\"x\":")
    number(rect.x)
    raw(",\"y\":")
    number(rect.y)
    raw(",\"width\":")
    number(rect.width)
    raw(",\"height\":")
    number(rect.height)
    raw("}")
  }

  private mutating func insets(_ insets: EdgeInsets) {
    raw("{\"top\":")
    number(insets.top)
    raw(",\"left\":")
    number(insets.left)
    raw(",\"bottom\":")
    number(insets.bottom)
    raw(",\"right\":")
    number(insets.right)
    raw("}")
  }

  /// The shortest text that reads back as `value` (`20.5`, `375`; `JSONLiteral.appendNumber`),
  /// -0 as `0` (the sign of a zero length means nothing); `null` for a value that is not
  /// finite, which JSON cannot hold.
  private mutating func number(_ value: Double) {
    JSONLiteral.appendNumber(value == 0 ? 0 : value, to: &out)
  }

  private mutating func optionalNumber(_ value: Double?) {
    if let value { number(value) } else { raw("null") }
  }

  private mutating func strings(_ values: [String]) {
    raw("[")
    for (index, value) in values.enumerated() {
      if index > 0 { raw(",") }
      string(value)
    }
    raw("]")
  }

  /// `text` as a JSON string (`JSONLiteral.appendString`: `"` and `\\` escaped, control
  /// characters by name or as `\\u00xx`, everything else as its UTF-8 bytes).
  private mutating func string(_ text: String) {
    JSONLiteral.appendString(text, to: &out)
  }
}
