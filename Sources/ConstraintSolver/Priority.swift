/// Auto Layout's priority scale as the solver uses it.
///
/// Priorities are `Double`s in `1...1000` (for example 250, 750 or 999.5). 1000 is required:
/// the constraint must hold exactly. Lower priorities are preferences, satisfied strictly level
/// by level as in Apple's engine: every distinct priority present is its own component of the
/// objective vector, compared lexicographically, so no amount of error at one priority is ever
/// traded for less error at a higher one (the symbolic weights of the Cassowary paper, Badros,
/// Borning & Stuckey 2001, section 2). Within one priority the errors add up.
public enum Priority {
  /// 1000: the constraint must hold.
  public static let required: Double = 1000
  /// 1100: where a broken required constraint is kept in breaking mode, above every app priority.
  public static let broken: Double = 1100
  /// The priorities a caller may use: `1...1000`.
  public static let validRange: ClosedRange<Double> = 1...1000

  /// Whether `priority` is the required level.
  @inlinable
  public static func isRequired(_ priority: Double) -> Bool {
    priority == required
  }
}
