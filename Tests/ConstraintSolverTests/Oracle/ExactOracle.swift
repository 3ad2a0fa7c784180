/// An exact answer for a ``SmallSystem`` by vertex enumeration in integer arithmetic.
///
/// Shares no code with the solver. Every constraint, non-negativity bound and a box
/// `|x_j| <= box` contributes a hyperplane; each point where `n` of them meet (Cramer's rule,
/// kept as integer numerators over a positive integer determinant) is a candidate. Among the
/// candidates that satisfy the required constraints, the bounds and the box, the level-by-level
/// minimum of the error vector is taken by exact cross-multiplication.
///
/// Why this is exact: each level's error is linear on every cell of the hyperplane arrangement,
/// so each successive set of minimizers is a union of faces, and with the box every face has a
/// vertex. A variable is determined exactly when it takes one value on every optimal vertex (the
/// box turns an unbounded direction into distinct vertices at ±box). The box is far beyond any
/// vertex of the small data (|x| <= ~10⁴), so it never changes the optimum.
enum ExactOracle {
  /// A rational `numerator / denominator` with a positive denominator.
  struct Fraction: Equatable, CustomStringConvertible {
    var numerator: Int
    var denominator: Int

    var value: Double { Double(numerator) / Double(denominator) }
    var description: String { "\(numerator)/\(denominator)" }

    static func == (a: Fraction, b: Fraction) -> Bool {
      a.numerator * b.denominator == b.numerator * a.denominator
    }

    static func < (a: Fraction, b: Fraction) -> Bool {
      a.numerator * b.denominator < b.numerator * a.denominator
    }
  }

  struct Answer {
    /// Whether the required constraints (with the bounds) have a solution.
    var isFeasible: Bool
    /// Optimal total error per priority present among the preferences, highest first.
    var levelErrors: [(priority: Double, error: Fraction)]
    /// Per variable, its value when every optimal solution agrees on it.
    var determinedValues: [Fraction?]
    /// Per variable, its least and greatest optimal value (nil: unbounded on that side).
    var ranges: [(min: Fraction?, max: Fraction?)]
  }

  private struct Vertex {
    var numerators: [Int]
    var denominator: Int
    var errors: [Int]  // per level, scaled by the denominator
  }

  /// The problem in flat integer arrays, for a tight enumeration loop.
  private struct Flat {
    var n: Int
    /// Hyperplanes `normal·x = rhs`, `n + 1` integers each (normal, then rhs).
    var planes: [Int] = []
    var planeCount = 0
    /// Constraints, `n + 1` integers each (coefficients, then constant).
    var rows: [Int] = []
    var kinds: [Int] = []  // 0 ==, 1 >=, 2 <=
    var levelOf: [Int] = []  // -1 = required
    var nonNegative: [Bool]
    var box: Int
    var levels: Int

    mutating func addPlane(_ normal: [Int], rhs: Int) {
      planes += normal
      planes.append(rhs)
      planeCount += 1
    }
  }

  static func solve(_ system: SmallSystem, box: Int = 1_000_000_000) -> Answer {
    let n = system.variableCount
    let priorities = Array(Set(system.constraints.filter { !$0.isRequired }.map(\.priority)))
      .sorted(by: >)
    var flat = Flat(n: n, nonNegative: system.nonNegative, box: box, levels: priorities.count)
    for constraint in system.constraints {
      if constraint.coefficients.contains(where: { $0 != 0 }) {
        flat.addPlane(constraint.coefficients, rhs: -constraint.constant)
      }
      flat.rows += constraint.coefficients
      flat.rows.append(constraint.constant)
      flat.kinds.append(
        constraint.comparison == .equal ? 0 : constraint.comparison == .greaterOrEqual ? 1 : 2)
      flat.levelOf.append(
        constraint.isRequired ? -1 : priorities.firstIndex(of: constraint.priority) ?? -1)
    }
    for j in 0..<n {
      var unit = Array(repeating: 0, count: n)
      unit[j] = 1
      if system.nonNegative[j] {
        flat.addPlane(unit, rhs: 0)
      }
      flat.addPlane(unit, rhs: box)
      flat.addPlane(unit, rhs: -box)
    }

    var best: [Vertex] = []
    var numerators = Array(repeating: 0, count: n)
    var errors = Array(repeating: 0, count: flat.levels)
    let p = flat.planes
    let w = n + 1
    let count = flat.planeCount
    func consider(_ denominator: Int) {
      guard denominator != 0 else { return }
      var d = denominator
      if d < 0 {
        d = -d
        for j in 0..<n { numerators[j] = -numerators[j] }
      }
      guard score(&flat, numerators: numerators, denominator: d, errors: &errors) else { return }
      let vertex = Vertex(numerators: numerators, denominator: d, errors: errors)
      if let first = best.first {
        switch compare(vertex, first) {
        case .less: best = [vertex]
        case .equal: best.append(vertex)
        case .greater: break
        }
      } else {
        best = [vertex]
      }
    }
    switch n {
    case 1:
      for a in 0..<count {
        numerators[0] = p[a * w + 1]
        consider(p[a * w])
      }
    case 2:
      for a in 0..<count {
        for b in (a + 1)..<max(a + 1, count) {
          let (a0, a1, ar) = (p[a * w], p[a * w + 1], p[a * w + 2])
          let (b0, b1, br) = (p[b * w], p[b * w + 1], p[b * w + 2])
          numerators[0] = ar * b1 - a1 * br
          numerators[1] = a0 * br - ar * b0
          consider(a0 * b1 - a1 * b0)
        }
      }
    default:
      for a in 0..<count {
        for b in (a + 1)..<max(a + 1, count) {
          for c in (b + 1)..<max(b + 1, count) {
            let (a0, a1, a2, ar) = (p[a * w], p[a * w + 1], p[a * w + 2], p[a * w + 3])
            let (b0, b1, b2, br) = (p[b * w], p[b * w + 1], p[b * w + 2], p[b * w + 3])
            let (c0, c1, c2, cr) = (p[c * w], p[c * w + 1], p[c * w + 2], p[c * w + 3])
            let d = a0 * (b1 * c2 - b2 * c1) - a1 * (b0 * c2 - b2 * c0) + a2 * (b0 * c1 - b1 * c0)
            guard d != 0 else { continue }
            numerators[0] =
              ar * (b1 * c2 - b2 * c1) - a1 * (br * c2 - b2 * cr) + a2 * (br * c1 - b1 * cr)
            numerators[1] =
              a0 * (br * c2 - b2 * cr) - ar * (b0 * c2 - b2 * c0) + a2 * (b0 * cr - br * c0)
            numerators[2] =
              a0 * (b1 * cr - br * c1) - a1 * (b0 * cr - br * c0) + ar * (b0 * c1 - b1 * c0)
            consider(d)
          }
        }
      }
    }
    guard let optimum = best.first else {
      return Answer(isFeasible: false, levelErrors: [], determinedValues: [], ranges: [])
    }
    let levelErrors = priorities.indices.map { level in
      (
        priorities[level],
        reduced(
          Fraction(
            numerator: optimum.errors[level],
            denominator: optimum.denominator))
      )
    }
    let values: [Fraction?] = (0..<n).map { j in
      let first = Fraction(numerator: optimum.numerators[j], denominator: optimum.denominator)
      let agrees = best.allSatisfy {
        Fraction(numerator: $0.numerators[j], denominator: $0.denominator) == first
      }
      return agrees ? reduced(first) : nil
    }
    // The box stands in for infinity: an optimal vertex on it (which may put another
    // coordinate at a fraction of the box) means unbounded on that side. Vertices of the
    // data alone stay below 10⁴.
    let ranges: [(min: Fraction?, max: Fraction?)] = (0..<n).map { j in
      let points = best.map { Fraction(numerator: $0.numerators[j], denominator: $0.denominator) }
      var low = points[0]
      var high = points[0]
      for point in points {
        if point < low { low = point }
        if high < point { high = point }
      }
      let far = Fraction(numerator: box / 1000, denominator: 1)
      let nearFar = Fraction(numerator: -box / 1000, denominator: 1)
      return (low < nearFar ? nil : reduced(low), far < high ? nil : reduced(high))
    }
    return Answer(
      isFeasible: true, levelErrors: levelErrors, determinedValues: values, ranges: ranges)
  }

  private enum Order { case less, equal, greater }

  private static func compare(_ a: Vertex, _ b: Vertex) -> Order {
    for level in a.errors.indices {
      let left = a.errors[level] * b.denominator
      let right = b.errors[level] * a.denominator
      if left < right { return .less }
      if left > right { return .greater }
    }
    return .equal
  }

  /// Fills `errors` (per level, scaled by the denominator) and returns true when the point
  /// `numerators / denominator` satisfies the required constraints, the bounds and the box.
  private static func score(
    _ flat: inout Flat, numerators: [Int], denominator d: Int, errors: inout [Int]
  ) -> Bool {
    let n = flat.n
    for j in 0..<n {
      let numerator = numerators[j]
      if flat.nonNegative[j] && numerator < 0 { return false }
      if numerator > flat.box * d || numerator < -flat.box * d { return false }
    }
    for level in 0..<flat.levels { errors[level] = 0 }
    let w = n + 1
    for index in 0..<flat.kinds.count {
      var residual = flat.rows[index * w + n] * d  // d × (a·x + b)
      for j in 0..<n {
        residual += flat.rows[index * w + j] * numerators[j]
      }
      let error =
        switch flat.kinds[index] {
        case 0: abs(residual)
        case 1: max(0, -residual)
        default: max(0, residual)
        }
      let level = flat.levelOf[index]
      if level < 0 {
        if error != 0 { return false }
      } else {
        errors[level] += error
      }
    }
    return true
  }

  private static func reduced(_ f: Fraction) -> Fraction {
    var a = abs(f.numerator)
    var b = f.denominator
    while b != 0 {
      (a, b) = (b, a % b)
    }
    return a == 0
      ? Fraction(numerator: 0, denominator: 1)
      : Fraction(numerator: f.numerator / a, denominator: f.denominator / a)
  }
}
