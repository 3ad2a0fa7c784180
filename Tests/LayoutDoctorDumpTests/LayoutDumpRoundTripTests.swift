import Foundation
import LayoutDiagnostics
import LayoutDoctorDump
import LayoutDumpFakes
import LayoutModel
import LayoutParsing
import LayoutTestSupport
import Testing

/// Fake tree → JSON → `LayoutDocument` → JSON is byte-stable (stack views, wrapping text and
/// measured heights included), every dump the core writes and
/// every JSON dump fixture validates against the schema, and the in-process findings are
/// `check`'s.
@MainActor @Suite struct LayoutDumpRoundTripTests {
  static func schema() throws -> JSONSchemaValidator {
    try JSONSchemaValidator(
      schema: Data(contentsOf: Fixtures.url("schemas/layout-dump.schema.json")))
  }

  static func roundTrip(_ json: String) throws -> String {
    let read = try LayoutFileParser.parseJSON(Array(json.utf8), file: "screen.json")
    #expect(read.warnings.map(\.description) == [])
    let document = try #require(LayoutDumpDocument(reading: read.document))
    return LayoutDump.json(document)
  }

  @Test func theFakeScreenRoundTripsByteForByte() throws {
    let captured = LayoutDump.capture(
      FakeScreen().window, environment: LayoutDumpCaptureTests.environment)
    let json = LayoutDump.json(captured)
    #expect(json.contains(#""stack":{"#) && json.contains(#""wrap":{"#))
    #expect(try Self.roundTrip(json) == json)
  }

  @Test func theSchemaUsesOnlyKeywordsTheValidatorChecks() throws {
    #expect(try Self.schema().unsupportedKeywords().isEmpty)
  }

  @Test func everyDumpTheCoreWritesIsValid() throws {
    let schema = try Self.schema()
    let dumps = [
      LayoutDump.json(of: FakeScreen().window, environment: LayoutDumpCaptureTests.environment),
      LayoutDump.json(of: FakeTrees.cells(100)),
      LayoutDump.json(of: FakeView(0x1)),
    ]
    for json in dumps {
      let errors = schema.validate(try JSONSerialization.jsonObject(with: Data(json.utf8)))
      #expect(errors.isEmpty, "\(errors.prefix(5))")
    }
  }

  @Test(
    arguments: Fixtures.files(in: "layout-dumps", extensions: ["json"]).map { "layout-dumps/" + $0 }
      + Fixtures.files(in: "expected/dumps", extensions: ["json"]).map { "expected/dumps/" + $0 }
      + Fixtures.files(in: "dump-join", extensions: ["json"]).map { "dump-join/" + $0 })
  func everyJSONDumpFixtureIsValid(path: String) throws {
    let instance = try JSONSerialization.jsonObject(with: Data(Fixtures.text(path).utf8))
    let errors = try Self.schema().validate(instance)
    #expect(errors.isEmpty, "\(errors.prefix(5))")
  }

  @Test func theSchemaRejectsAVersion2ViewWithoutAnAddress() throws {
    let json = """
      {"format": "layout-dump", "version": 2, "platform": "iOS", "osVersion": "18.2",
       "screenScale": 3, "rootSize": {"width": 375, "height": 812},
       "views": [{"id": "root", "classChain": ["UIView"], "frame": {"x": 0, "y": 0, "width": 375, "height": 812}}]}
      """
    let errors = try Self.schema().validate(
      try JSONSerialization.jsonObject(with: Data(json.utf8)))
    #expect(!errors.isEmpty)
  }

  @Test func findingsInProcessAreCheckFindingsOnTheDump() throws {
    let root = FakeView(0x100).frame(0, 0, 375, 200)
    let box = FakeView(0x200)
    box.frame(0, 0, 100, 44)
    root.add(box)
    root.constraints = [
      FakeConstraint(0x300, box, .width, .equal, nil, constant: 100),
      FakeConstraint(0x310, box, .width, .equal, nil, constant: 120),
      FakeConstraint(0x320, box, .leading, .equal, root, .leading),
      FakeConstraint(0x330, box, .top, .equal, root, .top),
      FakeConstraint(0x340, box, .height, .equal, nil, constant: 44),
    ]
    let findings = try LayoutDoctor.findings(in: root)
    let json = LayoutDump.json(of: root)
    let document = try LayoutFileParser.parseJSON(Array(json.utf8), file: "capture.json")
      .document
    #expect(findings == (try Finding.layoutFindings(in: document)))
    #expect(findings.map(\.ruleID) == ["unsatisfiable-constraints"])
    root.constraints.remove(at: 1)
    #expect(try LayoutDoctor.findings(in: root) == [])
  }

  /// The analysis modules must build for Apple platforms with Foundation only: they import
  /// nothing but Foundation and each other (no Glibc, no Graphviz, nothing Linux-only).
  @Test func analysisModulesImportOnlyFoundationAndEachOther() throws {
    let modules = [
      "LayoutModel", "ConstraintSolver", "LayoutParsing", "LayoutEngine", "LayoutDiagnostics",
      "LayoutDoctorDump",
    ]
    let allowed = Set(modules + ["Foundation", "FoundationXML", "UIKit", "AppKit"])
    for module in modules {
      let folder = Fixtures.packageRoot.appendingPathComponent("Sources/\(module)")
      let files =
        FileManager.default.enumerator(atPath: folder.path)?
        .compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") } ?? []
      #expect(!files.isEmpty, "\(module) has no sources")
      for file in files {
        let text = try String(
          contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
        for line in text.split(separator: "\n") {
          let words = line.split(separator: " ")
          guard let index = words.firstIndex(of: "import"), index + 1 < words.count,
            words[..<index].allSatisfy({ $0.hasPrefix("@") || $0 == "public" })
          else { continue }
          let imported = String(words[index + 1])
          #expect(allowed.contains(imported), "\(module)/\(file) imports \(imported)")
          if imported == "UIKit" || imported == "AppKit" {
            #expect(module == "LayoutDoctorDump", "\(module)/\(file) imports \(imported)")
          }
        }
        #expect(!text.contains("canImport(Glibc)"), "\(module)/\(file) is Linux-specific")
      }
    }
  }
}
