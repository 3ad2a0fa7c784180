import LayoutTestSupport
import Testing

@testable import LayoutDoctorCLI

/// `why` and `check` on reports with compound constraints and private anchors
/// (`fixtures/compound`).
@Suite struct CompoundCommandTests {
  /// The text height comes out of the two `row-boundary` variables 12 pt apart; the 30-pt
  /// constraint gives way by 18 pt.
  @Test func whyDerivesAHeightThroughTwoRowBoundaries() {
    let result = AmbiguityCommandTests.run([
      "why", "fixtures/compound/grid.log", "NSTextField:0x7f11.height",
    ])
    #expect(result.status == .success)
    let lines = result.stdout.split(separator: "\n").map {
      $0.trimmingPrefix(while: { $0 == " " })
    }
    #expect(lines.contains("NSTextField:0x7f11.height = 12"))
    // The text's position is not in the log: the chain is measured from wherever the solver
    // put its top, and the second boundary is 12 pt below it.
    let reference = "1. measured from NSTextField:0x7f11.top = "
    let top = lines.first { $0.hasPrefix(reference) }.flatMap {
      Double($0.dropFirst(reference.count).prefix { $0 != " " })
    }
    #expect(top != nil)
    let bottom = (top ?? 0) + 12
    let value = bottom == bottom.rounded() ? String(Int(bottom)) : String(bottom)
    #expect(
      lines.contains(
        "3. (NSGridView:0x7f10.row-boundary - NSGridView:0x7f10.row-boundary) == 12   ⇒"
          + " NSGridView:0x7f10.row-boundary:0x6000aa0022 = \(value)"
          + "   fixtures/compound/grid.log:5"))
    #expect(
      lines.contains(
        "NSTextField:0x7f11.height == 30 is off by 18 pt   fixtures/compound/grid.log:6"))
  }

  /// `check` reports one unsatisfiable-constraints finding per minimal conflict.
  @Test func checkFindsEveryCompoundConflict() {
    let result = AmbiguityCommandTests.run([
      "check", "fixtures/compound/expression.log", "fixtures/compound/grid.log",
      "fixtures/compound/grid-unnamed.log",
    ])
    #expect(result.status == .findings)
    #expect(result.stdout.hasSuffix("4 errors in 3 files.\n"))
    #expect(
      result.stdout.components(separatedBy: "[unsatisfiable-constraints]").count - 1 == 4)
  }
}

extension CompoundCommandTests {
  /// `why` says a frame name's value is relative to the superview, as it is, and a step names
  /// the absolute edges it fixes `left` and `top`. Before, `detail.maxX` was "in the root
  /// view's coordinates", and a step fixed "title.minX", a frame name, in the root's.
  @Test func whySaysWhichCoordinatesAValueIsIn() {
    let result = AmbiguityCommandTests.run([
      "why", "fixtures/layout-dumps/ambiguity-hugging-251.layout", "detail.maxX",
    ])
    #expect(result.stdout.hasPrefix("detail.maxX = 359 (relative to the superview)\n"))
    let position = AmbiguityCommandTests.run([
      "why", "fixtures/layout-dumps/ambiguity-hugging-251.layout", "detail.minX",
    ])
    #expect(position.stdout.contains("⇒ title.left = 16"))
    #expect(!position.stdout.contains(".minX = 16"))
  }
}
