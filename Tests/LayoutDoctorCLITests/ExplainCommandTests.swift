import Foundation
import LayoutDiagnostics
import LayoutParsing
import LayoutTestSupport
import Testing

@testable import LayoutDoctorCLI

/// In-process runs of `layout-doctor explain`, from the package root.
@Suite struct ExplainCommandTests {
  static func run(
    _ arguments: [String], stdin: String = "", stdinIsTerminal: Bool = false
  ) -> CheckCommandTests.Run {
    let io = CommandIO(
      readStandardInput: { Array(stdin.utf8) }, standardInputIsTerminal: stdinIsTerminal)
    let status = LayoutDoctorCLI.run(["explain"] + arguments, io: io)
    return CheckCommandTests.Run(status: status, stdout: io.stdout.text, stderr: io.stderr.text)
  }

  @Test func standardInputIsReadForDashAndForNoFile() throws {
    let log = try Fixtures.text("console-logs/024.log")
    for arguments in [["-"], []] {
      let result = Self.run(arguments, stdin: log)
      #expect(result.status == .success)
      #expect(result.stderr.isEmpty)
      // The summary first, then the report.
      #expect(
        result.stdout.hasPrefix(
          "<stdin>: 1 report, 1 minimal conflict.\n\n"
            + "<stdin>:3: UIKit could not satisfy the 2 constraints it listed together and broke"
            + " one of them.\n"))
    }
  }

  @Test func noFileOnATerminalIsAUsageError() {
    let result = Self.run([], stdinIsTerminal: true)
    #expect(result.status == .usageOrInputError)
    #expect(result.stdout.isEmpty)
    #expect(
      result.stderr.hasPrefix("error: no input; give console logs, or - for standard input\n"))
    #expect(result.stderr.contains("usage: layout-doctor explain [FILE ...|-]"))
  }

  @Test func missingFileIsOneLineAndTheOthersAreStillExplained() {
    let result = Self.run(["no-such.log", "fixtures/console-logs/024.log"])
    #expect(result.status == .usageOrInputError)
    #expect(result.stderr == "error: no-such.log: no such file or folder\n")
    #expect(
      result.stdout.hasPrefix(
        "fixtures/console-logs/024.log: 1 report, 1 minimal conflict.\n\n"
          + "fixtures/console-logs/024.log:3: "))
  }

  /// A folder is read as check reads it: its logs, listings and dumps in name order, each
  /// explained as if named.
  @Test func aFolderIsReadAsCheckReadsIt() {
    let folder = Self.run(["fixtures/repeated"])
    let named = Self.run(
      ["fixtures/repeated/added-twice.log", "fixtures/repeated/shared-conflict.log"])
    #expect(folder.status == .success)
    #expect(folder.stderr.isEmpty)
    #expect(folder.stdout == named.stdout)
    #expect(folder.stdout.hasPrefix("fixtures/repeated/added-twice.log: 1 report"))
    let json = Self.run(["fixtures/repeated/", "--format", "json"])
    #expect(json.stdout.contains("\"file\" : \"fixtures/repeated/shared-conflict.log\""))
  }

  /// A file in a folder that is not text is skipped and counted, as check skips it; named, it
  /// is an input error.
  @Test func aFileInAFolderThatIsNotTextIsSkippedAndCounted() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("explain-folder-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 0x0D, 0xFF, 0]
    try Data(png).write(to: folder.appendingPathComponent("shot.log"))
    try Fixtures.text("console-logs/024.log").write(
      to: folder.appendingPathComponent("run.log"), atomically: true, encoding: .utf8)
    let result = Self.run([folder.path])
    #expect(result.status == .success)
    #expect(result.stdout.contains("run.log: 1 report, 1 minimal conflict."))
    #expect(result.stderr.hasPrefix("note: 1 file skipped as not text: "))
    #expect(result.stderr.hasSuffix("shot.log\n"))
    let named = Self.run([folder.appendingPathComponent("shot.log").path])
    #expect(named.status == .usageOrInputError)
    #expect(named.stderr.contains("not a text file"))
  }

  @Test func aFolderWithNothingToReadIsAUsageError() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("explain-empty-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let result = Self.run([folder.path])
    #expect(result.status == .usageOrInputError)
    #expect(
      result.stderr.hasPrefix(
        "error: no layout listings, JSON dumps, console logs or Interface Builder documents found"))
  }

  @Test func badFormatIsAUsageError() {
    let result = Self.run(["--format", "sarif", "x.log"])
    #expect(result.status == .usageOrInputError)
    #expect(result.stderr.hasPrefix("error: option --format must be one of text, json"))
  }

  @Test func textWithoutAnyReport() {
    let result = Self.run(["-"], stdin: "2024-01-01 App started\nnothing to see\n")
    #expect(result.status == .success)
    #expect(
      result.stdout
        == "<stdin>: no \"Unable to simultaneously satisfy constraints\" report found.\n")
    let json = Self.run(["-", "--format", "json"], stdin: "")
    #expect(json.stdout == "{\n  \"reports\" : [],\n  \"traces\" : []\n}\n")
  }

  @Test func unreadableConstraintLineIsReportedInPlace() {
    let log = """
      Unable to simultaneously satisfy constraints.
      (
          "<NSLayoutConstraint:0x1 UIView:0x2.height == 20   (active)>",
          "<NSLayoutConstraint:0x3 UIView:0x2.height @@ 40   (active)>"
      )
      """
    let result = Self.run(["-"], stdin: log)
    #expect(result.status == .success)
    #expect(
      result.stdout.hasPrefix(
        "<stdin>: 1 report, 1 list that can hold, 1 unreadable line.\n\n"
          + "<stdin>:1: UIKit could not satisfy the 2 constraints it listed together (1 of them"
          + " could not be read).\n"))
    #expect(
      result.stdout.contains(
        "\n  4  ?    <NSLayoutConstraint:0x3 UIView:0x2.height @@ 40   (active)>   ← could not be"
          + " read (column 25: expected ' == ', ' <= ' or ' >= ')\n"))
    let prose = result.stdout.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    #expect(
      prose.contains(
        "One listed line could not be read, so the rebuilt system lacks it, and the one required"
          + " constraint that was read can hold on its own (for example with View1.height ="
          + " 20 pt): the conflict most likely involves what could not be read."))
    #expect(prose.contains("Below, the items are called by short names: View1 = UIView:0x2 "))
  }

  /// The streamed JSON is the whole `ConsoleExplanation`, file after file.
  @Test func jsonIsTheExplanationOfEveryFile() throws {
    let names = ["fixtures/console-logs/023.log", "fixtures/console-logs/035.log", "-"]
    let result = try Self.run(
      names + ["--format", "json"], stdin: Fixtures.text("console-logs/024.log"))
    #expect(result.status == .success)
    let decoded = try JSONDecoder().decode(
      ConsoleExplanation.self, from: Data(result.stdout.utf8))
    var expected: [ConsoleExplanation.Report] = []
    for name in names {
      let text = try Fixtures.text(
        name == "-" ? "console-logs/024.log" : String(name.dropFirst("fixtures/".count)))
      expected +=
        ConsoleExplanation(
          log: ConsoleLog(parsing: text, file: name == "-" ? "<stdin>" : name)
        ).reports
    }
    #expect(decoded.reports == expected)
    #expect(decoded.reports.count == 6)
  }

  /// Every conflict of every real log checks out from the JSON alone, by arithmetic: the
  /// multipliers are ≥ 0 on `<=` members, combine the coefficients to 0 on free variables and
  /// to ≥ 0 on the non-negative ones, and combine the right-hand sides to less than 0.
  @Test(
    arguments: ExplainGoldenTests.files + [
      "../unknowns/superview.log", "../compound/expression.log", "../compound/grid.log",
      "../compound/grid-unnamed.log",
    ])
  func certificatesCheckFromTheJSONAlone(file: String) throws {
    let result = Self.run(["fixtures/console-logs/\(file)", "--format", "json"])
    let document = try #require(
      try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
    let reports = try #require(document["reports"] as? [[String: Any]])
    for report in reports {
      let constraints = try #require(report["constraints"] as? [[String: Any]])
      let nonNegative = Set(try #require(report["nonNegativeVariables"] as? [String]))
      let conflicts = try #require(report["conflicts"] as? [[String: Any]])
      #expect((report["reproduced"] as? Bool) == !conflicts.isEmpty)
      for conflict in conflicts {
        let members = try #require(conflict["constraints"] as? [Int])
        let multipliers = try #require(conflict["multipliers"] as? [Double])
        // The members' forms, then the defaults the conflict assumed. Without an assumed
        // superview the conflict's forms are its members' own.
        var forms = try #require(conflict["forms"] as? [[String: Any]])
        let listed = try members.map { try #require(constraints[$0]["linear"] as? [String: Any]) }
        #expect(forms.count == members.count, "\(file)")
        if (conflict["assumptions"] as? [String] ?? []).allSatisfy({ !$0.contains("superview") }) {
          #expect(
            forms.map { ($0["terms"] as? [String: Double]) ?? [:] }
              == listed.map { ($0["terms"] as? [String: Double]) ?? [:] }, "\(file)")
        }
        forms += try #require(conflict["assumed"] as? [[String: Any]])
        #expect(multipliers.count == forms.count, "\(file)")
        var combined: [String: Double] = [:]
        var total = 0.0
        for (linear, lambda) in zip(forms, multipliers) {
          let relation = try #require(linear["relation"] as? String)
          #expect(relation == "<=" || relation == "==", "\(file): \(relation)")
          if relation == "<=" { #expect(lambda >= 0, "\(file)") }
          for (variable, coefficient) in try #require(linear["terms"] as? [String: Double]) {
            combined[variable, default: 0] += lambda * coefficient
          }
          total += lambda * (try #require(linear["rhs"] as? Double))
        }
        for (variable, value) in combined {
          if nonNegative.contains(variable) {
            #expect(value >= -1e-6, "\(file): \(variable)")
          } else {
            #expect(abs(value) <= 1e-6, "\(file): \(variable)")
          }
        }
        #expect(total < -1e-6, "\(file)")
      }
    }
  }

  @Test func helpDescribesTheCommand() {
    let result = Self.run(["--help"])
    #expect(result.status == .success)
    #expect(result.stdout.hasPrefix("layout-doctor explain: "))
    #expect(
      result.stdout.contains(
        "USAGE: layout-doctor explain [FILE ...|-] [--format text|json|html] [-o FILE]"))
  }
}
