import Foundation
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

extension ExecutableTests {
  /// Standard input closed (`<&-`) or a folder (`< /`): a one-line error and exit status 2,
  /// for every command that reads `-`. Before, Foundation's `readDataToEndOfFile()` stopped
  /// the process (SIGILL) with a backtrace.
  @Test(arguments: [
    "explain -", "check -", "solve -", "ambiguity -", "why - a.width", "graph -",
  ])
  func unreadableStandardInputIsAOneLineError(_ command: String) throws {
    for (redirect, reason) in [("<&-", "Bad file descriptor"), ("< /", "Is a directory")] {
      let result = try Executable.run(
        URL(fileURLWithPath: "/bin/sh"),
        ["-c", "exec \"$0\" \(command) \(redirect)", Executable.binary.path],
        environment: ["NO_COLOR": "1"])
      #expect(result.status == 2, "\(command) \(redirect): \(result.stderr)")
      #expect(
        result.stderr.hasPrefix("error: <stdin>: cannot be read (\(reason))\n"),
        "\(command) \(redirect): \(result.stderr)")
      #expect(!result.stderr.contains("Fatal error"))
    }
  }
}
