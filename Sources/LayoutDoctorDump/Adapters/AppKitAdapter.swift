#if canImport(AppKit) && !targetEnvironment(macCatalyst)
  import AppKit
  import LayoutModel

  // The AppKit adapter: reads properties only, each read cited from Apple's documentation.
  // AppKit's y axis points up unless a view is flipped: frames are turned top-down, as the
  // dump format and UIKit have them. NSView has no layout margins (margins are 0).

  extension NSView: LayoutDumpNode {
    /// https://developer.apple.com/documentation/appkit/nsview/subviews
    public var layoutDumpSubviews: [any LayoutDumpNode] { subviews }

    /// https://developer.apple.com/documentation/appkit/nsview/constraints
    public var layoutDumpConstraints: [any LayoutDumpConstraint] { constraints }

    /// https://developer.apple.com/documentation/appkit/nsview/layoutguides and
    /// https://developer.apple.com/documentation/appkit/nslayoutguide/frame; AppKit's guides
    /// are the app's own (its safe area is `safeAreaInsets`).
    public var layoutDumpGuides: [LayoutDumpGuideProperties] {
      layoutGuides.map { guide in
        LayoutDumpGuideProperties(
          object: guide, kind: .custom, address: UInt(bitPattern: ObjectIdentifier(guide)),
          // https://developer.apple.com/documentation/appkit/nslayoutguide/identifier
          identifier: guide.identifier.rawValue, layoutFrame: topDown(guide.frame, in: self))
      }
    }

    public var layoutDumpProperties: LayoutDumpNodeProperties {
      var chain: [String] = []
      var current: AnyClass? = type(of: self)
      while let type = current {
        // https://developer.apple.com/documentation/foundation/1395135-nsstringfromclass and
        // https://developer.apple.com/documentation/objectivec/1418498-class_getsuperclass
        chain.append(NSStringFromClass(type))
        current = class_getSuperclass(type)
      }
      var properties = LayoutDumpNodeProperties(
        address: UInt(bitPattern: ObjectIdentifier(self)), classChain: chain)
      // https://developer.apple.com/documentation/appkit/nsaccessibilityprotocol/accessibilityidentifier()
      let identifier = accessibilityIdentifier()
      properties.accessibilityIdentifier = identifier.isEmpty ? nil : identifier
      // https://developer.apple.com/documentation/appkit/nsview/frame and
      // https://developer.apple.com/documentation/appkit/nsview/superview
      properties.frame = superview.map { topDown(frame, in: $0) } ?? LayoutRect(frame)
      // https://developer.apple.com/documentation/appkit/nsview/bounds
      properties.bounds = LayoutRect(bounds)
      // https://developer.apple.com/documentation/appkit/nsview/ishidden
      properties.isHidden = isHidden
      // https://developer.apple.com/documentation/appkit/nsview/alphavalue
      properties.alpha = Double(alphaValue)
      // https://developer.apple.com/documentation/appkit/nsview/translatesautoresizingmaskintoconstraints
      properties.translatesAutoresizingMaskIntoConstraints =
        translatesAutoresizingMaskIntoConstraints
      // https://developer.apple.com/documentation/appkit/nsview/autoresizingmask
      properties.autoresizingMask = autoresizing(autoresizingMask)
      // https://developer.apple.com/documentation/appkit/nsview/intrinsiccontentsize and
      // https://developer.apple.com/documentation/appkit/nsview/noIntrinsicMetric
      let size = intrinsicContentSize
      properties.intrinsicContentSize = IntrinsicContentSize(
        width: size.width == NSView.noIntrinsicMetric ? nil : Double(size.width),
        height: size.height == NSView.noIntrinsicMetric ? nil : Double(size.height))
      // https://developer.apple.com/documentation/appkit/nsview/contenthuggingpriority(for:)
      properties.contentHuggingPriority = ContentPriorities(
        horizontal: LayoutPriority(Double(contentHuggingPriority(for: .horizontal).rawValue)),
        vertical: LayoutPriority(Double(contentHuggingPriority(for: .vertical).rawValue)))
      // https://developer.apple.com/documentation/appkit/nsview/contentcompressionresistancepriority(for:)
      properties.contentCompressionResistancePriority = ContentPriorities(
        horizontal: LayoutPriority(
          Double(contentCompressionResistancePriority(for: .horizontal).rawValue)),
        vertical: LayoutPriority(
          Double(contentCompressionResistancePriority(for: .vertical).rawValue)))
      properties.layoutMargins = .zero
      // https://developer.apple.com/documentation/appkit/nsview/safeareainsets
      let safe = safeAreaInsets
      properties.safeAreaInsets = EdgeInsets(
        top: Double(safe.top), left: Double(safe.left), bottom: Double(safe.bottom),
        right: Double(safe.right))
      // https://developer.apple.com/documentation/appkit/nsview/userinterfacelayoutdirection
      properties.effectiveLayoutDirection =
        userInterfaceLayoutDirection == .rightToLeft ? .rightToLeft : .leftToRight
      // https://developer.apple.com/documentation/appkit/nsview/hasambiguouslayout
      properties.hasAmbiguousLayout = hasAmbiguousLayout
      // https://developer.apple.com/documentation/appkit/nsview/firstbaselineoffsetfromtop and
      // https://developer.apple.com/documentation/appkit/nsview/lastbaselineoffsetfrombottom
      properties.firstBaselineOffset = Double(firstBaselineOffsetFromTop)
      properties.lastBaselineOffset = Double(lastBaselineOffsetFromBottom)
      properties.isSwiftUIHostingView = chain.contains { $0.contains("NSHostingView") }
      readKindProperties(into: &properties)
      return properties
    }

    /// What a view of a kind with content has besides a view's properties: a text field's or
    /// button's text and a text field's line limits, a scroll view's content size and insets,
    /// a stack view's arrangement.
    private func readKindProperties(into properties: inout LayoutDumpNodeProperties) {
      if let field = self as? NSTextField {
        // https://developer.apple.com/documentation/appkit/nscontrol/stringvalue
        properties.text = field.stringValue
        // https://developer.apple.com/documentation/appkit/nstextfield/maximumnumberoflines
        properties.numberOfLines = field.maximumNumberOfLines
        // https://developer.apple.com/documentation/appkit/nstextfield/preferredmaxlayoutwidth
        properties.preferredMaxLayoutWidth = Double(field.preferredMaxLayoutWidth)
      } else if let button = self as? NSButton {
        // https://developer.apple.com/documentation/appkit/nsbutton/title
        properties.text = button.title
      }
      if let scroll = self as? NSScrollView {
        // https://developer.apple.com/documentation/appkit/nsscrollview/documentview and
        // https://developer.apple.com/documentation/appkit/nsscrollview/contentinsets
        let content = scroll.documentView?.frame.size ?? .zero
        let insets = scroll.contentInsets
        let edge = EdgeInsets(
          top: Double(insets.top), left: Double(insets.left), bottom: Double(insets.bottom),
          right: Double(insets.right))
        properties.scroll = CapturedScrollState(
          contentWidth: Double(content.width), contentHeight: Double(content.height),
          contentInset: edge, adjustedContentInset: edge)
      }
      if let stack = self as? NSStackView {
        // https://developer.apple.com/documentation/appkit/nsstackview/orientation,
        // https://developer.apple.com/documentation/appkit/nsstackview/distribution,
        // https://developer.apple.com/documentation/appkit/nsstackview/alignment,
        // https://developer.apple.com/documentation/appkit/nsstackview/spacing and
        // https://developer.apple.com/documentation/appkit/nsstackview/arrangedsubviews
        let distribution: StackDistribution
        switch stack.distribution {
        case .fillEqually: distribution = .fillEqually
        case .fillProportionally: distribution = .fillProportionally
        case .equalSpacing: distribution = .equalSpacing
        case .equalCentering: distribution = .equalCentering
        default: distribution = .fill
        }
        let alignment: StackAlignment
        switch stack.alignment {
        case .leading, .left: alignment = .leading
        case .trailing, .right: alignment = .trailing
        case .top: alignment = .top
        case .bottom: alignment = .bottom
        case .centerX, .centerY: alignment = .center
        case .firstBaseline: alignment = .firstBaseline
        case .lastBaseline: alignment = .lastBaseline
        default: alignment = .fill
        }
        properties.stack = LayoutDumpStackProperties(
          axis: stack.orientation == .vertical ? .vertical : .horizontal,
          distribution: distribution, alignment: alignment, spacing: Double(stack.spacing),
          arrangedSubviews: stack.arrangedSubviews)
        // https://developer.apple.com/documentation/appkit/nsstackview/huggingpriority(for:)
        properties.stack?.huggingPriority = ContentPriorities(
          horizontal: LayoutPriority(Double(stack.huggingPriority(for: .horizontal).rawValue)),
          vertical: LayoutPriority(Double(stack.huggingPriority(for: .vertical).rawValue)))
        // https://developer.apple.com/documentation/appkit/nsstackview/customspacing(after:):
        // useDefaultSpacing marks a view without one.
        for view in stack.arrangedSubviews {
          let custom = stack.customSpacing(after: view)
          guard custom != NSStackView.useDefaultSpacing else { continue }
          properties.stack?.customSpacing[ObjectIdentifier(view)] = Double(custom)
        }
      }
    }
  }

  /// `rect` in `view`'s coordinates, turned top-down when `view` is not flipped
  /// (https://developer.apple.com/documentation/appkit/nsview/isflipped).
  @MainActor
  private func topDown(_ rect: NSRect, in view: NSView) -> LayoutRect {
    var result = LayoutRect(rect)
    if !view.isFlipped { result.y = Double(view.bounds.height) - result.maxY }
    return result
  }

  /// AppKit's mask in UIKit's names: `minXMargin` is the left margin; in an unflipped
  /// superview `minYMargin` is the bottom one
  /// (https://developer.apple.com/documentation/appkit/nsview/autoresizingmask-swift.struct).
  @MainActor
  private func autoresizing(_ mask: NSView.AutoresizingMask) -> AutoresizingMask {
    var result: AutoresizingMask = []
    if mask.contains(.minXMargin) { result.insert(.flexibleLeftMargin) }
    if mask.contains(.width) { result.insert(.flexibleWidth) }
    if mask.contains(.maxXMargin) { result.insert(.flexibleRightMargin) }
    if mask.contains(.height) { result.insert(.flexibleHeight) }
    if mask.contains(.minYMargin) { result.insert(.flexibleBottomMargin) }
    if mask.contains(.maxYMargin) { result.insert(.flexibleTopMargin) }
    return result
  }

  extension LayoutDump {
    /// Captures `root` with the environment AppKit reports: platform `macOS`, the OS version
    /// (https://developer.apple.com/documentation/foundation/processinfo/operatingsystemversion)
    /// and the window's backing scale
    /// (https://developer.apple.com/documentation/appkit/nswindow/backingscalefactor).
    ///
    /// Example: `let document = LayoutDump.capture(window.contentView!)`.
    @MainActor
    public static func capture(_ root: NSView) -> LayoutDumpDocument {
      let version = ProcessInfo.processInfo.operatingSystemVersion
      let environment = CaptureEnvironment(
        platform: "macOS",
        osVersion: "\(version.majorVersion).\(version.minorVersion).\(version.patchVersion)",
        screenScale: Double(root.window?.backingScaleFactor ?? 1),
        rootWidth: Double(root.bounds.width), rootHeight: Double(root.bounds.height),
        userInterfaceIdiom: "mac")
      return capture(root, environment: environment)
    }

    /// Captures `root` and returns the JSON, for `po` in the debugger.
    ///
    /// Example: `po LayoutDump.json(of: window.contentView!)`.
    @MainActor
    public static func json(of root: NSView) -> String {
      json(capture(root))
    }
  }
#endif
