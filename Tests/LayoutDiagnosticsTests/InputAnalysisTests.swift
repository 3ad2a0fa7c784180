import LayoutModel
import LayoutParsing
import LayoutTestSupport
import Testing

@testable import LayoutDiagnostics

/// `InputAnalysis`, the one entry point from an input's text to its findings, for every kind.
@Suite struct InputAnalysisTests {
  static func rules(_ fixture: String, _ analysis: InputAnalysis = .standard) throws -> [String] {
    let text = try Fixtures.text(fixture)
    let kind = try #require(InputKind.detect(text, path: fixture))
    return try analysis.findings(name: fixture, text: text, kind: kind).findings.map(\.ruleID)
  }

  @Test func everyKindOfInputGivesItsFindings() throws {
    #expect(try Self.rules("check/conflicting-widths.layout") == ["unsatisfiable-constraints"])
    #expect(try Self.rules("check/equal-hugging.json") == ["content-priority-ambiguity"])
    #expect(try Self.rules("console-logs/024.log") == ["unsatisfiable-constraints"])
    #expect(try Self.rules("check/clean.layout").isEmpty)
    #expect(try Self.rules("findings/misplaced-title.layout").contains("misplaced-view"))
  }

  /// Swept over sizes, a finding lists the sizes it occurs at.
  @Test func sweepingGivesTheSizes() throws {
    let iphone16 = try #require(DeviceCatalogue.device(named: "iphone-16"))
    let analysis = InputAnalysis.standard.sweeping([
      RootSize(device: iphone16), RootSize(width: 393, height: 852),
    ])
    let text = try Fixtures.text("devices/safe-area-card.layout")
    let findings = try analysis.findings(name: "card.layout", text: text, kind: .layoutListing)
      .findings
    #expect(findings.map(\.ruleID) == ["unsatisfiable-constraints"])
    #expect(findings.first?.sizes?.map(\.description) == ["iphone-16 (393x852)"])
  }

  /// A layout that breaks a model rule is an error naming the file.
  @Test func aBrokenLayoutIsAnError() throws {
    let text = "view root frame=0,0,10,10\nview a in=root autoresizing=none\n"
    #expect(throws: (any Error).self) {
      try InputAnalysis.standard.findings(name: "bad.layout", text: text, kind: .layoutListing)
    }
  }
}
