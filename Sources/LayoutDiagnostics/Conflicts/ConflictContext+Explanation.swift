import ConstraintSolver
import LayoutEngine
import LayoutModel

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

extension ConflictContext {
  /// The bound the members other than `position` put on its quantity (the left side of its
  /// form, as written), or `nil` when its multiplier is 0.
  ///
  /// With the members normalized to `aᵢ·x (<= | ==) bᵢ` and multipliers λ, the others add up
  /// to `Σᵢ≠ₖ λᵢaᵢ·x <= Σᵢ≠ₖ λᵢbᵢ`, and `Σᵢ≠ₖ λᵢaᵢ = -λₖaₖ + c` with `c >= 0` on
  /// non-negative variables only; so `-λₖ·aₖx <= Σᵢ≠ₖ λᵢbᵢ`: a lower bound on `aₖx` when
  /// λₖ > 0, an upper one when λₖ < 0. The bound is exact when the others also rule out any
  /// value past it (checked with `oracle`).
  func bound(
    of position: Int, forms: [LinearForm<LayoutVariable>],
    certificate: FarkasCertificate<LayoutVariable>, oracle: some LinearFeasibilityChecking
  ) -> ConflictBound? {
    let lambda = certificate.multipliers[position]
    guard abs(lambda) > Tolerance.zeroMultiplier, certificate.forms.count == forms.count else {
      return nil
    }
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
    let margin = Tolerance.fixMargin * max(1, abs(value))
    let probe = LinearForm(
      terms: forms[position].terms, relation: atLeast ? .greaterThanOrEqual : .lessThanOrEqual,
      rhs: atLeast ? value + margin : value - margin)
    let exact: Bool
    let all = otherForms + [probe]
    if case .infeasible = oracle.check(all, nonNegative: nonNegative(all)) {
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
  func statementOrder(members: [Int], forms: [LinearForm<LayoutVariable>]) -> [Int] {
    func rank(_ position: Int) -> Int {
      // A guide's size is never negative: a domain, never the member the sentence names.
      if subject.isDomainConstraint(members[position]) { return 7 }
      let constraint = subject.constraints[members[position]]
      let isSize =
        constraint.second == nil && constraint.first.attribute.isSize
        && forms[position].terms.count == 1
      // A translated autoresizing mask is the usual culprit: say what it sets, a size first;
      // but the mask of a view its container sizes (a cell's content view, a clip view) is
      // the framework's, named last ("the content view must be 33 pt wider than the cell"
      // hid a label's `width == 320`).
      if constraint.origin == .autoresizingMask {
        if subject.isSizedByContainer(subject.autoresizedItem(constraint)) { return 6 }
        return isSize ? 0 : 1
      }
      if isSize { return constraint.origin == .user ? 3 : 2 }
      if members[position] == subject.brokenIndex, constraint.origin != .otherSystem {
        return 4
      }
      return constraint.origin == .user ? 5 : 6
    }
    return members.indices.sorted { (rank($0), $0) < (rank($1), $1) }
  }

  /// The conflict in one sentence with numbers: what the others need of one member's
  /// quantity, and what that member sets it to.
  func summary(
    of conflict: LayoutConflict, forms: [LinearForm<LayoutVariable>], memberCount: Int,
    stated: (position: Int, bound: ConflictBound)?
  ) -> String {
    let count = memberCount
    guard let certificate = conflict.certificate else {
      return ConflictWording.unproven(count: count, axis: conflict.axis)
    }
    // A constraint whose terms cancel out (`(b - b) == 12`) conflicts with nothing but itself.
    if forms.count == 1, forms[0].terms.isEmpty, let member = conflict.members.first {
      return ConflictWording.selfContradiction(
        equation(of: subject.constraints[member]), relation: forms[0].relation,
        value: forms[0].rhs)
    }
    if let (position, bound) = stated {
      let index = conflict.members[position]
      let quantity = quantity(of: subject.constraints[index])
      return ConflictWording.conflict(
        axis: conflict.axis, quantity: quantity, bound: bound, others: count - 1,
        who: describe(index, subject: quantity.subject),
        relation: forms[position].relation, constant: forms[position].rhs)
    }
    return ConflictWording.combination(
      axis: conflict.axis, count: count, total: certificate.combinedRHS)
  }

  /// The assumptions the conflict needs and what would let it hold, then that only the
  /// framework made the members, or else the nearest app view when the summary does not
  /// already name it.
  func remarks(
    of conflict: LayoutConflict, forms: [LinearForm<LayoutVariable>],
    oracle: some LinearFeasibilityChecking
  ) -> [String] {
    var remarks: [String] = []
    let domains: [String] = conflict.assumptions.compactMap {
      guard case .nonNegative(let unknown) = $0 else { return nil }
      return ConflictWording.assumedNonNegative(unknown, view: viewName(unknown.view))
    }
    if !domains.isEmpty {
      remarks.append(ConflictWording.nonNegativeAssumptions(domains, framework: framework))
    }
    if conflict.assumptions.contains(where: {
      if case .defaultValue = $0 { return true }
      return false
    }) {
      remarks.append(assumptionRemark(of: conflict, forms: forms, oracle: oracle))
    }
    let guides = conflict.members.filter(subject.isDomainConstraint).map { index in
      let constraint = subject.constraints[index]
      return (subject.name(of: constraint.first.item), constraint.first.attribute == .width)
    }
    if !guides.isEmpty { remarks.append(ConflictWording.guideSizes(guides)) }
    // Private anchors without an address in `names:`: one anchor per printed name, assumed.
    var unaddressed: [String] = []
    for member in conflict.members {
      for unknown in subject.constraints[member].compound?.unknowns ?? [] {
        if case .privateAnchor(_, _, nil) = unknown, !unaddressed.contains(unknown.description) {
          unaddressed.append(unknown.description)
        }
      }
    }
    if !unaddressed.isEmpty { remarks.append(ConflictWording.oneAnchorPerName(unaddressed)) }
    remarks += insetRemarks(of: conflict)
    if conflict.isSystemOnly {
      remarks.append(ConflictWording.systemOnly(framework))
    } else if let item = conflict.nearestAppItem, !conflict.summary.contains(item) {
      remarks.append(ConflictWording.nearestAppView(item))
    }
    return remarks
  }

  /// The insets the members' safe-area and margin anchors carry, one sentence each: numbers
  /// the summary adds that no member states (`'V'.safeAreaLayoutGuide.bottom is 34 pt above
  /// 'V'.bottom (its safe-area inset).`). Margins the input does not give are the assumptions'
  /// to name; zero insets, centres and sizes are left unsaid.
  func insetRemarks(of conflict: LayoutConflict) -> [String] {
    var seen = Set<LayoutAnchor>()
    var remarks: [String] = []
    for member in conflict.members where !subject.isDomainConstraint(member) {
      let constraint = subject.constraints[member]
      for anchor in [constraint.first] + (constraint.second.map { [$0] } ?? [])
      where seen.insert(anchor).inserted {
        if let remark = insetRemark(anchor) { remarks.append(remark) }
      }
    }
    return remarks
  }

  private func insetRemark(_ anchor: LayoutAnchor) -> String? {
    let id: String
    var isSafeArea = false
    switch anchor.item {
    case .safeAreaLayoutGuide(of: let view):
      id = view
      isSafeArea = true
    case .layoutMarginsGuide(of: let view): id = view
    case .view(let view) where anchor.attribute.isMarginAttribute: id = view
    default: return nil
    }
    let edge: LayoutUnknown.Edge
    let plain: LayoutAttribute
    switch anchor.attribute {
    case .top, .topMargin: (edge, plain) = (.top, .top)
    case .bottom, .bottomMargin: (edge, plain) = (.bottom, .bottom)
    case .left, .leftMargin: (edge, plain) = (.left, .left)
    case .leading, .leadingMargin: (edge, plain) = (.left, .leading)
    case .right, .rightMargin: (edge, plain) = (.right, .right)
    case .trailing, .trailingMargin: (edge, plain) = (.right, .trailing)
    default: return nil
    }
    guard let view = subject.document.hierarchy.view(id),
      isSafeArea || !subject.document.unknowns.contains(.layoutMargin(view: id, edge: edge))
    else { return nil }
    let insets = isSafeArea ? view.safeAreaInsets : view.layoutMargins
    let inset = insets[edge]
    guard !isNegligiblePoints(inset) else { return nil }
    return ConflictWording.guideInset(
      subject.name(of: anchor.item) + "." + anchor.attribute.rawValue,
      edge: viewName(id) + "." + plain.rawValue, attribute: plain, inset: inset,
      isSafeArea: isSafeArea)
  }

  /// `It needs UIKit's default layout margins (X.layoutMargins.left = 8 pt, ...); the
  /// constraints hold only if those margins add up to 71 pt.`
  func assumptionRemark(
    of conflict: LayoutConflict, forms: [LinearForm<LayoutVariable>],
    oracle: some LinearFeasibilityChecking
  ) -> String {
    let defaults: [(LayoutUnknown, Double)] = conflict.assumptions.compactMap {
      if case .defaultValue(let unknown, let value) = $0 { return (unknown, value) }
      return nil
    }
    let named = defaults.map { ConflictWording.assumed($0.0, $0.1, view: viewName($0.0.view)) }
    var needed: (relation: LayoutRelation, value: Double)?
    let count = conflict.members.count
    if let certificate = conflict.certificate, forms.count == count + defaults.count {
      let lambdas = Array(certificate.multipliers[count...])
      if let first = lambdas.first, abs(first) > Tolerance.zeroMultiplier,
        lambdas.allSatisfy({ abs($0 - first) <= Tolerance.relative * max(1, abs(first)) })
      {
        // The assumed unknowns enter with one multiplier: state the bound on their sum.
        var sumTerms: [LinearForm<LayoutVariable>.Term] = []
        for form in forms[count...] { sumTerms += form.terms }
        let sum = LinearForm(
          terms: sumTerms, relation: .equal, rhs: forms[count...].reduce(0) { $0 + $1.rhs })
        let combined = Array(forms[..<count]) + [sum]
        let multipliers = Array(certificate.multipliers[..<count]) + [first]
        let merged = FarkasCertificate(
          forms: combined, multipliers: multipliers,
          nonNegativeVariables: certificate.nonNegativeVariables)
        if let bound = bound(of: count, forms: combined, certificate: merged, oracle: oracle) {
          needed = (bound.relation, bound.value)
        }
      }
    }
    return ConflictWording.assumptions(named, framework: framework, needed: needed)
  }

  /// A view as explanations print it.
  func viewName(_ id: String) -> String { subject.name(of: .view(id)) }

  /// The summary, the remarks, then the constraint that was broken.
  func explanation(of conflict: LayoutConflict) -> String {
    var sentences = [conflict.summary] + conflict.remarks
    // The constraints the summary counts: not a built-in guide's size ≥ 0, which it names
    // apart as a domain.
    let count = conflict.members.filter { !subject.isDomainConstraint($0) }.count
    if let broken = subject.brokenIndex {
      sentences.append(
        ConflictWording.broken(
          framework, name(of: broken), member: conflict.includesBrokenConstraint,
          count: count, predicted: subject.isBrokenPredicted))
    } else if let text = subject.brokenText {
      sentences.append(ConflictWording.broken(framework, text, member: false, count: count))
    }
    return sentences.joined(separator: " ")
  }

  /// Who set a member, for "but ... fixes it at 44 pt": the constraint itself for the app's,
  /// the mask for an autoresizing constraint, the framework and identifier otherwise.
  func describe(_ index: Int, subject quantitySubject: String) -> String {
    let constraint = subject.constraints[index]
    let line = ConflictWording.setterLine(constraint.location?.line)
    let identifier = constraint.identifier
    switch constraint.origin {
    case .user:
      return name(of: index)
    case .autoresizingMask:
      let item = subject.name(of: autoresizedItem(constraint))
      return ConflictWording.autoresizingMask(
        of: item == quantitySubject ? nil : item,
        notation: constraint.provenance.autoresizingMask?.notation, line: line)
    case .encapsulatedLayout:
      return ConflictWording.encapsulated(
        identifier, framework: framework, line: line,
        isTemporary: identifier?.hasPrefix("_UITemporaryLayout") == true)
    case .stackView:
      return ConflictWording.stackConstraint(
        identifier, framework: framework, line: line, isHiding: identifier == "UISV-hiding")
    case .contentSize where !subject.listing.isReport:
      return ConflictWording.intrinsicContentSize(line: line)
    default:
      if let identifier { return ConflictWording.frameworks(identifier, framework, line: line) }
      return ConflictWording.frameworks(name(of: index), framework)
    }
  }
}
