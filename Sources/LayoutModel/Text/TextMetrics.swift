/// The documented estimate of a text's size from its font, for inputs that give a text and a
/// font but no measurement; every reader uses it, so that one estimate serves Interface Builder
/// documents, listings and dumps alike.
///
/// A line is `averageAdvance` em per character wide (the longest line of the text, lines split
/// at line breaks) and `lineHeight` em tall; the first baseline is `ascender` em below a line's
/// top and the last `descender` em above its bottom. The advance is calibrated on the 73 labels
/// of `../shared/realib` whose stored width Interface Builder measured with the real fonts
/// (`man/layout-doctor.1`, TEXT METRICS, states its error, median 16%, 90th percentile 43%):
/// their median advance is 0.48 em, but 0.55 em covers 54 of the 73, and an estimate narrower
/// than the text makes a view look smaller than the canvas showed it (a false misplaced-view
/// finding on `fixtures/interface-builder/baseline-buttons.xib` at 0.48), while a wider one is
/// capped at the stored length. The line height and baselines are the system font's (SF Pro:
/// 1.193 em line, 0.952 em ascender, 0.241 em descender).
public enum TextMetrics {
  /// The average advance of one character, in em (points per point of font size).
  public static let averageAdvance = 0.55
  /// The height of one line, in em.
  public static let lineHeight = 1.193
  /// The distance from a line's top down to its baseline, in em.
  public static let ascender = 0.952
  /// The distance from a line's baseline down to its bottom, in em.
  public static let descender = 0.241

  /// The size of `text` set in a `pointSize`-point font, in points, unrounded: the longest
  /// line's characters × `averageAdvance` × `pointSize` wide, the number of lines (at least 1)
  /// × `lineHeight` × `pointSize` tall.
  public static func estimatedSize(of text: String, pointSize: Double) -> (
    width: Double, height: Double
  ) {
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    let longest = lines.map(\.count).max() ?? 0
    return (
      Double(longest) * averageAdvance * pointSize,
      Double(max(lines.count, 1)) * lineHeight * pointSize
    )
  }
}

extension View {
  /// Gives a view with a text and a font but no intrinsic size (an input that states them
  /// without a measurement) the estimate (`TextMetrics.estimatedSize(of:pointSize:)`, rounded
  /// up to whole points) on both axes, marked in `estimatedIntrinsicAxes`; any other view is
  /// left as it is.
  public mutating func estimateUnmeasuredText() {
    guard intrinsicContentSize.isNone, let font, let text else { return }
    let size = TextMetrics.estimatedSize(of: text, pointSize: font.pointSize)
    intrinsicContentSize = IntrinsicContentSize(
      width: size.width.rounded(.up), height: size.height.rounded(.up))
    estimatedIntrinsicAxes = [.horizontal, .vertical]
  }
}
