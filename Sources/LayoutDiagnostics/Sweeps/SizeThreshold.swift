import LayoutModel

/// Where a finding occurs along one dimension of the root view's size, the other held fixed:
/// the facts behind "title truncates below a 331.5-pt wide root view", found by a parametric
/// walk over the root size (`SizeWalk`), not by sampling.
public struct SizeThreshold: Hashable, Sendable, Codable {
  /// An interval of root sizes, in points, with each end in it or not: a conflict that needs
  /// a root of at least 340 pt occurs below 340 pt, not at it.
  public struct Interval: Hashable, Sendable, Codable {
    /// The least size, in points.
    public var lower: Double
    /// The greatest size, in points.
    public var upper: Double
    /// Whether the finding occurs at `lower` itself (laid out there); `true` at 0 and where
    /// the walk's knowledge starts.
    public var includesLower: Bool
    /// Whether the finding occurs at `upper` itself; `true` at the walk's limit.
    public var includesUpper: Bool

    /// Creates an interval, both ends in it unless said otherwise.
    public init(
      lower: Double, upper: Double, includesLower: Bool = true, includesUpper: Bool = true
    ) {
      self.lower = lower
      self.upper = upper
      self.includesLower = includesLower
      self.includesUpper = includesUpper
    }
  }

  /// The dimension walked: `horizontal` for the root width, `vertical` for its height.
  public var axis: LayoutAxis
  /// The other dimension of the root, held fixed during the walk, in points.
  public var fixedSize: Double
  /// The root sizes along `axis` at which the finding occurs, ascending and disjoint, within
  /// `checkedFrom`...`checkedUpTo` points.
  public var occursFor: [Interval]
  /// Where the walk started to know, in points: 0 when it covered the low end; more when it hit
  /// its step bound going down, and then nothing is known below it.
  public var checkedFrom: Double
  /// How far the walk went, in points: `SizeWalk.limit` when it covered the whole domain; less
  /// when it hit its step bound, and then nothing is known above it.
  public var checkedUpTo: Double

  /// Creates a threshold.
  public init(
    axis: LayoutAxis, fixedSize: Double, occursFor: [Interval], checkedFrom: Double,
    checkedUpTo: Double
  ) {
    self.axis = axis
    self.fixedSize = fixedSize
    self.occursFor = occursFor
    self.checkedFrom = checkedFrom
    self.checkedUpTo = checkedUpTo
  }

  /// Whether the finding occurs over the whole range walked.
  public var occursEverywhere: Bool {
    occursFor.count == 1 && occursFor[0].lower <= checkedFrom
      && occursFor[0].upper >= checkedUpTo
  }
}
