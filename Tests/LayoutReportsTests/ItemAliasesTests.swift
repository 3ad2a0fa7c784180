import LayoutParsing
import Testing

@testable import LayoutReports

/// Short names for a report's items: one table per report, numbered per class in order of
/// mention, replacing a name with or without its text and never inside a longer address.
@Suite struct ItemAliasesTests {
  static let report: ConsoleLogReport = {
    let lines = [
      "\"<NSLayoutConstraint:0x1 UILabel:0x7f01'Title'.leading == UITableViewCellContentView:0x7f02.leading + 8   (active)>\",",
      "\"<NSLayoutConstraint:0x2 H:[UILabel:0x7f01'Title']-(8)-[UILabel:0x7f03]   (active)>\",",
      "\"<NSLayoutConstraint:0x3 H:[UILabel:0x7f03]-(8)-|   (active, names: '|':UITableViewCellContentView:0x7f02 )>\",",
      "\"<NSLayoutConstraint:0x4 App.BadgeView:0x7f04.width == 20   (active)>\",",
    ]
    let log = ConsoleLog(parsing: (["("] + lines + [")"]).joined(separator: "\n"), file: "t.log")
    return log.reports[0]
  }()

  @Test func aReportsItemsAreNumberedPerClassInOrderOfMention() {
    let aliases = ItemAliases(report: Self.report)
    #expect(
      aliases.entries.map { "\($0.alias) = \($0.name)" } == [
        "Label1 = UILabel:0x7f01'Title'", "CellContentView1 = UITableViewCellContentView:0x7f02",
        "Label2 = UILabel:0x7f03", "BadgeView1 = App.BadgeView:0x7f04",
      ])
  }

  @Test func aMarginsGuideWhoseOwnerTheReportShowsIsCalledByItsOwner() {
    let lines = [
      "\"<NSLayoutConstraint:0x1 UIButton:0x7f01.leading == UILayoutGuide:0x6001'UIViewLayoutMarginsGuide'.leading   (active)>\",",
      "\"<NSLayoutConstraint:0x2 'UIView-leftMargin-guide-constraint' H:|-(8)-[UILayoutGuide:0x6001'UIViewLayoutMarginsGuide'](LTR)   (active, names: '|':UIView:0x7f02 )>\",",
      "\"<NSLayoutConstraint:0x3 UIButton:0x7f01.trailing == UILayoutGuide:0x6002'UIViewSafeAreaLayoutGuide'.trailing   (active)>\",",
      "\"<NSLayoutConstraint:0x4 UIButton:0x7f01.top == UILayoutGuide:0x6003'UIViewLayoutMarginsGuide'.top   (active)>\",",
      "\"<NSLayoutConstraint:0x5 'UIViewSafeAreaLayoutGuide-bottom' V:[UILayoutGuide:0x6004'UIViewSafeAreaLayoutGuide']-(34)-|   (active, names: '|':UIView:0x7f02 )>\",",
    ]
    let log = ConsoleLog(parsing: (["("] + lines + [")"]).joined(separator: "\n"), file: "t.log")
    let aliases = ItemAliases(report: log.reports[0])
    // Named after every other item, an owned guide takes its owner's alias (a margins guide
    // through UIKit's margin-guide constraint, a safe area through the '|' its constraint
    // names); a guide whose owner the report does not show is numbered as any item.
    #expect(
      aliases.entries.map { "\($0.alias) = \($0.name)" } == [
        "Button1 = UIButton:0x7f01",
        "View1.layoutMarginsGuide = UILayoutGuide:0x6001'UIViewLayoutMarginsGuide'",
        "View1 = UIView:0x7f02",
        "LayoutGuide1 = UILayoutGuide:0x6002'UIViewSafeAreaLayoutGuide'",
        "LayoutGuide2 = UILayoutGuide:0x6003'UIViewLayoutMarginsGuide'",
        "View1.safeAreaLayoutGuide = UILayoutGuide:0x6004'UIViewSafeAreaLayoutGuide'",
      ])
    #expect(
      aliases.apply("UIButton:0x7f01.leading == UILayoutGuide:0x6001.leading")
        == "Button1.leading == View1.layoutMarginsGuide.leading")
  }

  @Test func aNameTheListBindsIsAliasedToo() {
    let line =
      "\"<NSLayoutConstraint:0x1 UIView:0x7f01.top == SystemInputAssistantView.top   (active,"
      + " names: SystemInputAssistantView:0x101a1df50 )>\","
    let log = ConsoleLog(parsing: ["(", line, ")"].joined(separator: "\n"), file: "t.log")
    let aliases = ItemAliases(report: log.reports[0])
    #expect(
      aliases.entries.map { "\($0.alias) = \($0.name)" } == [
        "View1 = UIView:0x7f01", "SystemInputAssistantView1 = SystemInputAssistantView:0x101a1df50",
      ])
  }

  @Test func aNameIsReplacedWithOrWithoutItsTextButNotInsideALongerAddress() {
    let aliases = ItemAliases(report: Self.report)
    let text =
      "UILabel:0x7f01'Title'.leading == UITableViewCellContentView:0x7f02.leading + 8;"
      + " UILabel:0x7f01 is wide; UILabel:0x7f0123 is not in the report."
    #expect(
      aliases.apply(text)
        == "Label1.leading == CellContentView1.leading + 8; Label1 is wide;"
        + " UILabel:0x7f0123 is not in the report.")
    #expect(aliases.used(in: text).map(\.alias) == ["Label1", "CellContentView1"])
  }

  /// 008.log: wrapping broke `bar background:0x1089a5290` (a name `names:` binds, with a
  /// space) across two lines, and the explanation kept the full name while the graph used the
  /// alias.
  @Test func aNameWithASpaceIsShortenedWhereverTheLineBreaks() {
    let line =
      "\"<NSLayoutConstraint:0x1 bar background.height == 5   (active, names: bar background:0x1089a5290 )>\","
    let log = ConsoleLog(parsing: ["(", line, ")"].joined(separator: "\n"), file: "t.log")
    let sentence = "The list can hold on its own with bar background:0x1089a5290.height = 5 pt."
    let text = ExplainTextReport(width: 40).shortened(
      ExplainTextReport(width: 40).paragraph(sentence, indent: 2), report: log.reports[0]
    ) { $0.paragraph(sentence, indent: 2) }
    #expect(text.contains("barBackground1 = bar background:0x1089a5290"))
    #expect(text.contains("barBackground1.height = 5 pt.") && !text.contains("0x1089a5290.height"))
  }

  /// An alias is one word, so that wrapping never splits it and a reader can search for it: a
  /// bound name's words are joined as a Swift name is (`bar background` → `barBackground1`).
  @Test func anAliasIsOneWordWhateverTheNameHolds() {
    #expect(ItemAliases.base(of: "bar background:0x1") == "barBackground")
    #expect(ItemAliases.base(of: "top-bar view:0x1") == "topBarView")
    #expect(ItemAliases.base(of: "App.My View:0x1") == "MyView")
    #expect(ItemAliases.base(of: "UILabel:0x1'Two words'") == "Label")
    #expect(ItemAliases.base(of: "  :0x1") == "View")
  }

  @Test func theTextReportListsTheAliasesItUsesOnceAndWrapsAtTheirLength() {
    var tally = ExplainTextReport.Tally()
    let report = Self.report
    let text = ExplainTextReport().render(
      report, analysis: nil, file: "t.log", tally: &tally)
    // A printout (no analysis) names nothing in words: no legend.
    #expect(!text.contains("short names"))
    let shortened = ExplainTextReport(width: 40).shortened(
      "UILabel:0x7f03 is 8 pt from UITableViewCellContentView:0x7f02.", report: report
    ) { $0.paragraph("UILabel:0x7f03 is 8 pt from UITableViewCellContentView:0x7f02.", indent: 2) }
    #expect(
      shortened == """
          Below, the items are called by short
          names:
            CellContentView1 = UITableViewCellContentView:0x7f02
            Label2           = UILabel:0x7f03

          Label2 is 8 pt from CellContentView1.
        """)
  }
}
