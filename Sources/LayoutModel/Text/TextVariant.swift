/// One way the text of a layout can come out on a device: the user's content size category
/// (Dynamic Type), how many times longer every text is (a translation, or a pseudo-localisation
/// with `--text-scale`), and the direction the layout reads in. A text sweep lays a layout out
/// at several of them (`--content-sizes`, `--text-scale`, `--rtl`).
public struct TextVariant: Hashable, Sendable, Codable, CustomStringConvertible {
  /// The content size category every scaling font is laid out at.
  public var category: ContentSizeCategory
  /// How many times longer every text is than the input gives it; 1 for the text as given.
  public var textScale: Double
  /// The direction `leading` and `trailing` follow.
  public var direction: LayoutDirection

  /// Creates a variant; by default the text as given, left to right.
  public init(
    category: ContentSizeCategory = .default, textScale: Double = 1,
    direction: LayoutDirection = .leftToRight
  ) {
    self.category = category
    self.textScale = textScale
    self.direction = direction
  }

  /// The variant `document` is given in: the category of its first font (the category the
  /// input was saved or captured at; Large when no view has a font), its text as it is, its
  /// direction.
  public init(of document: LayoutDocument) {
    let font = document.hierarchy.views.lazy.compactMap(\.font).first
    self.init(
      category: font?.category ?? .default, textScale: 1, direction: document.direction)
  }

  /// "accessibility M (body 28 pt)", then ", text ×1.4" and ", right-to-left" when they apply:
  /// the category with the body style's size at it, which a reader can compare with Settings.
  public var description: String {
    var result = ContentSizeCategory.describe(category)
    if textScale != 1 { result += ", text ×" + formatPoints(textScale) }
    if direction == .rightToLeft { result += ", right-to-left" }
    return result
  }

  /// `document` laid out in this variant: every view with text at `category` and `textScale`
  /// times longer (`View.scalingText(to:textScale:)`), read in `direction`.
  public func applied(to document: LayoutDocument) -> LayoutDocument {
    var result = document
    result.direction = direction
    guard let views = scaledViews(of: document) else { return result }
    _ = result.hierarchy.setTextContent(from: views)
    return result
  }

  /// `document`'s views with their text at `category` and `textScale` times longer
  /// (`View.scalingText(to:textScale:)`), in order; `nil` when that changes none of them (the
  /// text as given, and no view with a font or a measured text size).
  public func scaledViews(of document: LayoutDocument) -> [View]? {
    guard
      textScale != 1
        || document.hierarchy.views.contains(where: {
          $0.font != nil || !$0.measuredTextSizes.isEmpty
        })
    else {
      return nil
    }
    return document.hierarchy.views.map { $0.scalingText(to: category, textScale: textScale) }
  }
}

extension ContentSizeCategory {
  /// "accessibility M (body 28 pt)": the display name with the body style's size there.
  public static func describe(_ category: ContentSizeCategory) -> String {
    "\(category.displayName) (body \(formatPoints(TextStyle.body.pointSize(at: category))) pt)"
  }
}
