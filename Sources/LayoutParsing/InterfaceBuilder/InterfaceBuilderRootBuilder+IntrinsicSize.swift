import LayoutModel

extension InterfaceBuilderRootBuilder {
  /// Gives views the intrinsic content sizes Interface Builder used, by a documented rule.
  ///
  /// Stated sizes first: `placeholderIntrinsicWidth`/`Height`, and an image view's image size
  /// from `<resources>` (its own `image`, or its AppKit cell's). For controls with content
  /// (labels, buttons, text fields, segmented controls, switches, steppers, sliders, progress
  /// and activity indicators, pop-up buttons; an AppKit separator box across its thin axis),
  /// per axis:
  /// - where nothing required fixes the view's size on the axis (`isPinned`), the stored
  ///   length is a measurement: Interface Builder laid the view out with the real fonts on the
  ///   saved device, and the view's own hugging and compression resistance decided that
  ///   length, so it is the intrinsic length;
  /// - where constraints fix it, the stored length says nothing of the content: the length
  ///   is the estimate from the font and text (`estimatedTextSize`), capped at the stored
  ///   length (Interface Builder showed the view fitting or cut there, and an estimate must
  ///   not make a view look cut where the canvas did not); a stored width is a measurement if
  ///   it is at most the estimate plus the estimate's error (`TextMetrics.errorMargin`), so
  ///   that an estimate a little narrower than the text does not make the view look smaller
  ///   than the canvas showed it; either way the axis is marked in
  ///   `View.estimatedIntrinsicAxes` (the length rests on the estimate); but where the view's
  ///   hugging or compression resistance on the axis is required (1000), an estimate would be
  ///   a required guess, so the stored length is used (the canvas showed the view there
  ///   without a conflict).
  ///
  /// A label Xcode marked `misplaced="YES"` has a stale stored frame, no measurement: its
  /// text is estimated, uncapped, and wraps if it has several lines (`staleWrapping`). A
  /// label of several lines whose width constraints fix, stored on several lines, wraps too
  /// (`storedLinesWrapping`): its stored width is its constraints', not its text's. An
  /// image view without an image has no intrinsic size. A control that keeps its own size
  /// (`fixedSizeTags`) stores that size whatever its constraints say: its stored length is a
  /// measurement even where they fix it. A view with a placeholder intrinsic size cuts nothing
  /// (`View.truncatesContent` false): what it draws is its code's; nor does a text view whose
  /// text the document does not state and that shows no image (`drawsCodesContent`). A
  /// placeholder size
  /// constraint ("remove at build time") stands in for a size the view's code gives it: its
  /// constant is the intrinsic length on that axis when nothing else gives one, marked
  /// estimated. Sliders and progress views have no intrinsic width (a vertical AppKit slider,
  /// drawn taller than wide, no intrinsic height), editable AppKit text fields none either.
  mutating func assignIntrinsicSizes(_ constraints: [LayoutConstraint]) {
    let pinned = pinnedAxes(constraints)
    for index in views.indices {
      guard let element = elementOfView[views[index].id] else { continue }
      let attributes = context.attributes(element)
      let tag = xml.elements[element].name
      var size = IntrinsicContentSize.none
      let image = tag == "imageView" ? Self.imageName(of: element, xml: xml) : nil
      if let image, let stored = imageSize(image) {
        size = stored
      }
      var content = Self.contentAxes(
        tag: tag, platform: context.platform, xml: xml, element: element)
      let stored = absoluteFrames[views[index].id] ?? .zero
      // An AppKit separator box is as thick as its line across its thin axis, without a
      // constraint (realib 41's separator between two stacked counters: 1 pt).
      if tag == "box", attributes["boxType"] == "separator" {
        content = [stored.width <= stored.height ? .horizontal : .vertical]
      }
      for axis in content {
        let length = axis == .horizontal ? stored.width : stored.height
        let isPinned = pinned.contains(PinnedAxis(view: views[index].id, axis: axis))
        guard
          let decided = intrinsicLength(
            of: views[index], element: element, tag: tag, axis: axis, stored: length,
            isPinned: isPinned)
        else {
          if tag != "imageView" || size[axis] == nil { size[axis] = length }
          continue
        }
        size[axis] = decided.length
        if decided.estimated { views[index].estimatedIntrinsicAxes.insert(axis) }
      }
      if let width = placeholder(attributes["placeholderIntrinsicWidth"]) { size.width = width }
      if let height = placeholder(attributes["placeholderIntrinsicHeight"]) { size.height = height }
      if drawsCodesContent(element, tag: tag) { views[index].truncatesContent = false }
      for axis in [LayoutAxis.horizontal, .vertical] where size[axis] == nil {
        if let length = placeholderSizes[PinnedAxis(view: views[index].id, axis: axis)] {
          size[axis] = length
          views[index].estimatedIntrinsicAxes.insert(axis)
        }
      }
      if let wrapping = staleWrapping(element, tag: tag) {
        views[index].wrapping = wrapping
      } else if pinned.contains(PinnedAxis(view: views[index].id, axis: .horizontal)),
        let wrapping = storedLinesWrapping(element, tag: tag, stored: stored),
        let text = wrapping.text
      {
        views[index].wrapping = wrapping
        size = IntrinsicContentSize(width: text.naturalWidth, height: text.lineHeight)
        views[index].estimatedIntrinsicAxes.formUnion([.horizontal, .vertical])
      } else if let wrapping = oneLineWrapping(element, tag: tag, size: size) {
        views[index].wrapping = wrapping
      }
      views[index].intrinsicContentSize = size
      if Self.textTags.contains(tag) {
        views[index].font = font(element) ?? defaultFont(tag: tag)
        views[index].textPadding = textPadding(tag: tag)
      }
      if let font = fontSize(element), !content.isEmpty, tag != "imageView" {
        let line = TextMetrics.lineHeight * font
        let top = max(0, (stored.height - line) / 2)
        views[index].firstBaselineOffset = top + TextMetrics.ascender * font
        views[index].lastBaselineOffset = top + TextMetrics.descender * font
      }
    }
  }

  /// Whether what the view draws is its code's (or its user's), not the document's, so that a
  /// frame smaller than its stored one cuts nothing the document states (`View.truncatesContent`
  /// false):
  /// - a view with a placeholder intrinsic size, which stands in, at design time, for one its
  ///   code gives at run time (realib 02, 25 and 41 lay such views out smaller);
  /// - a text view whose text the document does not state (empty, or only a placeholder) and
  ///   that shows no image: its stored size lays it out, but was never a measurement of a text
  ///   (realib 18's form fields, stored 197 and 308 pt wide, each "truncated" on an iPhone SE;
  ///   realib 01's empty "" label and 12's skip buttons without a title, stretched by their
  ///   stacks).
  func drawsCodesContent(_ element: Int, tag: String) -> Bool {
    let attributes = context.attributes(element)
    if attributes["placeholderIntrinsicWidth"] != nil
      || attributes["placeholderIntrinsicHeight"] != nil
    {
      return true
    }
    return Self.textTags.contains(tag) && !Self.statesText(element, xml: xml)
      && !Self.showsImage(element, xml: xml)
  }

  /// The intrinsic length on `axis` of a view with content there, where its stored length
  /// (`stored`) is not simply taken (see `assignIntrinsicSizes`): a squeezed text height, a
  /// stale (misplaced) frame's text, or a pinned axis's measurement or estimate, with whether
  /// it rests on the estimate. `nil` where the stored length is the measurement.
  func intrinsicLength(
    of view: View, element: Int, tag: String, axis: LayoutAxis, stored length: Double,
    isPinned: Bool
  ) -> (length: Double, estimated: Bool)? {
    let isRequired =
      view.contentHuggingPriority[axis].isRequired
      || view.contentCompressionResistancePriority[axis].isRequired
    if axis == .vertical, let estimate = squeezedTextHeight(element, tag: tag, stored: length) {
      return (estimate, true)
    }
    guard !isRequired, !Self.fixedSizeTags.contains(tag) || length <= 0 else { return nil }
    let estimate = estimatedTextSize(element, tag: tag)?[axis]
    if let estimate, fontVaries(element) {
      // A size class's own font: the stored frame measured the saved traits' text.
      return (estimate, true)
    }
    if xml.elements[element].flag("misplaced"), tag == "label", let estimate {
      // Xcode marked the stored frame stale: it is not what the canvas measured. Only a
      // label's text is estimated closely enough to stand in for it (a control's size has
      // parts its text does not give: insets, images, configurations); a label of several
      // lines wraps (`staleWrapping`).
      return (estimate, true)
    }
    guard isPinned else { return nil }
    guard let estimate else { return (length, false) }
    guard length > 0 else { return (estimate, true) }
    // A stored width the estimate reaches within its error is the text's, measured (still
    // marked: that it is one rests on the estimate); a wider one was stretched. A line's
    // height is known closely: a taller stored height is padding or insets (realib 35's
    // check boxes, 16-pt frames held to 14 pt), so the estimate, capped at it.
    if axis == .horizontal {
      // A one-line label in the system font stored narrower than twice its estimate's error
      // allows was squeezed on the canvas (its text drawn truncated), as a squeezed height
      // is: its width is the text's estimate, not the slot it was given. (Short words are
      // estimated up to 18% wide: value1-cell's "Points", 48.5 pt for a stored 41.)
      if length < estimate * (1 - 2 * TextMetrics.errorMargin),
        isOneSystemFontLine(element, tag: tag)
      {
        return (estimate, true)
      }
      return (length <= estimate * (1 + TextMetrics.errorMargin) ? length : estimate, true)
    }
    return (min(estimate, length), true)
  }

  /// Whether the view's font at the traits read differs from the one at the traits its frame
  /// was stored at (`measuring`): a `<variation>` holds a `fontDescription` of its own (a
  /// title at 34 pt in `wR hR`, 17 pt on the saved iPhone). Its stored frame measured the
  /// other font.
  func fontVaries(_ element: Int) -> Bool {
    guard let measuring else { return false }
    return font(element, in: measuring) != font(element)
  }

  /// Whether the element is an iOS label of one line (`numberOfLines` 1, its default) in the
  /// system font (no font `name`), whose width the estimate knows to its error margin.
  func isOneSystemFontLine(_ element: Int, tag: String) -> Bool {
    guard tag == "label", context.platform == .iOS,
      (xml.elements[element]["numberOfLines"] ?? "1") == "1",
      let text = InterfaceBuilderClasses.text(of: element, xml: xml),
      !text.contains(where: \.isNewline)
    else { return false }
    let fonts = xml.children(of: element, named: "fontDescription")
    return fonts.allSatisfy { xml.elements[$0]["name"] == nil }
  }

  /// The estimated height (`estimatedTextSize`) of a text-bearing view whose stored height is
  /// too short to be a measurement of its text: under three quarters of one line of its font
  /// (`TextMetrics.lineHeight`; the real system font's lines are 1.17–1.22 em, so a measured
  /// line is never that short). The canvas squeezed such a view below its content, where its
  /// compression resistance lost to other constraints (realib 01's 31-pt bold title stored 3
  /// pt tall in a cell too short for it); its stored height says nothing of the content.
  /// `nil` for any other view, an empty text or a view without a font.
  func squeezedTextHeight(_ element: Int, tag: String, stored: Double) -> Double? {
    guard Self.textTags.contains(tag), let estimate = estimatedTextSize(element, tag: tag) else {
      return nil
    }
    let line = TextMetrics.lineHeight * (fontSize(element) ?? defaultFont(tag: tag).pointSize)
    return stored < 0.75 * line ? estimate.height : nil
  }

  /// A placeholder intrinsic length: a number, or `nil` (absent, or `infinite`: none).
  func placeholder(_ text: String?) -> Double? {
    guard let value = InterfaceBuilderContext.number(text), value >= 0 else { return nil }
    return value
  }

  /// The name of the image an image view shows: its `image`, or (AppKit) its cell's; `nil`
  /// when it shows none.
  static func imageName(of element: Int, xml: InterfaceBuilderXML) -> String? {
    if let name = xml.elements[element]["image"] { return name }
    guard let cell = xml.child(of: element, key: "cell") else { return nil }
    return xml.elements[cell]["image"]
  }

  /// The size of the image named `name` in the document's `<resources>`; `nil` for an SF
  /// Symbol (`catalog="system"`), whose resource gives the symbol's catalogue size, not the
  /// size its symbol configuration draws it at.
  func imageSize(_ name: String) -> IntrinsicContentSize? {
    for (index, element) in xml.elements.enumerated()
    where element.name == "image" && element["name"] == name && element["catalog"] != "system" {
      if let width = InterfaceBuilderContext.number(xml.elements[index]["width"]),
        let height = InterfaceBuilderContext.number(xml.elements[index]["height"])
      {
        return IntrinsicContentSize(width: width, height: height)
      }
    }
    return nil
  }

  /// The axes on which a control of `tag` has an intrinsic length.
  static func contentAxes(
    tag: String, platform: InterfaceBuilderDocument.Platform, xml: InterfaceBuilderXML,
    element: Int
  ) -> [LayoutAxis] {
    switch tag {
    case "imageView":
      // An image view without an image has no intrinsic size (UIKit's and AppKit's
      // `noIntrinsicMetric`), on the canvas too: its frame is its constraints' (realib 33's
      // news cell: an empty image view takes the 920 pt its labels leave).
      return imageName(of: element, xml: xml) == nil ? [] : [.horizontal, .vertical]
    case "label", "button", "segmentedControl", "switch", "stepper", "activityIndicatorView",
      "pageControl", "popUpButton", "levelIndicator", "progressIndicator",
      "datePicker", "comboBox", "searchField", "colorWell":
      return [.horizontal, .vertical]
    case "textField":
      if platform == .macOS,
        let cell = xml.child(of: element, named: "textFieldCell", key: "cell"),
        xml.elements[cell]["selectable"] == "YES" || xml.elements[cell]["editable"] == "YES",
        xml.elements[cell]["borderStyle"] != nil || xml.elements[cell].flag("editable")
      {
        return [.vertical]
      }
      return [.horizontal, .vertical]
    case "slider" where platform == .macOS:
      // An AppKit slider drawn taller than wide is a vertical one: its thickness, across,
      // is its width.
      guard let size = InterfaceBuilderClasses.storedSize(of: element, xml: xml),
        size.height > size.width
      else { return [.vertical] }
      return [.horizontal]
    case "slider", "progressView":
      return [.vertical]
    default:
      return []
    }
  }

  /// Whether the element states a text: one `InterfaceBuilderClasses.text(of:xml:)` reads (a
  /// `text` attribute or `<string key="text">`, an AppKit cell's title), or an attributed
  /// text, which it does not read. A placeholder is no stated text, nor an empty string.
  static func statesText(_ element: Int, xml: InterfaceBuilderXML) -> Bool {
    if !(InterfaceBuilderClasses.text(of: element, xml: xml) ?? "").isEmpty { return true }
    return xml.elements[element].children.contains { xml.elements[$0].name.hasPrefix("attributed") }
  }

  /// Whether the element shows an image of the document's: its own `image`, a state's
  /// `image` or `backgroundImage` (a button), or its AppKit cell's `image`.
  static func showsImage(_ element: Int, xml: InterfaceBuilderXML) -> Bool {
    if xml.elements[element]["image"] != nil { return true }
    return xml.elements[element].children.contains { child in
      let node = xml.elements[child]
      guard node.name == "state" || node["key"] == "cell" else { return false }
      return node["image"] != nil || node["backgroundImage"] != nil
    }
  }

  /// The tags of controls whose frame keeps the control's own size whatever the constraints
  /// give (`View.fixedSizeClasses`): a switch, stored 51 × 31 by Xcode 11 (realib 16) and
  /// 63 × 28 by recent versions (realib 18), whose alignment rectangle (2 pt narrower,
  /// `InterfaceBuilderClasses.alignmentInsets`) is then its intrinsic size.
  static let fixedSizeTags: Set<String> = ["switch"]

  /// The tags whose views draw a text in a font of their own: labels, buttons, text fields.
  static let textTags: Set<String> = ["label", "button", "textField"]

  /// The point size of the view's font (`font(_:)`); `nil` without a font.
  func fontSize(_ element: Int) -> Double? { font(element)?.pointSize }

  /// The view's font as the document stores it; `nil` without one.
  ///
  /// An iOS `fontDescription`: `pointSize` (system, `type="boldSystem"` bold, `weight`), or a
  /// text style (`style="UICTFontTextStyleBody"`) at its size at Large, the category documents
  /// are drawn at (`TextStyle.pointSize(at:)`; 17 for a style the table does not know), which
  /// scales with the content size category; a font with a point size stays fixed (UIKit scales
  /// only text styles and `UIFontMetrics` fonts, which a document cannot hold), whatever
  /// `adjustsFontForContentSizeCategory` says (recorded on the font). An AppKit `font`: `size`,
  /// else 13 for `system` and 11 for the `smallSystem` meta fonts; bold for a `...Bold` meta
  /// font or font name; fixed.
  ///
  /// A `<variation>` of the element for the traits read (`in`: the builder's context by
  /// default) that holds a font wins: a size class's `fontDescription`.
  func font(_ element: Int, in traits: InterfaceBuilderContext? = nil) -> TextFont? {
    let context = traits ?? self.context
    var holders = (context.matchingVariation(element).map { [$0] } ?? []) + [element]
    if let cell = xml.child(of: element, key: "cell") { holders.append(cell) }
    let adjusts = xml.elements[element].flag("adjustsFontForContentSizeCategory")
    for holder in holders {
      for child in xml.elements[holder].children {
        let font = xml.elements[child]
        if font.name == "fontDescription" {
          let style = font["style"].flatMap(TextStyle.init(named:))
          var weight =
            font["weight"].flatMap(FontWeight.init(named:)) ?? style?.weight ?? .regular
          if font["type"] == "boldSystem" { weight = .bold }
          let size =
            InterfaceBuilderContext.number(font["pointSize"]) ?? style?.defaultPointSize ?? 17
          return TextFont(
            pointSize: size, weight: weight, textStyle: style,
            adjustsFontForContentSizeCategory: adjusts)
        }
        if font.name == "font", font["key"] == "font" {
          let meta = font["metaFont"] ?? ""
          let bold = meta.hasSuffix("Bold") || (font["name"] ?? "").contains("-Bold")
          let size =
            InterfaceBuilderContext.number(font["size"]) ?? (meta == "smallSystem" ? 11 : 13)
          return TextFont(pointSize: size, weight: bold ? .bold : .regular)
        }
      }
    }
    return nil
  }

  /// The font UIKit gives a text view whose document names none: 17-pt system for a label,
  /// 15-pt for a button or text field.
  func defaultFont(tag: String) -> TextFont {
    TextFont(pointSize: tag == "label" ? 17 : 15)
  }

  /// The part of a text view's intrinsic size that is not text: a UIKit button's 6-pt top
  /// and bottom content insets and no side insets (a system button with the default 15-pt
  /// font is 30 pt tall; realib 16's buttons: 30 pt at 15 pt, 33 pt with the body style's
  /// 17 pt; realib 01's 14-pt "Manage" and 22's "Share Profile" are as wide as their titles,
  /// 52 and 88 pt), an AppKit button's 6-pt sides (2 × 6); a text field's or pop-up's 8-pt
  /// sides (2 × 8); nothing for a label.
  func textPadding(tag: String) -> TextPadding {
    switch tag {
    case "button":
      return context.platform == .iOS
        ? TextPadding(width: 0, height: 12) : TextPadding(width: 12, height: 0)
    case "textField", "popUpButton": return TextPadding(width: 16)
    default: return .zero
    }
  }

  /// An estimate of a text-bearing control's size from its font and text: the size of the
  /// text's first `numberOfLines` lines (1 by default, all for 0;
  /// `TextMetrics.estimatedSize(of:pointSize:)`, the one estimate every input shares) plus
  /// the control's padding (`textPadding(tag:)`), rounded up to the half point for a UIKit
  /// label, the whole point otherwise; fixed-size
  /// controls their system size (switch 49 × 31, its frame 51 × 31 with its alignment insets;
  /// stepper 94 × 29, activity indicator 20 × 20). `nil` when there is no text to measure.
  func estimatedTextSize(_ element: Int, tag: String) -> IntrinsicContentSize? {
    switch tag {
    case "switch": return IntrinsicContentSize(width: 49, height: 31)
    case "stepper": return IntrinsicContentSize(width: 94, height: 29)
    case "activityIndicatorView": return IntrinsicContentSize(width: 20, height: 20)
    default: break
    }
    guard var text = InterfaceBuilderClasses.text(of: element, xml: xml) else { return nil }
    // A text view shows at most `numberOfLines` lines: 1 where the document omits it, any
    // number for 0 (checked whole and non-negative when the document is read).
    let lines = Int(xml.elements[element]["numberOfLines"] ?? "1") ?? 1
    if lines > 0 {
      text = text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
        .prefix(lines).joined(separator: "\n")
    }
    let font = font(element) ?? defaultFont(tag: tag)
    let padding = textPadding(tag: tag)
    let size = TextMetrics.estimatedSize(of: text, pointSize: font.pointSize, weight: font.weight)
    // A UIKit label to the pixel of a 2× screen (realib 33's 20.5-pt body labels); a control
    // to the whole point (realib 16's body-style button, 33 pt), as AppKit's text.
    let scale: Double = context.platform == .iOS && tag == "label" ? 2 : 1
    return IntrinsicContentSize(
      width: TextMetrics.roundedUp(size.width + padding.width, scale: scale),
      height: TextMetrics.roundedUp(size.height + padding.height, scale: scale))
  }
}

/// One axis of one view.
struct PinnedAxis: Hashable {
  var view: String
  var axis: LayoutAxis
}

/// One required edge equality of a view axis (`pinnedAxes`): the view's edge, the superview or
/// subview it is tied to (`nil` for any other item), and the view whose edge or guide it is
/// tied to (`nil` for a layout guide of its own).
struct PinnedEdge {
  var attribute: LayoutAttribute
  var container: String?
  var partner: String?
}

extension InterfaceBuilderRootBuilder {
  /// The view axes whose length required constraints fix whatever the content: a size
  /// equality to a constant or to another view; two equalities on distinct edges of the axis
  /// (baselines not counted), where an edge tied to the view's superview (or its safe area
  /// or margins), or to one of its subviews, counts only when that view's own length on the
  /// axis is fixed, so that a view between its content-sized container's edges keeps its
  /// measured length (realib 16's "Save" button and wrapped label in views its stack sizes),
  /// and an edge tied to a sibling counts only when that sibling is placed without this view
  /// (`isPlaced`), so that a view above siblings that only hang from it (a hint under a note,
  /// a button under the hint) keeps its measured length; a stack that fills the axis
  /// (across a `fill` alignment, along `fillEqually`); a translated autoresizing mask; or the
  /// root.
  func pinnedAxes(_ constraints: [LayoutConstraint]) -> Set<PinnedAxis> {
    let (sizes, edges) = requiredEdges(constraints)
    var result = sizes
    // A view its frame places (the root, a translated autoresizing mask) places a sibling's
    // edge tied to it.
    let framed = Set(
      views.filter { $0.superview == nil || $0.translatesAutoresizingMaskIntoConstraints }
        .map(\.id))
    for view in views {
      if framed.contains(view.id) {
        result.insert(PinnedAxis(view: view.id, axis: .horizontal))
        result.insert(PinnedAxis(view: view.id, axis: .vertical))
      }
      guard let stack = view.stack else { continue }
      for arranged in stack.arrangedSubviews {
        let across: LayoutAxis = stack.axis == .horizontal ? .vertical : .horizontal
        if stack.alignment == .fill { result.insert(PinnedAxis(view: arranged, axis: across)) }
        if stack.distribution == .fillEqually {
          result.insert(PinnedAxis(view: arranged, axis: stack.axis))
        }
      }
    }
    // Edges tied to a superview count once its length is known, and a fill stack's
    // stretched view once the stack's is: settle in rounds.
    var changed = true
    while changed {
      changed = false
      for (key, list) in edges where !result.contains(key) {
        let usable = list.filter { edge in
          if let container = edge.container {
            return result.contains(PinnedAxis(view: container, axis: key.axis))
          }
          // A sibling that hangs only from this view places nothing.
          guard let partner = edge.partner else { return true }
          return Self.isPlaced(
            partner, axis: key.axis, avoiding: key.view, edges: edges, framed: framed)
        }
        if Set(usable.map(\.attribute)).count >= 2 {
          result.insert(key)
          changed = true
        }
      }
      for key in stretchedArrangedViews(pinned: result) where !result.contains(key) {
        result.insert(key)
        changed = true
      }
    }
    return result
  }

  /// Whether `view` is placed on `axis` without `excluded`: tied, directly or through a chain
  /// of siblings' edge equalities that does not pass through `excluded`, to a superview or
  /// subview, a layout guide, or a view its frame places (`framed`: the root, a translated
  /// autoresizing mask). A chain of siblings hanging from `excluded` alone is not.
  static func isPlaced(
    _ view: String, axis: LayoutAxis, avoiding excluded: String,
    edges: [PinnedAxis: [PinnedEdge]], framed: Set<String>
  ) -> Bool {
    var seen: Set<String> = [view, excluded]
    var queue = [view]
    while let id = queue.popLast() {
      if framed.contains(id) { return true }
      for edge in edges[PinnedAxis(view: id, axis: axis)] ?? [] {
        if let container = edge.container, container != excluded { return true }
        guard let partner = edge.partner else { return true }
        if seen.insert(partner).inserted { queue.append(partner) }
      }
    }
    return false
  }

  /// The required equalities `pinnedAxes` starts from: the view axes a size equality fixes
  /// (to a constant or to another view's length), and each view axis's edge equalities (the
  /// edge, the superview or subview it is tied to, if any, and the other view, if it is a
  /// view or one of its guides); baselines are no edges.
  func requiredEdges(
    _ constraints: [LayoutConstraint]
  ) -> (sizes: Set<PinnedAxis>, edges: [PinnedAxis: [PinnedEdge]]) {
    var sizes = Set<PinnedAxis>()
    let superviews = Dictionary(
      views.map { ($0.id, $0.superview) }, uniquingKeysWith: { first, _ in first })
    var edges: [PinnedAxis: [PinnedEdge]] = [:]
    for constraint in constraints
    where constraint.relation == .equal && constraint.priority.isRequired {
      for (anchor, other) in [
        (constraint.first, constraint.second), (constraint.second, Optional(constraint.first)),
      ] {
        guard let anchor, case .view(let id) = anchor.item, let axis = anchor.attribute.axis else {
          continue
        }
        if anchor.attribute.isSize {
          if other == nil || other?.item != anchor.item {
            sizes.insert(PinnedAxis(view: id, axis: axis))
          }
        } else if let other, other.item != anchor.item,
          anchor.attribute != .firstBaseline, anchor.attribute != .lastBaseline
        {
          // A baseline equality aligns text; where the baseline sits in the view depends on
          // the content, so it fixes no length (realib 34's baseline-aligned push buttons).
          let container: String?
          let partner: String?
          switch other.item {
          case .view(let owner), .safeAreaLayoutGuide(of: let owner),
            .layoutMarginsGuide(of: let owner):
            // Tied to its superview, or a container tied to its subview: either way the
            // other's length decides.
            container = superviews[id] == owner || superviews[owner] == id ? owner : nil
            partner = owner
          case .guide:
            container = nil
            partner = nil
          }
          edges[PinnedAxis(view: id, axis: axis), default: []].append(
            PinnedEdge(
              attribute: anchor.attribute.resolved(for: .leftToRight), container: container,
              partner: partner))
        }
      }
    }
    return (sizes, edges)
  }

  /// The arranged views a `fill` stack of known length stretches along its axis: where the
  /// stack's length is pinned, the one arranged view not pinned on the axis, or, where every
  /// such view has content there, the one with the lowest hugging (strictly), takes what the
  /// others leave, so its stored length is the stack's, not its content's (realib 15's
  /// "Custom..." button, stored 273 pt wide beside a 90-pt stepper in a 368-pt stack, was
  /// read as 273 pt of text and "truncated" on narrower phones).
  func stretchedArrangedViews(pinned: Set<PinnedAxis>) -> [PinnedAxis] {
    var result: [PinnedAxis] = []
    for view in views {
      guard let stack = view.stack, stack.distribution == .fill,
        pinned.contains(PinnedAxis(view: view.id, axis: stack.axis))
      else { continue }
      let free = stack.arrangedSubviews.filter {
        !pinned.contains(PinnedAxis(view: $0, axis: stack.axis))
      }
      // The only one left takes the rest, whatever it holds.
      if free.count == 1, let id = free.first {
        result.append(PinnedAxis(view: id, axis: stack.axis))
        continue
      }
      let candidates = free.compactMap { id -> (id: String, hugging: LayoutPriority)? in
        guard let index = views.firstIndex(where: { $0.id == id }),
          let element = elementOfView[id],
          Self.contentAxes(
            tag: xml.elements[element].name, platform: context.platform, xml: xml,
            element: element
          ).contains(stack.axis)
        else { return nil }
        return (id, views[index].contentHuggingPriority[stack.axis])
      }
      // A free view without content there has no length of its own to keep: it may be the
      // one stretched.
      guard candidates.count == free.count else { continue }
      let lowest = candidates.map(\.hugging).min()
      let stretched = candidates.filter { $0.hugging == lowest }
      if candidates.count > 1, stretched.count == 1, let id = stretched.first?.id {
        result.append(PinnedAxis(view: id, axis: stack.axis))
      }
    }
    return result
  }
}
