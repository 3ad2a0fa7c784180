import LayoutModel
import LayoutParsing
import Testing

/// A compound constraint of the model prints as UIKit prints it, and the console parser reads
/// that text back as the same constraint.
@Suite struct CompoundRoundTripTests {
  static func anchor(_ item: String, _ attribute: LayoutAttribute) -> LayoutOperand {
    .anchor(LayoutAnchor(.view(item), attribute))
  }

  static func boundary(_ address: String?) -> LayoutOperand {
    .unknown(.privateAnchor(item: "NSGridView:0x7f10", name: "row-boundary", address: address))
  }

  /// The constraint the report listing only `constraint.description` reads back, with the
  /// constraint's own address the console prints and the model does not hold.
  static func readBack(_ constraint: LayoutConstraint) throws -> LayoutConstraint? {
    let text = "<NSLayoutConstraint:0x600001" + constraint.description.dropFirst(19)
    let log = ConsoleLog(parsing: "(\n    \"\(text)\"\n)\n")
    let report = try #require(log.reports.first)
    return ConsoleReportLayout(report: report, file: "t").document.constraints.first
  }

  static let cases: [(LayoutConstraint, String)] = [
    (
      LayoutConstraint(
        left: [
          LayoutTerm(1, anchor("UIView:0x7f01", .leading)),
          LayoutTerm(-1, anchor("UILayoutGuide:0x6001", .leading)),
        ], .equal,
        right: [
          LayoutTerm(0.5, anchor("UIView:0x7f02", .leading)),
          LayoutTerm(-0.5, anchor("UIView:0x7f03", .trailing)),
        ]),
      "<NSLayoutConstraint (UIView:0x7f01.leading - UILayoutGuide:0x6001.leading) =="
        + " 0.5*(UIView:0x7f02.leading - UIView:0x7f03.trailing)   (active)>"
    ),
    (
      LayoutConstraint(
        left: [LayoutTerm(2, anchor("UIView:0x1", .width))], .lessThanOrEqual,
        right: [
          LayoutTerm(1, anchor("UIView:0x2", .width)), LayoutTerm(-3, anchor("UIView:0x3", .width)),
        ], constant: -10, priority: .defaultHigh),
      "<NSLayoutConstraint (2*UIView:0x1.width) <= (UIView:0x2.width - 3*UIView:0x3.width) - 10"
        + " priority:750   (active)>"
    ),
    (
      LayoutConstraint(
        left: [
          LayoutTerm(1, boundary("0x6000aa0011")), LayoutTerm(1, boundary("0x6000aa0022")),
          LayoutTerm(-1, boundary("0x6000aa0033")),
        ], .greaterThanOrEqual, right: [LayoutTerm(1, anchor("NSTextField:0x1", .bottom))],
        constant: 6),
      "<NSLayoutConstraint (NSGridView:0x7f10.row-boundary + NSGridView:0x7f10.row-boundary"
        + " - NSGridView:0x7f10.row-boundary) >= NSTextField:0x1.bottom + 6   (active, names:"
        + " NSGridView:0x7f10.row-boundary:0x6000aa0011, NSGridView:0x7f10.row-boundary:0x6000aa0022,"
        + " NSGridView:0x7f10.row-boundary:0x6000aa0033 )>"
    ),
    (
      LayoutConstraint(
        left: [LayoutTerm(1, boundary("0x6000aa0044"))], .equal,
        right: [LayoutTerm(-1, anchor("NSButton:0x2", .leading))], constant: 8),
      "<NSLayoutConstraint NSGridView:0x7f10.row-boundary == -1*NSButton:0x2.leading + 8   (active,"
        + " names: NSGridView:0x7f10.row-boundary:0x6000aa0044 )>"
    ),
    (
      LayoutConstraint(
        left: [
          LayoutTerm(-0.5, anchor("UIView:0x1", .top)),
          LayoutTerm(-0.5, anchor("UIView:0x2", .top)),
        ], .equal, right: [], constant: 20),
      "<NSLayoutConstraint 0.5*(-UIView:0x1.top - UIView:0x2.top) == 20   (active)>"
    ),
  ]

  @Test(arguments: cases.indices)
  func printsAsUIKitAndReadsBack(index: Int) throws {
    let (constraint, text) = Self.cases[index]
    #expect(constraint.compound != nil)
    #expect(constraint.description == text)
    let read = try #require(try Self.readBack(constraint))
    #expect(read.compound == constraint.compound)
    #expect(read.relation == constraint.relation)
    #expect(read.constant == constraint.constant)
    #expect(read.priority == constraint.priority)
    #expect(read.first == constraint.first)
    #expect(read.second == constraint.second)
  }

  /// Sides that `NSLayoutConstraint` itself can hold make the simple form.
  @Test func simpleSidesMakeTheSimpleForm() {
    let constraint = LayoutConstraint(
      left: [LayoutTerm(1, Self.anchor("a", .width))], .equal,
      right: [LayoutTerm(0.5, Self.anchor("b", .width))], constant: 4)
    #expect(constraint.compound == nil)
    #expect(constraint.multiplier == 0.5)
    #expect(constraint.listingDescription == "a.width == 0.5*b.width + 4")
    #expect(
      constraint.terms == [
        LayoutTerm(1, LayoutAnchor(.view("a"), .width)),
        LayoutTerm(-0.5, LayoutAnchor(.view("b"), .width)),
      ])
  }
}
