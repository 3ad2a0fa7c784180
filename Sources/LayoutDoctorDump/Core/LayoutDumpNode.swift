import LayoutModel

/// A view as the capture core sees it: the small protocol a platform adapter (UIKit, AppKit)
/// or a test's fake tree implements. The core walks the tree through it and decides what to
/// read; an adapter only reads properties and never changes the layout. Main-actor isolated,
/// as views are: capture on the main thread.
///
/// Example, a fake view in a test:
///
/// ```swift
/// final class FakeView: LayoutDumpNode {
///   var children: [FakeView] = []
///   var properties = LayoutDumpNodeProperties(address: 0x1, classChain: ["UIView"])
///   var layoutDumpSubviews: [any LayoutDumpNode] { children }
///   var layoutDumpProperties: LayoutDumpNodeProperties { properties }
///   var layoutDumpGuides: [LayoutDumpGuideProperties] { [] }
///   var layoutDumpConstraints: [any LayoutDumpConstraint] { [] }
/// }
/// let document = LayoutDump.capture(FakeView(), environment: .unspecified)
/// ```
@MainActor
public protocol LayoutDumpNode: AnyObject {
  /// The subviews, back to front (`UIView.subviews`). Not read for a SwiftUI hosting view.
  var layoutDumpSubviews: [any LayoutDumpNode] { get }
  /// The view's own properties.
  var layoutDumpProperties: LayoutDumpNodeProperties { get }
  /// The layout guides the view owns, its safe-area and margins guides included
  /// (`UIView.layoutGuides`, `safeAreaLayoutGuide`, `layoutMarginsGuide`).
  var layoutDumpGuides: [LayoutDumpGuideProperties] { get }
  /// The constraints the view holds (`UIView.constraints`), active or not.
  var layoutDumpConstraints: [any LayoutDumpConstraint] { get }
}

/// A constraint as the capture core sees it. The core reads `layoutDumpItems()` and
/// `layoutDumpDescription` only for an active constraint: reading the items of an inactive
/// one can crash on device (its items may be gone).
///
/// Example: `if constraint.layoutDumpHeader.isActive { _ = constraint.layoutDumpItems() }`.
@MainActor
public protocol LayoutDumpConstraint {
  /// Everything but the items: safe to read for any constraint.
  var layoutDumpHeader: LayoutDumpConstraintHeader { get }
  /// `NSLayoutConstraint.firstItem` and `secondItem`; called for active constraints only.
  func layoutDumpItems() -> (first: AnyObject?, second: AnyObject?)
  /// `NSLayoutConstraint.description`, verbatim; read for active constraints only.
  var layoutDumpDescription: String { get }
}
