import LayoutTestSupport

/// A small linear system with integer data, shared by the exact oracle and the randomized
/// differential test. Deliberately independent of the solver's types.
struct SmallSystem: CustomStringConvertible {
  enum Comparison: CaseIterable {
    case lessOrEqual, equal, greaterOrEqual
  }

  /// `Σ coefficients[j]·x_j + constant (comparison) 0` at `priority` (1000 = required).
  struct Constraint {
    var coefficients: [Int]
    var constant: Int
    var comparison: Comparison
    var priority: Double

    var isRequired: Bool { priority == 1000 }
  }

  var variableCount: Int
  var nonNegative: [Bool]
  var constraints: [Constraint]

  var description: String {
    var lines = ["variables: \(variableCount), non-negative: \(nonNegative)"]
    for constraint in constraints {
      let terms = constraint.coefficients.enumerated().map { "\($0.element)*x\($0.offset)" }
      let relation =
        switch constraint.comparison {
        case .lessOrEqual: "<="
        case .equal: "=="
        case .greaterOrEqual: ">="
        }
      lines.append(
        "  \(terms.joined(separator: " + ")) + \(constraint.constant) \(relation) 0 "
          + "@\(constraint.priority)")
    }
    return lines.joined(separator: "\n")
  }
}

extension SmallSystem {
  /// A random system: 1–3 variables (some non-negative), 2–6 constraints with coefficients in
  /// -3...3, constants in -20...20, mixed relations, and 1–5 preference priorities plus required.
  static func random(using rng: inout SplitMix64) -> SmallSystem {
    let variableCount = [1, 2, 2, 2, 3, 3].randomElement(using: &rng) ?? 2
    let nonNegative = (0..<variableCount).map { _ in Int.random(in: 0..<10, using: &rng) < 3 }
    let pool: [Double] = [1, 100, 250, 251, 500, 749.5, 750, 751, 998, 999]
    let levels = Array(pool.shuffled(using: &rng).prefix(Int.random(in: 1...5, using: &rng)))
    let count = Int.random(in: 2...(variableCount == 3 ? 5 : 6), using: &rng)
    var constraints: [Constraint] = []
    for _ in 0..<count {
      var coefficients = (0..<variableCount).map { _ in
        Int.random(in: 0..<10, using: &rng) < 6
          ? [-3, -2, -1, 1, 1, 2, 3].randomElement(using: &rng) ?? 1 : 0
      }
      if coefficients.allSatisfy({ $0 == 0 }) {
        coefficients[Int.random(in: 0..<variableCount, using: &rng)] = 1
      }
      let required = Int.random(in: 0..<100, using: &rng) < 35
      constraints.append(
        Constraint(
          coefficients: coefficients, constant: Int.random(in: -20...20, using: &rng),
          comparison: Comparison.allCases.randomElement(using: &rng) ?? .equal,
          priority: required ? 1000 : levels.randomElement(using: &rng) ?? 500))
    }
    return SmallSystem(
      variableCount: variableCount, nonNegative: nonNegative, constraints: constraints)
  }
}
