import LayoutModel

extension BreakingRule {
  /// One way to tell which of two members of a conflict UIKit breaks first; each gives a
  /// constraint a number, and the lower number breaks first.
  ///
  /// `BreakingRule` compares them in the order `derivedOrder` gives, which
  /// `BreakingRule.derive(from:)` finds from real console reports that name the constraint
  /// UIKit broke.
  public enum Criterion: String, CaseIterable, Sendable, Codable {
    /// A stack view's arrangement constraints (`UISV-spacing`, `UISV-canvas-connection`,
    /// `UISV-alignment`, ...; not `UISV-hiding`) before any other: UIKit broke its own spacing
    /// or canvas connection rather than the app's constraint (`BreakingRuleTests`).
    case stackArrangementFirst
    /// By who made it: the app's, then a stack view's, then the margins' and safe area's,
    /// then other framework constraints and intrinsic sizes, and last the sizes a container
    /// imposes (encapsulated layout, autoresizing mask); see `originRank(_:)`.
    case origin
    /// The constraint on the deeper view (the deepest of its items) first.
    case depth
    /// A width or height set to a constant before constraints between items, and of two such
    /// sizes the larger first.
    case constantSize
    /// A constraint naming a trailing, right or bottom edge before one naming only leading,
    /// top or centres.
    case farEdge

    /// The order `BreakingRule` uses: `derive(from:)` over the reports of
    /// `../shared/realcases` that name their broken constraint (`BreakingRuleRealCaseTests`
    /// checks that deriving again gives this order).
    public static let derivedOrder: [Criterion] = [.origin, .depth, .constantSize, .farEdge]

    /// The number of `constraint` (on an item at `depth`) for this criterion.
    func value(of constraint: LayoutConstraint, depth: Int) -> Double {
      switch self {
      case .stackArrangementFirst:
        let isArrangement =
          constraint.origin == .stackView && constraint.identifier != "UISV-hiding"
        return isArrangement ? 0 : 1
      case .origin: return Double(BreakingRule.originRank(constraint.origin))
      case .depth: return Double(-depth)
      case .constantSize:
        return BreakingRule.isConstantSize(constraint) ? -1 - abs(constraint.constant) : 0
      case .farEdge: return BreakingRule.namesFarEdge(constraint) ? 0 : 1
      }
    }
  }
}
