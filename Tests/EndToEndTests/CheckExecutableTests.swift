import Foundation
import LayoutTestSupport
import Testing

/// `layout-doctor check` as a CI script runs it: the built binary, real exit statuses.
@Suite struct CheckExecutableTests {
  @Test func exitStatusesForCI() throws {
    let clean = try Executable.run(["check", "fixtures/check/clean.log"])
    #expect(clean.status == 0)
    #expect(clean.stdout == "No problems found in 1 file.\n")

    let findings = try Executable.run(["check", "fixtures/check/multi-report.log"])
    #expect(findings.status == 1)
    #expect(findings.stdout.contains("[unsatisfiable-constraints]"))
    #expect(!findings.stdout.contains("\u{1B}["))

    let never = try Executable.run(
      ["check", "--fail-on", "never", "fixtures/check/multi-report.log"])
    #expect(never.status == 0)

    let usage = try Executable.run(["check", "--format", "pdf", "x.log"])
    #expect(usage.status == 2)
    #expect(usage.stdout.isEmpty)
    #expect(usage.stderr.hasPrefix("error: option --format must be one of"))

    let missing = try Executable.run(["check", "no-such.log"])
    #expect(missing.status == 2)
  }

  @Test func readsAPipedLogAndAnnotatesInGitHubActions() throws {
    let result = try Executable.run(
      ["check", "-"], stdin: Fixtures.text("check/multi-report.log"),
      environment: ["GITHUB_ACTIONS": "true", "GITHUB_STEP_SUMMARY": ""])
    #expect(result.status == 1)
    #expect(
      result.stdout.hasPrefix("::error file=<stdin>,line=7,title=unsatisfiable-constraints::"))
    #expect(result.stdout.hasSuffix("layout-doctor: 1 error, 2 warnings in 1 file.\n"))
  }

  @Test func helpListsCheck() throws {
    let help = try Executable.run(["check", "--help"])
    #expect(help.status == 0)
    #expect(help.stdout.hasPrefix("layout-doctor check: "))
    #expect(help.stdout.contains("--write-baseline FILE"))
  }
}
