import Foundation
import LayoutTestSupport
import Testing

/// `check` with `.layout-doctor.yml`, run as a CI step runs it: from the repository's root and
/// from a subfolder, with the file found or named.
@Suite struct ConfigurationExecutableTests {
  /// A repository with a conflict log in App/, a copy in Legacy/ and one in Pods/.
  func repository(config: String) throws -> URL {
    let root = FileManager.default.temporaryDirectory
      .appendingPathComponent("layout-doctor-config-e2e-\(UUID().uuidString)")
    let log = try Data(contentsOf: Fixtures.url("check/multi-report.log"))
    for path in ["App/a.log", "Legacy/b.log", "Pods/Kit/c.log"] {
      let url = root.appendingPathComponent(path)
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try log.write(to: url)
    }
    try FileManager.default.createDirectory(
      at: root.appendingPathComponent(".git"), withIntermediateDirectories: true)
    try FileManager.default.createDirectory(
      at: root.appendingPathComponent("ci"), withIntermediateDirectories: true)
    try Data(config.utf8).write(to: root.appendingPathComponent(".layout-doctor.yml"))
    return root
  }

  @Test func theFileAppliesFromAnyFolderOfTheRepository() throws {
    let root = try repository(config: "excluded: [Legacy]\nfail_on: never\nformat: json\n")
    for (directory, name) in [(root, "App/a.log"), (root.appendingPathComponent("App"), "a.log")] {
      let run = try Executable.run(["check"], directory: directory)
      #expect(run.status == 0, "\(run.stderr)")
      #expect(run.stdout.contains("\"file\" : \"\(name)\""))
      #expect(!run.stdout.contains("Legacy/b.log"))
      #expect(!run.stdout.contains("Pods/"))
      #expect(
        run.stderr.contains(
          "note: 2 files not checked: 1 in Pods/ (dependency, build and hidden folders are not"
            + " walked into by default); 1 left out by"))
    }
  }

  @Test func configNamedFromAnotherFolderKeepsItsPathsRelativeToItself() throws {
    let root = try repository(config: "included: [Legacy]\nfail_on: never\n")
    let config = root.appendingPathComponent(".layout-doctor.yml").path
    let run = try Executable.run(
      ["check", "--config", config, root.path], directory: FileManager.default.temporaryDirectory)
    #expect(run.status == 0, "\(run.stderr)")
    #expect(run.stdout.contains("Legacy/b.log"))
    #expect(!run.stdout.contains("App/a.log"))
  }

  @Test func disabledRulesAndSeveritiesChangeTheGate() throws {
    let failing = try repository(config: "excluded: [Legacy]\n")
    #expect(try Executable.run(["check"], directory: failing).status == 1)
    let disabled = try repository(
      config: "excluded: [Legacy]\ndisabled_rules: [unsatisfiable-constraints]\n")
    let quiet = try Executable.run(["check", "--format", "json"], directory: disabled)
    #expect(quiet.status == 0, "\(quiet.stdout)")
    let lowered = try repository(
      config: "excluded: [Legacy]\nunsatisfiable-constraints: {severity: warning}\n")
    #expect(try Executable.run(["check"], directory: lowered).status == 0)
    #expect(
      try Executable.run(["check", "--fail-on", "warning"], directory: lowered).status == 1)
  }

  @Test func printConfigShowsWhereEachValueCameFrom() throws {
    let root = try repository(config: "fail_on: warning\nsizes: [320x568]\n")
    let run = try Executable.run(
      ["check", "--print-config", "--format", "xcode"],
      directory: root.appendingPathComponent("App"))
    #expect(run.status == 0)
    #expect(run.stdout.contains("fail_on: warning  # ../.layout-doctor.yml:1:1\n"))
    #expect(run.stdout.contains("format: xcode  # command line\n"))
    #expect(run.stdout.contains("sizes: 320x568  # ../.layout-doctor.yml:2:1\n"))
    #expect(run.stdout.contains("color: auto  # default\n"))
  }

  @Test func aBadFileStopsTheRunBeforeAnyAnalysis() throws {
    let root = try repository(config: "fail_on: warning\nexclude: [Legacy]\n")
    let run = try Executable.run(["check"], directory: root)
    #expect(run.status == 2)
    #expect(run.stdout.isEmpty)
    #expect(
      run.stderr.hasPrefix(
        "error: .layout-doctor.yml:2:1: unknown key 'exclude' (did you mean 'excluded'?)"))
    let missing = try Executable.run(["check", "--config", "nope.yml", "."], directory: root)
    #expect(missing.status == 2)
    #expect(missing.stderr.contains("nope.yml: no such configuration file"))
  }

  @Test func sarifJUnitAndGitHubNameFilesFromTheRepositoryRoot() throws {
    let root = try repository(config: "excluded: [Legacy]\nfail_on: never\n")
    let app = root.appendingPathComponent("App")
    let github = try Executable.run(["check", "--format", "github", "a.log"], directory: app)
    #expect(github.stdout.contains("file=App/a.log,"), "\(github.stdout)")
    let sarif = try Executable.run(["check", "--format", "sarif", "a.log"], directory: app)
    #expect(sarif.stdout.contains("\"uri\" : \"App/a.log\""), "\(sarif.stdout)")
    #expect(!sarif.stdout.contains("\"uri\" : \"a.log\""))
    let junit = try Executable.run(["check", "--format", "junit", "a.log"], directory: app)
    #expect(junit.stdout.contains("App/a.log"), "\(junit.stdout)")
    // The text report stays relative to the working directory, as a person typed it.
    let text = try Executable.run(["check", "a.log"], directory: app)
    #expect(text.stdout.hasPrefix("a.log\n"), "\(text.stdout)")
  }
}
