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
