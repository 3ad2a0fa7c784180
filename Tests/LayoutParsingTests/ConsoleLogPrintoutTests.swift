import LayoutModel
import LayoutParsing
import Testing

/// FORMAT-NOTES part D: debugger and NSLog dumps of constraints.
@Suite struct ConsoleLogPrintoutTests {
  @Test func poOfAnArrayWithItsCommand() throws {
    let text = """
      (lldb) po [0x14664e5a0 constraints]
      <__NSArrayI 0x1466100b0>(
      <NSContentSizeLayoutConstraint:0x146563690 UILabel:0x14664e5a0.width == 41.6667>,
      <NSContentSizeLayoutConstraint:0x1465637a0 UILabel:0x14664e5a0.height == 20.3333>
      )
      """
    let report = try #require(Log.report(text))
    #expect(report.kind == .constraintPrintout)
    #expect(report.command == "(lldb) po [0x14664e5a0 constraints]")
    #expect(report.constraints.map(\.parsed.equation.constant) == [41.6667, 20.3333])
    #expect(report.constraints.map(\.line) == [3, 4])
    #expect(report.isListClosed)
    #expect(report.constraints.allSatisfy { $0.origin == .contentSize })
  }

  @Test func commandFollowedByABlankLineAndTransferArray() throws {
    let text = """
      (lldb) po [((UIView *)0x7ff7c2d096e0) constraintsAffectingLayoutForAxis:1] 

      <__NSArrayI_Transfer 0x600002440160>(
      <NSLayoutConstraint:0x1 'minYConstraint' testView.top >= UIView:0x2.top   (active, names: testView:0x7ff7c2d096e0 )>
      )
      """
    let report = try #require(Log.report(text))
    #expect(
      report.command == "(lldb) po [((UIView *)0x7ff7c2d096e0) constraintsAffectingLayoutForAxis:1]"
    )
    #expect(report.constraints.first?.parsed.identifier == "minYConstraint")
    #expect(report.line == 1)
  }

  @Test func swiftElementsFormOnSeparateLinesAndCollapsed() throws {
    let lines = """
      (lldb) po rowView.constraintsAffectingLayout(for: .vertical)
      2 elements
        - 0 : <NSContentSizeLayoutConstraint:0x1 NSTextField:0x103428b00.height == 18 Hug:750 CompressionResistance:750   (active)>
        - 1 : <NSLayoutConstraint:0x2 'NSTableRowView-Encapsulated-Layout-Height' NSTableRowView:0x6080001a23e0.height == 44 priority:500   (active)>
      """
    let report = try #require(Log.report(lines))
    #expect(report.constraints.count == 2)
    #expect(report.command == "(lldb) po rowView.constraintsAffectingLayout(for: .vertical)")
    #expect(report.constraints[1].parsed.priority == LayoutPriority(500))
    let collapsed =
      "(lldb) po rowView.constraintsAffectingLayout(for: .vertical) 2 elements  - 0 : <NSLayoutConstraint:0x1 NSView:0x2.height == 18   (active)>  - 1 : <NSLayoutConstraint:0x3 NSView:0x2.height == 44   (active)>"
    let one = try #require(Log.report(collapsed))
    #expect(one.constraints.map(\.parsed.address) == ["0x1", "0x3"])
    #expect(one.command == "(lldb) po rowView.constraintsAffectingLayout(for: .vertical)")
    let single = try #require(
      Log.report("1 element\n  - 0 : <NSLayoutConstraint:0x1 NSView:0x2.height == 18   (active)>"))
    #expect(single.constraints.count == 1)
  }

  @Test func bareDescriptionsSplitAtBlankLines() {
    let text = """
      <NSLayoutConstraint:0x600001beae40 tableView.bottom == UIView:0x7fb7bb413950.bottom   (active, names: tableView:0x7fb7bb86bc00 )>
      <NSLayoutConstraint:0x600001beaf30 'UIView-Encapsulated-Layout-Height' UIView:0x7fb7bb413950.height == 736   (active)>

      <NSLayoutConstraint:0x60000252cd20 tableView.bottom == main.bottom   (active, names: tableView:0x7fa05e050000, main:0x7fa05ed0cb20 )>
      """
    let log = ConsoleLog(parsing: text)
    #expect(log.reports.map(\.constraints.count) == [2, 1])
    #expect(log.reports.map(\.line) == [1, 4])
  }

  @Test func nslogLinesWithAppendedTextEndAtUnrelatedLine() {
    let text = """
      2017-09-25 09:33:00.640 App[25066:6102718] <NSContentSizeLayoutConstraint:0x6000000b3ce0 UIButton:0x7ff52f113060.width == 111>;  750.000000  250.000000
      2017-09-25 09:33:00.640 App[25066:6102718] <NSContentSizeLayoutConstraint:0x6000000b3d40 UIButton:0x7ff52f113060.height == 34>;  750.000000  250.000000
      2017-09-25 09:33:00.641 App[25066:6102718] UIButton {111, 34}
      <NSLayoutConstraint:0x6000035f1770 App.DebugViewA:0x7feda180cba0.centerX == UIView:0x7fed9fc0f9d0.centerX   (active)>
      """
    let log = ConsoleLog(parsing: text)
    #expect(log.reports.map(\.constraints.count) == [2, 1])
    #expect(log.reports.first?.endLine == 2)
    #expect(log.reports.first?.prefix == "2017-09-25 09:33:00.640 App[25066:6102718]")
  }

  @Test func tabJoinedNSLogLines() throws {
    let text =
      "2013-07-17 09:56:26.788 App[14733:c07] <NSAutoresizingMaskLayoutConstraint:0x767ae50 h=&-& v=&-& H:[UIView:0x7668030(30)]>\t2013-07-17 09:56:26.789 App[14733:c07] <NSLayoutConstraint:0x766bfc0 H:[UIImageView:0x766aac0(>=0)]>\t2013-07-17 09:56:26.790 App[14733:c07] <NSContentSizeLayoutConstraint:0x7674b00 H:[UIImageView:0x766aac0(512)] Hug:250 CompressionResistance:1>"
    let report = try #require(Log.report(text))
    #expect(
      report.constraints.map(\.parsed.className) == [
        "NSAutoresizingMaskLayoutConstraint", "NSLayoutConstraint", "NSContentSizeLayoutConstraint",
      ])
    #expect(report.constraints.map(\.line) == [1, 1, 1])
    #expect(report.constraints[1].parsed.equation.relation == .greaterThanOrEqual)
  }

  @Test func unreadableBareDescriptionIsReported() {
    let log = ConsoleLog(parsing: "<NSLayoutConstraint:0x1 UIView:0x2.bogus == 1>\n")
    #expect(log.allUnparsed.map(\.line) == [1])
    #expect(log.allUnparsed.first?.reason == "column 36: expected an attribute after '.'")
  }

  @Test func objectDescriptionsAndHeaderPathsAreNotConstraints() {
    let log = ConsoleLog(
      parsing: """
        <UIView: 0x7fadcb048100; frame = (0 0; 414 736); autoresize = W+H; layer = <CALayer: 0x6000035dca60>>
        The methods in the UIConstraintBasedLayoutDebugging category on UIView listed in <UIKitCore/UIView.h> may also be helpful.
        <private>
        """)
    #expect(log.reports.isEmpty)
    #expect(log.allUnparsed.isEmpty)
  }
}
