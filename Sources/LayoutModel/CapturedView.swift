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
