import Foundation
import LayoutTestSupport
import Testing

/// `fixtures/schemas/layout-dump-wrapping.json` (the view keys for multi-line text and content
/// modes) validates every view of the fixtures that use them, and rejects bad values.
@Suite struct WrappingSchemaTests {
  static func schema() throws -> JSONSchemaValidator {
    try JSONSchemaValidator(
      schema: Data(contentsOf: Fixtures.url("schemas/layout-dump-wrapping.json")))
  }

  static let fixtures = [
    "wrap-label.json", "wrap-samples.json", "wrap-feedback-loop.json", "image-content-modes.json",
  ]

  @Test func validatorUnderstandsEveryKeywordOfTheSchema() throws {
    #expect(try Self.schema().unsupportedKeywords().isEmpty)
  }

  @Test(arguments: fixtures)
  func fixtureViewsValidate(_ name: String) throws {
    let data = try Data(contentsOf: Fixtures.url("layout-dumps/\(name)"))
    let dump = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    let views = try #require(dump["views"] as? [Any])
    let keys: Set<String> = ["wrap", "heightForWidth", "contentMode", "truncatesContent"]
    #expect(
      views.contains { ($0 as? [String: Any])?.keys.contains(where: keys.contains) == true })
    for view in views {
      let errors = try Self.schema().validate(view)
      #expect(errors.isEmpty, "\(name): \(errors)")
    }
  }

  static let invalid: [(String, String)] = [
    (#"{"wrap": {"naturalWidth": 10}}"#, "$.wrap: missing required 'lineHeight'"),
    (#"{"wrap": {"naturalWidth": -1, "lineHeight": 2}}"#, "$.wrap.naturalWidth: -1.0 < minimum 0"),
    (
      #"{"wrap": {"naturalWidth": 1, "lineHeight": 2, "lines": 1.5}}"#,
      "$.wrap.lines: expected integer|null"
    ),
    (#"{"heightForWidth": [{"width": 1}]}"#, "$.heightForWidth[0]: missing required 'height'"),
    (#"{"contentMode": "stretch"}"#, "$.contentMode: stretch is not in the enum"),
    (#"{"truncatesContent": "yes"}"#, "$.truncatesContent: expected boolean"),
  ]

  @Test(arguments: invalid)
  func badValuesAreRejected(_ json: String, _ message: String) throws {
    let instance = try JSONSerialization.jsonObject(with: Data(json.utf8))
    #expect(try Self.schema().validate(instance).map(\.description) == [message])
  }
}
