import LayoutModel

/// A constraint as a linear form over named variables: `Σ coefficient·variable REL rhs`.
///
/// Terms are sorted by variable name, each variable appears once, and zero coefficients are
/// dropped. Variables are an item's frame in one shared coordinate space (points):
/// `KEY.minX`, `KEY.minY`, `KEY.width`, `KEY.height`, plus, where the log gives no way to
/// relate them to the frame, `KEY.firstBaseline`, `KEY.lastBaseline` and margin insets
/// (`KEY.leftMarginInset`, ...). See `ConsoleLogSystem` for how attributes map onto them.
public struct ConstraintLinearForm: Hashable, Sendable, CustomStringConvertible {
  /// One term `coefficient · variable` of a linear form.
  public struct Term: Hashable, Sendable {
    /// The variable's name (`UIView:0x7fcdaff031e0.minX`).
    public var variable: String
    /// The coefficient.
    public var coefficient: Double

    /// Creates a term.
    public init(variable: String, coefficient: Double) {
      self.variable = variable
      self.coefficient = coefficient
    }
  }

  /// The terms, sorted by variable name.
  public var terms: [Term]
  /// `<=`, `==` or `>=`.
  public var relation: LayoutRelation
  /// The right-hand side, in points.
  public var rhs: Double

  /// Creates a form from coefficients (zeros dropped, sorted by variable name).
  public init(coefficients: [String: Double], relation: LayoutRelation, rhs: Double) {
    self.terms = coefficients.filter { $0.value != 0 }.sorted { $0.key < $1.key }.map {
      Term(variable: $0.key, coefficient: $0.value)
    }
    self.relation = relation
    self.rhs = rhs
  }

  /// The coefficients by variable name.
  public var coefficients: [String: Double] {
    Dictionary(uniqueKeysWithValues: terms.map { ($0.variable, $0.coefficient) })
  }

  /// The coefficient of `variable` (0 when absent).
  public func coefficient(of variable: String) -> Double {
    terms.first { $0.variable == variable }?.coefficient ?? 0
  }

  /// The same constraint as `<=` or `==` (a `>=` form multiplied by -1), the shape Farkas
  /// certificates are written in.
  public var normalized: ConstraintLinearForm {
    guard relation == .greaterThanOrEqual else { return self }
    var copy = self
    // `0 - x` rather than `-x`, so that a zero stays +0 (and prints as `0`, not `-0`).
    copy.terms = terms.map { Term(variable: $0.variable, coefficient: 0 - $0.coefficient) }
    copy.relation = .lessThanOrEqual
    copy.rhs = 0 - rhs
    return copy
  }

  /// Whether `values` satisfy the form within `tolerance` (missing variables count as 0).
  public func isSatisfied(by values: [String: Double], tolerance: Double = 1e-9) -> Bool {
    let lhs = terms.reduce(0) { $0 + $1.coefficient * (values[$1.variable] ?? 0) }
    switch relation {
    case .equal: return abs(lhs - rhs) <= tolerance
    case .lessThanOrEqual: return lhs <= rhs + tolerance
    case .greaterThanOrEqual: return lhs >= rhs - tolerance
    }
  }

  /// `A.minX - B.minX - B.width == 8`.
  public var description: String {
    var text = ""
    for (offset, term) in terms.enumerated() {
      let magnitude = abs(term.coefficient)
      let sign = term.coefficient < 0 ? "-" : "+"
      if offset == 0 {
        text += term.coefficient < 0 ? "-" : ""
      } else {
        text += " \(sign) "
      }
      text += (magnitude == 1 ? "" : "\(formatPoints(magnitude))·") + term.variable
    }
    if text.isEmpty { text = "0" }
    return "\(text) \(relation.symbol) \(formatPoints(rhs))"
  }
}
