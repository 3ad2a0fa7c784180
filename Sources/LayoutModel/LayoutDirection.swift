/// The direction a layout reads in, as `UIUserInterfaceLayoutDirection`.
///
/// Under `rightToLeft`, `leading` and `trailing` (and their margin variants) mean the right and
/// left edges, and constants of constraints that use them are measured leftwards.
public enum LayoutDirection: String, CaseIterable, Sendable, Codable, Hashable {
  case leftToRight, rightToLeft
}
