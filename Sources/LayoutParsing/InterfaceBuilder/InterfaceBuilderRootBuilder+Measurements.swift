import LayoutModel

/// An inset the document does not store but its frames may determine: one edge of a view's
/// effective layout margins or safe-area insets, in points from the view's edge.
struct InterfaceBuilderInset: Hashable {
  enum Kind: Hashable { case margin, safeArea }
  enum Edge: Hashable { case top, left, bottom, right }
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
    let read = readInsets(constraints)
    guard let rootFrame = views.first?.frame else { return }
    let rootID = views[0].id
    let isSceneRoot = xml.elements[rootIndex]["key"] == "view" && context.platform == .iOS
    let rootSafe =
      isSceneRoot && context.device != nil ? context.device!.sceneSafeAreaInsets : .zero
    // The bars move the root's own guides only: the views under them in a table or scroll
    // view are offset by its content inset instead, which the stored frames do not show.
    let bars =
      isSceneRoot && context.device != nil
      ? xml.elements[rootIndex].parent.flatMap { context.bars[$0] } ?? .zero : .zero
    var effectiveMargins: [String: EdgeInsets] = [:]
    for index in views.indices {
      let id = views[index].id
      let frame = absoluteFrames[id] ?? .zero
      func value(_ kind: InterfaceBuilderInset.Kind, _ edge: InterfaceBuilderInset.Edge) -> Double?
      {
        read[InterfaceBuilderInset(view: id, kind: kind, edge: edge)]
      }
      var safe: EdgeInsets
      if id == rootID {
        safe = rootSafe
        safe.top += bars.top
        safe.bottom += bars.bottom
      } else {
        // The root's insets where they overlap the view, at most the root's own: the
        // unsafe strips are the root's edges, and a view reaching past an edge (a tall
        // table cell below the screen, realib 33's 1,000-pt news cell in a 667-pt table)
        // is not unsafe beyond it.
        // A view inside the strip is covered at most across its own length.
        func overlap(_ inset: Double, _ distance: Double, _ length: Double) -> Double {
          min(inset, max(0, inset - distance), max(0, length))
        }
        safe = EdgeInsets(
          top: overlap(rootSafe.top, frame.y, frame.height),
          left: overlap(rootSafe.left, frame.x, frame.width),
          bottom: overlap(rootSafe.bottom, rootFrame.height - frame.maxY, frame.height),
          right: overlap(rootSafe.right, rootFrame.width - frame.maxX, frame.width))
      }
      safe.top = value(.safeArea, .top) ?? safe.top
      safe.left = value(.safeArea, .left) ?? safe.left
      safe.bottom = value(.safeArea, .bottom) ?? safe.bottom
      safe.right = value(.safeArea, .right) ?? safe.right
      views[index].safeAreaInsets = safe
      var margins =
        explicitMargins.contains(id) ? views[index].layoutMargins : defaultMargins(index)
      if !marginsIgnoreSafeArea.contains(id), context.platform == .iOS {
        margins.top += safe.top
        margins.left += safe.left
        margins.bottom += safe.bottom
        margins.right += safe.right
      }
      if preservesMargins.contains(id), let parent = views[index].superview,
        let parentMargins = effectiveMargins[parent], let parentFrame = absoluteFrames[parent]
      {
        margins.left = max(margins.left, parentMargins.left - (frame.x - parentFrame.x))
        margins.right = max(margins.right, parentMargins.right - (parentFrame.maxX - frame.maxX))
        margins.top = max(margins.top, parentMargins.top - (frame.y - parentFrame.y))
        margins.bottom = max(margins.bottom, parentMargins.bottom - (parentFrame.maxY - frame.maxY))
      }
      margins.top = value(.margin, .top) ?? margins.top
      margins.left = value(.margin, .left) ?? margins.left
      margins.bottom = value(.margin, .bottom) ?? margins.bottom
      margins.right = value(.margin, .right) ?? margins.right
      views[index].layoutMargins = margins
      effectiveMargins[id] = margins
    }
  }

  /// UIKit's default layout margins of the view at `index` (before the safe area).
  func defaultMargins(_ index: Int) -> EdgeInsets {
    let view = views[index]
    let width = absoluteFrames[view.id]?.width ?? 0
    if index == 0, context.platform == .iOS, xml.elements[rootIndex]["key"] == "view" {
      let side: Double = width < 414 ? 16 : 20
      return EdgeInsets(top: 8, left: side, bottom: 8, right: side)
    }
    if view.className == "UITableViewCellContentView" {
      let major = Double(context.toolsVersion?.split(separator: ".").first ?? "") ?? 0
      if major > 0, major < 12000 { return EdgeInsets(all: 8) }
      let side: Double = width < 414 ? 16 : 20
      return EdgeInsets(top: 11, left: side, bottom: 11, right: side)
    }
    return .defaultLayoutMargins
  }

  /// The insets the stored frames determine: for each required equality with multiplier 1
  /// between a margin or safe-area edge and an edge of a view with a stored frame, neither
  /// flagged, the one unknown inset it leaves (the first such constraint per inset wins).
  /// Values outside 0...200 points are not taken.
  func readInsets(_ constraints: [LayoutConstraint]) -> [InterfaceBuilderInset: Double] {
    let flagged = Set(flags.misplaced + flags.ambiguous)
    var result: [InterfaceBuilderInset: Double] = [:]
    for constraint in constraints
    where constraint.relation == .equal && constraint.priority.isRequired {
      guard let second = constraint.second, constraint.multiplier == 1,
        !constraint.items.contains(where: { flagged.contains($0.id) }),
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
      guard result[unknown] == nil else { continue }
      let value = (b.value + constraint.constant - a.value) / coefficient
      if value >= -0.01, value <= 200 { result[unknown] = max(0, (value * 1000).rounded() / 1000) }
    }
    return result
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
