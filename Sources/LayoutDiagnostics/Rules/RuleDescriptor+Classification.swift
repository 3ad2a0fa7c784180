extension RuleDescriptor {
  /// The rule a conflict is reported under; each conflict gets exactly one.
  ///
  /// In order: a conflict with an autoresizing-mask constraint (`NSAutoresizingMaskLayoutConstraint`,
  /// not an encapsulated-layout size) that the app can act on, because the app also wrote a
  /// member or the mask belongs to a view that is not one of the framework's private views, is
  /// `autoresizing-conflict` (the fix is `translatesAutoresizingMaskIntoConstraints = false`);
  /// a conflict none of whose members the app can change (encapsulated layout, stack-view,
  /// margin, navigation-bar constraints, or masks of private views such as
  /// `_UIAlertControllerCollectionViewCell` and `UIKeyboardAssistantBar`) is
  /// `system-internal-conflict`, the conflicts `explain` calls internal; any other is
  /// `unsatisfiable-constraints`.
  /// - Parameters:
  ///   - involvesAppConstraint: whether the app wrote at least one member.
  ///   - involvesAutoresizingMask: whether a member comes from an autoresizing mask.
  ///   - autoresizingViewIsAppDefined: whether such a member's view is the app's to change (not
  ///     one of the framework's private views).
  public static func forConflict(
    involvesAppConstraint: Bool, involvesAutoresizingMask: Bool,
    autoresizingViewIsAppDefined: Bool = false
  ) -> RuleDescriptor {
    if involvesAutoresizingMask && (involvesAppConstraint || autoresizingViewIsAppDefined) {
      return .autoresizingConflict
    }
    if !involvesAppConstraint { return .systemInternalConflict }
    return .unsatisfiableConstraints
  }
}
