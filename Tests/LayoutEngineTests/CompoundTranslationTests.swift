import LayoutEngine
import LayoutModel
import LayoutParsing
import Testing

/// Compound constraints and private anchors written as linear forms (`LayoutSystem.form(of:)`).
@Suite struct CompoundTranslationTests {
  let reports = ConsoleReportSystemTests()

  /// `(a - g) == 0.5*(b - c.trailing)`: every anchor over frame variables, the right-hand
  /// side's terms negated and halved; `trailing` adds the width.
  @Test func sidesBecomeOneFormWithExactCoefficients() {
    let layout = reports.layout([
      "<NSLayoutConstraint:0x1 (UIView:0x7f01.leading - UILayoutGuide:0x6001'GuideA'.leading) == 0.5*(UIView:0x7f02.leading - UIView:0x7f03.trailing) + 4   (active)>"
    ])
    #expect(
      reports.forms(layout) == [
        "-UILayoutGuide:0x6001.minX + UIView:0x7f01.minX - 0.5·UIView:0x7f02.minX"
          + " + 0.5·UIView:0x7f03.minX + 0.5·UIView:0x7f03.width == 4"
      ])
    let system = LayoutSystem(document: layout.document)
    let form = try? system.form(of: layout.document.constraints[0])
    #expect(form?.terms.map(\.coefficient) == [-1, 1, -0.5, 0.5, 0.5])
  }

  /// Two `row-boundary` anchors of one grid with different addresses are two variables; the
  /// same text without `names:` is one, and `b - b` cancels out.
  @Test func privateAnchorsAreUnknownsToldApartByAddress() {
    let named = reports.layout([
      "<NSLayoutConstraint:0x1 (NSGridView:0x7f10.row-boundary - NSGridView:0x7f10.row-boundary) == 12   (active, names: NSGridView:0x7f10.row-boundary:0x6000aa0022, NSGridView:0x7f10.row-boundary:0x6000aa0011 )>"
    ])
    #expect(
      reports.forms(named) == [
        "-NSGridView:0x7f10.row-boundary:0x6000aa0011 + NSGridView:0x7f10.row-boundary:0x6000aa0022"
          + " == 12"
      ])
    let system = LayoutSystem(document: named.document)
    let form = try? system.form(of: named.document.constraints[0])
    #expect(form?.terms.map(\.variable) == [.unknown(0), .unknown(1)])
    #expect(form?.terms.map(\.coefficient) == [-1, 1])
    #expect(named.document.unknowns.map(\.domain) == ["any", "any"])
    // The addresses `names:` binds to anchors are the anchors', not views.
    #expect(named.document.hierarchy.views.map(\.id) == ["NSGridView:0x7f10"])
    #expect(system.axis(of: .unknown(0)) == .vertical)
    #expect(!system.isNonNegative(.unknown(0)))
    let unnamed = reports.layout([
      "<NSLayoutConstraint:0x1 (NSGridView:0x7f10.row-boundary - NSGridView:0x7f10.row-boundary) == 12   (active)>"
    ])
    #expect(reports.forms(unnamed) == ["0 == 12"])
    #expect(
      unnamed.document.unknowns == [
        .privateAnchor(item: "NSGridView:0x7f10", name: "row-boundary", address: nil)
      ])
    #expect(
      unnamed.document.unknowns.first?.domain
        == "any (one anchor for every mention of NSGridView:0x7f10.row-boundary)")
  }

  /// A simple-looking body with a private anchor is a compound constraint of one term a side.
  @Test func simpleBodyWithAColumnBoundary() {
    let layout = reports.layout([
      "<NSLayoutConstraint:0x3 NSGridView:0x7f01.column-boundary == 2*NSButton:0x2.leading + 6   (active, names: NSGridView:0x7f01.column-boundary:0x6000aa0044 )>"
    ])
    #expect(
      reports.forms(layout) == [
        "-2·NSButton:0x2.minX + NSGridView:0x7f01.column-boundary:0x6000aa0044 == 6"
      ])
    let constraint = layout.document.constraints.first
    #expect(
      constraint?.compound?.right == [
        LayoutTerm(2, LayoutAnchor(.view("NSButton:0x2"), .leading))
      ])
    #expect(LayoutSystem(document: layout.document).axis(of: .unknown(0)) == .horizontal)
  }

  /// Under right-to-left a compound constraint naming `leading` is read mirrored, as a simple
  /// one with two anchors is: the constant negated.
  @Test func rightToLeftMirrorsTheConstant() {
    let layout = reports.layout(
      [
        "<NSLayoutConstraint:0x1 (UIView:0x7f01.leading - UIView:0x7f02.leading) == 0.5*(UIView:0x7f03.leading - UIView:0x7f04.leading) + 10   (active)>"
      ], direction: .rightToLeft)
    #expect(
      reports.forms(layout) == [
        "UIView:0x7f01.minX + UIView:0x7f01.width - UIView:0x7f02.minX - UIView:0x7f02.width"
          + " - 0.5·UIView:0x7f03.minX - 0.5·UIView:0x7f03.width + 0.5·UIView:0x7f04.minX"
          + " + 0.5·UIView:0x7f04.width == -10"
      ])
  }
}
