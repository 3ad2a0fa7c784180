import Foundation
import LayoutModel
import LayoutParsing
import LayoutTestSupport
import Testing

/// Every benchmark workload parses as it is.
///
/// The workloads live in `../shared/bench/workloads` beside the package root; without them the
/// test fails, naming the missing path.
@Suite struct WorkloadParsingTests {
  static let folder = "bench/workloads"

  /// All 21 workloads are there (W1–W3 and the three W4 edits at 100, 1,000 and 10,000 views;
  /// W5 once; W6 at two sizes), so that a partial copy of the folder cannot pass on fewer files.
  @Test func everyWorkloadIsThere() throws {
    #expect(try Fixtures.sharedFiles(in: Self.folder, suffixes: [".txt"]).count == 21)
  }

  /// The workloads the default run parses: all but the 10,000-view ones, which a long run
  /// (`LAYOUT_DOCTOR_TEST_SCALE` above 1) and the benchmarks parse.
  static var parsedWorkloads: [String] {
    get throws {
      try Fixtures.sharedFiles(in: folder, suffixes: [".txt"]).filter {
        TestScale.factor > 1 || !$0.hasSuffix("_n10000.txt")
      }
    }
  }

  @Test(arguments: try parsedWorkloads)
  func parses(_ name: String) throws {
    let bytes = try [UInt8](Data(contentsOf: Fixtures.shared("\(Self.folder)/\(name)")))
    let document = try LayoutListingParser.parse(bytes, file: name)
    #expect(!document.hierarchy.views.isEmpty)
    #expect(!document.constraints.isEmpty)
    let declared = bytes.split(separator: UInt8(ascii: "\n")).filter {
      $0.first != UInt8(ascii: "#") && !$0.starts(with: Array("view ".utf8))
        && !$0.starts(with: Array("edit ".utf8)) && !$0.starts(with: Array("suggest ".utf8))
    }.count
    #expect(document.constraints.count == declared)
    if name.hasPrefix("W4") {
      #expect(document.editVariables.count == 1)
      #expect(document.suggestions.count == 1000)
    }
  }
}
