import Foundation
import LayoutDiagnostics
import Testing

@testable import LayoutDoctorCLI

/// `.layout-doctor.yml`: finding it, every key, precedence, default exclusions and every kind
/// of bad configuration (each located at the key or value).
@Suite struct CheckConfigurationTests {
  /// A fresh folder under the temporary directory, with `files` (relative path: contents).
  func folder(_ files: [String: String]) throws -> String {
    let root = FileManager.default.temporaryDirectory
      .appendingPathComponent("layout-doctor-config-\(UUID().uuidString)").path
    for (path, contents) in files {
      let url = URL(fileURLWithPath: root + "/" + path)
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(contents.utf8).write(to: url)
    }
    return URL(fileURLWithPath: root).standardizedFileURL.path
  }

  func load(_ text: String, folder: String = "/repo", currentDirectory: String = "/repo") throws
    -> CheckConfiguration
  {
    try CheckConfiguration.load(
      folder + "/.layout-doctor.yml", name: ".layout-doctor.yml", bytes: Array(text.utf8),
      options: CheckCommand.options, currentDirectory: currentDirectory)
  }

  func error(_ text: String) -> String? {
    do {
      _ = try load(text)
      return nil
    } catch {
      return String(describing: error)
    }
  }

  @Test func theFileIsFoundWalkingUpButNotAboveTheRepository() throws {
    let root = try folder([
      ".layout-doctor.yml": "fail_on: never\n", "repo/.git/HEAD": "",
      "repo/App/Screens/a.log": "", "other/b/c.log": "",
    ])
    #expect(CheckConfiguration.find(from: root + "/repo/App/Screens") == nil)
    try Data("format: json\n".utf8).write(
      to: URL(fileURLWithPath: root + "/repo/.layout-doctor.yml"))
    #expect(
      CheckConfiguration.find(from: root + "/repo/App/Screens")
        == root + "/repo/.layout-doctor.yml")
    #expect(CheckConfiguration.find(from: root + "/other/b") == root + "/.layout-doctor.yml")
  }

  @Test func everyKeyIsRead() throws {
    let configuration = try load(
      """
      included: [App, 'Shared/**/*.xib']
      excluded: Legacy
      disabled_rules: [truncation, redundant-constraint]
      ambiguous-layout:
        severity: warning
        excluded: [Generated/**]
      format: json
      fail_on: warning
      baseline: ci/baseline.json
      sizes: [320x568, 375x667]
      jobs: 1
      color: never
      """, folder: "/repo", currentDirectory: "/repo/App")
    #expect(configuration.included?.value.map(\.pattern) == ["App", "Shared/**/*.xib"])
    #expect(configuration.included?.source == ".layout-doctor.yml:1:1")
    #expect(configuration.excluded?.value.map(\.pattern) == ["Legacy"])
    #expect(configuration.rules.disabled == ["truncation", "redundant-constraint"])
    #expect(configuration.rules.severities == ["ambiguous-layout": .warning])
    #expect(configuration.rules.excluded["ambiguous-layout"]?.map(\.pattern) == ["Generated/**"])
    let options = configuration.options
    #expect(options[CheckCommand.Options.format] == .json)
    #expect(options[CheckCommand.Options.failOn] == .warning)
    // Relative to the file's folder, named from the working directory.
    #expect(options[CheckCommand.Options.baseline] == "/repo/ci/baseline.json")
    #expect(
      options[SizeOptions.sizes]
        == [RootSize(width: 320, height: 568), RootSize(width: 375, height: 667)])
    #expect(options[CheckCommand.Options.jobs] == 1)
    #expect(options[CheckCommand.Options.color] == "never")
    #expect(configuration.optionSources["--sizes"] == ".layout-doctor.yml:10:1")
    #expect(try load("").options.values.isEmpty)
    #expect(try load("# nothing yet\n").rules.isEmpty)
  }

  @Test func devicesAreTheDeviceOption() throws {
    let configuration = try load("devices: [iphone-se, ipad-pro-13]\n")
    let sizes = try #require(configuration.options[SizeOptions.device])
    #expect(sizes.map(\.width) == [375, 1032])
    #expect(configuration.optionSources["--device"] == ".layout-doctor.yml:1:1")
    #expect(
      error("devices: [iphone-se, iphone-99]\n")?.hasPrefix(
        ".layout-doctor.yml:1:22: devices: unknown device 'iphone-99' (known: ") == true)
  }

  @Test func theCommandLineWinsOverTheFile() throws {
    let configuration = try load("fail_on: warning\nformat: json\n")
    let commandLine = try ArgumentScanner.scan(
      ["--fail-on", "never", "a.log"], options: CheckCommand.options)
    let merged = configuration.merged(over: commandLine)
    #expect(merged[CheckCommand.Options.failOn] == .never)
    #expect(merged[CheckCommand.Options.format] == .json)
    #expect(merged.arguments == ["a.log"])
    let printed = configuration.printout(
      merged: merged, commandLine: commandLine, options: CheckCommand.options,
      defaults: ["--jobs": "2", "--color": "auto"])
    #expect(printed.contains("fail_on: never  # command line\n"))
    #expect(printed.contains("format: json  # .layout-doctor.yml:2:1\n"))
    #expect(printed.contains("jobs: 2  # default\n"))
  }

  @Test func badConfigurationsAreLocatedOneLineErrors() {
    #expect(
      error("fail_onn: warning\n")?.hasPrefix(
        ".layout-doctor.yml:1:1: unknown key 'fail_onn' (did you mean 'fail_on'?); keys are")
        == true)
    #expect(
      error("fail_on: sometimes\n")
        == ".layout-doctor.yml:1:10: fail_on: must be one of error, warning, never, not"
        + " 'sometimes'")
    #expect(
      error("disabled_rules: [truncatoin]\n")
        == ".layout-doctor.yml:1:18: unknown rule 'truncatoin' (did you mean 'truncation'?)")
    #expect(
      error("excluded: ['[ab']\n")
        == ".layout-doctor.yml:1:12: excluded: bad pattern '[ab': '[' without its ']'")
    #expect(
      error("sizes: {a: 1}\n")
        == ".layout-doctor.yml:1:8: sizes: expected a value or a list, found a mapping")
    #expect(
      error("format: [json, text]\n")
        == ".layout-doctor.yml:1:9: format: expected a single value, found a list")
    #expect(
      error("sizes: [320x568, 10]\n")?.hasPrefix(".layout-doctor.yml:1:18: sizes: ") == true)
    #expect(
      error("truncation: warning\n")
        == ".layout-doctor.yml:1:13: truncation: expected a mapping with severity or excluded,"
        + " found a single value")
    #expect(
      error("truncation:\n  severity: fatal\n")
        == ".layout-doctor.yml:2:13: truncation.severity: expected one of note, warning, error,"
        + " not 'fatal'")
    #expect(
      error("truncation:\n  level: note\n")
        == ".layout-doctor.yml:2:3: unknown key 'level' for rule truncation; a rule takes"
        + " severity and excluded")
    #expect(
      error("- a\n- b\n") == ".layout-doctor.yml:1:1: expected a mapping of keys, found a list")
    #expect(error("a: [1\n")?.hasPrefix(".layout-doctor.yml:2:1: ") == true)
    #expect(
      error("output: x.json\n")?.hasPrefix(".layout-doctor.yml:1:1: unknown key 'output'")
        == true)
    #expect(
      error("excluded: a\nexcluded: b\n")
        == ".layout-doctor.yml:2:1: key 'excluded' given twice (first at line 1)")
  }

  @Test func defaultSkippedFoldersExcludedAndIncluded() throws {
    let root = try folder([
      "App/a.log": "", "App/Legacy/b.log": "", "Pods/Kit/c.log": "", "Carthage/d.log": "",
      "Pods/Mine/e.log": "", ".build/f.json": "", "DerivedData/g.log": "", ".git/HEAD.log": "",
    ])
    func walk(_ rules: CheckInputFiles.WalkRules) -> ([String], CheckInputFiles.Left) {
      let (entries, _, left) = CheckInputFiles.expand(
        [root], currentDirectory: root, rules: rules)
      return (entries.map(\.name), left)
    }
    let defaults = walk(CheckInputFiles.WalkRules(folder: root))
    #expect(defaults.0 == ["App/Legacy/b.log", "App/a.log"])
    #expect(defaults.1.inSkippedFolders == 5)
    #expect(defaults.1.skippedFolderNames == [".build", "Carthage", "DerivedData", "Pods"])
    let configured = walk(
      CheckInputFiles.WalkRules(
        folder: root, included: [try PathGlob("App"), try PathGlob("Pods/Mine")],
        excluded: [try PathGlob("App/Legacy")]))
    #expect(configured.0 == ["App/a.log", "Pods/Mine/e.log"])
    #expect(configured.1.byConfiguration == 2)
    // `included` reaches into a skipped folder by any pattern, not only one that spells it.
    let wildcard = walk(
      CheckInputFiles.WalkRules(folder: root, included: [try PathGlob("*/Mine")]))
    #expect(wildcard.0 == ["Pods/Mine/e.log"])
    #expect(
      InputNotes.notWalked(configured.1, configuration: ".layout-doctor.yml")
        == "note: 5 files not checked: 3 in .build/, Carthage/, DerivedData/ (dependency, build"
        + " and hidden folders are not walked into by default); 2 left out by"
        + " .layout-doctor.yml; name a path on the command line or list it under 'included' to"
        + " check it\n")
    // A path named on the command line is always checked.
    let (named, _, _) = CheckInputFiles.expand(
      [root + "/Pods/Kit/c.log", root + "/Carthage"], currentDirectory: root,
      rules: CheckInputFiles.WalkRules(folder: root, excluded: [try PathGlob("Pods")]))
    #expect(named.map(\.name) == ["Pods/Kit/c.log", "Carthage/d.log"])
  }

  @Test func relativeNamesClimbAFewFolders() {
    #expect(
      CheckConfiguration.relativeName("/r/.layout-doctor.yml", from: "/r/a/b")
        == "../../.layout-doctor.yml")
    #expect(CheckConfiguration.relativeName("/r/c.yml", from: "/r") == "c.yml")
    #expect(CheckConfiguration.relativeName("/x/c.yml", from: "/r/a/b/c/d") == "/x/c.yml")
  }
}
