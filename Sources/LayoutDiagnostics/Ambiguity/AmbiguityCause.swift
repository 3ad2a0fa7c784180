import LayoutModel

/// Why a view attribute is ambiguous, read off the witness: which constraints' errors or
/// slacks differ between the solved layout and the alternative one.
public enum AmbiguityCause: Hashable, Sendable {
  /// No constraint fixes the view's position or size on the axis: moving it changes no
  /// constraint at all.
  case missingConstraints
  /// Content hugging or compression resistance constraints of several views, at one priority,
  /// trade error with each other (Interface Builder's "content priority ambiguity"): the extra
  /// space (`hugging`) or the shortage can go to either view.
  case contentPriority(ContentPriorityKind, priority: LayoutPriority)
  /// Optional constraints of one priority pull against each other, so any split of their error
  /// is optimal (the seed's button pinned at both edges at 500).
  case equalPriorityTie(priority: LayoutPriority)
  /// The view can slide between `>=`/`<=` bounds without changing any error.
  case inequalitiesOnly

  /// The kebab-case id used in JSON output.
  public var id: String {
    switch self {
    case .missingConstraints: return "missing-constraints"
    case .contentPriority: return "content-priority-ambiguity"
    case .equalPriorityTie: return "equal-priority-tie"
    case .inequalitiesOnly: return "inequalities-only"
    }
  }
}

/// Which content priority competes in a content-priority ambiguity.
public enum ContentPriorityKind: String, Hashable, Sendable {
  /// Content hugging (`size <= intrinsic`): extra space to share.
  case hugging
  /// Compression resistance (`size >= intrinsic`): a shortage to share.
  case compressionResistance
  /// Hugging of some views against compression resistance of others.
  case mixed
}
