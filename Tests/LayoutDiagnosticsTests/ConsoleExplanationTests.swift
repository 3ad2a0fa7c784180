import Foundation
import LayoutDiagnostics
import LayoutParsing
import LayoutTestSupport
import Testing

/// The Codable shape of the minimal-conflict analysis.
@Suite struct ConsoleExplanationTests {
  @Test func twoHeightsAsJSON() throws {
    let log = try ConsoleLog(parsing: Fixtures.text("console-logs/024.log"), file: "024.log")
    let explanation = ConsoleExplanation(log: log)
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    let json = try #require(String(data: try encoder.encode(explanation), encoding: .utf8))
    #expect(
      json.hasPrefix(
        #"{"reports":[{"brokenConstraint":0,"conflicts":[{"constraints":[0,1],"explanation":"Vertical conflict: "#
      ))
    #expect(json.contains(#""multipliers":[1,1]"#))
    #expect(
      json.contains(
        #""linear":{"relation":"<=","rhs":-44,"terms":{"App.ButtonA:0x107fb4260.height":-1}}"#))
    #expect(json.contains(#""identifier":null,"#))
    #expect(json.contains(#""notReproducedReason":null,"#))
    #expect(json.contains(#""nonNegativeVariables":["App.ButtonA:0x107fb4260.height"]"#))
    #expect(json.contains(#""kind":"lowerPriority","message":"Lower the priority of"#))
    let decoded = try JSONDecoder().decode(ConsoleExplanation.self, from: Data(json.utf8))
    #expect(decoded == explanation)
    #expect(decoded.reports.first?.line == 3)
    #expect(decoded.reports.first?.platform == "iOS")
    #expect(decoded.reports.first?.reproduced == true)
  }

  @Test func everyFixtureEncodes() throws {
    for name in Fixtures.files(in: "console-logs", extensions: ["log"]) {
      let log = try ConsoleLog(parsing: Fixtures.text("console-logs/\(name)"), file: name)
      let data = try JSONEncoder().encode(ConsoleExplanation(log: log))
      #expect(!data.isEmpty)
    }
  }
}
