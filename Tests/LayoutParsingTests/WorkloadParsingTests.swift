import Foundation
import LayoutModel
import LayoutParsing
import Testing

/// Every benchmark workload parses as it is.
@Suite struct WorkloadParsingTests {
  static let folder = URL(fileURLWithPath: "/work/shared/bench/workloads")
  static let names: [String] =
    ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [])
    .filter { $0.hasSuffix(".txt") }.sorted()

  @Test(arguments: names)
  func parses(_ name: String) throws {
    let bytes = try [UInt8](Data(contentsOf: Self.folder.appendingPathComponent(name)))
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
