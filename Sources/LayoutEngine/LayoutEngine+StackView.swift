import LayoutModel

/// The constraints a `UIStackView` makes for its arranged subviews, with UIKit's identifiers
/// and origin `stackView`, so that conflicts and fixes read like real console logs.
///
/// Derived from Apple's documentation of `UIStackView`, `UIStackView.Distribution` and
/// `UIStackView.Alignment`, and from the `UISV-*` constraints in the real logs of
/// `../shared/realcases/` (the log that shows each form is cited where the form is made).
/// Forms no log shows are decisions, marked as such here and in `layout-dump(5)`.
///
/// The stack's alignment spanner (`_UILayoutSpacer 'UISV-alignment-spanner'`) is written as
/// the stack itself (its canvas): `111.log` shows UIKit connecting the spanner's top and
/// bottom to the stack's canvas with required `UISV-canvas-connection` constraints, so they
/// are the same edges. The spacers of `equalSpacing` and `equalCentering`
/// (`_UILayoutSpacer 'UISV-distributing'`) are layout guides owned by the stack, added by
/// `LayoutDocument.addingStackSpacers()`.
struct StackArrangement {
  let stack: View
  let configuration: StackConfiguration
  let hierarchy: ViewHierarchy
  /// The framework of the document: an AppKit stack (NSStackView) hugs its views.
  var framework = LayoutFramework.uiKit

  /// The item the arranged views are laid out in: the stack, or its layout-margins guide
  /// (`014.log` and `111.log` show `UIViewLayoutMarginsGuide` in `UISV-canvas-connection`).
  var canvas: LayoutItem {
    configuration.isLayoutMarginsRelativeArrangement
      ? .layoutMarginsGuide(of: stack.id) : .view(stack.id)
  }

  /// The attributes of the stack's axis (`along`) and of the other one (`across`).
  struct Edges {
    var lead: LayoutAttribute
    var trail: LayoutAttribute
    var center: LayoutAttribute
    var size: LayoutAttribute

    static let horizontal = Edges(lead: .leading, trail: .trailing, center: .centerX, size: .width)
    static let vertical = Edges(lead: .top, trail: .bottom, center: .centerY, size: .height)
  }

  var along: Edges { configuration.axis == .horizontal ? .horizontal : .vertical }
  var across: Edges { configuration.axis == .horizontal ? .vertical : .horizontal }

  /// The arranged views that exist, in order.
  var arranged: [View] { configuration.arrangedSubviews.compactMap { hierarchy.view($0) } }

  /// Whether this is AppKit's NSStackView (the document's framework, or a listing's class).
  var isAppKit: Bool { framework == .appKit || stack.className == "NSStackView" }

  /// Whether the stack lays `view` out as an arranged view. UIKit's stack lays out only the
  /// visible ones (Apple: "the stack view automatically updates its layout" when an arranged
  /// view is hidden). AppKit hides nothing itself: a hidden view keeps its place, as any hidden
  /// NSView does, unless `detachesHiddenViews` takes it out of the stack; a view at visibility
  /// priority `notVisible` is out of it, hidden or not.
  func laysOut(_ view: View) -> Bool {
    if isAppKit, configuration.notVisible.contains(view.id) { return false }
    return !view.isHidden || (isAppKit && !configuration.detachesHiddenViews)
  }

  /// The ids of the spacer guides between adjacent visible arranged views that
  /// `equalSpacing` and `equalCentering` use; empty for the other distributions.
  func spacerIDs() -> [String] {
    guard
      configuration.distribution == .equalSpacing
        || configuration.distribution == .equalCentering
    else { return [] }
    let visible = arranged.filter(laysOut)
    guard visible.count > 1 else { return [] }
    // A '.' cannot appear in an id read from input, so these never clash with the app's.
    return (1..<visible.count).map { "\(stack.id).UISV-distributing-\($0)" }
  }

  /// Every constraint the stack makes, in a fixed order: along the axis, across it, hidden
  /// views, then the `.fill` tie order.
  func constraints() -> [LayoutConstraint] {
    let all = arranged
    let visible = all.filter(laysOut)
    var result: [LayoutConstraint] = []
    if let first = visible.first, let last = visible.last {
      result += axisConstraints(visible, first: first, last: last)
      result += crossConstraints(visible, reference: first)
    }
    // An NSStackView's detached views get nothing of the stack's (`detachedViewIDs()`).
    if !isAppKit { result += hiddenConstraints(all, reference: visible.first) }
    result += ambiguitySuppression(all)
    result += hugging()
    if configuration.distribution == .fill { result += tieOrder(visible) }
    return result
  }

  // MARK: Along the axis

  private func axisConstraints(_ visible: [View], first: View, last: View) -> [LayoutConstraint] {
    if isAppKit, let areas = configuration.gravityAreas {
      return gravityConstraints(visible, areas: areas)
    }
    var result: [LayoutConstraint] = []
    // 063.log: `UIStackView.leading == UILabel.leading` and `H:[UILabel]-(0)-|`.
    result.append(
      make(canvas, along.lead, .equal, .view(first.id), along.lead, "canvas-connection"))
    result.append(
      make(canvas, along.trail, .equal, .view(last.id), along.trail, "canvas-connection"))
    let distribution = configuration.distribution
    let spaced = distribution == .equalSpacing || distribution == .equalCentering
    let baselines = configuration.isBaselineRelativeArrangement && configuration.axis == .vertical
    for (previous, next) in zip(visible, visible.dropFirst()) {
      // 063.log: `H:[a]-(2)-[b]`, required; the minimum gap when the gaps are distributed
      // (Apple: "equalSpacing ... shrinks the spacing to the minimum spacing").
      result.append(
        make(
          .view(next.id), baselines ? .firstBaseline : along.lead,
          spaced ? .greaterThanOrEqual : .equal,
          .view(previous.id), baselines ? .lastBaseline : along.trail, "spacing",
          constant: configuration.spacing(after: previous.id)))
    }
    switch distribution {
    case .fill, .equalSpacing, .equalCentering:
      break
    case .fillEqually:
      // 063.log: `UILabel.width == UILabel.width`, required, each view against the first.
      for view in visible.dropFirst() {
        result.append(
          make(.view(view.id), along.size, .equal, .view(first.id), along.size, "fill-equally"))
      }
    case .fillProportionally:
      result += proportional(visible)
    }
    if spaced {
      result += distributing(visible)
      // `_UILayoutArrangement` adds `UISV-canvas-fit`, the canvas's length == 0 at 49, for the
      // two distributions `_configurationRequiresCanvasConnectionFittingConstraint` names
      // (equalSpacing and equalCentering): a stack free along its axis takes its smallest
      // length, so its gaps are the minimum spacing rather than ambiguous. The canvas is the
      // stack itself (kean, "Let's Build UIStackView", 2017, prints `StackView.height == 0
      // priority:49`).
      result.append(
        make(
          .view(stack.id), along.size, .equal, nil, .notAnAttribute, "canvas-fit",
          priority: LayoutPriority(49)))
    }
    return result
  }

  /// `fillProportionally`: each view's length is its intrinsic length's share of the
  /// intrinsic lengths and gaps together, times the canvas length (Apple: "resized
  /// proportionally based on their intrinsic content size along the stack view's axis"):
  /// `view.size == length / (lengths + gaps) × canvas.size`, at priority 999 for the first
  /// arranged view, 998 for the second and so on (hidden ones counted), required when only one
  /// view is visible. These are the form and priorities of TZStackView, a public UIStackView
  /// reimplementation whose tests compared each constraint (multiplier, constant, priority)
  /// with UIStackView's. The shares hold together only where the canvas is as long as the
  /// intrinsic lengths and gaps; elsewhere the last views, at the lowest priorities, give way.
  /// Views without an intrinsic length keep their own constraints.
  private func proportional(_ visible: [View]) -> [LayoutConstraint] {
    let axis = configuration.axis
    let total = visible.reduce(0.0) { $0 + ($1.intrinsicContentSize[axis] ?? 0) }
    let gaps = visible.dropLast().reduce(0.0) { $0 + configuration.spacing(after: $1.id) }
    // Lengths and gaps under a point (negative spacing) share nothing: a share of 0 pt would
    // divide by zero, and of a hair's breadth give multipliers no solver holds exactly.
    guard total + gaps >= 1 else { return [] }
    let order = configuration.arrangedSubviews
    return visible.compactMap { view -> LayoutConstraint? in
      guard let length = view.intrinsicContentSize[axis] else { return nil }
      let index = order.firstIndex(of: view.id) ?? 0
      let priority = visible.count > 1 ? LayoutPriority(Double(999 - min(index, 998))) : .required
      return make(
        .view(view.id), along.size, .equal, canvas, along.size, "fill-proportionally",
        multiplier: length / (total + gaps), priority: priority)
    }
  }

  /// `equalSpacing` and `equalCentering`: a spacer guide between each pair of adjacent visible
  /// views, from edge to edge (or centre to centre), all of one length (`UISV-distributing`
  /// spacers with `UISV-distributing-edge` and `UISV-fill-equally`, as UIKit names them).
  /// Equal spacing is required (the gaps can always be equal); equal centring is a preference
  /// at 150 (`equalCenteringPriority`), below content hugging and compression resistance, so
  /// that views too wide for equal centres keep their sizes and the minimum spacing instead.
  /// The priority of equalCentering's equal spacers: 150, as TZStackView (a public
  /// UIStackView reimplementation whose tests compared each constraint and its priority with
  /// UIStackView's) makes them.
  static let equalCenteringPriority = LayoutPriority(150)

  private func distributing(_ visible: [View]) -> [LayoutConstraint] {
    let ids = spacerIDs()
    let centering = configuration.distribution == .equalCentering
    let start = centering ? along.center : along.trail
    let end = centering ? along.center : along.lead
    var result: [LayoutConstraint] = []
    for (index, id) in ids.enumerated() {
      let spacer = LayoutItem.guide(id)
      let previous = visible[index]
      let next = visible[index + 1]
      result.append(
        make(spacer, along.lead, .equal, .view(previous.id), start, "distributing-edge"))
      result.append(make(spacer, along.trail, .equal, .view(next.id), end, "distributing-edge"))
      // The spacer's cross-axis place is fixed so that its frame is determined.
      result.append(make(spacer, across.lead, .equal, canvas, across.lead, "distributing-edge"))
      result.append(make(spacer, across.size, .equal, nil, .notAnAttribute, "distributing-edge"))
      if index > 0 {
        result.append(
          make(
            spacer, along.size, .equal, .guide(ids[0]), along.size, "fill-equally",
            priority: centering ? Self.equalCenteringPriority : .required))
      }
    }
    return result
  }

  // MARK: Across the axis

  /// The alignment the model applies: baseline alignments are only valid in horizontal stacks
  /// (Apple's documentation of `firstBaseline` and `lastBaseline`); a vertical stack treats
  /// them as `fill`, a decision.
  var alignment: StackAlignment {
    let alignment = configuration.alignment.canonical
    if configuration.axis == .vertical, alignment == .firstBaseline || alignment == .lastBaseline {
      return .fill
    }
    return alignment
  }

  private func crossConstraints(_ visible: [View], reference: View) -> [LayoutConstraint] {
    var result: [LayoutConstraint] = []
    let first = LayoutItem.view(reference.id)
    switch alignment {
    case .fill:
      // 001.log: `UIStackView.leading == Text1.leading`, `H:[Text1]-(0)-|`, then
      // `Text1.leading == Text2.leading` and `Text1.trailing == Text2.trailing`.
      result.append(make(canvas, across.lead, .equal, first, across.lead, "canvas-connection"))
      result.append(make(canvas, across.trail, .equal, first, across.trail, "canvas-connection"))
    case .leading, .top:
      result.append(make(canvas, across.lead, .equal, first, across.lead, "canvas-connection"))
    case .trailing, .bottom:
      result.append(make(canvas, across.trail, .equal, first, across.trail, "canvas-connection"))
    case .center:
      // 012.log and 111.log: `UIStackView.centerY == UIImageView.centerY`.
      result.append(make(canvas, across.center, .equal, first, across.center, "canvas-connection"))
    case .firstBaseline, .lastBaseline:
      // No log shows baseline alignment's canvas; the model decides that the first view's top
      // is as high as the spanning boundaries let it be (priority 49, below the spanning fit).
      result.append(
        make(
          canvas, across.lead, .equal, first, across.lead, "canvas-connection",
          priority: LayoutPriority(49)))
    }
    for view in visible.dropFirst() {
      result += alignment(view, to: reference)
    }
    if alignment != .fill {
      for view in visible {
        // 111.log: `spanner.top <= UIView.top`, required.
        if alignment != .leading {
          result.append(
            make(
              canvas, across.lead, .lessThanOrEqual, .view(view.id), across.lead,
              "spanning-boundary"))
        }
        if alignment != .trailing {
          result.append(
            make(
              canvas, across.trail, .greaterThanOrEqual, .view(view.id), across.trail,
              "spanning-boundary"))
        }
      }
      // The spanner hugs the tallest view. No log shows `UISV-spanning-fit`; the model decides
      // priority 51, just above `UILayoutPriority.fittingSizeLevel` (50).
      result.append(
        make(
          canvas, across.size, .equal, nil, .notAnAttribute, "spanning-fit",
          priority: LayoutPriority(51)))
    }
    return result
  }

  /// `UISV-ambiguity-suppression`: with an alignment other than `fill`, every arranged view's
  /// length across the axis == 0 at priority 25 (`_UIAlignedLayoutArrangement`
  /// `_setUpConstraintForItem:…`, added when `_wantsAmbiguitySuppressionConstraints`, i.e. the
  /// alignment does not pin both cross edges; kean, "Let's Build UIStackView", 2017, prints
  /// `Subview0.height == 0 priority:25` for each view). A view with no cross length of its own
  /// is then as thin as its constraints allow instead of ambiguous; one with an intrinsic
  /// length keeps it (hugging and compression resistance are stronger).
  private func ambiguitySuppression(_ all: [View]) -> [LayoutConstraint] {
    guard alignment != .fill else { return [] }
    return all.map {
      make(
        .view($0.id), across.size, .equal, nil, .notAnAttribute, "ambiguity-suppression",
        priority: LayoutPriority(25))
    }
  }

  /// The `UISV-alignment` constraints of `view` against the first visible view, first item
  /// the reference, as in 001.log (`Text1.leading == Text2.leading`) and 017.log.
  private func alignment(_ view: View, to reference: View) -> [LayoutConstraint] {
    let first = LayoutItem.view(reference.id)
    let other = LayoutItem.view(view.id)
    switch alignment {
    case .fill:
      return [
        make(first, across.lead, .equal, other, across.lead, "alignment"),
        make(first, across.trail, .equal, other, across.trail, "alignment"),
      ]
    case .leading, .top:
      return [make(first, across.lead, .equal, other, across.lead, "alignment")]
    case .trailing, .bottom:
      return [make(first, across.trail, .equal, other, across.trail, "alignment")]
    case .center:
      return [make(first, across.center, .equal, other, across.center, "alignment")]
    case .firstBaseline:
      return [make(first, .firstBaseline, .equal, other, .firstBaseline, "alignment")]
    case .lastBaseline:
      return [make(first, .lastBaseline, .equal, other, .lastBaseline, "alignment")]
    }
  }

  // MARK: Hugging

  /// NSStackView keeps itself as small as its views allow on each axis, at its hugging priority
  /// (`StackConfiguration.huggingPriority`, else `appKitHuggingPriority`): its width and
  /// height `== 0` at that priority, against which the arranged views' required constraints
  /// hold it open. Without them an AppKit stack free on an axis (realib 41's empty stack with
  /// `height >= 8`) is ambiguous where AppKit's is not. UIKit's stack has no such constraints.
  private func hugging() -> [LayoutConstraint] {
    // A listing has no framework of its own: its NSStackView is AppKit's.
    guard isAppKit else { return [] }
    let low = StackConfiguration.appKitHuggingPriority
    let priorities =
      configuration.huggingPriority ?? ContentPriorities(horizontal: low, vertical: low)
    return [(LayoutAttribute.width, priorities.horizontal), (.height, priorities.vertical)].map {
      make(.view(stack.id), $0.0, .equal, nil, .notAnAttribute, "hugging", priority: $0.1)
    }
  }

  // MARK: Hidden views

  /// A hidden arranged view has length 0 along the axis (`UISV-hiding`, 051.log:
  /// `ChartViewA.height == 0`) and no spacing of its own: it sits at the far edge of the
  /// visible view before it (or at the canvas's leading edge), and the next visible view keeps
  /// the normal spacing from that view. Across the axis it keeps its `UISV-alignment`
  /// constraints, as the open-source re-implementation FDStackView does (no log shows a
  /// hidden view's alignment), so its place is determined; it adds no
  /// `UISV-spanning-boundary`, so with an alignment other than `fill` it never widens the
  /// stack, and it gets no cross-axis size 0 (FDStackView's), which would collapse a
  /// fill-aligned stack. Where it sits along the axis is a decision: no log shows a hidden
  /// view's position, and visible frames do not depend on it.
  private func hiddenConstraints(_ all: [View], reference: View?) -> [LayoutConstraint] {
    var result: [LayoutConstraint] = []
    var previous: View?
    for view in all {
      guard view.isHidden else {
        previous = view
        continue
      }
      let item = LayoutItem.view(view.id)
      result.append(make(item, along.size, .equal, nil, .notAnAttribute, "hiding"))
      if let previous {
        result.append(make(item, along.lead, .equal, .view(previous.id), along.trail, "spacing"))
      } else {
        result.append(make(canvas, along.lead, .equal, item, along.lead, "canvas-connection"))
      }
      if let reference {
        result += alignment(view, to: reference)
      } else {
        result.append(make(canvas, across.lead, .equal, item, across.lead, "canvas-connection"))
      }
    }
    return result
  }

  /// NSStackView's gravity areas along the axis (Apple, `NSStackView.Gravity`): the
  /// beginning area's first view at the canvas's leading edge, the end area's last view at its
  /// trailing edge, required; `spacing` (or a custom spacing) between the views of one area,
  /// required, and at least that between areas, so the gaps between areas take what room the
  /// stack has. The centre area is centred in the canvas at priority 249, just below the
  /// stack's default hugging, so that a stack free to shrink packs its areas and a wider one
  /// centres it (decision: no log shows the priority). Centring is written on the area's
  /// middle view (an odd count) or the gap after its middle view (an even count), exact when
  /// the area is symmetric.
  private func gravityConstraints(_ visible: [View], areas: [String: StackGravityArea])
    -> [LayoutConstraint]
  {
    guard let first = visible.first, let last = visible.last else { return [] }
    func area(_ view: View) -> StackGravityArea { areas[view.id] ?? .beginning }
    var result: [LayoutConstraint] = []
    result.append(
      make(
        canvas, along.lead, area(first) == .beginning ? .equal : .lessThanOrEqual,
        .view(first.id), along.lead, "canvas-connection"))
    result.append(
      make(
        canvas, along.trail, area(last) == .end ? .equal : .greaterThanOrEqual,
        .view(last.id), along.trail, "canvas-connection"))
    for (previous, next) in zip(visible, visible.dropFirst()) {
      result.append(
        make(
          .view(next.id), along.lead, area(previous) == area(next) ? .equal : .greaterThanOrEqual,
          .view(previous.id), along.trail, "spacing",
          constant: configuration.spacing(after: previous.id)))
    }
    let centre = visible.filter { area($0) == .center }
    guard !centre.isEmpty else { return result }
    let middle = centre[(centre.count - 1) / 2]
    if centre.count % 2 == 1 {
      result.append(
        make(
          .view(middle.id), along.center, .equal, canvas, along.center, "gravity-center",
          priority: LayoutPriority(249)))
    } else {
      result.append(
        make(
          .view(middle.id), along.trail, .equal, canvas, along.center, "gravity-center",
          constant: -configuration.spacing(after: middle.id) / 2, priority: LayoutPriority(249)))
    }
    return result
  }

  // MARK: Ties

  /// The `.fill` tie order (`StackConfiguration.tieStep`): among visible arranged views with
  /// an intrinsic length and equal hugging (compression resistance) on the axis, each view
  /// after the first gets a copy of its hugging (compression-resistance) constraint
  /// `tieStep` × (tied views from it to the end) below the tied priority.
  private func tieOrder(_ visible: [View]) -> [LayoutConstraint] {
    let axis = configuration.axis
    let sized = visible.filter { $0.intrinsicContentSize[axis] != nil }
    var result: [LayoutConstraint] = []
    for hugging in [true, false] {
      let priority: (View) -> LayoutPriority = {
        hugging ? $0.contentHuggingPriority[axis] : $0.contentCompressionResistancePriority[axis]
      }
      var groups: [LayoutPriority: [View]] = [:]
      var order: [LayoutPriority] = []
      for view in sized {
        if groups[priority(view)] == nil { order.append(priority(view)) }
        groups[priority(view), default: []].append(view)
      }
      for level in order {
        guard let members = groups[level], members.count > 1, !level.isRequired else { continue }
        for (position, view) in members.enumerated().dropFirst() {
          let steps = Double(members.count - position)
          let value = max(1, level.rawValue - StackConfiguration.tieStep * steps)
          result.append(
            LayoutConstraint(
              LayoutAnchor(.view(view.id), along.size),
              hugging ? .lessThanOrEqual : .greaterThanOrEqual,
              constant: view.intrinsicContentSize[axis] ?? 0, priority: LayoutPriority(value),
              identifier: "fill-index-order",
              provenance: Provenance(location: stack.location, origin: .stackView)))
        }
      }
    }
    return result
  }

  // MARK: Making constraints

  /// `first.a (relation) multiplier × second.b + constant`, named `UISV-<name>`, made by the
  /// stack view at its location.
  private func make(
    _ first: LayoutItem, _ firstAttribute: LayoutAttribute, _ relation: LayoutRelation,
    _ second: LayoutItem?, _ secondAttribute: LayoutAttribute, _ name: String,
    multiplier: Double = 1, constant: Double = 0, priority: LayoutPriority = .required
  ) -> LayoutConstraint {
    LayoutConstraint(
      LayoutAnchor(first, firstAttribute), relation,
      second.map { LayoutAnchor($0, secondAttribute) }, multiplier: multiplier,
      constant: constant, priority: priority, identifier: "UISV-" + name,
      provenance: Provenance(location: stack.location, origin: .stackView))
  }
}

extension LayoutEngine {
  /// The constraints of every stack view (`View.stack`), in view order.
  ///
  /// A stack whose own `UISV-*` constraints are already in the document (a captured dump holds
  /// what UIKit made) is not expanded again: UIKit's constraints are the evidence, and
  /// expanding would state each of them twice.
  func stackConstraints() -> [LayoutConstraint] {
    let hierarchy = document.hierarchy
    // UIKit's own stack constraints, looked for once rather than per stack (none in a listing).
    let uikit = document.constraints.filter { $0.identifier?.hasPrefix("UISV-") == true }
    var result: [LayoutConstraint] = []
    for view in hierarchy.views {
      guard let configuration = view.stack,
        !Self.hasUIKitConstraints(view, configuration, in: uikit)
      else { continue }
      result += StackArrangement(
        stack: view, configuration: configuration, hierarchy: hierarchy,
        framework: document.framework
      ).constraints()
    }
    return result
  }

  /// Whether `constraints` already hold UIKit's own `UISV-*` constraints for `stack`: one ties
  /// the stack (or its margins guide) to its arranged views only. A stack that is an arranged
  /// view of another appears in the outer stack's constraints, which do not count for it.
  static func hasUIKitConstraints(
    _ stack: View, _ configuration: StackConfiguration, in constraints: [LayoutConstraint]
  ) -> Bool {
    let members = Set(configuration.arrangedSubviews).union([stack.id])
    return constraints.contains { constraint in
      guard constraint.identifier?.hasPrefix("UISV-") == true else { return false }
      let items = [constraint.firstItem] + (constraint.secondItem.map { [$0] } ?? [])
      return items.allSatisfy { members.contains($0.id) } && items.contains { $0.id == stack.id }
    }
  }
}

extension LayoutDocument {
  /// The ids of the hidden arranged views an NSStackView detaches (`detachesHiddenViews`) and
  /// of the views inside them: out of the view hierarchy at run time (Apple: the stack view
  /// "removes hidden views from its view hierarchy"), so AppKit lays out no frame of theirs
  /// and keeps no constraint between them and a view outside (`isCut(_:detached:)`).
  public func detachedViewIDs() -> Set<String> {
    var detached = Array(repeating: false, count: hierarchy.views.count)
    for view in hierarchy.views {
      guard let configuration = view.stack else { continue }
      let arrangement = StackArrangement(
        stack: view, configuration: configuration, hierarchy: hierarchy, framework: framework)
      guard arrangement.isAppKit else { continue }
      for arranged in arrangement.arranged where !arrangement.laysOut(arranged) {
        if let index = hierarchy.viewIndex(of: arranged.id) { detached[index] = true }
      }
    }
    for (index, _) in hierarchy.depthFirstOrder() {
      if let parent = hierarchy.superviewIndices[index], detached[parent] { detached[index] = true }
    }
    return Set(hierarchy.views.indices.filter { detached[$0] }.map { hierarchy.views[$0].id })
  }

  /// Whether `constraint` ties an item inside the detached views `detached`
  /// (`detachedViewIDs()`) to one outside them: AppKit removes such a constraint with the view.
  /// A guide is inside with the view that owns it.
  public func isCut(_ constraint: LayoutConstraint, detached: Set<String>) -> Bool {
    guard !detached.isEmpty, let second = constraint.secondItem else { return false }
    func isInside(_ item: LayoutItem) -> Bool {
      switch item {
      case .view(let id), .safeAreaLayoutGuide(of: let id), .layoutMarginsGuide(of: let id):
        return detached.contains(id)
      case .guide(let id):
        return hierarchy.guide(id).map { detached.contains($0.owningView) } ?? false
      }
    }
    return isInside(constraint.firstItem) != isInside(second)
  }

  /// The document with the spacer guides its `equalSpacing` and `equalCentering` stack views
  /// need (`_UILayoutSpacer 'UISV-distributing'`), owned by the stack, after the app's guides;
  /// `self` if there are none to add or they are there already.
  public func addingStackSpacers() -> LayoutDocument {
    var spacers: [LayoutGuide] = []
    for view in hierarchy.views {
      guard let configuration = view.stack else { continue }
      let arrangement = StackArrangement(
        stack: view, configuration: configuration, hierarchy: hierarchy, framework: framework)
      for id in arrangement.spacerIDs() where hierarchy.guideIndex(of: id) == nil {
        spacers.append(LayoutGuide(id: id, owningView: view.id, location: view.location))
      }
    }
    guard !spacers.isEmpty,
      let expanded = try? ViewHierarchy(views: hierarchy.views, guides: hierarchy.guides + spacers)
    else { return self }
    var document = self
    document.hierarchy = expanded
    return document
  }
}
