import LayoutModel
import LayoutParsing
import Testing

/// FORMAT-NOTES part H: library printouts and new UIKit classes, read into exact values from
/// lines written for these tests.
@Suite struct ConsoleLogLibraryFormsTests {
  // MARK: a label where the address stands

  @Test func snapKitLabelWithSpacesAndSourceTag() throws {
    let parsed = try #require(
      Log.parse(
        "<SnapKit.LayoutConstraint:Header height rule@HeaderView.swift#42 UIView:0x7f9a1c40b2e0.height == 88.0>"
      ))
    #expect(parsed.className == "SnapKit.LayoutConstraint")
    #expect(parsed.address == nil)
    #expect(parsed.label == "Header height rule")
    #expect(parsed.sourceTag == SnapKitSourceTag(file: "HeaderView.swift", line: 42))
    #expect(
      parsed.equation
        == ConstraintEquation(
          firstItem: Log.item("UIView", "0x7f9a1c40b2e0"), firstAttribute: Log.attr(.height),
          relation: .equal, constant: 88))
  }

  @Test func snapKitLabelWithoutSpaces() throws {
    let parsed = try #require(
      Log.parse(
        "<SnapKit.LayoutConstraint:cardInset@CardCell.swift#9 UILabel:0x10a2b3c40.leading == UIView:0x10a2b1000.leading + 16.0>"
      ))
    #expect(parsed.label == "cardInset")
    #expect(parsed.address == nil)
    #expect(parsed.sourceTag == SnapKitSourceTag(file: "CardCell.swift", line: 9))
    #expect(parsed.equation.secondItem == Log.item("UIView", "0x10a2b1000"))
    #expect(parsed.equation.constant == 16)
  }

  @Test func masonryKeyWithSpacesAndNoTag() throws {
    let parsed = try #require(
      Log.parse(
        "<MASLayoutConstraint:avatar side UIImageView:0x7fb1e8d0a120.width == 40>"
      ))
    #expect(parsed.className == "MASLayoutConstraint")
    #expect(parsed.address == nil)
    #expect(parsed.label == "avatar side")
    #expect(parsed.sourceTag == nil)
    #expect(
      parsed.equation
        == ConstraintEquation(
          firstItem: Log.item("UIImageView", "0x7fb1e8d0a120"), firstAttribute: Log.attr(.width),
          relation: .equal, constant: 40))
  }

  @Test func labelBeforeIdentifierAndSuffix() throws {
    let parsed = try #require(
      Log.parse(
        "<SnapKit.LayoutConstraint:Footer gap@Footer.swift#3 'footer-gap' UIView:0x7f1.bottom == UIView:0x7f2.bottom - 4.0   (active)>"
      ))
    #expect(parsed.label == "Footer gap")
    #expect(parsed.identifier == "footer-gap")
    #expect(parsed.isActive == true)
    #expect(parsed.equation.constant == -4)
  }

  @Test func addressedDescriptionHasNoLabel() throws {
    let parsed = try #require(
      Log.parse("<NSLayoutConstraint:0x600001a2b3c0 UIView:0x7f1.width == 10   (active)>"))
    #expect(parsed.label == nil)
    #expect(parsed.address == "0x600001a2b3c0")
  }

  // MARK: source tags with an absolute path

  @Test func sourceTagWithAbsolutePathAndSpaces() throws {
    let parsed = try #require(
      Log.parse(
        "<SnapKit.LayoutConstraint:0x600002a8c0c0@/Users/someone/Work/My App/Sources/Views/CardView.swift#55 UIView:0x7fa0c1d02e10.leading == UIView:0x7fa0c1d03f20.leading + 12.0>"
      ))
    #expect(parsed.address == "0x600002a8c0c0")
    #expect(
      parsed.sourceTag
        == SnapKitSourceTag(
          file: "/Users/someone/Work/My App/Sources/Views/CardView.swift", line: 55))
    #expect(parsed.equation.firstItem == Log.item("UIView", "0x7fa0c1d02e10"))
    #expect(parsed.equation.constant == 12)
  }

  @Test func labelWithAbsolutePathTag() throws {
    let parsed = try #require(
      Log.parse(
        "<App.LayoutConstraint:Top pin@/Users/a b/Demo App/Top.swift#7 UIView:0x1.top == UIView:0x2.top>"
      ))
    #expect(parsed.className == "App.LayoutConstraint")
    #expect(parsed.label == "Top pin")
    #expect(parsed.sourceTag == SnapKitSourceTag(file: "/Users/a b/Demo App/Top.swift", line: 7))
    #expect(parsed.equation.secondItem == Log.item("UIView", "0x2"))
  }

  // MARK: a scroll view's content size

  @Test func automaticContentSizeConstraintWithEngineID() throws {
    let parsed = try #require(
      Log.parse(
        "<_UIScrollViewAutomaticContentSizeConstraint:0x7b0c3a10 UICollectionView:0x7d2e8000.contentWidth{id: 42} == -12.500000>"
      ))
    #expect(parsed.className == "_UIScrollViewAutomaticContentSizeConstraint")
    #expect(parsed.address == "0x7b0c3a10")
    #expect(
      parsed.equation
        == ConstraintEquation(
          firstItem: Log.item("UICollectionView", "0x7d2e8000"),
          firstAttribute: .contentSize(.horizontal), relation: .equal, constant: -12.5))
    let height = try #require(
      Log.parse(
        "<_UIScrollViewAutomaticContentSizeConstraint:0x7a1 UITableView:0x7c2.contentHeight{id: 7} == 300>"
      ))
    #expect(height.equation.firstAttribute == .contentSize(.vertical))
    #expect(height.equation.firstAttribute.printedName == "contentHeight")
    #expect(height.equation.firstAttribute.axis == .vertical)
  }

  @Test func contentSizeReportIsReadWhole() throws {
    let report = try #require(
      Log.report(
        """
        Unable to simultaneously satisfy constraints.
        \tProbably at least one of the constraints in the following list is one you don't want. Try this: (1) look at each constraint and try to figure out which you don't expect; (2) find the code that added the unwanted constraint or constraints and fix it.
        (
            "<_UIScrollViewAutomaticContentSizeConstraint:0x7b0c3a10 UICollectionView:0x7d2e8000.contentWidth{id: 42} == -12.500000>"
        )

        Will attempt to recover by breaking constraint
        <_UIScrollViewAutomaticContentSizeConstraint:0x7b0c3a10 UICollectionView:0x7d2e8000.contentWidth{id: 42} == -12.500000>

        Break on objc_exception_throw to catch this in the debugger.
        """))
    #expect(report.unparsed.isEmpty)
    #expect(report.constraints.count == 1)
    #expect(report.brokenConstraint?.parsed.address == "0x7b0c3a10")
    #expect(report.hasTrailer)
  }

  @Test func labelledReportIsReadWhole() throws {
    let report = try #require(
      Log.report(
        """
        \tProbably at least one of the constraints in the following list is one you don't want.
        (
            "<SnapKit.LayoutConstraint:Side gap wide@FileB.swift#12 UIView:0x7fe6f5850000.leading == UIView:0x7fe6f5851000.leading + 30.0>",
            "<SnapKit.LayoutConstraint:Side gap narrow@FileB.swift#13 UIView:0x7fe6f5850000.leading == UIView:0x7fe6f5851000.leading + 10.0>"
        )

        Will attempt to recover by breaking constraint
        <SnapKit.LayoutConstraint:Side gap narrow@FileB.swift#13 UIView:0x7fe6f5850000.leading == UIView:0x7fe6f5851000.leading + 10.0>
        """))
    #expect(report.unparsed.isEmpty)
    #expect(report.constraints.map(\.parsed.label) == ["Side gap wide", "Side gap narrow"])
    #expect(report.brokenConstraint?.parsed.label == "Side gap narrow")
  }

  // MARK: new identifiers

  @Test(arguments: [
    "<NSLayoutConstraint:0x156da9be0 'UIInputWindowController-top' V:|-(0)-[UIInputSetContainerView:0x156e73820]   (Names: '|':UIRemoteKeyboardWindow:0x156dafb70 )>",
    "<NSLayoutConstraint:0x600001 'UIInputViewSetPlacement_GenericApplicator<UIInputViewSetPlacementOffScreenDown>.vertical' UIView:0x7f1.top == UIView:0x7f2.bottom   (active)>",
    "<NSLayoutConstraint:0x600002 'NSWindow-x-anchor' NSView:0x7f3.minX == 0   (active)>",
  ])
  func keyboardAndWindowIdentifiersAreTheFrameworks(text: String) throws {
    let parsed = try #require(Log.parse(text))
    #expect(parsed.origin == .otherSystem)
  }

  @Test func stackEdgeIdentifierIsTheStackViews() throws {
    let parsed = try #require(
      Log.parse(
        "<NSLayoutConstraint:0x600003 'NSStackView.Edge.Min.Top' NSButton:0x7f4.top == NSStackView:0x7f5.top + 8   (active)>"
      ))
    #expect(parsed.origin == .stackView)
  }
}
