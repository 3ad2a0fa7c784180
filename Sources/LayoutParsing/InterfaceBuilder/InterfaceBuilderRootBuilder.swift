import LayoutModel

/// What an Interface Builder object id names inside one layout root.
enum InterfaceBuilderItem: Hashable {
  case view(String)
  case safeArea(of: String)
  case margins(of: String)
  case contentGuide(of: String)
  case frameGuide(of: String)
  /// A view controller's `topLayoutGuide` (its bottom is the root's safe-area top).
  case topGuide(root: String)
  /// A view controller's `bottomLayoutGuide` (its top is the root's safe-area bottom).
  case bottomGuide(root: String)
  case guide(String)
}

/// How a view sits in its superview, which decides who places it.
enum InterfaceBuilderRole {
  /// The layout root: sized by its owner (window, view controller, container).
  case root
  /// A subview: its constraints, or its frame and autoresizing mask when it translates them.
  case subview
  /// An arranged subview of a stack view: placed by the stack.
  case arranged
  /// A cell or a cell's or scroll view's content view: placed by its container.
  case placedByContainer
  /// A view placed by its frame and autoresizing mask whatever the XML says (a table's header,
  /// a tab view item's view).
  case fixed
  /// A cell's content view: as large as the cell, whatever its stored frame says (stored
  /// content-view frames can be stale, format notes section 4), but 0.5 pt shorter when the
  /// stored frame is (a table's separator), stretching with it.
  case cellContent
  /// A view kept at its stored frame and stretched with its superview (an `NSScrollView`'s
  /// clip view inside its border, an `NSBox`'s content view): autoresizing, flexible width
  /// and height.
  case stretching
}

/// Maps one layout root of a document into a `LayoutDocument`.
struct InterfaceBuilderRootBuilder {
  let context: InterfaceBuilderContext
  let rootIndex: Int
  var views: [View] = []
  /// Element index of each view, by model id.
  var elementOfView: [String: Int] = [:]
  /// Stored frames in the root's coordinates (y-down, alignment rectangles), by view id.
  var absoluteFrames: [String: LayoutRect] = [:]
  /// What each object id of the root names.
  var items: [String: InterfaceBuilderItem] = [:]
  var guides: [LayoutGuide] = []
  /// Constraint elements with the id of the view whose list holds them.
  var constraintElements: [(element: Int, container: String)] = []
  /// The constants of placeholder size constraints, by view and axis.
  var placeholderSizes: [PinnedAxis: Double] = [:]
  /// The object ids and axes that placeholder constraints other than a size name: the app's
  /// code places those views on those axes (`View.codePlacedAxes`).
  var placeholderPlaced: Set<PinnedAxis> = []
  /// The placeholder constraints that place views, resolved: the document's
  /// `designTimeConstraints`.
  var designTimeConstraints: [LayoutConstraint] = []
  /// Constraints the reader makes on the framework's behalf: the size a table or collection
  /// gives its cells.
  var generated: [LayoutConstraint] = []
  /// The table cells whose table's `rowHeight` is automatic (-1): `LayoutDocument.rowsFitContent`.
  var rowsFitContent: Set<String> = []
  var flags = InterfaceBuilderFlags()
  var notes: [String] = []
  /// Views whose `insetsLayoutMarginsFromSafeArea` is off.
  var marginsIgnoreSafeArea: Set<String> = []
  /// Views with explicit layout margins.
  var explicitMargins: Set<String> = []
  /// Views that preserve their superview's margins.
  var preservesMargins: Set<String> = []
  /// How the views' insets follow the screen (`applyMeasurements(_:)`).
  var insetPlan = InterfaceBuilderInsetPlan()
  /// The document at the traits its stored frames were saved at, when other traits are
  /// analysed (`constraintsAtSavedTraits`).
  var measuring: InterfaceBuilderContext?
  /// Root safe-area readings other roots of the document share, trusted though no canvas
  /// shows them (`InterfaceBuilderCanvasInsets`).
  var corroboratedRootReadings: Set<InterfaceBuilderCanvasInsets.Reading> = []
  /// The root's safe-area readings `applyMeasurements(_:)` left out as no canvas's.
  var rejectedRootReadings: [InterfaceBuilderCanvasInsets.Reading] = []

  init(context: InterfaceBuilderContext, rootIndex: Int) {
    self.context = context
    self.rootIndex = rootIndex
  }

  var xml: InterfaceBuilderXML { context.xml }

  /// The root's constraints at the traits its stored frames were saved at, read with
  /// `measuring` (`InterfaceBuilderContext.measuringContext()`); `nil` without one. A label
  /// pinned on both sides at the saved traits stores its constraints' width, not its text's,
  /// even where other traits leave one side free (it was "truncated" there to a stored 374 pt
  /// "Title").
  /// - Throws: `LayoutFileError`, as `build` does.
  func constraintsAtSavedTraits() throws(LayoutFileError) -> [LayoutConstraint]? {
    guard let measuring else { return nil }
    var builder = InterfaceBuilderRootBuilder(context: measuring, rootIndex: rootIndex)
    try builder.addView(
      rootIndex, superview: nil, parentHeight: nil, parentFlipped: false, origin: (0, 0),
      role: .root)
    return try builder.resolveConstraints() + builder.generated
  }

  /// Builds the root's document.
  mutating func build(sceneIndex: Int?, sceneName: String?) throws(LayoutFileError)
    -> InterfaceBuilderRoot
  {
    try addView(
      rootIndex, superview: nil, parentHeight: nil, parentFlipped: false, origin: (0, 0),
      role: .root)
    guard let root = views.first else {
      throw LayoutFileError(.emptyInput, at: context.location(rootIndex))
    }
    if let owner = xml.elements[rootIndex].parent {
      registerControllerGuides(owner, root: root.id)
    }
    let constraints = try resolveConstraints() + generated
    // The stored frames are measurements under the constraints of the traits they were saved
    // at: at other traits, what they measure is read with those constraints.
    let measured = try constraintsAtSavedTraits() ?? constraints
    applyMeasurements(measured)
    assignIntrinsicSizes(measured)
    for index in views.indices {
      views[index].codePlacedAxes = Set(
        [LayoutAxis.horizontal, .vertical].filter {
          placeholderPlaced.contains(PinnedAxis(view: views[index].id, axis: $0))
        })
    }
    let allGuides = guides + LayoutGuide.scrollViewGuides(for: views, existing: guides)
    let hierarchy: ViewHierarchy
    do {
      hierarchy = try ViewHierarchy(views: views, guides: allGuides)
    } catch {
      throw LayoutFileError(
        .model(error.kind), at: error.location ?? context.location(rootIndex))
    }
    if let (index, kind) = hierarchy.firstViewProblem() {
      throw LayoutFileError(.model(kind), at: views[index].location ?? context.location(rootIndex))
    }
    for constraint in constraints {
      if let problem = constraint.validationError(in: hierarchy) {
        throw LayoutFileError(
          .model(problem), at: constraint.location ?? context.location(rootIndex))
      }
    }
    var document = LayoutDocument(
      source: context.file, hierarchy: hierarchy, constraints: constraints)
    document.framesAreDesignTime = true
    document.designTimeConstraints = designTimeConstraints
    document.rowsFitContent = rowsFitContent
    document.framework = context.platform == .macOS ? .appKit : .uiKit
    // A window's content view: the window resizes to keep the content's constraints.
    if xml.elements[rootIndex]["key"] == "contentView",
      let window = xml.elements[rootIndex].parent,
      ["window", "panel"].contains(xml.elements[window].name)
    {
      document.rootSizePriority = .windowSizeStayPut
    }
    let sceneID = sceneIndex.flatMap { xml.elements[$0]["sceneID"] }
    return InterfaceBuilderRoot(
      id: root.id, sceneID: sceneID,
      name: sceneName.map(Self.oneLine) ?? root.displayName ?? Self.oneLine(root.id),
      location: context.location(rootIndex), document: document, savedFlags: flags,
      insetPlan: insetPlan)
  }

  /// The name a view's text gives it, as Xcode's outline shows a text: on one line
  /// (`oneLine(_:)`) and at most `textNameLength` characters, the rest an ellipsis, so that a
  /// paragraph does not fill every finding that names its view.
  static func textName(_ text: String) -> String {
    let line = oneLine(text)
    guard line.count > textNameLength else { return line }
    return String(line.prefix(textNameLength - 1)) + "…"
  }

  /// `name` on one line: line breaks, tabs and other control characters as spaces, so that a
  /// name from the document (a `userLabel`, a scene's title, a text) cannot break a report's
  /// line or reach a terminal as an escape sequence.
  static func oneLine(_ name: String) -> String {
    String(
      name.map {
        $0.isNewline || $0.unicodeScalars.contains { $0.properties.generalCategory == .control }
          ? " " : $0
      })
  }

  /// The most characters of a text `textName(_:)` keeps.
  static let textNameLength = 40

  /// Adds the view at element `index` and its subtree.
  /// - Parameters:
  ///   - parentHeight: the superview's stored height, to turn AppKit's y-up frames y-down.
  ///   - parentFlipped: whether the superview's coordinates are already y-down (AppKit's
  ///     flipped views).
  ///   - origin: the superview's stored origin in the root's coordinates.
  mutating func addView(
    _ index: Int, superview: String?, parentHeight: Double?, parentFlipped: Bool,
    origin: (x: Double, y: Double), role: InterfaceBuilderRole
  ) throws(LayoutFileError) {
    let element = xml.elements[index]
    let attributes = context.attributes(index)
    let id = element["id"] ?? ((superview ?? "view") + "-contentView")
    if context.uninstalled.contains(id) { return }
    if elementOfView[id] != nil {
      throw LayoutFileError(
        .model(.duplicateID(id, previous: elementOfView[id].map(context.location))),
        at: context.location(index))
    }
    let className = InterfaceBuilderClasses.className(
      tag: element.name, key: element["key"], platform: context.platform)
    let (stored, insets, frame) = frames(
      index, superview: superview, parentHeight: parentHeight, parentFlipped: parentFlipped,
      role: role)
    let absolute = LayoutRect(
      x: origin.x + frame.x, y: origin.y + frame.y, width: frame.width, height: frame.height)
    var view = View(id: id, className: className, superview: superview, frame: frame)
    view.location = context.location(index)
    if context.platform == .macOS || insets != .zero, role != .root {
      view.storedFrameForm = StoredFrameForm(
        alignmentInsets: insets, isYUp: context.platform == .macOS && !parentFlipped)
    }
    view.isHidden = try knownValue("hidden", of: index, among: Self.flags) == "YES"
    // Xcode's "Ambiguity" menu: absent (verify position and size), ignoreSizes, off.
    switch try knownValue("verifyAmbiguity", of: index, among: ["ignoreSizes", "off"]) {
    case "off": view.unverifiedAttributes = [.minX, .minY, .width, .height]
    case "ignoreSizes": view.unverifiedAttributes = [.width, .height]
    default: break
    }
    view.text = InterfaceBuilderClasses.text(of: index, xml: xml)
    view.displayName =
      element["userLabel"].map(Self.oneLine) ?? view.text.map(Self.textName)
      ?? Self.oneLine("\(element["customClass"] ?? className) \(element["id"] ?? id)")
    view.contentHuggingPriority = ContentPriorities(
      horizontal: try priority("horizontalHuggingPriority", of: index, default: 250),
      vertical: try priority("verticalHuggingPriority", of: index, default: 250))
    view.contentCompressionResistancePriority = ContentPriorities(
      horizontal: try priority("horizontalCompressionResistancePriority", of: index, default: 750),
      vertical: try priority("verticalCompressionResistancePriority", of: index, default: 750))
    view.autoresizingMask = autoresizingMask(
      index, yUp: context.platform == .macOS && !parentFlipped)
    Self.applyAutoresizing(of: role, to: &view, tag: element.name, attributes: attributes)
    if let margins = try edgeInsets(index) {
      view.layoutMargins = margins
      explicitMargins.insert(id)
    }
    if attributes["insetsLayoutMarginsFromSafeArea"] == "NO" { marginsIgnoreSafeArea.insert(id) }
    if attributes["preservesSuperviewLayoutMargins"] == "YES" { preservesMargins.insert(id) }
    if attributes["ambiguous"] == "YES" { flags.ambiguous.append(id) }
    if attributes["misplaced"] == "YES" { flags.misplaced.append(id) }
    let viewIndex = views.count
    views.append(view)
    elementOfView[id] = index
    absoluteFrames[id] = absolute
    items[id] = .view(id)
    if let ibID = element["id"], ibID != id { items[ibID] = .view(id) }
    registerGuides(index, owner: id, isScrollView: view.isScrollView)
    for list in xml.children(of: index, named: "constraints") {
      for constraint in xml.children(of: list, named: "constraint") {
        constraintElements.append((constraint, id))
      }
    }
    try addChildren(
      of: index, viewIndex: viewIndex, stored: stored, absolute: absolute, insets: insets)
  }

  /// The frame the element at `index` stores (y-down in its superview's coordinates), the
  /// alignment insets of its class, and its frame: the alignment rectangle in the superview
  /// (at the origin for the root; a cell's content view fills its cell, its own stored height
  /// kept when within 1 pt of the row's).
  func frames(
    _ index: Int, superview: String?, parentHeight: Double?, parentFlipped: Bool,
    role: InterfaceBuilderRole
  ) -> (stored: LayoutRect, insets: EdgeInsets, frame: LayoutRect) {
    var stored = context.storedFrame(index) ?? LayoutRect.zero
    if role == .root {
      stored = rootFrame(index, stored: context.storedFrame(index))
    } else if context.platform == .macOS, !parentFlipped, let parentHeight {
      stored.y = parentHeight - stored.y - stored.height
    }
    var insets = InterfaceBuilderClasses.alignmentInsets(
      tag: xml.elements[index].name, element: index, xml: xml, platform: context.platform)
    // A frame too small to hold a control's ornaments is taken as it is on that axis: its
    // alignment rectangle would have a negative size.
    if !(stored.width >= insets.left + insets.right) {
      insets.left = 0
      insets.right = 0
    }
    if !(stored.height >= insets.top + insets.bottom) {
      insets.top = 0
      insets.bottom = 0
    }
    var frame = LayoutRect(
      x: stored.x + insets.left, y: stored.y + insets.top,
      width: stored.width - insets.left - insets.right,
      height: stored.height - insets.top - insets.bottom)
    if role == .root {
      frame.x = 0
      frame.y = 0
    }
    if role == .cellContent, let parentHeight, let cell = views.last(where: { $0.id == superview }),
      let cellFrame = cell.frame
    {
      let height = abs(parentHeight - stored.height) <= 1 ? stored.height : parentHeight
      frame = LayoutRect(x: 0, y: 0, width: cellFrame.width, height: height)
    }
    return (stored, insets, frame)
  }

  /// Whether a view in `role` turns its autoresizing mask into constraints, and the mask and
  /// frame owner of a view its container stretches.
  static func applyAutoresizing(
    of role: InterfaceBuilderRole, to view: inout View, tag: String,
    attributes: [String: String]
  ) {
    switch role {
    case .root, .arranged, .placedByContainer:
      view.translatesAutoresizingMaskIntoConstraints = false
    case .fixed:
      view.translatesAutoresizingMaskIntoConstraints = true
    case .cellContent, .stretching:
      // A clip view whose element says it does not translate keeps that (realib 39, 43): its
      // scroll view still tiles it at run time (the engine's `NSScrollView-clipView`), but
      // Interface Builder's canvas flags it ambiguous.
      let saysNo = attributes["translatesAutoresizingMaskIntoConstraints"] == "NO"
      view.translatesAutoresizingMaskIntoConstraints = tag != "clipView" || !saysNo
      view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
      view.frameIsSetByContainer = true
    case .subview:
      view.translatesAutoresizingMaskIntoConstraints =
        attributes["fixedFrame"] == "YES"
        || attributes["translatesAutoresizingMaskIntoConstraints"] != "NO"
    }
  }

  /// Adds the subviews, arranged views, content views and cells of the view at `index`.
  mutating func addChildren(
    of index: Int, viewIndex: Int, stored: LayoutRect, absolute: LayoutRect, insets: EdgeInsets
  ) throws(LayoutFileError) {
    let element = xml.elements[index]
    let id = views[viewIndex].id
    let flipped = InterfaceBuilderClasses.isFlipped(tag: element.name, element: index, xml: xml)
    let origin = (x: absolute.x - insets.left, y: absolute.y - insets.top)
    func add(_ child: Int, _ role: InterfaceBuilderRole) throws(LayoutFileError) {
      try addView(
        child, superview: id, parentHeight: stored.height, parentFlipped: flipped,
        origin: origin, role: role)
    }
    let isStack = element.name == "stackView"
    var arranged: [String] = []
    // NSStackView's gravity areas, by arranged view (IB-FORMAT.md §10: 41:320).
    var areas: [String: StackGravityArea] = [:]
    for child in element.children {
      let childElement = xml.elements[child]
      switch childElement.name {
      case "subviews", "beginningViews", "middleViews", "endViews":
        let area: StackGravityArea =
          childElement.name == "middleViews"
          ? .center : childElement.name == "endViews" ? .end : .beginning
        for subview in childElement.children where isView(subview) {
          let added = views.count
          try add(subview, isStack ? .arranged : .subview)
          if isStack, added < views.count {
            arranged.append(views[added].id)
            areas[views[added].id] = area
          }
        }
      case "prototypes", "cells":
        for cell in childElement.children where isView(cell) {
          try add(cell, .placedByContainer)
          sizeCell(cell, in: index)
        }
      case "sections":
        for section in childElement.children {
          for cells in xml.children(of: section, named: "cells") {
            for cell in xml.elements[cells].children where isView(cell) {
              try add(cell, .placedByContainer)
              sizeCell(cell, in: index)
            }
          }
        }
      case "tabViewItems":
        for item in childElement.children {
          if let view = xml.child(of: item, key: "view"), isView(view) { try add(view, .fixed) }
        }
      default:
        guard isView(child) else { continue }
        switch childElement["key"] {
        case "contentView" where ["tableViewCell", "collectionViewCell"].contains(element.name):
          try add(child, .cellContent)
        case "contentView" where childElement.name == "clipView" || element.name == "box":
          try add(child, .stretching)
        case "contentView": try add(child, .placedByContainer)
        case "tableHeaderView", "tableFooterView": try add(child, .fixed)
        default: break
        }
      }
    }
    if isStack {
      views[viewIndex].stack = try stackConfiguration(index, arranged: arranged, areas: areas)
    }
  }

  /// The size a table or collection gives the cell at element `cell` (UIKit's
  /// `UIView-Encapsulated-Layout-Height`, required): a table cell's `rowHeight`, else the
  /// table's, else its stored height, when not automatic (-1); a collection cell its stored
  /// width and height (the flow layout's item size). A table cell whose table's `rowHeight`
  /// is automatic is one of `rowsFitContent`: its row height is the canvas's.
  mutating func sizeCell(_ cell: Int, in container: Int) {
    guard let id = xml.elements[cell]["id"], elementOfView[id] != nil,
      let stored = context.storedFrame(cell)
    else { return }
    let location = context.location(cell)
    func add(_ attribute: LayoutAttribute, _ value: Double) {
      generated.append(
        LayoutConstraint(
          LayoutAnchor(.view(id), attribute), .equal, nil, constant: value,
          identifier: "UIView-Encapsulated-Layout-" + (attribute == .width ? "Width" : "Height"),
          provenance: Provenance(location: location, origin: .encapsulatedLayout)))
    }
    switch xml.elements[cell].name {
    case "tableViewCell":
      if InterfaceBuilderContext.number(xml.elements[container]["rowHeight"]) == -1 {
        rowsFitContent.insert(id)
      }
      let row =
        InterfaceBuilderContext.number(xml.elements[cell]["rowHeight"])
        ?? InterfaceBuilderContext.number(xml.elements[container]["rowHeight"]) ?? stored.height
      if row > 0 { add(.height, row) }
    case "collectionViewCell":
      add(.width, stored.width)
      add(.height, stored.height)
    default: break
    }
  }

  /// Whether element `index` is a view: it has a stored frame (a `<rect key="frame">`, or in a
  /// variation), or it is a content view.
  func isView(_ index: Int) -> Bool {
    let element = xml.elements[index]
    if ["variation", "rect", "constraints", "connections", "color", "mask"].contains(element.name) {
      return false
    }
    return context.storedFrame(index) != nil || element["key"] == "contentView"
  }

  /// The root's frame: the stored frame's size, else the freeform size, else the device's.
  func rootFrame(_ index: Int, stored: LayoutRect?) -> LayoutRect {
    if let stored, stored.width > 0 || stored.height > 0 {
      return LayoutRect(x: 0, y: 0, width: stored.width, height: stored.height)
    }
    if let owner = xml.elements[index].parent,
      let size = xml.child(of: owner, named: "size", key: "freeformSize")
    {
      return LayoutRect(
        x: 0, y: 0, width: InterfaceBuilderContext.number(xml.elements[size]["width"]) ?? 0,
        height: InterfaceBuilderContext.number(xml.elements[size]["height"]) ?? 0)
    }
    let size = context.device?.size ?? (600, 600)
    return LayoutRect(x: 0, y: 0, width: size.width, height: size.height)
  }

  /// The priority attribute `key` of the element at `index` (`251`, `249.99998474121094`),
  /// rounded to a whole priority when within float noise of one unless read `exactly`;
  /// `value` when absent.
  /// - Throws: `LayoutFileError` at the element for a value that is not a number in 1...1000:
  ///   a document this reader cannot read is never read as the default or clamped.
  func priority(_ key: String, of index: Int, default value: Double, exactly: Bool = false)
    throws(LayoutFileError) -> LayoutPriority
  {
    guard let text = context.attributes(index)[key] else { return LayoutPriority(value) }
    guard var number = InterfaceBuilderContext.number(text), (1...1000).contains(number) else {
      throw LayoutFileError(
        .invalidValue(text, key: key, expected: "a priority, 1 to 1000"),
        at: context.location(index))
    }
    if !exactly, abs(number - number.rounded()) < 0.001 { number = number.rounded() }
    return LayoutPriority(number)
  }

  /// The view's `<autoresizingMask>`; macOS `flexibleMinY` is the bottom margin (y-up).
  func autoresizingMask(_ index: Int, yUp: Bool) -> AutoresizingMask {
    guard let mask = xml.child(of: index, named: "autoresizingMask", key: nil) else { return [] }
    let element = xml.elements[mask]
    var result: AutoresizingMask = []
    if element.flag("widthSizable") { result.insert(.flexibleWidth) }
    if element.flag("heightSizable") { result.insert(.flexibleHeight) }
    if element.flag("flexibleMinX") { result.insert(.flexibleLeftMargin) }
    if element.flag("flexibleMaxX") { result.insert(.flexibleRightMargin) }
    if element.flag("flexibleMinY") {
      result.insert(yUp ? .flexibleBottomMargin : .flexibleTopMargin)
    }
    if element.flag("flexibleMaxY") {
      result.insert(yUp ? .flexibleTopMargin : .flexibleBottomMargin)
    }
    return result
  }

  /// Explicit `<edgeInsets key="layoutMargins">` or `<directionalEdgeInsets
  /// key="directionalLayoutMargins">` (leading is left: left-to-right), or an NSStackView's
  /// `<edgeInsets key="edgeInsets">` (AppKit views have no margins of their own).
  ///
  /// - Throws: `LayoutFileError` at the insets element for a value that is not a finite number
  ///   in the model's range (`"abc"`, `"nan"`, `"1e309"`); an absent one is 0.
  func edgeInsets(_ index: Int) throws(LayoutFileError) -> EdgeInsets? {
    func value(_ element: Int, _ name: String) throws(LayoutFileError) -> Double {
      try number(xml.elements[element][name], default: 0, at: context.location(element))
    }
    if let insets =
      xml.child(of: index, named: "edgeInsets", key: "layoutMargins")
      ?? (context.platform == .macOS && xml.elements[index].name == "stackView"
        ? xml.child(of: index, named: "edgeInsets", key: "edgeInsets") : nil)
    {
      return EdgeInsets(
        top: try value(insets, "top"), left: try value(insets, "left"),
        bottom: try value(insets, "bottom"), right: try value(insets, "right"))
    }
    if let insets = xml.child(
      of: index, named: "directionalEdgeInsets", key: "directionalLayoutMargins")
    {
      return EdgeInsets(
        top: try value(insets, "top"), left: try value(insets, "leading"),
        bottom: try value(insets, "bottom"), right: try value(insets, "trailing"))
    }
    return nil
  }

  /// Records the guides declared on the view at `index`: safe area, layout margins, a scroll
  /// view's content and frame guides, and the app's own `<layoutGuide>`s.
  mutating func registerGuides(_ index: Int, owner: String, isScrollView: Bool) {
    for child in xml.elements[index].children {
      let element = xml.elements[child]
      guard let id = element["id"] else {
        if element.name == "layoutGuides" {
          for guide in element.children {
            guard let guideID = xml.elements[guide]["id"] else { continue }
            items[guideID] = .guide(guideID)
            guides.append(
              LayoutGuide(id: guideID, owningView: owner, location: context.location(guide)))
          }
        }
        continue
      }
      guard element.name == "viewLayoutGuide" else { continue }
      switch element["key"] {
      case "safeArea": items[id] = .safeArea(of: owner)
      case "layoutMargins": items[id] = .margins(of: owner)
      case "contentLayoutGuide" where isScrollView: items[id] = .contentGuide(of: owner)
      case "frameLayoutGuide" where isScrollView: items[id] = .frameGuide(of: owner)
      case "frameLayoutGuide": items[id] = .view(owner)
      default: break
      }
    }
  }

  /// A view controller's `<layoutGuides><viewControllerLayoutGuide type="top|bottom">`.
  mutating func registerControllerGuides(_ owner: Int, root: String) {
    for list in xml.children(of: owner, named: "layoutGuides") {
      for guide in xml.children(of: list, named: "viewControllerLayoutGuide") {
        guard let id = xml.elements[guide]["id"] else { continue }
        items[id] =
          xml.elements[guide]["type"] == "bottom" ? .bottomGuide(root: root) : .topGuide(root: root)
      }
    }
  }

  /// NSStackView's `useDefaultSpacing`, the largest float (3.4028234663852886e+38), which a
  /// `<customSpacing>` holds for a view without custom spacing.
  static let defaultSpacingMarker = Double(Float.greatestFiniteMagnitude)

  /// An NSStackView list of one number per arranged view, in order (IB-FORMAT.md §10:
  /// `<customSpacing>`'s `<real>`s, `<visibilityPriorities>`' `<integer>`s), each checked by
  /// `check`, which gives the error for a value it refuses.
  /// - Throws: `LayoutFileError` at a child that is not a number or that `check` refuses, or
  ///   at the element when there is not one value per arranged view (the values could not be
  ///   matched to their views).
  func perArrangedView(
    _ element: Int, arranged: [String], key: String,
    check: (Double, String) -> LayoutFileError.Kind?
  ) throws(LayoutFileError) -> [(id: String, value: Double)] {
    var values: [Double] = []
    for child in xml.elements[element].children {
      let name = xml.elements[child].name
      guard ["real", "integer"].contains(name) else {
        throw LayoutFileError(
          .expected("a <real value=...> per arranged view", found: "<\(name)>"),
          at: context.location(child))
      }
      let text = xml.elements[child]["value"] ?? ""
      guard let value = InterfaceBuilderContext.number(text) else {
        throw LayoutFileError(.invalidNumber(text), at: context.location(child))
      }
      if let refusal = check(value, text) {
        throw LayoutFileError(refusal, at: context.location(child))
      }
      values.append(value)
    }
    guard values.count == arranged.count else {
      throw LayoutFileError(
        .invalidValue(
          values.count == 1 ? "1 value" : "\(values.count) values", key: key,
          expected: "one per arranged view, \(arranged.count)"),
        at: context.location(element))
    }
    return Array(zip(arranged, values)).map { (id: $0.0, value: $0.1) }
  }

  /// NSStackView's `<customSpacing>`: ``defaultSpacingMarker`` where a view has none, else a
  /// spacing in points; the custom spacings by id.
  /// - Throws: `LayoutFileError` as `perArrangedView` does, and for a spacing out of range.
  func customSpacing(_ element: Int, arranged: [String]) throws(LayoutFileError)
    -> [String: Double]
  {
    let values = try perArrangedView(element, arranged: arranged, key: "customSpacing") {
      value, _ in
      value == Self.defaultSpacingMarker || LayoutLimits.accepts(value)
        ? nil : .model(.numberOutOfRange(value, what: "custom spacing"))
    }
    var result: [String: Double] = [:]
    for (id, value) in values where value != Self.defaultSpacingMarker { result[id] = value }
    return result
  }

  /// NSStackView's `<visibilityPriorities>`, 0...1000 each; the ids of the views at 0,
  /// `notVisible`, which the stack detaches whatever their size (Apple: "forces a view to
  /// detach"). A priority between 0 and 1000 detaches a view only when the stack is too small
  /// for it, which is not modelled: such a view stays.
  /// - Throws: `LayoutFileError` as `perArrangedView` does, and for a value out of 0...1000.
  func notVisible(_ element: Int, arranged: [String]) throws(LayoutFileError) -> Set<String> {
    let values = try perArrangedView(element, arranged: arranged, key: "visibilityPriorities") {
      value, text in
      (0...1000).contains(value)
        ? nil
        : .invalidValue(text, key: "visibilityPriorities", expected: "a priority, 0 to 1000")
    }
    return Set(values.filter { $0.value == 0 }.map(\.id))
  }

  /// The values a YES/NO attribute takes.
  static let flags = ["YES", "NO"]

  /// The value of the attribute `key` of the element at `index`, one of `allowed` (the
  /// framework's enumeration as Interface Builder writes it), or `nil` when it is absent.
  /// - Throws: `LayoutFileError` at the element for any other value: a document this reader
  ///   cannot read is never read as the default.
  func knownValue(_ key: String, of index: Int, among allowed: [String]) throws(LayoutFileError)
    -> String?
  {
    guard let value = context.attributes(index)[key] else { return nil }
    guard allowed.contains(value) else {
      let expected =
        allowed.count == 2
        ? allowed.joined(separator: " or ") : "one of " + allowed.joined(separator: ", ")
      throw LayoutFileError(
        .invalidValue(value, key: key, expected: expected), at: context.location(index))
    }
    return value
  }

  /// The stack configuration of a `UIStackView` or `NSStackView` element.
  func stackConfiguration(
    _ index: Int, arranged: [String], areas: [String: StackGravityArea] = [:]
  ) throws(LayoutFileError) -> StackConfiguration {
    let attributes = context.attributes(index)
    var stack = StackConfiguration(arrangedSubviews: arranged)
    let macOS = context.platform == .macOS
    // UIStackView's `axis`, NSStackView's `orientation`: each platform's own attribute only.
    let vertical =
      try knownValue(
        macOS ? "orientation" : "axis", of: index, among: ["horizontal", "vertical"])
      == "vertical"
    stack.axis = vertical ? .vertical : .horizontal
    // UIStackView.Distribution and NSStackView.Distribution, as Interface Builder names them.
    let distributions = [
      "fill", "fillEqually", "fillProportionally", "equalSpacing", "equalCentering",
    ]
    let distribution = try knownValue(
      "distribution", of: index, among: distributions + (macOS ? ["gravityAreas"] : []))
    switch distribution {
    case "fillEqually": stack.distribution = .fillEqually
    case "fillProportionally": stack.distribution = .fillProportionally
    case "equalSpacing": stack.distribution = .equalSpacing
    case "equalCentering": stack.distribution = .equalCentering
    case "fill": stack.distribution = .fill
    case nil where macOS, "gravityAreas":
      // NSStackView's default, gravity areas: the views of one area keep `spacing` between
      // them and the gaps between areas take the room left (`StackConfiguration.gravityAreas`).
      stack.distribution = .fill
      stack.gravityAreas = areas
    default: stack.distribution = .fill
    }
    // UIStackView.Alignment, or NSStackView's NSLayoutConstraint.Attribute.
    let alignments =
      macOS
      ? [
        "leading", "trailing", "left", "right", "top", "bottom", "centerX", "centerY",
        "firstBaseline", "lastBaseline", "baseline", "width", "height", "notAnAttribute",
      ]
      : ["fill", "leading", "top", "firstBaseline", "center", "trailing", "bottom", "lastBaseline"]
    switch try knownValue("alignment", of: index, among: alignments) {
    case "leading", "left": stack.alignment = .leading
    case "top": stack.alignment = vertical ? .leading : .top
    case "trailing", "right": stack.alignment = .trailing
    case "bottom": stack.alignment = vertical ? .trailing : .bottom
    case "center", "centerX", "centerY": stack.alignment = .center
    case "firstBaseline": stack.alignment = .firstBaseline
    case "lastBaseline", "baseline": stack.alignment = .lastBaseline
    case nil where macOS: stack.alignment = .center
    default: stack.alignment = .fill
    }
    let standard = attributes["spacingType"] == "standard"
    stack.spacing =
      standard
      ? 8
      : InterfaceBuilderContext.number(attributes["spacing"])
        ?? (macOS ? 8 : 0)
    stack.isBaselineRelativeArrangement = attributes["baselineRelativeArrangement"] == "YES"
    // An NSStackView's `edgeInsets` inset its arranged views from its edges, as a UIKit
    // stack's margins do with `isLayoutMarginsRelativeArrangement` (`edgeInsets(_:)` reads
    // them as its margins; realib 43's 8-pt sides).
    stack.isLayoutMarginsRelativeArrangement =
      (attributes["layoutMarginsFollowReadableWidth"] != "YES"
        && attributes["layoutMarginsRelativeArrangement"] == "YES")
      || (macOS && xml.child(of: index, named: "edgeInsets", key: "edgeInsets") != nil)
    if let custom = xml.child(of: index, named: "customSpacing", key: nil) {
      stack.customSpacing = try customSpacing(custom, arranged: arranged)
    }
    // IB-FORMAT.md §10: written only as YES (realib 35, 41, 43); absent, hidden views stay.
    stack.detachesHiddenViews =
      try knownValue("detachesHiddenViews", of: index, among: Self.flags) == "YES"
    if let priorities = xml.child(of: index, named: "visibilityPriorities", key: nil) {
      stack.notVisible = try notVisible(priorities, arranged: arranged)
    }
    if macOS { stack.huggingPriority = try stackHugging(index) }
    return stack
  }

  /// NSStackView's hugging priorities (249.99998474121094 when Xcode writes its default), or
  /// `nil` when the element gives neither. Read exactly, not rounded as a view's hugging is:
  /// the stack's hugging is meant to be just below the views' 250, and rounding it up would tie
  /// them (realib 41's control bar).
  /// - Throws: `LayoutFileError` at the element for a value that is not a priority.
  func stackHugging(_ index: Int) throws(LayoutFileError) -> ContentPriorities? {
    let keys = ["horizontalStackHuggingPriority", "verticalStackHuggingPriority"]
    guard keys.contains(where: { context.attributes(index)[$0] != nil }) else { return nil }
    let low = StackConfiguration.appKitHuggingPriority.rawValue
    return ContentPriorities(
      horizontal: try priority(keys[0], of: index, default: low, exactly: true),
      vertical: try priority(keys[1], of: index, default: low, exactly: true))
  }
}
