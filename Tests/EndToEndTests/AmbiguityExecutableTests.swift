import Foundation
import LayoutTestSupport
import Testing

/// `layout-doctor ambiguity` and `why` as the built binary runs them.
@Suite struct AmbiguityExecutableTests {
  @Test func ambiguityAndWhyRunAndFailCleanly() throws {
    let report = try Executable.run(
      ["ambiguity", "fixtures/layout-dumps/ambiguity-seed-button.layout"])
    #expect(report.status == 0)
    #expect(report.stdout.contains("*UIButton:button- AMBIGUOUS LAYOUT for UIButton:button.minX"))

    let why = try Executable.run(
      [
        "why", "fixtures/layout-dumps/ambiguity-hugging-251.layout", "title.width", "--format",
        "json",
      ])
    #expect(why.status == 0)
    let object = try JSONSerialization.jsonObject(with: Data(why.stdout.utf8)) as? [String: Any]
    #expect(object?["value"] as? Double == 120)

    let bad = try Executable.run([
      "why", "fixtures/layout-dumps/ambiguity-hugging-251.layout", "x.y",
    ])
    #expect(bad.status == 2)
    #expect(bad.stderr.hasPrefix("error: 'y' is not a layout attribute"))
  }
}
