import LayoutModel

/// What an adapter reads from one view, in points; every property has UIKit's default.
///
/// Example: `var p = LayoutDumpNodeProperties(address: 0x7fcdaff03e10, classChain: ["UILabel",
/// "UIView"]); p.text = "Title"; p.intrinsicContentSize = IntrinsicContentSize(width: 42, height: 20.5)`.
public struct LayoutDumpNodeProperties {
  /// The object's address (`0x7fcdaff03e10` is written as console logs print it).
  public var address: UInt
  /// The class and its superclasses, most derived first.
  public var classChain: [String]
  /// `accessibilityIdentifier`: the view's id in the dump when it is unique and usable.
  public var accessibilityIdentifier: String?
  /// The text of a label, button or field, if any (clipped by the core).
  public var text: String?
  /// The font of a label, button or field, if any: `UIFont.pointSize` at the captured
  /// category, its weight, the `UIFont.TextStyle` of its descriptor
  /// (`UIFontDescriptor.AttributeName.textStyle`), whether the app scales it with the category
  /// (a text style or `UIFontMetrics`) and `adjustsFontForContentSizeCategory`.
  public var font: TextFont?
  /// The text's intrinsic size at other content size categories, as the app lays it out with
  /// each category's font (the adapter measures a copy of the view with the trait collection of
  /// that category, `UITraitCollection(preferredContentSizeCategory:)`; the view itself is not
  /// changed); the dump's `"measuredSizes"`. Empty for views without scaling text.
  public var measuredSizes: [ContentSizeCategory: IntrinsicContentSize] = [:]
  /// `frame`, in the superview's coordinates.
  public var frame = LayoutRect.zero
  /// `bounds`.
  public var bounds = LayoutRect.zero
  /// `isHidden`.
  public var isHidden = false
  /// `alpha` (`alphaValue` on macOS).
  public var alpha = 1.0
  /// `translatesAutoresizingMaskIntoConstraints`.
  public var translatesAutoresizingMaskIntoConstraints = true
  /// `autoresizingMask`.
  public var autoresizingMask: AutoresizingMask = []
  /// `intrinsicContentSize`; `nil` per axis for `UIView.noIntrinsicMetric`.
  public var intrinsicContentSize = IntrinsicContentSize.none
  /// `contentHuggingPriority(for:)` on both axes.
  public var contentHuggingPriority = ContentPriorities.defaultHugging
  /// `contentCompressionResistancePriority(for:)` on both axes.
  public var contentCompressionResistancePriority = ContentPriorities.defaultCompressionResistance
  /// `layoutMargins`.
  public var layoutMargins = EdgeInsets.defaultLayoutMargins
  /// `directionalLayoutMargins`, where the platform has it.
  public var directionalLayoutMargins: DirectionalEdgeInsets?
  /// `preservesSuperviewLayoutMargins`.
  public var preservesSuperviewLayoutMargins = false
  /// `insetsLayoutMarginsFromSafeArea`.
  public var insetsLayoutMarginsFromSafeArea = true
  /// `safeAreaInsets`.
  public var safeAreaInsets = EdgeInsets.zero
  /// `effectiveUserInterfaceLayoutDirection`.
  public var effectiveLayoutDirection = LayoutDirection.leftToRight
  /// `hasAmbiguousLayout`.
  public var hasAmbiguousLayout = false
  /// The first baseline's distance from the top edge, for views with text.
  public var firstBaselineOffset: Double?
  /// The last baseline's distance from the bottom edge, for views with text.
  public var lastBaselineOffset: Double?
  /// `UILabel.numberOfLines`, for labels.
  public var numberOfLines: Int?
  /// `UILabel.preferredMaxLayoutWidth`, for labels.
  public var preferredMaxLayoutWidth: Double?
  /// A scroll view's content size and insets.
  public var scroll: CapturedScrollState?
  /// A stack view's configuration.
  public var stack: LayoutDumpStackProperties?
  /// A wrapping text view's single-line width and line height (the dump's `"wrap"`).
  public var wrap: LayoutDumpWrap?
  /// The height the view reports at a few widths (the dump's `"heightForWidth"`), in points.
  public var heightForWidth: [LayoutDumpSizeSample] = []
  /// Whether the view hosts SwiftUI content (`_UIHostingView`, `NSHostingView`): the core
  /// records it and stops there.
  public var isSwiftUIHostingView = false

  /// Creates properties with UIKit's defaults.
  public init(address: UInt, classChain: [String]) {
    self.address = address
    self.classChain = classChain
  }
}

/// `UIStackView`'s (or `NSStackView`'s) configuration as an adapter reads it, in the model's
/// types (`StackConfiguration`), with the arranged subviews as objects; the dump's `"stack"`
/// object writes UIKit's case names.
///
/// Example: `LayoutDumpStackProperties(axis: .vertical, distribution: .fill, alignment: .fill,
/// spacing: 8, arrangedSubviews: [title, detail])`.
public struct LayoutDumpStackProperties {
  /// `axis`.
  public var axis: LayoutAxis
  /// `distribution`.
  public var distribution: StackDistribution
  /// `alignment` (`top` and `bottom` for a horizontal stack's leading and trailing).
  public var alignment: StackAlignment
  /// `spacing`, in points.
  public var spacing: Double
  /// `arrangedSubviews`, in order.
  public var arrangedSubviews: [AnyObject]
  /// `isBaselineRelativeArrangement`.
  public var isBaselineRelativeArrangement: Bool
  /// `isLayoutMarginsRelativeArrangement`.
  public var isLayoutMarginsRelativeArrangement: Bool
  /// `customSpacing(after:)`, in points, by the arranged view's `ObjectIdentifier`, for the
  /// views that have one (not the platform's "use the default spacing" value).
  public var customSpacing: [ObjectIdentifier: Double] = [:]
  /// NSStackView's `huggingPriority(for:)` on each axis; `nil` for a UIKit stack, which has
  /// none.
  public var huggingPriority: ContentPriorities? = nil

  /// Creates a configuration.
  public init(
    axis: LayoutAxis, distribution: StackDistribution, alignment: StackAlignment,
    spacing: Double, arrangedSubviews: [AnyObject], isBaselineRelativeArrangement: Bool = false,
    isLayoutMarginsRelativeArrangement: Bool = false
  ) {
    self.axis = axis
    self.distribution = distribution
    self.alignment = alignment
    self.spacing = spacing
    self.arrangedSubviews = arrangedSubviews
    self.isBaselineRelativeArrangement = isBaselineRelativeArrangement
    self.isLayoutMarginsRelativeArrangement = isLayoutMarginsRelativeArrangement
  }
}

/// The dump's `"wrap"`: a text's single-line width and line height in points, and its line
/// limit (0: none).
///
/// Example: `LayoutDumpWrap(naturalWidth: 442, lineHeight: 20.5, lines: 0)`.
public struct LayoutDumpWrap: Hashable, Sendable {
  /// The width of the text on one line.
  public var naturalWidth: Double
  /// One line's height.
  public var lineHeight: Double
  /// `numberOfLines` (0: no limit).
  public var lines: Int

  /// Creates the value.
  public init(naturalWidth: Double, lineHeight: Double, lines: Int) {
    self.naturalWidth = naturalWidth
    self.lineHeight = lineHeight
    self.lines = lines
  }
}

/// One `"heightForWidth"` sample: the height a view reports when given `width`, in points.
///
/// Example: `LayoutDumpSizeSample(width: 320, height: 61.5)`.
public struct LayoutDumpSizeSample: Hashable, Sendable {
  /// The width offered.
  public var width: Double
  /// The height reported.
  public var height: Double

  /// Creates a sample.
  public init(width: Double, height: Double) {
    self.width = width
    self.height = height
  }
}

/// One layout guide a view owns, as an adapter reads it.
///
/// Example: `LayoutDumpGuideProperties(object: guide, kind: .safeArea, address: 0x6000,
/// identifier: "UIViewSafeAreaLayoutGuide", layoutFrame: LayoutRect(x: 0, y: 47, width: 390,
/// height: 763))`.
public struct LayoutDumpGuideProperties {
  /// Which guide of the view it is.
  public enum Kind: String, Sendable {
    /// `safeAreaLayoutGuide`.
    case safeArea = "safeAreaLayoutGuide"
    /// `layoutMarginsGuide`.
    case layoutMargins = "layoutMarginsGuide"
    /// `UIScrollView.contentLayoutGuide`.
    case scrollContent = "contentLayoutGuide"
    /// `UIScrollView.frameLayoutGuide`.
    case scrollFrame = "frameLayoutGuide"
    /// A guide the app added (`addLayoutGuide(_:)`).
    case custom
  }

  /// The guide object, as constraints name it.
  public var object: AnyObject
  /// Which guide.
  public var kind: Kind
  /// Its address.
  public var address: UInt
  /// `identifier` (empty when none).
  public var identifier: String
  /// `layoutFrame`, in the owning view's coordinates.
  public var layoutFrame: LayoutRect

  /// Creates the value.
  public init(
    object: AnyObject, kind: Kind, address: UInt, identifier: String, layoutFrame: LayoutRect
  ) {
    self.object = object
    self.kind = kind
    self.address = address
    self.identifier = identifier
    self.layoutFrame = layoutFrame
  }
}

/// A constraint's values other than its items: safe to read whether it is active or not.
///
/// Example: `LayoutDumpConstraintHeader(address: 0x6000, className: "NSLayoutConstraint",
/// isActive: true, firstAttribute: .top, relation: .equal, secondAttribute: .top)`.
public struct LayoutDumpConstraintHeader {
  /// Its address.
  public var address: UInt
  /// Its class (`NSLayoutConstraint`, `NSAutoresizingMaskLayoutConstraint`, ...).
  public var className: String
  /// `identifier`.
  public var identifier: String?
  /// `isActive`.
  public var isActive: Bool
  /// `firstAttribute`.
  public var firstAttribute: LayoutAttribute
  /// `relation`.
  public var relation: LayoutRelation
  /// `secondAttribute` (`notAnAttribute` without a second item).
  public var secondAttribute: LayoutAttribute
  /// `multiplier`.
  public var multiplier: Double
  /// `constant`, in points.
  public var constant: Double
  /// `priority`, 1...1000.
  public var priority: Double

  /// Creates the value.
  public init(
    address: UInt, className: String, identifier: String? = nil, isActive: Bool,
    firstAttribute: LayoutAttribute, relation: LayoutRelation,
    secondAttribute: LayoutAttribute = .notAnAttribute, multiplier: Double = 1,
    constant: Double = 0, priority: Double = 1000
  ) {
    self.address = address
    self.className = className
    self.identifier = identifier
    self.isActive = isActive
    self.firstAttribute = firstAttribute
    self.relation = relation
    self.secondAttribute = secondAttribute
    self.multiplier = multiplier
    self.constant = constant
    self.priority = priority
  }
}
