/// The handle of a constraint added to a ``Solver``.
///
/// Issued by ``Solver/add(_:)`` (and ``Solver/addEditVariable(_:priority:)``); `raw` counts from
/// 0 in the order of addition and is never reused within one solver.
public struct ConstraintID: Hashable, Comparable, Sendable, CustomStringConvertible {
  /// Dense index of the constraint within its solver.
  public let raw: Int

  init(raw: Int) {
    self.raw = raw
  }

  public static func < (lhs: ConstraintID, rhs: ConstraintID) -> Bool {
    lhs.raw < rhs.raw
  }

  public var description: String {
    "c\(raw)"
  }
}
