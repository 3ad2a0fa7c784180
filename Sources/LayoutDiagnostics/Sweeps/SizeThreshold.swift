import LayoutModel

/// Where a finding occurs along one dimension of the root view's size, the other held fixed:
/// the facts behind "title truncates below a 331.5-pt wide root view", found by a parametric
/// walk over the root size (`SizeWalk`), not by sampling.
public struct SizeThreshold: Hashable, Sendable, Codable {
  /// A closed interval of root sizes, in points.
  public struct Interval: Hashable, Sendable, Codable {
    /// The least size, in points.
    public var lower: Double
    /// The greatest size, in points.
    public var upper: Double

    /// Creates an interval.
    public init(lower: Double, upper: Double) {
      self.lower = lower
      self.upper = upper
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
