/// A Dynamic Type text style (`UIFont.TextStyle`), whose point size follows the content size
/// category.
///
/// `uiKitName` is the raw value Interface Builder stores and UIKit prints
/// (`UICTFontTextStyleBody`; the large title is `UICTFontTextStyleTitle0`). Sizes are in
/// `TextStyle+DynamicTypeSizes.swift`.
public enum TextStyle: String, CaseIterable, Hashable, Sendable, Codable {
  case largeTitle, title1, title2, title3, headline, body, callout, subheadline, footnote
  case caption1, caption2

  /// The raw value of `UIFont.TextStyle` (`UICTFontTextStyleBody`).
  public var uiKitName: String {
    switch self {
    case .largeTitle: return "UICTFontTextStyleTitle0"
    case .title1: return "UICTFontTextStyleTitle1"
    case .title2: return "UICTFontTextStyleTitle2"
    case .title3: return "UICTFontTextStyleTitle3"
    case .headline: return "UICTFontTextStyleHeadline"
    case .body: return "UICTFontTextStyleBody"
    case .callout: return "UICTFontTextStyleCallout"
    case .subheadline: return "UICTFontTextStyleSubhead"
    case .footnote: return "UICTFontTextStyleFootnote"
    case .caption1: return "UICTFontTextStyleCaption1"
    case .caption2: return "UICTFontTextStyleCaption2"
    }
  }

  /// The style's name as the Human Interface Guidelines write it ("Large Title", "Body").
  public var displayName: String {
    switch self {
    case .largeTitle: return "Large Title"
    case .title1: return "Title 1"
    case .title2: return "Title 2"
    case .title3: return "Title 3"
    case .headline: return "Headline"
    case .body: return "Body"
    case .callout: return "Callout"
    case .subheadline: return "Subhead"
    case .footnote: return "Footnote"
    case .caption1: return "Caption 1"
    case .caption2: return "Caption 2"
    }
  }

  /// The weight the style's font has (the headline and large title are heavier than body).
  public var weight: FontWeight {
    switch self {
    case .largeTitle: return .bold
    case .headline: return .semibold
    default: return .regular
    }
  }

  /// The style with UIKit's raw value `uiKitName` or the case name (`body`); `nil` otherwise.
  public init?(named name: String) {
    guard let match = Self.allCases.first(where: { $0.uiKitName == name || $0.rawValue == name })
    else { return nil }
    self = match
  }
}
