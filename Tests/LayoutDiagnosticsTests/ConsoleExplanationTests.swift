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
        #"{"reports":[{"brokenConstraint":0,"brokenInTurn":[{"constraint":0,"line":14}],"cascade":[],"conflicts":[{"assumed":[],"assumptions":[],"constraints":[0,1],"explanation":"Vertical conflict: "#
      ))
    #expect(json.contains(#""predictionBasis":"constantSize","#))
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

  /// Every fixture's explanation survives its JSON: decoding gives back the same value.
  @Test func everyFixtureRoundTrips() throws {
    let names = Fixtures.files(in: "console-logs", extensions: ["log"])
    #expect(names.count == 80)
    for name in names {
      let (explanation, decoded) = try Self.explain(name)
      #expect(decoded == explanation, "\(name)")
    }
  }

  /// The explanation of `fixtures/console-logs/<name>`, then what its sorted-keys JSON (the
  /// bytes `layout-doctor explain --format json` prints) decodes to.
  static func explain(_ name: String) throws -> (ConsoleExplanation, ConsoleExplanation) {
    let log = try ConsoleLog(parsing: Fixtures.text("console-logs/\(name)"), file: name)
    let explanation = ConsoleExplanation(log: log)
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    let data = try encoder.encode(explanation)
    return (explanation, try JSONDecoder().decode(ConsoleExplanation.self, from: data))
  }

  /// One report whose conflict is reproduced, as `layout-doctor explain --format json` gives it.
  struct Reproduced: Sendable, CustomTestStringConvertible {
    /// The log in `fixtures/console-logs`.
    var file: String
    /// `iOS` or `macOS`.
    var platform: String
    /// The index of the constraint the log says was broken.
    var brokenConstraint: Int
    /// The indices of the one minimal conflict.
    var members: [Int]
    /// Its Farkas multipliers, one per member.
    var multipliers: [Double]
    /// Figures the explanation must state, in points.
    var phrases: [String]
    /// The kind and the constraint index of the first suggested fix.
    var firstFix: (kind: String, constraint: Int)

    var testDescription: String { file }
  }

  static let reproduced: [Reproduced] = [
    Reproduced(
      file: "021.log", platform: "iOS", brokenConstraint: 1, members: [0, 1, 2, 3, 4, 5],
      multipliers: [-0.8, 1, 1, 1, -1, 1],
      phrases: [
        "App.ViewA:0x7fcdaff03e10 must be exactly 250 pt tall", "fixes it at 896 pt",
        "one of these 6",
      ],
      firstFix: ("disableAutoresizingMask", 0)),
    Reproduced(
      file: "001.log", platform: "iOS", brokenConstraint: 7, members: [1, 2, 3, 4, 5, 10],
      multipliers: [-1, -1, -1, -1, -1, 1],
      phrases: [
        "must be at least 96 pt wide", "fixes it at 94.3333 pt", "which is not one of these 6",
      ],
      firstFix: ("lowerPriority", 1)),
    Reproduced(
      file: "034.log", platform: "iOS", brokenConstraint: 2, members: [0, 1, 2, 3, 4],
      multipliers: [1, -1, -1, -1, -1],
      phrases: ["must be at least 16 pt tall", "fixes it at 0 pt", "one of these 5"],
      firstFix: ("disableAutoresizingMask", 0)),
    Reproduced(
      file: "040.log", platform: "macOS", brokenConstraint: 1, members: [0, 1, 2],
      multipliers: [-1, -1, 1],
      phrases: ["must be at least 49 pt wide", "fixes it at 2 pt", "AppKit broke"],
      firstFix: ("disableAutoresizingMask", 2)),
  ]

  /// The members, the broken constraint, the certificate and the figures of the explanation
  /// are the ones the analysis gives today for these logs.
  @Test(arguments: reproduced)
  func reproducedConflictIsPinned(_ expected: Reproduced) throws {
    let (explanation, decoded) = try Self.explain(expected.file)
    #expect(decoded == explanation)
    #expect(decoded.reports.count == 1)
    let report = try #require(decoded.reports.first)
    #expect(report.file == expected.file)
    #expect(report.platform == expected.platform)
    #expect(report.reproduced)
    #expect(report.notReproducedReason == nil)
    #expect(report.brokenConstraint == expected.brokenConstraint)
    #expect(report.conflicts.map(\.constraints) == [expected.members])
    let conflict = try #require(report.conflicts.first)
    #expect(conflict.multipliers == expected.multipliers)
    #expect(!conflict.systemOnly)
    for phrase in expected.phrases {
      #expect(conflict.explanation.contains(phrase), "\(conflict.explanation)")
    }
    let fix = try #require(conflict.suggestions.first)
    #expect(fix.kind == expected.firstFix.kind)
    #expect(fix.constraint == expected.firstFix.constraint)
    #expect(conflict.suggestions.allSatisfy { $0.verified })
  }

  /// A list whose required constraints all hold together is not a reproduced conflict, and the
  /// report says why, with the values that satisfy it.
  @Test func unreproducedListSaysWhy() throws {
    let (explanation, decoded) = try Self.explain("010.log")
    #expect(decoded == explanation)
    let report = try #require(decoded.reports.first)
    #expect(decoded.reports.count == 1)
    #expect(!report.reproduced)
    #expect(report.brokenConstraint == nil)
    #expect(report.conflicts.isEmpty)
    // The 8 listed constraints, then the 2 the engine generates for the margins guide the
    // list names (its width and height are never negative), numbered after the list.
    #expect(report.constraints.filter { $0.line > 0 }.count == 8)
    #expect(report.constraints.dropFirst(8).map(\.origin) == ["layoutMargins", "layoutMargins"])
    let reason = try #require(report.notReproducedReason)
    #expect(reason.hasPrefix("The 8 required constraints of the list can all hold together"))
    #expect(reason.contains("UIView:0x7ff92c7ec3c0.height = 1 pt"))
  }
}
