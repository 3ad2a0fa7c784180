import LayoutModel

/// The one change that would make an ambiguous attribute unique.
public enum AmbiguityFix: Hashable, Sendable {
  /// Add this constraint (it holds in the solved layout, so nothing else moves).
  case addConstraint(LayoutConstraint)
  /// Make the inequality at this index of `LayoutEngine.constraints` an equality (it is tight
  /// in the solved layout).
  case makeEquality(index: Int, LayoutConstraint)
  /// Raise the priority of the constraint at this index of `LayoutEngine.constraints` by one.
  case raisePriority(index: Int, LayoutConstraint, to: LayoutPriority)
  /// Raise a view's content hugging or compression resistance on an axis by one.
  case raiseContentPriority(
    view: String, axis: LayoutAxis, ContentPriorityKind, to: LayoutPriority)

  /// The fix in a few words, e.g. `give title horizontal hugging 251`.
  public var description: String { description(names: nil) }

  /// The fix in a few words, items named by `names` when given (`ItemNames`).
  public func description(names: ItemNames?) -> String {
    AmbiguityWording.fix(self, names: names)
  }

}
