import LayoutEngine
import LayoutModel
import LayoutParsing
import LayoutTestSupport
import Testing

/// A console report read as a layout (`ConsoleReportLayout`) and written as linear forms by
/// the engine's one translation (`LayoutSystem`).
@Suite struct ConsoleReportSystemTests {
  func layout(_ lines: [String], direction: LayoutDirection = .leftToRight)
    -> ConsoleReportLayout
  {
    let descriptions = lines.compactMap { line -> ConstraintDescription? in
      let log = ConsoleLog(
        parsing: "Unable to simultaneously satisfy constraints.\n(\n    \"" + line + "\"\n)\n")
      return log.reports.first?.constraints.first?.parsed
    }
    #expect(descriptions.count == lines.count)
    return ConsoleReportLayout(descriptions: descriptions, file: "t", direction: direction)
  }

  /// Each listed constraint's form with variables named and sorted by name, or why it has
  /// none.
  func forms(_ layout: ConsoleReportLayout) -> [String] {
    let system = LayoutSystem(document: layout.document)
    return layout.documentIndices.enumerated().map { index, documentIndex in
      guard let documentIndex else { return "nil: \(layout.exclusions[index] ?? "")" }
      guard let form = try? system.form(of: layout.document.constraints[documentIndex]) else {
        return "nil: no form"
      }
      let named = LinearForm<String>(
        terms: form.terms.map {
          .init(variable: system.name(of: $0.variable), coefficient: $0.coefficient)
        },
        relation: form.relation, rhs: form.rhs)
      return named.description { $0 }
    }
  }

  @Test func report021() throws {
    let log = try ConsoleLog(parsing: Fixtures.text("console-logs/021.log"))
    let report = try #require(log.reports.first)
    let layout = ConsoleReportLayout(report: report, file: "021.log")
    let view = "App.ViewA:0x7fcdaff03e10"
    let top = "UIView:0x7fcdaff031e0"
    let bottom = "UIView:0x7fcdaff03fc0"
    #expect(
      forms(layout) == [
        "\(view).height == 896",
        "\(top).height == 200",
        "-\(view).minY + \(top).minY == 0",
        "-\(top).height - \(top).minY + \(bottom).minY == 0",
        "-\(view).height - \(view).minY + \(bottom).height + \(bottom).minY == 0",
        "-0.2·\(view).height + \(bottom).height == 0",
      ])
    #expect(layout.document.hierarchy.views.map(\.id) == [view, top, bottom].sorted())
    #expect(layout.appDefinedViews == [view])
    #expect(layout.document.hierarchy.view(top)?.superview == view)
    #expect(layout.document.constraints[0].provenance.autoresizingMask?.notation == "h=--& v=--&")
    #expect(layout.document.constraints.map { $0.location?.line } == [8, 9, 10, 11, 12, 13])
  }

  @Test func autoresizingFrameNamesAreRelativeToTheSuperview() {
    let system = layout([
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
    let system = layout([
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
    let system = layout([
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
    #expect(forms(layout(lines)) == ["-UIView:0x1.minX - UIView:0x1.width + UIView:0x2.minX == 8"])
    // Right-to-left, UIView:0x2's right edge is 8 pt left of UIView:0x1's left edge.
    #expect(
      forms(layout(lines, direction: .rightToLeft)) == [
        "-UIView:0x1.minX + UIView:0x2.minX + UIView:0x2.width == -8"
      ])
  }

  @Test func marginsAreUnknownsBoundGuidesPinThem() {
    let bound = layout([
      "<NSLayoutConstraint:0x60000346dbd0 UITableViewCellContentView:0x7fa67350b050.bottomMargin == UIStackView:0x7fa67350c480.bottom   (active)>",
      "<NSLayoutConstraint:0x60000346ddb0 'UIView-bottomMargin-guide-constraint' V:[UILayoutGuide:0x600002e401c0'UIViewLayoutMarginsGuide']-(8)-|   (active, names: '|':UITableViewCellContentView:0x7fa67350b050 )>",
    ])
    let cell = "UITableViewCellContentView:0x7fa67350b050"
    #expect(bound.marginGuides == [cell: "UILayoutGuide:0x600002e401c0"])
    #expect(
      forms(bound) == [
        "-UIStackView:0x7fa67350c480.height - UIStackView:0x7fa67350c480.minY + \(cell).height - \(cell).layoutMargins.bottom + \(cell).minY == 0",
        "\(cell).layoutMargins.bottom == 8",
      ])
    #expect(bound.document.unknowns.count == 4)
    #expect(bound.document.unknowns.allSatisfy { $0.isNonNegative && $0.defaultValue == 8 })
    let free = layout([
      "<SnapKit.LayoutConstraint:0x6080002b2fc0@FileB.swift#142 UILabel:0x7ff92c74c9e0.top == UIView:0x7ff92e29e6f0.topMargin>",
      "<SnapKit.LayoutConstraint:0x6080008a2a60@FileB.swift#143 UILabel:0x7ff92c74c9e0.firstBaseline == UIView:0x7ff92e29e6f0.bottomMargin>",
      "<NSLayoutConstraint:0x1 UIView:0x1.leadingMargin == UIView:0x2.centerYWithinMargins>",
    ])
    #expect(
      forms(free) == [
        "UILabel:0x7ff92c74c9e0.minY - UIView:0x7ff92e29e6f0.layoutMargins.top - UIView:0x7ff92e29e6f0.minY == 0",
        "UILabel:0x7ff92c74c9e0.firstBaselineOffset + UILabel:0x7ff92c74c9e0.minY - UIView:0x7ff92e29e6f0.height + UIView:0x7ff92e29e6f0.layoutMargins.bottom - UIView:0x7ff92e29e6f0.minY == 0",
        "nil: cannot relate 'leadingMargin' to 'centerYWithinMargins': different axes",
      ])
  }

  @Test func inexpressibleConstraintsCarryAReason() {
    let layout = layout([
      "<NSAutoresizingMaskLayoutConstraint:0x1742850f0 UITableViewCellContentView:0x11bed4d70.(null) == 0>",
      "<NSLayoutConstraint:0x1 UIView:0x2.width == inf>",
      "<NSLayoutConstraint:0x2 UIView:0x2.height >= 1e+308>",
      "<NSLayoutConstraint:0x3 UIView:0x2.height == 2e+09*UIView:0x3.height>",
    ])
    #expect(layout.document.constraints.isEmpty)
    #expect(
      forms(layout) == [
        "nil: attribute (null) of UITableViewCellContentView:0x11bed4d70 has no frame meaning",
        "nil: the constant or multiplier is not a finite number within 1e9",
        "nil: the constant or multiplier is not a finite number within 1e9",
        "nil: the constant or multiplier is not a finite number within 1e9",
      ])
  }

  @Test func duplicatesArePointedOutAndPrioritiesCarried() throws {
    let report = try #require(
      ConsoleLog(parsing: try Fixtures.text("console-logs/020.log")).reports.first)
    let layout = ConsoleReportLayout(report: report, file: "020.log")
    #expect(
      layout.exclusions.filter { $0.value == "repeats an earlier entry of the list" }.keys.sorted()
        == [9, 10, 11])
    #expect(report.constraints[9].duplicateOf == 6)
    let prototyping = self.layout([
      "<NSIBPrototypingLayoutConstraint:0x895e390\t'IB auto generated at build time for view with ambiguity' H:|-(137@251)-[UIButton:0x895b750](LTR) priority:251 (Names: '|':UIView:0x895b570 )>"
    ])
    #expect(prototyping.document.constraints.first?.priority == LayoutPriority(251))
    #expect(forms(prototyping) == ["UIButton:0x895b750.minX - UIView:0x895b570.minX == 137"])
  }

  @Test func normalizedFormsAndSatisfaction() {
    let form = LinearForm<String>(
      coefficients: ["a": 1, "b": -2, "c": 0], relation: .greaterThanOrEqual, rhs: 3)
    #expect(
      form.terms == [
        LinearForm<String>.Term(variable: "a", coefficient: 1),
        LinearForm<String>.Term(variable: "b", coefficient: -2),
      ])
    #expect(
      form.normalized
        == LinearForm<String>(coefficients: ["a": -1, "b": 2], relation: .lessThanOrEqual, rhs: -3))
    #expect(form.isSatisfied(by: ["a": 5, "b": 1]))
    #expect(!form.isSatisfied(by: ["a": 4, "b": 1]))
    #expect(form.coefficient(of: "b") == -2 && form.coefficient(of: "z") == 0)
  }
}
