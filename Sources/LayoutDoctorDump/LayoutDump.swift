import Foundation
import LayoutModel

/// Captures an app's live view hierarchy with its constraints as a layout dump (JSON version 2,
/// `layout-dump(5)`), for `layout-doctor` to analyse without the device.
///
/// Capture on the main thread after `layoutIfNeeded()`; capturing only reads properties and
/// never changes the layout. On iOS, tvOS and Mac Catalyst `UIView` is a `LayoutDumpNode`,
/// on macOS `NSView`; anything else can be captured by implementing `LayoutDumpNode`.
///
/// Example, from the debugger:
///
/// ```
/// (lldb) po LayoutDump.json(of: view.window!)
/// ```
public enum LayoutDump {
  /// Captures the tree under `root` (`root` included).
  ///
  /// Views get ids from their `accessibilityIdentifier` when it is unique in the tree, else
  /// from their class and index path (`UILabel-0-2-1`). Subviews of SwiftUI hosting views are
  /// not captured (the hosting view says so); constraints UIKit makes from a view's own
  /// properties (autoresizing masks, intrinsic sizes, margins and safe-area guides) are left
  /// out because the analysis rebuilds them; inactive constraints are kept without their
  /// items, which are never read.
  ///
  /// - Parameters:
  ///   - root: the window, or any view.
  ///   - environment: the platform, screen and traits; the root size is taken from `root`.
  /// - Returns: the document; `json(_:)` writes it.
  ///
  /// Example: `let document = LayoutDump.capture(window, environment: .unspecified)`.
  @MainActor
  public static func capture(
    _ root: any LayoutDumpNode, environment: CaptureEnvironment
  ) -> LayoutDumpDocument {
    LayoutDumpCapture.capture(root, environment: environment)
  }

  /// The document as JSON dump version 2: deterministic bytes (fixed key order, one view,
  /// guide or constraint a line, defaults left out), UTF-8.
  ///
  /// Example: `print(LayoutDump.json(LayoutDump.capture(root, environment: .unspecified)))`.
  public static func json(_ document: LayoutDumpDocument) -> String {
    LayoutDumpJSONWriter.write(document)
  }

  /// Captures `root` and returns the JSON, for `po` in the debugger or a test's attachment.
  ///
  /// Example: `po LayoutDump.json(of: view.window!)`.
  @MainActor
  public static func json(
    of root: any LayoutDumpNode, environment: CaptureEnvironment = .unspecified
  ) -> String {
    json(capture(root, environment: environment))
  }

  /// Writes the document's JSON to `url` atomically: a reader never sees half a file.
  ///
  /// - Throws: Foundation's error when the file cannot be written (missing folder, no
  ///   permission); nothing is left at `url` then.
  ///
  /// Example: `try LayoutDump.write(document, to: URL(fileURLWithPath: "/tmp/screen.json"))`.
  public static func write(_ document: LayoutDumpDocument, to url: URL) throws {
    try Data(json(document).utf8).write(to: url, options: .atomic)
  }
}
