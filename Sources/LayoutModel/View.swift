/// A view as a layout dump describes it: identity, place in the hierarchy, and everything UIKit
/// turns into constraints on its behalf.
///
/// A plain value: the superview is named by id and resolved by `ViewHierarchy`. Lengths are in
/// points; the frame is relative to the superview, as `UIView.frame` is.
public struct View: Hashable, Sendable {
  /// The id that constraints use to name the view (`title`, `root`); unique in a hierarchy.
  public var id: String
  /// The class name, for output only (`UILabel`); `UIView` by default.
  public var className: String
  /// The id of the superview, or `nil` for a root view.
  public var superview: String?
  /// The frame the view had when it was dumped, relative to its superview, if known. A root
  /// view's frame fixes its size (the window or container); with
  /// `translatesAutoresizingMaskIntoConstraints` it is what the autoresizing mask keeps.
  public var frame: LayoutRect?
  /// The natural size, per axis (`UIView.noIntrinsicMetric` is `nil`).
  public var intrinsicContentSize: IntrinsicContentSize
  /// How strongly the view resists growing past its intrinsic size; default 250 per axis.
  public var contentHuggingPriority: ContentPriorities
  /// How strongly the view resists shrinking below its intrinsic size; default 750 per axis.
  public var contentCompressionResistancePriority: ContentPriorities
  /// The layout margins, from which the `...Margin` attributes and `layoutMarginsGuide` are
  /// measured; default 8 points on every edge.
  public var layoutMargins: EdgeInsets
  /// The safe-area insets, from which `safeAreaLayoutGuide` is measured; default 0.
  public var safeAreaInsets: EdgeInsets
  /// Whether UIKit turns `frame` and `autoresizingMask` into required constraints.
  public var translatesAutoresizingMaskIntoConstraints: Bool
  /// The autoresizing mask used when `translatesAutoresizingMaskIntoConstraints` is set.
  public var autoresizingMask: AutoresizingMask
  /// Distance from the top edge down to the first baseline, in points; `nil` puts the first
  /// baseline at the bottom edge, as for a view without text.
  public var firstBaselineOffset: Double?
  /// Distance from the bottom edge up to the last baseline, in points; `nil` puts the last
  /// baseline at the bottom edge.
  public var lastBaselineOffset: Double?
  /// Whether the view is hidden; hidden views still take part in layout, as in UIKit.
  public var isHidden: Bool
  /// The text a console log prints after the address (`UILabel:0x1'Title'`): a label's or
  /// button's text or a guide's identifier; `nil` when none was shown.
  public var text: String?
  /// Where the view was declared, for error messages.
  public var location: SourceLocation?
  /// The font its text is drawn with, if the input says (`Text/TextFont.swift`); `nil` for a
  /// view without text or an input that names no font.
  public var font: TextFont? = nil
  /// The intrinsic size the app measured for the view's text at other content size categories
  /// (`LayoutDoctorDump` lays the text out with each category's font; a listing's `measured=`,
  /// a dump's `"measuredSizes"`), in points; a text sweep uses a measurement in place of
  /// scaling (`View+TextScaling.swift`). Empty when the input measured none.
  public var measuredTextSizes: [ContentSizeCategory: IntrinsicContentSize] = [:]
  /// The part of `intrinsicContentSize` that is not text (a button's content insets), which
  /// stays when the text grows (`View+TextScaling.swift`); zero by default.
  public var textPadding = TextPadding.zero
  /// How the view arranges its arranged subviews when it is a `UIStackView`; `nil` otherwise.
  public var stack: StackConfiguration? = nil
  /// What a captured dump (JSON version 2) recorded about the view beyond its layout; `nil`
  /// for listings, version 1 dumps and console reports.
  public var capture: CapturedView?
  /// How the intrinsic height follows the width the view gets (a multi-line label), if it
  /// does; `View+Wrapping.swift`.
  public var wrapping: TextWrapping? = nil
  /// How it draws content larger than its bounds (`UIView.contentMode`), if the input says;
  /// `View+Content.swift`.
  public var contentMode: ContentMode? = nil
  /// Whether the input marks the view as cutting its content when short of room (`nil`: decide
  /// by class and content mode, `cutsContent`).
  public var truncatesContent: Bool? = nil
  /// The name a layout editor shows for the view (Interface Builder's `userLabel`, else its
  /// text, else its class and object id), for output only; `nil` when the input gives none.
  public var displayName: String? = nil
  /// Whether the view's container sets its frame whatever its class (an `NSBox`'s content
  /// view, a cell's content view), so that its autoresizing constraints are the framework's;
  /// see also `isSizedByContainer(className:)`, which decides by class where the input does
  /// not say.
  public var frameIsSetByContainer = false
  /// The frame attributes (`minX`, `minY`, `width`, `height`) whose ambiguity the input says
  /// is not to be verified, so that none is reported: all four for Interface Builder's
  /// "Ambiguity: Never Verify" (`verifyAmbiguity="off"`), the size for "Verify Position Only"
  /// (`verifyAmbiguity="ignoreSizes"`). Empty for every other view.
  public var unverifiedAttributes: Set<LayoutAttribute> = []
  /// The axes on which the app's code places the view at run time, as the input says: where a
  /// placeholder constraint ("remove at build time") placed it at design time. Its position
  /// and size there are neither ambiguous nor misplaced for want of what the code adds.
  public var codePlacedAxes: Set<LayoutAxis> = []
  /// The axes on which `intrinsicContentSize` is an estimate (from a font size and a text)
  /// rather than a measurement or a value the input states; findings resting on it can say so.
  public var estimatedIntrinsicAxes: Set<LayoutAxis> = []
  /// How the input document stores this view's frame, when not as `frame` holds it (an AppKit
  /// Interface Builder document: frame rectangles, y up); `nil` when it stores `frame`.
  public var storedFrameForm: StoredFrameForm? = nil

  /// Creates a view; every property but the id has UIKit's default.
  public init(
    id: String,
    className: String = "UIView",
    superview: String? = nil,
    frame: LayoutRect? = nil,
    intrinsicContentSize: IntrinsicContentSize = .none,
    contentHuggingPriority: ContentPriorities = .defaultHugging,
    contentCompressionResistancePriority: ContentPriorities = .defaultCompressionResistance,
    layoutMargins: EdgeInsets = .defaultLayoutMargins,
    safeAreaInsets: EdgeInsets = .zero,
    translatesAutoresizingMaskIntoConstraints: Bool = false,
    autoresizingMask: AutoresizingMask = [],
    firstBaselineOffset: Double? = nil,
    lastBaselineOffset: Double? = nil,
    isHidden: Bool = false,
    text: String? = nil,
    location: SourceLocation? = nil
  ) {
    self.id = id
    self.className = className
    self.superview = superview
    self.frame = frame
    self.intrinsicContentSize = intrinsicContentSize
    self.contentHuggingPriority = contentHuggingPriority
    self.contentCompressionResistancePriority = contentCompressionResistancePriority
    self.layoutMargins = layoutMargins
    self.safeAreaInsets = safeAreaInsets
    self.translatesAutoresizingMaskIntoConstraints = translatesAutoresizingMaskIntoConstraints
    self.autoresizingMask = autoresizingMask
    self.firstBaselineOffset = firstBaselineOffset
    self.lastBaselineOffset = lastBaselineOffset
    self.isHidden = isHidden
    self.text = text
    self.location = location
  }
}

extension View {
  /// Private classes of the input system that UIKit names without a leading `_`: the keyboard's
  /// windows, containers and assistant bar.
  public static let privateInputSystemClasses: Set<String> = [
    "UIInputSetContainerView", "UIInputSetHostView", "UITextEffectsWindow",
    "UIRemoteKeyboardWindow", "UIEditingOverlayGestureView", "UIKeyboardLayoutStar",
    "UIKeyboardAssistantBar",
  ]

  /// Views whose frame their container sets, so that their autoresizing constraints are the
  /// framework's, not the app's: a table or collection cell's content view (sized by the cell,
  /// which its table or collection sizes; Apple, `UITableViewCell.contentView`), a scroll
  /// view's clip view (sized by the scroll view; `NSScrollView.contentView`), and a table's
  /// cell and row views (sized by the table; `NSTableView.view(atColumn:row:makeIfNecessary:)`).
  public static let containerSizedClasses: Set<String> = [
    "UITableViewCellContentView", "UICollectionViewCellContentView", "NSClipView",
    "NSTableCellView", "NSTableRowView",
  ]

  /// Whether a view of `className` has its frame set by its container
  /// (`containerSizedClasses`), judged by its class like `isFrameworkPrivate(className:)`: the
  /// app neither turns off its `translatesAutoresizingMaskIntoConstraints` nor sizes it with
  /// constraints of its own.
  public static func isSizedByContainer(className: String) -> Bool {
    containerSizedClasses.contains(String(className.prefix { $0 != ":" }))
  }

  /// Whether `className` is one of UIKit's or AppKit's private classes, whose constraints and
  /// autoresizing mask the app cannot change: a leading `_` (`_UIButtonBarStackView`,
  /// `_NSTextContentView`, mangled `_TtC5UIKit...` names) or a private class of the input
  /// system (`privateInputSystemClasses`). A `Module.Class` name or a printed item
  /// (`Class:0xADDR`) is judged by its class.
  public static func isFrameworkPrivate(className: String) -> Bool {
    let name = className.prefix { $0 != ":" }
    return name.hasPrefix("_") || privateInputSystemClasses.contains(String(name))
  }
}
