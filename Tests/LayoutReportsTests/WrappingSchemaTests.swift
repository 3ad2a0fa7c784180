import Foundation
import LayoutTestSupport
import Testing

/// The view of `fixtures/schemas/layout-dump.schema.json` (with its keys for multi-line text
/// and content modes) validates every view of the fixtures that use them, and rejects bad
/// values.
@Suite struct WrappingSchemaTests {
  /// The layout-dump schema's version 1 view definition, as a schema of its own.
  static func schema() throws -> JSONSchemaValidator {
    let data = try Data(contentsOf: Fixtures.url("schemas/layout-dump.schema.json"))
    let document = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    let view: [String: Any] = [
      "$schema": document["$schema"] ?? "", "$ref": "#/definitions/viewVersion1",
      "definitions": document["definitions"] ?? [:],
    ]
    return try JSONSchemaValidator(schema: JSONSerialization.data(withJSONObject: view))
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
    (#"{"id": "v", "wrap": {"naturalWidth": 10}}"#, "$.wrap: missing required 'lineHeight'"),
    (
      #"{"id": "v", "wrap": {"naturalWidth": -1, "lineHeight": 2}}"#,
      "$.wrap.naturalWidth: -1.0 < minimum 0"
    ),
    (
      #"{"id": "v", "wrap": {"naturalWidth": 1, "lineHeight": 2, "lines": 1.5}}"#,
      "$.wrap.lines: expected integer|null"
    ),
    (
      #"{"id": "v", "heightForWidth": [{"width": 1}]}"#,
      "$.heightForWidth[0]: missing required 'height'"
    ),
    (#"{"id": "v", "contentMode": "stretch"}"#, "$.contentMode: stretch is not in the enum"),
    (#"{"id": "v", "truncatesContent": "yes"}"#, "$.truncatesContent: expected boolean"),
  ]

  @Test(arguments: invalid)
  func badValuesAreRejected(_ json: String, _ message: String) throws {
    let instance = try JSONSerialization.jsonObject(with: Data(json.utf8))
    #expect(try Self.schema().validate(instance).map(\.description) == [message])
  }
}
