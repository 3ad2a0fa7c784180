import LayoutParsing
import LayoutTestSupport
import Testing

@testable import LayoutDiagnostics

/// `WhyExplanation.explanations(of:in:traces:file:)`: the attribute people name explained in
/// every layout that has it, as `why` prints it.
@Suite struct WhyExplanationLookupTests {
  static func layouts(_ fixture: String) throws -> [LayoutAnalysis] {
    let text = try Fixtures.text(fixture)
    let input = try AnalysisInput.read(Array(text.utf8), name: fixture, path: fixture)
    return try input.layouts()
  }

  @Test func theNamedAttributeIsExplainedInTheLayoutThatHasIt() throws {
    let layouts = try Self.layouts("devices/safe-area-card.layout")
    let explained = try WhyExplanation.explanations(
      of: "card.height", in: layouts, traces: [], file: "devices/safe-area-card.layout")
    #expect(explained.map(\.layout.place) == ["devices/safe-area-card.layout"])
  }

  @Test func anUnknownItemIsAnErrorWithTheNearestName() throws {
    let layouts = try Self.layouts("devices/safe-area-card.layout")
    #expect(throws: WhyExplanation.LookupFailure.self) {
      try WhyExplanation.explanations(
        of: "crad.height", in: layouts, traces: [], file: "devices/safe-area-card.layout")
    }
    do {
      _ = try WhyExplanation.explanations(
        of: "crad.height", in: layouts, traces: [], file: "devices/safe-area-card.layout")
    } catch {
      #expect(error.description.contains("card"))
    }
  }
}
