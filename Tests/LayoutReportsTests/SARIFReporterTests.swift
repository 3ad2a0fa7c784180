import Foundation
import LayoutDiagnostics
import LayoutModel
import LayoutTestSupport
import Testing

@testable import LayoutReports

@Suite struct SARIFReporterTests {
  static func schema() throws -> JSONSchemaValidator {
    let data = try Data(contentsOf: Fixtures.url("schemas/sarif-2.1.0.json"))
    return try JSONSchemaValidator(schema: data)
  }

  static func parse(_ text: String) throws -> Any {
    try JSONSerialization.jsonObject(with: Data(text.utf8))
  }

  @Test func validatorUnderstandsEveryKeywordOfTheSchema() throws {
    #expect(try Self.schema().unsupportedKeywords().isEmpty)
  }

  @Test(arguments: SampleReports.all.map(\.name))
  func outputIsValidSARIF(sample: String) throws {
    let report = try #require(SampleReports.all.first { $0.name == sample }?.report)
    let instance = try Self.parse(SARIFReporter().render(report))
    let errors = try Self.schema().validate(instance)
    #expect(errors.isEmpty, "\(errors.prefix(5))")
  }

  /// The SARIF goldens of real `check` runs (written by the CLI tests) are valid too.
  @Test(
    arguments: Fixtures.files(in: "expected", extensions: ["json"]).filter {
      $0.hasSuffix(".sarif.json")
    })
  func everySARIFGoldenIsValid(name: String) throws {
    let instance = try Self.parse(Fixtures.text("expected/" + name))
    let errors = try Self.schema().validate(instance)
    #expect(errors.isEmpty, "\(errors.prefix(5))")
  }

  @Test func outputWithInputErrorsAndOddPathsIsValidSARIF() throws {
    let report = CheckReport(
      toolVersion: "0.1.0", inputs: ["<stdin>", "dir with space/ä.log"],
      findings: [
        Finding(
          rule: .truncation, severity: .note, message: "m",
          location: SourceLocation(file: "dir with space/ä.log", line: 3), anchor: "a")
      ],
      inputErrors: [.init(file: "<stdin>", message: "<stdin>:1:1: error: empty input")])
    let text = SARIFReporter().render(report)
    let errors = try Self.schema().validate(Self.parse(text))
    #expect(errors.isEmpty, "\(errors)")
    #expect(text.contains("\"uri\" : \"dir%20with%20space/%C3%A4.log\""))
    #expect(text.contains("\"uri\" : \"%3Cstdin%3E\""))
    #expect(text.contains("\"executionSuccessful\" : false"))
  }

  @Test func validatorRejectsBrokenDocuments() throws {
    let schema = try Self.schema()
    let good = try #require(
      Self.parse(SARIFReporter().render(SampleReports.conflict)) as? [String: Any])
    #expect(schema.validate(good).isEmpty)

    var noVersion = good
    noVersion["version"] = nil
    #expect(schema.validate(noVersion).map(\.description) == ["$: missing required 'version'"])

    var wrongVersion = good
    wrongVersion["version"] = "2.0.0"
    #expect(!schema.validate(wrongVersion).isEmpty)

    var extra = good
    extra["surprise"] = true
    #expect(schema.validate(extra).map(\.description) == ["$: unexpected property 'surprise'"])

    let badLevel = try Self.parse(
      SARIFReporter().render(SampleReports.conflict).replacingOccurrences(
        of: "\"level\" : \"error\"", with: "\"level\" : \"fatal\""))
    #expect(!schema.validate(badLevel).isEmpty)

    let badLine = try Self.parse(
      SARIFReporter().render(SampleReports.conflict).replacingOccurrences(
        of: "\"startLine\" : 7", with: "\"startLine\" : 0"))
    #expect(schema.validate(badLine).contains { $0.message.contains("minimum") })

    let badType = try Self.parse(
      SARIFReporter().render(SampleReports.conflict).replacingOccurrences(
        of: "\"startLine\" : 7", with: "\"startLine\" : true"))
    #expect(schema.validate(badType).contains { $0.message == "expected integer" })

    let badURI = try Self.parse(
      SARIFReporter().render(SampleReports.conflict).replacingOccurrences(
        of: "\"uri\" : \"fixtures/check/", with: "\"uri\" : \"fixtures check/"))
    #expect(schema.validate(badURI).contains { $0.message.contains("uri-reference") })
  }

  @Test func rulesComeFromTheDescriptors() throws {
    let log = try #require(
      Self.parse(SARIFReporter().render(SampleReports.clean)) as? [String: Any])
    let runs = try #require(log["runs"] as? [[String: Any]])
    let tool = try #require(runs.first?["tool"] as? [String: Any])
    let driver = try #require(tool["driver"] as? [String: Any])
    let rules = try #require(driver["rules"] as? [[String: Any]])
    #expect(rules.compactMap { $0["id"] as? String } == RuleDescriptor.all.map(\.id))
    #expect(rules.compactMap { $0["name"] as? String } == RuleDescriptor.all.map(\.name))
    let results = try #require(runs.first?["results"] as? [Any])
    #expect(results.isEmpty)
  }

  @Test func resultsCarryFingerprintIndexAndOccurrences() throws {
    let text = SARIFReporter().render(SampleReports.multiReport)
    let log = try #require(Self.parse(text) as? [String: Any])
    let run = try #require((log["runs"] as? [[String: Any]])?.first)
    let results = try #require(run["results"] as? [[String: Any]])
    let findings = SampleReports.multiReport.findings
    #expect(results.count == findings.count)
    for (result, finding) in zip(results, findings) {
      let prints = try #require(result["partialFingerprints"] as? [String: String])
      #expect(prints["layoutDoctor/v1"] == finding.fingerprint.value)
      #expect(result["ruleId"] as? String == finding.ruleID)
      let index = try #require(result["ruleIndex"] as? Int)
      #expect(RuleDescriptor.all[index].id == finding.ruleID)
      #expect(
        (result["occurrenceCount"] as? Int) == (finding.occurrences > 1 ? finding.occurrences : nil)
      )
    }
  }

  @Test(arguments: [
    ("Logs/run.log", "Logs/run.log"),
    ("a b/c#d?.log", "a%20b/c%23d%3F.log"),
    ("/abs/x.log", "file:///abs/x.log"),
    ("dir\\x.log", "dir/x.log"),
  ])
  func pathsBecomeURIReferences(path: String, uri: String) {
    #expect(SARIFReporter.uri(path) == uri)
  }
}
