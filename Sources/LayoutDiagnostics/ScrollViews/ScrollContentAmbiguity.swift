import ConstraintSolver
import LayoutEngine
import LayoutModel

/// A scroll view whose content size the constraints do not determine on one axis: the range of
/// its content layout guide's width or height over the layout's optimal solutions, in points.
///
/// Interface Builder reports this as "Scrollable content size is ambiguous"; at run time UIKit
/// uses whatever value its engine lands on.
public struct ScrollContentAmbiguity: Hashable, Sendable {
  /// The scroll view's id.
  public var scrollView: String
  /// `horizontal` for the content width, `vertical` for the content height.
  public var axis: LayoutAxis
  /// The solved value, in points.
  public var value: Double
  /// The smallest value, or `nil` when unbounded below.
  public var lowerBound: Double?
  /// The largest value, or `nil` when unbounded above.
  public var upperBound: Double?

  /// The constraint that determines the content length on `axis` for scrolling along the other
  /// axis: `scroll.contentLayoutGuide.width == scroll.frameLayoutGuide.width`.
  public var fix: String {
    let attribute = axis == .horizontal ? "width" : "height"
    return "\(LayoutGuide.contentLayoutGuideID(of: scrollView)).\(attribute) == "
      + "\(LayoutGuide.frameLayoutGuideID(of: scrollView)).\(attribute)"
  }

  /// The scroll views of `engine`'s layout whose content width or height is not determined,
  /// in view order, width before height. Views that compute their own content size
  /// (`View.selfSizingKind`: tables, collections, text views) are never among them: their
  /// content size comes from their rows, items or text, not from constraints. Nor is a scroll
  /// view whose content no constraint places (`placesContent`): its code sets its
  /// `contentSize` (realib 23's content view, laid out by its autoresizing mask), and one
  /// whose size ambiguity Interface Builder is told not to verify (`verifyAmbiguity` `off` or
  /// `ignoreSizes`: `View.unverifiedAttributes`).
  /// - Complexity: two optimal-range queries per scroll view.
  public static func all(in engine: LayoutEngine) -> [ScrollContentAmbiguity] {
    var result: [ScrollContentAmbiguity] = []
    let document = engine.document
    for id in engine.scrollViewIDs {
      guard let view = document.hierarchy.view(id), view.selfSizingKind == nil,
        placesContent(of: id, in: document),
        let variables = engine.frameVariables(
          of: .guide(LayoutGuide.contentLayoutGuideID(of: id)))
      else { continue }
      for (axis, variable) in [
        (LayoutAxis.horizontal, variables.width), (.vertical, variables.height),
      ] where !view.unverifiedAttributes.contains(axis == .horizontal ? .width : .height) {
        let range = engine.solver.optimalRange(of: variable)
        guard !range.isUnique else { continue }
        result.append(
          ScrollContentAmbiguity(
            scrollView: id, axis: axis, value: range.value, lowerBound: range.lowerBound,
            upperBound: range.upperBound))
      }
    }
    return result
  }

  /// The edge the content hangs from without its far edge: a subview of scroll view `id`
  /// whose near edge on `axis` (top, leading or left) is tied to the content layout guide's
  /// (or the scroll view's, which UIKit reads as its content's) while nothing ties its far
  /// edge (bottom, trailing, right), with the container item it is tied to; `nil` when no
  /// subview is so. Its far edge is the usual fix: the content has a length but does not say
  /// where it ends.
  static func openEnd(of id: String, axis: LayoutAxis, in document: LayoutDocument)
    -> (view: String, container: LayoutItem, attribute: LayoutAttribute)?
  {
    let guide = LayoutItem.guide(LayoutGuide.contentLayoutGuideID(of: id))
    let containers: [LayoutItem] = [guide, .view(id)]
    let pairs: [(near: LayoutAttribute, far: LayoutAttribute)] =
      axis == .vertical ? [(.top, .bottom)] : [(.leading, .trailing), (.left, .right)]
    let constraints = document.constraints + document.designTimeConstraints
    func ties(_ view: String, _ attribute: LayoutAttribute, _ container: LayoutItem) -> Bool {
      constraints.contains { constraint in
        guard let second = constraint.second else { return false }
        let anchors = [constraint.first, second]
        return anchors.contains(LayoutAnchor(.view(view), attribute))
          && anchors.contains { $0.item == container && $0.attribute == attribute }
      }
    }
    for constraint in constraints {
      guard let second = constraint.second else { continue }
      for (near, far) in pairs {
        for (mine, theirs) in [(constraint.first, second), (second, constraint.first)] {
          guard case .view(let view) = mine.item, mine.attribute == near,
            theirs.attribute == near, containers.contains(theirs.item),
            document.hierarchy.view(view)?.superview == id,
            !containers.contains(where: { ties(view, far, $0) })
          else { continue }
          return (view, theirs.item, far)
        }
      }
    }
    return nil
  }

  /// Whether a constraint of `document` places content in scroll view `id`: one on its content
  /// layout guide, or one between the scroll view and a subview of it (UIKit reads the scroll
  /// view's edges there as its content's); design-time constraints count (realib 09's
  /// placeholders stand for the content its code places).
  static func placesContent(of id: String, in document: LayoutDocument) -> Bool {
    let content = LayoutItem.guide(LayoutGuide.contentLayoutGuideID(of: id))
    let hierarchy = document.hierarchy
    func isSubview(_ item: LayoutItem?) -> Bool {
      guard case .view(let other) = item else { return false }
      return hierarchy.view(other)?.superview == id
    }
    return (document.constraints + document.designTimeConstraints).contains { constraint in
      let items = [constraint.firstItem, constraint.secondItem]
      if items.contains(content) { return true }
      return items.contains(.view(id)) && items.contains(where: isSubview)
    }
  }
}

extension Finding {
  /// One `scrollable-content-ambiguity` finding per scroll view and axis whose content size is
  /// not determined (`ScrollContentAmbiguity.all(in:)`), at the scroll view.
  public static func scrollableContentAmbiguities(in engine: LayoutEngine) -> [Finding] {
    let names = ItemNames(document: engine.document)
    return ScrollContentAmbiguity.all(in: engine).map { ambiguity in
      let id = ambiguity.scrollView
      let length = ambiguity.axis == .horizontal ? "width" : "height"
      let scrolling = ambiguity.axis == .horizontal ? "vertical" : "horizontal"
      let range = AttributeRange(
        attribute: ambiguity.axis == .horizontal ? .width : .height, variableID: 0,
        value: ambiguity.value, lowerBound: ambiguity.lowerBound,
        upperBound: ambiguity.upperBound)
      var finding = Finding(
        rule: .scrollableContentAmbiguity,
        message: AmbiguityWording.scrollableContent(
          length, of: names.view(id), range: AmbiguityWording.range(range)),
        location: engine.document.hierarchy.view(id)?.location
          ?? SourceLocation(file: engine.document.source),
        notes: [
          Note(AmbiguityWording.nothingFixesContent(length, of: names.name(of: .view(id))))
        ],
        anchor: Fingerprint.anchor([id, "content " + length]))
      let scrollView = names.name(of: .view(id))
      let attribute = ambiguity.axis == .horizontal ? "width" : "height"
      let fix =
        scrollView == id
        ? ambiguity.fix
        : "\(scrollView).contentLayoutGuide.\(attribute) == "
          + "\(scrollView).frameLayoutGuide.\(attribute)"
      finding.fixes = [Fix(AmbiguityWording.forScrolling(fix, scrolling))]
      if let end = ScrollContentAmbiguity.openEnd(
        of: id, axis: ambiguity.axis, in: engine.document)
      {
        // Where the content ends comes first: it keeps the scrolling the content asks for.
        let (view, container) = (names.name(of: .view(end.view)), names.name(of: end.container))
        let far = end.attribute.rawValue
        finding.notes = [
          Note(AmbiguityWording.contentOpenEnd(view, attribute: far, container: container))
        ]
        finding.fixes.insert(
          Fix(AmbiguityWording.endContent(view, attribute: far, container: container)),
          at: 0)
      }
      return finding
    }
  }
}
