import Testing

@testable import LayoutDoctorCLI

@Suite struct ArgumentScannerTests {
  let options = [
    OptionSpec("--format", value: "text|json", allowed: ["text", "json"], help: "Format."),
    OptionSpec("--output", short: "-o", value: "FILE", help: "Output."),
    OptionSpec("--verbose", help: "Verbose."),
    OptionSpec("--baseline", value: "FILE", repeatable: true, help: "Baseline."),
  ]

  @Test func scansValuesFlagsAndArguments() throws {
    let inv = try ArgumentScanner.scan(
      [
        "a.log", "--format", "json", "-o", "out.svg", "--verbose", "-", "--baseline=x",
        "--baseline", "y",
      ], options: options)
    #expect(inv.arguments == ["a.log", "-"])
    #expect(inv.value("--format") == "json")
    #expect(inv.value("--output") == "out.svg")
    #expect(inv.flag("--verbose"))
    #expect(inv.allValues("--baseline") == ["x", "y"])
  }

  @Test func doubleDashEndsOptions() throws {
    let inv = try ArgumentScanner.scan(["--", "--format"], options: options)
    #expect(inv.arguments == ["--format"])
  }

  @Test(arguments: [
    (["--nope"], "unknown option '--nope'"),
    (["--format"], "option --format needs a value (text|json)"),
    (["--format", "xml"], "option --format must be one of text, json, not 'xml'"),
    (["--verbose=1"], "option --verbose takes no value"),
    (["--format", "json", "--format", "text"], "option --format given more than once"),
  ])
  func rejectsBadUsage(arguments: [String], message: String) {
    #expect(throws: CLIError.self) { try ArgumentScanner.scan(arguments, options: options) }
    do {
      _ = try ArgumentScanner.scan(arguments, options: options)
    } catch {
      #expect(String(describing: error) == message)
    }
  }

  @Test func numbersMustBeFinite() throws {
    let inv = Invocation(values: ["--width": ["nan"]])
    #expect(throws: CLIError.self) { try inv.number("--width") }
    #expect(try Invocation(values: ["--width": ["320"]]).number("--width") == 320)
  }
}
