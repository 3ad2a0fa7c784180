import Testing

@testable import LayoutDoctorCLI

@Suite struct TopLevelTests {
  func run(_ arguments: [String]) -> (ExitCode, String, String) {
    let io = CommandIO()
    let status = LayoutDoctorCLI.run(arguments, io: io)
    return (status, io.stdout.text, io.stderr.text)
  }

  @Test func helpListsEveryCommandWithItsAbstract() {
    let (status, out, err) = run(["--help"])
    #expect(status == .success)
    #expect(err.isEmpty)
    // Abstracts may wrap: compare the words.
    let words = out.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    for command in LayoutDoctorCLI.commands {
      #expect(out.contains("  \(command.name)"))
      #expect(words.contains(command.abstract))
    }
  }

  @Test func versionPrintsTheVersion() {
    let (status, out, _) = run(["--version"])
    #expect(status == .success)
    #expect(out == "layout-doctor \(LayoutDoctorCLI.version)\n")
  }

  @Test func unknownCommandIsAUsageError() {
    let (status, out, err) = run(["frobnicate"])
    #expect(status == .usageOrInputError)
    #expect(out.isEmpty)
    #expect(err.hasPrefix("error: unknown command 'frobnicate'\n"))
    #expect(err.contains("See 'layout-doctor --help'."))
  }

  @Test func unknownOptionIsAUsageError() {
    let (status, _, err) = run(["--frobnicate"])
    #expect(status == .usageOrInputError)
    #expect(err.hasPrefix("error: unknown option '--frobnicate'\n"))
  }

  @Test func everyCommandHasHelp() {
    for command in LayoutDoctorCLI.commands {
      let (status, out, _) = run([command.name, "--help"])
      #expect(status == .success)
      #expect(out.contains("USAGE: layout-doctor \(command.name)"))
    }
  }
}
