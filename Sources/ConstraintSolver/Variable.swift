/// A real-valued unknown of a ``Solver``, such as a view's minX in points.
///
/// Variables are issued by ``Solver/makeVariable(_:nonNegative:)``; `id` counts from 0 in the
/// order of creation within one solver, so callers can keep per-variable data in arrays.
/// A variable belongs to the solver that issued it.
public struct Variable: Hashable, Comparable, Sendable, CustomStringConvertible {
  /// Dense index of the variable within its solver (0, 1, 2, ...).
  public let id: Int

  init(id: Int) {
    self.id = id
  }

  public static func < (lhs: Variable, rhs: Variable) -> Bool {
    lhs.id < rhs.id
  }

  public var description: String {
    "v\(id)"
  }
}
