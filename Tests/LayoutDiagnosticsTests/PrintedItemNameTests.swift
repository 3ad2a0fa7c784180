import Testing

@testable import LayoutDiagnostics

@Suite struct PrintedItemNameTests {
  @Test(
    arguments: [
      ("UILabel:0x7fa1c2d0a030'Text1'", "UILabel", "0x7fa1c2d0a030", "Text1"),
      ("UILabel:0x7fa1c2d0a030", "UILabel", "0x7fa1c2d0a030", nil),
      // 017.log: a text with a quote of its own.
      ("UILabel:0x7f95b5653eb0'TEXT'S ONE'", "UILabel", "0x7f95b5653eb0", "TEXT'S ONE"),
      ("App.ViewA:0x7FCDAFF03E10", "App.ViewA", "0x7fcdaff03e10", nil),
      (
        "UIContinuousPathIntroduct...:0x101677a90", "UIContinuousPathIntroduct...", "0x101677a90",
        nil
      ),
      ("0x7fa1c2d0a030", nil, "0x7fa1c2d0a030", nil),
      ("0x00007fa1c2d0a030", nil, "0x7fa1c2d0a030", nil),
      (
        "<UILabel: 0x7fa1c2d0a030; frame = (0 0; 42 21); text = 'Hi'; layer = <_UILabelLayer: 0x1>>",
        "UILabel", "0x7fa1c2d0a030", "Hi"
      ),
      (
        "<UILayoutGuide: 0x600000cc07e0 - \"UIViewLayoutMarginsGuide\", layoutFrame = {{0, 0}, {1, 1}}>",
        "UILayoutGuide", "0x600000cc07e0", nil
      ),
      ("<UIView: 0x7fadcb048100>", "UIView", "0x7fadcb048100", nil),
    ] as [(String, String?, String, String?)])
  func readsThePrintedForms(
    _ text: String, _ className: String?, _ address: String, _ shown: String?
  ) throws {
    let printed = try #require(PrintedItemName(text))
    #expect(printed.className == className)
    #expect(printed.address == address)
    #expect(printed.text == shown)
  }

  @Test(arguments: [
    "titleLabel", "root.safeAreaLayoutGuide", "UILabel:", "0xzz", "UILabel:0x1 x", "", "'Text1'",
  ])
  func otherNamesAreNotPrintedForms(_ text: String) {
    #expect(PrintedItemName(text) == nil)
  }

  @Test func truncatedClassNamesMatchTheirStart() {
    #expect(
      PrintedItemName.sameClass("UIContinuousPathIntroduct...", "UIContinuousPathIntroductionView"))
    #expect(PrintedItemName.sameClass("UILabel", "UILabel"))
    // 104.log: the trace drops the underscore the constraint shows; Swift names with modules.
    #expect(
      PrintedItemName.sameClass(
        "UIRemoteKeyboardPlaceholderView", "_UIRemoteKeyboardPlaceholderView"))
    #expect(PrintedItemName.sameClass("App.ViewA", "ViewA"))
    #expect(!PrintedItemName.sameClass("UILabel", "UIButton"))
  }
}
