import LayoutTestSupport
import Testing

@Suite struct ExecutableTests {
  @Test func versionAndHelpExitZero() throws {
    let version = try Executable.run(["--version"])
    #expect(version.status == 0)
    #expect(version.stdout.hasPrefix("layout-doctor "))
    let help = try Executable.run(["--help"])
    #expect(help.status == 0)
    #expect(help.stdout.contains("COMMANDS:"))
  }

  @Test func unknownCommandExitsTwoWithAHint() throws {
    let result = try Executable.run(["no-such-command"])
    #expect(result.status == 2)
    #expect(result.stdout.isEmpty)
    #expect(result.stderr.hasPrefix("error: unknown command 'no-such-command'"))
  }
}
