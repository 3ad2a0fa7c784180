/// The documented estimate of a text's size from its font, for inputs that give a text and a
/// font but no measurement; every reader uses it, so that one estimate serves Interface Builder
/// documents, listings and dumps alike.
///
/// A line is as wide as the sum of its characters' advances (the longest line of the text,
/// lines split at line breaks: LF, CR, CRLF, U+2028 and the other newlines) and `lineHeight`
/// em tall; the first baseline is `ascender` em below a line's top and the last `descender` em
/// above its bottom.
/// A character's advance is its advance in Helvetica (the widths of Adobe's Helvetica font
/// metrics, the classic proportions of a grotesque sans serif), times `scale`, `capitalScale`
/// for capitals and `digitScale` for digits, and a weight's factor (`weightFactor(_:)`); a
/// character outside that table is an average letter of its case (é as 0.556 em, É as 0.667),
/// a wide one (CJK, emoji) 1 em, an invisible one (zero-width, controls) nothing. The factors
/// are calibrated on the labels of `../shared/realib` whose stored width Interface Builder
/// measured with the real system font (`man/layout-doctor.1`, TEXT METRICS, states the error:
/// median 3%, 90th percentile 8%). The line height and baselines are the system font's (SF
/// Pro: 1.193 em line, 0.952 em ascender, 0.241 em descender). `roundedUp(_:scale:)` rounds
/// a size up to a screen's pixel, as UIKit sizes a label (the half point on a 2× screen).
public enum TextMetrics {
  /// The factor from Helvetica's advances to the system font's, in lower case.
  public static let scale = 1.04
  /// The further factor for capitals, narrower in the system font than in Helvetica.
  public static let capitalScale = 0.91
  /// The further factor for digits.
  public static let digitScale = 1.02
  /// How much longer than the estimate a measured length may be and still be the text's
  /// (15%, about twice the estimate's 90th-percentile error): a reader takes a stored length
  /// up to that as a measurement, a longer one as stretched by constraints.
  public static let errorMargin = 0.15
  /// The height of one line, in em.
  public static let lineHeight = 1.193
  /// The distance from a line's top down to its baseline, in em.
  public static let ascender = 0.952
  /// The distance from a line's baseline down to its bottom, in em.
  public static let descender = 0.241

  /// The width of `weight` relative to regular: 0.95 ultra light to 1.1 black, 0.02 a step
  /// around regular.
  public static func weightFactor(_ weight: FontWeight) -> Double {
    switch weight {
    case .ultraLight: return 0.95
    case .thin: return 0.96
    case .light: return 0.98
    case .regular: return 1
    case .medium: return 1.02
    case .semibold: return 1.04
    case .bold: return 1.06
    case .heavy: return 1.08
    case .black: return 1.1
    }
  }

  /// The advance of `character` in em at regular weight (see the type's discussion).
  public static func advance(of character: Character) -> Double {
    guard let scalar = character.unicodeScalars.first else { return 0 }
    if let width = helveticaAdvances[scalar] {
      let factor: Double
      switch scalar.value {
      case 0x41...0x5A: factor = capitalScale
      case 0x30...0x39: factor = digitScale
      default: factor = 1
      }
      return Double(width) / 1000 * scale * factor
    }
    if isWide(scalar) { return 1 }
    if isInvisible(scalar) { return 0 }
    // Another letter (é, Ä, ß) as an average one of its case.
    return scalar.properties.isUppercase ? 0.667 * scale * capitalScale : 0.556 * scale
  }

  /// The size of `text` set in a `pointSize`-point font of `weight`, in points, unrounded:
  /// the longest line's advances × `pointSize` wide, the number of lines (at least 1) ×
  /// `lineHeight` × `pointSize` tall.
  public static func estimatedSize(
    of text: String, pointSize: Double, weight: FontWeight = .regular
  ) -> (width: Double, height: Double) {
    let lines = text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
    let longest = lines.map { $0.reduce(0) { $0 + advance(of: $1) } }.max() ?? 0
    return (
      longest * pointSize * weightFactor(weight),
      Double(max(lines.count, 1)) * lineHeight * pointSize
    )
  }

  /// `length` rounded up to the pixel of a `scale`× screen (the half point by default, as
  /// UIKit on a 2× screen; AppKit sizes text controls in whole points, `scale` 1), allowing
  /// for floating-point noise below `pointsResolution` (20.0000001 stays 20).
  public static func roundedUp(_ length: Double, scale: Double = 2) -> Double {
    ((length - pointsResolution) * scale).rounded(.up) / scale
  }

  /// Whether `scalar` is set a full em wide: CJK ideographs, kana, Hangul, full-width forms
  /// and emoji (pictographs, symbols, dingbats, flags).
  static func isWide(_ scalar: Unicode.Scalar) -> Bool {
    if scalar.properties.isEmojiPresentation { return true }
    switch scalar.value {
    case 0x1100...0x115F, 0x2600...0x27BF, 0x2E80...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF,
      0xFE30...0xFE4F, 0xFF00...0xFF60, 0xFFE0...0xFFE6, 0x1F000...0x1FAFF, 0x20000...0x3FFFD:
      return true
    default:
      return false
    }
  }

  /// Whether `scalar` is drawn with no width: format and control characters (zero-width
  /// space and joiners, direction marks, soft hyphen, byte-order mark, tab and other C0/C1
  /// controls).
  static func isInvisible(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.properties.generalCategory {
    case .format, .control: return true
    default: return false
    }
  }

  /// Helvetica's advances in thousandths of an em, printable ASCII and a few common marks.
  static let helveticaAdvances: [Unicode.Scalar: Int] = {
    let ascii = [
      278, 278, 355, 556, 556, 889, 667, 191, 333, 333, 389, 584, 278, 333, 278, 278,  // sp–/
      556, 556, 556, 556, 556, 556, 556, 556, 556, 556, 278, 278, 584, 584, 584, 556,  // 0–?
      1015, 667, 667, 722, 722, 667, 611, 778, 722, 278, 500, 667, 556, 833, 722, 778,  // @–O
      667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 278, 278, 278, 469, 556,  // P–_
      333, 556, 556, 500, 556, 556, 278, 556, 556, 222, 222, 500, 222, 833, 556, 556,  // `–o
      556, 556, 333, 500, 278, 556, 500, 722, 500, 500, 500, 334, 260, 334, 584,  // p–~
    ]
    var table: [Unicode.Scalar: Int] = [:]
    for (offset, width) in ascii.enumerated() {
      if let scalar = Unicode.Scalar(0x20 + offset) { table[scalar] = width }
    }
    let marks: [(UInt32, Int)] = [
      (0x00A0, 278), (0x00B7, 278), (0x2013, 556), (0x2014, 1000), (0x2018, 222), (0x2019, 222),
      (0x201C, 333), (0x201D, 333), (0x2022, 350), (0x2026, 1000), (0x20AC, 556),
    ]
    for (value, width) in marks {
      if let scalar = Unicode.Scalar(value) { table[scalar] = width }
    }
    return table
  }()
}

extension View {
  /// Gives a view with a text and a font but no intrinsic size (an input that states them
  /// without a measurement) the estimate (`TextMetrics.estimatedSize(of:pointSize:weight:)`,
  /// rounded up to the half point) on both axes, marked in `estimatedIntrinsicAxes`; any other
  /// view is left as it is.
  public mutating func estimateUnmeasuredText() {
    guard intrinsicContentSize.isNone, let font, let text else { return }
    let size = TextMetrics.estimatedSize(
      of: text, pointSize: font.pointSize, weight: font.weight)
    intrinsicContentSize = IntrinsicContentSize(
      width: TextMetrics.roundedUp(size.width), height: TextMetrics.roundedUp(size.height))
    estimatedIntrinsicAxes = [.horizontal, .vertical]
  }
}
