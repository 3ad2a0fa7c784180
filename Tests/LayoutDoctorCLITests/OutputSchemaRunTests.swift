import Foundation
import LayoutTestSupport
import Testing

@testable import LayoutDoctorCLI

/// The JSON of runs no golden records (a log's several reports, size sweeps, Interface Builder
/// documents, thresholds) is valid against its command's schema in `fixtures/schemas/`.
@Suite struct OutputSchemaRunTests {
  static let runs: [[String]] = [
    ["solve", "fixtures/console-logs/021.log"],
    ["ambiguity", "fixtures/console-logs/021.log"],
    ["why", "fixtures/check/multi-report.log", "App.ButtonA:0x107fb4260.height"],
    ["solve", "fixtures/layout-dumps/wrap-label.json", "--sizes", "375x200,300x200"],
    ["ambiguity", "fixtures/interface-builder/ambiguous.xib"],
    ["solve", "fixtures/interface-builder/scene.storyboard"],
    ["explain", "fixtures/interface-builder/named-views.xib"],
    ["explain", "fixtures/layout-dumps/conflicting-widths.layout", "--sizes", "375x812,200x812"],
    [
      "check", "fixtures/check/truncated-detail.layout", "--size", "320x100", "--size",
      "400x100", "--sizes", "250x100,320x100",
    ],
    ["solve", "fixtures/text/click-me-truncates.layout", "--content-sizes", "ax1", "--rtl"],
    ["ambiguity", "fixtures/text/click-me-hugs.layout", "--text-scale", "1.4"],
    ["check", "fixtures/text/click-me-resists.layout", "--content-sizes", "all", "--rtl"],
  ]

  @Test(arguments: runs)
  func outputIsValidAgainstItsSchema(arguments: [String]) throws {
    let io = CommandIO(readStandardInput: { [] })
    _ = LayoutDoctorCLI.run(arguments + ["--format", "json"], io: io)
    #expect(io.stderr.text.isEmpty, "\(io.stderr.text)")
    let schema = try JSONSchemaValidator(
      schema: Data(contentsOf: Fixtures.url("schemas/\(arguments[0]).schema.json")))
    let instance = try JSONSerialization.jsonObject(with: Data(io.stdout.text.utf8))
    let errors = schema.validate(instance)
    #expect(errors.isEmpty, "\(errors.prefix(5))")
  }

  /// A log's reports and a size sweep are written as `{"reports": [...], "traces": [...]}`,
  /// the envelope no golden shows.
  @Test func logsAndSweepsUseTheEnvelope() throws {
    for arguments in Self.runs.prefix(4) {
      let io = CommandIO(readStandardInput: { [] })
      _ = LayoutDoctorCLI.run(arguments + ["--format", "json"], io: io)
      let object = try JSONSerialization.jsonObject(with: Data(io.stdout.text.utf8))
      #expect((object as? [String: Any])?["reports"] != nil, "\(arguments)")
    }
  }
}
