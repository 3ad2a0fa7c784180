import LayoutDoctorDump
import LayoutDumpFakes
import LayoutModel

/// A fake screen with one of everything the capture must handle: a window with safe-area and
/// margins guides, a custom guide, a scroll view with content and frame guides, a vertical
/// stack of two multi-line labels, an autoresizing-mask banner, a SwiftUI hosting view, two
/// views with the same accessibility identifier, an inactive constraint and a constraint
/// UIKit made from an autoresizing mask.
@MainActor
struct FakeScreen {
  let window = FakeView(0x7fa0_0000_0100, ["UIWindow", "UIView", "UIResponder", "NSObject"])
  let scroll = FakeView(
    0x7fa0_0000_0200, ["UIScrollView", "UIView", "UIResponder", "NSObject"])
  let stack = FakeView(0x7fa0_0000_0300, ["UIStackView", "UIView", "UIResponder", "NSObject"])
  let title = FakeView(0x7fa0_0000_0400, ["UILabel", "UIView", "UIResponder", "NSObject"])
  let detail = FakeView(0x7fa0_0000_0500, ["UILabel", "UIView", "UIResponder", "NSObject"])
  let banner = FakeView(0x7fa0_0000_0600)
  let hosting = FakeView(
    0x7fa0_0000_0700, ["_UIHostingView<ContentView>", "UIView", "UIResponder", "NSObject"])
  let swiftUIChild = FakeView(0x7fa0_0000_0800)
  let twinA = FakeView(0x7fa0_0000_0900)
  let twinB = FakeView(0x7fa0_0000_0a00)
  let readable = FakeGuide()
  let inactive: FakeConstraint
  let autoresizing: FakeConstraint
  let intoHosting: FakeConstraint

  init() {
    window.frame(0, 0, 375, 812)
    window.properties.translatesAutoresizingMaskIntoConstraints = true
    window.properties.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    window.properties.safeAreaInsets = EdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
    window.addBuiltInGuides(
      safeArea: LayoutRect(x: 0, y: 47, width: 375, height: 731),
      margins: LayoutRect(x: 8, y: 55, width: 359, height: 715), base: 0x6000_0000_1000)
    window.guides.append(
      LayoutDumpGuideProperties(
        object: readable, kind: .custom, address: 0x6000_0000_1100, identifier: "readable",
        layoutFrame: LayoutRect(x: 16, y: 47, width: 343, height: 731)))

    scroll.frame(0, 47, 375, 731)
    scroll.properties.accessibilityIdentifier = "feed"
    scroll.properties.scroll = CapturedScrollState(
      contentWidth: 375, contentHeight: 98.5,
      adjustedContentInset: EdgeInsets(top: 0, left: 0, bottom: 34, right: 0))
    scroll.guides = [
      LayoutDumpGuideProperties(
        object: FakeGuide(), kind: .scrollContent, address: 0x6000_0000_2000,
        identifier: "UIScrollView-contentLayoutGuide",
        layoutFrame: LayoutRect(x: 0, y: 0, width: 375, height: 98.5)),
      LayoutDumpGuideProperties(
        object: FakeGuide(), kind: .scrollFrame, address: 0x6000_0000_2100,
        identifier: "UIScrollView-frameLayoutGuide",
        layoutFrame: LayoutRect(x: 0, y: 0, width: 375, height: 731)),
    ]

    stack.frame(16, 16, 343, 66.5)
    stack.properties.stack = LayoutDumpStackProperties(
      axis: .vertical, distribution: .fill, alignment: .fill, spacing: 4,
      arrangedSubviews: [title, detail])

    for (label, text) in [(title, "Order #1042 shipped"), (detail, "Arrives Friday")] {
      label.properties.text = text
      label.properties.numberOfLines = 0
      label.properties.preferredMaxLayoutWidth = 0
      label.properties.firstBaselineOffset = 16.5
      label.properties.lastBaselineOffset = 4
      label.properties.contentHuggingPriority = ContentPriorities(
        horizontal: .defaultLow, vertical: LayoutPriority(251))
    }
    title.properties.accessibilityIdentifier = "order.title"  // not an id: falls back
    title.frame(0, 0, 343, 20.5)
    title.properties.intrinsicContentSize = IntrinsicContentSize(width: 158.5, height: 20.5)
    title.properties.wrap = LayoutDumpWrap(naturalWidth: 158.5, lineHeight: 20.5, lines: 0)
    title.properties.heightForWidth = [
      LayoutDumpSizeSample(width: 100, height: 41), LayoutDumpSizeSample(width: 343, height: 20.5),
    ]
    detail.properties.accessibilityIdentifier = "detail"
    detail.frame(0, 24.5, 343, 42)
    detail.properties.intrinsicContentSize = IntrinsicContentSize(width: 110, height: 42)

    banner.frame(0, 778, 375, 34)
    banner.properties.translatesAutoresizingMaskIntoConstraints = true
    banner.properties.autoresizingMask = [.flexibleWidth, .flexibleTopMargin]
    banner.properties.alpha = 0.5
    banner.properties.isHidden = true

    hosting.frame(0, 700, 375, 78)
    hosting.properties.isSwiftUIHostingView = true
    hosting.add(swiftUIChild)

    twinA.properties.accessibilityIdentifier = "cell"
    // As Interface Builder leaves it: a mask that takes no part, since the view does not
    // translate it.
    twinA.properties.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    twinB.properties.accessibilityIdentifier = "cell"
    twinA.frame(0, 0, 10, 10)
    twinB.frame(0, 10, 10, 10)

    window.add(scroll)
    scroll.add(stack)
    stack.add(title)
    stack.add(detail)
    window.add(banner)
    window.add(hosting)
    window.add(twinA)
    window.add(twinB)

    let content = scroll.guide(.scrollContent)
    let frameGuide = scroll.guide(.scrollFrame)
    scroll.constraints = [
      FakeConstraint(
        0x6000_0001_0000, stack, .top, .equal, content, .top, constant: 16,
        description:
          "<NSLayoutConstraint:0x600000010000 UIStackView:0x7fa000000300.top == UILayoutGuide:0x600000002000'UIScrollView-contentLayoutGuide'.top + 16   (active)>"
      ),
      FakeConstraint(
        0x6000_0001_0100, stack, .width, .equal, frameGuide, .width, constant: -32,
        description:
          "<NSLayoutConstraint:0x600000010100 UIStackView:0x7fa000000300.width == UILayoutGuide:0x600000002100'UIScrollView-frameLayoutGuide'.width - 32   (active)>"
      ),
    ]
    stack.constraints = [
      FakeConstraint(
        0x6000_0002_0000, title, .top, .equal, stack, .top, identifier: "UISV-canvas-connection",
        description:
          "<NSLayoutConstraint:0x600000020000 'UISV-canvas-connection' UILabel:0x7fa000000400'Order #1042 shipped'.top == UIStackView:0x7fa000000300.top   (active)>"
      ),
      FakeConstraint(
        0x6000_0002_0100, detail, .top, .equal, title, .bottom, constant: 4,
        identifier: "UISV-spacing",
        description:
          "<NSLayoutConstraint:0x600000020100 'UISV-spacing' V:[UILabel:0x7fa000000400'Order #1042 shipped']-(4)-[UILabel:0x7fa000000500'Arrives Friday']   (active)>"
      ),
    ]
    inactive = FakeConstraint(
      0x6000_0003_0000, title, .height, .equal, nil, constant: 44, identifier: "title-height",
      isActive: false)
    title.constraints = [inactive]
    autoresizing = FakeConstraint(
      0x6000_0004_0000, banner, .height, .equal, nil, constant: 34,
      className: "NSAutoresizingMaskLayoutConstraint")
    banner.constraints = [autoresizing]
    intoHosting = FakeConstraint(
      0x6000_0005_0000, swiftUIChild, .width, .equal, nil, constant: 10)
    window.constraints = [
      FakeConstraint(
        0x6000_0006_0000, scroll, .top, .equal, window.guide(.safeArea), .top,
        description:
          "<NSLayoutConstraint:0x600000060000 UIScrollView:0x7fa000000200.top == UILayoutGuide:0x600000001000'UIViewSafeAreaLayoutGuide'.top   (active)>"
      ),
      FakeConstraint(
        0x6000_0006_0100, scroll, .leading, .equal, window, .leading,
        description:
          "<NSLayoutConstraint:0x600000060100 H:|-(0)-[UIScrollView:0x7fa000000200]   (active, names: '|':UIWindow:0x7fa000000100 )>"
      ),
      FakeConstraint(
        0x6000_0006_0200, scroll, .trailing, .equal, window, .trailing,
        description:
          "<NSLayoutConstraint:0x600000060200 UIScrollView:0x7fa000000200.trailing == UIWindow:0x7fa000000100.trailing   (active)>"
      ),
      FakeConstraint(
        0x6000_0006_0300, scroll, .bottom, .equal, window.guide(.safeArea), .bottom,
        description:
          "<NSLayoutConstraint:0x600000060300 UIScrollView:0x7fa000000200.bottom == UILayoutGuide:0x600000001000'UIViewSafeAreaLayoutGuide'.bottom   (active)>"
      ),
      FakeConstraint(
        0x6000_0006_0400, hosting, .leading, .equal, readable, .leading,
        description:
          "<NSLayoutConstraint:0x600000060400 _UIHostingView<ContentView>:0x7fa000000700.leading == UILayoutGuide:0x600000001100'readable'.leading   (active)>"
      ),
      intoHosting,
    ]
  }
}
