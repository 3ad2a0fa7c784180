import ConstraintSolver
import LayoutModel

extension LayoutEngine {
  /// The solver form of `constraint`: `first (relation) multiplier × second + constant`, each
  /// attribute as a linear expression of frame variables.
  ///
  /// Under right-to-left, a constraint that names `leading`/`trailing` (or their margin
  /// variants) is read in mirrored x coordinates, as UIKit does: `leading` is the right edge and
  /// offsets run leftwards, so with a second item the constant is negated and an inequality
  /// turned round (`a.leading == b.leading + 16` puts `a`'s right edge 16 points left of `b`'s).
  /// Without a second item only the edge is swapped.
  func linearConstraint(_ constraint: LayoutConstraint, tag: Int) throws(LayoutEngineError)
    -> LinearConstraint
  {
    var firstAttribute = constraint.first.attribute
    var secondAttribute = constraint.second?.attribute
    var relation = constraint.relation
    var constant = constraint.constant
    let direction = document.direction
    let mirrored =
      direction == .rightToLeft
      && (firstAttribute.isDirectional || secondAttribute?.isDirectional == true)
    firstAttribute = firstAttribute.resolved(for: direction)
    secondAttribute = secondAttribute?.resolved(for: direction)
    if mirrored, constraint.second != nil {
      constant = -constant
      switch relation {
      case .lessThanOrEqual: relation = .greaterThanOrEqual
      case .greaterThanOrEqual: relation = .lessThanOrEqual
      case .equal: break
      }
    }
    let lhs = try expression(constraint.first.item, firstAttribute, at: constraint.location)
    var rhs = LinearExpression(constant: constant)
    if let second = constraint.second, let secondAttribute {
      rhs.add(
        try expression(second.item, secondAttribute, at: constraint.location),
        times: constraint.multiplier)
    }
    let solverRelation: Relation
    switch relation {
    case .lessThanOrEqual: solverRelation = .lessThanOrEqual
    case .equal: solverRelation = .equal
    case .greaterThanOrEqual: solverRelation = .greaterThanOrEqual
    }
    return LinearConstraint(
      lhs, solverRelation, rhs, priority: constraint.priority.rawValue, tag: tag)
  }

  /// The value of `anchor` as a linear expression of frame variables, with `leading` and
  /// `trailing` taken as the edges they are under the document's direction.
  ///
  /// - Throws: `LayoutEngineError.invalidDocument` if the item does not exist.
  public func expression(for anchor: LayoutAnchor) throws(LayoutEngineError) -> LinearExpression {
    try expression(
      anchor.item, anchor.attribute.resolved(for: document.direction), at: nil)
  }

  /// The expression of a direction-resolved attribute of `item`. Margin attributes of a view
  /// are read from its layout-margins guide; `minX`/`minY` are relative to the superview.
  func expression(
    _ item: LayoutItem, _ attribute: LayoutAttribute, at location: SourceLocation?
  ) throws(LayoutEngineError) -> LinearExpression {
    let hierarchy = document.hierarchy
    let frame: FrameVariables
    var view: View?
    switch item {
    case .view(let id):
      guard let index = hierarchy.viewIndex(of: id) else { throw unknown(id, location) }
      if let plain = Self.withoutMargins(attribute) {
        return try expression(.layoutMarginsGuide(of: id), plain, at: location)
      }
      frame = viewVariables[index]
      view = hierarchy.views[index]
      if attribute == .minX || attribute == .minY {
        var result = LinearExpression(attribute == .minX ? frame.minX : frame.minY)
        if let parent = hierarchy.superviewIndices[index] {
          let origin = viewVariables[parent]
          result.add(-1, attribute == .minX ? origin.minX : origin.minY)
        }
        return result
      }
    case .guide(let id):
      guard let index = hierarchy.guideIndex(of: id) else { throw unknown(id, location) }
      frame = guideVariables[index]
    case .safeAreaLayoutGuide(of: let id), .layoutMarginsGuide(of: let id):
      guard let index = hierarchy.viewIndex(of: id) else { throw unknown(id, location) }
      frame = try builtInGuide(item, ofViewAt: index)
    }
    return Self.edgeExpression(frame, attribute, view: view)
  }

  private func unknown(_ id: String, _ location: SourceLocation?) -> LayoutEngineError {
    .invalidDocument(LayoutModelError(.unknownItem(id), at: location))
  }

  /// The plain attribute a margin attribute is measured on, or `nil` for a plain attribute.
  static func withoutMargins(_ attribute: LayoutAttribute) -> LayoutAttribute? {
    switch attribute {
    case .leftMargin: return .left
    case .rightMargin: return .right
    case .topMargin: return .top
    case .bottomMargin: return .bottom
    case .leadingMargin: return .leading
    case .trailingMargin: return .trailing
    case .centerXWithinMargins: return .centerX
    case .centerYWithinMargins: return .centerY
    default: return nil
    }
  }

  /// Edges, centres, sizes and baselines of a frame. Baselines come from the view's offsets
  /// (first baseline from the top, last from the bottom; both at the bottom edge by default).
  static func edgeExpression(
    _ frame: FrameVariables, _ attribute: LayoutAttribute, view: View?
  ) -> LinearExpression {
    var result = LinearExpression()
    switch attribute {
    case .left, .leading, .minX: result.add(1, frame.minX)
    case .right, .trailing:
      result.add(1, frame.minX)
      result.add(1, frame.width)
    case .top, .minY: result.add(1, frame.minY)
    case .bottom:
      result.add(1, frame.minY)
      result.add(1, frame.height)
    case .width: result.add(1, frame.width)
    case .height: result.add(1, frame.height)
    case .centerX:
      result.add(1, frame.minX)
      result.add(0.5, frame.width)
    case .centerY:
      result.add(1, frame.minY)
      result.add(0.5, frame.height)
    case .firstBaseline:
      result.add(1, frame.minY)
      if let offset = view?.firstBaselineOffset {
        result.constant = offset
      } else {
        result.add(1, frame.height)
      }
    case .lastBaseline:
      result.add(1, frame.minY)
      result.add(1, frame.height)
      result.constant = -(view?.lastBaselineOffset ?? 0)
    default:
      // Margin attributes are rerouted to the margins guide before this point, and
      // `notAnAttribute` is rejected by validation; treat any other as the left/top edge.
      result.add(1, attribute.axis == .vertical ? frame.minY : frame.minX)
    }
    return result
  }

  /// The variables of a view's safe-area or layout-margins guide, created with its four
  /// required constraints the first time a constraint names it, as UIKit creates the guide on
  /// demand (`UIView-leftMargin-guide-constraint`, `UIViewSafeAreaLayoutGuide-left`, ...).
  func builtInGuide(_ item: LayoutItem, ofViewAt index: Int) throws(LayoutEngineError)
    -> FrameVariables
  {
    let isSafeArea: Bool
    if case .safeAreaLayoutGuide = item { isSafeArea = true } else { isSafeArea = false }
    if let existing = isSafeArea ? safeAreaGuides[index] : marginsGuides[index] {
      return existing
    }
    let view = document.hierarchy.views[index]
    let frame = makeFrameVariables(item.description)
    if isSafeArea { safeAreaGuides[index] = frame } else { marginsGuides[index] = frame }
    let insets = isSafeArea ? view.safeAreaInsets : view.layoutMargins
    let origin: ConstraintOrigin = isSafeArea ? .safeArea : .layoutMargins
    let edges: [(LayoutAttribute, Double, String)] = [
      (.left, insets.left, "left"), (.right, -insets.right, "right"),
      (.top, insets.top, "top"), (.bottom, -insets.bottom, "bottom"),
    ]
    for (attribute, constant, name) in edges {
      let identifier =
        isSafeArea ? "UIViewSafeAreaLayoutGuide-\(name)" : "UIView-\(name)Margin-guide-constraint"
      try append(
        LayoutConstraint(
          LayoutAnchor(item, attribute), .equal, LayoutAnchor(.view(view.id), attribute),
          constant: constant, identifier: identifier,
          provenance: Provenance(location: view.location, origin: origin)))
    }
    return frame
  }
}
