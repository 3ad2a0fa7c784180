/// The font a text view draws with, as far as layout needs it: its point size, weight, text
/// style and whether its size follows the content size category.
///
/// Which fonts scale: a font with a text style does (UIKit creates it at the category the app
/// runs in, `UIFont.preferredFont(forTextStyle:)`; `adjustsFontForContentSizeCategory` adds
/// only the update while the app runs, so a sweep that launches at each category sees both
/// alike); a font without a text style does only when the input says the app scales it with
/// `UIFontMetrics` (`scalesWithContentSize`); any other font stays at its point size in every
/// category, as UIKit leaves it, even with `adjustsFontForContentSizeCategory` set (UIKit
/// adjusts only fonts from a text style or `UIFontMetrics`).
public struct TextFont: Hashable, Sendable {
  /// The point size at `category`, the category the input was saved or captured at.
  public var pointSize: Double
  /// The weight; `regular` unless the input says.
  public var weight: FontWeight
  /// The Dynamic Type text style, if the font is one (`UICTFontTextStyleBody`).
  public var textStyle: TextStyle?
  /// Whether the size follows the content size category (see the type's discussion).
  public var scalesWithContentSize: Bool
  /// Whether the view sets `adjustsFontForContentSizeCategory` (updates while running), as
  /// the input says; for output only.
  public var adjustsFontForContentSizeCategory: Bool
  /// The category `pointSize` belongs to: Large, the default, for documents; a dump's
  /// captured category.
  public var category: ContentSizeCategory

  /// Creates a font; by default it scales when it has a text style.
  /// - Parameters:
  ///   - pointSize: The size in points at `category`.
  ///   - weight: The weight.
  ///   - textStyle: The Dynamic Type style, if any.
  ///   - scalesWithContentSize: Whether the size follows the category; `nil` takes
  ///     `textStyle != nil`.
  ///   - adjustsFontForContentSizeCategory: The view's flag, as the input gives it.
  ///   - category: The category `pointSize` was measured at.
  public init(
    pointSize: Double, weight: FontWeight = .regular, textStyle: TextStyle? = nil,
    scalesWithContentSize: Bool? = nil, adjustsFontForContentSizeCategory: Bool = false,
    category: ContentSizeCategory = .default
  ) {
    self.pointSize = pointSize
    self.weight = weight
    self.textStyle = textStyle
    self.scalesWithContentSize =
      scalesWithContentSize ?? (textStyle != nil)
    self.adjustsFontForContentSizeCategory = adjustsFontForContentSizeCategory
    self.category = category
  }

  /// A text style's font at `category`: the style's size and weight, scaling.
  public init(textStyle: TextStyle, category: ContentSizeCategory = .default) {
    self.init(
      pointSize: textStyle.pointSize(at: category), weight: textStyle.weight,
      textStyle: textStyle, category: category)
  }

  /// The point size at `other`.
  ///
  /// A fixed font keeps `pointSize`. A text style's font takes the style's size at `other`
  /// (Apple's table, `TextStyle.pointSize(at:)`) times the font's ratio to the style at
  /// `category` (1 for the style's own font). A font scaled with `UIFontMetrics` and no style
  /// scales as body does (`UIFontMetrics.default` is the body style's metrics): `pointSize` ×
  /// body at `other` / body at `category`.
  public func pointSize(at other: ContentSizeCategory) -> Double {
    guard scalesWithContentSize, other != category else { return pointSize }
    let style = textStyle ?? .body
    return pointSize * style.pointSize(at: other) / style.pointSize(at: category)
  }

  /// How many times larger the font is at `other` than at `category` (1 for a fixed font).
  public func scale(at other: ContentSizeCategory) -> Double {
    pointSize > 0 ? pointSize(at: other) / pointSize : 1
  }

  /// The font with `pointSize` and `category` moved to `other`.
  public func at(_ other: ContentSizeCategory) -> TextFont {
    var result = self
    result.pointSize = pointSize(at: other)
    result.category = other
    return result
  }
}
