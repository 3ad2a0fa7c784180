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

  init(
    subject: ConflictSubject, system: LayoutSystem, considered: [Int],
    forms: [LinearForm<LayoutVariable>], oracle: Oracle,
    superview: (view: String, candidate: String)? = nil
  ) {
    self.subject = subject
    self.system = system
    self.considered = considered
    self.forms = forms
    self.oracle = oracle
    self.superview = superview
  }

  /// Searches the forms plus `assuming` (each an unknown held at its default).
  func run(assuming assumptions: [(unknown: Int, form: LinearForm<LayoutVariable>)])
    -> ConflictSearchResult
  {
    let all = forms + assumptions.map(\.form)
    let nonNegative = Set(all.flatMap { $0.terms.map(\.variable) }.filter(system.isNonNegative))
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
    let context = ConflictContext(
      subject: subject, system: system, considered: considered, forms: forms,
      assumed: assumptions)
    var conflicts: [LayoutConflict] = []
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
      var conflict = context.conflict(positions: positions, oracle: oracle)
      if let superview {
        conflict.assumptions.append(
          .superview(view: superview.view, candidate: superview.candidate))
        conflict.remarks.insert(
          ConflictWording.superviewAssumption(
            subject.name(of: .view(superview.view)), subject.name(of: .view(superview.candidate))),
          at: 0)
        conflict.explanation = context.explanation(of: conflict)
        conflict.document = subject.document
      }
      conflicts.append(conflict)
    }
    conflicts.sort {
      ($0.isSystemOnly ? 1 : 0, $0.members.count) < ($1.isSystemOnly ? 1 : 0, $1.members.count)
    }
    return ConflictSearchResult(conflicts: conflicts, isExhaustive: result.isExhaustive)
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
}
