import LayoutEngine
import LayoutModel

/// The conflicts of a layout, found in its constraint system rather than taken from anyone's
/// list: one pipeline for listings, dumps and console reports.
///
/// Only required, active constraints with a linear form take part (`considered`). Each conflict
/// is an irreducible infeasible subset with a Farkas certificate, one witness assignment per
/// member (the others holding without it), an explanation in points, and fixes checked by
/// re-solving with the fix applied. What the input does not give is handled in four steps,
/// each taken only when the one before finds nothing:
/// 1. *certain*: unknowns free in their domains (margins ≥ 0 in a layout, any value in a
///    console report; baselines anywhere), first without then with the built-in guides'
///    sizes ≥ 0;
/// 2. *under an assumed domain*, in a console report only: its layout margins taken to be
///    ≥ 0, which UIKit does not require (`LayoutUnknown.isDomainAssumedInReports`); each
///    conflict names the margins it needs non-negative;
/// 3. *under assumptions*: unknowns held at UIKit's defaults (8 pt margins); each conflict
///    names the defaults it needs and what values would let it hold;
/// 4. *under a superview assumption*: each view whose superview the input does not name is
///    given each other listed view in turn; the first that reproduces a conflict is named.
public struct ConflictAnalysis: Sendable {
  /// What was analysed.
  public var subject: ConflictSubject
  /// Indices (into `subject.constraints`) of the constraints analysed.
  public var considered: [Int]
  /// Constraints left out, with why (not required, inactive, no linear form).
  public var excluded: [(index: Int, reason: String)]
  /// Whether every minimal conflict was found within the search budget.
  public var isExhaustive: Bool
  /// The minimal conflicts, app-blaming ones first.
  public var conflicts: [LayoutConflict]
  /// Why no conflict was found, when none was.
  public var notReproducedReason: String?
  /// When nothing conflicts: values under which every analysed constraint holds.
  public var satisfyingValues: [LayoutVariable: Double]?
  /// Indices in `subject.document.unknowns` of the unknowns the analysed constraints use.
  public var usedUnknowns: [Int]
  /// What the conflicts were described from (`withBroken(_:predicted:oracle:)`).
  private var record: ConflictSearchRecord?

  /// Whether at least one conflict was found.
  public var isReproduced: Bool { !conflicts.isEmpty }

  /// The most required constraints analysed as a whole; a larger layout is searched only
  /// within the conflicts its engine had to break (`seeds`).
  public static var wholeSearchLimit: Int { 200 }

  /// Analyses `subject`.
  /// - Parameters:
  ///   - seeds: for large layouts, the sets of constraints (indices into
  ///     `subject.constraints`) the engine found conflicting; the search stays within them.
  ///   - oracle: decides feasibility.
  public init(subject: ConflictSubject, seeds: [[Int]] = []) {
    self.init(subject: subject, seeds: seeds, oracle: SolverFeasibility())
  }

  /// Analyses `subject` with `oracle` deciding feasibility (see `init(subject:seeds:)`); with
  /// `describes` false the conflicts are only their members and assumptions
  /// (`ConflictContext.bareConflict(positions:)`): the same conflicts, found without the
  /// certificates, words and fixes that take most of the time, for telling layouts apart.
  public init<Oracle: LinearFeasibilityChecking>(
    subject: ConflictSubject, seeds: [[Int]], oracle: Oracle, describes: Bool = true
  ) {
    self.subject = subject
    let system = LayoutSystem(document: subject.document)
    var considered: [Int] = []
    var forms: [LinearForm<LayoutVariable>] = []
    var excluded: [(index: Int, reason: String)] = []
    let detached = subject.document.detachedViewIDs()
    for (index, constraint) in subject.constraints.enumerated() {
      if !constraint.isActive {
        excluded.append((index, ConflictWording.notActive))
      } else if subject.document.isCut(constraint, detached: detached) {
        excluded.append((index, ConflictWording.tiesDetachedView))
      } else if !constraint.priority.isRequired {
        excluded.append((index, ConflictWording.notRequired(constraint.priority)))
      } else {
        do {
          forms.append(try system.form(of: constraint))
          considered.append(index)
        } catch {
          excluded.append((index, ConflictWording.noLinearForm))
        }
      }
    }
    self.considered = considered
    self.excluded = excluded
    // What the input's own constraints use (a generated guide size names every margin of its
    // view), and every unnamed superview (not a quantity, but still unknown).
    let own = zip(considered, forms).filter { $0.0 < subject.document.constraints.count }
    let used = Set(own.flatMap { $0.1.terms.map(\.variable) })
    usedUnknowns = subject.document.unknowns.indices.filter {
      if case .superview = subject.document.unknowns[$0] { return true }
      return used.contains(.unknown($0))
    }
    var scope = Array(considered.indices)
    if considered.count > Self.wholeSearchLimit {
      let seeded = Set(seeds.joined())
      scope = considered.indices.filter { seeded.contains(considered[$0]) }
    }
    let search = ConflictSearch<Oracle>(
      subject: subject, system: system, considered: scope.map { considered[$0] },
      forms: scope.map { forms[$0] }, oracle: oracle, describes: describes)
    // First without the constraints that only state a domain (a guide's size is never
    // negative): UIKit's engine does not hold them, so a conflict that needs one comes second.
    let core = scope.filter { !subject.isDomainConstraint(considered[$0]) }
    var result =
      core.count == scope.count
      ? search.run(assuming: [])
      : ConflictSearch<Oracle>(
        subject: subject, system: system, considered: core.map { considered[$0] },
        forms: core.map { forms[$0] }, oracle: oracle, describes: describes
      ).run(assuming: [])
    if result.conflicts.isEmpty, core.count != scope.count {
      result = search.run(assuming: [])
    }
    if result.conflicts.isEmpty {
      result = Self.underAssumptions(search, subject: subject, system: system, used: used) ?? result
    }
    if result.conflicts.isEmpty {
      result =
        Self.superviewAssumptions(subject: subject, oracle: oracle, describes: describes)
        ?? result
    }
    isExhaustive = result.isExhaustive
    conflicts = result.conflicts
    record = result.record
    if conflicts.isEmpty, describes {
      let context = ConflictContext(
        subject: subject, system: system, considered: scope.map { considered[$0] },
        forms: scope.map { forms[$0] }, assumed: [])
      (notReproducedReason, satisfyingValues) = context.notReproducedReason(
        oracle: oracle, usedUnknowns: usedUnknowns)
    }
  }

  /// The analysis with `brokenIndex` as the broken constraint (`predicted` when it is
  /// `BreakingRule`'s prediction): the same minimal conflicts, which do not depend on it, each
  /// described and fixed again, without searching again.
  func withBroken(
    _ brokenIndex: Int?, predicted: Bool, oracle: some LinearFeasibilityChecking
  ) -> ConflictAnalysis {
    var result = self
    result.subject.brokenIndex = brokenIndex
    result.subject.isBrokenPredicted = predicted
    guard let record else { return result }
    var searched = record.subject
    searched.brokenIndex = brokenIndex
    searched.isBrokenPredicted = predicted
    let context = record.context(for: searched)
    result.conflicts = record.positions.map {
      context.conflict(positions: $0, superview: record.superview, oracle: oracle)
    }
    result.record?.subject = searched
    return result
  }

  /// Steps 2 and 3 of the search: again with a console report's layout margins taken to be
  /// ≥ 0, which UIKit does not require (a conflict that needs it says so); then, if nothing
  /// is found, with the unknowns at UIKit's defaults, except the margins of a view whose
  /// margin-guide constraints the input lists. The last search's result, `nil` when neither
  /// had anything to assume.
  static func underAssumptions<Oracle: LinearFeasibilityChecking>(
    _ search: ConflictSearch<Oracle>, subject: ConflictSubject, system: LayoutSystem,
    used: Set<LayoutVariable>
  ) -> ConflictSearchResult? {
    var result: ConflictSearchResult?
    let domains = subject.domainAssumptions(among: used)
    if !domains.isEmpty {
      result = search.run(assuming: domains)
      if result?.conflicts.isEmpty == false { return result }
    }
    let stated = viewsWithStatedMargins(subject)
    let assumptions = system.assumptions(among: used).filter {
      !stated.contains(subject.document.unknowns[$0.unknown].view)
    }
    if !assumptions.isEmpty { result = search.run(assuming: assumptions) }
    return result
  }

  /// The views whose margins the input states (their `UIView-*Margin-guide-constraint`s are
  /// listed): they have the app's margins, not UIKit's default.
  static func viewsWithStatedMargins(_ subject: ConflictSubject) -> Set<String> {
    Set(
      subject.constraints.filter {
        $0.identifier?.hasSuffix("Margin-guide-constraint") == true
      }.flatMap { constraint in
        [constraint.first.item] + (constraint.second.map { [$0.item] } ?? [])
      }.compactMap { item -> String? in
        if case .layoutMarginsGuide(of: let view) = item { return view }
        return nil
      })
  }

  /// Step 3: tries each listed view as the superview of each view whose superview is unknown.
  static func superviewAssumptions<Oracle: LinearFeasibilityChecking>(
    subject: ConflictSubject, oracle: Oracle, describes: Bool = true
  ) -> ConflictSearchResult? {
    let document = subject.document
    for unknown in document.unknowns {
      guard case .superview(of: let child, let placeholder) = unknown else { continue }
      let hierarchy = document.hierarchy
      guard let childIndex = hierarchy.viewIndex(of: child) else { continue }
      var descendants = Set<Int>([childIndex])
      var queue = [childIndex]
      while let next = queue.popLast() {
        for sub in hierarchy.subviewIndices[next] where descendants.insert(sub).inserted {
          queue.append(sub)
        }
      }
      for (index, candidate) in hierarchy.views.enumerated()
      where !descendants.contains(index) && candidate.id != placeholder
        && !candidate.id.hasPrefix("superview(")
      {
        guard let trial = Self.document(document, replacing: placeholder, with: candidate.id),
          let engine = try? LayoutEngine(document: trial)
        else { continue }
        var trialSubject = subject
        trialSubject.document = trial
        trialSubject.constraints = engine.constraints
        let system = LayoutSystem(document: trial)
        var considered: [Int] = []
        var forms: [LinearForm<LayoutVariable>] = []
        let detached = trial.detachedViewIDs()
        for (index, constraint) in engine.constraints.enumerated()
        where constraint.isActive && constraint.priority.isRequired
          && !trial.isCut(constraint, detached: detached)
        {
          guard let form = try? system.form(of: constraint) else { continue }
          considered.append(index)
          forms.append(form)
        }
        guard considered.count <= wholeSearchLimit else { return nil }
        let search = ConflictSearch<Oracle>(
          subject: trialSubject, system: system, considered: considered, forms: forms,
          oracle: oracle, superview: (child, candidate.id), describes: describes)
        let result = search.run(assuming: [])
        if !result.conflicts.isEmpty { return result }
      }
    }
    return nil
  }

  /// `document` with the placeholder superview replaced by the view `candidate`.
  static func document(
    _ document: LayoutDocument, replacing placeholder: String, with candidate: String
  )
    -> LayoutDocument?
  {
    var views = document.hierarchy.views.filter { $0.id != placeholder }
    for index in views.indices where views[index].superview == placeholder {
      views[index].superview = candidate
    }
    guard let hierarchy = try? ViewHierarchy(views: views, guides: document.hierarchy.guides)
    else { return nil }
    var copy = document
    copy.hierarchy = hierarchy
    copy.unknowns = document.unknowns.filter {
      if case .superview(_, let other) = $0 { return other != placeholder }
      return true
    }
    func replaced(_ anchor: LayoutAnchor) -> LayoutAnchor {
      anchor.item == .view(placeholder) ? LayoutAnchor(.view(candidate), anchor.attribute) : anchor
    }
    copy.constraints = document.constraints.map { constraint in
      var constraint = constraint
      constraint.first = replaced(constraint.first)
      constraint.second = constraint.second.map(replaced)
      constraint.compound = constraint.compound.map { sides in
        func terms(_ terms: [LayoutTerm]) -> [LayoutTerm] {
          terms.map { term in
            guard case .anchor(let anchor) = term.operand else { return term }
            return LayoutTerm(term.coefficient, replaced(anchor))
          }
        }
        return CompoundSides(left: terms(sides.left), right: terms(sides.right))
      }
      return constraint
    }
    return copy
  }
}

/// An assumption a conflict needed: what the input did not give, and the value taken.
public enum ConflictAssumption: Hashable, Sendable {
  /// An unknown held at UIKit's default (`layoutMargins.left = 8`), in points.
  case defaultValue(LayoutUnknown, Double)
  /// An unknown taken to be 0 points or more where that is not a fact of the input: a
  /// layout margin in a console report (`LayoutUnknown.isDomainAssumedInReports`).
  case nonNegative(LayoutUnknown)
  /// The view `view`'s superview taken to be `candidate`.
  case superview(view: String, candidate: String)
}

/// One minimal conflict.
public struct LayoutConflict: Sendable {
  /// The members, as indices into `ConflictSubject.constraints`, in increasing order.
  public var members: [Int]
  /// What the input did not give that the conflict needs; empty when it is certain.
  public var assumptions: [ConflictAssumption]
  /// The Farkas certificate over the members then the assumed defaults; `nil` if none could be
  /// verified.
  public var certificate: FarkasCertificate<LayoutVariable>?
  /// For each member, an assignment satisfying every other member (irreducibility).
  public var witnesses: [[LayoutVariable: Double]]
  /// The axis the conflict lies on, if only one.
  public var axis: LayoutAxis?
  /// Whether every member was made by UIKit/AppKit: none the app wrote, and no autoresizing
  /// mask of a view of the app's (`ConflictSubject.isAppsToChange`).
  public var isSystemOnly: Bool
  /// Whether the constraint UIKit (or the engine) broke is a member.
  public var includesBrokenConstraint: Bool
  /// The nearest app-defined item among the members' items, as printed, if any.
  public var nearestAppItem: String?
  /// What the members add up to, in one sentence with numbers.
  public var summary: String
  /// What else there is to say, one sentence each: the assumptions and what would let the
  /// constraints hold, that only the framework made the members, or the nearest app view.
  public var remarks: [String]
  /// The summary, the remarks, then the constraint that was broken.
  public var explanation: String
  /// Fixes, best first.
  public var suggestions: [ConflictFix]
  /// The constraints the fixes were checked without, as indices into
  /// `ConflictSubject.constraints`: those the engine breaks in other conflicts, broken at run
  /// time whatever the fix does (`ConflictContext.fixContext(for:)`); empty when none.
  public var fixesLeaveOut: [Int] = []
  /// The document the conflict was found in, when it is not the subject's own (a superview
  /// assumption rebuilt it).
  public var document: LayoutDocument?
  /// The conflict as the numbers that do not add up, for its picture; `nil` without a
  /// certificate.
  public var diagram: ConflictDiagram? = nil
}

/// A change to one constraint that removes a conflict, checked by re-solving.
public struct ConflictFix: Hashable, Sendable {
  /// What to change.
  public enum Kind: Hashable, Sendable {
    /// Keep one of the constraint and the one at this index, which pin the same anchors with
    /// another constant or relation (a second constraint added instead of updating the
    /// first), and change its constant.
    case keepOneOfDuplicates(other: Int)
    /// Lower the constraint's priority (to 999).
    case lowerPriority(to: LayoutPriority)
    /// Make the equation an inequality with this relation.
    case makeInequality(LayoutRelation)
    /// Set `translatesAutoresizingMaskIntoConstraints = false` on the view with this id.
    case disableAutoresizingMask(item: String)
    /// Give the container (the size UIKit imposes: encapsulated layout, an autoresizing
    /// frame) this width or height, in points: what the other members need.
    case resizeContainer(to: Double)
  }

  /// What to change.
  public var kind: Kind
  /// The constraint to change (index into `ConflictSubject.constraints`).
  public var constraint: Int
  /// The constraint as the message names it, or the view for `disableAutoresizingMask`.
  public var constraintText: String
  /// Whether re-solving every analysed constraint with the change applied succeeds.
  public var isVerified: Bool
  /// The suggestion in words.
  public var message: String
  /// What then changes in the layout, in words.
  public var effect: String
  /// How far (points) the changed constraint then is from holding as written; 0 for
  /// inequality and autoresizing fixes.
  public var resultingError: Double
}

extension ConflictAnalysis {
  /// The constraints of `broken` (indices into the subject's constraints) that no minimal
  /// conflict found holds, in `broken`'s order: what a search stopped at its budget
  /// (`isExhaustive` false) left unexplained; `check` gives each a finding of its own and
  /// `explain` counts them.
  public func unexplained(_ broken: [Int]) -> [Int] {
    let held = Set(conflicts.flatMap(\.members))
    return broken.filter { !held.contains($0) }
  }
}
