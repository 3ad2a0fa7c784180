import LayoutModel
import LayoutParsing

extension ConsoleConflictContext {
  /// The fixes of a conflict, each checked by re-solving every analysed constraint of the
  /// report with it, best first: verified before not, then the least left-over error, the
  /// constraint UIKit broke first, list order, and autoresizing before priority before
  /// relation. System constraints are never changed.
  func fixes(for members: [Int], oracle: some LinearFeasibilityChecking) -> [ConflictFix] {
    var fixes: [ConflictFix] = []
    var autoresizingItems = Set<String>()
    for member in members {
      let constraint = report.constraints[member]
      guard let position = considered.firstIndex(of: member) else { continue }
      switch constraint.origin {
      case .user:
        fixes += priorityAndRelationFixes(constraint, index: member, position: position, oracle)
      case .autoresizingMask:
        guard let item = autoresizedItem(constraint), !Self.isPrivate(item) else { continue }
        let key = system.key(of: item, other: nil)
        guard autoresizingItems.insert(key).inserted else { continue }
        fixes.append(autoresizingFix(constraint, index: member, item: item, key: key, oracle))
      default:
        continue
      }
    }
    let broken = report.brokenConstraintIndex
    return fixes.sorted { a, b in
      if a.isVerified != b.isVerified { return a.isVerified }
      if a.resultingError != b.resultingError { return a.resultingError < b.resultingError }
      if (a.constraint == broken) != (b.constraint == broken) { return a.constraint == broken }
      if a.constraint != b.constraint { return a.constraint < b.constraint }
      return Self.kindRank(a.kind) < Self.kindRank(b.kind)
    }
  }

  /// Lowering an app constraint to 999, and, for an equation, making it the inequality the
  /// re-solved layout leans towards.
  func priorityAndRelationFixes(
    _ constraint: ConsoleLogConstraint, index: Int, position: Int,
    _ oracle: some LinearFeasibilityChecking
  ) -> [ConflictFix] {
    let form = forms[position]
    var others = forms
    others.remove(at: position)
    let text = name(of: constraint)
    let values = oracle.solve(
      required: others, preferences: [(form, 999)], nonNegative: nonNegative)
    let residual = values.map { Self.leftSide(of: form, values: $0) - form.rhs } ?? 0
    let error = Self.error(residual: residual, relation: form.relation)
    let outcome = values.map { self.outcome(of: constraint, form: form, values: $0) }
    var fixes = [
      ConflictFix(
        kind: .lowerPriority(to: LayoutPriority(999)), constraint: index, constraintText: text,
        isVerified: values != nil, message: ConflictWording.lowerPriority(text),
        effect: outcome ?? ConflictWording.otherConflictsRemain, resultingError: error)
    ]
    if form.relation == .equal, let values, error > 1e-9 {
      let relation: LayoutRelation = residual > 0 ? .greaterThanOrEqual : .lessThanOrEqual
      var relaxed = form
      relaxed.relation = relation
      let holds: Bool
      if case .feasible = oracle.check(others + [relaxed], nonNegative: nonNegative) {
        holds = true
      } else {
        holds = false
      }
      fixes.append(
        ConflictFix(
          kind: .makeInequality(relation), constraint: index, constraintText: text,
          isVerified: holds, message: ConflictWording.makeInequality(text, relation),
          effect: holds
            ? self.outcome(of: constraint, form: form, values: values)
            : ConflictWording.otherConflictsRemain,
          resultingError: error))
    }
    return fixes
  }

  /// `translatesAutoresizingMaskIntoConstraints = false` on the view an autoresizing member is
  /// about: every listed mask constraint of that view goes.
  func autoresizingFix(
    _ constraint: ConsoleLogConstraint, index: Int, item: ConstraintDescriptionItem,
    key: String, _ oracle: some LinearFeasibilityChecking
  ) -> ConflictFix {
    let kept = considered.indices.filter { position in
      let other = report.constraints[considered[position]]
      return
        !(other.origin == .autoresizingMask
        && autoresizedItem(other).map { system.key(of: $0, other: nil) } == key)
    }.map { forms[$0] }
    let itemName = name(of: item, other: nil, in: constraint.parsed)
    let mask = constraint.parsed.autoresizingMask.map(\.description)
    var effect = ConflictWording.otherConflictsRemain
    var verified = false
    if case .feasible(let values) = oracle.check(kept, nonNegative: nonNegative),
      let position = considered.firstIndex(of: index)
    {
      verified = true
      let form = forms[position]
      let value = Self.leftSide(of: form, values: values)
      effect = ConflictWording.autoresizingOutcome(
        quantity(of: constraint), value: value, asked: form.rhs,
        determined: isDetermined(form, value: value, among: kept, oracle), item: itemName)
    }
    return ConflictFix(
      kind: .disableAutoresizingMask(item: key), constraint: index, constraintText: itemName,
      isVerified: verified,
      message: ConflictWording.disableAutoresizing(
        itemName, mask: mask, framework: framework),
      effect: effect, resultingError: 0)
  }

  /// Whether `forms` leave the left side of `form` no other value than `value`.
  func isDetermined(
    _ form: ConstraintLinearForm, value: Double, among forms: [ConstraintLinearForm],
    _ oracle: some LinearFeasibilityChecking
  ) -> Bool {
    let margin = 1e-4 * max(1, abs(value))
    for (relation, rhs) in [
      (LayoutRelation.greaterThanOrEqual, value + margin), (.lessThanOrEqual, value - margin),
    ] {
      let probe = ConstraintLinearForm(
        coefficients: form.coefficients, relation: relation, rhs: rhs)
      if case .feasible = oracle.check(forms + [probe], nonNegative: nonNegative) {
        return false
      }
    }
    return true
  }

  /// What a member becomes under re-solved `values`, in words.
  func outcome(
    of constraint: ConsoleLogConstraint, form: ConstraintLinearForm, values: [String: Double]
  ) -> String {
    ConflictWording.outcome(
      quantity(of: constraint), value: Self.leftSide(of: form, values: values), asked: form.rhs,
      relation: form.relation)
  }

  static func kindRank(_ kind: ConflictFix.Kind) -> Int {
    switch kind {
    case .disableAutoresizingMask: return 0
    case .lowerPriority: return 1
    case .makeInequality: return 2
    }
  }

  /// Whether a view is the framework's private one (`_NSTextContentView`): its mask is not
  /// the app's to change.
  static func isPrivate(_ item: ConstraintDescriptionItem) -> Bool {
    (item.className ?? item.name ?? "").hasPrefix("_")
  }

  static func error(residual: Double, relation: LayoutRelation) -> Double {
    let error: Double
    switch relation {
    case .equal: error = abs(residual)
    case .lessThanOrEqual: error = max(0, residual)
    case .greaterThanOrEqual: error = max(0, -residual)
    }
    return (error * 1e6).rounded() / 1e6
  }
}
