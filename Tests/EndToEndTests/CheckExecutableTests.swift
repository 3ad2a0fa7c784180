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

  @Test func aBaselineWrittenInOneDirectoryWorksFromAnother() throws {
    // Two CI steps: one writes the baseline from the repository's root, the next checks
    // from the folder of logs; then a third from outside the repository, by absolute paths.
    let repository = FileManager.default.temporaryDirectory
      .appendingPathComponent("layout-doctor-e2e-\(UUID().uuidString)")
    let logs = repository.appendingPathComponent("Logs")
    try FileManager.default.createDirectory(at: logs, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: repository) }
    try Data(Fixtures.text("check/multi-report.log").utf8).write(
      to: logs.appendingPathComponent("run.log"))

    let write = try Executable.run(
      [
        "check", "Logs/run.log", "--write-baseline", ".layout-doctor-baseline.json",
        "--fail-on", "never",
      ],
      directory: repository)
    #expect(write.status == 0, "\(write.stderr)")
    let fromLogs = try Executable.run(
      ["check", "run.log", "--baseline", "../.layout-doctor-baseline.json"], directory: logs)
    #expect(fromLogs.status == 0, "\(fromLogs.stdout)")
    #expect(fromLogs.stdout.hasSuffix("3 findings hidden by the baseline.\n"))
    let fromOutside = try Executable.run(
      [
        "check", logs.appendingPathComponent("run.log").path, "--baseline",
        repository.appendingPathComponent(".layout-doctor-baseline.json").path,
      ],
      directory: FileManager.default.temporaryDirectory)
    #expect(fromOutside.status == 0, "\(fromOutside.stdout)")

    // The log fixed: its entries are not found in this run, not called fixed.
    try Data(Fixtures.text("check/clean.log").utf8).write(
      to: logs.appendingPathComponent("run.log"))
    let fixed = try Executable.run(
      ["check", "run.log", "--baseline", "../.layout-doctor-baseline.json"], directory: logs)
    #expect(fixed.status == 0)
    #expect(fixed.stdout.contains("3 baseline entries not found in this run."))
    #expect(fixed.stdout.contains("  not found in this run: Logs/run.log ["))
  }

  @Test func helpListsCheck() throws {
    let help = try Executable.run(["check", "--help"])
    #expect(help.status == 0)
    #expect(help.stdout.hasPrefix("layout-doctor check: "))
    #expect(help.stdout.contains("--write-baseline FILE"))
  }
}
