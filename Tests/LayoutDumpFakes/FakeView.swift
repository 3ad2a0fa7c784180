import LayoutDoctorDump
import LayoutModel

/// Fake view trees for the capture core's tests and benchmark: what a UIKit adapter would
/// read, set by hand.
///
/// A view of a fake tree.
public final class FakeView: LayoutDumpNode {
  /// What the adapter would read.
  public var properties: LayoutDumpNodeProperties
  /// The subviews, back to front.
  public var children: [FakeView] = []
  /// The guides the view owns.
  public var guides: [LayoutDumpGuideProperties] = []
  /// The constraints the view holds.
  public var constraints: [FakeConstraint] = []
  /// How often the core asked for the subviews (a hosting view's must never be asked).
  public var subviewReads = 0

  /// A view at `address` of the given classes; `translatesAutoresizingMaskIntoConstraints`
  /// is false (set it for views UIKit makes).
  public init(_ address: UInt, _ classChain: [String] = ["UIView", "UIResponder", "NSObject"]) {
    properties = LayoutDumpNodeProperties(address: address, classChain: classChain)
    properties.translatesAutoresizingMaskIntoConstraints = false
  }

  /// Sets the frame (and bounds) in points.
  @discardableResult
  public func frame(_ x: Double, _ y: Double, _ width: Double, _ height: Double) -> FakeView {
    properties.frame = LayoutRect(x: x, y: y, width: width, height: height)
    properties.bounds = LayoutRect(x: 0, y: 0, width: width, height: height)
    return self
  }

  /// Appends a subview.
  public func add(_ child: FakeView) { children.append(child) }

  /// The subviews, counting the read.
  public var layoutDumpSubviews: [any LayoutDumpNode] {
    subviewReads += 1
    return children
  }
  /// `properties`.
  public var layoutDumpProperties: LayoutDumpNodeProperties { properties }
  /// `guides`.
  public var layoutDumpGuides: [LayoutDumpGuideProperties] { guides }
  /// `constraints`.
  public var layoutDumpConstraints: [any LayoutDumpConstraint] { constraints }

  /// Adds the safe-area and margins guides UIKit gives every view.
  public func addBuiltInGuides(safeArea: LayoutRect, margins: LayoutRect, base: UInt) {
    guides.append(
      LayoutDumpGuideProperties(
        object: FakeGuide(), kind: .safeArea, address: base,
        identifier: "UIViewSafeAreaLayoutGuide", layoutFrame: safeArea))
    guides.append(
      LayoutDumpGuideProperties(
        object: FakeGuide(), kind: .layoutMargins, address: base + 1,
        identifier: "UIViewLayoutMarginsGuide", layoutFrame: margins))
  }

  /// The guide object of the given kind (the first one).
  public func guide(_ kind: LayoutDumpGuideProperties.Kind) -> AnyObject {
    guides.first { $0.kind == kind }!.object
  }
}

/// A guide object: constraints name it by identity.
public final class FakeGuide {
  /// A guide.
  public init() {}
}

/// A constraint of a fake tree; counts reads of its items, which must never happen while it
/// is inactive.
public final class FakeConstraint: LayoutDumpConstraint {
  /// Everything but the items.
  public var header: LayoutDumpConstraintHeader
  /// The first item.
  public var first: AnyObject?
  /// The second item.
  public var second: AnyObject?
  /// How often the items were read.
  public var itemReads = 0
  /// How often the description was read.
  public var descriptionReads = 0
  /// The description.
  public var text: String

  /// A constraint; the second attribute is `notAnAttribute` without a second item.
  public init(
    _ address: UInt, _ first: AnyObject, _ firstAttribute: LayoutAttribute,
    _ relation: LayoutRelation = .equal, _ second: AnyObject? = nil,
    _ secondAttribute: LayoutAttribute = .notAnAttribute, multiplier: Double = 1,
    constant: Double = 0, priority: Double = 1000, identifier: String? = nil,
    className: String = "NSLayoutConstraint", isActive: Bool = true, description: String = ""
  ) {
    header = LayoutDumpConstraintHeader(
      address: address, className: className, identifier: identifier, isActive: isActive,
      firstAttribute: firstAttribute, relation: relation,
      secondAttribute: second == nil ? .notAnAttribute : secondAttribute,
      multiplier: multiplier, constant: constant, priority: priority)
    self.first = first
    self.second = second
    text = description
  }

  /// `header`.
  public var layoutDumpHeader: LayoutDumpConstraintHeader { header }
  /// The items, counting the read.
  public func layoutDumpItems() -> (first: AnyObject?, second: AnyObject?) {
    itemReads += 1
    return (first, second)
  }
  /// The description, counting the read.
  public var layoutDumpDescription: String {
    descriptionReads += 1
    return text
  }
}
