import LayoutModel
import LayoutParsing

/// The conflicts of one console-log report, found in the rebuilt system rather than taken from
/// the log: UIKit's list is a witness that the constraints cannot hold together, not a minimal
/// set.
///
/// Only required constraints (priority 1000) with a linear form take part; repeated entries
/// count once. Each conflict is an irreducible infeasible subset with a Farkas certificate,
/// one witness assignment per member (the others holding without it), an explanation in the
/// report's terms, and fixes checked by re-solving the whole report with the fix applied.
public struct ConsoleConflictAnalysis: Sendable {
  /// The rebuilt system.
  public var system: ConsoleLogSystem
  /// Indices (into the report's `constraints`) of the constraints analysed.
  public var considered: [Int]
  /// Constraints left out, with why (not required, a repeated entry, no linear form).
  public var excluded: [(index: Int, reason: String)]
  /// Whether at least one conflict was found among the analysed constraints.
  public var isReproduced: Bool
  /// Whether the search finished within its budget (all minimal conflicts found).
  public var isExhaustive: Bool
  /// The minimal conflicts, app-blaming ones first.
  public var conflicts: [ConsoleConflict]
  /// Why no conflict was found, when none was.
  public var notReproducedReason: String?
  /// When no conflict was found among listed constraints: values under which every analysed
  /// constraint holds (the proof that the rebuilt system has no conflict).
  public var satisfyingValues: [String: Double]?

  /// Analyses `report` with `oracle`.
  public init(report: ConsoleLogReport, oracle: some LinearFeasibilityChecking) {
    let system = ConsoleLogSystem(report: report)
    var considered: [Int] = []
    var excluded: [(index: Int, reason: String)] = []
    for entry in system.entries {
      if entry.isDuplicate {
        excluded.append((entry.index, "repeats an earlier entry of the list"))
      } else if entry.form == nil {
        excluded.append((entry.index, entry.failure ?? "has no linear form"))
      } else if !entry.priority.isRequired {
        excluded.append((entry.index, "priority \(entry.priority) is not required"))
      } else {
        considered.append(entry.index)
      }
    }
    let forms = considered.compactMap { system.entries[$0].form }
    let nonNegative = Set(system.nonNegativeVariables)
    let origins = report.constraints.map(\.origin)
    let order = considered.indices.sorted { a, b in
      let rankA = Self.deletionRank(origins[considered[a]])
      let rankB = Self.deletionRank(origins[considered[b]])
      return rankA != rankB ? rankA < rankB : a < b
    }
    let finder = MinimalConflictFinder(
      forms: forms, nonNegative: nonNegative, oracle: oracle, deletionOrder: order)
    let result = finder.minimalConflicts()
    self.system = system
    self.considered = considered
    self.excluded = excluded
    isExhaustive = result.isExhaustive
    let context = ConsoleConflictContext(
      report: report, system: system, considered: considered, forms: forms,
      nonNegative: nonNegative)
    conflicts = result.conflicts.map { context.conflict(members: $0, oracle: oracle) }
      .sorted {
        ($0.isSystemOnly ? 1 : 0, $0.members.count) < ($1.isSystemOnly ? 1 : 0, $1.members.count)
      }
    isReproduced = !conflicts.isEmpty
    if isReproduced {
      notReproducedReason = nil
      satisfyingValues = nil
    } else {
      (notReproducedReason, satisfyingValues) = context.notReproducedReason(oracle: oracle)
    }
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

/// One minimal conflict of a report.
public struct ConsoleConflict: Sendable {
  /// The members, as indices into the report's `constraints`, in list order.
  public var members: [Int]
  /// The Farkas certificate, members in the order of `members`; `nil` if none could be
  /// verified.
  public var certificate: FarkasCertificate?
  /// For each member, an assignment satisfying every other member (irreducibility).
  public var witnesses: [[String: Double]]
  /// The axis the conflict lies on, if only one.
  public var axis: LayoutAxis?
  /// Whether every member was made by UIKit/AppKit (none by the app or an autoresizing mask).
  public var isSystemOnly: Bool
  /// Whether the constraint UIKit broke is a member.
  public var includesBrokenConstraint: Bool
  /// The nearest app-defined item among the members' items (`App.ViewA:0x7fcdaff03e10`), if
  /// any.
  public var nearestAppItem: String?
  /// What the members add up to, in one sentence with numbers: what the other members need
  /// of one member's width, height or position, and what that member sets it to.
  public var summary: String
  /// What else there is to say, one sentence each: that only UIKit/AppKit made the members,
  /// or the nearest app view when the summary does not name it.
  public var remarks: [String]
  /// The summary, the remarks, then the constraint UIKit broke.
  public var explanation: String
  /// Fixes, best first.
  public var suggestions: [ConflictFix]
}

/// A change to one constraint that removes a conflict, checked by re-solving the report.
public struct ConflictFix: Hashable, Sendable {
  /// What to change.
  public enum Kind: Hashable, Sendable {
    /// Lower the constraint's priority (to 999).
    case lowerPriority(to: LayoutPriority)
    /// Make the equation an inequality with this relation.
    case makeInequality(LayoutRelation)
    /// Set `translatesAutoresizingMaskIntoConstraints = false` on the item with this key.
    case disableAutoresizingMask(item: String)
  }

  /// What to change.
  public var kind: Kind
  /// The constraint to change (index into the report's `constraints`).
  public var constraint: Int
  /// The constraint as the message names it (`UIView:0x7fc.height == 200 (line 9)`), or the
  /// view for `disableAutoresizingMask`.
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
