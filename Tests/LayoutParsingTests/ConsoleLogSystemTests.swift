import LayoutModel
import LayoutParsing
import LayoutTestSupport
import Testing

/// The rebuilt system: linear forms over named variables.
@Suite struct ConsoleLogSystemTests {
  func system(_ lines: [String], direction: LayoutDirection = .leftToRight)
    -> ConsoleLogSystem
  {
    ConsoleLogSystem(descriptions: lines.compactMap { Log.parse($0) }, direction: direction)
  }

  func forms(_ system: ConsoleLogSystem) -> [String] {
    system.entries.map { $0.form?.description ?? "nil: \($0.failure ?? "")" }
  }

  @Test func report021() throws {
    let log = try ConsoleLog(parsing: Fixtures.text("console-logs/021.log"))
    let report = try #require(log.reports.first)
    let system = ConsoleLogSystem(report: report)
    let view = "App.ViewA:0x7fcdaff03e10"
    let top = "UIView:0x7fcdaff031e0"
    let bottom = "UIView:0x7fcdaff03fc0"
    #expect(
      system.entries.compactMap(\.form) == [
        ConstraintLinearForm(coefficients: ["\(view).height": 1], relation: .equal, rhs: 896),
        ConstraintLinearForm(coefficients: ["\(top).height": 1], relation: .equal, rhs: 200),
        ConstraintLinearForm(
          coefficients: ["\(top).minY": 1, "\(view).minY": -1], relation: .equal, rhs: 0),
        ConstraintLinearForm(
          coefficients: ["\(bottom).minY": 1, "\(top).minY": -1, "\(top).height": -1],
          relation: .equal, rhs: 0),
        ConstraintLinearForm(
          coefficients: [
            "\(bottom).minY": 1, "\(bottom).height": 1, "\(view).minY": -1, "\(view).height": -1,
          ], relation: .equal, rhs: 0),
        ConstraintLinearForm(
          coefficients: ["\(bottom).height": 1, "\(view).height": -0.2], relation: .equal, rhs: 0),
      ])
    #expect(
      system.nonNegativeVariables
        == ["\(view).height", "\(top).height", "\(bottom).height"].sorted())
    #expect(system.items.map(\.key) == [view, top, bottom].sorted())
    #expect(system.items.map(\.isAppDefined) == [true, false, false])
    #expect(
      forms(system)[3]
        == "-UIView:0x7fcdaff031e0.height - UIView:0x7fcdaff031e0.minY + UIView:0x7fcdaff03fc0.minY == 0"
    )
  }

  @Test func autoresizingFrameNamesAreRelativeToTheSuperview() {
    let system = system([
      "<NSAutoresizingMaskLayoutConstraint:0x60000250c460 h=-&- v=-&- _NSTextContentView:0x11bc1eb90.minX == 0   (active, names: '|':NSTextView:0x11bc1d320 )>",
      "<NSAutoresizingMaskLayoutConstraint:0x60000250c4b0 h=-&- v=-&- H:[_NSTextContentView:0x11bc1eb90]-(49)-|   (active, names: '|':NSTextView:0x11bc1d320 )>",
      "<NSAutoresizingMaskLayoutConstraint:0x1 UIView:0x2.maxY == 30>",
    ])
    #expect(
      forms(system) == [
        "-NSTextView:0x11bc1d320.minX + _NSTextContentView:0x11bc1eb90.minX == 0",
        "NSTextView:0x11bc1d320.minX + NSTextView:0x11bc1d320.width - _NSTextContentView:0x11bc1eb90.minX - _NSTextContentView:0x11bc1eb90.width == 49",
        "UIView:0x2.height + UIView:0x2.minY - superview(UIView:0x2).minY == 30",
      ])
  }

  @Test func namedItemsTakeTheClassTokenPrintedForTheirAddress() {
    let system = system([
      "<NSLayoutConstraint:0x600000685780 AppCircleView:0x7fa4d0e8b8e0.leading == title_label:0x7fa4d0e9e480.leading   (active, names: title_label:0x7fa4d0e9e480 )>",
      "<NSLayoutConstraint:0x600000482e90 H:|-(0)-[title_label]   (active, names: title_label:0x7fa4d0e9e480, AppFactorLabel:0x7fa4d0e8b450, '|':AppFactorLabel:0x7fa4d0e8b450 )>",
      "<NSLayoutConstraint:0x6000021bd9f0 ToolbarA.iconA.width == 24   (active, names: ToolbarA.iconA:0x106c2b2e0 )>",
      "<NSLayoutConstraint:0x1 UIView:0x106c2b2e0.height == 3>",
    ])
    #expect(
      forms(system) == [
        "AppCircleView:0x7fa4d0e8b8e0.minX - title_label:0x7fa4d0e9e480.minX == 0",
        "-AppFactorLabel:0x7fa4d0e8b450.minX + title_label:0x7fa4d0e9e480.minX == 0",
        "UIView:0x106c2b2e0.width == 24",
        "UIView:0x106c2b2e0.height == 3",
      ])
  }

  @Test func centersMultipliersAndUnboundSuperview() {
    let system = system([
      "<NSLayoutConstraint:0x1 UIView:0x1.centerX == UIView:0x2.centerX - 175.5>",
      "<NSLayoutConstraint:0x2 UIView:0x1.width == 1.5*UIView:0x2.height + 4>",
      "<NSLayoutConstraint:0x3 V:|-(8)-[UIView:0x1]>",
    ])
    #expect(
      forms(system) == [
        "UIView:0x1.minX + 0.5·UIView:0x1.width - UIView:0x2.minX - 0.5·UIView:0x2.width == -175.5",
        "UIView:0x1.width - 1.5·UIView:0x2.height == 4",
        "UIView:0x1.minY - superview(UIView:0x1).minY == 8",
      ])
  }

  @Test func rightToLeftFlipsLeadingAndTrailing() {
    let lines = ["<NSLayoutConstraint:0x1 H:[UIView:0x1]-(8)-[UIView:0x2]>"]
    #expect(forms(system(lines)) == ["-UIView:0x1.minX - UIView:0x1.width + UIView:0x2.minX == 8"])
    #expect(
      forms(system(lines, direction: .rightToLeft)) == [
        "UIView:0x1.minX - UIView:0x2.minX - UIView:0x2.width == 8"
      ])
  }

  @Test func marginsUseTheBoundGuideElseFreeInsets() {
    let bound = system([
      "<NSLayoutConstraint:0x60000346dbd0 UITableViewCellContentView:0x7fa67350b050.bottomMargin == UIStackView:0x7fa67350c480.bottom   (active)>",
      "<NSLayoutConstraint:0x60000346ddb0 'UIView-bottomMargin-guide-constraint' V:[UILayoutGuide:0x600002e401c0'UIViewLayoutMarginsGuide']-(8)-|   (active, names: '|':UITableViewCellContentView:0x7fa67350b050 )>",
    ])
    #expect(
      bound.marginGuides == [
        "UITableViewCellContentView:0x7fa67350b050": "UILayoutGuide:0x600002e401c0"
      ])
    #expect(
      forms(bound)[0]
        == "UILayoutGuide:0x600002e401c0.height + UILayoutGuide:0x600002e401c0.minY - UIStackView:0x7fa67350c480.height - UIStackView:0x7fa67350c480.minY == 0"
    )
    let free = system([
      "<SnapKit.LayoutConstraint:0x6080002b2fc0@FileB.swift#142 UILabel:0x7ff92c74c9e0.top == UIView:0x7ff92e29e6f0.topMargin>",
      "<SnapKit.LayoutConstraint:0x6080008a2a60@FileB.swift#143 UILabel:0x7ff92c74c9e0.firstBaseline == UIView:0x7ff92e29e6f0.bottomMargin>",
      "<NSLayoutConstraint:0x1 UIView:0x1.leadingMargin == UIView:0x2.centerYWithinMargins>",
    ])
    #expect(
      forms(free) == [
        "UILabel:0x7ff92c74c9e0.minY - UIView:0x7ff92e29e6f0.minY - UIView:0x7ff92e29e6f0.topMarginInset == 0",
        "UILabel:0x7ff92c74c9e0.firstBaseline + UIView:0x7ff92e29e6f0.bottomMarginInset - UIView:0x7ff92e29e6f0.height - UIView:0x7ff92e29e6f0.minY == 0",
        "UIView:0x1.leftMarginInset + UIView:0x1.minX + 0.5·UIView:0x2.bottomMarginInset - 0.5·UIView:0x2.height - UIView:0x2.minY - 0.5·UIView:0x2.topMarginInset == 0",
      ])
    #expect(free.nonNegativeVariables == ["UIView:0x2.height", "UIView:0x7ff92e29e6f0.height"])
  }

  @Test func inexpressibleConstraintsCarryAReason() {
    let system = system([
      "<NSAutoresizingMaskLayoutConstraint:0x1742850f0 UITableViewCellContentView:0x11bed4d70.(null) == 0>",
      "<NSLayoutConstraint:0x1 UIView:0x2.width == inf>",
      "<NSLayoutConstraint:0x2 UIView:0x2.height >= 1e+308>",
      "<NSLayoutConstraint:0x3 UIView:0x2.height == 2e+09*UIView:0x3.height>",
    ])
    #expect(system.entries.map(\.form) == [nil, nil, nil, nil])
    #expect(
      system.entries.map(\.failure) == [
        "attribute (null) of UITableViewCellContentView:0x11bed4d70 has no frame meaning",
        "the constant or multiplier is not a finite number within 1e9",
        "the constant or multiplier is not a finite number within 1e9",
        "the constant or multiplier is not a finite number within 1e9",
      ])
  }

  @Test func duplicatesArePointedOutAndPrioritiesCarried() throws {
    let report = try #require(
      ConsoleLog(parsing: Fixtures.text("console-logs/020.log")).reports.first)
    let system = ConsoleLogSystem(report: report)
    #expect(system.entries.filter(\.isDuplicate).map(\.index) == [9, 10, 11])
    #expect(report.constraints[9].duplicateOf == 6)
    let prototyping = self.system([
      "<NSIBPrototypingLayoutConstraint:0x895e390\t'IB auto generated at build time for view with ambiguity' H:|-(137@251)-[UIButton:0x895b750](LTR) priority:251 (Names: '|':UIView:0x895b570 )>"
    ])
    #expect(prototyping.entries.first?.priority == LayoutPriority(251))
    #expect(forms(prototyping) == ["UIButton:0x895b750.minX - UIView:0x895b570.minX == 137"])
  }

  @Test func normalizedFormsAndSatisfaction() {
    let form = ConstraintLinearForm(
      coefficients: ["a": 1, "b": -2, "c": 0], relation: .greaterThanOrEqual, rhs: 3)
    #expect(
      form.terms == [
        ConstraintLinearForm.Term(variable: "a", coefficient: 1),
        ConstraintLinearForm.Term(variable: "b", coefficient: -2),
      ])
    #expect(
      form.normalized
        == ConstraintLinearForm(
          coefficients: ["a": -1, "b": 2], relation: .lessThanOrEqual, rhs: -3))
    #expect(form.isSatisfied(by: ["a": 5, "b": 1]))
    #expect(!form.isSatisfied(by: ["a": 4, "b": 1]))
    #expect(form.coefficient(of: "b") == -2 && form.coefficient(of: "z") == 0)
  }
}
