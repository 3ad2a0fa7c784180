import Foundation
import LayoutEngine
import LayoutModel
import LayoutParsing
import LayoutTestSupport
import Testing

/// The benchmark workloads with 100 and 1,000 views solve (the 10,000-view ones are parsed by
/// LayoutParsingTests in the long run, `LAYOUT_DOCTOR_TEST_SCALE` above 1, and timed by the
/// benchmark).
///
/// The workloads live in `../shared/bench/workloads` beside the package root; without them every
/// test here fails, naming the missing path.
@Suite struct WorkloadSolveTests {
  static let folder = "bench/workloads"

  func solve(_ name: String) throws -> (LayoutEngine, LayoutSolution) {
    let bytes = try [UInt8](Data(contentsOf: Fixtures.shared("\(Self.folder)/\(name)")))
    let engine = try LayoutEngine(document: LayoutListingParser.parse(bytes, file: name))
    return (engine, engine.solve())
  }

  @Test(arguments: try Fixtures.sharedFiles(in: folder, suffixes: ["_n100.txt", "_n1000.txt"]))
  func solves(_ name: String) throws {
    let (_, solution) = try solve(name)
    #expect(solution.brokenConstraints.isEmpty)
    #expect(solution.views.allSatisfy { $0.frame.width >= 0 && $0.frame.height >= 0 })
  }

  @Test func chainStacksRowsEveryFiftyTwoPoints() throws {
    let (_, solution) = try solve("W1_n100.txt")
    #expect(solution.frame(of: "v0").map(rounded) == rect(16, 8, 343, 44))
    #expect(solution.frame(of: "v99").map(rounded) == rect(16, 8 + 99 * 52, 343, 44))
  }

  /// The constraint that completes the conflict is broken, and with what it conflicted with it
  /// is the irreducible set the workload's header lists.
  @Test func injectedConflictIsBrokenWithItsIrreducibleSet() throws {
    let name = "W5-conflict_n2500.txt"
    let (engine, solution) = try solve(name)
    let text = try String(
      contentsOf: Fixtures.shared("\(Self.folder)/\(name)"), encoding: .utf8)
    let header = try #require(text.split(separator: "\n").first { $0.hasPrefix("# expected-iis") })
    let expected = header.split(separator: ":", maxSplits: 1)[1].split(separator: ";").map {
      $0.trimmingCharacters(in: .whitespaces).replacingOccurrences(of: " @1000", with: "")
    }
    #expect(solution.brokenConstraints.count == 1)
    let broken = try #require(solution.brokenConstraints.first)
    let members = (broken.conflictingWith + [broken.index]).map {
      engine.constraints[$0].listingDescription
    }
    #expect(Set(members) == Set(expected))
    #expect(members.count == 16)
  }

  @Test func editedWidthReflowsTheChain() throws {
    let (engine, solution) = try solve("W4-W1_n100.txt")
    #expect(solution.frame(of: "v5")?.width == 343)
    let suggestion = try #require(engine.document.suggestions.first)
    try engine.suggest(suggestion.anchor, suggestion.value)
    #expect(engine.solve().frame(of: "v5")?.width == suggestion.value - 32)
  }
}
