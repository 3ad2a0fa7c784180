import LayoutTestSupport
import Testing

/// The executable's heap set-up (`HeapTuning`) changes how memory is obtained, never an answer:
/// every command prints the same bytes with it and with `LAYOUT_DOCTOR_HEAP=system`.
@Suite struct HeapTuningExecutableTests {
  static let runs: [[String]] = [
    ["solve", "fixtures/layout-dumps/conflicting-widths.json"],
    ["solve", "--format", "json", "fixtures/layout-dumps/conflicting-widths.json"],
    ["explain", "fixtures/console-logs/001.log"],
    ["check", "--format", "json", "fixtures/console-logs/021.log"],
    ["ambiguity", "fixtures/console-logs/021.log"],
  ]

  @Test(arguments: runs) func theSameOutputWithAndWithoutIt(arguments: [String]) throws {
    let tuned = try Executable.run(arguments)
    let system = try Executable.run(arguments, environment: ["LAYOUT_DOCTOR_HEAP": "system"])
    #expect(tuned.status == system.status)
    #expect(tuned.stdout == system.stdout)
    #expect(tuned.stderr == system.stderr)
    #expect(!tuned.stdout.isEmpty)
  }
}
