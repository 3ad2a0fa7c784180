import LayoutDiagnostics
import LayoutParsing
import LayoutTestSupport
import Testing

/// Conflicts that need a compound constraint or private anchors (FORMAT-NOTES G3), found with
/// Farkas certificates checked by arithmetic.
@Suite struct ConflictCompoundTests {
  static func report(_ name: String) throws -> ConsoleExplanation.Report {
    let log = try ConsoleLog(
      parsing: Fixtures.text("compound/\(name).log"), file: "\(name).log")
    return try #require(ConsoleExplanation(log: log).reports.first)
  }

  /// Σλᵢaᵢ = 0 on every variable and Σλᵢbᵢ ≠ 0 (the members are equalities here).
  static func combination(_ conflict: ConsoleExplanation.Conflict) -> (
    terms: [String: Double], rhs: Double
  ) {
    var terms: [String: Double] = [:]
    var rhs = 0.0
    for (form, lambda) in zip(conflict.forms, conflict.multipliers) {
      for (name, coefficient) in form.terms { terms[name, default: 0] += lambda * coefficient }
      rhs += lambda * form.rhs
    }
    return (terms.filter { abs($0.value) > 1e-12 }, rhs)
  }

  /// `(A - G) == 0.5*(B - C.trailing)` with `A - G = 20` and `C.trailing - B = 100`:
  /// 20 = 0.5 × (-100) cannot hold; 1·c₀ - 1·c₁ - 0.5·c₂ leaves 0 = -70.
  @Test func compoundExpressionAgainstTwoSimpleConstraints() throws {
    let report = try Self.report("expression")
    #expect(report.unparsed.isEmpty)
    #expect(
      report.constraints.first?.linear?.terms == [
        "UILayoutGuide:0x6001.minX": -1, "UIView:0x7f01.minX": 1, "UIView:0x7f02.minX": -0.5,
        "UIView:0x7f03.minX": 0.5, "UIView:0x7f03.width": 0.5,
      ])
    let conflict = try #require(report.conflicts.first)
    #expect(report.conflicts.count == 1)
    #expect(conflict.constraints == [0, 1, 2])
    #expect(conflict.multipliers == [1, -1, -0.5])
    let (terms, rhs) = Self.combination(conflict)
    #expect(terms.isEmpty)
    #expect(rhs == -70)
    #expect(
      conflict.explanation
        == "Horizontal conflict: (UIView:0x7f01.leading - UILayoutGuide:0x6001'GuideA'.leading)"
        + " must be exactly 0.5 × (UIView:0x7f02.leading - UIView:0x7f03.trailing) + 70 pt for"
        + " the other 2 constraints to hold, but (UIView:0x7f01.leading -"
        + " UILayoutGuide:0x6001'GuideA'.leading) == 0.5 × (UIView:0x7f02.leading -"
        + " UIView:0x7f03.trailing) (line 7) says (UIView:0x7f01.leading -"
        + " UILayoutGuide:0x6001'GuideA'.leading) == 0.5 × (UIView:0x7f02.leading -"
        + " UIView:0x7f03.trailing). UIKit broke (UIView:0x7f01.leading -"
        + " UILayoutGuide:0x6001'GuideA'.leading) == 0.5 × (UIView:0x7f02.leading -"
        + " UIView:0x7f03.trailing) (line 7), one of these 3.")
    #expect(report.brokenConstraint == 0)
  }

  /// Two `row-boundary` anchors told apart by their addresses: two variables, 12 pt apart,
  /// around a 30-pt text field; all four constraints are needed (b₂ - b₁ = T.height).
  @Test func gridRowBoundariesWithTwoAddressesAreTwoVariables() throws {
    let report = try Self.report("grid")
    #expect(report.platform == "macOS")
    #expect(
      report.unknowns.map(\.name) == [
        "NSGridView:0x7f10.row-boundary:0x6000aa0011",
        "NSGridView:0x7f10.row-boundary:0x6000aa0022",
      ])
    #expect(report.unknowns.allSatisfy { $0.domain == "any" && $0.default == nil })
    #expect(
      report.constraints[2].linear?.terms == [
        "NSGridView:0x7f10.row-boundary:0x6000aa0011": -1,
        "NSGridView:0x7f10.row-boundary:0x6000aa0022": 1,
      ])
    let conflict = try #require(report.conflicts.first)
    #expect(report.conflicts.count == 1)
    #expect(conflict.constraints == [0, 1, 2, 3])
    #expect(conflict.multipliers == [1, -1, 1, -1])
    let (terms, rhs) = Self.combination(conflict)
    #expect(terms.isEmpty)
    #expect(rhs == -18)
    #expect(
      conflict.explanation
        == "Vertical conflict: NSTextField:0x7f11 must be exactly 12 pt tall for the other 3"
        + " constraints to hold, but NSTextField:0x7f11.height == 30 (line 6) fixes it at 30 pt."
        + " AppKit broke NSTextField:0x7f11.height == 30 (line 6), one of these 4.")
  }

  /// The same report without `names:`: every `row-boundary` is one anchor, as an assumption
  /// the explanation states, so `(b - b) == 12` is a conflict on its own.
  @Test func gridWithoutNamesAssumesOneAnchorPerName() throws {
    let report = try Self.report("grid-unnamed")
    #expect(report.unknowns.map(\.name) == ["NSGridView:0x7f10.row-boundary"])
    #expect(
      report.unknowns.first?.domain
        == "any (one anchor for every mention of NSGridView:0x7f10.row-boundary)")
    #expect(report.conflicts.map(\.constraints) == [[2], [0, 1, 3]])
    #expect(report.conflicts.map(\.multipliers) == [[-1], [1, -1, -1]])
    #expect(report.conflicts.map { Self.combination($0).rhs } == [-12, -30])
    let alone = try #require(report.conflicts.first)
    #expect(
      alone.explanation.hasPrefix(
        "(NSGridView:0x7f10.row-boundary - NSGridView:0x7f10.row-boundary) == 12 can never hold:"
          + " its terms cancel out, leaving 0 = 12 pt. This assumes every mention of"
          + " NSGridView:0x7f10.row-boundary is one anchor: the log's names: gives no address to"
          + " tell several apart."))
  }
}
