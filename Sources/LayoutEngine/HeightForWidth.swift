import LayoutModel

/// What the height-for-width passes did: for each wrapping view (`View.wrapping`) the height
/// its last pass gave it, and whether the passes settled or looped.
///
/// UIKit lays out, gives each multi-line label its new width, asks for its intrinsic size again
/// and lays out again; `LayoutEngine` does the same, in at most `HeightForWidth.passLimit`
/// passes, changing the constants of the hugging and compression-resistance constraints in
/// place (`Solver.setConstant`), never rebuilding.
public struct HeightForWidth: Hashable, Sendable {
  /// One wrapping view after the passes.
  public struct Entry: Hashable, Sendable {
    /// The view's id.
    public var view: String
    /// The width, in points, its intrinsic size was last computed for (the width it was
    /// solved to in the pass before); `nil` for the one-line size of pass 1.
    public var width: Double?
    /// Its intrinsic size now, in points.
    public var intrinsicContentSize: IntrinsicContentSize
    /// Whether `width` is below the smallest measured sample, so that sample's height stands in.
    public var isExtrapolated: Bool
    /// The 1-based pass that set the intrinsic height: 1 for the one-line size, 2 for the first
    /// height computed from a solved width, ...
    public var pass: Int

    /// Creates an entry.
    public init(
      view: String, width: Double?, intrinsicContentSize: IntrinsicContentSize,
      isExtrapolated: Bool, pass: Int
    ) {
      self.view = view
      self.width = width
      self.intrinsicContentSize = intrinsicContentSize
      self.isExtrapolated = isExtrapolated
      self.pass = pass
    }
  }

  /// A wrapping view's solved size in one pass of a loop, in points.
  public struct LoopValue: Hashable, Sendable {
    /// The pass, 1-based.
    public var pass: Int
    /// The solved width.
    public var width: Double
    /// The solved height.
    public var height: Double

    /// Creates a value.
    public init(pass: Int, width: Double, height: Double) {
      self.pass = pass
      self.width = width
      self.height = height
    }
  }

  /// Passes that did not settle: a width depending on the height it produces (an aspect ratio
  /// on a wrapping label), what UIKit catches with `UIViewLayoutFeedbackLoopDebuggingThreshold`
  /// or hangs on.
  public struct FeedbackLoop: Hashable, Sendable {
    /// The wrapping views whose size kept changing, in view order.
    public var views: [String]
    /// Indices in `LayoutEngine.constraints` of the constraints that determine those views'
    /// widths and heights in the last pass (the cycle), in increasing order.
    public var constraints: [Int]
    /// Per view (same order as `views`), its solved size in each pass of the cycle, oldest
    /// first.
    public var values: [[LoopValue]]
    /// Whether the sizes repeat (an oscillation); `false` when they kept changing up to the
    /// pass limit (growing or shrinking).
    public var repeats: Bool
  }

  /// The wrapping views, in view order.
  public var entries: [Entry] = []
  /// How many passes were solved (1 when no width changed the first pass's heights).
  public var passes: Int = 0
  /// The loop, when the passes did not settle.
  public var loop: FeedbackLoop?

  /// Creates an empty record (no wrapping view).
  public init() {}

  /// The most passes solved before the engine gives up and reports a loop. UIKit's loop
  /// debugging threshold counts layouts of one view in a run-loop turn; settling takes one pass
  /// per label whose width depends on another label's height, so real cells settle in 2 or 3.
  public static let passLimit = 16
}
