import LayoutTestSupport
import Testing

@testable import LayoutDoctorCLI

/// `ProcessLifetime`: the process's IO keeps a command's results until exit; others free them.
@Suite(.serialized) struct ProcessLifetimeTests {
  static let listing =
    "fixtures/layout-dumps/"
    + Fixtures.files(
      in: "layout-dumps", extensions: ["layout"])[0]

  @Test func theProcessIOKeepsWhatSolveAndAmbiguityBuiltAndOthersDoNot() {
    let before = ProcessLifetime.count
    let tests = CommandIO()
    #expect(LayoutDoctorCLI.run(["solve", Self.listing], io: tests) == .success)
    #expect(ProcessLifetime.count == before)
    let process = CommandIO(keepsResultsUntilExit: true)
    #expect(LayoutDoctorCLI.run(["solve", Self.listing], io: process) == .success)
    #expect(LayoutDoctorCLI.run(["ambiguity", Self.listing], io: process) == .success)
    #expect(ProcessLifetime.count == before + 2)
    #expect(tests.stdout.text == String(process.stdout.text.prefix(tests.stdout.text.count)))
    #expect(CommandIO.process().keepsResultsUntilExit)
  }
}
