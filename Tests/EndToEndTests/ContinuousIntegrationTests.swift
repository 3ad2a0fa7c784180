import Foundation
import LayoutTestSupport
import Testing

/// `.github/workflows/ci.yml` cannot run here, so it is read: it is YAML (the strict reader in
/// `YAMLSubset` always, and PyYAML too where python3 has it, which must then agree), it builds
/// and tests on a Linux and on a macOS runner, and each of those runs the README's test
/// command. The README's CI example is YAML too and names the runner its `xcodebuild` needs.
@Suite struct ContinuousIntegrationTests {
  static let workflowPath = ".github/workflows/ci.yml"

  static func text(_ path: String) throws -> String {
    let url = Fixtures.packageRoot.appendingPathComponent(path)
    guard FileManager.default.fileExists(atPath: url.path) else {
      throw MissingFileError(path: url.path)
    }
    return try String(contentsOf: url, encoding: .utf8)
  }

  /// The README's test command: the `make test` line of its first code block.
  static func readmeTestCommand() throws -> String {
    let readme = try text("README.md")
    let block = try #require(codeBlocks(in: readme, language: "sh").first)
    let line = try #require(block.split(separator: "\n").first { $0.hasPrefix("make test") })
    // The command, without its comment.
    let command = line.split(separator: "#").first.map(String.init) ?? String(line)
    return command.trimmingCharacters(in: .whitespaces)
  }

  /// The bodies of the README's fenced code blocks in `language`.
  static func codeBlocks(in markdown: String, language: String) -> [String] {
    var blocks: [String] = []
    var current: [Substring]?
    for line in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
      if current == nil, line == "```\(language)" {
        current = []
      } else if current != nil, line == "```" {
        blocks.append(current!.joined(separator: "\n"))
        current = nil
      } else {
        current?.append(line)
      }
    }
    return blocks
  }

  /// The commands of a step's `run` script: each line without leading `NAME=value`
  /// assignments.
  static func commands(_ run: String) -> [String] {
    run.split(separator: "\n").map { line in
      var words = line.split(separator: " ", omittingEmptySubsequences: true)
      while let first = words.first, first.contains("="), !first.hasPrefix("-"),
        first.split(separator: "=").first?.allSatisfy({ $0.isUppercase || $0 == "_" }) == true
      {
        words.removeFirst()
      }
      return words.joined(separator: " ")
    }
  }

  @Test func theWorkflowIsYAMLThatTestsOnLinuxAndMacOS() throws {
    let workflow = try YAMLSubset.read(try Self.text(Self.workflowPath))
    let command = try Self.readmeTestCommand()
    #expect(command == "make test")
    let triggers = try #require(workflow["on"], "the workflow has no 'on'")
    #expect(triggers["push"] != nil && triggers["pull_request"] != nil)
    let jobs = try #require(workflow["jobs"]).pairs
    var systems: Set<String> = []
    for (name, job) in jobs {
      let runner = try #require(job["runs-on"]?.string, "\(name) names no runner")
      let system = runner.hasPrefix("ubuntu") ? "linux" : runner.hasPrefix("macos") ? "macos" : ""
      #expect(!system.isEmpty, "\(name): runner \(runner) is neither Linux nor macOS")
      let steps = try #require(job["steps"]).items
      #expect(
        steps.first?["uses"]?.string?.hasPrefix("actions/checkout@") == true,
        "\(name) does not check the code out first")
      let runs = steps.compactMap { $0["run"]?.string }.flatMap(Self.commands)
      #expect(runs.contains(command), "\(name) does not run '\(command)': \(runs)")
      if runs.contains(command) { systems.insert(system) }
    }
    #expect(systems == ["linux", "macos"], "the test command runs on \(systems.sorted())")
  }

  /// The README's GitHub Actions example is YAML, and the job that runs `xcodebuild` names a
  /// macOS runner (xcodebuild runs nowhere else) and puts layout-doctor on it.
  @Test func theReadmeExampleNamesItsRunner() throws {
    let examples = Self.codeBlocks(in: try Self.text("README.md"), language: "yaml")
    let example = try #require(examples.first { $0.contains("xcodebuild") })
    let document = try YAMLSubset.read(example)
    let jobs = try #require(document["jobs"], "the example is not a whole job").pairs
    let job = try #require(
      jobs.first { job in
        job.value["steps"]?.items.contains { $0["run"]?.string?.contains("xcodebuild") == true }
          == true
      })
    let runner = try #require(job.value["runs-on"]?.string, "the example names no runner")
    #expect(runner.hasPrefix("macos-"), "\(runner)")
    let runs = (job.value["steps"]?.items ?? []).compactMap { $0["run"]?.string }
    let installs = runs.flatMap(Self.commands).contains { command in
      let words = command.split(separator: " ")
      return words.first == "make" && words.contains("install")
    }
    #expect(installs, "the example does not install the tool: \(runs)")
  }

  /// Where python3 has PyYAML, it reads the workflow and the README's example to the same
  /// values as the strict reader. Where it has not, that is said, and the strict reader's
  /// checks above still ran.
  @Test(arguments: [workflowPath, "README.md"])
  func pyYAMLAgreesWhereItIsInstalled(path: String) throws {
    let probe = try Executable.run(
      URL(fileURLWithPath: "/usr/bin/env"), ["python3", "-c", "import yaml"])
    guard probe.status == 0 else {
      print("note: python3 has no PyYAML here; \(path) was read by the strict reader only")
      return
    }
    let text =
      path == "README.md"
      ? try #require(
        Self.codeBlocks(in: try Self.text(path), language: "yaml").first {
          $0.contains("xcodebuild")
        })
      : try Self.text(path)
    let script = """
      import json, sys, yaml
      data = yaml.safe_load(sys.stdin.read())
      print(json.dumps(data, sort_keys=True, ensure_ascii=False, separators=(",", ":")))
      """
    let result = try Executable.run(
      URL(fileURLWithPath: "/usr/bin/env"), ["python3", "-c", script], stdin: text)
    #expect(result.status == 0, "\(result.stderr)")
    let strict = try YAMLSubset.read(text).canonicalJSON
    #expect(result.stdout.trimmingCharacters(in: .newlines) == strict)
  }

  /// The strict reader refuses what readers disagree on, and reads what the workflow uses.
  @Test func theStrictReaderRefusesAmbiguity() throws {
    for bad in [
      "on:\n  push:", "a: yes", "a:\n\tb: 1", "a: &x 1", "a: {b: 1}", "a: 1\na: 2", "a: 010",
      "a: 1.5", "a: b: c", "- a\n b",
    ] {
      #expect(throws: YAMLSubset.ReadError.self, "\(bad)") { try YAMLSubset.read(bad) }
    }
    let value = try YAMLSubset.read(
      """
      "on":
        push:
          branches: [main, release]
      steps:
        - uses: a@v1  # comment
        - run: |
            one
            two
          env:
            X: "1"
        - run: >-
            folded
            line
      """)
    #expect(
      value.canonicalJSON
        == #"{"on":{"push":{"branches":["main","release"]}},"steps":[{"uses":"a@v1"},"#
        + #"{"env":{"X":"1"},"run":"one\ntwo\n"},{"run":"folded line"}]}"#)
  }
}
