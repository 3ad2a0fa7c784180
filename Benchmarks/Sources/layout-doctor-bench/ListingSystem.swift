import ConstraintSolver
import LayoutModel

/// A layout listing as solver constraints, translated by the benchmark itself: four variables
/// per view (`left`, `top`, `width`, `height` in points, widths and heights non-negative), one
/// linear constraint per listing constraint, and two per intrinsic dimension (size `<=` the
/// intrinsic value at the hugging priority, size `>=` it at the compression-resistance priority,
/// as UIKit's `NSContentSizeLayoutConstraint`s).
///
/// This is the mapping of the workload format (`../shared/bench/workloads/README.md`): views
/// only, left-to-right, no superviews. It stands in for `LayoutEngine` until the engine is on
/// main; it adds constraints in the engine's order (generated intrinsic-size constraints first,
/// then the listing's, then edit variables).
struct ListingSystem {
  /// Where a solver constraint came from.
  enum Source: Equatable {
    /// `document.constraints[index]`.
    case listing(Int)
    /// An intrinsic-size constraint of `document.hierarchy.views[view]`.
    case intrinsic(view: Int, attribute: LayoutAttribute, relation: Relation)
  }

  let document: LayoutDocument
  let solver: Solver
  /// The constraints to add, generated ones first, in the order they are added.
  private(set) var constraints: [LinearConstraint] = []
  private(set) var sources: [Source] = []
  /// The edit variables of the document, with their priority and starting value.
  private(set) var edits: [(variable: Variable, priority: Double, initial: Double?)] = []
  /// Per view, `left`, `top`, `width`, `height`: `variables[4 × view index + component]`; the
  /// solver issued them in this order, so a variable's id is its index here.
  let variables: [Variable]

  /// Creates the variables and the constraints (not yet added to the solver).
  ///
  /// - Throws: `BenchmarkError.unsupported` for anything outside the workload format (guides,
  ///   superviews, margin or baseline attributes, right-to-left).
  init(document: LayoutDocument, options: SolverOptions = SolverOptions()) throws(BenchmarkError) {
    self.document = document
    let solver = Solver(options: options)
    self.solver = solver
    let views = document.hierarchy.views
    guard document.hierarchy.guides.isEmpty else { throw .unsupported("layout guides") }
    guard document.direction == .leftToRight else { throw .unsupported("right-to-left") }
    var variables: [Variable] = []
    variables.reserveCapacity(views.count * 4)
    for view in views {
      guard view.superview == nil else { throw .unsupported("superviews (\(view.id))") }
      variables.append(solver.makeVariable(view.id + ".left"))
      variables.append(solver.makeVariable(view.id + ".top"))
      variables.append(solver.makeVariable(view.id + ".width", nonNegative: true))
      variables.append(solver.makeVariable(view.id + ".height", nonNegative: true))
    }
    self.variables = variables
    constraints.reserveCapacity(document.constraints.count + views.count * 2)
    for (index, view) in views.enumerated() {
      appendIntrinsic(view, index: index)
    }
    for (index, constraint) in document.constraints.enumerated() where constraint.isActive {
      let expression = try linearExpression(constraint)
      constraints.append(
        LinearConstraint(
          expression, Self.relation(constraint.relation),
          priority: constraint.priority.rawValue, tag: index))
      sources.append(.listing(index))
    }
    for edit in document.editVariables {
      let expression = try expression(for: edit.anchor)
      guard expression.terms.count == 1, expression.terms[0].coefficient == 1,
        expression.constant == 0
      else { throw .unsupported("edit variable on a derived attribute (\(edit.anchor))") }
      edits.append((expression.terms[0].variable, edit.priority.rawValue, edit.initialValue))
    }
  }

  /// The variable of `view`'s `left` (0), `top` (1), `width` (2) or `height` (3).
  func variable(view: Int, _ component: Int) -> Variable {
    variables[view * 4 + component]
  }

  /// The affine expression of an anchor over its view's four variables.
  func expression(for anchor: LayoutAnchor) throws(BenchmarkError) -> LinearExpression {
    guard case .view(let id) = anchor.item, let view = document.hierarchy.viewIndex(of: id) else {
      throw .unsupported("item \(anchor.item)")
    }
    let left = variable(view: view, 0)
    let top = variable(view: view, 1)
    let width = variable(view: view, 2)
    let height = variable(view: view, 3)
    switch anchor.attribute {
    case .left, .leading: return LinearExpression(left)
    case .top: return LinearExpression(top)
    case .width: return LinearExpression(width)
    case .height: return LinearExpression(height)
    case .right, .trailing: return LinearExpression(terms: [.init(left, 1), .init(width, 1)])
    case .bottom: return LinearExpression(terms: [.init(top, 1), .init(height, 1)])
    case .centerX: return LinearExpression(terms: [.init(left, 1), .init(width, 0.5)])
    case .centerY: return LinearExpression(terms: [.init(top, 1), .init(height, 0.5)])
    default: throw .unsupported("attribute \(anchor.attribute.rawValue)")
    }
  }

  /// `first - multiplier × second - constant`, the constraint as `expression (relation) 0`.
  func linearExpression(_ constraint: LayoutConstraint) throws(BenchmarkError) -> LinearExpression {
    var expression = try expression(for: constraint.first)
    if let second = constraint.second {
      expression.add(try self.expression(for: second), times: -constraint.multiplier)
    }
    expression.constant -= constraint.constant
    return expression
  }

  private mutating func appendIntrinsic(_ view: View, index: Int) {
    let size = view.intrinsicContentSize
    for (axis, component, attribute) in [
      (LayoutAxis.horizontal, 2, LayoutAttribute.width), (.vertical, 3, .height),
    ] {
      guard let value = size[axis] else { continue }
      let variable = variable(view: index, component)
      let hug = view.contentHuggingPriority[axis].rawValue
      let compress = view.contentCompressionResistancePriority[axis].rawValue
      constraints.append(
        LinearConstraint(variable - value, .lessThanOrEqual, priority: hug, tag: -1))
      sources.append(.intrinsic(view: index, attribute: attribute, relation: .lessThanOrEqual))
      constraints.append(
        LinearConstraint(variable - value, .greaterThanOrEqual, priority: compress, tag: -1))
      sources.append(.intrinsic(view: index, attribute: attribute, relation: .greaterThanOrEqual))
    }
  }

  /// The constraint at `index` in `constraints` as the listing wrote it, with its line.
  func describe(_ index: Int) -> String {
    switch sources[index] {
    case .listing(let position):
      let constraint = document.constraints[position]
      let line = constraint.location?.line.map { "line \($0)" } ?? "?"
      return "\(line): \(constraint.first) \(constraint.relation.symbol) ..."
    case .intrinsic(let view, let attribute, let relation):
      let id = document.hierarchy.views[view].id
      return "intrinsic \(id).\(attribute.rawValue) \(relation)"
    }
  }

  static func relation(_ relation: LayoutRelation) -> Relation {
    switch relation {
    case .equal: .equal
    case .lessThanOrEqual: .lessThanOrEqual
    case .greaterThanOrEqual: .greaterThanOrEqual
    }
  }
}
