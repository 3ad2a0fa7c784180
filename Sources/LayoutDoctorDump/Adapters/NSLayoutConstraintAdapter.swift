#if canImport(UIKit) || (canImport(AppKit) && !targetEnvironment(macCatalyst))
  import LayoutModel
  #if canImport(UIKit)
    import UIKit
  #else
    import AppKit
  #endif

  // What UIKit and AppKit share: `NSLayoutConstraint` and `CGRect` (`NSRect`). Each read is
  // cited from UIKit's documentation; AppKit's pages are the same under
  // https://developer.apple.com/documentation/appkit/nslayoutconstraint.

  extension NSLayoutConstraint: LayoutDumpConstraint {
    /// Everything but the items; never touches `firstItem` or `secondItem`.
    public var layoutDumpHeader: LayoutDumpConstraintHeader {
      LayoutDumpConstraintHeader(
        address: UInt(bitPattern: ObjectIdentifier(self)),
        className: NSStringFromClass(type(of: self)),
        // https://developer.apple.com/documentation/uikit/nslayoutconstraint/identifier
        identifier: identifier,
        // https://developer.apple.com/documentation/uikit/nslayoutconstraint/isactive
        isActive: isActive,
        // https://developer.apple.com/documentation/uikit/nslayoutconstraint/firstattribute
        firstAttribute: LayoutAttribute(firstAttribute),
        // https://developer.apple.com/documentation/uikit/nslayoutconstraint/relation-swift.property
        relation: relation == .lessThanOrEqual
          ? .lessThanOrEqual : relation == .greaterThanOrEqual ? .greaterThanOrEqual : .equal,
        // https://developer.apple.com/documentation/uikit/nslayoutconstraint/secondattribute
        secondAttribute: LayoutAttribute(secondAttribute),
        // https://developer.apple.com/documentation/uikit/nslayoutconstraint/multiplier
        multiplier: Double(multiplier),
        // https://developer.apple.com/documentation/uikit/nslayoutconstraint/constant
        constant: Double(constant),
        // https://developer.apple.com/documentation/uikit/nslayoutconstraint/priority
        priority: Double(priority.rawValue))
    }

    /// https://developer.apple.com/documentation/uikit/nslayoutconstraint/firstitem and
    /// https://developer.apple.com/documentation/uikit/nslayoutconstraint/seconditem
    public func layoutDumpItems() -> (first: AnyObject?, second: AnyObject?) {
      (firstItem, secondItem)
    }

    /// https://developer.apple.com/documentation/objectivec/nsobjectprotocol/1418746-description
    public var layoutDumpDescription: String { description }
  }

  extension LayoutAttribute {
    /// UIKit's or AppKit's attribute
    /// (https://developer.apple.com/documentation/uikit/nslayoutconstraint/attribute).
    init(_ attribute: NSLayoutConstraint.Attribute) {
      switch attribute {
      case .left: self = .left
      case .right: self = .right
      case .top: self = .top
      case .bottom: self = .bottom
      case .leading: self = .leading
      case .trailing: self = .trailing
      case .width: self = .width
      case .height: self = .height
      case .centerX: self = .centerX
      case .centerY: self = .centerY
      case .lastBaseline: self = .lastBaseline
      case .firstBaseline: self = .firstBaseline
      default:
        #if canImport(UIKit)
          self = Self.margin(attribute) ?? .notAnAttribute
        #else
          self = .notAnAttribute
        #endif
      }
    }
  }

  extension LayoutRect {
    init(_ rect: CGRect) {
      self.init(
        x: Double(rect.origin.x), y: Double(rect.origin.y), width: Double(rect.size.width),
        height: Double(rect.size.height))
    }
  }

#endif
