import LayoutEngine
import LayoutModel

/// One minimal-conflict search over a fixed set of required forms, optionally with UIKit's
/// defaults for the unknowns as extra members (see `ConflictAnalysis`).
struct ConflictSearch<Oracle: LinearFeasibilityChecking> {
  let subject: ConflictSubject
  let system: LayoutSystem
  /// Indices into `subject.constraints`; `forms[k]` belongs to `considered[k]`.
  let considered: [Int]
  let forms: [LinearForm<LayoutVariable>]
  let oracle: Oracle
  /// The superview assumption the subject was rebuilt under, if any.
  var superview: (view: String, candidate: String)?
  /// Whether each conflict found is described (`ConflictContext.conflict(positions:oracle:)`)
  /// or only named by its members (`ConflictContext.bareConflict(positions:)`).
  let describes: Bool

  init(
    subject: ConflictSubject, system: LayoutSystem, considered: [Int],
    forms: [LinearForm<LayoutVariable>], oracle: Oracle,
    superview: (view: String, candidate: String)? = nil, describes: Bool = true
  ) {
    self.subject = subject
    self.system = system
    self.considered = considered
    self.forms = forms
    self.oracle = oracle
    self.superview = superview
    self.describes = describes
  }

  /// Searches the forms plus `assuming` (each an unknown held at its default, or in its
  /// assumed domain).
  func run(assuming assumptions: [(unknown: Int, form: LinearForm<LayoutVariable>)])
    -> ConflictSearchResult
  {
    let all = forms + assumptions.map(\.form)
    let context = ConflictContext(
      subject: subject, system: system, considered: considered, forms: forms,
      assumed: assumptions)
    let nonNegative = context.nonNegative(all)
    let origins = considered.map { subject.constraints[$0].origin }
    // Assumptions go first in the deletion order, so that they are kept only when needed.
    let order = all.indices.sorted { a, b in
      let rankA = a < considered.count ? Self.deletionRank(origins[a]) : -1
      let rankB = b < considered.count ? Self.deletionRank(origins[b]) : -1
      return rankA != rankB ? rankA < rankB : a < b
    }
    let finder = MinimalConflictFinder(
      forms: all, nonNegative: nonNegative, oracle: oracle, deletionOrder: order)
    let result = finder.minimalConflicts()
    var described: [(conflict: LayoutConflict, positions: [Int])] = []
    var seenMembers = Set<[Int]>()
    for positions in result.conflicts {
      // One conflict per set of constraints: the same members under another default say
      // nothing new.
      let members = positions.filter { $0 < considered.count }
      guard seenMembers.insert(members).inserted else { continue }
      // Under assumptions, only conflicts that need one are new (the others were searched
      // before without any).
      if !assumptions.isEmpty, !positions.contains(where: { $0 >= considered.count }) {
        continue
      }
      let conflict =
        describes
        ? context.conflict(positions: positions, superview: superview, oracle: oracle)
        : context.bareConflict(positions: positions)
      described.append((conflict, positions))
    }
    described.sort {
      ($0.conflict.isSystemOnly ? 1 : 0, $0.conflict.members.count)
        < ($1.conflict.isSystemOnly ? 1 : 0, $1.conflict.members.count)
    }
    let record = ConflictSearchRecord(
      subject: subject, considered: considered, forms: forms, assumed: assumptions,
      superview: superview, positions: described.map(\.positions))
    return ConflictSearchResult(
      conflicts: described.map(\.conflict), isExhaustive: result.isExhaustive, record: record)
  }

  /// The order in which the deletion filter tries to drop members: framework constraints
  /// first, then autoresizing-mask constraints, then the app's, so that conflicts blame app
  /// constraints where they can.
  static func deletionRank(_ origin: ConstraintOrigin) -> Int {
    switch origin {
    case .user: return 2
    case .autoresizingMask: return 1
    default: return 0
    }
  }
}

/// What one `ConflictSearch` found.
struct ConflictSearchResult {
  var conflicts: [LayoutConflict]
  var isExhaustive: Bool
  /// What the conflicts were described from.
  var record: ConflictSearchRecord
}

/// What a search described its conflicts from, so that they can be described again for
/// another broken constraint (`ConflictAnalysis.withBroken(_:predicted:oracle:)`) without
/// searching again: the minimal sets do not depend on which constraint is broken.
struct ConflictSearchRecord: Sendable {
  /// The subject searched (a trial subject under a superview assumption).
  var subject: ConflictSubject
  var considered: [Int]
  var forms: [LinearForm<LayoutVariable>]
  var assumed: [(unknown: Int, form: LinearForm<LayoutVariable>)]
  var superview: (view: String, candidate: String)?
  /// Each conflict's positions in `forms` then `assumed`, in the order of the conflicts.
  var positions: [[Int]]

  /// The context the conflicts are described in, for `subject`.
  func context(for subject: ConflictSubject) -> ConflictContext {
    ConflictContext(
      subject: subject, system: LayoutSystem(document: subject.document),
      considered: considered, forms: forms, assumed: assumed)
  }
}
