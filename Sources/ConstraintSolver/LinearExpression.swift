/// One `coefficient × variable` term of a ``LinearExpression``.
public struct LinearTerm: Hashable, Sendable {
  /// The variable.
  public var variable: Variable
  /// Its coefficient (never zero inside a ``LinearExpression``).
  public var coefficient: Double

  /// Creates a term.
  public init(_ variable: Variable, _ coefficient: Double) {
    self.variable = variable
    self.coefficient = coefficient
  }
}

/// An affine expression `Σ coefficient·variable + constant`, in points.
///
/// `terms` is kept sorted by variable id, with one term per variable and no zero coefficients,
/// so two expressions built in different orders compare equal and iterate identically.
/// Build expressions with the operators `+`, `-` and `*` on ``Variable``, `Double` and
/// `LinearExpression`, e.g. `right - left - 8`.
public struct LinearExpression: Hashable, Sendable, CustomStringConvertible {
  /// The variable terms, sorted by variable id, coefficients non-zero.
  public private(set) var terms: [LinearTerm]
  /// The constant term, in points.
  public var constant: Double

  /// The constant expression `constant`.
  public init(constant: Double = 0) {
    self.terms = []
    self.constant = constant
  }

  /// The expression `1·variable`.
  public init(_ variable: Variable) {
    self.terms = [LinearTerm(variable, 1)]
    self.constant = 0
  }

  /// An expression from terms in any order; terms on one variable are summed, zeros dropped.
  public init(terms: [LinearTerm], constant: Double = 0) {
    self.constant = constant
    // Terms already in order (distinct variables by increasing id, no zero) are kept as they
    // are: one array, no search per term. Any other input is summed term by term.
    var isInOrder = true
    var previous = -1
    for term in terms {
      guard term.variable.id > previous, term.coefficient != 0 else {
        isInOrder = false
        break
      }
      previous = term.variable.id
    }
    if isInOrder {
      self.terms = terms
      return
    }
    self.terms = []
    for term in terms {
      add(term.coefficient, term.variable)
    }
  }

  /// The coefficient of `variable` (0 when absent).
  public func coefficient(of variable: Variable) -> Double {
    guard let index = position(of: variable) else { return 0 }
    return terms[index].coefficient
  }

  /// Adds `coefficient·variable`, keeping the terms sorted and dropping an exact zero.
  public mutating func add(_ coefficient: Double, _ variable: Variable) {
    if let index = position(of: variable) {
      let sum = terms[index].coefficient + coefficient
      if sum == 0 {
        terms.remove(at: index)
      } else {
        terms[index].coefficient = sum
      }
    } else if coefficient != 0 {
      let index = terms.firstIndex { $0.variable.id > variable.id } ?? terms.endIndex
      terms.insert(LinearTerm(variable, coefficient), at: index)
    }
  }

  /// Adds `factor·other` to this expression.
  public mutating func add(_ other: LinearExpression, times factor: Double = 1) {
    for term in other.terms {
      add(term.coefficient * factor, term.variable)
    }
    constant += other.constant * factor
  }

  /// The value of the expression for the given variable values (missing variables count as 0).
  public func value(_ values: (Variable) -> Double) -> Double {
    var sum = constant
    for term in terms {
      sum += term.coefficient * values(term.variable)
    }
    return sum
  }

  /// Whether every coefficient and the constant are finite.
  public var isFinite: Bool {
    constant.isFinite && terms.allSatisfy { $0.coefficient.isFinite }
  }

  public var description: String {
    var text = ""
    for term in terms {
      let magnitude = term.coefficient.magnitude
      if text.isEmpty {
        text += term.coefficient < 0 ? "-" : ""
      } else {
        text += term.coefficient < 0 ? " - " : " + "
      }
      text += magnitude == 1 ? "\(term.variable)" : "\(magnitude)*\(term.variable)"
    }
    if text.isEmpty {
      return "\(constant)"
    }
    if constant != 0 {
      text += constant < 0 ? " - \(constant.magnitude)" : " + \(constant)"
    }
    return text
  }

  private func position(of variable: Variable) -> Int? {
    var low = 0
    var high = terms.count
    while low < high {
      let middle = (low + high) / 2
      if terms[middle].variable.id < variable.id {
        low = middle + 1
      } else {
        high = middle
      }
    }
    return low < terms.count && terms[low].variable == variable ? low : nil
  }
}
