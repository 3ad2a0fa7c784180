import Foundation
import LayoutDiagnostics
import LayoutModel
import LayoutTestSupport
import Testing

@testable import LayoutDoctorCLI

/// In-process runs of `layout-doctor check`. Paths are relative to the package root, which is
/// the working directory of `swift test`.
@Suite struct CheckCommandTests {
  struct Run {
    var status: ExitCode
    var stdout: String
    var stderr: String
  }

  static func run(
    _ arguments: [String], stdin: String = "", environment: [String: String] = [:]
  ) -> Run {
    let io = CommandIO(
      readStandardInput: { Array(stdin.utf8) }, environment: environment)
    let status = LayoutDoctorCLI.run(["check"] + arguments, io: io)
    return Run(status: status, stdout: io.stdout.text, stderr: io.stderr.text)
  }

  /// A fresh folder for files a test writes.
  static func temporaryFolder() throws -> URL {
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("layout-doctor-check-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }

  @Test func runsFromThePackageRoot() {
    #expect(FileManager.default.currentDirectoryPath == Fixtures.packageRoot.path)
  }

  @Test func cleanInputExitsZero() {
    let result = Self.run(["fixtures/check/clean.log"])
    #expect(result.status == .success)
    #expect(result.stdout == "No problems found in 1 file.\n")
    #expect(result.stderr.isEmpty)
  }

  @Test func errorsExitOne() {
    let result = Self.run(["fixtures/check/multi-report.log", "--format", "xcode"])
    #expect(result.status == .findings)
    #expect(
      result.stdout.hasPrefix(
        "fixtures/check/multi-report.log:7: error: Vertical conflict: App.ButtonA:0x107fb4260"
          + " must be exactly 20 pt tall for the other constraint to hold, but"
          + " App.ButtonA:0x107fb4260.height >= 44 (line 7) requires at least 44 pt."
          + " (seen 2 times: lines 7 and 24)"
          + " [unsatisfiable-constraints]\n"))
  }

  /// A repeated report's finding lists where it was seen, as `explain` does: every line up to
  /// seven, else the first six, how many more and the last.
  @Test func repeatsListTheirLines() throws {
    let report =
      try Fixtures.text("check/multi-report.log")
      .split(separator: "\n", omittingEmptySubsequences: false).prefix(14)
      .joined(separator: "\n") + "\n"
    for (times, seen) in [
      (3, "(seen 3 times: lines 7, 21 and 35)"),
      (7, "(seen 7 times: lines 7, 21, 35, 49, 63, 77 and 91)"),
      (
        1_451,
        "(seen 1,451 times: lines 7, 21, 35, 49, 63, 77 and 1,445 more, the last at line"
          + " 20307)"
      ),
    ] {
      let result = Self.run(
        ["-", "--format", "xcode"], stdin: String(repeating: report, count: times))
      #expect(result.status == .findings)
      let first = result.stdout.split(separator: "\n").first ?? ""
      #expect(first.hasSuffix(" \(seen) [unsatisfiable-constraints]"), "\(first)")
    }
  }

  @Test(arguments: [
    (["console-logs/048.log"], ExitCode.success),
    (["console-logs/048.log", "--fail-on", "warning"], .findings),
    (["console-logs/048.log", "--fail-on", "error"], .success),
    (["check/multi-report.log", "--fail-on", "never"], .success),
    (["check/multi-report.log", "--fail-on", "warning"], .findings),
    (["check/clean.log", "--fail-on", "warning"], .success),
  ])
  func failOnLevels(arguments: [String], status: ExitCode) {
    let result = Self.run(["fixtures/" + arguments[0]] + arguments.dropFirst())
    #expect(result.status == status)
  }

  @Test(arguments: [
    ([], "error: no input; give files, folders or - for standard input"),
    (
      ["x.log", "--format", "pdf"],
      "error: option --format must be one of text, xcode, github,"
        + " sarif, junit, json, html, not 'pdf'"
    ),
    (
      ["x.log", "--fail-on", "info"],
      "error: option --fail-on must be one of error, warning,"
        + " never, not 'info'"
    ),
    (["x.log", "--jobs", "0"], "error: option --jobs needs a positive integer, not '0'"),
  ])
  func usageErrorsExitTwo(arguments: [String], message: String) {
    let result = Self.run(arguments)
    #expect(result.status == .usageOrInputError)
    #expect(result.stdout.isEmpty)
    #expect(result.stderr.hasPrefix(message + "\n"), "\(result.stderr)")
    #expect(result.stderr.contains("See 'layout-doctor check --help'."))
  }

  @Test func aFolderWithoutInputsIsAUsageError() throws {
    let folder = try Self.temporaryFolder()
    let result = Self.run([folder.path])
    #expect(result.status == .usageOrInputError)
    #expect(
      result.stderr.hasPrefix(
        "error: no layout listings, JSON dumps, console logs or Interface Builder documents found in \(folder.path)\n"
      ))
  }

  /// A folder walk reads regular files only: a named pipe is an error and is not opened
  /// (opening one blocked the walk until something wrote to it), a link in a loop is an
  /// error, and a link to a file outside the folder is not followed but counted in a note
  /// (its first line was printed in an error). The clean listing beside them is checked.
  @Test func aWalkReadsOnlyTheFoldersRegularFiles() throws {
    let folder = try Self.temporaryFolder()
    let outside = try Self.temporaryFolder().appendingPathComponent("secret.layout")
    try "root:x:0:0:root\n".write(to: outside, atomically: true, encoding: .utf8)
    try "view root frame=0,0,100,100\n".write(
      to: folder.appendingPathComponent("clean.layout"), atomically: true, encoding: .utf8)
    #expect(mkfifo(folder.appendingPathComponent("pipe.log").path, 0o644) == 0)
    try FileManager.default.createSymbolicLink(
      atPath: folder.appendingPathComponent("leak.layout").path, withDestinationPath: outside.path)
    try FileManager.default.createSymbolicLink(
      atPath: folder.appendingPathComponent("loop.log").path,
      withDestinationPath: folder.appendingPathComponent("loop.log").path)
    let result = Self.run([folder.path])
    #expect(result.status == .usageOrInputError)
    #expect(!result.stderr.contains("root:x"))
    #expect(
      result.stderr.contains(
        "error: \(folder.path)/pipe.log: not a regular file (a named pipe); not read\n"))
    #expect(result.stderr.contains("error: \(folder.path)/loop.log: symbolic link in a loop\n"))
    #expect(
      result.stderr.contains(
        "note: 1 file not checked: 1 symbolic link to a file outside the folder (a folder walk"
          + " reads only what the folder holds)"))
    #expect(result.stdout.contains("No problems found in 1 of 3 files"), "\(result.stdout)")
  }

  /// A walked file whose name is not UTF-8 is an error saying so; it was "symbolic link to a
  /// file that does not exist" (Foundation names it with a replacement character).
  @Test func aFileNameThatIsNotUTF8IsNamedAsSuch() throws {
    let folder = try Self.temporaryFolder()
    var path = Array(folder.path.utf8).map { CChar(bitPattern: $0) }
    path += Array("/caf".utf8).map { CChar(bitPattern: $0) } + [CChar(bitPattern: 0xE9)]
    path += Array(".layout".utf8).map { CChar(bitPattern: $0) } + [0]
    let descriptor = open(path, O_CREAT | O_WRONLY, 0o644)
    #expect(descriptor >= 0)
    close(descriptor)
    let result = Self.run([folder.path])
    #expect(result.status == .usageOrInputError)
    #expect(
      result.stderr.contains(
        ".layout: its name is not UTF-8, so it cannot be opened here; rename it\n"),
      "\(result.stderr)")
  }

  /// No output replaces a file the run reads: `-o` or `--write-baseline` naming an input, or
  /// `-o` naming the baseline read, is an error (exit 2) and the file is kept; every command
  /// alike. A report an earlier run left in a walked folder (`report.txt`) is replaced.
  @Test func noOutputReplacesAnInput() throws {
    let folder = try Self.temporaryFolder()
    let input = folder.appendingPathComponent("widths.layout")
    let listing = try String(
      contentsOf: Fixtures.root.appendingPathComponent("check/conflicting-widths.layout"),
      encoding: .utf8)
    try listing.write(to: input, atomically: true, encoding: .utf8)
    let baseline = folder.appendingPathComponent("baseline.json").path
    #expect(Self.run([input.path, "--write-baseline", baseline]).status == .findings)
    let baselineText = try String(contentsOfFile: baseline, encoding: .utf8)
    for (arguments, target) in [
      (["check", input.path, "-o", input.path], input.path),
      (["check", input.path, "--write-baseline", input.path, "--fail-on", "never"], input.path),
      (["check", input.path, "--baseline", baseline, "-o", baseline], baseline),
      (["explain", input.path, "-o", input.path], input.path),
      (["solve", input.path, "-o", input.path, "--format", "json"], input.path),
      (["graph", input.path, "-o", input.path, "--format", "dot"], input.path),
    ] {
      let io = CommandIO()
      let status = LayoutDoctorCLI.run(arguments, io: io)
      #expect(status == .usageOrInputError, "\(arguments)")
      #expect(
        io.stderr.text.contains(
          "error: \(target): is an input of this run; not overwritten (choose another output"
            + " file)\n"), "\(arguments): \(io.stderr.text)")
    }
    #expect(try String(contentsOf: input, encoding: .utf8) == listing)
    #expect(try String(contentsOfFile: baseline, encoding: .utf8) == baselineText)
    let report = folder.appendingPathComponent("report.txt").path
    for _ in 0..<2 {
      #expect(Self.run([folder.path, "-o", report]).status == .findings)
    }
  }

  /// `check` refuses what the other commands refuse: a layout document that is not UTF-8
  /// (it passed, decoded with replacement characters) and a `.json` file that is not JSON
  /// (it passed, read as a console log with no report in it).
  @Test func unreadableDocumentsFailTheGate() throws {
    let folder = try Self.temporaryFolder()
    let latin1 = folder.appendingPathComponent("caf.xib")
    var bytes = Array(
      """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" \
      toolsVersion="22505" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
      <objects><view id="r" userLabel="Caf
      """.utf8)
    bytes +=
      [0xE9] + Array("\"><rect key=\"frame\" x=\"0\" y=\"0\" width=\"9\" height=\"9\"/>".utf8)
    bytes += Array("</view></objects></document>\n".utf8)
    try Data(bytes).write(to: latin1)
    let cut = folder.appendingPathComponent("dump.json")
    try "{".write(to: cut, atomically: true, encoding: .utf8)
    for (path, message) in [
      (latin1.path, "\(latin1.path):3:37: error: input is not UTF-8 text\n"),
      (cut.path, "error: \(cut.path): JSON that is not a layout dump"),
    ] {
      let result = Self.run([path])
      #expect(result.status == .usageOrInputError, "\(path): \(result.stdout)")
      #expect(result.stderr.contains(message), "\(result.stderr)")
    }
  }

  /// A layout with 40 independent conflicts: the search for minimal conflicts stops after
  /// 32, and each of the 8 constraints UIKit breaks that no conflict found holds is a finding
  /// of its own, with the constraints the solver found it conflicting with; `explain` says
  /// how many. Before, 32 errors and no word of the other 8.
  @Test func everyBrokenConstraintIsAFindingWhenTheSearchStops() throws {
    var listing = "view root frame=0,0,375,812\n"
    for index in 0..<40 {
      listing +=
        "view v\(index) in=root\nv\(index).leading == root.leading\n"
        + "v\(index).top == root.top\nv\(index).height == 10\n"
        + "v\(index).width == 10\nv\(index).width == 11\n"
    }
    let folder = try Self.temporaryFolder()
    let file = folder.appendingPathComponent("forty.layout")
    try listing.write(to: file, atomically: true, encoding: .utf8)
    let result = Self.run([file.path])
    #expect(result.status == .findings)
    #expect(result.stdout.hasSuffix("40 errors in 1 file.\n"), "\(result.stdout.suffix(300))")
    #expect(
      result.stdout.components(
        separatedBy: " to satisfy the other required constraints; the search for minimal"
          + " conflicts stopped at its budget after 32,"
      ).count == 9)
    let io = CommandIO()
    _ = LayoutDoctorCLI.run(["explain", file.path], io: io)
    let words = io.stdout.text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    #expect(words.contains("UIKit breaks 8 more constraints that no conflict above holds"))
  }

  @Test func missingInputsExitTwoButTheRestIsReported() {
    let result = Self.run(["fixtures/check/multi-report.log", "no/such.log"])
    #expect(result.status == .usageOrInputError)
    #expect(result.stderr == "error: no/such.log: no such file or folder\n")
    #expect(result.stdout.contains("[unsatisfiable-constraints]"))
    #expect(result.stdout.contains("1 file could not be checked."))
  }

  @Test func totalsNeverSayNoProblemsAboutFilesThatCouldNotBeRead() throws {
    let folder = try Self.temporaryFolder().path
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try Data("[1, 2, 3]".utf8).write(to: URL(fileURLWithPath: folder + "/a.json"))
    try Data().write(to: URL(fileURLWithPath: folder + "/b.json"))
    let none = Self.run([folder + "/a.json", folder + "/b.json", "--color", "never"])
    #expect(none.status == .usageOrInputError)
    #expect(none.stdout.hasSuffix("Nothing was checked: 2 files could not be checked.\n"))
    try Data("view root frame=0,0,10,10\n".utf8).write(
      to: URL(fileURLWithPath: folder + "/c.layout"))
    let some = Self.run([folder + "/a.json", folder + "/c.layout", "--color", "never"])
    #expect(some.status == .usageOrInputError)
    #expect(
      some.stdout.hasSuffix("No problems found in 1 of 2 files; 1 file could not be checked.\n"))
  }

  @Test func readsStandardInput() throws {
    let log = try Fixtures.text("check/multi-report.log")
    let result = Self.run(["-", "--format", "xcode"], stdin: log)
    #expect(result.status == .findings)
    #expect(result.stdout.hasPrefix("<stdin>:7: error: "))
  }

  /// macOS 14's one-line recovery sentence pasted alone ends a report that is not in the
  /// input: nothing to check, and no error.
  @Test func recoveryTailAloneRaisesNoError() {
    let tail =
      "Will attempt to recover by breaking <NSLayoutConstraint:0x600002a1c0 NSButton:0x7f9a10c0e0.width == 20   (active)>.\n"
    let result = Self.run(["-", "--format", "xcode"], stdin: tail)
    #expect(result.status == .success)
    #expect(result.stdout == "")
  }

  @Test func outputOrderDoesNotDependOnThreads() {
    let serial = Self.run([
      "fixtures/console-logs", "fixtures/check", "--jobs", "1", "--format", "json",
    ])
    let parallel = Self.run([
      "fixtures/check", "fixtures/console-logs", "--jobs", "8", "--format", "json",
    ])
    #expect(serial.stdout == parallel.stdout)
    #expect(!serial.stdout.isEmpty)
  }

  @Test func colourOnlyWhenAllowed() {
    let file = "fixtures/check/multi-report.log"
    #expect(Self.run([file, "--color", "always"]).stdout.contains("\u{1B}["))
    #expect(!Self.run([file]).stdout.contains("\u{1B}["))
    #expect(
      !Self.run([file, "--color", "never"], environment: ["CLICOLOR_FORCE": "1"]).stdout.contains(
        "\u{1B}["))
    #expect(Self.run([file], environment: ["CLICOLOR_FORCE": "1"]).stdout.contains("\u{1B}["))
    #expect(
      !Self.run([file], environment: ["CLICOLOR_FORCE": "1", "NO_COLOR": "1"]).stdout.contains(
        "\u{1B}["))
    #expect(!Self.run([file, "--color", "always", "--format", "xcode"]).stdout.contains("\u{1B}["))
  }

  @Test func writesTheReportToAFile() throws {
    let folder = try Self.temporaryFolder()
    let path = folder.appendingPathComponent("report.sarif").path
    let result = Self.run(["fixtures/check/multi-report.log", "--format", "sarif", "-o", path])
    #expect(result.status == .findings)
    #expect(result.stdout.isEmpty)
    let text = try String(contentsOfFile: path, encoding: .utf8)
    #expect(text.contains("\"version\" : \"2.1.0\""))
  }

  @Test func githubFormatIsTheDefaultInActionsAndWritesTheStepSummary() throws {
    let folder = try Self.temporaryFolder()
    let summary = folder.appendingPathComponent("summary.md")
    try Data("## Earlier step\n".utf8).write(to: summary)
    let result = Self.run(
      ["fixtures/check/multi-report.log"],
      environment: ["GITHUB_ACTIONS": "true", "GITHUB_STEP_SUMMARY": summary.path])
    #expect(result.status == .findings)
    #expect(result.stdout.hasPrefix("::error file=fixtures/check/multi-report.log,line=7,"))
    let text = try String(contentsOf: summary, encoding: .utf8)
    #expect(text.hasPrefix("## Earlier step\n## layout-doctor check\n"))
    #expect(text.contains("| error | `unsatisfiable-constraints` |"))
  }

  @Test func explicitJSONThatIsNotADumpIsAnErrorButSkippedInFolders() throws {
    let folder = try Self.temporaryFolder()
    try Data(#"{"name": "package"}"#.utf8).write(to: folder.appendingPathComponent("package.json"))
    try Data("notes".utf8).write(to: folder.appendingPathComponent("README.md"))
    try FileManager.default.createDirectory(
      at: folder.appendingPathComponent(".git"), withIntermediateDirectories: true)
    try Data(Fixtures.text("check/multi-report.log").utf8).write(
      to: folder.appendingPathComponent(".git/hidden.log"))
    try Data(Fixtures.text("check/clean.log").utf8).write(
      to: folder.appendingPathComponent("build.txt"))
    let walked = Self.run([folder.path, "--format", "json"])
    #expect(walked.status == .success)
    #expect(walked.stdout.contains("build.txt\""))
    #expect(!walked.stdout.contains("package.json"))
    #expect(!walked.stdout.contains("hidden.log"))
    let named = Self.run([folder.appendingPathComponent("package.json").path])
    #expect(named.status == .usageOrInputError)
    #expect(named.stderr.contains("package.json: JSON that is not a layout dump"))
  }

  @Test func layoutsWaitForTheirAnalyses() {
    let result = Self.run(["fixtures/check/clean.layout"])
    if CheckAnalyses.standard.checksLayouts {
      #expect(result.status == .success)
    } else {
      #expect(result.status == .usageOrInputError)
      #expect(
        result.stderr
          == "error: fixtures/check/clean.layout: this build cannot check layout listings for"
          + " conflicts yet\n")
    }
  }

  @Test func missingLayoutAnalysesAreNamedOnce() throws {
    var analyses = CheckAnalyses.standard
    analyses.pendingLayoutAnalyses = ["ambiguity", "truncation"]
    let io = CommandIO()
    let invocation = try ArgumentScanner.scan(
      ["fixtures/check/clean.layout", "fixtures/check/redundant-duplicate.layout"],
      options: CheckCommand.options)
    #expect(try CheckCommand.run(invocation, io, analyses: analyses) == .success)
    #expect(
      io.stderr.text == "note: layouts are not checked for ambiguity or truncation by this build\n")
    let logsOnly = CommandIO()
    let logInvocation = try ArgumentScanner.scan(
      ["fixtures/check/clean.log"], options: CheckCommand.options)
    #expect(try CheckCommand.run(logInvocation, logsOnly, analyses: analyses) == .success)
    #expect(logsOnly.stderr.text.isEmpty)
  }

  @Test func layoutErrorsNameTheFileAndLine() throws {
    let folder = try Self.temporaryFolder()
    let bad = folder.appendingPathComponent("bad.layout")
    try Data("view root frame=0,0,10,10\nroot.width == nowhere.width\n".utf8).write(to: bad)
    let result = Self.run([bad.path])
    #expect(result.status == .usageOrInputError)
    #expect(result.stderr.hasPrefix("\(bad.path):2:"), "\(result.stderr)")
    #expect(result.stderr.contains(": error: "))
    #expect(!result.stderr.hasPrefix("error: "))
  }

  @Test func theStandardReaderFeedsLayoutAnalyses() throws {
    var analyses = CheckAnalyses.standard
    analyses.pendingLayoutAnalyses = []
    let io = CommandIO()
    let invocation = try ArgumentScanner.scan(
      [
        "fixtures/check/redundant-duplicate.layout", "fixtures/check/clean.layout", "--format",
        "xcode", "--fail-on", "warning",
      ],
      options: CheckCommand.options)
    #expect(try CheckCommand.run(invocation, io, analyses: analyses) == .findings)
    #expect(
      io.stdout.text
        == "fixtures/check/redundant-duplicate.layout:8:1: warning: card.height == 120 repeats the"
        + " constraint on line 7, so removing it changes nothing. [redundant-constraint]\n"
        + "fixtures/check/redundant-duplicate.layout:7:1: note: The original: card.height == 120\n")
  }

  @Test func layoutAnalysesPlugIn() throws {
    let analyses = CheckAnalyses(
      readLayout: { text, file, kind in
        if text.contains("box.width == 200") {
          throw CLIError.input("\(file):8:1: error: example failure")
        }
        return (LayoutDocument(source: file), ["\(file):$.views[0].colour: warning: unknown key"])
      },
      layoutAnalyses: [
        { document in
          [
            Finding(
              rule: .truncation, message: "A view is short.",
              location: SourceLocation(file: document.source, line: 4), anchor: "v")
          ]
        }
      ],
      logAnalyses: [])
    let io = CommandIO()
    let invocation = try ArgumentScanner.scan(
      [
        "fixtures/check/clean.layout", "fixtures/check/conflicting-widths.layout", "--format",
        "xcode", "--fail-on", "warning",
      ],
      options: CheckCommand.options)
    let status = try CheckCommand.run(invocation, io, analyses: analyses)
    #expect(status == .usageOrInputError)
    #expect(
      io.stdout.text == "fixtures/check/clean.layout:4: warning: A view is short. [truncation]\n")
    #expect(
      io.stderr.text
        == "fixtures/check/clean.layout:$.views[0].colour: warning: unknown key\n"
        + "fixtures/check/conflicting-widths.layout:8:1: error: example failure\n")
  }

  /// The root size a truncated view fits from is what the constraints add up to (149.5 pt),
  /// in every format: not the search's bracket rounded up (149.51 pt).
  @Test func aTruncatedViewFitsFromTheExactSize() {
    let text = Self.run(["fixtures/truncation/half-point.layout"])
    #expect(text.stdout.contains("It fits once the root view is at least 149.5 pt wide."))
    #expect(!text.stdout.contains("149.51"), "\(text.stdout)")
    let json = Self.run(["--format", "json", "fixtures/truncation/half-point.layout"])
    #expect(json.stdout.contains("149.5"))
    #expect(!json.stdout.contains("149.51"), "\(json.stdout)")
  }
}
