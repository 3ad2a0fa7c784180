import Testing

@testable import LayoutDoctorCLI

@Suite struct ArgumentScannerTests {
  static let format = Option<String>.choice(
    "--format", value: "text|json", help: "Format.", [("text", "text"), ("json", "json")])
  static let output = Option<String>.path("--output", short: "-o", help: "Output.")
  static let verbose = Option<Bool>.flag("--verbose", help: "Verbose.")
  static let baseline = Option<String>(
    "--baseline", value: "FILE", help: "Baseline.", repeatable: true, parse: { $0 })
  static let width = CommonOptions.width
  static let jobs = Option<Int>.integer(
    "--jobs", short: "-j", help: "Jobs.", minimum: 1, what: "a positive integer")
  let options = [
    Self.format.spec, Self.output.spec, Self.verbose.spec, Self.baseline.spec, Self.width.spec,
    Self.jobs.spec,
  ]

  @Test func scansValuesFlagsAndArguments() throws {
    let inv = try ArgumentScanner.scan(
      [
        "a.log", "--format", "json", "-o", "out.svg", "--verbose", "-", "--baseline=x",
        "--baseline", "y", "--width", "320", "-j", "3",
      ], options: options)
    #expect(inv.arguments == ["a.log", "-"])
    #expect(inv[Self.format] == "json")
    #expect(inv[Self.output] == "out.svg")
    #expect(inv.flag(Self.verbose))
    #expect(inv.all(Self.baseline) == ["x", "y"])
    #expect(inv[Self.width] == 320)
    #expect(inv[Self.jobs] == 3)
    #expect(!inv.helpRequested)
  }

  @Test func absentOptionsHaveNoValue() throws {
    let inv = try ArgumentScanner.scan(["a.log"], options: options)
    #expect(inv[Self.format] == nil && inv[Self.width] == nil && !inv.flag(Self.verbose))
    #expect(inv.all(Self.baseline).isEmpty)
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
    (["--width", "nan"], "option --width needs a finite number, not 'nan'"),
    (["--width", "-1"], "option --width needs a width in 0...1000000000 points"),
    (["-j", "0"], "option --jobs needs a positive integer, not '0'"),
    (["--nope", "--format", "xml"], "unknown option '--nope'"),
  ])
  func rejectsBadUsage(arguments: [String], message: String) {
    #expect(throws: CLIError.self) { try ArgumentScanner.scan(arguments, options: options) }
    do {
      _ = try ArgumentScanner.scan(arguments, options: options)
    } catch {
      #expect(String(describing: error) == message)
    }
  }
}
