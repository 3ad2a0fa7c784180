import Foundation
import LayoutDiagnostics
import LayoutEngine
import LayoutModel
import LayoutTestSupport
import Testing

/// The JSON Schemas in `fixtures/schemas/` are the documented shapes of the JSON the commands
/// print: every JSON golden under `fixtures/expected/` is valid against its command's schema,
/// the schemas use only keywords `JSONSchemaValidator` checks, and their closed lists (origins,
/// prediction bases, severities) are the code's.
@Suite struct OutputSchemaTests {
  /// The output schemas, by command.
  static let commands = ["explain", "solve", "ambiguity", "why", "check"]

  static func schema(_ name: String) throws -> JSONSchemaValidator {
    try JSONSchemaValidator(schema: Data(contentsOf: Fixtures.url("schemas/" + name)))
  }

  static func object(_ name: String) throws -> [String: Any] {
    let data = try Data(contentsOf: Fixtures.url("schemas/" + name))
    return try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
  }

  /// The schema file of a golden, by the golden's name: `<case>.explain.json`,
  /// `<case>.solve.json`, `<command>-<case>.json.json`, `<case>.sarif.json`, `dumps/<case>.v2.json`.
  static func schemaFile(forGolden path: String) -> String? {
    let name = URL(fileURLWithPath: path).lastPathComponent
    if name.hasSuffix(".explain.json") { return "explain.schema.json" }
    if name.hasSuffix(".solve.json") { return "solve.schema.json" }
    if name.hasSuffix(".sarif.json") { return "sarif-2.1.0.json" }
    if path.hasPrefix("dumps/") { return "layout-dump.schema.json" }
    if name.hasSuffix(".json.json"), let command = name.split(separator: "-").first,
      commands.contains(String(command))
    {
      return "\(command).schema.json"
    }
    return nil
  }

  /// Every `.json` file under `fixtures/expected/`, as a path relative to it, sorted.
  static let goldens: [String] = {
    let root = Fixtures.url("expected")
    let walker = FileManager.default.enumerator(atPath: root.path)
    var paths: [String] = []
    while let path = walker?.nextObject() as? String {
      if path.hasSuffix(".json") { paths.append(path) }
    }
    return paths.sorted()
  }()

  @Test func everyGoldenHasASchema() {
    let unassigned = Self.goldens.filter { Self.schemaFile(forGolden: $0) == nil }
    #expect(unassigned.isEmpty, "JSON goldens no schema describes: \(unassigned)")
  }

  /// Each command has goldens to validate (a renamed golden would otherwise silently skip it).
  @Test func everyOutputSchemaHasGoldens() {
    let counts = Dictionary(grouping: Self.goldens.compactMap(Self.schemaFile(forGolden:))) {
      $0
    }.mapValues(\.count)
    for command in Self.commands {
      #expect(counts["\(command).schema.json", default: 0] >= 5, "\(command): \(counts)")
    }
  }

  @Test(arguments: commands)
  func validatorUnderstandsEveryKeywordOfTheSchema(command: String) throws {
    #expect(try Self.schema("\(command).schema.json").unsupportedKeywords().isEmpty)
  }

  @Test(arguments: goldens)
  func everyJSONGoldenIsValid(path: String) throws {
    let file = try #require(Self.schemaFile(forGolden: path))
    let instance = try JSONSerialization.jsonObject(
      with: Data(Fixtures.text("expected/" + path).utf8))
    let errors = try Self.schema(file).validate(instance)
    #expect(errors.isEmpty, "\(path) against \(file): \(errors.prefix(5))")
  }

  /// A definition several schemas share (a frame, a range, an ambiguous view, a trace) says
  /// the same in each; `result` and `envelope` are each command's own.
  @Test func sharedDefinitionsAgree() throws {
    var seen: [String: (file: String, value: NSDictionary)] = [:]
    for command in Self.commands {
      let file = "\(command).schema.json"
      let definitions = try Self.object(file)["definitions"] as? [String: Any] ?? [:]
      for (name, value) in definitions where name != "result" && name != "envelope" {
        let value = try #require(value as? [String: Any]) as NSDictionary
        if let earlier = seen[name] {
          #expect(earlier.value == value, "'\(name)' differs in \(earlier.file) and \(file)")
        } else {
          seen[name] = (file, value)
        }
      }
    }
  }

  /// The closed lists of the schemas are the code's.
  @Test func enumerationsAreTheCodes() throws {
    func list(_ file: String, _ path: [String]) throws -> Set<String> {
      var current: Any = try Self.object(file)
      for key in path {
        current = try #require((current as? [String: Any])?[key], "\(file): \(path)")
      }
      return Set((current as? [Any] ?? []).compactMap { $0 as? String })
    }
    let origins = Set(ConstraintOrigin.allCases.map(\.rawValue))
    #expect(
      try list(
        "explain.schema.json", ["definitions", "constraint", "properties", "origin", "enum"])
        == origins)
    let bases = try list(
      "explain.schema.json",
      ["definitions", "report", "properties", "predictionBasis", "enum"])
    #expect(
      bases
        == Set(BreakingRule.Criterion.allCases.map(\.rawValue) + ["engineOrder", "onlyCandidate"]))
    let severities = try list(
      "check.schema.json", ["definitions", "finding", "properties", "severity", "enum"])
    #expect(severities == Set(Finding.Severity.allCases.map(\.rawValue)))
    let components = try list(
      "check.schema.json",
      [
        "definitions", "finding", "properties", "misplacement", "properties", "changes", "items",
        "properties", "component", "enum",
      ])
    #expect(components == Set(FrameMisplacement.Component.allCases.map(\.rawValue)))
  }

  /// The schemas are strict: a missing key, an unknown key or a fix without its member fails.
  @Test func schemasRejectWrongShapes() throws {
    let explain = try Self.schema("explain.schema.json")
    #expect(!explain.validate(["reports": [] as [Any]]).isEmpty)
    #expect(!explain.validate(["reports": [] as [Any], "traces": [] as [Any], "x": 1]).isEmpty)
    let check = try Self.schema("check.schema.json")
    let golden = try JSONSerialization.jsonObject(
      with: Data(Fixtures.text("expected/check-conflict.json.json").utf8))
    var report = try #require(golden as? [String: Any])
    #expect(check.validate(report).isEmpty)
    report["version"] = 2
    #expect(!check.validate(report).isEmpty)
    let suggestion: [String: Any] = [
      "kind": "lowerPriority", "constraint": 0, "message": "m", "effect": "e", "verified": true,
    ]
    let conflict: [String: Any] = [
      "constraints": [0], "multipliers": [] as [Any], "forms": [] as [Any],
      "assumed": [] as [Any], "assumptions": [] as [Any], "explanation": "",
      "systemOnly": false, "suggestions": [suggestion],
    ]
    let definitions = try Self.object("explain.schema.json")["definitions"]
    let conflictSchema = try JSONSerialization.data(withJSONObject: [
      "$ref": "#/definitions/conflict", "definitions": definitions as Any,
    ])
    let validator = try JSONSchemaValidator(schema: conflictSchema)
    #expect(!validator.validate(conflict).isEmpty)
    var fixed = suggestion
    fixed["priority"] = 999
    var valid = conflict
    valid["suggestions"] = [fixed]
    #expect(validator.validate(valid).isEmpty)
  }
}
