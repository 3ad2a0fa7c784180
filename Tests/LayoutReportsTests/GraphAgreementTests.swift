import LayoutParsing
import Testing

@testable import LayoutReports

/// A report's graph says what its text and conflict pictures say: the same conflict letters,
/// the same word for a predicted break, red only on members' lines, a system constraint's
/// origin named right, and no blank line for an empty identifier.
@Suite struct GraphAgreementTests {
  static func dot(
    _ lines: [String], conflicts: [[Int]] = [], broken: Int? = nil, aliased: Bool = false
  ) -> String {
    let text = (["("] + lines.map { "\"\($0)\"," } + [")"]).joined(separator: "\n")
    let report = ConsoleLog(parsing: text, file: "t.log").reports[0]
    var graph = ConstraintGraph(report: report, conflicts: conflicts, broken: broken)
    if aliased {
      // As the HTML page names its nodes.
      for index in graph.nodes.indices { graph.nodes[index].alias = "Item\(index + 1)" }
    }
    return DotWriter(options: DotOptions(includesLegend: false)).write(graph)
  }

  @Test func conflictsAreLetteredAndAPredictedBreakWouldBreak() {
    let dot = Self.dot(
      [
        "<NSLayoutConstraint:0x1 UIView:0x7f01.width == 100   (active)>",
        "<NSLayoutConstraint:0x2 UIView:0x7f01.width == 200   (active)>",
      ], conflicts: [[0, 1]], broken: 1)
    #expect(dot.contains("#A width == 200 (would break)"), "\(dot)")
    #expect(!dot.contains("#1"))
  }

  /// 063.log: a stack's `UISV-fill-equally` shared a red label with a member.
  @Test func aLabelIsRedOnlyWhenEveryLineIsAMembers() {
    let dot = Self.dot(
      [
        "<NSLayoutConstraint:0x1 UILabel:0x7f01.leading == UILabel:0x7f02.trailing + 2   (active)>",
        "<NSLayoutConstraint:0x2 'UISV-fill-equally' UILabel:0x7f01.width == UILabel:0x7f02.width   (active)>",
      ], conflicts: [[0]])
    let edges = dot.split(separator: "\n").filter { $0.contains("->") }
    #expect(edges.count == 2, "\(dot)")
    for edge in edges where edge.contains("width == width") {
      #expect(!edge.uppercased().contains("#D62728") && !edge.contains("#A"), "\(edge)")
    }
  }

  /// 023.log: `_UITemporaryLayoutWidth` was tagged as the encapsulated size a container sets.
  @Test func aTemporaryLayoutSizeIsNotCalledEncapsulated() {
    let dot = Self.dot([
      "<NSLayoutConstraint:0x1 '_UITemporaryLayoutWidth' App.InputBarA:0x7f01.width == 0   (active)>"
    ])
    #expect(dot.contains("width == 0 [temporary size]"), "\(dot)")
  }

  /// 318.log: `UILayoutGuide:0x1''` drew a blank line in its node.
  @Test func anEmptyIdentifierDrawsNoLine() {
    let dot = Self.dot(
      ["<NSLayoutConstraint:0x1 UIView:0x7f01.top == UILayoutGuide:0x6001''.top   (active)>"],
      aliased: true)
    #expect(
      !dot.contains("\\n\\n") && !dot.contains("label=\"\\n") && !dot.contains("\\n\""), "\(dot)")
  }
}
