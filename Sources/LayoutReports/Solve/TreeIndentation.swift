/// The indentation of one line of a view tree in a text report.
///
/// Each level up to ``maximumDepth`` adds `unit`; a view nested deeper gets `maximumDepth` units
/// and then its depth as a number, `[depth 40] `, so that the tree's text stays linear in the
/// number of views however deep the superview chain (a 20,000-deep chain would otherwise take
/// about a gigabyte of indentation).
enum TreeIndentation {
  /// The deepest level indented in full; DOT clusters stop indenting at the same depth.
  static let maximumDepth = 32

  /// `unit` repeated `depth` times, or past ``maximumDepth``, `maximumDepth` times followed by
  /// `[depth N] `.
  static func prefix(_ unit: String, depth: Int) -> String {
    let levels = String(repeating: unit, count: min(depth, maximumDepth))
    return depth > maximumDepth ? levels + "[depth \(depth)] " : levels
  }
}
