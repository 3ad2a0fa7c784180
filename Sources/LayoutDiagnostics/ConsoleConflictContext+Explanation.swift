import LayoutModel
import LayoutParsing

/// What the other members of a conflict need of one member's quantity, read off the Farkas
/// certificate.
struct ConflictBound {
  /// The member's position in the conflict.
  var position: Int
  /// `.greaterThanOrEqual`: the others need the quantity at least `value`; `.lessThanOrEqual`:
  /// at most; `.equal`: exactly.
  var relation: LayoutRelation
  /// The bound, in points.
  var value: Double
}

extension ConsoleConflictContext {
  /// The bound the members other than `position` put on its quantity (the left side of its
  /// form, as written), or `nil` when its multiplier is 0.
  ///
  /// With the members normalized to `aᵢ·x (<= | ==) bᵢ` and multipliers λ, the others add up
  /// to `Σᵢ≠ₖ λᵢaᵢ·x <= Σᵢ≠ₖ λᵢbᵢ`, and `Σᵢ≠ₖ λᵢaᵢ = -λₖaₖ + c` with `c >= 0` on widths and
  /// heights only; so `-λₖ·aₖx <= Σᵢ≠ₖ λᵢbᵢ`: a lower bound on `aₖx` when λₖ > 0, an upper one
  /// when λₖ < 0. The bound is exact when the others also rule out any value past it (checked
  /// with `oracle`).
  func bound(
    of position: Int, forms: [ConstraintLinearForm], certificate: FarkasCertificate,
    oracle: some LinearFeasibilityChecking
  ) -> ConflictBound? {
    let lambda = certificate.multipliers[position]
    guard abs(lambda) > 1e-12, certificate.forms.count == forms.count else { return nil }
    var others = 0.0
    for (index, form) in certificate.forms.enumerated() where index != position {
      others += certificate.multipliers[index] * form.rhs
    }
    let normalizedBound = -others / lambda
    let flipped = forms[position].relation == .greaterThanOrEqual
    let value = flipped ? -normalizedBound : normalizedBound
    let atLeast = (lambda > 0) != flipped
    var otherForms = forms
    otherForms.remove(at: position)
    let margin = 1e-4 * max(1, abs(value))
    let probe = ConstraintLinearForm(
      coefficients: forms[position].coefficients,
      relation: atLeast ? .greaterThanOrEqual : .lessThanOrEqual,
      rhs: atLeast ? value + margin : value - margin)
    let exact: Bool
    if case .infeasible = oracle.check(otherForms + [probe], nonNegative: nonNegative) {
      exact = true
    } else {
      exact = false
    }
    return ConflictBound(
      position: position,
      relation: exact ? .equal : atLeast ? .greaterThanOrEqual : .lessThanOrEqual,
      value: value)
  }

  /// The members in the order the explanation tries to state the conflict against them: a
  /// single width or height (the framework's or a mask's first: "UITableView fixes it at
  /// 44 pt"), then the constraint UIKit broke, then the app's constraints, then the rest.
  func statementOrder(members: [Int], forms: [ConstraintLinearForm]) -> [Int] {
    func rank(_ position: Int) -> Int {
      let constraint = report.constraints[members[position]]
      let equation = constraint.parsed.equation
      let isSize =
        equation.secondItem == nil && equation.firstAttribute.layoutAttribute.isSize
        && forms[position].terms.count == 1
      if isSize { return constraint.origin == .user ? 1 : 0 }
      if members[position] == report.brokenConstraintIndex, constraint.origin != .otherSystem {
        return 2
      }
      return constraint.origin == .user ? 3 : 4
    }
    return members.indices.sorted { (rank($0), $0) < (rank($1), $1) }
  }

  /// The conflict in one sentence with numbers: what the others need of one member's
  /// quantity, and what that member sets it to.
  func summary(
    of conflict: ConsoleConflict, forms: [ConstraintLinearForm],
    oracle: some LinearFeasibilityChecking
  ) -> String {
    guard let certificate = conflict.certificate else {
      return ConflictWording.unproven(count: conflict.members.count, axis: conflict.axis)
    }
    for position in statementOrder(members: conflict.members, forms: forms) {
      guard
        let bound = bound(of: position, forms: forms, certificate: certificate, oracle: oracle)
      else { continue }
      let constraint = report.constraints[conflict.members[position]]
      let quantity = quantity(of: constraint)
      return ConflictWording.conflict(
        axis: conflict.axis, quantity: quantity, bound: bound, others: conflict.members.count - 1,
        who: describe(constraint, subject: quantity.subject),
        relation: forms[position].relation, constant: forms[position].rhs)
    }
    return ConflictWording.combination(
      axis: conflict.axis, count: conflict.members.count, total: certificate.combinedRHS)
  }

  /// That only the framework made the members, or else the nearest app view when the summary
  /// does not already name it.
  func remarks(of conflict: ConsoleConflict) -> [String] {
    if conflict.isSystemOnly { return [ConflictWording.systemOnly(framework)] }
    if let item = conflict.nearestAppItem, !conflict.summary.contains(item) {
      return [ConflictWording.nearestAppView(item)]
    }
    return []
  }

  /// The summary, the remarks, then the constraint UIKit broke.
  func explanation(of conflict: ConsoleConflict) -> String {
    var sentences = [conflict.summary] + conflict.remarks
    if let broken = report.brokenConstraint {
      let text =
        report.brokenConstraintIndex.map { name(of: report.constraints[$0]) }
        ?? ConsoleLogWording.short(broken.parsed, keepingAddresses: true)
      sentences.append(
        ConflictWording.broken(
          framework, text, member: conflict.includesBrokenConstraint,
          count: conflict.members.count))
    }
    return sentences.joined(separator: " ")
  }

  /// Who set a member, for "but ... fixes it at 44 pt": the constraint itself for the app's,
  /// the mask for an autoresizing constraint, the framework and identifier otherwise.
  func describe(_ constraint: ConsoleLogConstraint, subject: String) -> String {
    let line = "line \(constraint.line)"
    let identifier = constraint.parsed.identifier
    switch constraint.origin {
    case .user:
      return name(of: constraint)
    case .autoresizingMask:
      let mask = constraint.parsed.autoresizingMask.map { "\($0), " } ?? ""
      let item = autoresizedItem(constraint).map {
        name(of: $0, other: nil, in: constraint.parsed)
      }
      if item == subject { return "its autoresizing mask (\(mask)\(line))" }
      return "the autoresizing mask of \(item ?? "?") (\(mask)\(line))"
    case .encapsulatedLayout:
      let what =
        identifier?.hasPrefix("_UITemporaryLayout") == true
        ? "a temporary size \(framework) sets while it measures the view"
        : "the size its container imposes"
      return "\(framework)'s '\(identifier ?? "?")' (\(line): \(what))"
    case .stackView:
      let stack = report.platform == .macOS ? "NSStackView" : "UIStackView"
      let what = identifier == "UISV-hiding" ? ": the view is hidden" : ""
      return "\(stack)'s '\(identifier ?? "?")' (\(line)\(what))"
    default:
      if let identifier { return "\(framework)'s '\(identifier)' (\(line))" }
      return "\(framework)'s " + name(of: constraint)
    }
  }
}
