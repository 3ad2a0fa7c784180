import LayoutModel

extension LayoutEngine {
  /// The constraints UIKit makes on the app's behalf, in view order: the root's frame, each
  /// translating view's autoresizing constraints, and each intrinsic size's hugging and
  /// compression-resistance pair; then the stack views' arrangements, the scroll views'
  /// guides and what views that compute their own content size place (cells, content size);
  /// then, unless left out, the built-in guides' sizes (`builtInGuideSizes`).
  func generatedConstraints(includingGuideSizes: Bool = true) -> [LayoutConstraint] {
    var result: [LayoutConstraint] = []
    let hierarchy = document.hierarchy
    for (position, index) in hierarchy.rootIndices.enumerated() {
      result += rootConstraints(hierarchy.views[index], isFirstRoot: position == 0)
    }
    for (index, view) in hierarchy.views.enumerated() {
      if view.translatesAutoresizingMaskIntoConstraints,
        let parent = hierarchy.superviewIndices[index]
      {
        result += autoresizingConstraints(view, superview: hierarchy.views[parent])
      }
      result += contentSizeConstraints(view)
    }
    return result + stackConstraints() + scrollViewConstraints() + selfSizingConstraints()
      + (includingGuideSizes ? builtInGuideSizes() : [])
  }

  /// A built-in guide's width and height are never negative, as for every item in Apple's
  /// engine: a view's margins cannot add up to more than its size. One pair per guide a
  /// constraint names (a margin attribute names the margins guide), in order of first mention.
  func builtInGuideSizes() -> [LayoutConstraint] {
    var seen = Set<LayoutItem>()
    var result: [LayoutConstraint] = []
    func note(_ anchor: LayoutAnchor, of constraint: LayoutConstraint) {
      guard let (item, origin) = Self.builtInGuide(of: anchor),
        seen.insert(item).inserted
      else { return }
      for attribute in [LayoutAttribute.width, .height] {
        result.append(
          LayoutConstraint(
            LayoutAnchor(item, attribute), .greaterThanOrEqual, constant: 0,
            provenance: Provenance(location: constraint.location, origin: origin)))
      }
    }
    for constraint in document.constraints where constraint.isActive {
      // The two anchors of a plain constraint are read in place: `anchors` makes an array
      // for each of a large layout's constraints, most of which name no guide.
      guard constraint.compound == nil else {
        for anchor in constraint.anchors { note(anchor, of: constraint) }
        continue
      }
      note(constraint.first, of: constraint)
      if let second = constraint.second { note(second, of: constraint) }
    }
    return result
  }

  /// The built-in guide `anchor` is measured from and the origin of its size constraints, or
  /// `nil` when it is measured from a view's frame or an app guide. A margin attribute of a view
  /// is measured from the margins guide UIKit makes for it.
  private static func builtInGuide(of anchor: LayoutAnchor) -> (LayoutItem, ConstraintOrigin)? {
    switch anchor.item {
    case .view(let id):
      return anchor.attribute.isMarginAttribute
        ? (.layoutMarginsGuide(of: id), .layoutMargins) : nil
    case .layoutMarginsGuide: return (anchor.item, .layoutMargins)
    case .safeAreaLayoutGuide: return (anchor.item, .safeArea)
    case .guide: return nil
    }
  }

  /// A root view's frame, fixed as the window or container fixes it
  /// (`UIView-Encapsulated-Layout-Width`, AppKit's `NSView-Encapsulated-Layout-Width`, ...):
  /// origin and size from its frame, the first root's size overridden by the options; the
  /// size at the document's `rootSizePriority` (the height at its `rootHeightPriority` when
  /// it has one).
  func rootConstraints(_ view: View, isFirstRoot: Bool) -> [LayoutConstraint] {
    let width = (isFirstRoot ? options.rootWidth : nil) ?? view.frame?.width
    let height = (isFirstRoot ? options.rootHeight : nil) ?? view.frame?.height
    var values: [(LayoutAttribute, Double, String)] = []
    if width != nil || height != nil || view.frame != nil {
      values.append((.left, view.frame?.x ?? 0, "Left"))
      values.append((.top, view.frame?.y ?? 0, "Top"))
    }
    if let width { values.append((.width, width, "Width")) }
    if let height { values.append((.height, height, "Height")) }
    return values.map { attribute, value, name in
      LayoutConstraint(
        LayoutAnchor(.view(view.id), attribute), .equal, constant: value,
        priority: attribute == .height
          ? document.rootHeightPriority ?? document.rootSizePriority
          : attribute == .width ? document.rootSizePriority : .required,
        identifier: document.framework.encapsulatedLayoutIdentifier(name),
        provenance: Provenance(location: view.location, origin: .encapsulatedLayout))
    }
  }

  /// The two constraints per axis that stand for an intrinsic size
  /// (`NSContentSizeLayoutConstraint`): size `<=` intrinsic at the content hugging priority and
  /// size `>=` intrinsic at the compression resistance priority (`contentSizeLengths(_:)`). A
  /// wrapping view starts with its one-line size; the height-for-width passes change the
  /// constants.
  func contentSizeConstraints(_ view: View) -> [LayoutConstraint] {
    let provenance = Provenance(location: view.location, origin: .contentSize)
    return Self.contentSizeLengths(Self.initialIntrinsicSize(of: view)).map { length in
      let axis: LayoutAxis = length.attribute == .width ? .horizontal : .vertical
      let priority =
        length.relation == .lessThanOrEqual
        ? view.contentHuggingPriority[axis] : view.contentCompressionResistancePriority[axis]
      return LayoutConstraint(
        LayoutAnchor(.view(view.id), length.attribute), length.relation,
        constant: length.constant, priority: priority, provenance: provenance)
    }
  }

  /// One content-size constraint without its view: `attribute` (`width` or `height`)
  /// `relation` `constant` (points).
  struct ContentSizeLength {
    var attribute: LayoutAttribute
    var relation: LayoutRelation
    var constant: Double
  }

  /// The lengths `contentSizeConstraints(_:)` makes for an intrinsic size, in its order: for
  /// the width and then the height, when `intrinsic` has it, the length `<=` it (hugging) and
  /// `>=` it (compression resistance).
  static func contentSizeLengths(_ intrinsic: IntrinsicContentSize) -> [ContentSizeLength] {
    var result: [ContentSizeLength] = []
    for (axis, attribute) in [(LayoutAxis.horizontal, LayoutAttribute.width), (.vertical, .height)]
    {
      guard let size = intrinsic[axis] else { continue }
      result.append(
        ContentSizeLength(attribute: attribute, relation: .lessThanOrEqual, constant: size))
      result.append(
        ContentSizeLength(attribute: attribute, relation: .greaterThanOrEqual, constant: size))
    }
    return result
  }

  /// The required constraints that keep a translating view's frame as its autoresizing mask
  /// says (`NSAutoresizingMaskLayoutConstraint`), two per axis: its origin in the superview
  /// (`minX`/`minY`) and its size.
  ///
  /// Fixed parts (margins, size) keep their values from the frames; when the superview's size
  /// changes, the flexible parts share the change in proportion to their sizes in the frames
  /// (equally if those are all zero), as springs and struts do.
  func autoresizingConstraints(_ view: View, superview: View) -> [LayoutConstraint] {
    guard let frame = view.frame else { return [] }
    let mask = view.autoresizingMask
    let provenance = Provenance(
      location: view.location, origin: .autoresizingMask, autoresizingMask: mask)
    var result: [LayoutConstraint] = []
    for axis in [LayoutAxis.horizontal, .vertical] {
      let horizontal = axis == .horizontal
      let position = horizontal ? frame.x : frame.y
      let size = horizontal ? frame.width : frame.height
      let flexibleLead = mask.contains(horizontal ? .flexibleLeftMargin : .flexibleTopMargin)
      let flexibleSize = mask.contains(horizontal ? .flexibleWidth : .flexibleHeight)
      let flexibleTrail = mask.contains(horizontal ? .flexibleRightMargin : .flexibleBottomMargin)
      let origin = LayoutAnchor(.view(view.id), horizontal ? .minX : .minY)
      let length = LayoutAnchor(.view(view.id), horizontal ? .width : .height)
      let superLength = LayoutAnchor(.view(superview.id), horizontal ? .width : .height)
      guard flexibleLead || flexibleSize,
        let superFrame = superview.frame
      else {
        result.append(LayoutConstraint(origin, .equal, constant: position, provenance: provenance))
        result.append(LayoutConstraint(length, .equal, constant: size, provenance: provenance))
        continue
      }
      let total = horizontal ? superFrame.width : superFrame.height
      let trail = total - position - size
      let parts = [(flexibleLead, position), (flexibleSize, size), (flexibleTrail, trail)]
      let flexible = parts.filter(\.0)
      let sum = flexible.reduce(0) { $0 + $1.1 }
      func share(_ part: Double) -> Double {
        sum > 0 ? part / sum : 1 / Double(flexible.count)
      }
      for (anchor, value, isFlexible) in [
        (origin, position, flexibleLead), (length, size, flexibleSize),
      ] {
        if isFlexible {
          let factor = share(value)
          result.append(
            LayoutConstraint(
              anchor, .equal, superLength, multiplier: factor, constant: value - factor * total,
              provenance: provenance))
        } else {
          result.append(LayoutConstraint(anchor, .equal, constant: value, provenance: provenance))
        }
      }
    }
    return result
  }
}
