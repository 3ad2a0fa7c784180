/// The framework that lays a document out, UIKit or AppKit: what its findings call it, and the
/// names it gives the constraints it makes itself.
public enum LayoutFramework: String, Hashable, Sendable {
  /// iOS, iPadOS, tvOS and Mac Catalyst (`UIView`).
  case uiKit = "UIKit"
  /// macOS (`NSView`).
  case appKit = "AppKit"

  /// The framework's name as findings write it: `UIKit`, `AppKit`.
  public var name: String { rawValue }

  /// The identifier of the constraint that fixes a root view's frame on `side` (`Width`,
  /// `Height`, `Left`, `Top`), as the framework names the size a container imposes:
  /// `UIView-Encapsulated-Layout-Width`, and AppKit's `NSView-Encapsulated-Layout-Width` (seen
  /// in AppKit's unsatisfiable-constraints logs for table cell views, e.g.
  /// martinjnash.com/2015/07/02/nsview-encapsulated-layout-width-and-unsatisfiable-constraints).
  public func encapsulatedLayoutIdentifier(_ side: String) -> String {
    (self == .appKit ? "NSView" : "UIView") + "-Encapsulated-Layout-" + side
  }

  /// The framework whose dump names `platform` (`CaptureEnvironment.platform`): AppKit for
  /// `macOS`, UIKit otherwise (Mac Catalyst is UIKit).
  public init(platform: String) {
    self = platform == "macOS" ? .appKit : .uiKit
  }
}
