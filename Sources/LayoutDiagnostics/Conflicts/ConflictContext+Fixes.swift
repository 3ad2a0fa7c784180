import ConstraintSolver
import LayoutEngine
import LayoutModel

extension ConflictContext {
  /// The fixes of a conflict, each checked by re-solving every analysed constraint (and the
  /// assumed defaults) with it, best first: verified before not, then the least left-over
  /// error, the broken constraint first, constraint order, and autoresizing before priority
  /// before relation. System constraints are never changed.
  func fixes(for members: [Int], oracle: some LinearFeasibilityChecking) -> [ConflictFix] {
    var fixes: [ConflictFix] = []
    var autoresizingItems = Set<String>()
    // A container's size and a mask are the app's levers only where the app can change a
    // member: a conflict UIKit made alone (`isSystemOnly`) gets no fix.
    let involvesApp = members.contains { subject.isAppsToChange(subject.constraints[$0]) }
    guard involvesApp else { return [] }
    fixes += duplicateAnchorFixes(members, oracle)
    let passing = passingSizes(in: members)
    for member in members {
      let constraint = subject.constraints[member]
      guard let position = considered.firstIndex(of: member) else { continue }
      switch constraint.origin {
      case .user:
        fixes += priorityAndRelationFixes(
          index: member, position: position, passing: passing, oracle)
      case .autoresizingMask:
        let item = autoresizedItem(constraint)
        guard !subject.isPrivate(item) else { continue }
        // A cell's content view or a clip view: its container's size is the lever, its mask
        // is the framework's.
        let isFrameworks = subject.isSizedByContainer(item)
        if involvesApp,
          let fix = containerFix(index: member, position: position, members: members, oracle)
        {
          fixes.append(fix)
        }
        guard !isFrameworks, autoresizingItems.insert(item.id).inserted else { continue }
        fixes.append(autoresizingFix(index: member, item: item, oracle))
      case .encapsulatedLayout:
        if involvesApp,
          let fix = containerFix(index: member, position: position, members: members, oracle)
        {
          fixes.append(fix)
        }
      default:
        continue
      }
    }
    let broken = subject.brokenIndex
    // Making the container bigger comes after the app's own changes: a size UIKit imposes is
    // usually a moment of a cell's or window's life, not a size to design for.
    func isContainer(_ fix: ConflictFix) -> Bool {
      if case .resizeContainer = fix.kind { return true }
      return false
    }
    // A second constraint on the same anchors is the bug itself; lowering a priority would
    // only hide it, so keeping one of the two comes first.
    func isDuplicate(_ fix: ConflictFix) -> Bool {
      if case .keepOneOfDuplicates = fix.kind { return true }
      return false
    }
    let edges = passingContainerEdges(in: members, passing: passing)
    return fixes.sorted { a, b in
      if a.isVerified != b.isVerified { return a.isVerified }
      if isDuplicate(a) != isDuplicate(b) { return isDuplicate(a) }
      if isContainer(a) != isContainer(b) { return isContainer(b) }
      if edges.contains(a.constraint) != edges.contains(b.constraint) {
        return edges.contains(a.constraint)
      }
      if a.resultingError != b.resultingError { return a.resultingError < b.resultingError }
      if (a.constraint == broken) != (b.constraint == broken) { return a.constraint == broken }
      if a.constraint != b.constraint { return a.constraint < b.constraint }
      return Self.kindRank(a.kind) < Self.kindRank(b.kind)
    }
  }

  /// Lowering an app constraint to 999, and, for an equation, making it the inequality the
  /// re-solved layout leans towards, unless that frees it from a passing container size among
  /// the conflict's (`passing`, `freesFromPassingSize`).
  func priorityAndRelationFixes(
    index: Int, position: Int, passing: [Int], _ oracle: some LinearFeasibilityChecking
  ) -> [ConflictFix] {
    let form = forms[position]
    var others = allForms
    others.remove(at: position)
    let text = name(of: index)
    let constraint = subject.constraints[index]
    let values = oracle.solve(
      required: others, preferences: [(form, 999)], nonNegative: nonNegative(allForms))
    let residual = values.map { form.leftSide($0) - form.rhs } ?? 0
    let error = Self.error(residual: residual, relation: form.relation)
    let outcome = values.map { self.outcome(of: constraint, form: form, values: $0) }
    var fixes = [
      ConflictFix(
        kind: .lowerPriority(to: LayoutPriority(999)), constraint: index, constraintText: text,
        isVerified: values != nil, message: ConflictWording.lowerPriority(text),
        effect: outcome ?? ConflictWording.otherConflictsRemain, resultingError: error)
    ]
    if form.relation == .equal, let values, error > Tolerance.feasibility {
      let relation: LayoutRelation = residual > 0 ? .greaterThanOrEqual : .lessThanOrEqual
      var relaxed = form
      relaxed.relation = relation
      let holds: Bool
      let trial = others + [relaxed]
      if case .feasible = oracle.check(trial, nonNegative: nonNegative(trial)) {
        holds = true
      } else {
        holds = false
      }
      if holds,
        freesFromPassingSize(position: position, relaxed: relaxed, passing: passing, oracle)
      {
        return fixes
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

  /// Whether making the form at `position` the inequality `relaxed` leaves its quantity free
  /// once the passing sizes UIKit imposes (`passing`, positions from `passingSizes`) are gone:
  /// a container size of 0 points
  /// (a pass before the container has its size) or a cell content view's height (a
  /// self-sizing cell's, which its content gives). Such an inequality ends the conflict of that
  /// moment and leaves the content loose at every other: `stack.bottom >= contentView.bottom -
  /// 5` against a 0-pt 'UIView-Encapsulated-Layout-Height' (realcases 115) no longer gives
  /// the cell its height. Lowering the priority to 999 is the fix.
  func freesFromPassingSize(
    position: Int, relaxed: LinearForm<LayoutVariable>, passing: [Int],
    _ oracle: some LinearFeasibilityChecking
  ) -> Bool {
    let passing = passing.filter { $0 != position }
    guard !passing.isEmpty else { return false }
    var kept = allForms
    kept[position] = relaxed
    kept = kept.indices.filter { !passing.contains($0) }.map { kept[$0] }
    guard case .feasible(let values) = oracle.check(kept, nonNegative: nonNegative(kept)) else {
      return false
    }
    return !isDetermined(relaxed, value: relaxed.leftSide(values), among: kept, oracle)
  }

  /// The positions (in `forms`) of the members that are a passing size UIKit imposes: a
  /// container size of 0 points, or a cell content view's height (`freesFromPassingSize`).
  func passingSizes(in members: [Int]) -> [Int] {
    members.compactMap { member -> Int? in
      let constraint = subject.constraints[member]
      guard constraint.origin == .encapsulatedLayout, let at = considered.firstIndex(of: member)
      else { return nil }
      let isCellHeight =
        constraint.first.attribute == .height && subject.isSizedByContainer(constraint.first.item)
      return abs(forms[at].rhs) <= Tolerance.feasibility || isCellHeight ? at : nil
    }
  }

  /// The app's members that tie content to the far edge (bottom, trailing) of a container whose
  /// size is passing (`passing`, positions from `passingSizes`): lowering one of them to 999 is the usual fix of a
  /// self-sizing cell's conflict (the content overflows the passing size and the cell then
  /// takes its height), where lowering a spacing between two views overlaps them at that
  /// moment (realcases 020: "TextView1.top ends up 386 pt above ImageView1.bottom").
  func passingContainerEdges(in members: [Int], passing: [Int]) -> Set<Int> {
    let containers = Set(passing.map { subject.constraints[considered[$0]].first.item })
    guard !containers.isEmpty else { return [] }
    let far: Set<LayoutAttribute> = [
      .bottom, .bottomMargin, .trailing, .trailingMargin, .right, .rightMargin,
    ]
    return Set(
      members.filter { member in
        let constraint = subject.constraints[member]
        guard constraint.origin == .user else { return false }
        let anchors = [constraint.first] + (constraint.second.map { [$0] } ?? [])
        return anchors.contains { containers.contains($0.item) && far.contains($0.attribute) }
      })
  }

  /// `translatesAutoresizingMaskIntoConstraints = false` on the view an autoresizing member is
  /// about: every analysed mask constraint of that view goes.
  func autoresizingFix(
    index: Int, item: LayoutItem, _ oracle: some LinearFeasibilityChecking
  ) -> ConflictFix {
    let keptPositions = considered.indices.filter { position in
      let other = subject.constraints[considered[position]]
      return !(other.origin == .autoresizingMask && autoresizedItem(other) == item)
    }
    let kept = keptPositions.map { forms[$0] } + assumed.map(\.form)
    let constraint = subject.constraints[index]
    let itemName = subject.name(of: item)
    let mask = constraint.provenance.autoresizingMask?.notation
    var effect = ConflictWording.otherConflictsRemain
    var verified = false
    if case .feasible(let values) = oracle.check(kept, nonNegative: nonNegative(kept)),
      let position = considered.firstIndex(of: index)
    {
      verified = true
      let form = forms[position]
      let value = form.leftSide(values)
      effect = ConflictWording.autoresizingOutcome(
        quantity(of: constraint), value: value, asked: form.rhs,
        determined: isDetermined(form, value: value, among: kept, oracle), item: itemName)
    }
    return ConflictFix(
      kind: .disableAutoresizingMask(item: item.id), constraint: index,
      constraintText: itemName, isVerified: verified,
      message: ConflictWording.disableAutoresizing(itemName, mask: mask, framework: framework),
      effect: effect, resultingError: 0)
  }

  /// For a size the container imposes (`UIView-Encapsulated-Layout-Width`, a translated
  /// autoresizing frame): the size the other members need, checked by re-solving with the
  /// container at that size. `nil` for a member that is not such a size, or when no size alone
  /// makes room (other conflicts remain, or the others allow any size), and for the size of a
  /// root that is a screen's (`LayoutDocument.rootSizeIsScreens`).
  ///
  /// The size is what every analysed constraint needs; when the conflict's own members alone
  /// need another (its summary's number), the message gives both, so that the numbers a
  /// reader compares agree or say why they differ.
  func containerFix(
    index: Int, position: Int, members: [Int], _ oracle: some LinearFeasibilityChecking
  ) -> ConflictFix? {
    let constraint = subject.constraints[index]
    let form = forms[position]
    guard constraint.second == nil, constraint.first.attribute.isSize, form.terms.count == 1,
      form.relation == .equal
    else { return nil }
    // A view controller's view is as large as its screen: no fix gives it another size.
    let document = subject.document
    if document.rootSizeIsScreens, constraint.origin == .encapsulatedLayout,
      let root = document.hierarchy.rootIndices.first,
      constraint.first.item == .view(document.hierarchy.views[root].id)
    {
      return nil
    }
    var others = allForms
    others.remove(at: position)
    guard
      let values = oracle.solve(
        required: others, preferences: [(form, 999)], nonNegative: nonNegative(allForms))
    else { return nil }
    let needed = roundedPoints(form.leftSide(values))
    guard !isNegligiblePoints(needed - form.rhs) else { return nil }
    let probe = LinearForm(terms: form.terms, relation: .equal, rhs: needed)
    let trial = others + [probe]
    guard case .feasible = oracle.check(trial, nonNegative: nonNegative(trial)) else {
      return nil
    }
    // Exactly that size, or at least (at most) it: probe 1 pt further from the current size.
    let step: Double = needed > form.rhs ? 1 : -1
    let further = LinearForm(terms: form.terms, relation: .equal, rhs: needed + step)
    let beyond = others + [further]
    var bound: LayoutRelation = .equal
    if case .feasible = oracle.check(beyond, nonNegative: nonNegative(beyond)) {
      bound = step > 0 ? .greaterThanOrEqual : .lessThanOrEqual
    }
    // What the conflict's own members need of the same size, when that differs.
    let own =
      members.compactMap { considered.firstIndex(of: $0) }.filter { $0 != position }.map {
        forms[$0]
      } + assumed.map(\.form)
    var alone: Double?
    if let values = oracle.solve(
      required: own, preferences: [(form, 999)], nonNegative: nonNegative(own + [form])),
      case let value = roundedPoints(form.leftSide(values)), !isNegligiblePoints(value - needed)
    {
      alone = value
    }
    let container =
      constraint.first.item.isGuide
      ? subject.name(of: constraint.first.item) : subject.names.view(constraint.first.item.id)
    let isWidth = constraint.first.attribute == .width
    let setter =
      constraint.origin == .autoresizingMask
      ? ConflictWording.autoresizingSetter(constraint.provenance.autoresizingMask?.notation)
      : ConflictWording.who(constraint.identifier, framework: framework)
    return ConflictFix(
      kind: .resizeContainer(to: needed), constraint: index, constraintText: container,
      isVerified: true,
      message: ConflictWording.resizeContainer(
        container, isWidth: isWidth, current: form.rhs, needed: needed, bound: bound,
        setter: setter, conflictAlone: alone),
      effect: ConflictWording.containerOutcome, resultingError: 0)
  }

  /// Whether `forms` leave the left side of `form` no other value than `value`.
  func isDetermined(
    _ form: LinearForm<LayoutVariable>, value: Double, among forms: [LinearForm<LayoutVariable>],
    _ oracle: some LinearFeasibilityChecking
  ) -> Bool {
    let margin = Tolerance.fixMargin * max(1, abs(value))
    for (relation, rhs) in [
      (LayoutRelation.greaterThanOrEqual, value + margin), (.lessThanOrEqual, value - margin),
    ] {
      let probe = LinearForm(terms: form.terms, relation: relation, rhs: rhs)
      let trial = forms + [probe]
      if case .feasible = oracle.check(trial, nonNegative: nonNegative(trial)) {
        return false
      }
    }
    return true
  }

  /// What a member becomes under re-solved `values`, in words, in the constraint's own terms:
  /// the form's right-hand side also holds its anchors' offsets (a safe-area inset, a layout
  /// margin, a baseline's), which the words leave out ("instead of 800 pt below it" for
  /// `guide.bottom == header.bottom + 800`, where a 49-pt inset made it 849).
  func outcome(
    of constraint: LayoutConstraint, form: LinearForm<LayoutVariable>,
    values: [LayoutVariable: Double]
  ) -> String {
    let negated = LayoutSystem.negatesConstant(of: constraint, in: subject.document.direction)
    let constant = negated ? -constraint.constant : constraint.constant
    let offset = constraint.compound == nil ? form.rhs - constant : 0
    return ConflictWording.outcome(
      quantity(of: constraint), value: form.leftSide(values) - offset, asked: form.rhs - offset,
      relation: form.relation)
  }

  static func kindRank(_ kind: ConflictFix.Kind) -> Int {
    switch kind {
    case .keepOneOfDuplicates: return 0
    case .disableAutoresizingMask: return 1
    case .lowerPriority: return 2
    case .makeInequality: return 3
    case .resizeContainer: return 4
    }
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
