import LayoutModel

extension ConstraintDescription {
  /// Who made the constraint, judged from its identifier, class and items.
  ///
  /// In order:
  /// 1. Encapsulated layout: identifiers `UIView-Encapsulated-Layout-*`,
  ///    `NSView-Encapsulated-Layout-*` (any `*-Encapsulated-Layout-*`) and
  ///    `_UITemporaryLayoutWidth/Height` (container-imposed sizes, even on an autoresizing
  ///    constraint).
  /// 2. Stack view: identifiers `UISV-*` and `NSStackView.*`.
  /// 3. Layout margins: `UIView-*Margin-guide-constraint`; safe area:
  ///    `UIViewSafeAreaLayoutGuide-*`.
  /// 4. Autoresizing mask: class `NSAutoresizingMaskLayoutConstraint`.
  /// 5. Content size: class `NSContentSizeLayoutConstraint`.
  /// 6. Other system: framework identifiers (navigation bar `BIB_*`, `CB_*`, `Mask*`,
  ///    `UINav*`, keyboard `assistant*`/`accessoryView.*`/`inputView.*`/`UIInput*`
  ///    (`UIInputWindowController-top`), fitting-size
  ///    `fittingSize*`, `IB auto generated ...`, `NSWindow-*`,
  ///    `NSSplitViewItem.*`, `UIButtonBar.*`, `IB_*`, `TB_*`), the classes
  ///    `_UILayoutSupportConstraint` and `NSIBPrototypingLayoutConstraint`, and plain
  ///    `NSLayoutConstraint`s without an identifier whose items are all framework-internal,
  ///    at least one of them private (`_`-prefixed, layout guides aside) or of the input system.
  /// 7. Otherwise the app made it (`.user`); so do SnapKit and Masonry constraints.
  public var origin: ConstraintOrigin {
    if let identifier, let origin = Self.madeByUIKit(identifier: identifier),
      origin != .otherSystem
    {
      return origin
    }
    if isAutoresizingMaskConstraint { return .autoresizingMask }
    if isContentSizeConstraint { return .contentSize }
    if let identifier, Self.isSystemIdentifier(identifier) { return .otherSystem }
    if className == "_UILayoutSupportConstraint" || className == "NSIBPrototypingLayoutConstraint" {
      return .otherSystem
    }
    if identifier == nil, className == nil || className == "NSLayoutConstraint" {
      let items = equation.items.filter { !($0.isSuperview && $0.address == nil) }
      if !items.isEmpty, items.allSatisfy(\.isFrameworkInternal),
        items.contains(where: Self.isPrivateItem)
      {
        return .otherSystem
      }
    }
    return .user
  }

  /// Who made a constraint with this identifier, when the identifier is one UIKit or AppKit
  /// gives its own constraints (steps 1 to 3 and the identifiers of step 6 of `origin`); `nil`
  /// for any other identifier. Listings and JSON dumps take a constraint's origin from this.
  public static func madeByUIKit(identifier: String) -> ConstraintOrigin? {
    if identifier.contains("-Encapsulated-Layout-") || identifier.hasPrefix("_UITemporaryLayout") {
      return .encapsulatedLayout
    }
    if identifier.hasPrefix("UISV-") || identifier.hasPrefix("NSStackView.") { return .stackView }
    if identifier.hasPrefix("UIView-"), identifier.hasSuffix("Margin-guide-constraint") {
      return .layoutMargins
    }
    if identifier.hasPrefix("UIViewSafeAreaLayoutGuide") { return .safeArea }
    return isSystemIdentifier(identifier) ? .otherSystem : nil
  }

  static let systemIdentifierPrefixes = [
    "BIB_", "CB_", "Mask_", "MaskEV_", "UINav", "IB_", "TB_", "NSWindow-", "NSSplitViewItem.",
    "UIButtonBar.", "IB auto generated", "assistantView.", "accessoryView.", "UIView-",
    "UIInput", "UIKB", "_UI", "inputView.", "fittingSize",
  ]
  static let systemIdentifiers: Set<String> = ["assistantHeight"]

  static func isSystemIdentifier(_ identifier: String) -> Bool {
    systemIdentifiers.contains(identifier)
      || systemIdentifierPrefixes.contains { identifier.hasPrefix($0) }
  }

  static func isPrivateItem(_ item: ConstraintDescriptionItem) -> Bool {
    guard let className = item.className ?? item.name,
      !item.isLayoutGuide || className == "_UILayoutSpacer"
    else { return false }
    return View.isFrameworkPrivate(className: className)
  }
}
