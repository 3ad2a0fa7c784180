/// What a captured dump (JSON version 2, `layout-dump(5)`) records about a view beyond what
/// the layout needs: the view's identity in the running app and the values UIKit or AppKit
/// reported, kept so that a dump read back writes the same bytes and so that console reports
/// can be matched to views by address.
///
/// Lengths are in points, in the view's own coordinates for `bounds` and in its superview's
/// for `UIView.frame`.
public struct CapturedView: Hashable, Sendable {
  /// The address as console logs print it (`0x7fcdaff03e10`).
  public var address: String
  /// The class and its superclasses, most derived first (`["UILabel", "UIView",
  /// "UIResponder", "NSObject"]`).
  public var classChain: [String]
  /// `UIView.bounds` / `NSView.bounds`.
  public var bounds: LayoutRect
  /// `UIView.alpha` / `NSView.alphaValue`, 0...1.
  public var alpha: Double
  /// `UIView.directionalLayoutMargins`, when the platform has it.
  public var directionalLayoutMargins: DirectionalEdgeInsets?
  /// `UIView.preservesSuperviewLayoutMargins`.
  public var preservesSuperviewLayoutMargins: Bool
  /// `UIView.insetsLayoutMarginsFromSafeArea`.
  public var insetsLayoutMarginsFromSafeArea: Bool
  /// `UIView.effectiveUserInterfaceLayoutDirection`.
  public var effectiveLayoutDirection: LayoutDirection
  /// `UIView.hasAmbiguousLayout`, as the app's engine saw it.
  public var hasAmbiguousLayout: Bool
  /// `UILabel.numberOfLines` (0: no limit); `nil` for views that are not labels.
  public var numberOfLines: Int?
  /// `UILabel.preferredMaxLayoutWidth` in points (0: none set); `nil` for non-labels.
  public var preferredMaxLayoutWidth: Double?
  /// A scroll view's content size and insets; `nil` for other views.
  public var scroll: CapturedScrollState?
  /// The view's safe-area guide (`UIView.safeAreaLayoutGuide`), when captured.
  public var safeAreaGuide: CapturedGuide?
  /// The view's layout-margins guide (`UIView.layoutMarginsGuide`), when captured.
  public var layoutMarginsGuide: CapturedGuide?
  /// Why the view's subviews were not captured (a SwiftUI hosting view), if they were not.
  public var subviewsNotCaptured: String?

  /// Creates a record with UIKit's defaults for everything but the address and classes.
  public init(
    address: String, classChain: [String], bounds: LayoutRect = .zero, alpha: Double = 1,
    directionalLayoutMargins: DirectionalEdgeInsets? = nil,
    preservesSuperviewLayoutMargins: Bool = false, insetsLayoutMarginsFromSafeArea: Bool = true,
    effectiveLayoutDirection: LayoutDirection = .leftToRight, hasAmbiguousLayout: Bool = false,
    numberOfLines: Int? = nil, preferredMaxLayoutWidth: Double? = nil,
    scroll: CapturedScrollState? = nil, safeAreaGuide: CapturedGuide? = nil,
    layoutMarginsGuide: CapturedGuide? = nil, subviewsNotCaptured: String? = nil
  ) {
    self.address = address
    self.classChain = classChain
    self.bounds = bounds
    self.alpha = alpha
    self.directionalLayoutMargins = directionalLayoutMargins
    self.preservesSuperviewLayoutMargins = preservesSuperviewLayoutMargins
    self.insetsLayoutMarginsFromSafeArea = insetsLayoutMarginsFromSafeArea
    self.effectiveLayoutDirection = effectiveLayoutDirection
    self.hasAmbiguousLayout = hasAmbiguousLayout
    self.numberOfLines = numberOfLines
    self.preferredMaxLayoutWidth = preferredMaxLayoutWidth
    self.scroll = scroll
    self.safeAreaGuide = safeAreaGuide
    self.layoutMarginsGuide = layoutMarginsGuide
    self.subviewsNotCaptured = subviewsNotCaptured
  }
}

/// Insets by reading direction (`NSDirectionalEdgeInsets`), in points.
public struct DirectionalEdgeInsets: Hashable, Sendable {
  /// Top inset.
  public var top: Double
  /// Leading inset (left in left-to-right layouts).
  public var leading: Double
  /// Bottom inset.
  public var bottom: Double
  /// Trailing inset.
  public var trailing: Double

  /// Creates insets.
  public init(top: Double, leading: Double, bottom: Double, trailing: Double) {
    self.top = top
    self.leading = leading
    self.bottom = bottom
    self.trailing = trailing
  }
}

/// A scroll view's state as captured (`UIScrollView.contentSize`, `contentInset`,
/// `adjustedContentInset`), in points.
public struct CapturedScrollState: Hashable, Sendable {
  /// `UIScrollView.contentSize`: width and height.
  public var contentWidth: Double
  /// See `contentWidth`.
  public var contentHeight: Double
  /// `UIScrollView.contentInset`.
  public var contentInset: EdgeInsets
  /// `UIScrollView.adjustedContentInset` (the content inset plus the safe area UIKit adds).
  public var adjustedContentInset: EdgeInsets

  /// Creates the state.
  public init(
    contentWidth: Double, contentHeight: Double, contentInset: EdgeInsets = .zero,
    adjustedContentInset: EdgeInsets = .zero
  ) {
    self.contentWidth = contentWidth
    self.contentHeight = contentHeight
    self.contentInset = contentInset
    self.adjustedContentInset = adjustedContentInset
  }
}

/// A layout guide as captured (`UILayoutGuide`): its address, identifier and `layoutFrame`
/// (in the owning view's coordinates, points).
public struct CapturedGuide: Hashable, Sendable {
  /// The address as console logs print it.
  public var address: String
  /// `UILayoutGuide.identifier` (`UIViewSafeAreaLayoutGuide`); empty when none was set.
  public var identifier: String
  /// `UILayoutGuide.layoutFrame`.
  public var layoutFrame: LayoutRect

  /// Creates a record.
  public init(address: String, identifier: String, layoutFrame: LayoutRect) {
    self.address = address
    self.identifier = identifier
    self.layoutFrame = layoutFrame
  }
}

/// What a captured dump records about a constraint beyond its equation: its identity in the
/// running app and the description UIKit printed for it.
public struct CapturedConstraint: Hashable, Sendable {
  /// The address as console logs print it (`0x600003e4c0a0`).
  public var address: String
  /// The class (`NSLayoutConstraint`, `NSContentSizeLayoutConstraint`, ...).
  public var className: String
  /// The verbatim `description`, as `po` and console logs print it; `nil` for an inactive
  /// constraint, whose items are never read.
  public var description: String?

  /// Creates a record.
  public init(address: String, className: String, description: String? = nil) {
    self.address = address
    self.className = className
    self.description = description
  }
}

/// An inactive constraint as captured: its items were not read (reading the items of an
/// inactive constraint can crash on device), so it is kept for reporting only, outside the
/// layout.
public struct InactiveConstraint: Hashable, Sendable {
  /// Address and class.
  public var capture: CapturedConstraint
  /// `NSLayoutConstraint.identifier`.
  public var identifier: String?
  /// `firstAttribute` and `secondAttribute` (`notAnAttribute` without a second item).
  public var firstAttribute: LayoutAttribute
  /// See `firstAttribute`.
  public var secondAttribute: LayoutAttribute
  /// The relation.
  public var relation: LayoutRelation
  /// The multiplier.
  public var multiplier: Double
  /// The constant, in points.
  public var constant: Double
  /// The priority, 1...1000.
  public var priority: LayoutPriority
  /// Where it was read.
  public var location: SourceLocation?

  /// Creates a record.
  public init(
    capture: CapturedConstraint, identifier: String?, firstAttribute: LayoutAttribute,
    secondAttribute: LayoutAttribute, relation: LayoutRelation, multiplier: Double,
    constant: Double, priority: LayoutPriority, location: SourceLocation? = nil
  ) {
    self.capture = capture
    self.identifier = identifier
    self.firstAttribute = firstAttribute
    self.secondAttribute = secondAttribute
    self.relation = relation
    self.multiplier = multiplier
    self.constant = constant
    self.priority = priority
    self.location = location
  }
}

/// Where and how a dump was captured: the document keys of JSON version 2. Strings are the
/// platform's own names (`iOS`, `phone`, `compact`, `UICTContentSizeCategoryL`).
public struct CaptureEnvironment: Hashable, Sendable {
  /// `iOS`, `tvOS`, `macCatalyst`, `macOS`, or what a test harness names itself.
  public var platform: String
  /// The operating system's version (`18.2`).
  public var osVersion: String
  /// `UIScreen.scale` / `NSScreen.backingScaleFactor` (points to pixels).
  public var screenScale: Double
  /// The root view's size in points.
  public var rootWidth: Double
  /// See `rootWidth`.
  public var rootHeight: Double
  /// `UITraitCollection.userInterfaceIdiom` (`phone`, `pad`, `tv`, `mac`, `unspecified`).
  public var userInterfaceIdiom: String
  /// `UITraitCollection.horizontalSizeClass` (`compact`, `regular`, `unspecified`).
  public var horizontalSizeClass: String
  /// `UITraitCollection.verticalSizeClass`.
  public var verticalSizeClass: String
  /// `UITraitCollection.preferredContentSizeCategory` raw value.
  public var contentSizeCategory: String

  /// Creates an environment.
  public init(
    platform: String, osVersion: String, screenScale: Double, rootWidth: Double,
    rootHeight: Double, userInterfaceIdiom: String = "unspecified",
    horizontalSizeClass: String = "unspecified", verticalSizeClass: String = "unspecified",
    contentSizeCategory: String = "unspecified"
  ) {
    self.platform = platform
    self.osVersion = osVersion
    self.screenScale = screenScale
    self.rootWidth = rootWidth
    self.rootHeight = rootHeight
    self.userInterfaceIdiom = userInterfaceIdiom
    self.horizontalSizeClass = horizontalSizeClass
    self.verticalSizeClass = verticalSizeClass
    self.contentSizeCategory = contentSizeCategory
  }
}
