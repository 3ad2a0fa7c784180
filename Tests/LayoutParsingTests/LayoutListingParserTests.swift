import LayoutModel
import LayoutParsing
import Testing

@Suite struct LayoutListingParserTests {
  let listing = """
    # a card below the safe area
    direction rightToLeft
    view root class=UIWindow frame=0,0,375,812 safearea=47,0,34,0 margins=8,16,8,16
    view card in=root class=UIView
    view title in=card class=UILabel intrinsic=120x20.5 hug=251,250 compress=1000,750 baseline=16,4
    view icon in=card intrinsic=-x21 hidden
    view legacy in=root frame=10,20,100,50 autoresizing=h=-&-,v=--&
    guide spacer in=card
    card.leading == root.leadingMargin + 16
    card.top == root.safeAreaLayoutGuide.top + 12 #cardTop
    card.height == 120 @750
    title.width <= 0.5*card.width - 8 @defaultHigh #'half width' (inactive)
    icon.height == title.height * 2
    spacer.width >= 44
    title.firstBaseline == icon.lastBaseline
    title.centerY == card.layoutMarginsGuide.centerY
    card.width == - 16 @999.5
    edit card.width @999 300
    suggest card.width 320
    """

  @Test func readsEveryStatement() throws {
    let document = try parse(listing).document
    #expect(document.direction == .rightToLeft)
    let views = document.hierarchy.views
    #expect(views.map(\.id) == ["root", "card", "title", "icon", "legacy"])
    #expect(views[0].className == "UIWindow")
    #expect(views[0].frame == LayoutRect(x: 0, y: 0, width: 375, height: 812))
    #expect(views[0].safeAreaInsets == EdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
    #expect(views[0].layoutMargins == EdgeInsets(top: 8, left: 16, bottom: 8, right: 16))
    #expect(views[1].superview == "root")
    #expect(views[1].layoutMargins == .defaultLayoutMargins)
    #expect(views[2].intrinsicContentSize == IntrinsicContentSize(width: 120, height: 20.5))
    #expect(
      views[2].contentHuggingPriority
        == ContentPriorities(
          horizontal: LayoutPriority(251), vertical: .defaultLow))
    #expect(views[2].contentCompressionResistancePriority.horizontal == .required)
    #expect(views[2].firstBaselineOffset == 16 && views[2].lastBaselineOffset == 4)
    #expect(views[3].intrinsicContentSize == IntrinsicContentSize(width: nil, height: 21))
    #expect(views[3].isHidden)
    #expect(views[4].translatesAutoresizingMaskIntoConstraints)
    #expect(views[4].autoresizingMask == [.flexibleWidth, .flexibleBottomMargin])
    #expect(!views[1].translatesAutoresizingMaskIntoConstraints)
    #expect(
      document.hierarchy.guides == [
        LayoutGuide(
          id: "spacer", owningView: "card",
          location: LayoutModel.SourceLocation(file: "t.layout", line: 8, column: 7))
      ])
  }

  @Test func readsConstraintsInUIKitsShape() throws {
    let constraints = try parse(listing).document.constraints
    #expect(
      constraints.map(\.listingDescription) == [
        "card.leading == root.leadingMargin + 16",
        "card.top == root.safeAreaLayoutGuide.top + 12 #cardTop",
        "card.height == 120 @750",
        "title.width <= 0.5*card.width - 8 @750 #'half width' (inactive)",
        "icon.height == 2*title.height",
        "spacer.width >= 44",
        "title.firstBaseline == icon.lastBaseline",
        "title.centerY == card.layoutMarginsGuide.centerY",
        "card.width == -16 @999.5",
      ])
    #expect(constraints[1].identifier == "cardTop")
    #expect(constraints[3].identifier == "half width")
    #expect(!constraints[3].isActive)
    #expect(constraints[5].firstItem == .guide("spacer"))
    #expect(
      constraints[0].location
        == LayoutModel.SourceLocation(file: "t.layout", line: 9, column: 1))
    #expect(constraints.allSatisfy { $0.origin == .user })
  }

  @Test func readsEditsAndSuggestions() throws {
    let document = try parse(listing).document
    let anchor = LayoutAnchor(.view("card"), .width)
    #expect(document.editVariables.map(\.anchor) == [anchor])
    #expect(document.editVariables[0].priority == LayoutPriority(999))
    #expect(document.editVariables[0].initialValue == 300)
    #expect(document.suggestions.map(\.value) == [320])
  }

  @Test func acceptsForwardReferencesCRLFAndByteOrderMark() throws {
    let text = "\u{FEFF}a.width == b.width\r\nview a\r\nview b\r\n"
    let document = try parse(text).document
    #expect(document.constraints.count == 1)
  }

  /// `frames design` marks the views' frames as a layout editor's stored frames; `frames
  /// captured` (and no statement) as captured from a running app.
  @Test func framesStatementMarksDesignTimeFrames() throws {
    #expect(try parse("frames design\nview a frame=0,0,10,10").document.framesAreDesignTime)
    #expect(try !parse("frames captured\nview a frame=0,0,10,10").document.framesAreDesignTime)
    #expect(try !parse("view a frame=0,0,10,10").document.framesAreDesignTime)
  }

  @Test func listingDescriptionsReadBack() throws {
    let document = try parse(listing).document
    var text = "view root\nview card in=root\nview title in=card\nview icon in=card\n"
    text += "view legacy in=root\nguide spacer in=card\n"
    text += document.constraints.map(\.listingDescription).joined(separator: "\n")
    let again = try parse(text).document.constraints
    #expect(again.map(\.listingDescription) == document.constraints.map(\.listingDescription))
    #expect(again.map(\.multiplier) == document.constraints.map(\.multiplier))
  }

  @Test(arguments: [
    ("0.1", 0.1), ("16", 16.0), ("-0.5", -0.5), ("2.5e-3", 0.0025), ("1E2", 100.0),
    ("123456789.123456789", 123456789.123456789), ("0.000000000000000000001", 1e-21),
    ("94.33333333333333", 94.33333333333333), ("- 16", -16.0),
  ])
  func readsNumbersExactly(_ text: String, _ value: Double) throws {
    let document = try parse("view a\na.width == \(text)").document
    #expect(document.constraints[0].constant == value)
  }
}
