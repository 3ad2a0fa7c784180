extension RuleDescriptor {
  /// The rule a minimal conflict is reported under; each conflict gets exactly one.
  ///
  /// A conflict whose items are all UIKit/AppKit-internal is `system-internal-conflict` (the
  /// app cannot change them); otherwise one that includes an autoresizing-mask constraint is
  /// `autoresizing-conflict` (the fix is `translatesAutoresizingMaskIntoConstraints = false`);
  /// any other is `unsatisfiable-constraints`.
  /// - Parameters:
  ///   - onlySystemItems: whether every item in the conflict is framework-internal.
  ///   - involvesAutoresizingMask: whether a member is an `NSAutoresizingMaskLayoutConstraint`.
  public static func forConflict(onlySystemItems: Bool, involvesAutoresizingMask: Bool)
    -> RuleDescriptor
  {
    if onlySystemItems { return .systemInternalConflict }
    if involvesAutoresizingMask { return .autoresizingConflict }
    return .unsatisfiableConstraints
  }
}
