import LayoutDiagnostics
import LayoutEngine
import LayoutModel

extension Wireframe {
  /// What to mark on a layout's drawing.
  struct Marks {
    /// The page's link key of each engine constraint that appears elsewhere on the page.
    var keys: [Int: String] = [:]
    /// Engine indices of the constraints in a conflict (solid red dimension lines).
    var members: Set<Int> = []
    /// Engine indices of the constraints that were broken (dashed red dimension lines).
    var broken: Set<Int> = []
    /// The ambiguous views, with witnesses.
    var ambiguity: AmbiguityReport?
    /// Whether an ambiguous position means a position the input does not show (a console
    /// report), drawn as placed by the solver and marked unknown, rather than ambiguity.
    var ambiguityIsUnknown = false
    /// The truncated views.
    var truncations: [TruncationAnalysis.Truncation] = []
    /// The text views that reach past the root's edge, in a text the layout's own does not
    /// (`clipped-content`), by view id.
    var clipped: [String: ContentOverflow.Overflow] = [:]
    /// The views whose stored design-time frame the constraints do not give, drawn dashed at
    /// their stored place over the solved frame.
    var misplacements: [FrameMisplacement] = []
  }

  /// The absolute frames of `layout`'s layout guides, read from the solver; read them before
  /// any analysis moves the solver's values (ambiguity ranges).
  static func guideFrames(_ layout: LayoutAnalysis) -> [String: LayoutRect] {
    var frames: [String: LayoutRect] = [:]
    // Where `solve()` moves a layout nothing places, so that it starts at the origin.
    let origin = layout.engine.originShift()
    for guide in layout.document.hierarchy.guides {
      guard let variables = layout.engine.frameVariables(of: .guide(guide.id)) else { continue }
      let value = layout.engine.solver.value(of:)
      frames[guide.id] = LayoutRect(
        x: value(variables.minX) - origin.x, y: value(variables.minY) - origin.y,
        width: value(variables.width),
        height: value(variables.height))
    }
    return frames
  }

  /// How far an item whose position the input does not show is placed inside its superview,
  /// and how much narrower than it an item of unknown size is drawn, in points.
  static let unknownInset = 16.0
  /// The size of an item of unknown size with no superview to take it from, in points.
  static let unknownSize = (width: 320.0, height: 120.0)

  /// The drawing of `layout`'s solved frames with `marks`; item keys are `PREFIX-vN`, N the
  /// item's position among the views, then the guides. `guides` are `guideFrames(layout)`.
  ///
  /// When `marks.ambiguityIsUnknown`, an attribute the constraints leave open is one the input
  /// does not show: such a position is drawn `unknownInset` inside the superview and such a
  /// size `unknownInset` short of the superview's on each side (`unknownSize` at the top), so
  /// that the items show; they are marked `unplaced`. Known values keep their solved points.
  ///
  /// `aliases` (a console report's `ItemAliases`) names the items as the report's text, conflict
  /// pictures and graph do; each tooltip keeps the full name.
  init(
    layout: LayoutAnalysis, prefix: String, marks: Marks, guides: [String: LayoutRect],
    aliases: ItemAliases? = nil
  ) {
    let document = layout.document
    let engine = layout.engine
    var open: [String: Set<LayoutAttribute>] = [:]
    if marks.ambiguityIsUnknown {
      for view in marks.ambiguity?.ambiguousViews ?? [] {
        open[view.id] = Set(view.ambiguousAttributes.map(\.attribute))
      }
    }
    let (absolute, labelLines, relative) = Self.absoluteFrames(
      layout.solution, open: open, guides: guides)
    func rect(_ item: LayoutItem) -> LayoutRect? {
      switch item {
      case .view(let id), .guide(let id): return absolute[id]
      case .safeAreaLayoutGuide(of: let id), .layoutMarginsGuide(of: let id): return absolute[id]
      }
    }

    let conflictItems = Self.conflictItems(marks, engine: engine)
    let ambiguous = Dictionary(
      (marks.ambiguity?.ambiguousViews ?? []).map { ($0.id, $0) }, uniquingKeysWith: { a, _ in a })
    let truncated = Dictionary(grouping: marks.truncations, by: \.view)
    let misplaced = Dictionary(
      marks.misplacements.map { ($0.view, $0) }, uniquingKeysWith: { a, _ in a })

    var boxes: [Box] = []
    let names = ItemNames(document: document)
    let views = document.hierarchy.views
    for (number, view) in views.enumerated() {
      guard let frame = absolute[view.id] else { continue }
      var classes = ["view"]
      var notes: [String] = []
      if conflictItems.contains(view.id) {
        classes.append("conflict")
        notes.append("in a conflict")
      }
      var witness: LayoutRect?
      if let ambiguity = ambiguous[view.id] {
        let marked = Self.ambiguityMarks(
          ambiguity, isUnknown: marks.ambiguityIsUnknown,
          superview: view.superview.flatMap { absolute[$0] })
        classes.append(marked.class)
        notes += marked.notes
        witness = marked.witness
      }
      let content = Self.contentMarks(
        truncated[view.id] ?? [], clipped: marks.clipped[view.id], frame: frame)
      classes += content.classes
      notes += content.overflows.map(\.note)
      let overflows = content.overflows
      var stored: LayoutRect?
      if let misplacement = misplaced[view.id] {
        classes.append("misplaced")
        notes.append("stored (design-time) frame: " + Self.frameText(misplacement.stored))
        stored = Self.storedRect(of: view, in: document.hierarchy, solved: absolute)
      }
      // The name the findings use; the tooltip adds the class and the object id it lacks.
      let plain = Self.label(className: view.className, id: view.id)
      let label = aliases?.alias(of: view.id) ?? names.caption(of: view.id) ?? plain
      let title = label.contains(view.id) ? label : "\(label) (\(plain))"
      let local = relative[view.id]?.frame ?? frame
      boxes.append(
        Box(
          key: "\(prefix)-v\(number)", label: label,
          tooltip: ([title, Self.frameText(local)] + notes).joined(separator: "\n"),
          rect: frame, classes: classes, witness: witness, overflows: overflows.map(\.rect),
          labelLine: labelLines[view.id] ?? 0, stored: stored))
    }
    boxes += Self.guideBoxes(
      document.hierarchy, absolute: absolute, conflictItems: conflictItems, prefix: prefix,
      aliases: aliases)

    let dimensions = Self.dimensions(marks, engine: engine, prefix: prefix, rect: rect)
    self.init(prefix: prefix, boxes: boxes, dimensions: dimensions)
  }

  /// Every solved view's frame in the root's coordinates (and `guides`'), with how many
  /// labels sit on the same top line above it, and the solved views by id. A position or size
  /// in `open` that the solver left at zero is made up (`unknownInset`, `unknownSize`).
  /// Superview chains are resolved iteratively, so that a deep chain cannot overflow the
  /// stack.
  static func absoluteFrames(
    _ solution: LayoutSolution, open: [String: Set<LayoutAttribute>],
    guides: [String: LayoutRect]
  ) -> (absolute: [String: LayoutRect], labelLines: [String: Int], relative: [String: SolvedView]) {
    var absolute: [String: LayoutRect] = guides
    var labelLines: [String: Int] = [:]
    var relative: [String: SolvedView] = [:]
    for view in solution.views where relative[view.id] == nil { relative[view.id] = view }
    func resolve(_ id: String) {
      guard absolute[id] == nil else { return }
      var chain: [SolvedView] = []
      var current = relative[id]
      while let view = current, absolute[view.id] == nil, chain.count <= relative.count {
        chain.append(view)
        current = view.superview.flatMap { relative[$0] }
      }
      var base = current.flatMap { absolute[$0.id] }
      for view in chain.reversed() {
        let frame = view.frame
        let free = open[view.id] ?? []
        let inset = Self.unknownInset
        // A size the input does not show is made up only when the solver left it at zero,
        // and then so is the position on that axis (inside the superview); positions the
        // other constraints relate keep the solver's values.
        let madeUpWidth = free.contains(.width) && frame.width < 1
        let madeUpHeight = free.contains(.height) && frame.height < 1
        func place(_ solved: Double, _ origin: Double?, madeUp: Bool) -> Double {
          (origin ?? 0) + (madeUp ? (origin == nil ? 0 : inset) : solved)
        }
        func size(_ solved: Double, _ outer: Double?, _ fallback: Double, madeUp: Bool) -> Double {
          guard madeUp else { return solved }
          return outer.map { max($0 - 2 * inset, inset) } ?? fallback
        }
        let rect = LayoutRect(
          x: place(frame.x, base?.x, madeUp: madeUpWidth),
          y: place(frame.y, base?.y, madeUp: madeUpHeight),
          width: size(frame.width, base?.width, Self.unknownSize.width, madeUp: madeUpWidth),
          height: size(frame.height, base?.height, Self.unknownSize.height, madeUp: madeUpHeight))
        if let base, abs(base.y - rect.y) < 1, let parent = view.superview {
          labelLines[view.id] = (labelLines[parent] ?? 0) + 1
        }
        absolute[view.id] = rect
        base = rect
      }
    }
    for view in solution.views { resolve(view.id) }
    return (absolute, labelLines, relative)
  }

  /// The ids of the views and guides the marked conflicts' members and broken constraints
  /// name.
  static func conflictItems(_ marks: Marks, engine: LayoutEngine) -> Set<String> {
    var items: Set<String> = []
    for index in marks.members.union(marks.broken) where engine.constraints.indices.contains(index)
    {
      let constraint = engine.constraints[index]
      items.insert(constraint.firstItem.ownerID)
      if let second = constraint.secondItem { items.insert(second.ownerID) }
    }
    return items
  }

  /// The boxes of `hierarchy`'s layout guides placed in `absolute`, keyed after its views.
  static func guideBoxes(
    _ hierarchy: ViewHierarchy, absolute: [String: LayoutRect], conflictItems: Set<String>,
    prefix: String, aliases: ItemAliases? = nil
  ) -> [Box] {
    var boxes: [Box] = []
    for (number, guide) in hierarchy.guides.enumerated() {
      guard let frame = absolute[guide.id] else { continue }
      var classes = ["view", "guide"]
      if conflictItems.contains(guide.id) { classes.append("conflict") }
      boxes.append(
        Box(
          key: "\(prefix)-v\(hierarchy.views.count + number)",
          label: aliases?.alias(of: guide.id) ?? guide.id,
          tooltip: "layout guide \(guide.id)\n" + Self.frameText(frame), rect: frame,
          classes: classes))
    }
    return boxes
  }

  /// How an ambiguous view is marked: `unplaced` where ambiguity means a position the input
  /// does not show (`isUnknown`), else `ambiguous` with another frame the constraints allow
  /// (absolute, in points, inside `superview`'s absolute frame), and the tooltip's notes.
  static func ambiguityMarks(
    _ ambiguity: ViewAmbiguity, isUnknown: Bool, superview: LayoutRect?
  ) -> (class: String, notes: [String], witness: LayoutRect?) {
    let attributes = ambiguity.ambiguousAttributes.map(\.attribute)
    let names = attributes.map(\.rawValue).joined(separator: ", ")
    if isUnknown {
      return ("unplaced", ["not shown by the input (\(names)): drawn at a made-up place"], nil)
    }
    guard let axis = ambiguity.axes.first else {
      return ("ambiguous", ["ambiguous: " + names], nil)
    }
    let local = axis.witnessFrame
    let witness = LayoutRect(
      x: (superview?.x ?? 0) + local.x, y: (superview?.y ?? 0) + local.y, width: local.width,
      height: local.height)
    return (
      "ambiguous",
      ["ambiguous: " + names, "another frame the constraints allow: " + Self.frameText(local)],
      witness
    )
  }

  /// Each truncation of a view drawn at `frame` (absolute points): the overflow box past its
  /// far edge, as long as the shortfall, and the tooltip's note.
  static func overflows(_ truncations: [TruncationAnalysis.Truncation], frame: LayoutRect)
    -> [(rect: LayoutRect, note: String)]
  {
    truncations.map { truncation in
      let missing = truncation.shortfall
      let note =
        "truncated: \(formatPoints(missing)) pt short of its intrinsic"
        + " \(truncation.axis == .horizontal ? "width" : "height")"
      let rect =
        truncation.axis == .horizontal
        ? LayoutRect(x: frame.maxX, y: frame.y, width: missing, height: frame.height)
        : LayoutRect(x: frame.x, y: frame.maxY, width: frame.width, height: missing)
      return (rect, note)
    }
  }

  /// The marks of a view drawn at `frame` (absolute points) whose content is cut: `truncated`
  /// with each truncation's overflow past its edge, `clipped` with its part off the screen.
  static func contentMarks(
    _ truncations: [TruncationAnalysis.Truncation], clipped: ContentOverflow.Overflow?,
    frame: LayoutRect
  ) -> (classes: [String], overflows: [(rect: LayoutRect, note: String)]) {
    var overflows = overflows(truncations, frame: frame)
    var classes = overflows.isEmpty ? [] : ["truncated"]
    if let clipped {
      classes.append("clipped")
      overflows.append(clippedPart(clipped, frame: frame))
    }
    return (classes, overflows)
  }

  /// The part of a view drawn at `frame` (absolute points) that reaches `past` the root's
  /// edge, off the screen, and the tooltip's note.
  static func clippedPart(_ past: ContentOverflow.Overflow, frame: LayoutRect) -> (
    rect: LayoutRect, note: String
  ) {
    let length = min(
      past.distance, past.edge == .left || past.edge == .right ? frame.width : frame.height)
    let rect: LayoutRect
    switch past.edge {
    case .top: rect = LayoutRect(x: frame.x, y: frame.y, width: frame.width, height: length)
    case .left: rect = LayoutRect(x: frame.x, y: frame.y, width: length, height: frame.height)
    case .right:
      rect = LayoutRect(x: frame.maxX - length, y: frame.y, width: length, height: frame.height)
    default:
      rect = LayoutRect(x: frame.x, y: frame.maxY - length, width: frame.width, height: length)
    }
    let note =
      "clipped: reaches \(formatPoints(roundedPoints(past.distance))) pt past the root view's"
      + " \(past.edge) edge, off the screen"
    return (rect, note)
  }

  /// The dimension lines of the marked conflicts' members and broken constraints, in index
  /// order, where `rect` places their items.
  static func dimensions(
    _ marks: Marks, engine: LayoutEngine, prefix: String, rect: (LayoutItem) -> LayoutRect?
  ) -> [Dimension] {
    var dimensions: [Dimension] = []
    for index in marks.members.union(marks.broken).sorted()
    where engine.constraints.indices.contains(index) {
      let constraint = engine.constraints[index]
      guard let first = rect(constraint.firstItem),
        let line = Self.dimension(constraint, first, constraint.secondItem.flatMap(rect))
      else { continue }
      dimensions.append(
        Dimension(
          key: marks.keys[index] ?? "\(prefix)-c\(index)", from: line.from, to: line.to,
          label: Self.dimensionLabel(constraint),
          tooltip: constraint.listingDescription
            + (marks.broken.contains(index) ? "\nbroken to recover" : ""),
          isBroken: marks.broken.contains(index)))
    }
    return dimensions
  }

  /// Where `view`'s stored frame lies in absolute points: its stored origin in its
  /// superview's `solved` absolute frame, as the misplacement it draws is measured (`y 125 →
  /// 120` is within the superview); without one, added to its superviews' stored origins up
  /// to the first without a stored frame. `nil` without a stored frame. Before, the stored
  /// origins of every superview were added, and a view 5 pt off inside a parent 175 pt off
  /// was drawn 180 pt from its solved frame (realib 09's 'Message View').
  static func storedRect(
    of view: View, in hierarchy: ViewHierarchy, solved: [String: LayoutRect]
  ) -> LayoutRect? {
    guard let stored = view.frame else { return nil }
    if let parent = view.superview.flatMap({ solved[$0] }) {
      return LayoutRect(
        x: parent.x + stored.x, y: parent.y + stored.y, width: stored.width,
        height: stored.height)
    }
    var (x, y) = (stored.x, stored.y)
    var next = view.superview
    var steps = 0
    while let id = next, steps <= hierarchy.views.count {
      steps += 1
      guard let parent = hierarchy.view(id), let frame = parent.frame else {
        if let base = solved[id] { (x, y) = (x + base.x, y + base.y) }
        break
      }
      (x, y) = (x + frame.x, y + frame.y)
      next = parent.superview
    }
    return LayoutRect(x: x, y: y, width: stored.width, height: stored.height)
  }

  /// `UILabel title`, or the id alone when it already starts with the class (`UIView:0x1`).
  static func label(className: String, id: String) -> String {
    id.hasPrefix(className) ? id : "\(className) \(id)"
  }

  /// `frame = (x y; width height)`, as `UIView.description` prints a frame.
  static func frameText(_ frame: LayoutRect) -> String {
    let numbers = [frame.x, frame.y, frame.width, frame.height].map(formatConsoleNumber)
    return "frame = (\(numbers[0]) \(numbers[1]); \(numbers[2]) \(numbers[3]))"
  }

  /// The position of `attribute` on `rect`, in absolute points; `nil` for a size.
  static func position(_ attribute: LayoutAttribute, _ rect: LayoutRect) -> Double? {
    switch attribute.frameNameEdge ?? attribute {
    case .left, .leading, .leftMargin, .leadingMargin: return rect.x
    case .right, .trailing, .rightMargin, .trailingMargin: return rect.maxX
    case .centerX, .centerXWithinMargins: return rect.x + rect.width / 2
    case .top, .topMargin, .firstBaseline: return rect.y
    case .bottom, .bottomMargin, .lastBaseline: return rect.maxY
    case .centerY, .centerYWithinMargins: return rect.y + rect.height / 2
    default: return nil
    }
  }

  /// Where to draw `constraint`: between the two edges it relates, across the middle of the
  /// span the two items share; for a size, along the item's edge, as long as the constant it
  /// asks when it names no other item (a broken `width == 300` on a view solved 374 pt wide
  /// is drawn 300 pt long, not the whole 374); `nil` when it has no axis.
  static func dimension(
    _ constraint: LayoutConstraint, _ first: LayoutRect, _ second: LayoutRect?
  ) -> (from: (x: Double, y: Double), to: (x: Double, y: Double))? {
    guard let axis = constraint.firstAttribute.axis else { return nil }
    let horizontal = axis == .horizontal
    guard let start = position(constraint.firstAttribute, first) else {
      // A size: along the item's top or left edge, just inside it.
      let inset = min(8, (horizontal ? first.height : first.width) / 2)
      let asked =
        second == nil && constraint.constant.isFinite ? max(0, constraint.constant) : nil
      return horizontal
        ? ((first.x, first.y + inset), (first.x + (asked ?? first.width), first.y + inset))
        : ((first.x + inset, first.y), (first.x + inset, first.y + (asked ?? first.height)))
    }
    let other = second ?? LayoutRect(x: 0, y: 0, width: 0, height: 0)
    let end =
      second.flatMap { position(constraint.secondAttribute, $0) }.map {
        $0 * constraint.multiplier + constraint.constant
      } ?? constraint.constant
    // Across: the middle of the overlap of the two items' spans, else between their middles.
    let (low, high) =
      horizontal
      ? (max(first.y, other.y), min(first.maxY, other.maxY))
      : (max(first.x, other.x), min(first.maxX, other.maxX))
    let across =
      low <= high
      ? (low + high) / 2
      : horizontal
        ? (first.y + first.height / 2 + other.y + other.height / 2) / 2
        : (first.x + first.width / 2 + other.x + other.width / 2) / 2
    return horizontal ? ((start, across), (end, across)) : ((across, start), (across, end))
  }

  /// The text on a dimension line: `8`, `≥ 8`, `height == 200`, `0.2×height`.
  static func dimensionLabel(_ constraint: LayoutConstraint) -> String {
    let relation = constraint.relation == .equal ? "" : constraint.relation.symbol + " "
    if position(constraint.firstAttribute, LayoutRect(x: 0, y: 0, width: 0, height: 0)) == nil {
      guard constraint.secondItem != nil else {
        return "\(constraint.firstAttribute.rawValue) \(constraint.relation.symbol) "
          + formatConsoleNumber(constraint.constant)
      }
      let factor =
        constraint.multiplier == 1 ? "" : formatConsoleNumber(constraint.multiplier) + "×"
      let constant =
        constraint.constant == 0
        ? ""
        : (constraint.constant < 0 ? " − " : " + ") + formatConsoleNumber(abs(constraint.constant))
      return relation + factor + constraint.secondAttribute.rawValue + constant
    }
    return relation + formatConsoleNumber(constraint.constant)
  }
}

extension LayoutItem {
  /// The view or guide whose rectangle stands for the item (a built-in guide's view).
  var ownerID: String {
    switch self {
    case .view(let id), .guide(let id): return id
    case .safeAreaLayoutGuide(of: let id), .layoutMarginsGuide(of: let id): return id
    }
  }
}
