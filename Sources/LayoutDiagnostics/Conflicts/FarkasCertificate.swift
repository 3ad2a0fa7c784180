import ConstraintSolver
import LayoutEngine
import LayoutModel

/// A proof that linear constraints cannot all hold (Farkas' lemma), checkable by arithmetic.
///
/// Each member is written `Σ coefficient·variable (<= | ==) rhs` (a `>=` form multiplied by
/// -1). Multipliers λ, one per member, with λ ≥ 0 on `<=` members, combine them into
/// `Σ (Σλ·coefficient)·variable <= Σλ·rhs`. The certificate holds when the combined
/// coefficient is 0 for every free variable and ≥ 0 for every variable kept non-negative
/// (widths and heights), while Σλ·rhs < 0: the left side is then ≥ 0 for every allowed
/// assignment and the right side negative, a contradiction.
public struct FarkasCertificate<V: Hashable & Comparable & Sendable>: Hashable, Sendable {
  /// The members, normalized to `<=` or `==`.
  public var forms: [LinearForm<V>]
  /// λ, one per member.
  public var multipliers: [Double]
  /// The variables kept non-negative.
  public var nonNegativeVariables: Set<V>

  /// Creates a certificate; `forms` are normalized here.
  @inlinable
  public init(
    forms: [LinearForm<V>], multipliers: [Double], nonNegativeVariables: Set<V>
  ) {
    self.forms = forms.map(\.normalized)
    self.multipliers = multipliers
    self.nonNegativeVariables = nonNegativeVariables
  }

  /// Σλ·coefficient per variable (zeros kept).
  @inlinable
  public var combinedCoefficients: [V: Double] {
    var combined: [V: Double] = [:]
    for (form, multiplier) in zip(forms, multipliers) {
      for term in form.terms {
        combined[term.variable, default: 0] += multiplier * term.coefficient
      }
    }
    return combined
  }

  /// Σλ·rhs.
  @inlinable
  public var combinedRHS: Double {
    zip(forms, multipliers).reduce(0) { $0 + $1.1 * $1.0.rhs }
  }

  /// Whether the certificate proves infeasibility, within `tolerance` (relative to the size of
  /// the numbers involved).
  @inlinable
  public func verify(tolerance: Double = Tolerance.certificate) -> Bool {
    guard forms.count == multipliers.count, !forms.isEmpty,
      multipliers.allSatisfy(\.isFinite)
    else { return false }
    let scale = max(1, multipliers.map(abs).max() ?? 1)
    for (form, multiplier) in zip(forms, multipliers)
    where form.relation == .lessThanOrEqual && multiplier < -tolerance * scale {
      return false
    }
    for (variable, coefficient) in combinedCoefficients {
      if nonNegativeVariables.contains(variable) {
        if coefficient < -tolerance * scale { return false }
      } else if abs(coefficient) > tolerance * scale {
        return false
      }
    }
    let magnitude = zip(forms, multipliers).reduce(0) { $0 + abs($1.1 * $1.0.rhs) }
    return combinedRHS < -tolerance * max(1, magnitude)
  }

  /// Rescales λ so that the largest |λ| is 1, rounded to 9 decimals, for stable output.
  @inlinable
  public var scaled: FarkasCertificate {
    guard let largest = multipliers.map(abs).max(), largest > 0 else { return self }
    var copy = self
    copy.multipliers = multipliers.map { value in
      let rounded = (value / largest * 1e9).rounded() / 1e9
      return rounded == 0 ? 0 : rounded
    }
    return copy
  }

  /// Finds multipliers for `forms` by asking `oracle` for a solution of the dual system:
  /// λ ≥ 0 on `<=` members, Σλ·coefficient == 0 on free variables and ≥ 0 on non-negative
  /// ones, Σλ·rhs == -1.
  /// - Returns: the certificate, scaled and verified, or `nil` when the forms can hold (or the
  ///   oracle's answer does not verify).
  @inlinable
  public static func find(
    for forms: [LinearForm<V>], nonNegative: Set<V>,
    oracle: some LinearFeasibilityChecking
  ) -> FarkasCertificate? {
    let normalized = forms.map(\.normalized)
    // The dual's variables are the multipliers, by member index.
    var columns: [V: [Int: Double]] = [:]
    for (index, form) in normalized.enumerated() {
      for term in form.terms {
        columns[term.variable, default: [:]][index] = term.coefficient
      }
    }
    var dual: [LinearForm<Int>] = columns.keys.sorted().map { variable in
      LinearForm<Int>(
        coefficients: columns[variable] ?? [:],
        relation: nonNegative.contains(variable) ? .greaterThanOrEqual : .equal, rhs: 0)
    }
    var rhs: [Int: Double] = [:]
    for (index, form) in normalized.enumerated() where form.rhs != 0 {
      rhs[index] = form.rhs
    }
    guard !rhs.isEmpty else { return nil }
    dual.append(LinearForm<Int>(coefficients: rhs, relation: .equal, rhs: -1))
    let dualNonNegative = Set(
      normalized.indices.filter { normalized[$0].relation == .lessThanOrEqual })
    guard case .feasible(let values) = oracle.check(dual, nonNegative: dualNonNegative) else {
      return nil
    }
    let certificate = FarkasCertificate(
      forms: normalized, multipliers: normalized.indices.map { values[$0] ?? 0 },
      nonNegativeVariables: nonNegative
    ).scaled
    return certificate.verify() ? certificate : nil
  }
}
