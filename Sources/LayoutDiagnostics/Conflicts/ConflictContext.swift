import LayoutEngine
import LayoutModel

/// What a subject's conflicts are described and fixed against.
struct ConflictContext {
  var subject: ConflictSubject
  let system: LayoutSystem
  /// Indices (into `subject.constraints`) of the analysed constraints; `forms[k]` belongs to
  /// `considered[k]`.
  let considered: [Int]
  let forms: [LinearForm<LayoutVariable>]
  /// Unknowns held at their defaults (`==`), or in their assumed domains (`>= 0`, see
  /// `ConflictSubject.domainAssumptions(among:)`), as extra forms after `forms`.
  let assumed: [(unknown: Int, form: LinearForm<LayoutVariable>)]

  /// Every form: the constraints', then the assumptions'.
  var allForms: [LinearForm<LayoutVariable>] { forms + assumed.map(\.form) }

  var framework: String { subject.framework }

  func nonNegative(_ forms: [LinearForm<LayoutVariable>]) -> Set<LayoutVariable> {
    Set(
      forms.flatMap { $0.terms.map(\.variable) }.filter {
        subject.isHeldNonNegative($0, in: system)
      })
  }

  /// The conflict made of `positions` in `allForms`, found with `superview` (a view and the
  /// candidate it was assumed to be in) when a superview assumption was needed.
  func conflict(
    positions: [Int], superview: (view: String, candidate: String)?,
    oracle: some LinearFeasibilityChecking
  ) -> LayoutConflict {
    var conflict = conflict(positions: positions, oracle: oracle)
    if let superview {
      conflict.assumptions.append(.superview(view: superview.view, candidate: superview.candidate))
      conflict.remarks.insert(
        ConflictWording.superviewAssumption(
          subject.name(of: .view(superview.view)), subject.name(of: .view(superview.candidate))),
        at: 0)
      conflict.explanation = explanation(of: conflict)
      conflict.document = subject.document
    }
    return conflict
  }

  /// The conflict made of `positions` in `allForms`, described: its Farkas certificate,
  /// witnesses, summary, remarks, diagram, explanation and fixes.
  func conflict(positions: [Int], oracle: some LinearFeasibilityChecking) -> LayoutConflict {
    let held = positions.filter { $0 < considered.count }.map { considered[$0] }
    if subject.brokenIndex.map(held.contains) != true,
      let broken = subject.alsoBroken.first(where: held.contains)
    {
      // Another constraint the engine breaks closes this conflict: it is the broken one here.
      var context = self
      context.subject.alsoBroken = subject.allBroken.filter { $0 != broken }
      context.subject.brokenIndex = broken
      return context.conflict(positions: positions, oracle: oracle)
    }
    let all = allForms
    let ordered =
      positions.filter { $0 < considered.count } + positions.filter { $0 >= considered.count }
    let memberForms = ordered.map { all[$0] }
    let nonNegative = nonNegative(memberForms)
    var conflict = bareConflict(positions: positions)
    let members = conflict.members
    conflict.certificate = FarkasCertificate.find(
      for: memberForms, nonNegative: nonNegative, oracle: oracle)
    conflict.witnesses = ordered.indices.map { left in
      let others = ordered.indices.filter { $0 != left }.map { memberForms[$0] }
      if case .feasible(let values) = oracle.check(others, nonNegative: nonNegative) {
        return values
      }
      return [:]
    }
    conflict.axis = axis(of: memberForms)
    conflict.nearestAppItem = nearestAppItem(members)
    let stated = statedBound(of: conflict, forms: memberForms, oracle: oracle)
    conflict.summary = summary(
      of: conflict, forms: memberForms,
      memberCount: members.filter { !subject.isDomainConstraint($0) }.count, stated: stated)
    conflict.remarks = remarks(of: conflict, forms: memberForms, oracle: oracle)
    conflict.diagram = diagram(of: conflict, forms: memberForms, stated: stated)
    conflict.explanation = explanation(of: conflict)
    let fixing = fixContext(for: members)
    conflict.suggestions = fixing.fixes(for: members, oracle: oracle)
    conflict.fixesLeaveOut = considered.filter { !fixing.considered.contains($0) }
    return conflict
  }

  /// The context the fixes of the conflict made of `members` are checked in: every analysed
  /// constraint but those the engine breaks in other conflicts (`ConflictSubject.brokenIndex`
  /// and `alsoBroken` outside `members`). At run time those are broken whatever the fix does,
  /// so a fix that settles this conflict is verified even when other conflicts remain.
  func fixContext(for members: [Int]) -> ConflictContext {
    let brokenElsewhere = Set(subject.allBroken).subtracting(members)
    guard considered.contains(where: brokenElsewhere.contains) else { return self }
    let kept = considered.indices.filter { !brokenElsewhere.contains(considered[$0]) }
    return ConflictContext(
      subject: subject, system: system, considered: kept.map { considered[$0] },
      forms: kept.map { forms[$0] }, assumed: assumed)
  }

  /// The conflict made of `positions` in `allForms`, not described: its members, assumptions
  /// and whose they are, which is all that tells one conflict from another (a size walk's
  /// signature); no certificate, witnesses, words or fixes.
  func bareConflict(positions: [Int]) -> LayoutConflict {
    let members = positions.filter { $0 < considered.count }.map { considered[$0] }
    let assumptions: [ConflictAssumption] = positions.filter { $0 >= considered.count }
      .compactMap { position in
        let (unknown, form) = assumed[position - considered.count]
        guard subject.document.unknowns.indices.contains(unknown) else { return nil }
        let value = subject.document.unknowns[unknown]
        return form.relation == .equal ? .defaultValue(value, form.rhs) : .nonNegative(value)
      }
    return LayoutConflict(
      members: members, assumptions: assumptions, certificate: nil, witnesses: [], axis: nil,
      isSystemOnly: !members.contains { subject.isAppsToChange(subject.constraints[$0]) },
      includesBrokenConstraint: subject.brokenIndex.map(members.contains) ?? false,
      nearestAppItem: nil, summary: "", remarks: [], explanation: "", suggestions: [],
      document: nil)
  }

  // MARK: Facts

  func axis(of forms: [LinearForm<LayoutVariable>]) -> LayoutAxis? {
    var axes = Set<LayoutAxis>()
    for form in forms {
      for term in form.terms {
        if let axis = system.axis(of: term.variable) { axes.insert(axis) }
      }
    }
    return axes.count == 1 ? axes.first : nil
  }

  func nearestAppItem(_ members: [Int]) -> String? {
    for member in members {
      let constraint = subject.constraints[member]
      for item in constraint.items
      where subject.appDefinedViews?.contains(item.id) ?? true {
        if case .view(let id) = item { return subject.names.view(id) }
      }
    }
    return nil
  }

  // MARK: Names

  /// A constraint as explanations and fixes name it: its identifier and equation with
  /// addresses, and its line (`UIView:0x7fc.height == 200 (line 9)`).
  func name(of index: Int) -> String {
    let constraint = subject.constraints[index]
    let identifier = constraint.identifier.map { "'\($0)' " } ?? ""
    let kind = constraint.origin == .autoresizingMask ? ConflictWording.autoresizingConstraint : ""
    let line = constraint.location?.line.map { " (line \($0))" } ?? ""
    return kind + identifier + equation(of: constraint) + line
  }

  /// The equation of `constraint` with its items named as the input prints them:
  /// `UIView:0x1.height == 0.2*App.ViewA:0x2.height + 8`; a compound one by its sides,
  /// `(UIView:0x1.leading - UIView:0x2.leading) == (0.5 × UIView:0x3.leading - ...)`.
  func equation(of constraint: LayoutConstraint) -> String {
    if let compound = constraint.compound {
      let right = side(of: compound.right)
      let constant = formatPoints(abs(constraint.constant))
      if right.isEmpty {
        return side(of: compound.left) + " \(constraint.relation.symbol) "
          + formatPoints(constraint.constant)
      }
      return side(of: compound.left) + " \(constraint.relation.symbol) " + right
        + (constraint.constant == 0 ? "" : (constraint.constant < 0 ? " - " : " + ") + constant)
    }
    var text =
      "\(subject.name(of: constraint.first.item)).\(constraint.first.attribute.rawValue)"
      + " \(constraint.relation.symbol) "
    guard let second = constraint.second else { return text + formatPoints(constraint.constant) }
    if constraint.multiplier != 1 { text += "\(formatPoints(constraint.multiplier))*" }
    text += "\(subject.name(of: second.item)).\(second.attribute.rawValue)"
    if constraint.constant != 0 {
      text +=
        constraint.constant < 0
        ? " - \(formatPoints(-constraint.constant))" : " + \(formatPoints(constraint.constant))"
    }
    return text
  }

  /// The view an autoresizing constraint is about (`ConflictSubject.autoresizedItem`).
  func autoresizedItem(_ constraint: LayoutConstraint) -> LayoutItem {
    subject.autoresizedItem(constraint)
  }

  // MARK: Lists that hold

  func notReproducedReason(
    oracle: some LinearFeasibilityChecking, usedUnknowns: [Int]
  ) -> (String, values: [LayoutVariable: Double]?) {
    let listing = subject.listing
    if listing.count == 0 {
      return (
        listing.isRedacted
          ? ConflictWording.redacted(framework)
          : listing.isElided
            ? ConflictWording.elided
            : listing.unreadableLines > 0
              ? ConflictWording.unreadable(listing.unreadableLines) : ConflictWording.empty,
        nil
      )
    }
    if case .feasible(let values) = oracle.check(forms, nonNegative: nonNegative(forms)) {
      let sizes = values.keys.filter { $0.component?.isSize == true }
      let others = values.keys.filter { $0.component?.isSize != true }
      let shown = (sizes.sorted { name($0) < name($1) } + others.sorted { name($0) < name($1) })
        .prefix(3).map { "\(name($0)) = \(ConflictWording.points(values[$0] ?? 0))" }
      var free = Set<String>()
      for index in usedUnknowns {
        switch subject.document.unknowns[index] {
        case .superview: break
        case let unknown: free.insert(ConflictWording.unknowns(unknown))
        }
      }
      let unreadable = listing.unreadableLines
      // Constraints the engine generated (a guide's size is never negative) are not the list's.
      let own = considered.filter { $0 < subject.document.constraints.count }.count
      return (
        ConflictWording.satisfiable(
          count: own, excluded: listing.count - own, unreadable: unreadable,
          isCutOff: listing.isCutOff,
          example: shown, free: free.sorted(), framework: framework),
        values
      )
    }
    return (ConflictWording.searchIncomplete, nil)
  }

  func name(_ variable: LayoutVariable) -> String { system.name(of: variable) }
}
