/// The iPhone and iPad screens a layout is checked at (`--device iphone-16`), and Interface
/// Builder's device ids (`<device id="retina6_12"/>`) mapped to them.
///
/// Sources, per column:
/// - Sizes (points, portrait): Apple's Human Interface Guidelines, "Layout", the table of iOS
///   and iPadOS device screen sizes. Interface Builder's root-view sizes per device id agree
///   (read off saved documents: `retina4_0` 320 × 568 … `ipad12_9rounded` 1024 × 1366).
/// - Safe-area insets (points): Apple documents no table. The values are those UIKit reports
///   for a full-screen root view on each device's simulator with the status bar shown
///   (portrait: status bar or sensor housing on top, home indicator at the bottom; landscape:
///   the housing's inset on both sides, the home indicator's 21 at the bottom, no status bar
///   on an iPhone), and agree with the insets read back from Interface Builder documents
///   (`retina4_7` top 20, `retina5_9` top 50 bottom 34, `retina6_1` top 48, `retina6_12` top 59
///   bottom 34). **Inferred**, not documented; they differ between OS versions (an iPhone 11
///   reported a 44-point top before iOS 14, 48 since), so a reader that can derive a
///   document's insets from its own frames should prefer those.
/// - Root layout margins (points): UIKit's `directionalLayoutMargins` documentation: a view
///   controller's root view has top and bottom margins of 0 and leading and trailing margins
///   of "either 16 or 20 points" by size class (`systemMinimumLayoutMargins`). Which device
///   gets 20 is **inferred** from observed layouts: every iPad, and the iPhones at least 414
///   points wide (the Plus and Max models, iPhone 11); 16 on the others (Interface Builder
///   documents of 375-wide scenes need 16).
public enum DeviceCatalogue {
  /// One device's screen as a layout sees it.
  public struct Device: Hashable, Sendable {
    /// Phone or tablet.
    public enum Idiom: String, Hashable, Sendable {
      case phone, pad
    }

    /// Which way the device is held.
    public enum Orientation: String, Hashable, Sendable, CaseIterable {
      case portrait, landscape
    }

    /// The kebab-case name `--device` takes (`iphone-16`).
    public var name: String
    /// The model the entry stands for, as Apple names it (`iPhone 16`); one entry serves every
    /// model of the same size and insets.
    public var model: String
    /// Phone or tablet.
    public var idiom: Idiom
    /// The screen's width in portrait, in points.
    public var width: Double
    /// The screen's height in portrait, in points.
    public var height: Double
    /// A full-screen root view's safe-area insets in portrait, in points.
    public var safeAreaInsets: EdgeInsets
    /// A full-screen root view's safe-area insets in landscape, in points.
    public var landscapeSafeAreaInsets: EdgeInsets
    /// A view controller's root view's layout margins, measured from its safe area
    /// (`systemMinimumLayoutMargins`), in points.
    public var rootLayoutMargins: EdgeInsets
    /// Interface Builder's ids of this screen (`retina6_12`), empty when none maps here.
    public var interfaceBuilderIDs: [String]

    /// Creates an entry.
    public init(
      name: String, model: String, idiom: Idiom, width: Double, height: Double,
      safeAreaInsets: EdgeInsets, landscapeSafeAreaInsets: EdgeInsets,
      rootLayoutMargins: EdgeInsets, interfaceBuilderIDs: [String] = []
    ) {
      self.name = name
      self.model = model
      self.idiom = idiom
      self.width = width
      self.height = height
      self.safeAreaInsets = safeAreaInsets
      self.landscapeSafeAreaInsets = landscapeSafeAreaInsets
      self.rootLayoutMargins = rootLayoutMargins
      self.interfaceBuilderIDs = interfaceBuilderIDs
    }

    /// The screen's size held `orientation`, in points: landscape swaps width and height.
    public func size(_ orientation: Orientation) -> (width: Double, height: Double) {
      orientation == .portrait ? (width, height) : (height, width)
    }

    /// The safe-area insets held `orientation`, in points.
    public func safeAreaInsets(_ orientation: Orientation) -> EdgeInsets {
      orientation == .portrait ? safeAreaInsets : landscapeSafeAreaInsets
    }
  }

  /// Every entry: iPhones, then iPads, each from the smallest screen.
  public static let devices: [Device] = [
    phone("iphone-se-1", "iPhone SE (1st generation)", 320, 568, top: 20, ib: ["retina4_0"]),
    phone("iphone-se", "iPhone SE (2nd and 3rd generation)", 375, 667, top: 20, ib: ["retina4_7"]),
    phone("iphone-8-plus", "iPhone 8 Plus", 414, 736, top: 20, ib: ["retina5_5"]),
    phone("iphone-x", "iPhone X, XS and 11 Pro", 375, 812, top: 44, housing: true),
    phone("iphone-mini", "iPhone 13 mini", 375, 812, top: 50, housing: true, ib: ["retina5_9"]),
    phone("iphone-11", "iPhone 11 and XR", 414, 896, top: 48, housing: true, ib: ["retina6_1"]),
    phone("iphone-14", "iPhone 14, 13 and 12", 390, 844, top: 47, housing: true),
    phone(
      "iphone-14-plus", "iPhone 14 Plus and 13 Pro Max", 428, 926, top: 47, housing: true,
      ib: ["retina6_7"]),
    phone("iphone-16", "iPhone 16", 393, 852, top: 59, housing: true, ib: ["retina6_12"]),
    phone("iphone-16-plus", "iPhone 16 Plus", 430, 932, top: 59, housing: true),
    phone("iphone-16-pro", "iPhone 16 Pro", 402, 874, top: 62, housing: true),
    phone("iphone-16-pro-max", "iPhone 16 Pro Max", 440, 956, top: 62, housing: true),
    pad("ipad-mini", "iPad mini (6th generation)", 744, 1133, top: 24, bottom: 20),
    pad("ipad-9-7", "iPad 9.7-inch", 768, 1024, top: 20, bottom: 0, ib: ["ipad9_7"]),
    pad("ipad", "iPad (10th generation)", 820, 1180, top: 24, bottom: 20),
    pad("ipad-air-11", "iPad Air 11-inch", 820, 1180, top: 24, bottom: 20),
    pad("ipad-pro-10-5", "iPad Pro 10.5-inch", 834, 1112, top: 20, bottom: 0, ib: ["ipad10_5"]),
    pad("ipad-pro-11", "iPad Pro 11-inch (M4)", 834, 1210, top: 24, bottom: 20),
    pad("ipad-air-13", "iPad Air 13-inch", 1024, 1366, top: 24, bottom: 20),
    pad(
      "ipad-pro-12-9", "iPad Pro 12.9-inch (3rd generation and later)", 1024, 1366, top: 24,
      bottom: 20, ib: ["ipad12_9rounded"]),
    pad("ipad-pro-13", "iPad Pro 13-inch (M4)", 1032, 1376, top: 24, bottom: 20),
  ]

  /// The names `--device` takes, in catalogue order.
  public static var names: [String] { devices.map(\.name) }

  /// The entry named `name` (`iphone-16`; any case, and spaces for dashes: `iPhone 16`), or
  /// `nil`.
  public static func device(named name: String) -> Device? {
    let key = String(name.lowercased().map { $0 == " " ? "-" : $0 })
    return devices.first { $0.name == key }
  }

  /// The entry for Interface Builder's device id (`<device id="retina6_12"/>`), or `nil` for an
  /// id the catalogue does not know.
  public static func device(interfaceBuilderID id: String) -> Device? {
    devices.first { $0.interfaceBuilderIDs.contains(id) }
  }

  /// An iPhone: `top` under the status bar or sensor housing in portrait; with a `housing`
  /// (Face ID models), the home indicator's 34 at the bottom, and in landscape the housing's
  /// inset on both sides and 21 at the bottom; without, no inset in landscape (the status bar
  /// is hidden). Margins 20 from 414 points wide, else 16.
  private static func phone(
    _ name: String, _ model: String, _ width: Double, _ height: Double, top: Double,
    housing: Bool = false, ib: [String] = []
  ) -> Device {
    let margin: Double = width >= 414 ? 20 : 16
    return Device(
      name: name, model: model, idiom: .phone, width: width, height: height,
      safeAreaInsets: EdgeInsets(top: top, left: 0, bottom: housing ? 34 : 0, right: 0),
      landscapeSafeAreaInsets: housing
        ? EdgeInsets(top: 0, left: top, bottom: 21, right: top) : .zero,
      rootLayoutMargins: EdgeInsets(top: 0, left: margin, bottom: 0, right: margin),
      interfaceBuilderIDs: ib)
  }

  /// An iPad: the same insets in both orientations (status bar on top, home indicator at the
  /// bottom of the Face ID models); margins 20.
  private static func pad(
    _ name: String, _ model: String, _ width: Double, _ height: Double, top: Double,
    bottom: Double, ib: [String] = []
  ) -> Device {
    let insets = EdgeInsets(top: top, left: 0, bottom: bottom, right: 0)
    return Device(
      name: name, model: model, idiom: .pad, width: width, height: height,
      safeAreaInsets: insets, landscapeSafeAreaInsets: insets,
      rootLayoutMargins: EdgeInsets(top: 0, left: 20, bottom: 0, right: 20),
      interfaceBuilderIDs: ib)
  }
}
