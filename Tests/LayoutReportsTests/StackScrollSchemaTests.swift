import Foundation
import LayoutTestSupport
import Testing

/// `fixtures/schemas/layout-dump.schema.json`, the JSON Schema of layout dumps, accepts every
/// stack and scroll fixture and rejects malformed `"stack"` objects and scroll-guide anchors.
@Suite struct StackScrollSchemaTests {
  static func schema() throws -> JSONSchemaValidator {
    let data = try Data(contentsOf: Fixtures.url("schemas/layout-dump.schema.json"))
    return try JSONSchemaValidator(schema: data)
  }

  static func parse(_ text: String) throws -> Any {
    try JSONSerialization.jsonObject(with: Data(text.utf8))
  }

  static let fixtures = Fixtures.files(in: "layout-dumps", extensions: ["json"]).filter {
    $0.hasPrefix("stack-") || $0.hasPrefix("scroll-") || $0.hasPrefix("ambiguity-scroll-")
  }

  @Test func validatorUnderstandsEveryKeywordOfTheSchema() throws {
    #expect(try Self.schema().unsupportedKeywords().isEmpty)
  }

  @Test func thereAreFixturesToValidate() {
    #expect(Self.fixtures.count >= 17)
  }

  @Test(arguments: fixtures)
  func everyStackAndScrollFixtureIsValid(name: String) throws {
    let instance = try Self.parse(Fixtures.text("layout-dumps/" + name))
    let errors = try Self.schema().validate(instance)
    #expect(errors.isEmpty, "\(errors.prefix(5))")
  }

  static let invalid: [String] = [
    #"{"format": "layout-dump", "version": 1, "views": [{"id": "s", "stack": {"axis": "diagonal"}}]}"#,
    #"{"format": "layout-dump", "version": 1, "views": [{"id": "s", "stack": {"distribution": "fit"}}]}"#,
    #"{"format": "layout-dump", "version": 1, "views": [{"id": "s", "stack": {"alignment": "middle"}}]}"#,
    #"{"format": "layout-dump", "version": 1, "views": [{"id": "s", "stack": {"spacing": "8"}}]}"#,
    #"{"format": "layout-dump", "version": 1, "views": [{"id": "s", "stack": {"arrangedSubviews": ["a", "a"]}}]}"#,
    #"{"format": "layout-dump", "version": 1, "views": [{"id": "s", "stack": {"arrangedSubviews": ["1a"]}}]}"#,
    #"{"format": "layout-dump", "version": 1, "views": [{"id": "s", "stack": {"isBaselineRelativeArrangement": 1}}]}"#,
    #"{"format": "layout-dump", "version": 1, "views": [{"id": "s", "stack": {"arranged": ["a"]}}]}"#,
    #"{"format": "layout-dump", "version": 1, "views": [], "constraints": [{"first": "a.contentGuide.top", "relation": "=="}]}"#,
  ]

  @Test(arguments: invalid)
  func malformedKeysAreRejected(json: String) throws {
    #expect(!(try Self.schema().validate(Self.parse(json))).isEmpty)
  }
}
