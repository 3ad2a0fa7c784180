// A stand-in for UIKit that declares exactly the SDK signatures LayoutDoctorDump's UIKit
// adapter uses, each with its documentation page, so that `check-uikit-adapter.sh` can compile
// the adapter on a machine without the iOS SDK. Nothing here runs; bodies are placeholders.
@_exported import Foundation

/// https://developer.apple.com/documentation/objectivec/1418498-class_getsuperclass
// swift-format-ignore: AlwaysUseLowerCamelCase
public func class_getSuperclass(_ cls: AnyClass?) -> AnyClass? { nil }

/// https://developer.apple.com/documentation/uikit/uiedgeinsets
public struct UIEdgeInsets {
  public var top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat
}

/// https://developer.apple.com/documentation/uikit/nsdirectionaledgeinsets
public struct NSDirectionalEdgeInsets {
  public var top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat
}

/// https://developer.apple.com/documentation/uikit/uilayoutpriority
public struct UILayoutPriority { public var rawValue: Float }

/// https://developer.apple.com/documentation/uikit/uiuserinterfacelayoutdirection
public enum UIUserInterfaceLayoutDirection { case leftToRight, rightToLeft }

/// https://developer.apple.com/documentation/uikit/uiuserinterfaceidiom
public enum UIUserInterfaceIdiom { case unspecified, phone, pad, tv, carPlay, mac, vision }

/// https://developer.apple.com/documentation/uikit/uiuserinterfacesizeclass
public enum UIUserInterfaceSizeClass { case unspecified, compact, regular }

/// https://developer.apple.com/documentation/uikit/uicontentsizecategory
public struct UIContentSizeCategory {
  public var rawValue: String
  /// https://developer.apple.com/documentation/uikit/uicontentsizecategory/init(rawvalue:)
  public init(rawValue: String) { self.rawValue = rawValue }
}

/// https://developer.apple.com/documentation/uikit/uitraitcollection
@MainActor open class UITraitCollection: NSObject {
  /// https://developer.apple.com/documentation/uikit/uitraitcollection/userinterfaceidiom
  public var userInterfaceIdiom: UIUserInterfaceIdiom { .unspecified }
  /// https://developer.apple.com/documentation/uikit/uitraitcollection/horizontalsizeclass
  public var horizontalSizeClass: UIUserInterfaceSizeClass { .unspecified }
  /// https://developer.apple.com/documentation/uikit/uitraitcollection/verticalsizeclass
  public var verticalSizeClass: UIUserInterfaceSizeClass { .unspecified }
  /// https://developer.apple.com/documentation/uikit/uitraitcollection/displayscale
  public var displayScale: CGFloat { 1 }
  /// https://developer.apple.com/documentation/uikit/uitraitcollection/preferredcontentsizecategory
  public var preferredContentSizeCategory: UIContentSizeCategory {
    UIContentSizeCategory(rawValue: "")
  }
  /// https://developer.apple.com/documentation/uikit/uitraitcollection/init(preferredcontentsizecategory:)
  public convenience init(preferredContentSizeCategory: UIContentSizeCategory) { self.init() }
}

/// https://developer.apple.com/documentation/uikit/uidevice
@MainActor open class UIDevice: NSObject {
  /// https://developer.apple.com/documentation/uikit/uidevice/current
  public static var current: UIDevice { UIDevice() }
  /// https://developer.apple.com/documentation/uikit/uidevice/systemversion
  public var systemVersion: String { "" }
}

/// https://developer.apple.com/documentation/uikit/uilayoutguide
@MainActor open class UILayoutGuide: NSObject {
  /// https://developer.apple.com/documentation/uikit/uilayoutguide/identifier
  public var identifier: String = ""
  /// https://developer.apple.com/documentation/uikit/uilayoutguide/layoutframe
  public var layoutFrame: CGRect { .zero }
}

/// https://developer.apple.com/documentation/uikit/nslayoutconstraint
@MainActor open class NSLayoutConstraint: NSObject {
  /// https://developer.apple.com/documentation/uikit/nslayoutconstraint/attribute
  public enum Attribute {
    case left, right, top, bottom, leading, trailing, width, height, centerX, centerY
    case lastBaseline, firstBaseline, leftMargin, rightMargin, topMargin, bottomMargin
    case leadingMargin, trailingMargin, centerXWithinMargins, centerYWithinMargins
    case notAnAttribute
  }
  /// https://developer.apple.com/documentation/uikit/nslayoutconstraint/relation-swift.enum
  public enum Relation { case lessThanOrEqual, equal, greaterThanOrEqual }
  /// https://developer.apple.com/documentation/uikit/nslayoutconstraint/axis
  public enum Axis { case horizontal, vertical }
  /// https://developer.apple.com/documentation/uikit/nslayoutconstraint/identifier
  public var identifier: String?
  /// https://developer.apple.com/documentation/uikit/nslayoutconstraint/isactive
  public var isActive: Bool = false
  /// https://developer.apple.com/documentation/uikit/nslayoutconstraint/firstattribute
  public var firstAttribute: Attribute { .notAnAttribute }
  /// https://developer.apple.com/documentation/uikit/nslayoutconstraint/relation-swift.property
  public var relation: Relation { .equal }
  /// https://developer.apple.com/documentation/uikit/nslayoutconstraint/secondattribute
  public var secondAttribute: Attribute { .notAnAttribute }
  /// https://developer.apple.com/documentation/uikit/nslayoutconstraint/multiplier
  public var multiplier: CGFloat { 1 }
  /// https://developer.apple.com/documentation/uikit/nslayoutconstraint/constant
  public var constant: CGFloat = 0
  /// https://developer.apple.com/documentation/uikit/nslayoutconstraint/priority
  public var priority = UILayoutPriority(rawValue: 1000)
  /// https://developer.apple.com/documentation/uikit/nslayoutconstraint/firstitem
  public var firstItem: AnyObject? { nil }
  /// https://developer.apple.com/documentation/uikit/nslayoutconstraint/seconditem
  public var secondItem: AnyObject? { nil }
}

/// https://developer.apple.com/documentation/uikit/uiview
@MainActor open class UIView: NSObject {
  /// https://developer.apple.com/documentation/uikit/uiview/autoresizingmask-swift.struct
  public struct AutoresizingMask: OptionSet {
    public var rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
  }
  /// https://developer.apple.com/documentation/uikit/uiview/noIntrinsicMetric
  public static var noIntrinsicMetric: CGFloat { -1 }
  /// https://developer.apple.com/documentation/uikit/uiview/subviews
  public var subviews: [UIView] { [] }
  /// https://developer.apple.com/documentation/uikit/uiview/constraints
  public var constraints: [NSLayoutConstraint] { [] }
  /// https://developer.apple.com/documentation/uikit/uiview/layoutguides
  public var layoutGuides: [UILayoutGuide] { [] }
  /// https://developer.apple.com/documentation/uikit/uiaccessibilityidentification/accessibilityidentifier
  public var accessibilityIdentifier: String?
  /// https://developer.apple.com/documentation/uikit/uiview/frame
  public var frame: CGRect = .zero
  /// https://developer.apple.com/documentation/uikit/uiview/bounds
  public var bounds: CGRect = .zero
  /// https://developer.apple.com/documentation/uikit/uiview/ishidden
  public var isHidden = false
  /// https://developer.apple.com/documentation/uikit/uiview/alpha
  public var alpha: CGFloat = 1
  /// https://developer.apple.com/documentation/uikit/uiview/translatesautoresizingmaskintoconstraints
  public var translatesAutoresizingMaskIntoConstraints = true
  /// https://developer.apple.com/documentation/uikit/uiview/autoresizingmask
  public var autoresizingMask: AutoresizingMask = []
  /// https://developer.apple.com/documentation/uikit/uiview/intrinsiccontentsize
  open var intrinsicContentSize: CGSize { .zero }
  /// https://developer.apple.com/documentation/uikit/uiview/contenthuggingpriority(for:)
  open func contentHuggingPriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
    UILayoutPriority(rawValue: 250)
  }
  /// https://developer.apple.com/documentation/uikit/uiview/contentcompressionresistancepriority(for:)
  open func contentCompressionResistancePriority(for axis: NSLayoutConstraint.Axis)
    -> UILayoutPriority
  { UILayoutPriority(rawValue: 750) }
  /// https://developer.apple.com/documentation/uikit/uiview/layoutmargins
  public var layoutMargins = UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
  /// https://developer.apple.com/documentation/uikit/uiview/directionallayoutmargins
  public var directionalLayoutMargins = NSDirectionalEdgeInsets(
    top: 8, leading: 8, bottom: 8, trailing: 8)
  /// https://developer.apple.com/documentation/uikit/uiview/preservessuperviewlayoutmargins
  public var preservesSuperviewLayoutMargins = false
  /// https://developer.apple.com/documentation/uikit/uiview/insetslayoutmarginsfromsafearea
  public var insetsLayoutMarginsFromSafeArea = true
  /// https://developer.apple.com/documentation/uikit/uiview/safeareainsets
  public var safeAreaInsets: UIEdgeInsets { UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0) }
  /// https://developer.apple.com/documentation/uikit/uiview/effectiveuserinterfacelayoutdirection
  public var effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection {
    .leftToRight
  }
  /// https://developer.apple.com/documentation/uikit/uiview/hasambiguouslayout
  public var hasAmbiguousLayout: Bool { false }
  /// https://developer.apple.com/documentation/uikit/uitraitenvironment/traitcollection
  public var traitCollection: UITraitCollection { UITraitCollection() }
  /// https://developer.apple.com/documentation/uikit/uiview/sizethatfits(_:)
  open func sizeThatFits(_ size: CGSize) -> CGSize { .zero }
}

/// https://developer.apple.com/documentation/uikit/uifont
open class UIFont: NSObject {
  /// https://developer.apple.com/documentation/uikit/uifont/ascender
  public var ascender: CGFloat { 0 }
  /// https://developer.apple.com/documentation/uikit/uifont/descender
  public var descender: CGFloat { 0 }
  /// https://developer.apple.com/documentation/uikit/uifont/lineheight
  public var lineHeight: CGFloat { 0 }
  /// https://developer.apple.com/documentation/uikit/uifont/pointsize
  public var pointSize: CGFloat { 0 }
  /// https://developer.apple.com/documentation/uikit/uifont/fontdescriptor
  public var fontDescriptor: UIFontDescriptor { UIFontDescriptor() }
  /// https://developer.apple.com/documentation/uikit/uifont/init(descriptor:size:)
  public init(descriptor: UIFontDescriptor, size pointSize: CGFloat) {}
  public override init() {}
  /// https://developer.apple.com/documentation/uikit/uifont/textstyle
  public struct TextStyle {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
  }
}

/// https://developer.apple.com/documentation/uikit/nslinebreakmode
public enum NSLineBreakMode: Int, Sendable {
  case byWordWrapping, byCharWrapping, byClipping, byTruncatingHead, byTruncatingTail
  case byTruncatingMiddle
}

/// https://developer.apple.com/documentation/uikit/uifontdescriptor
open class UIFontDescriptor: NSObject {
  /// https://developer.apple.com/documentation/uikit/uifontdescriptor/attributename
  public struct AttributeName: Hashable, Sendable {
    public var rawValue: String
    /// https://developer.apple.com/documentation/uikit/uifontdescriptor/attributename/textstyle
    public static let textStyle = AttributeName(rawValue: "NSCTFontUIUsageAttribute")
    /// https://developer.apple.com/documentation/uikit/uifontdescriptor/attributename/traits
    public static let traits = AttributeName(rawValue: "NSCTFontTraitsAttribute")
  }
  /// https://developer.apple.com/documentation/uikit/uifontdescriptor/traitkey
  public struct TraitKey: Hashable, Sendable {
    public var rawValue: String
    /// https://developer.apple.com/documentation/uikit/uifontdescriptor/traitkey/weight
    public static let weight = TraitKey(rawValue: "NSCTFontWeightTrait")
  }
  /// https://developer.apple.com/documentation/uikit/uifontdescriptor/symbolictraits-swift.struct
  public struct SymbolicTraits: OptionSet, Sendable {
    public var rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    /// https://developer.apple.com/documentation/uikit/uifontdescriptor/symbolictraits-swift.struct/traititalic
    public static let traitItalic = SymbolicTraits(rawValue: 1 << 0)
    /// https://developer.apple.com/documentation/uikit/uifontdescriptor/symbolictraits-swift.struct/traitbold
    public static let traitBold = SymbolicTraits(rawValue: 1 << 1)
  }
  /// https://developer.apple.com/documentation/uikit/uifontdescriptor/object(forkey:)
  public func object(forKey anAttribute: AttributeName) -> Any? { nil }
  /// https://developer.apple.com/documentation/uikit/uifontdescriptor/symbolictraits-swift.property
  public var symbolicTraits: SymbolicTraits { [] }
  /// https://developer.apple.com/documentation/uikit/uifontdescriptor/withsymbolictraits(_:)
  public func withSymbolicTraits(_ symbolicTraits: SymbolicTraits) -> UIFontDescriptor? { nil }
  /// https://developer.apple.com/documentation/uikit/uifontdescriptor/preferredfontdescriptor(withtextstyle:compatiblewith:)
  public class func preferredFontDescriptor(
    withTextStyle style: UIFont.TextStyle, compatibleWith traitCollection: UITraitCollection?
  ) -> UIFontDescriptor { UIFontDescriptor() }
}

/// https://developer.apple.com/documentation/uikit/uilabel
@MainActor open class UILabel: UIView {
  /// https://developer.apple.com/documentation/uikit/uilabel/text
  public var text: String?
  /// https://developer.apple.com/documentation/uikit/uilabel/font
  public var font: UIFont! = UIFont()
  /// https://developer.apple.com/documentation/uikit/uilabel/numberoflines
  public var numberOfLines = 1
  /// https://developer.apple.com/documentation/uikit/uilabel/preferredmaxlayoutwidth
  public var preferredMaxLayoutWidth: CGFloat = 0
  /// https://developer.apple.com/documentation/uikit/uilabel/linebreakmode
  public var lineBreakMode = NSLineBreakMode.byTruncatingTail
  /// https://developer.apple.com/documentation/uikit/uicontentsizecategoryadjusting/adjustsfontforcontentsizecategory
  public var adjustsFontForContentSizeCategory = false
  /// https://developer.apple.com/documentation/uikit/uilabel/textrect(forbounds:limitedtonumberoflines:)
  open func textRect(forBounds bounds: CGRect, limitedToNumberOfLines numberOfLines: Int) -> CGRect
  { .zero }
}

/// https://developer.apple.com/documentation/uikit/uibutton
@MainActor open class UIButton: UIView {
  /// https://developer.apple.com/documentation/uikit/uibutton/currenttitle
  public var currentTitle: String? { nil }
}

/// https://developer.apple.com/documentation/uikit/uitextfield
@MainActor open class UITextField: UIView {
  /// https://developer.apple.com/documentation/uikit/uitextfield/text
  public var text: String?
}

/// https://developer.apple.com/documentation/uikit/uiscrollview
@MainActor open class UIScrollView: UIView {
  /// https://developer.apple.com/documentation/uikit/uiscrollview/contentsize
  public var contentSize: CGSize = .zero
  /// https://developer.apple.com/documentation/uikit/uiscrollview/contentinset
  public var contentInset = UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
  /// https://developer.apple.com/documentation/uikit/uiscrollview/adjustedcontentinset
  public var adjustedContentInset: UIEdgeInsets { contentInset }
  /// https://developer.apple.com/documentation/uikit/uiscrollview/contentlayoutguide
  public var contentLayoutGuide: UILayoutGuide { UILayoutGuide() }
  /// https://developer.apple.com/documentation/uikit/uiscrollview/framelayoutguide
  public var frameLayoutGuide: UILayoutGuide { UILayoutGuide() }
}

/// https://developer.apple.com/documentation/uikit/uitextview
@MainActor open class UITextView: UIScrollView {
  /// https://developer.apple.com/documentation/uikit/uitextview/text
  public var text: String! = ""
}

/// https://developer.apple.com/documentation/uikit/uistackview
@MainActor open class UIStackView: UIView {
  /// https://developer.apple.com/documentation/uikit/uistackview/distribution-swift.enum
  public enum Distribution {
    case fill, fillEqually, fillProportionally, equalSpacing, equalCentering
  }
  /// https://developer.apple.com/documentation/uikit/uistackview/alignment-swift.enum
  public enum Alignment {
    case fill, leading, firstBaseline, center, trailing, lastBaseline
    public static var top: Alignment { .leading }
    public static var bottom: Alignment { .trailing }
  }
  /// https://developer.apple.com/documentation/uikit/uistackview/axis
  public var axis = NSLayoutConstraint.Axis.horizontal
  /// https://developer.apple.com/documentation/uikit/uistackview/distribution-swift.property
  public var distribution = Distribution.fill
  /// https://developer.apple.com/documentation/uikit/uistackview/alignment-swift.property
  public var alignment = Alignment.fill
  /// https://developer.apple.com/documentation/uikit/uistackview/spacing
  public var spacing: CGFloat = 0
  /// https://developer.apple.com/documentation/uikit/uistackview/arrangedsubviews
  public var arrangedSubviews: [UIView] { [] }
  /// https://developer.apple.com/documentation/uikit/uistackview/isbaselinerelativearrangement
  public var isBaselineRelativeArrangement = false
  /// https://developer.apple.com/documentation/uikit/uistackview/islayoutmarginsrelativearrangement
  public var isLayoutMarginsRelativeArrangement = false
  /// https://developer.apple.com/documentation/uikit/uistackview/spacingusedefault
  public static let spacingUseDefault = CGFloat.greatestFiniteMagnitude
  /// https://developer.apple.com/documentation/uikit/uistackview/spacingusesystem
  public static let spacingUseSystem = -CGFloat.leastNormalMagnitude
  /// https://developer.apple.com/documentation/uikit/uistackview/customspacing(after:)
  public func customSpacing(after arrangedSubview: UIView) -> CGFloat { Self.spacingUseDefault }
}
