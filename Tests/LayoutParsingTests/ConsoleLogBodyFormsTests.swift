import LayoutModel
import LayoutParsing
import Testing

/// FORMAT-NOTES G3: constraint bodies and items seen in later logs.
@Suite struct ConsoleLogBodyFormsTests {
  static func term(
    _ coefficient: Double, _ item: ConstraintDescriptionItem,
    _ attribute: ConstraintDescriptionAttribute
  ) -> ConstraintTerm {
    ConstraintTerm(coefficient: coefficient, item: item, attribute: attribute)
  }

  /// The constraint a report listing only `description` reads it as, if it keeps it.
  static func constraint(of text: String) throws -> LayoutConstraint? {
    let report = try #require(Log.report("(\n    \"\(text)\"\n)"))
    return ConsoleReportLayout(report: report, file: "t").document.constraints.first
  }

  @Test func compoundExpressionWithAMultipliedGroup() throws {
    let description = try #require(
      Log.parse(
        "<NSLayoutConstraint:0x600001 (UIView:0x7f01.leading - UILayoutGuide:0x6001'GuideA'.leading) == 0.5*(UIView:0x7f02.leading - UIView:0x7f03.trailing)   (active)>"
      ))
    let equation = description.equation
    let guide = Log.item("UILayoutGuide", "0x6001", text: "GuideA")
    #expect(
      equation.compoundTerms == [
        Self.term(1, Log.item("UIView", "0x7f01"), Log.attr(.leading)),
        Self.term(-1, guide, Log.attr(.leading)),
        Self.term(-0.5, Log.item("UIView", "0x7f02"), Log.attr(.leading)),
        Self.term(0.5, Log.item("UIView", "0x7f03"), Log.attr(.trailing)),
      ])
    #expect(equation.relation == .equal)
    #expect(equation.constant == 0)
    #expect(equation.firstItem == Log.item("UIView", "0x7f01"))
    #expect(equation.secondItem == Log.item("UIView", "0x7f02"))
    #expect(description.isActive == true)
    #expect(equation.compoundLeftCount == 2)
    // The report's layout holds it as a compound constraint, its sides as printed.
    let constraint = try #require(
      try Self.constraint(
        of:
          "<NSLayoutConstraint:0x600001 (UIView:0x7f01.leading - UILayoutGuide:0x6001'GuideA'.leading) == 0.5*(UIView:0x7f02.leading - UIView:0x7f03.trailing)   (active)>"
      ))
    let anchor = { (item: String, attribute: LayoutAttribute) in
      LayoutOperand.anchor(LayoutAnchor(.view(item), attribute))
    }
    #expect(
      constraint.compound
        == CompoundSides(
          left: [
            LayoutTerm(1, anchor("UIView:0x7f01", .leading)),
            LayoutTerm(-1, anchor("UILayoutGuide:0x6001", .leading)),
          ],
          right: [
            LayoutTerm(0.5, anchor("UIView:0x7f02", .leading)),
            LayoutTerm(-0.5, anchor("UIView:0x7f03", .trailing)),
          ]))
    #expect(constraint.constant == 0)
    #expect(constraint.first == LayoutAnchor(.view("UIView:0x7f01"), .leading))
    #expect(constraint.second == LayoutAnchor(.view("UIView:0x7f02"), .leading))
  }

  @Test func compoundExpressionWithoutParenthesesAndConstantsOnBothSides() throws {
    let equation = try #require(
      Log.parse("<NSLayoutConstraint:0x1 A.leading - B.leading + 4 >= 2*C.width - 6>")?.equation)
    #expect(
      equation.compoundTerms == [
        Self.term(1, Log.named("A", nil), Log.attr(.leading)),
        Self.term(-1, Log.named("B", nil), Log.attr(.leading)),
        Self.term(-2, Log.named("C", nil), Log.attr(.width)),
      ])
    #expect(equation.relation == .greaterThanOrEqual)
    #expect(equation.constant == -10)
  }

  @Test func gridAnchorsToldApartByTheirNamedAddresses() throws {
    let description = try #require(
      Log.parse(
        "<NSLayoutConstraint:0x600002 (G.row-boundary+((G.row-boundary-6) - G.row-boundary)) >= NSTextField:0x1.bottom   (active, names: G:0x7f01, G.row-boundary:0x6000aa0011, G.row-boundary:0x6000aa0022, G.row-boundary:0x6000aa0033 )>"
      ))
    let grid = Log.named("G", "0x7f01")
    let anchor = { (address: String) in
      ConstraintDescriptionAttribute.privateAnchor(name: "row-boundary", address: address)
    }
    #expect(
      description.equation.compoundTerms == [
        Self.term(1, grid, anchor("0x6000aa0011")), Self.term(1, grid, anchor("0x6000aa0022")),
        Self.term(-1, grid, anchor("0x6000aa0033")),
        Self.term(-1, Log.item("NSTextField", "0x1"), Log.attr(.bottom)),
      ])
    #expect(description.equation.constant == 6)
    #expect(
      description.names.map(\.name) == ["G", "G.row-boundary", "G.row-boundary", "G.row-boundary"])
    // Three anchors of the grid, three variables: the unknowns their addresses tell apart.
    let text =
      "<NSLayoutConstraint:0x600002 (G.row-boundary+((G.row-boundary-6) - G.row-boundary)) >= NSTextField:0x1.bottom   (active, names: G:0x7f01, G.row-boundary:0x6000aa0011, G.row-boundary:0x6000aa0022, G.row-boundary:0x6000aa0033 )>"
    let report = try #require(Log.report("(\n    \"\(text)\"\n)"))
    let layout = ConsoleReportLayout(report: report, file: "t")
    let boundary = { (address: String) in
      LayoutUnknown.privateAnchor(item: "G:0x7f01", name: "row-boundary", address: address)
    }
    #expect(
      layout.document.unknowns == ["0x6000aa0011", "0x6000aa0022", "0x6000aa0033"].map(boundary))
    #expect(
      layout.document.constraints.first?.compound
        == CompoundSides(
          left: [
            LayoutTerm(1, .unknown(boundary("0x6000aa0011"))),
            LayoutTerm(1, .unknown(boundary("0x6000aa0022"))),
            LayoutTerm(-1, .unknown(boundary("0x6000aa0033"))),
          ],
          right: [LayoutTerm(1, LayoutAnchor(.view("NSTextField:0x1"), .bottom))]))
    #expect(layout.document.constraints.first?.constant == 6)
    #expect(layout.exclusions.isEmpty)
  }

  @Test func simpleBodyWithAGridAnchorAndAnAnchorNamedInNames() throws {
    let description = try #require(
      Log.parse(
        "<NSLayoutConstraint:0x3 NSGridView:0x7f01.column-boundary == NSButton:0x2.leading   (active, names: NSGridView:0x7f01.column-boundary:0x6000aa0044, NSButton:0x2.leading:0x6000aa0055 )>"
      ))
    #expect(description.equation.compoundTerms == nil)
    #expect(
      description.equation.firstAttribute
        == .privateAnchor(name: "column-boundary", address: "0x6000aa0044"))
    #expect(description.equation.secondAttribute == Log.attr(.leading))
    #expect(description.names.map(\.item.address) == ["0x6000aa0044", "0x6000aa0055"])
    #expect(
      description.names.map(\.name) == [
        "NSGridView:0x7f01.column-boundary", "NSButton:0x2.leading",
      ])
  }
}

extension ConsoleLogBodyFormsTests {
  @Test func reportWithOnlyGridAnchorsAndNamesIsMacOS() throws {
    let report = try #require(
      Log.report(
        "(\n    \"<NSLayoutConstraint:0x600002 G.row-boundary >= T.bottom   (active, names: G:0x7f01, T:0x7f02, G.row-boundary:0x6000aa0011 )>\"\n)"
      ))
    #expect(report.platform == .macOS)
    #expect(
      report.constraints.first?.parsed.equation.firstAttribute
        == .privateAnchor(name: "row-boundary", address: "0x6000aa0011"))
  }

  @Test func descriptionRewrittenByALibrary() throws {
    let text = """
      (
          "<NSLayoutConstraint: 0x7f00aa0110> H:[UIView:0x7f00bb0220(80)] (Panel 1, (null))",
          "<NSLayoutConstraint: 0x7f00aa0330> H:[UIView:0x7f00bb0220(100)] (Panel 2, (null))"
      )
      """
    let report = try #require(Log.report(text))
    #expect(report.constraints.map(\.parsed.address) == ["0x7f00aa0110", "0x7f00aa0330"])
    #expect(
      report.constraints.map(\.parsed.className) == ["NSLayoutConstraint", "NSLayoutConstraint"])
    #expect(report.constraints.map(\.parsed.annotation) == ["Panel 1, (null)", "Panel 2, (null)"])
    #expect(
      report.constraints.map(\.parsed.equation)
        == [80, 100].map {
          ConstraintEquation(
            firstItem: Log.item("UIView", "0x7f00bb0220"), firstAttribute: Log.attr(.width),
            relation: .equal, constant: $0)
        })
    #expect(report.unparsed.isEmpty)
    let equation = try #require(
      Log.parse("<MASLayoutConstraint: 0x7f01> UILabel:0x7f02.height == 21 (label, (null))"))
    #expect(equation.equation.constant == 21)
    #expect(equation.annotation == "label, (null)")
  }

  @Test func bracketedNamesGuidesWithParenthesesAndTruncatedIdentifiers() throws {
    let bracketed = try #require(
      Log.parse(
        "<NSLayoutConstraint:0x158655680 '_UITemporaryLayoutHeight' platform_view[1].height == 0   (active, names: platform_view[1]:0x154024540 )>"
      ))
    #expect(bracketed.equation.firstItem == Log.named("platform_view[1]", "0x154024540"))
    let guide = try #require(
      Log.parse(
        "<NSLayoutConstraint:0x1 V:[UILayoutGuide:0x600001c0'HeaderView(layout=0x600001c0)']-(8)-[UILabel:0x2]   (active)>"
      ))
    #expect(
      guide.equation.secondItem
        == Log.item("UILayoutGuide", "0x600001c0", text: "HeaderView(layout=0x600001c0)"))
    #expect(guide.equation.constant == 8)
    let guideEquation = try #require(
      Log.parse(
        "<NSLayoutConstraint:0x1 UILayoutGuide:0x600001c0'HeaderView(layout=0x600001c0)'.top == UIView:0x2.top + 4   (active)>"
      ))
    #expect(guideEquation.equation.firstItem.text == "HeaderView(layout=0x600001c0)")
    #expect(guideEquation.equation.constant == 4)
    let truncated = try #require(
      Log.parse(
        "<NSLayoutConstraint:0x1 'id:with(colon...' '42abc:de:fg_itemV1:(...'.height == 44   (active, names: '42abc:de:fg_itemV1:(...':0x7f0011 )>"
      ))
    #expect(truncated.identifier == "id:with(colon...")
    #expect(truncated.equation.firstItem == Log.named("'42abc:de:fg_itemV1:(...'", "0x7f0011"))
    #expect(truncated.equation.constant == 44)
  }

  /// 108: autoresizing constraints on `midY` with a decimal constant, and in equation form on a
  /// window (`h=--- v=--- UIWindow.height == 736`).
  @Test func autoresizingMidYWithDecimalConstantAndEquationFormOnAWindow() throws {
    let midY = try #require(
      Log.parse(
        "<NSAutoresizingMaskLayoutConstraint:0x61800009e140 h=--& v=--& UILabel:0x7fd27a938df0'Text1'.midY == 486.912   (active)>"
      ))
    #expect(midY.autoresizingMask == AutoresizingMaskNotation(horizontal: "--&", vertical: "--&"))
    #expect(
      midY.equation
        == ConstraintEquation(
          firstItem: Log.item("UILabel", "0x7fd27a938df0", text: "Text1"),
          firstAttribute: .standard(.midY),
          relation: .equal, constant: 486.912))
    #expect(midY.origin == .autoresizingMask)
    let window = try #require(
      Log.parse(
        "<NSAutoresizingMaskLayoutConstraint:0x61800009dba0 h=--- v=--- UIWindow:0x7fd277504620.height == 736   (active)>"
      ))
    #expect(window.autoresizingMask == AutoresizingMaskNotation(horizontal: "---", vertical: "---"))
    #expect(
      window.equation
        == ConstraintEquation(
          firstItem: Log.item("UIWindow", "0x7fd277504620"), firstAttribute: Log.attr(.height),
          relation: .equal, constant: 736))
  }

  /// 112: a mangled nested UIKit class is UIKit's and private; 111: the keyboard's assistant
  /// bar is private though printed without `_`.
  @Test func mangledNestedUIKitClassAndPrivateInputSystemClasses() throws {
    let parsed = try #require(
      Log.parse(
        "<NSLayoutConstraint:0x121e27a70 _TtCC5UIKit19NavigationButtonBar15ItemWrapperView:0x121c3b9c0.leading == _UIButtonBarButton:0x121c76800.leading   (active)>"
      ))
    let wrapper = Log.item("_TtCC5UIKit19NavigationButtonBar15ItemWrapperView", "0x121c3b9c0")
    #expect(parsed.equation.firstItem == wrapper)
    #expect(wrapper.isFrameworkInternal && wrapper.isFrameworkPrivate)
    #expect(parsed.origin == .otherSystem)
    let bar = Log.item("UIKeyboardAssistantBar", "0x151e1f280")
    #expect(bar.isFrameworkInternal && bar.isFrameworkPrivate && !bar.isAppDefined)
    #expect(!Log.item("UILabel", "0x1").isFrameworkPrivate)
    #expect(!Log.item("App.ViewA", "0x1").isFrameworkPrivate)
    #expect(!Log.named("title_label", "0x1").isFrameworkPrivate)
  }
}
