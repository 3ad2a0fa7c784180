import LayoutModel

/// One operand of a constraint description: a view or layout guide as the log names it.
///
/// The forms are `Class:0xADDR`, `Class:0xADDR'text'` (a label, button or guide name; the
/// text may hold apostrophes, be cut to 25 characters plus `...`, or carry `\Uxxxx` escapes,
/// which are decoded), a bare name (a visual-format binding name or an accessibility
/// identifier, resolved through the description's `names:` list), and `|`, the superview of a
/// visual-format body (resolved through the `'|'` entry of `names:`).
public struct ConstraintDescriptionItem: Hashable, Sendable, CustomStringConvertible {
  /// The class as printed (`UIView`, `App.ViewA`, `NSKVONotifying_AppRoundedViewA`), or `nil`
  /// when the item is known only by a name.
  public var className: String?
  /// The address as printed, lowercase with the `0x` prefix (`0x7fcdaff031e0`), or `nil`.
  public var address: String?
  /// The quoted text after the address (`Text1`, `UIViewLayoutMarginsGuide`), decoded.
  public var text: String?
  /// The name the body used instead of `Class:0xADDR` (`title_label`, `bar background`,
  /// `AppCellImages-a...`), if any.
  public var name: String?
  /// Whether this is the superview `|` of a visual-format body.
  public var isSuperview: Bool

  /// Creates an item.
  public init(
    className: String? = nil, address: String? = nil, text: String? = nil, name: String? = nil,
    isSuperview: Bool = false
  ) {
    self.className = className
    self.address = address
    self.text = text
    self.name = name
    self.isSuperview = isSuperview
  }

  /// The superview `|` of a visual-format body, before resolution.
  public static let superview = ConstraintDescriptionItem(isSuperview: true)

  /// The item as the log prints it: `UIView:0x7fcdaff031e0`, `UILabel:0x1'Text1'`,
  /// `title_label`, `|`.
  public var description: String {
    if let className, let address {
      return "\(className):\(address)" + (text.map { "'\($0)'" } ?? "")
    }
    if let name { return name }
    if isSuperview { return "|" }
    return className ?? address ?? "?"
  }

  /// Whether the name has been cut by UIKit (`AppLabelWithBorderNumber...`).
  public var isTruncatedName: Bool { name?.hasSuffix("...") ?? false }

  /// Whether the text has been cut by UIKit (25 characters plus `...`).
  public var isTruncatedText: Bool { text?.hasSuffix("...") ?? false }

  /// Whether the item is a layout guide or a stack-view spacer rather than a view
  /// (`UILayoutGuide`, `_UILayoutGuide`, `_UILayoutSpacer`, `NSLayoutGuide`).
  public var isLayoutGuide: Bool {
    guard let className else { return false }
    return className.hasSuffix("LayoutGuide") || className == "_UILayoutSpacer"
  }

  /// Whether UIKit or AppKit made the item (a class named `UI...`, `_UI...`, `NS...`,
  /// `_NS...`, `CA...`, `WK...`, `MK...`, `AV...` and the like, and the input system's private
  /// classes of `View.privateInputSystemClasses`) rather than the app.
  ///
  /// KVO subclasses (`NSKVONotifying_X`) are judged by `X`; Swift classes with a module prefix
  /// (`App.ViewA`) or a mangled name (`_TtC...`) are the app's unless the module is a system
  /// one. An item known only by a name is the app's (names come from the app's code or
  /// accessibility identifiers) unless the name itself is a framework class name.
  public var isFrameworkInternal: Bool {
    if let className { return Self.isFrameworkClassName(className) }
    if let name { return Self.isFrameworkClassName(name) }
    return false
  }

  /// Whether the item is one of the framework's private views, whose mask and constraints the
  /// app cannot change (`View.isFrameworkPrivate(className:)` of its class, or of its name when
  /// it has no class).
  public var isFrameworkPrivate: Bool {
    guard let className = className ?? name else { return false }
    return View.isFrameworkPrivate(className: className)
  }

  /// Whether the item was written by the app (the opposite of `isFrameworkInternal`, and
  /// `false` for an unresolved superview).
  public var isAppDefined: Bool { !isFrameworkInternal && !(isSuperview && address == nil) }

  static let frameworkPrefixes = [
    "UI", "NS", "CA", "WK", "MK", "AV", "SK", "SCN", "PK", "CN", "QL", "SF", "SPUI", "FI_T",
  ]
  static let systemModules: Set<String> = [
    "SwiftUI", "UIKit", "AppKit", "UIKitCore", "Foundation", "MapKit", "WebKit", "SafariServices",
  ]

  static func isFrameworkClassName(_ raw: String) -> Bool {
    var name = Substring(raw)
    for kvo in ["NSKVONotifying_", "_NSKVONotifying_"] where name.hasPrefix(kvo) {
      name = name.dropFirst(kvo.count)
    }
    if let dot = name.firstIndex(of: ".") {
      return systemModules.contains(String(name[..<dot]))
    }
    if name.hasPrefix("_Tt") {
      return systemModules.contains { name.contains($0) }
    }
    if View.privateInputSystemClasses.contains(String(name)) { return true }
    while name.hasPrefix("_") { name = name.dropFirst() }
    for prefix in frameworkPrefixes where name.hasPrefix(prefix) {
      let rest = name.dropFirst(prefix.count)
      guard let next = rest.first else { return false }
      if next.isUppercase || next == "_" { return true }
    }
    return false
  }
}
