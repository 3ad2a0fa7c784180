extension View {
  /// The view as it is laid out at `category` with every text `textScale` times longer (a
  /// pseudo-localisation): its intrinsic size, wrapping and baselines scaled from what the input
  /// gave (measured or estimated at the font's category) by the font-size ratio.
  ///
  /// With `r` = `font.scale(at: category)` (1 for a fixed font) and `F` = `textScale`, per
  /// axis the text part of the intrinsic size scales and `textPadding` stays:
  /// - width: `padding + (width − padding) × r × F` (longer text and larger glyphs);
  /// - height: `padding + (height − padding) × r` (lines get taller, not more of them: text on
  ///   one line stays on one line, a wrapping view's line count follows from its width);
  /// - a wrapping text model: natural width × `r` × `F`, line height × `r`; a measured sample
  ///   (width `w`, height `h`) becomes (`w` × `r` × `F`, `h` × `r`), the width at which the
  ///   scaled text breaks into the same lines;
  /// - baseline offsets: the part past half the vertical padding × `r`.
  /// Where the input measured the intrinsic size at `category` (`measuredTextSizes`), that
  /// measurement is the intrinsic size on each axis it gives (its width's text part × `F`)
  /// instead of the scaled one; the rest scales as above.
  /// A view without a font or a measurement, or without text, wrapping and a measurement, is
  /// returned unchanged, as is any view at `r` = `F` = 1 without a measurement.
  /// - Parameters:
  ///   - category: The content size category to lay out at.
  ///   - textScale: How many times longer every text is; 1 for the text as given.
  /// - Returns: The view with the scaled sizes and its font at `category`.
  public func scalingText(to category: ContentSizeCategory, textScale: Double = 1) -> View {
    let measured = measuredTextSizes[category]
    guard font != nil || measured != nil, text != nil || wrapping != nil || measured != nil else {
      return self
    }
    let ratio = font?.scale(at: category) ?? 1
    guard ratio != 1 || textScale != 1 || measured != nil else { return self }
    var result = self
    let padding = textPadding
    if let width = measured?.width ?? intrinsicContentSize.width {
      let textRatio = measured?.width == nil ? ratio * textScale : textScale
      result.intrinsicContentSize.width =
        padding.width + max(0, width - padding.width) * textRatio
    }
    if let height = measured?.height {
      result.intrinsicContentSize.height = height
    } else if let height = intrinsicContentSize.height {
      result.intrinsicContentSize.height = padding.height + max(0, height - padding.height) * ratio
    }
    if let wrapping {
      let text = wrapping.text.map {
        TextWrapping.Text(
          naturalWidth: $0.naturalWidth * ratio * textScale, lineHeight: $0.lineHeight * ratio,
          lines: $0.lines)
      }
      let samples = wrapping.samples.map {
        TextWrapping.Sample(width: $0.width * ratio * textScale, height: $0.height * ratio)
      }
      result.wrapping = TextWrapping(text: text, samples: samples)
    }
    let inset = padding.height / 2
    result.firstBaselineOffset = firstBaselineOffset.map { inset + max(0, $0 - inset) * ratio }
    result.lastBaselineOffset = lastBaselineOffset.map { inset + max(0, $0 - inset) * ratio }
    if measured?.width != nil { result.estimatedIntrinsicAxes.remove(.horizontal) }
    if measured?.height != nil { result.estimatedIntrinsicAxes.remove(.vertical) }
    result.font = font?.at(category)
    return result
  }
}
