/// The user's preferred text size (Dynamic Type), as `UIContentSizeCategory`: seven standard
/// categories from extra small to extra extra extra large and five accessibility categories.
///
/// The cases are in increasing order of text size (`Comparable` follows it); `l` (Large) is the
/// system default. The short names (`xs`, `ax1`) are the command line's; `uiKitName` is the raw
/// value UIKit stores and prints (`UICTContentSizeCategoryAccessibilityM`); `displayName` is
/// the name findings use ("accessibility M"). Sizes per text style are in
/// `TextStyle.pointSize(at:)`.
public enum ContentSizeCategory: String, CaseIterable, Comparable, Hashable, Sendable, Codable {
  case xs, s, m, l, xl, xxl, xxxl, ax1, ax2, ax3, ax4, ax5

  /// UIKit's default, Large.
  public static let `default` = ContentSizeCategory.l

  /// The raw value of `UIContentSizeCategory` (`UICTContentSizeCategoryL`).
  public var uiKitName: String { "UICTContentSizeCategory" + uiKitSuffix }

  /// The category's name as findings write it: "XS", "L", "XXXL", "accessibility M" …
  /// "accessibility XXXL" (Settings' accessibility sizes follow the standard names from M).
  public var displayName: String {
    isAccessibilityCategory ? "accessibility " + Self.sizeNames[index - 5] : Self.sizeNames[index]
  }

  /// Whether the category is one of the five accessibility sizes
  /// (`UIContentSizeCategory.isAccessibilityCategory`).
  public var isAccessibilityCategory: Bool { index >= 7 }

  /// The category with UIKit's raw value `uiKitName`, or `nil` for another string
  /// (`UICTContentSizeCategoryUnspecified` among them).
  public init?(uiKitName: String) {
    guard let match = Self.allCases.first(where: { $0.uiKitName == uiKitName }) else {
      return nil
    }
    self = match
  }

  /// The category named `name`: a short name (`ax1`), UIKit's raw value or a display name,
  /// case-insensitively; `nil` for anything else.
  public init?(named name: String) {
    let lowered = name.lowercased()
    guard
      let match = Self.allCases.first(where: {
        $0.rawValue == lowered || $0.uiKitName.lowercased() == lowered
          || $0.displayName.lowercased() == lowered
      })
    else { return nil }
    self = match
  }

  public static func < (lhs: ContentSizeCategory, rhs: ContentSizeCategory) -> Bool {
    lhs.index < rhs.index
  }

  /// The position in `allCases`, 0 (`xs`) to 11 (`ax5`).
  var index: Int { Self.allCases.firstIndex(of: self) ?? 0 }

  /// The size names in order, shared by the standard and (from M) the accessibility names.
  private static let sizeNames = ["XS", "S", "M", "L", "XL", "XXL", "XXXL"]

  /// What follows `UICTContentSizeCategory` in the raw value.
  private var uiKitSuffix: String {
    isAccessibilityCategory ? "Accessibility" + Self.sizeNames[index - 5] : Self.sizeNames[index]
  }
}
