#if canImport(UIKit)
  import LayoutModel
  import UIKit

  // The UIKit adapter: reads properties only, each read cited from Apple's documentation.
  // Capture on the main thread after `layoutIfNeeded()`.

  extension UIView: LayoutDumpNode {
    /// https://developer.apple.com/documentation/uikit/uiview/subviews
    public var layoutDumpSubviews: [any LayoutDumpNode] { subviews }

    /// https://developer.apple.com/documentation/uikit/uiview/constraints
    public var layoutDumpConstraints: [any LayoutDumpConstraint] { constraints }

    /// The guides in `layoutGuides`
    /// (https://developer.apple.com/documentation/uikit/uiview/layoutguides), told apart by
    /// the identifiers UIKit gives the safe-area and margins guides (as console logs print
    /// them) so that reading them never creates a guide; a scroll view's content and frame
    /// guides by identity with `contentLayoutGuide`
    /// (https://developer.apple.com/documentation/uikit/uiscrollview/contentlayoutguide) and
    /// `frameLayoutGuide`
    /// (https://developer.apple.com/documentation/uikit/uiscrollview/framelayoutguide).
    /// Those two are compared only against guides `layoutGuides` already holds; if UIKit has
    /// not made them yet, reading the properties makes them, which adds guides no view is
    /// constrained to and moves nothing.
    public var layoutDumpGuides: [LayoutDumpGuideProperties] {
      let scroll = self as? UIScrollView
      return layoutGuides.map { guide in
        // https://developer.apple.com/documentation/uikit/uilayoutguide/identifier
        let identifier = guide.identifier
        let kind: LayoutDumpGuideProperties.Kind
        if identifier == "UIViewSafeAreaLayoutGuide" {
          kind = .safeArea
        } else if identifier == "UIViewLayoutMarginsGuide" {
          kind = .layoutMargins
        } else if let scroll, guide === scroll.contentLayoutGuide {
          kind = .scrollContent
        } else if let scroll, guide === scroll.frameLayoutGuide {
          kind = .scrollFrame
        } else {
          kind = .custom
        }
        return LayoutDumpGuideProperties(
          object: guide, kind: kind, address: UInt(bitPattern: ObjectIdentifier(guide)),
          identifier: identifier,
          // https://developer.apple.com/documentation/uikit/uilayoutguide/layoutframe
          layoutFrame: LayoutRect(guide.layoutFrame))
      }
    }

    public var layoutDumpProperties: LayoutDumpNodeProperties {
      var properties = LayoutDumpNodeProperties(
        address: UInt(bitPattern: ObjectIdentifier(self)), classChain: layoutDumpClassChain)
      // https://developer.apple.com/documentation/uikit/uiaccessibilityidentification/accessibilityidentifier
      properties.accessibilityIdentifier = accessibilityIdentifier
      // https://developer.apple.com/documentation/uikit/uiview/frame
      properties.frame = LayoutRect(frame)
      // https://developer.apple.com/documentation/uikit/uiview/bounds
      properties.bounds = LayoutRect(bounds)
      // https://developer.apple.com/documentation/uikit/uiview/ishidden
      properties.isHidden = isHidden
      // https://developer.apple.com/documentation/uikit/uiview/alpha
      properties.alpha = Double(alpha)
      // https://developer.apple.com/documentation/uikit/uiview/translatesautoresizingmaskintoconstraints
      properties.translatesAutoresizingMaskIntoConstraints =
        translatesAutoresizingMaskIntoConstraints
      // https://developer.apple.com/documentation/uikit/uiview/autoresizingmask
      properties.autoresizingMask = LayoutModel.AutoresizingMask(
        rawValue: Int(autoresizingMask.rawValue))
      // https://developer.apple.com/documentation/uikit/uiview/intrinsiccontentsize and
      // https://developer.apple.com/documentation/uikit/uiview/noIntrinsicMetric
      let size = intrinsicContentSize
      properties.intrinsicContentSize = IntrinsicContentSize(
        width: size.width == UIView.noIntrinsicMetric ? nil : Double(size.width),
        height: size.height == UIView.noIntrinsicMetric ? nil : Double(size.height))
      // https://developer.apple.com/documentation/uikit/uiview/contenthuggingpriority(for:)
      properties.contentHuggingPriority = ContentPriorities(
        horizontal: LayoutPriority(Double(contentHuggingPriority(for: .horizontal).rawValue)),
        vertical: LayoutPriority(Double(contentHuggingPriority(for: .vertical).rawValue)))
      // https://developer.apple.com/documentation/uikit/uiview/contentcompressionresistancepriority(for:)
      properties.contentCompressionResistancePriority = ContentPriorities(
        horizontal: LayoutPriority(
          Double(contentCompressionResistancePriority(for: .horizontal).rawValue)),
        vertical: LayoutPriority(
          Double(contentCompressionResistancePriority(for: .vertical).rawValue)))
      // https://developer.apple.com/documentation/uikit/uiview/layoutmargins
      properties.layoutMargins = EdgeInsets(layoutMargins)
      // https://developer.apple.com/documentation/uikit/uiview/directionallayoutmargins
      let directional = directionalLayoutMargins
      properties.directionalLayoutMargins = DirectionalEdgeInsets(
        top: Double(directional.top), leading: Double(directional.leading),
        bottom: Double(directional.bottom), trailing: Double(directional.trailing))
      // https://developer.apple.com/documentation/uikit/uiview/preservessuperviewlayoutmargins
      properties.preservesSuperviewLayoutMargins = preservesSuperviewLayoutMargins
      // https://developer.apple.com/documentation/uikit/uiview/insetslayoutmarginsfromsafearea
      properties.insetsLayoutMarginsFromSafeArea = insetsLayoutMarginsFromSafeArea
      // https://developer.apple.com/documentation/uikit/uiview/safeareainsets
      properties.safeAreaInsets = EdgeInsets(safeAreaInsets)
      // https://developer.apple.com/documentation/uikit/uiview/effectiveuserinterfacelayoutdirection
      properties.effectiveLayoutDirection =
        effectiveUserInterfaceLayoutDirection == .rightToLeft ? .rightToLeft : .leftToRight
      // https://developer.apple.com/documentation/uikit/uiview/hasambiguouslayout
      properties.hasAmbiguousLayout = hasAmbiguousLayout
      properties.isSwiftUIHostingView = properties.classChain.contains {
        $0.contains("UIHostingView") || $0.hasPrefix("_TtGC7SwiftUI")
      }
      readText(into: &properties)
      readScroll(into: &properties)
      readStack(into: &properties)
      return properties
    }

    /// The class and its superclasses: `type(of:)` and `class_getSuperclass`
    /// (https://developer.apple.com/documentation/objectivec/1418498-class_getsuperclass),
    /// named by `NSStringFromClass`
    /// (https://developer.apple.com/documentation/foundation/1395135-nsstringfromclass).
    private var layoutDumpClassChain: [String] {
      var chain: [String] = []
      var current: AnyClass? = type(of: self)
      while let type = current {
        chain.append(NSStringFromClass(type))
        current = class_getSuperclass(type)
      }
      return chain
    }

    /// Text, baselines and text measurement of labels, buttons, fields and text views.
    private func readText(into properties: inout LayoutDumpNodeProperties) {
      if let label = self as? UILabel {
        // https://developer.apple.com/documentation/uikit/uilabel/text
        properties.text = label.text
        // https://developer.apple.com/documentation/uikit/uilabel/numberoflines
        properties.numberOfLines = label.numberOfLines
        // https://developer.apple.com/documentation/uikit/uilabel/preferredmaxlayoutwidth
        properties.preferredMaxLayoutWidth = Double(label.preferredMaxLayoutWidth)
        // https://developer.apple.com/documentation/uikit/uilabel/font,
        // https://developer.apple.com/documentation/uikit/uifont/ascender,
        // https://developer.apple.com/documentation/uikit/uifont/descender,
        // https://developer.apple.com/documentation/uikit/uifont/lineheight and
        // https://developer.apple.com/documentation/uikit/uilabel/textrect(forbounds:limitedtonumberoflines:)
        readFont(of: label, into: &properties)
        let text = label.textRect(
          forBounds: label.bounds, limitedToNumberOfLines: label.numberOfLines)
        properties.firstBaselineOffset = Double(text.minY - label.bounds.minY + label.font.ascender)
        properties.lastBaselineOffset = Double(
          label.bounds.maxY - (text.maxY + label.font.descender))
        // https://developer.apple.com/documentation/uikit/uiview/sizethatfits(_:): a query
        // that returns a size and changes nothing.
        let unlimited = CGFloat.greatestFiniteMagnitude
        let natural = label.sizeThatFits(CGSize(width: unlimited, height: unlimited))
        if label.numberOfLines != 1 {
          properties.wrap = LayoutDumpWrap(
            naturalWidth: Double(natural.width), lineHeight: Double(label.font.lineHeight),
            lines: label.numberOfLines)
          properties.heightForWidth = Self.sampleWidths(current: Double(label.bounds.width)).map {
            width in
            LayoutDumpSizeSample(
              width: width,
              height: Double(
                label.sizeThatFits(CGSize(width: CGFloat(width), height: unlimited)).height))
          }
        }
      } else if let button = self as? UIButton {
        // https://developer.apple.com/documentation/uikit/uibutton/currenttitle
        properties.text = button.currentTitle
      } else if let field = self as? UITextField {
        // https://developer.apple.com/documentation/uikit/uitextfield/text
        properties.text = field.text
      } else if let textView = self as? UITextView {
        // https://developer.apple.com/documentation/uikit/uitextview/text
        properties.text = textView.text
      }
    }

    /// The label's font (point size, weight, text style, `adjustsFontForContentSizeCategory`, at
    /// the category the view's traits give) and, for a text-style font, the intrinsic size of
    /// its text at every content size category: a new label with the same text, line limit and
    /// line breaking, given the style's font for the trait collection of that category, is
    /// asked its `intrinsicContentSize`. The captured label is not changed.
    private func readFont(of label: UILabel, into properties: inout LayoutDumpNodeProperties) {
      // https://developer.apple.com/documentation/uikit/uilabel/font and
      // https://developer.apple.com/documentation/uikit/uifont/fontdescriptor
      guard let font = label.font else { return }
      let descriptor = font.fontDescriptor
      // https://developer.apple.com/documentation/uikit/uifontdescriptor/attributename/textstyle
      let styleName = descriptor.object(forKey: .textStyle) as? String
      // https://developer.apple.com/documentation/uikit/uifontdescriptor/attributename/traits
      // and https://developer.apple.com/documentation/uikit/uifontdescriptor/traitkey/weight
      let traits = descriptor.object(forKey: .traits) as? [UIFontDescriptor.TraitKey: Any]
      let weight = (traits?[.weight] as? NSNumber)?.doubleValue
      // https://developer.apple.com/documentation/uikit/uitraitcollection/preferredcontentsizecategory
      let category = traitCollection.preferredContentSizeCategory.rawValue
      properties.font = LayoutDumpText.font(
        pointSize: Double(font.pointSize), uiKitWeight: weight, textStyleName: styleName,
        categoryName: category,
        // https://developer.apple.com/documentation/uikit/uicontentsizecategoryadjusting/adjustsfontforcontentsizecategory
        adjustsFontForContentSizeCategory: label.adjustsFontForContentSizeCategory)
      guard let styleName else { return }
      let style = UIFont.TextStyle(rawValue: styleName)
      for other in ContentSizeCategory.allCases {
        // https://developer.apple.com/documentation/uikit/uitraitcollection/init(preferredcontentsizecategory:)
        // and https://developer.apple.com/documentation/uikit/uifontdescriptor/preferredfontdescriptor(withtextstyle:compatiblewith:)
        let traits = UITraitCollection(
          preferredContentSizeCategory: UIContentSizeCategory(rawValue: other.uiKitName))
        let styled = UIFontDescriptor.preferredFontDescriptor(
          withTextStyle: style, compatibleWith: traits)
        // The label's bold or italic kept, as the app's font has them.
        let kept = descriptor.symbolicTraits.intersection([.traitBold, .traitItalic])
        let probe = UILabel()
        probe.font = UIFont(descriptor: styled.withSymbolicTraits(kept) ?? styled, size: 0)
        probe.text = label.text
        probe.numberOfLines = label.numberOfLines
        probe.lineBreakMode = label.lineBreakMode
        probe.preferredMaxLayoutWidth = label.preferredMaxLayoutWidth
        // https://developer.apple.com/documentation/uikit/uiview/intrinsiccontentsize
        let size = probe.intrinsicContentSize
        properties.measuredSizes[other] = IntrinsicContentSize(
          width: size.width == UIView.noIntrinsicMetric ? nil : Double(size.width),
          height: size.height == UIView.noIntrinsicMetric ? nil : Double(size.height))
      }
    }

    /// The widths at which a wrapping label's height is sampled: common widths and the
    /// current one, sorted.
    private static func sampleWidths(current: Double) -> [Double] {
      Array(Set([160, 240, 320, 375, 414, current].filter { $0 > 0 })).sorted()
    }

    private func readScroll(into properties: inout LayoutDumpNodeProperties) {
      guard let scroll = self as? UIScrollView else { return }
      // https://developer.apple.com/documentation/uikit/uiscrollview/contentsize,
      // https://developer.apple.com/documentation/uikit/uiscrollview/contentinset and
      // https://developer.apple.com/documentation/uikit/uiscrollview/adjustedcontentinset
      properties.scroll = CapturedScrollState(
        contentWidth: Double(scroll.contentSize.width),
        contentHeight: Double(scroll.contentSize.height),
        contentInset: EdgeInsets(scroll.contentInset),
        adjustedContentInset: EdgeInsets(scroll.adjustedContentInset))
    }

    private func readStack(into properties: inout LayoutDumpNodeProperties) {
      guard let stack = self as? UIStackView else { return }
      // https://developer.apple.com/documentation/uikit/uistackview/axis
      let axis: LayoutAxis = stack.axis == .vertical ? .vertical : .horizontal
      // https://developer.apple.com/documentation/uikit/uistackview/distribution
      let distribution: StackDistribution
      switch stack.distribution {
      case .fillEqually: distribution = .fillEqually
      case .fillProportionally: distribution = .fillProportionally
      case .equalSpacing: distribution = .equalSpacing
      case .equalCentering: distribution = .equalCentering
      default: distribution = .fill
      }
      // https://developer.apple.com/documentation/uikit/uistackview/alignment
      let alignment: StackAlignment
      switch stack.alignment {
      case .leading: alignment = stack.axis == .vertical ? .leading : .top
      case .trailing: alignment = stack.axis == .vertical ? .trailing : .bottom
      case .center: alignment = .center
      case .firstBaseline: alignment = .firstBaseline
      case .lastBaseline: alignment = .lastBaseline
      default: alignment = .fill
      }
      properties.stack = LayoutDumpStackProperties(
        axis: axis, distribution: distribution, alignment: alignment,
        // https://developer.apple.com/documentation/uikit/uistackview/spacing
        spacing: Double(stack.spacing),
        // https://developer.apple.com/documentation/uikit/uistackview/arrangedsubviews
        arrangedSubviews: stack.arrangedSubviews,
        // https://developer.apple.com/documentation/uikit/uistackview/isbaselinerelativearrangement
        isBaselineRelativeArrangement: stack.isBaselineRelativeArrangement,
        // https://developer.apple.com/documentation/uikit/uistackview/islayoutmarginsrelativearrangement
        isLayoutMarginsRelativeArrangement: stack.isLayoutMarginsRelativeArrangement)
      // https://developer.apple.com/documentation/uikit/uistackview/customspacing(after:): the
      // default and system spacings are markers, not points (spacingUseDefault,
      // spacingUseSystem), and are left to the stack's spacing.
      for view in stack.arrangedSubviews {
        let custom = stack.customSpacing(after: view)
        guard custom != UIStackView.spacingUseDefault, custom != UIStackView.spacingUseSystem
        else { continue }
        properties.stack?.customSpacing[ObjectIdentifier(view)] = Double(custom)
      }
    }
  }

  extension LayoutAttribute {
    /// UIKit's margin attributes, which AppKit does not have
    /// (https://developer.apple.com/documentation/uikit/nslayoutconstraint/attribute).
    static func margin(_ attribute: NSLayoutConstraint.Attribute) -> LayoutAttribute? {
      switch attribute {
      case .leftMargin: return .leftMargin
      case .rightMargin: return .rightMargin
      case .topMargin: return .topMargin
      case .bottomMargin: return .bottomMargin
      case .leadingMargin: return .leadingMargin
      case .trailingMargin: return .trailingMargin
      case .centerXWithinMargins: return .centerXWithinMargins
      case .centerYWithinMargins: return .centerYWithinMargins
      default: return nil
      }
    }
  }

  extension EdgeInsets {
    init(_ insets: UIEdgeInsets) {
      self.init(
        top: Double(insets.top), left: Double(insets.left), bottom: Double(insets.bottom),
        right: Double(insets.right))
    }
  }

  extension LayoutDump {
    /// Captures `root` with the environment UIKit reports: the platform, OS version
    /// (`UIDevice.systemVersion`,
    /// https://developer.apple.com/documentation/uikit/uidevice/systemversion), the screen's
    /// scale (https://developer.apple.com/documentation/uikit/uitraitcollection/displayscale)
    /// and the root's traits (idiom, size classes, content size category,
    /// https://developer.apple.com/documentation/uikit/uitraitenvironment/traitcollection).
    /// Call on the main thread after `layoutIfNeeded()`.
    ///
    /// Example: `let document = LayoutDump.capture(view.window!)`.
    @MainActor
    public static func capture(_ root: UIView) -> LayoutDumpDocument {
      capture(root, environment: environment(of: root))
    }

    /// Captures `root` and returns the JSON, for `po` in the debugger.
    ///
    /// Example: `po LayoutDump.json(of: view.window!)`.
    @MainActor
    public static func json(of root: UIView) -> String {
      json(capture(root))
    }

    @MainActor
    static func environment(of root: UIView) -> CaptureEnvironment {
      let traits = root.traitCollection
      let platform: String
      #if targetEnvironment(macCatalyst)
        platform = "macCatalyst"
      #elseif os(tvOS)
        platform = "tvOS"
      #else
        platform = "iOS"
      #endif
      let idiom: String
      // https://developer.apple.com/documentation/uikit/uitraitcollection/userinterfaceidiom
      switch traits.userInterfaceIdiom {
      case .phone: idiom = "phone"
      case .pad: idiom = "pad"
      case .tv: idiom = "tv"
      case .mac: idiom = "mac"
      case .carPlay: idiom = "carPlay"
      default: idiom = "unspecified"
      }
      // https://developer.apple.com/documentation/uikit/uitraitcollection/horizontalsizeclass
      // and https://developer.apple.com/documentation/uikit/uitraitcollection/verticalsizeclass
      func name(_ sizeClass: UIUserInterfaceSizeClass) -> String {
        sizeClass == .compact ? "compact" : sizeClass == .regular ? "regular" : "unspecified"
      }
      return CaptureEnvironment(
        platform: platform, osVersion: UIDevice.current.systemVersion,
        screenScale: Double(traits.displayScale), rootWidth: Double(root.bounds.width),
        rootHeight: Double(root.bounds.height), userInterfaceIdiom: idiom,
        horizontalSizeClass: name(traits.horizontalSizeClass),
        verticalSizeClass: name(traits.verticalSizeClass),
        // https://developer.apple.com/documentation/uikit/uitraitcollection/preferredcontentsizecategory
        contentSizeCategory: traits.preferredContentSizeCategory.rawValue)
    }
  }
#endif
