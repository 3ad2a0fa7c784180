import ConstraintSolver
import LayoutModel

/// Why a layout could not be turned into a constraint system.
///
/// Conflicts between required constraints are not errors: they are broken and reported in
/// `LayoutSolution.brokenConstraints`, as UIKit does.
public enum LayoutEngineError: Error, CustomStringConvertible {
  /// The document breaks a model rule (see `LayoutDocument.validate()`).
  case invalidDocument(LayoutModelError)
  /// The solver refused a constraint, edit variable or suggestion; `location` is where it was
  /// written, if known.
  case solver(SolverError, location: SourceLocation?)
  /// A suggestion for an anchor that has no edit variable.
  case notAnEditVariable(LayoutAnchor)
  /// A second `edit` line for an anchor (or for another anchor of the same frame variable,
  /// such as `leading` and `left`), where it was written.
  case duplicateEditVariable(LayoutAnchor, location: SourceLocation?)
  /// An override of the root size that is not a finite, non-negative number of points.
  case invalidRootSize(Double)

  public var description: String { MessageLine.escaping(line) }

  /// The message before escaping (`MessageLine`).
  private var line: String {
    switch self {
    case .invalidDocument(let error): return error.description
    case .solver(let error, let location):
      return location.map { "\($0): error: \(error)" } ?? "error: \(error)"
    case .notAnEditVariable(let anchor): return "error: '\(anchor)' is not an edit variable"
    case .duplicateEditVariable(let anchor, let location):
      let message = "error: '\(anchor)' is already an edit variable"
      return location.map { "\($0): " + message } ?? message
    case .invalidRootSize(let size):
      return "error: root size \(formatPoints(size)) must be a finite, non-negative number"
    }
  }
}
