import LayoutModel

/// An inset the document does not store but its frames may determine: one edge of a view's
/// effective layout margins or safe-area insets, in points from the view's edge.
struct InterfaceBuilderInset: Hashable {
  enum Kind: Hashable { case margin, safeArea }
  /// The model's edges: `EdgeInsets` is read by them.
  typealias Edge = LayoutUnknown.Edge
  var view: String
  var kind: Kind
  var edge: Edge
}

extension InterfaceBuilderRootBuilder {
  /// Sets every view's layout margins and safe-area insets.
  ///
  /// Interface Builder stores neither (format notes, sections 8 and 9), but its stored frames
  /// are its own solve: an equality between an unflagged view's edge and a margin or safe-area
  /// edge (`label.leading == root.leadingMargin + 4`, frames x 20 and 0) gives that inset
  /// (`readInsets`). What the frames do not determine comes from UIKit's defaults: safe area
  /// from the device table (`InterfaceBuilderDevice.sceneSafeAreaInsets`) and the bars its
  /// controllers show (`InterfaceBuilderContext.inferredBars`, on the root alone) for a
  /// storyboard scene's root, none for a xib's root, and the root's insets where they overlap
  /// the view (at most the root's own: nothing past the root's edge is unsafe) for other
  /// views; margins 8 points, a root view's 16 left and right on compact widths
  /// under 414 points and 20 wider, a table cell content view's 16 (20 from 414 points) and
  /// 11 (8 before Xcode 9); margins follow the safe area unless
  /// `insetsLayoutMarginsFromSafeArea="NO"`, and `preservesSuperviewLayoutMargins` keeps the
  /// superview's where the view touches its edge.
  mutating func applyMeasurements(_ constraints: [LayoutConstraint]) {
    let plan = measurementPlan(constraints)
    insetPlan = plan.plan
    rejectedRootReadings = plan.rejected
    for (index, insets) in insetPlan.insets().enumerated() where views.indices.contains(index) {
      views[index].safeAreaInsets = insets.safeArea
      views[index].layoutMargins = insets.margins
    }
  }

  /// What `applyMeasurements(_:)` derives the insets from (`InterfaceBuilderInsetPlan`): every
  /// view's stored frame, base margins and flags, and the insets the frames determine; with
  /// the root's safe-area readings no canvas shows (`InterfaceBuilderCanvasInsets`), left out.
  func measurementPlan(_ constraints: [LayoutConstraint]) -> (
    plan: InterfaceBuilderInsetPlan, rejected: [InterfaceBuilderCanvasInsets.Reading]
  ) {
    var plan = InterfaceBuilderInsetPlan()
    guard let rootFrame = views.first?.frame else { return (plan, []) }
    plan.storedRootWidth = rootFrame.width
    plan.storedRootHeight = rootFrame.height
    let isSceneRoot = xml.elements[rootIndex]["key"] == "view" && context.platform == .iOS
    if isSceneRoot, let device = context.device {
      plan.screen = device.sceneSafeAreaInsets
      // The bars move the root's own guides only: the views under them in a table or scroll
      // view are offset by its content inset instead, which the stored frames do not show.
      plan.bars = xml.elements[rootIndex].parent.flatMap { context.bars[$0] } ?? .zero
    } else if context.platform == .iOS, let device = context.device, let size = device.size,
      [(size.width, size.height), (size.height, size.width)].contains(where: {
        abs($0.0 - rootFrame.width) <= 0.5 && abs($0.1 - rootFrame.height) <= 0.5
      })
    {
      // A xib's top-level view drawn as the whole screen: its frames measured the device's.
      plan.measuredScreen = device.sceneSafeAreaInsets
    }
    var canvas: InterfaceBuilderCanvasInsets?
    if context.platform == .iOS, let device = context.device, let root = views.first?.id {
      canvas = InterfaceBuilderCanvasInsets(
        root: root, device: device.sceneSafeAreaInsets, screen: plan.screen, bars: plan.bars,
        corroborated: corroboratedRootReadings)
    }
    let (read, rejected) = readInsets(constraints, canvas: canvas)
    let edges = InterfaceBuilderInset.Edge.allCases
    var entryOfView: [String: Int] = [:]
    for index in views.indices {
      let id = views[index].id
      entryOfView[id] = index
      let base: InterfaceBuilderInsetPlan.BaseMargins
      if explicitMargins.contains(id) {
        base = .explicit(views[index].layoutMargins)
      } else if index == 0, context.platform == .iOS, xml.elements[rootIndex]["key"] == "view" {
        base = .rootView
      } else if views[index].className == "UITableViewCellContentView" {
        let major = Double(context.toolsVersion?.split(separator: ".").first ?? "") ?? 0
        base = .tableCellContent(legacy: major > 0 && major < 12000)
      } else {
        base = .standard
      }
      let parent = views[index].superview.flatMap { entryOfView[$0] }
      let isScrolledContent = parent.map {
        plan.entries[$0].isScrolledContent || views[$0].isScrollView
      }
      plan.entries.append(
        InterfaceBuilderInsetPlan.Entry(
          id: id, parent: parent,
          frame: absoluteFrames[id], base: base,
          marginsFollowSafeArea: !marginsIgnoreSafeArea.contains(id) && context.platform == .iOS,
          preservesSuperviewMargins: preservesMargins.contains(id),
          readSafeArea: edges.map {
            read[InterfaceBuilderInset(view: id, kind: .safeArea, edge: $0)]
          },
          readMargins: edges.map { read[InterfaceBuilderInset(view: id, kind: .margin, edge: $0)] },
          isScrolledContent: isScrolledContent ?? false))
    }
    return (plan, rejected)
  }

  /// The insets the stored frames determine: for each required equality with multiplier 1
  /// between a margin or safe-area edge and an edge of a view with a stored frame, neither
  /// flagged, the one unknown inset it leaves. Values outside 0...200 points are not taken.
  /// Where several constraints read one inset, a reading equal to what the root's canvas
  /// shows without one wins, else the most frequent (the first among equals): one stale frame
  /// does not move the inset its correct siblings agree on. The root's safe-area readings
  /// `canvas` finds no canvas shows are left out and returned as `rejected`.
  func readInsets(_ constraints: [LayoutConstraint], canvas: InterfaceBuilderCanvasInsets? = nil)
    -> (read: [InterfaceBuilderInset: Double], rejected: [InterfaceBuilderCanvasInsets.Reading])
  {
    let flagged = Set(flags.misplaced + flags.ambiguous)
    let stale = staleFrames(constraints)
    var readings: [InterfaceBuilderInset: [Double]] = [:]
    var order: [InterfaceBuilderInset] = []
    for constraint in constraints
    where constraint.relation == .equal && constraint.priority.isRequired {
      guard let second = constraint.second, constraint.multiplier == 1,
        let axis = constraint.first.attribute.axis,
        !constraint.items.contains(where: {
          flagged.contains($0.id) || stale[axis, default: []].contains($0.id)
        }),
        let a = position(constraint.first), let b = position(second)
      else { continue }
      // a.value + a.sign × u == b.value + b.sign × u + constant, one unknown u.
      let unknown: InterfaceBuilderInset
      let coefficient: Double
      switch (a.unknown, b.unknown) {
      case (let u?, nil):
        unknown = u
        coefficient = a.sign
      case (nil, let u?):
        unknown = u
        coefficient = -b.sign
      default: continue
      }
      let value = (b.value + constraint.constant - a.value) / coefficient
      guard value >= -0.01, value <= 200 else { continue }
      if readings[unknown] == nil { order.append(unknown) }
      readings[unknown, default: []].append(max(0, (value * 1000).rounded() / 1000))
    }
    var result: [InterfaceBuilderInset: Double] = [:]
    var rejected: [InterfaceBuilderCanvasInsets.Reading] = []
    for inset in order {
      guard let values = readings[inset] else { continue }
      let (value, left) =
        canvas?.choose(values, for: inset) ?? (
          InterfaceBuilderCanvasInsets.mostFrequent(values), []
        )
      result[inset] = value
      rejected += left
    }
    return (result, rejected)
  }

  /// The views whose stored frames, on an axis, break a required equality between stored
  /// positions alone (no inset, no content size): `avatar.centerY == content.centerY` with
  /// centres 51 and 62 points, or `width == 80` on a view stored 102 points wide. Such frames
  /// are not the solve Interface Builder stored them from (Xcode would flag the view
  /// misplaced, had it checked), so no inset is read from them, as from a flagged view's: a
  /// cell's bottom margin was read as 33 points from an image view stored 22 points too high,
  /// and made a conflict with the 11-point top margin its centring implies. Of a broken
  /// equality between a view and one of its ancestors, the view is left out (Xcode flags the
  /// subview, not the container, whose own readings its other views may give); of one between
  /// other views, both, as the frames do not say which of the two moved.
  func staleFrames(_ constraints: [LayoutConstraint]) -> [LayoutAxis: Set<String>] {
    var stale: [LayoutAxis: Set<String>] = [:]
    var superviews: [String: String] = [:]
    for view in views { superviews[view.id] = view.superview }
    for constraint in constraints
    where constraint.relation == .equal && constraint.priority.isRequired {
      guard let axis = constraint.first.attribute.axis,
        let a = position(constraint.first), a.unknown == nil
      else { continue }
      let expected: Double
      if let second = constraint.second {
        // Positions are the root's, so a multiplier only scales sizes meaningfully.
        guard let b = position(second), b.unknown == nil, second.attribute.axis == axis,
          constraint.multiplier == 1
            || (constraint.first.attribute.isSize && second.attribute.isSize)
        else { continue }
        expected = constraint.multiplier * b.value + constraint.constant
      } else {
        guard constraint.first.attribute.isSize else { continue }
        expected = constraint.constant
      }
      guard abs(a.value - expected) > 0.5 else { continue }
      let ids = constraint.items.map(\.id)
      let placed =
        ids.count == 2 && ids[0] != ids[1]
        ? (Self.isAncestor(ids[0], of: ids[1], in: superviews)
          ? [ids[1]] : Self.isAncestor(ids[1], of: ids[0], in: superviews) ? [ids[0]] : ids)
        : ids
      stale[axis, default: []].formUnion(placed)
    }
    return stale
  }

  /// Whether view `ancestor` contains view `id`, at any depth, in `superviews` (a view's id to
  /// its superview's).
  static func isAncestor(_ ancestor: String, of id: String, in superviews: [String: String])
    -> Bool
  {
    var current = superviews[id]
    var steps = 0
    while let view = current, steps <= superviews.count {
      if view == ancestor { return true }
      current = superviews[view]
      steps += 1
    }
    return false
  }

  /// The stored position of an anchor in the root's coordinates: a known value, plus (when it
  /// is a margin or safe-area edge) the sign with which the unknown inset adds to it.
  func position(_ anchor: LayoutAnchor) -> (
    value: Double, unknown: InterfaceBuilderInset?, sign: Double
  )? {
    let kind: InterfaceBuilderInset.Kind?
    let id: String
    switch anchor.item {
    case .view(let view):
      id = view
      kind = anchor.attribute.isMarginAttribute ? .margin : nil
    case .safeAreaLayoutGuide(let view):
      id = view
      kind = .safeArea
    case .layoutMarginsGuide(let view):
      id = view
      kind = .margin
    case .guide:
      return nil
    }
    guard let frame = absoluteFrames[id] else { return nil }
    func inset(_ edge: InterfaceBuilderInset.Edge) -> InterfaceBuilderInset? {
      kind.map { InterfaceBuilderInset(view: id, kind: $0, edge: edge) }
    }
    switch anchor.attribute {
    case .left, .leading, .leftMargin, .leadingMargin: return (frame.x, inset(.left), 1)
    case .right, .trailing, .rightMargin, .trailingMargin: return (frame.maxX, inset(.right), -1)
    case .top, .topMargin: return (frame.y, inset(.top), 1)
    case .bottom, .bottomMargin: return (frame.maxY, inset(.bottom), -1)
    case .centerX where kind == nil: return (frame.x + frame.width / 2, nil, 0)
    case .centerY where kind == nil: return (frame.y + frame.height / 2, nil, 0)
    case .width where kind == nil: return (frame.width, nil, 0)
    case .height where kind == nil: return (frame.height, nil, 0)
    default: return nil
    }
  }
}
