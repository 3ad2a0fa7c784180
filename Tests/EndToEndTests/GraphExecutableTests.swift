import Foundation
import LayoutTestSupport
import Testing

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// `layout-doctor graph` as a process: Graphviz runs inside it and must not write to stderr.
@Suite struct GraphExecutableTests {
  static func temporaryFolder() throws -> URL {
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("layout-doctor-graph-e2e-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }

  @Test func rendersAConsoleLogToSVG() throws {
    let path = try Self.temporaryFolder().appendingPathComponent("conflict.svg").path
    let result = try Executable.run(["graph", "fixtures/console-logs/021.log", "-o", path])
    #expect(result.status == 0)
    #expect(result.stdout.isEmpty)
    // The layout note only with --verbose: a plain run prints nothing but the picture.
    #expect(result.stderr.isEmpty, "\(result.stderr)")
    let verbose = try Executable.run(
      ["graph", "fixtures/console-logs/021.log", "-o", path, "--verbose"])
    #expect(verbose.status == 0)
    #expect(
      verbose.stderr == "note: fixtures/console-logs/021.log:1: laid out with dot (3 nodes, 4"
        + " edges, 2 independent cycles: dot is used up to 1000 nodes and 60 cycles)\n")
    let data = try Data(contentsOf: URL(fileURLWithPath: path))
    #expect(XMLParser(data: data).parse())
    #expect(String(decoding: data, as: UTF8.self).contains("#A height == 200 (broken)"))
  }

  @Test func aMissingPluginConfigurationIsOneClearError() throws {
    let empty = try Self.temporaryFolder()
    let result = try Executable.run(
      ["graph", "fixtures/check/clean.layout", "--format", "svg"],
      environment: ["GVBINDIR": empty.path])
    #expect(result.status == 2)
    #expect(result.stdout.isEmpty)
    #expect(
      result.stderr
        == "error: fixtures/check/clean.layout: Graphviz has no plugin configuration (run"
        + " `dot -c` as root to write it): Layout type: \"dot\" not recognized. Use one of:\n")
  }
}
