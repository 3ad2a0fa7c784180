import LayoutDiagnostics
import LayoutModel
import LayoutParsing
import LayoutTestSupport
import Testing

/// The numbers of a conflict's picture, read off its certificate: the terms' shares add up to
/// what the others need, against what the stated member sets.
@Suite struct ConflictDiagramTests {
  static func diagrams(_ name: String) throws -> [ConflictDiagram] {
    let log = try ConsoleLog(parsing: Fixtures.text("console-logs/\(name)"), file: name)
    return log.reports.compactMap { report -> [ConflictDiagram]? in
      ConsoleReportAnalysis(report: report, file: name).listedConflicts.map {
        $0.diagram
      }.compactMap { $0 }
    }.flatMap { $0 }
  }

  @Test func aMaskFixesTheHeightTheChainNeeds() throws {
    // 021.log: 0 + 200 + 0 + 0 + 0.2 × height = height, so 250 pt; the mask gives 896 pt.
    let diagram = try #require(try Self.diagrams("021.log").first)
    #expect(diagram.axis == .vertical)
    #expect(diagram.quantity == "App.ViewA:0x7fcdaff03e10.height")
    #expect(diagram.stated.text.hasPrefix("autoresizing App.ViewA:0x7fcdaff03e10.height == 896"))
    #expect(diagram.stated.constraint == 0)
    #expect(diagram.statedRelation == .equal)
    #expect(diagram.stated.constant == 896)
    #expect(diagram.neededRelation == .equal)
    #expect(abs(diagram.needed - 250) < 1e-6)
    #expect(diagram.terms.count == 5)
    #expect(abs(diagram.terms.map(\.share).reduce(0, +) - 250) < 1e-6)
    let broken = try #require(diagram.terms.first { $0.isBroken })
    #expect(broken.constraint == 1)
    #expect(broken.constant == 200)
    #expect(abs(broken.share - 250) < 1e-6)
  }

  @Test func aCellWidthIsLessThanTheRowNeeds() throws {
    let diagram = try #require(try Self.diagrams("001.log").first)
    #expect(diagram.axis == .horizontal)
    #expect(diagram.neededRelation == .greaterThanOrEqual)
    #expect(abs(diagram.needed - 96) < 1e-6)
    #expect(abs(diagram.stated.constant - 94.3333) < 1e-6)
    #expect(diagram.stated.text.contains("UITableViewCellContentView:0x7f83b8171010.width"))
    #expect(abs(diagram.terms.map(\.share).reduce(0, +) - diagram.needed) < 1e-6)
  }

  /// Every reproduced conflict of the fixture logs with a certificate has a diagram whose
  /// shares add up to its total.
  @Test func everyFixtureDiagramAddsUp() throws {
    var count = 0
    for name in Fixtures.files(in: "console-logs", extensions: ["log"]) {
      for diagram in try Self.diagrams(name) {
        count += 1
        let sum = diagram.terms.map(\.share).reduce(0, +)
        #expect(abs(sum - diagram.needed) <= 1e-6 * max(1, abs(sum)), "\(name)")
      }
    }
    #expect(count > 60)
  }
}
