import LayoutDiagnostics
import LayoutModel

/// `--content-sizes all|CATEGORY,...`, `--text-scale F` and `--rtl`: the text of a sweep
/// (`TextSweep`), shared by `check`, `solve`, `explain` and `ambiguity`.
enum TextOptions {
  /// `--content-sizes`.
  static let contentSizes = Option<[ContentSizeCategory]>(
    "--content-sizes", value: "all|CATEGORY,...",
    help: "Also lay the text out at these Dynamic Type categories, comma-separated (xs, s, m,"
      + " l, xl, xxl, xxxl, ax1 ... ax5), or all twelve.",
    discussion: """
      A font with a text style (body, headline, ...) takes Apple's size for the
      style at each category, a font scaled with UIFontMetrics scales as body
      does, and any other font keeps its size. Findings that text decides
      (truncation, conflicts, clipped-content) name the first category where
      they occur and the one before it.
      """
  ) { text in
    if text.lowercased() == "all" { return ContentSizeCategory.allCases }
    return try text.split(separator: ",", omittingEmptySubsequences: false).map {
      guard let category = ContentSizeCategory(named: String($0)) else {
        throw CLIError.usage(
          "unknown content size category '\($0)' (known: all, "
            + ContentSizeCategory.allCases.map(\.rawValue).joined(separator: ", ") + ")")
      }
      return category
    }
  }

  /// `--text-scale F`.
  static let textScale = Option<Double>(
    "--text-scale", value: "F",
    help: "Also lay the layout out with every text F times longer (1.4 for a translation 40%"
      + " longer), a pseudo-localisation."
  ) { text in
    guard let value = Double(text), value.isFinite, value > 0, value <= 100 else {
      throw CLIError.usage("'\(text)' is not a text scale (a number above 0, at most 100)")
    }
    return value
  }

  /// `--rtl`.
  static let rightToLeft = Option<Bool>.flag(
    "--rtl",
    help: "Also lay the layout out right-to-left, leading and trailing flipped.")

  /// The three declarations, for a command's option list.
  static let options = [contentSizes.spec, textScale.spec, rightToLeft.spec]

  /// The sweep the options ask for; empty when none was given.
  static func sweep(_ invocation: Invocation) -> TextSweep {
    TextSweep(
      categories: invocation[contentSizes] ?? [],
      textScales: invocation[textScale].map { [$0] } ?? [],
      rightToLeft: invocation.flag(rightToLeft))
  }
}
