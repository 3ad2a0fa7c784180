import ConstraintSolver
import LayoutModel

extension LayoutEngine {
  /// Gives the first root view a new size, in points, in place: the constants of its
  /// `UIView-Encapsulated-Layout-Width`/`-Height` constraints change (`Solver.setConstant`,
  /// dual simplex from the current optimum) and the wrapping views settle again from their
  /// one-line size (`settleHeightForWidth`), as a fresh engine at that size would.
  ///
  /// For a size sweep: one build, then one incremental re-solve per size. The result is the
  /// engine a fresh build at that size gives, except where the optimum is not unique (an
  /// ambiguous layout may pick another of its optimal solutions), and except when a required
  /// constraint breaks: a fresh build orders the constraints by `BreakingRule` first, so then
  /// this returns `false` and the caller builds afresh.
  ///
  /// - Returns: `true` when the engine now holds the layout at `width` × `height`; `false` when
  ///   the first root has no size constraint to change (no frame), or a required constraint
  ///   was or is now broken.
  /// - Throws: `LayoutEngineError.invalidRootSize` for a size out of range, `.solver` if the
  ///   solver refuses a constant.
  public func setRootSize(width: Double, height: Double) throws(LayoutEngineError) -> Bool {
    for size in [width, height]
    where !(size.isFinite && size >= 0 && size <= LayoutLimits.maxMagnitude) {
      throw .invalidRootSize(size)
    }
    guard solver.brokenConstraints.isEmpty else { return false }
    let sizeConstraints = rootSizeConstraints()
    guard !sizeConstraints.isEmpty else { return false }
    for (index, axis) in sizeConstraints {
      let constraint = constraints[index]
      let value = axis == .horizontal ? width : height
      guard value != constraint.constant, let solverID = constraintIDs[index] else { continue }
      constraints[index].constant = value
      let linear = try linearConstraint(constraints[index], tag: index)
      try solverCall(at: constraint.location) {
        try solver.setConstant(solverID, linear.expression.constant)
      }
    }
    options.rootWidth = width
    options.rootHeight = height
    try resetWrappingToOneLine()
    try settleHeightForWidth()
    return solver.brokenConstraints.isEmpty
  }

  /// The sizes of the first root view along `axis`, in points, over which the solver's basis
  /// stays optimal (`Solver.constantRange(of:)` on the root's
  /// `UIView-Encapsulated-Layout-Width` or `-Height` constant): inside it every frame is a
  /// linear function of that size, with the wrapping views' intrinsic sizes as they are now.
  /// One step of a parametric walk over root sizes; a `nil` bound is unbounded on that side.
  ///
  /// When the current basis is degenerate and ends at the current size on the side the walk
  /// goes (`upward` or not), the constant is moved a hair (`pivotNudge` points) that way and
  /// back, so that the dual simplex pivots to the neighbouring basis, which holds on that side;
  /// the values stay those at the current size. At most `nudgeLimit` such pivots.
  ///
  /// - Returns: `nil` when the first root has no size constraint on the axis.
  public func rootSizeRange(_ axis: LayoutAxis, upward: Bool) -> (lower: Double?, upper: Double?)? {
    guard let index = rootSizeConstraints().first(where: { $0.axis == axis })?.index,
      let solverID = constraintIDs[index]
    else { return nil }
    // The solver constant is affine in the root size: read its rate from two sizes.
    var probe = constraints[index]
    let size = probe.constant
    guard let here = try? linearConstraint(probe, tag: index).expression.constant else {
      return nil
    }
    probe.constant = size + 1
    guard let next = try? linearConstraint(probe, tag: index).expression.constant,
      !Tolerance.isNearZero(next - here)
    else { return nil }
    let rate = next - here
    func sizes() -> (lower: Double?, upper: Double?)? {
      guard let range = solver.constantRange(of: solverID) else { return nil }
      let ends = [range.lowerBound, range.upperBound].map { bound in
        bound.map { size + ($0 - here) / rate }
      }
      return rate > 0 ? (ends[0], ends[1]) : (ends[1], ends[0])
    }
    var result = sizes()
    for _ in 0..<Self.nudgeLimit {
      guard let current = result,
        let end = upward ? current.upper : current.lower, abs(end - size) <= Self.pivotNudge
      else { break }
      let nudged = here + rate * (upward ? Self.pivotNudge : -Self.pivotNudge) * 10
      guard (try? solver.setConstant(solverID, nudged)) != nil,
        (try? solver.setConstant(solverID, here)) != nil
      else { break }
      result = sizes()
    }
    return result
  }

  /// How far (points) a degenerate basis's end may lie from the current root size to count as
  /// blocking a walk (`rootSizeRange(_:upward:)`); the nudge goes ten times as far.
  public static let pivotNudge = Tolerance.pivotNudge
  /// At most this many nudges per `rootSizeRange(_:upward:)`.
  static let nudgeLimit = 8

  /// The first root view's `UIView-Encapsulated-Layout-Width`/`-Height` constraints: their
  /// indices in `constraints` and the axis each sizes.
  private func rootSizeConstraints() -> [(index: Int, axis: LayoutAxis)] {
    guard let root = document.hierarchy.rootIndices.first else { return [] }
    let id = document.hierarchy.views[root].id
    var result: [(index: Int, axis: LayoutAxis)] = []
    for index in document.constraints.count..<constraints.count {
      let constraint = constraints[index]
      guard constraint.origin == .encapsulatedLayout, constraint.first.item == .view(id),
        constraintIDs[index] != nil
      else { continue }
      switch constraint.first.attribute {
      case .width: result.append((index, .horizontal))
      case .height: result.append((index, .vertical))
      default: continue
      }
    }
    return result
  }
}
