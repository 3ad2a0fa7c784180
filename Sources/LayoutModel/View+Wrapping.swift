/// How a view's intrinsic height depends on the width it gets: a multi-line label or text view
/// (height-for-width content).
///
/// UIKit lays such a view out, gives it its new width (`preferredMaxLayoutWidth` in effect),
/// asks for its intrinsic size again and lays out again; `LayoutEngine` does the same in bounded
/// passes. Either a text model (`wrap`) or measured samples (`samples`), or both: samples, being
/// measured, give the height; the text model gives the width.
///
/// Decisions (see `man/layout-dump.5`, WRAPPING TEXT):
/// - Before its first layout a label reports its one-line size (UIKit's `UILabel` with
///   `preferredMaxLayoutWidth` 0 does; Apple's "Working with Self-Sizing Table View Cells"
///   relies on the second pass for the wrapped height), so pass 1 uses `oneLineSize`.
/// - Each layout starts again from the one-line size, so a label that got narrow at one root
///   size does not carry that width into another (UIKit's label reports its widest line, never
///   a width it was squeezed to earlier).
/// - A width below 1 point counts as 1 point: a glyph is never narrower, and the line count
///   stays finite.
public struct TextWrapping: Hashable, Sendable {
  /// The text model: `wrap=NATURALxLINE[,lines=N]`.
  public struct Text: Hashable, Sendable {
    /// The width of the text on one line, in points.
    public var naturalWidth: Double
    /// The height of one line, in points.
    public var lineHeight: Double
    /// The most lines shown (`numberOfLines`); 0 for no limit.
    public var lines: Int

    /// Creates a text model; `lines` 0 is no limit, as `UILabel.numberOfLines`.
    public init(naturalWidth: Double, lineHeight: Double, lines: Int = 0) {
      self.naturalWidth = naturalWidth
      self.lineHeight = lineHeight
      self.lines = lines
    }
  }

  /// A measured height at a width, in points: one element of `heights=W:H,...`.
  public struct Sample: Hashable, Sendable {
    /// The width it was measured at, in points.
    public var width: Double
    /// The height at that width, in points.
    public var height: Double

    /// Creates a sample.
    public init(width: Double, height: Double) {
      self.width = width
      self.height = height
    }
  }

  /// The height at a width, and how it was found.
  public struct Height: Hashable, Sendable {
    /// The intrinsic height, in points.
    public var height: Double
    /// Whether the width is below the smallest sample, so the smallest sample's height was
    /// used for it (text may be taller there).
    public var isExtrapolated: Bool

    /// Creates a height.
    public init(height: Double, isExtrapolated: Bool = false) {
      self.height = height
      self.isExtrapolated = isExtrapolated
    }
  }

  /// The text model, if given.
  public var text: Text?
  /// Measured samples, by increasing width (widths distinct); empty if none were given.
  public var samples: [Sample]

  /// Creates a wrapping description; `samples` are sorted by width.
  public init(text: Text? = nil, samples: [Sample] = []) {
    self.text = text
    self.samples = samples.sorted { $0.width < $1.width }
  }

  /// The narrowest width a line can have, in points (see the decisions above).
  public static let minimumLineWidth = 1.0

  /// The intrinsic height at `width` points.
  ///
  /// With samples: the sample with the largest width `<=` `width` (text never gets taller
  /// when it gets more room); below the smallest sample, that sample's height, extrapolated.
  /// Otherwise `min(lines, ceil(naturalWidth / width)) × lineHeight` (`lines` 0: no limit).
  /// `nil` when neither is given.
  public func height(atWidth width: Double) -> Height? {
    if let first = samples.first {
      guard width >= first.width - Self.tolerance else {
        return Height(height: first.height, isExtrapolated: true)
      }
      let sample = samples.last { $0.width <= width + Self.tolerance } ?? first
      return Height(height: sample.height)
    }
    guard let text else { return nil }
    let lineWidth = max(width, Self.minimumLineWidth)
    // A width within `lineBreakTolerance` points of a line break reaches it, so that solver
    // noise (a width of 220.999999999 for 442 points of text) adds no line; applied to the
    // width, not to the line count, it moves a break by that many points, not by a share of it.
    var count = (text.naturalWidth / (lineWidth + Self.lineBreakTolerance)).rounded(.up)
    count = max(count, text.naturalWidth > 0 ? 1 : 0)
    if text.lines > 0 { count = min(count, Double(text.lines)) }
    return Height(height: count * text.lineHeight)
  }

  /// The intrinsic width at `width` points: `min(naturalWidth, width)`; `nil` without a text
  /// model (samples give no width).
  public func intrinsicWidth(atWidth width: Double) -> Double? {
    text.map { min($0.naturalWidth, max(width, 0)) }
  }

  /// The size before the first layout, in points: the text on one line (or the widest
  /// sample's height); a `nil` width without a text model.
  public var oneLineSize: IntrinsicContentSize {
    let height: Double?
    if let last = samples.last {
      height = last.height
    } else if let text {
      height = text.naturalWidth > 0 ? text.lineHeight : 0
    } else {
      height = nil
    }
    return IntrinsicContentSize(width: text?.naturalWidth, height: height)
  }

  /// Widths and heights closer than this (points) are the same: the points resolution
  /// (`Tolerance.wrapping` in the package's tolerance table).
  public static let tolerance = pointsResolution

  /// How close (points) a width must come to a line break to reach it: a thousandth of the
  /// points resolution, so that a break a size walk locates rounds to the exact width (a
  /// 221-pt label for 442 pt of text on two lines, not 220.999999 pt)
  /// (`Tolerance.lineBreak` in the package's tolerance table).
  public static let lineBreakTolerance = pointsResolution / 1_000
}
