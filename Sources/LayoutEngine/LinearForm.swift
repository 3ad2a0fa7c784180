import ConstraintSolver
import LayoutModel

/// A linear constraint over typed variables: `Σ coefficient·variable (<=|==|>=) rhs`.
///
/// Terms are sorted by variable, each variable appears once, and zero coefficients are
/// dropped. `LayoutSystem` writes every Auto Layout constraint in this form over
/// `LayoutVariable`s; the conflict analysis also writes its dual problems in it, over the
/// multipliers' indices.
public struct LinearForm<Variable: Hashable & Comparable & Sendable>: Hashable, Sendable {
  /// One term `coefficient · variable`.
  public struct Term: Hashable, Sendable {
    /// The variable.
    public var variable: Variable
    /// Its coefficient.
    public var coefficient: Double

    /// Creates a term.
    @inlinable
    public init(variable: Variable, coefficient: Double) {
      self.variable = variable
      self.coefficient = coefficient
    }
  }

  /// The terms, sorted by variable.
  public var terms: [Term]
  /// `<=`, `==` or `>=`.
  public var relation: LayoutRelation
  /// The right-hand side, in points.
  public var rhs: Double

  /// Creates a form from coefficients (zeros dropped, sorted by variable).
  @inlinable
  public init(coefficients: [Variable: Double], relation: LayoutRelation, rhs: Double) {
    self.init(
      terms: coefficients.map { Term(variable: $0.key, coefficient: $0.value) }, relation: relation,
      rhs: rhs)
  }

  /// Creates a form from terms in any order; repeated variables are summed and zeros dropped.
  @inlinable
  public init(terms: [Term], relation: LayoutRelation, rhs: Double) {
    self.relation = relation
    self.rhs = rhs
    // Terms already sorted, distinct and non-zero (most forms: an anchor's terms come in
    // variable order) are kept as they are.
    var isInOrder = true
    for index in terms.indices {
      if terms[index].coefficient == 0
        || (index > 0 && !(terms[index - 1].variable < terms[index].variable))
      {
        isInOrder = false
        break
      }
    }
    if isInOrder {
      self.terms = terms
      return
    }
    // Sorted, merged and cleared of zeros in place: one array, whatever the number of terms.
    var merged = terms
    merged.sort { $0.variable < $1.variable }
    var count = 0
    for index in merged.indices {
      if count > 0, merged[count - 1].variable == merged[index].variable {
        merged[count - 1].coefficient += merged[index].coefficient
      } else {
        merged[count] = merged[index]
        count += 1
      }
    }
    merged.removeLast(merged.count - count)
    merged.removeAll { $0.coefficient == 0 }
    self.terms = merged
  }

  /// The coefficients by variable.
  @inlinable
  public var coefficients: [Variable: Double] {
    Dictionary(terms.map { ($0.variable, $0.coefficient) }, uniquingKeysWith: +)
  }

  /// The coefficient of `variable` (0 when absent).
  @inlinable
  public func coefficient(of variable: Variable) -> Double {
    terms.first { $0.variable == variable }?.coefficient ?? 0
  }

  /// The same constraint as `<=` or `==` (a `>=` form multiplied by -1), the shape Farkas
  /// certificates are written in.
  @inlinable
  public var normalized: LinearForm {
    guard relation == .greaterThanOrEqual else { return self }
    var copy = self
    // `0 - x` rather than `-x`, so that a zero stays +0 (and prints as `0`, not `-0`).
    copy.terms = terms.map { Term(variable: $0.variable, coefficient: 0 - $0.coefficient) }
    copy.relation = .lessThanOrEqual
    copy.rhs = 0 - rhs
    return copy
  }

  /// `Σ coefficient × value` under `values` (missing variables count as 0).
  @inlinable
  public func leftSide(_ values: [Variable: Double]) -> Double {
    terms.reduce(0) { $0 + $1.coefficient * (values[$1.variable] ?? 0) }
  }

  /// Whether `values` satisfy the form within `tolerance` (missing variables count as 0).
  @inlinable
  public func isSatisfied(by values: [Variable: Double], tolerance: Double = Tolerance.feasibility)
    -> Bool
  {
    let lhs = leftSide(values)
    switch relation {
    case .equal: return abs(lhs - rhs) <= tolerance
    case .lessThanOrEqual: return lhs <= rhs + tolerance
    case .greaterThanOrEqual: return lhs >= rhs - tolerance
    }
  }

  /// `a.minX - b.minX - b.width == 8`, with each variable named by `name`.
  @inlinable
  public func description(naming name: (Variable) -> String) -> String {
    var text = ""
    for (offset, term) in terms.enumerated() {
      let magnitude = abs(term.coefficient)
      if offset == 0 {
        text += term.coefficient < 0 ? "-" : ""
      } else {
        text += term.coefficient < 0 ? " - " : " + "
      }
      text += (magnitude == 1 ? "" : "\(formatPoints(magnitude))·") + name(term.variable)
    }
    if text.isEmpty { text = "0" }
    return "\(text) \(relation.symbol) \(formatPoints(rhs))"
  }

  /// The solver's form of this constraint, `Σ coefficient·solverVariable - rhs (relation) 0`,
  /// with `variable` giving each variable's solver variable (a term without one is dropped).
  @inlinable
  public func linearConstraint(
    priority: Double, tag: Int, variable: (Variable) -> ConstraintSolver.Variable?
  ) -> LinearConstraint {
    // The solver's terms gathered into one array, and the expression made from it once (in
    // order already when solver ids follow the layout variables, as the engine makes them).
    var solverTerms: [LinearTerm] = []
    solverTerms.reserveCapacity(terms.count)
    for term in terms {
      if let solverVariable = variable(term.variable) {
        solverTerms.append(LinearTerm(solverVariable, term.coefficient))
      }
    }
    let expression = LinearExpression(terms: solverTerms, constant: -rhs)
    let solverRelation: Relation
    switch relation {
    case .lessThanOrEqual: solverRelation = .lessThanOrEqual
    case .equal: solverRelation = .equal
    case .greaterThanOrEqual: solverRelation = .greaterThanOrEqual
    }
    return LinearConstraint(expression, solverRelation, priority: priority, tag: tag)
  }
}
