/// How a `UIStackView` arranges its arranged subviews: the properties of Apple's `UIStackView`
/// (https://developer.apple.com/documentation/uikit/uistackview) that decide the constraints
/// it makes.
///
/// Defaults are UIKit's: horizontal, `.fill`, `.fill`, spacing 0, neither baseline- nor
/// margins-relative. Lengths are in points.
public struct StackConfiguration: Hashable, Sendable {
  /// `UIStackView.axis`: the direction the arranged views are laid out in.
  public var axis: LayoutAxis
  /// `UIStackView.distribution`: how the arranged views share the stack's length on its axis.
  public var distribution: StackDistribution
  /// `UIStackView.alignment`: how the arranged views sit across the axis.
  public var alignment: StackAlignment
  /// `UIStackView.spacing`, in points: the gap between adjacent visible arranged views (the
  /// minimum gap for `equalSpacing` and `equalCentering`).
  public var spacing: Double
  /// The ids of `arrangedSubviews`, in order; each must be a subview of the stack.
  public var arrangedSubviews: [String]
  /// `isBaselineRelativeArrangement`: in a vertical stack the spacing runs from one view's
  /// last baseline to the next one's first baseline.
  public var isBaselineRelativeArrangement: Bool
  /// `isLayoutMarginsRelativeArrangement`: the arranged views are laid out within the stack's
  /// layout margins instead of its edges.
  public var isLayoutMarginsRelativeArrangement: Bool
  /// Custom spacing after arranged views, in points, by arranged view id: UIKit's and AppKit's
  /// `setCustomSpacing(_:after:)` (Interface Builder's NSStackView `<customSpacing>`). The gap
  /// after such a view, to the next visible one, is this instead of `spacing` (the minimum gap
  /// for `equalSpacing` and `equalCentering`); a view without an entry uses `spacing`.
  public var customSpacing: [String: Double] = [:]

  /// NSStackView's `huggingPriority(for:)` on each axis: how strongly the stack keeps itself as
  /// small as its views allow (Apple: "to minimize its size to fit its contained views as
  /// closely as possible"; Interface Builder's `horizontalStackHuggingPriority` and
  /// `verticalStackHuggingPriority`). `nil` is the framework's default,
  /// `appKitHuggingPriority` for an AppKit stack; a UIKit stack has no such constraints.
  public var huggingPriority: ContentPriorities?

  /// NSStackView's `detachesHiddenViews`: whether a hidden arranged view leaves the stack
  /// (Interface Builder writes `detachesHiddenViews="YES"`; a layout dump never holds a
  /// detached view, which is out of the view hierarchy). When `false`, an AppKit stack lays a
  /// hidden view out as a visible one, as AppKit lays out any hidden view. A UIKit stack
  /// always collapses its hidden views and ignores this.
  public var detachesHiddenViews = false

  /// NSStackView's gravity areas (its default distribution, `gravityAreas`; Interface
  /// Builder's `<beginningViews>`, `<middleViews>` and `<endViews>`), by arranged view id, a
  /// view without an entry in the beginning area; `nil` for any other distribution. The views
  /// of one area keep `spacing` between them; the gaps between areas may grow.
  public var gravityAreas: [String: StackGravityArea]? = nil

  /// The arranged views NSStackView detaches whether hidden or not: those at visibility
  /// priority `notVisible` (0; Interface Builder's `<visibilityPriorities>`). A UIKit stack
  /// has none.
  public var notVisible: Set<String> = []

  /// NSStackView's default hugging priority as Interface Builder writes it for a new stack,
  /// 249.99998474121094: just below `defaultLow` (250), so that arranged views hugging at 250
  /// keep their own sizes before the stack shrinks around them (realib 41 holds it).
  public static let appKitHuggingPriority = LayoutPriority(249.99998474121094)

  /// The gap, in points, after the arranged view `id`: its custom spacing, else `spacing`.
  public func spacing(after id: String) -> Double { customSpacing[id] ?? spacing }

  /// Creates a configuration; every property has UIKit's default.
  public init(
    axis: LayoutAxis = .horizontal,
    distribution: StackDistribution = .fill,
    alignment: StackAlignment = .fill,
    spacing: Double = 0,
    arrangedSubviews: [String] = [],
    isBaselineRelativeArrangement: Bool = false,
    isLayoutMarginsRelativeArrangement: Bool = false
  ) {
    self.axis = axis
    self.distribution = distribution
    self.alignment = alignment
    self.spacing = spacing
    self.arrangedSubviews = arrangedSubviews
    self.isBaselineRelativeArrangement = isBaselineRelativeArrangement
    self.isLayoutMarginsRelativeArrangement = isLayoutMarginsRelativeArrangement
  }
}

/// One of NSStackView's gravity areas (`NSStackView.Gravity`): the beginning (leading or
/// top), the centre, or the end of the stack.
public enum StackGravityArea: String, CaseIterable, Sendable, Hashable {
  case beginning, center, end
}

/// `UIStackView.Distribution`, with UIKit's case names.
public enum StackDistribution: String, CaseIterable, Sendable, Hashable {
  /// The views fill the axis; hugging and compression resistance decide who grows or shrinks,
  /// and on a tie the arranged views' order decides (see `StackConfiguration.tieOrder`).
  case fill
  /// Every visible arranged view gets the same length (`UISV-fill-equally`).
  case fillEqually
  /// Lengths proportional to the views' intrinsic lengths (`UISV-fill-proportionally`).
  case fillProportionally
  /// Views keep their lengths; the gaps between them are equal and at least `spacing`.
  case equalSpacing
  /// The centres are equally spaced; the gaps are at least `spacing`.
  case equalCentering
}

/// `UIStackView.Alignment`, with UIKit's case names; `top` is `leading` and `bottom` is
/// `trailing`, as in UIKit.
public enum StackAlignment: String, CaseIterable, Sendable, Hashable {
  case fill, leading, top, firstBaseline, center, trailing, bottom, lastBaseline

  /// The same alignment with `top` written `leading` and `bottom` written `trailing`.
  public var canonical: StackAlignment {
    switch self {
    case .top: return .leading
    case .bottom: return .trailing
    default: return self
    }
  }
}

extension StackConfiguration {
  /// The priority step by which a `.fill` stack orders arranged views of equal hugging or
  /// compression resistance.
  ///
  /// Apple's documentation of `UIStackView.Distribution.fill`: "If there is any ambiguity, the
  /// stack view resizes the arranged views based on their index in the arrangedSubviews
  /// array." No `UISV-*` constraint in a real log shows the mechanism. The model decides: the
  /// view with the lower index gives way first, both when there is room to spare (it is
  /// stretched, as tutorials describe for equal hugging) and when there is too little (it is
  /// squeezed, as a real report describes for equal compression resistance). The engine
  /// writes this as a copy of each later tied view's hugging (compression resistance)
  /// constraint, `tieStep` × (views after it + 1) below the tied priority, so the last view
  /// holds its intrinsic length longest. It orders only the arranged views of one stack among
  /// themselves: a tie with a view outside the stack is still a tie, and still ambiguous.
  public static let tieStep = 0.001

  /// The arranged views' ids that are not subviews of `stack` in `hierarchy`, or that appear
  /// twice; the first such id and why, or `nil`.
  func arrangementError(stack: String, in hierarchy: ViewHierarchy) -> LayoutModelError.Kind? {
    var seen = Set<String>()
    for id in arrangedSubviews {
      guard let view = hierarchy.view(id) else {
        return .invalidArrangedSubview(id, stack: stack, reason: "no such view")
      }
      guard view.superview == stack else {
        return .invalidArrangedSubview(id, stack: stack, reason: "not a subview of the stack")
      }
      guard seen.insert(id).inserted else {
        return .invalidArrangedSubview(id, stack: stack, reason: "listed twice")
      }
    }
    if !LayoutLimits.accepts(spacing) { return .numberOutOfRange(spacing, what: "spacing") }
    for (id, custom) in customSpacing.sorted(by: { $0.key < $1.key }) {
      guard seen.contains(id) else {
        return .customSpacingWithoutArrangedView(id, stack: stack)
      }
      if !LayoutLimits.accepts(custom) { return .numberOutOfRange(custom, what: "spacing") }
    }
    return nil
  }
}

extension ViewHierarchy {
  /// Why `view`'s stack configuration cannot be arranged, or `nil`: every arranged view must
  /// be a subview of the stack, listed once, and the spacing a finite number; custom spacing
  /// is for arranged views only.
  public func stackError(for view: View) -> LayoutModelError.Kind? {
    view.stack?.arrangementError(stack: view.id, in: self)
  }
}

extension View {
  /// Whether the view is a `UIScrollView` or one of UIKit's subclasses (`UITableView`,
  /// `UICollectionView`, `UITextView`), by its class or, in a captured dump, by its class
  /// chain (an app's subclass): its edges seen from its subviews are its content area, and it
  /// has a `contentLayoutGuide` and a `frameLayoutGuide`.
  public var isScrollView: Bool {
    Self.scrollViewClasses.contains(className)
      || capture?.classChain.contains(where: Self.scrollViewClasses.contains) == true
  }

  /// The class names treated as scroll views.
  public static let scrollViewClasses: Set<String> = [
    "UIScrollView", "UITableView", "UICollectionView", "UITextView",
  ]
}
