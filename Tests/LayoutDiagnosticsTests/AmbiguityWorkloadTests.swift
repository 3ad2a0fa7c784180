import Foundation
import LayoutDiagnostics
import LayoutEngine
import LayoutModel
import LayoutParsing
import LayoutTestSupport
import Testing

/// The benchmark workloads: W6 has exactly the ambiguous variables its header lists, and W1–W4
/// have none (no false positives). 100 and 1,000 views; the 10,000-view files are timed by the
/// benchmark.
///
/// The workloads live in `../shared/bench/workloads` beside the package root; without them every
/// test here fails, naming the missing path.
@Suite struct AmbiguityWorkloadTests {
  static func report(_ name: String) throws -> (String, AmbiguityReport) {
    let bytes = try [UInt8](Data(contentsOf: Fixtures.shared("bench/workloads/\(name)")))
    let engine = try LayoutEngine(document: LayoutListingParser.parse(bytes, file: name))
    return (String(decoding: bytes, as: UTF8.self), AmbiguityReport(engine: engine))
  }

  /// `d19.left`, `t19.width`: the workload's names for the reported attributes.
  static func names(_ report: AmbiguityReport) -> Set<String> {
    var result = Set<String>()
    for view in report.ambiguousViews {
      for range in view.ambiguousAttributes {
        let name =
          switch range.attribute {
          case .minX: "left"
          case .minY: "top"
          default: range.attribute.rawValue
          }
        result.insert("\(view.id).\(name)")
      }
    }
    return result
  }

  @Test(arguments: ["W6-ambiguous_n1000.txt"])
  func injectedAmbiguitiesAreFoundExactly(_ name: String) throws {
    let (text, report) = try Self.report(name)
    let header = try #require(
      text.split(separator: "\n").first { $0.hasPrefix("# expected-ambiguous:") })
    let expected = Set(header.split(separator: ":")[1].split(separator: " ").map(String.init))
    #expect(Self.names(report) == expected)
    let causes = Dictionary(
      uniqueKeysWithValues: report.ambiguousViews.map { ($0.id, $0.axes[0].cause.id) })
    #expect(causes["d3"] == "inequalities-only" && causes["d7"] == "inequalities-only")
    #expect(causes["d11"] == "missing-constraints")
    #expect(causes["t19"] == "content-priority-ambiguity")
    #expect(causes["d19"] == "content-priority-ambiguity")
  }

  @Test(arguments: [
    "W1_n100.txt", "W1_n1000.txt", "W2_n100.txt", "W2_n1000.txt", "W3_n100.txt", "W3_n1000.txt",
    "W4-W1_n100.txt", "W4-W2_n100.txt", "W4-W3_n100.txt", "W4-W3_n1000.txt",
  ])
  func determinedWorkloadsHaveNoAmbiguity(_ name: String) throws {
    let (_, report) = try Self.report(name)
    #expect(Self.names(report).isEmpty)
  }
}
