import LayoutModel

/// How an adapter's raw font values become the dump's font, in one place the tests reach
/// (the adapters themselves compile only on Apple platforms).
public enum LayoutDumpText {
  /// The font a text view draws with, from what UIKit gives: `pointSize` (`UIFont.pointSize`, in
  /// points), `uiKitWeight` (the descriptor's `UIFontDescriptor.TraitKey.weight`, -1…1; `nil`:
  /// regular), `textStyleName` (the descriptor's `UIFontDescriptor.AttributeName.textStyle`,
  /// `UICTFontTextStyleBody`; `nil` or another string: no text style), `categoryName` (the
  /// view's `UITraitCollection.preferredContentSizeCategory` raw value; unknown, as
  /// `UICTContentSizeCategoryUnspecified` is, means Large) and the view's
  /// `adjustsFontForContentSizeCategory`.
  ///
  /// Example: `font(pointSize: 28, uiKitWeight: 0, textStyleName: "UICTFontTextStyleBody",
  /// categoryName: "UICTContentSizeCategoryAccessibilityM", adjustsFontForContentSizeCategory:
  /// true)` is body text at accessibility M, scaling.
  public static func font(
    pointSize: Double, uiKitWeight: Double?, textStyleName: String?, categoryName: String,
    adjustsFontForContentSizeCategory: Bool
  ) -> TextFont {
    let style = textStyleName.flatMap(TextStyle.init(named:))
    return TextFont(
      pointSize: pointSize, weight: uiKitWeight.map(FontWeight.init(uiKitWeight:)) ?? .regular,
      textStyle: style, adjustsFontForContentSizeCategory: adjustsFontForContentSizeCategory,
      category: ContentSizeCategory(uiKitName: categoryName) ?? .default)
  }
}
