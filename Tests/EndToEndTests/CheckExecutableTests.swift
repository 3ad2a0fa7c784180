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

  /// The fingerprints of `check --format json` and `--format sarif` do not depend on the
  /// directory `check` runs from: relative to the repository's root (the nearest folder
  /// holding `.git`) without a baseline, relative to the baseline file's folder with one
  /// (then the same as the baseline's entries).
  @Test func fingerprintsAreTheSameFromAnyDirectory() throws {
    let repository = FileManager.default.temporaryDirectory
      .appendingPathComponent("layout-doctor-e2e-\(UUID().uuidString)")
    let logs = repository.appendingPathComponent("Logs")
    try FileManager.default.createDirectory(
      at: repository.appendingPathComponent(".git"), withIntermediateDirectories: true)
    try FileManager.default.createDirectory(at: logs, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: repository) }
    try Data(Fixtures.text("check/multi-report.log").utf8).write(
      to: logs.appendingPathComponent("run.log"))

    func fingerprints(_ arguments: [String], in directory: URL) throws -> [String] {
      let result = try Executable.run(
        ["check", "--fail-on", "never"] + arguments, directory: directory)
      #expect(result.status == 0, "\(arguments): \(result.stderr)")
      let object = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8))
      if arguments.contains("sarif") {
        let runs = (object as? [String: Any])?["runs"] as? [[String: Any]]
        let results = runs?.first?["results"] as? [[String: Any]] ?? []
        return results.compactMap {
          ($0["partialFingerprints"] as? [String: String])?.values.first
        }
      }
      let findings = (object as? [String: Any])?["findings"] as? [[String: Any]] ?? []
      return findings.compactMap { $0["fingerprint"] as? String }
    }
    for format in ["json", "sarif"] {
      let fromRoot = try fingerprints(["Logs/run.log", "--format", format], in: repository)
      let fromLogs = try fingerprints(["run.log", "--format", format], in: logs)
      let fromOutside = try fingerprints(
        [logs.appendingPathComponent("run.log").path, "--format", format],
        in: FileManager.default.temporaryDirectory)
      #expect(fromRoot.count == 3, "\(format)")
      #expect(fromLogs == fromRoot, "\(format)")
      #expect(fromOutside == fromRoot, "\(format)")
    }

    // With a baseline in Logs/: relative to its folder, whatever the directory, and the
    // same fingerprints the baseline holds.
    let write = try Executable.run(
      ["check", "Logs/run.log", "--write-baseline", "Logs/baseline.json", "--fail-on", "never"],
      directory: repository)
    #expect(write.status == 0, "\(write.stderr)")
    let baseline = try JSONSerialization.jsonObject(
      with: Data(contentsOf: logs.appendingPathComponent("baseline.json")))
    let entries = (baseline as? [String: Any])?["entries"] as? [[String: Any]] ?? []
    let written = Set(entries.compactMap { $0["fingerprint"] as? String })
    let withBaselineFromRoot = try fingerprints(
      ["Logs/run.log", "--format", "json", "--write-baseline", "Logs/other.json"],
      in: repository)
    let withBaselineFromLogs = try fingerprints(
      ["run.log", "--format", "json", "--write-baseline", "other.json"], in: logs)
    #expect(withBaselineFromRoot == withBaselineFromLogs)
    #expect(Set(withBaselineFromRoot) == written)
  }

  @Test func helpListsCheck() throws {
    let help = try Executable.run(["check", "--help"])
    #expect(help.status == 0)
    #expect(help.stdout.hasPrefix("layout-doctor check: "))
    #expect(help.stdout.contains("--write-baseline FILE"))
  }
}
