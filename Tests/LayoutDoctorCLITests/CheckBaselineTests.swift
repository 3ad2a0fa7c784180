import Foundation
import LayoutDiagnostics
import LayoutTestSupport
import Testing

@testable import LayoutDoctorCLI

@Suite struct CheckBaselineTests {
  typealias T = CheckCommandTests

  /// The log with every address changed, as on another run of the app.
  static func withNewAddresses(_ text: String) -> String {
    var result = ""
    var rest = Substring(text)
    while let range = rest.range(of: "0x") {
      result += rest[..<range.lowerBound] + "0x"
      rest = rest[range.upperBound...]
      let digits = rest.prefix { $0.isHexDigit }
      result += String(digits.reversed())
      rest = rest.dropFirst(digits.count)
    }
    return result + rest
  }

  @Test func baselineSuppressesExactlyItsFindingsAfterAddressesChange() throws {
    let folder = try T.temporaryFolder()
    let baseline = folder.appendingPathComponent("baseline.json").path
    let log = folder.appendingPathComponent("run.log")
    let original = try Fixtures.text("check/multi-report.log")
    try Data(original.utf8).write(to: log)

    let first = T.run([log.path, "--write-baseline", baseline])
    #expect(first.status == .findings)
    let written = try String(contentsOfFile: baseline, encoding: .utf8)
    #expect(written.contains("\"format\" : \"layout-doctor-baseline\""))
    #expect(!written.contains(folder.path))

    let renamed = Self.withNewAddresses(original)
    #expect(renamed != original)
    try Data(renamed.utf8).write(to: log)
    let second = T.run([log.path, "--baseline", baseline])
    #expect(second.status == .success)
    #expect(second.stdout == "No problems found in 1 file.\n3 findings hidden by the baseline.\n")

    // A new conflict is reported; the known ones stay hidden.
    try Data(
      (renamed
        + Fixtures.text("console-logs/024.log").replacingOccurrences(
          of: "App.ButtonA", with: "App.ButtonB")).utf8
    ).write(to: log)
    let third = T.run([log.path, "--baseline", baseline, "--format", "xcode"])
    #expect(third.status == .findings)
    #expect(
      third.stdout.contains(
        "error: Vertical conflict: App.ButtonB:0x107fb4260 must be exactly 20 pt tall"))
    #expect(!third.stdout.contains("App.ButtonA:"))
    #expect(third.stderr == "note: 3 findings hidden by the baseline.\n")
  }

  @Test func baselineSurvivesAnotherWorkingCopy() throws {
    // Written from one folder, read from another: fingerprints use relative paths only.
    let a = try T.temporaryFolder()
    let b = try T.temporaryFolder()
    for folder in [a, b] {
      try Data(Fixtures.text("check/multi-report.log").utf8).write(
        to: folder.appendingPathComponent("run.log"))
    }
    let baseline = a.appendingPathComponent("baseline.json").path
    _ = T.run([a.appendingPathComponent("run.log").path, "--write-baseline", baseline])
    let other = T.run([b.appendingPathComponent("run.log").path, "--baseline", baseline])
    #expect(other.status == .success)
  }

  /// `url` as a path relative to the working directory (the package root): up to `/`, then
  /// down, so that the test names one file two ways without changing directory.
  static func relativeToWorkingDirectory(_ url: URL) -> String {
    let depth = FileManager.default.currentDirectoryPath.split(separator: "/").count
    return String(repeating: "../", count: depth) + url.path.drop { $0 == "/" }
  }

  @Test func baselineWorksWhateverTheInputIsNamedFrom() throws {
    // The baseline in the folder above the log; the log named absolutely when written and
    // relative to the working directory when read (as two CI steps in two directories would).
    let folder = try T.temporaryFolder()
    let logs = folder.appendingPathComponent("Logs")
    try FileManager.default.createDirectory(at: logs, withIntermediateDirectories: true)
    let log = logs.appendingPathComponent("run.log")
    try Data(Fixtures.text("check/multi-report.log").utf8).write(to: log)
    let baseline = folder.appendingPathComponent("baseline.json").path

    let first = T.run([log.path, "--write-baseline", baseline, "--fail-on", "never"])
    #expect(first.status == .success)
    let written = try String(contentsOfFile: baseline, encoding: .utf8)
    #expect(written.contains("\"file\" : \"Logs/run.log\""))
    #expect(written.contains("\"version\" : 2"))

    let relative = Self.relativeToWorkingDirectory(log)
    let second = T.run([
      relative, "--baseline",
      Self.relativeToWorkingDirectory(
        URL(fileURLWithPath: baseline)),
    ])
    #expect(second.status == .success, "\(second.stdout)")
    #expect(second.stdout.hasSuffix("3 findings hidden by the baseline.\n"), "\(second.stdout)")

    // A log of the same name in another folder is another input.
    let other = folder.appendingPathComponent("Other")
    try FileManager.default.createDirectory(at: other, withIntermediateDirectories: true)
    try Data(Fixtures.text("check/multi-report.log").utf8).write(
      to: other.appendingPathComponent("run.log"))
    let third = T.run([other.appendingPathComponent("run.log").path, "--baseline", baseline])
    #expect(third.status == .findings)
    #expect(third.stdout.contains("3 baseline entries not found in this run."))
  }

  @Test func versionOneBaselinesAreStillRead() throws {
    // As the previous release wrote it from the package root: each fingerprint made of the
    // path as the run named it, which is the fingerprint the JSON report gives each finding.
    let log = "fixtures/check/multi-report.log"
    let json = T.run([log, "--format", "json"])
    let object = try JSONSerialization.jsonObject(with: Data(json.stdout.utf8))
    let findings = try #require((object as? [String: Any])?["findings"] as? [[String: Any]])
    var counts: [String: Int] = [:]
    for finding in findings {
      counts[try #require(finding["fingerprint"] as? String), default: 0] += 1
    }
    let entries = counts.keys.sorted().map { fingerprint in
      Baseline.Entry(
        fingerprint: Fingerprint(value: fingerprint), rule: "unsatisfiable-constraints",
        file: log, count: counts[fingerprint] ?? 1, message: "")
    }
    let folder = try T.temporaryFolder()
    let baseline = folder.appendingPathComponent("baseline.json")
    try Data(Baseline(entries: entries, version: 1).encoded()).write(to: baseline)
    let read = T.run([log, "--baseline", baseline.path])
    #expect(read.status == .success, "\(read.stdout)")
    #expect(read.stdout.hasSuffix("3 findings hidden by the baseline.\n"))
  }

  @Test func entriesNotFoundInThisRunAreNotCalledFixed() throws {
    let folder = try T.temporaryFolder()
    let baseline = folder.appendingPathComponent("baseline.json").path
    let log = folder.appendingPathComponent("run.log")
    try Data(Fixtures.text("check/multi-report.log").utf8).write(to: log)
    _ = T.run([log.path, "--write-baseline", baseline])
    try Data(Fixtures.text("check/clean.log").utf8).write(to: log)
    let result = T.run([log.path, "--baseline", baseline])
    #expect(result.status == .success)
    #expect(result.stdout.contains("3 baseline entries not found in this run."))
    #expect(result.stdout.contains("  not found in this run: run.log [unsatisfiable-constraints] "))
    #expect(!result.stdout.contains("fixed") && !result.stdout.contains("stale"))
  }

  @Test(arguments: [
    ("{", "baseline.json:$: not a layout-doctor baseline (invalid JSON)"),
    (#"{"format": "x", "version": 1, "entries": []}"#, "baseline.json: unsupported baseline"),
  ])
  func malformedBaselinesExitTwo(text: String, message: String) throws {
    let folder = try T.temporaryFolder()
    let path = folder.appendingPathComponent("baseline.json").path
    try Data(text.utf8).write(to: URL(fileURLWithPath: path))
    let result = T.run(["fixtures/check/clean.log", "--baseline", path])
    #expect(result.status == .usageOrInputError)
    #expect(result.stdout.isEmpty)
    #expect(
      result.stderr.hasPrefix("error: \(path.dropLast("baseline.json".count))\(message)"),
      "\(result.stderr)")
  }

  @Test func noBaselineIsWrittenWhenAnInputFails() throws {
    let folder = try T.temporaryFolder()
    let baseline = folder.appendingPathComponent("baseline.json").path
    let result = T.run([
      "fixtures/check/multi-report.log", "nope.log", "--write-baseline", baseline,
    ])
    #expect(result.status == .usageOrInputError)
    #expect(!FileManager.default.fileExists(atPath: baseline))
    #expect(
      result.stderr.contains("warning: \(baseline) not written: some inputs could not be checked\n")
    )
  }

  @Test func missingBaselineExitsTwo() {
    let result = T.run(["fixtures/check/clean.log", "--baseline", "no-such-baseline.json"])
    #expect(result.status == .usageOrInputError)
    #expect(result.stderr == "error: no-such-baseline.json: no such file\n")
  }
}
