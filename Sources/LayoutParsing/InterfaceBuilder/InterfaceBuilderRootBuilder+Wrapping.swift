import LayoutModel

extension InterfaceBuilderRootBuilder {
  /// How a label of several lines (`numberOfLines` 0 or above 1) whose stored frame Xcode
  /// marked stale (`misplaced="YES"`) wraps: its text on one line (`estimatedTextSize`, the
  /// estimate its intrinsic size starts from) broken into lines of the width it gets, each a
  /// line of its font, as UIKit's label does in the height-for-width passes. `nil` for any other view,
  /// and for a text with line breaks, whose lines the model does not count.
  func staleWrapping(_ element: Int, tag: String) -> TextWrapping? {
    guard tag == "label", xml.elements[element].flag("misplaced"),
      let lines = Int(xml.elements[element]["numberOfLines"] ?? "1"), lines != 1,
      let text = InterfaceBuilderClasses.text(of: element, xml: xml),
      !text.contains(where: \.isNewline),
      let line = estimatedTextSize(element, tag: tag), let width = line.width,
      let height = line.height, width > 0
    else { return nil }
    return TextWrapping(
      text: TextWrapping.Text(naturalWidth: width, lineHeight: height, lines: max(lines, 0)))
  }

  /// How a label of several lines (`numberOfLines` 0 or above 1) whose width its constraints
  /// fix wraps, from what the canvas measured: stored on `n` lines (its stored height over one
  /// line of its font, rounded) at its stored width `w`, for `n` of 2 or more its text on one line is
  /// longer than `(n − 1) w` and at most `n w` points; the estimate (`estimatedTextSize`) is
  /// kept within those bounds (no upper one when `numberOfLines` is `n`: its last line may be
  /// cut), and each line is the stored height over `n`, so that at the stored width the
  /// wrapped height is the stored one, and at any other the line count rests on the estimate.
  ///
  /// Before, such a label's stored width was read as its text's on one line: realib 18's note
  /// under `width == scrollView.width - 40`, stored 374 pt wide on four 12-pt lines, was
  /// "truncated" on every narrower screen, where UIKit's label wraps onto more lines.
  ///
  /// Stored on one line (or squeezed below one), the text is at most the stored width (the
  /// canvas showed it on one line there), on lines of the stored height (or, squeezed, of the
  /// estimate's): the same layout at the stored width, more lines where narrower (realib 01's
  /// three-line title was "truncated" by 19 pt on an iPhone SE).
  ///
  /// `nil` for any other view (`wrappingLineLimit`), a text with line breaks, one
  /// stored on more lines than its text can fill (its estimate, with the estimate's error,
  /// `TextMetrics.errorMargin`, does not reach the last line, or fills two lines fewer: its
  /// height is a stretch or a placeholder's, realib 10's two-line "Podcast Name", and counts
  /// no lines), and one Xcode marked misplaced (`staleWrapping`).
  func storedLinesWrapping(_ element: Int, tag: String, stored: LayoutRect) -> TextWrapping? {
    guard let limit = wrappingLineLimit(element, tag: tag),
      !xml.elements[element].flag("misplaced"),
      let text = InterfaceBuilderClasses.text(of: element, xml: xml),
      !text.contains(where: \.isNewline),
      let line = estimatedTextSize(element, tag: tag), let natural = line.width,
      let lineHeight = line.height, lineHeight > 0, stored.width > 0
    else { return nil }
    let lines = (stored.height / lineHeight).rounded()
    if lines < 2 {
      // Stored on one line, the text fits the stored width: at most that long, each line the
      // stored height. Squeezed below a line (`squeezedTextHeight`), the canvas laid it out on
      // one line too, of the estimate's height, as its intrinsic height is then.
      let isOneLine = stored.height >= 0.75 * lineHeight
      return TextWrapping(
        text: TextWrapping.Text(
          naturalWidth: min(natural, stored.width),
          lineHeight: isOneLine ? stored.height : lineHeight, lines: max(limit, 0)))
    }
    // The longest the text may be, by the estimate: it must reach the last stored line, and
    // fill no fewer lines than one less than stored (the words a line break moves on).
    let longest = natural * (1 + TextMetrics.errorMargin)
    guard lines >= 2, longest > (lines - 1) * stored.width,
      lines <= (longest / stored.width).rounded(.up) + 1, limit <= 0 || lines <= Double(limit)
    else { return nil }
    // Just past n − 1 lines, so that the stored width breaks it into n.
    var width = max(natural, (lines - 1) * stored.width + TextWrapping.tolerance)
    if limit <= 0 || lines < Double(limit) { width = min(width, lines * stored.width) }
    return TextWrapping(
      text: TextWrapping.Text(
        naturalWidth: width, lineHeight: stored.height / lines, lines: max(limit, 0)))
  }

  /// How a label of several lines (`wrappingLineLimit`) that its constraints do not hold at
  /// a width wraps, when its intrinsic `size` is one line of its text: that line, as measured
  /// (or estimated), broken into lines of the width it gets, each as tall as the line, as
  /// UIKit's label does in the height-for-width passes. At its own width it is the same one
  /// line. `nil` for any other view, a text with line breaks, and a size taller than one line
  /// of the estimate (its lines are not counted here) or without both lengths.
  ///
  /// Before, such a label kept one line whatever width it got: a name beside a value that
  /// resists compression more was "69.6 pt narrower than its intrinsic width" at content
  /// size accessibility M, where UIKit wraps it onto two lines.
  func oneLineWrapping(_ element: Int, tag: String, size: IntrinsicContentSize) -> TextWrapping? {
    guard let limit = wrappingLineLimit(element, tag: tag),
      let text = InterfaceBuilderClasses.text(of: element, xml: xml),
      !text.contains(where: \.isNewline),
      let width = size.width, let height = size.height, width > 0, height > 0,
      let line = estimatedTextSize(element, tag: tag)?.height,
      height < 1.5 * line
    else { return nil }
    return TextWrapping(
      text: TextWrapping.Text(naturalWidth: width, lineHeight: height, lines: max(limit, 0)))
  }

  /// The most lines a text view of several lines shows (0: no limit), `nil` for one of one
  /// line: a UIKit label's `numberOfLines` other than 1; an AppKit label (a text field neither
  /// editable nor bordered) whose cell wraps (`lineBreakMode` absent, Interface Builder's
  /// "Wrapping Label", or word or character wrapping), without limit (realib 36's two-line
  /// instruction, stored 32 pt tall: it was "truncated" by 7 pt and "misplaced" to one line).
  func wrappingLineLimit(_ element: Int, tag: String) -> Int? {
    switch tag {
    case "label":
      guard let limit = Int(xml.elements[element]["numberOfLines"] ?? "1"), limit != 1 else {
        return nil
      }
      return limit
    case "textField" where context.platform == .macOS:
      guard let cell = xml.child(of: element, named: "textFieldCell", key: "cell") else {
        return nil
      }
      let attributes = xml.elements[cell]
      guard !attributes.flag("editable"), attributes["borderStyle"] == nil,
        [nil, "wordWrapping", "charWrapping"].contains(attributes["lineBreakMode"])
      else { return nil }
      return 0
    default:
      return nil
    }
  }
}
