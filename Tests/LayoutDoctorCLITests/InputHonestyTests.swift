import Foundation
import LayoutTestSupport
import Testing

@testable import LayoutDoctorCLI

/// Honest about the input, in every command: a file that is not text is an error when named
/// and skipped and counted in a folder walk; UTF-16 and UTF-32 logs read as their UTF-8
/// originals; an empty file is a note; output that cannot be written is one line and exit 2;
/// an option that does nothing for an input says so.
@Suite struct InputHonestyTests {
  static func run(_ arguments: [String], stdin: [UInt8] = []) -> (
    status: ExitCode, stdout: String, stderr: String
  ) {
    let io = CommandIO(readStandardInput: { stdin })
    let status = LayoutDoctorCLI.run(arguments, io: io)
    return (status, io.stdout.text, io.stderr.text)
  }

  static let log = "fixtures/console-logs/021.log"
  static let listing = "fixtures/layout-dumps/ambiguity-between-bounds.layout"

  /// The commands, each reading `file`.
  static func commands(_ file: String) -> [[String]] {
    [
      ["explain", file], ["check", file], ["solve", file], ["ambiguity", file], ["graph", file],
      ["why", file, "UIView:0x7fcdaff031e0.height"],
    ]
  }

  @Test func aFileThatIsNotTextIsAnErrorInEveryCommand() throws {
    let folder = try InputSamples.temporaryFolder("input-honesty")
    defer { try? FileManager.default.removeItem(atPath: folder) }
    for (name, bytes, what) in [
      ("shot.png", InputSamples.png, "a PNG image"),
      ("archive.log", InputSamples.gzip, "gzip-compressed data"),
    ] {
      let path = folder + "/" + name
      try Data(bytes).write(to: URL(fileURLWithPath: path))
      for arguments in Self.commands(path) + Self.commands("-") {
        let result = Self.run(arguments, stdin: bytes)
        let shown = arguments[1] == "-" ? "<stdin>" : path
        #expect(result.status == .usageOrInputError, "\(arguments)")
        #expect(
          result.stderr.contains("error: \(shown): not a text file (\(what))"),
          "\(arguments): \(result.stderr)")
        #expect(!result.stdout.contains("\u{FFFD}"), "\(arguments)")
      }
    }
  }

  @Test func aFolderWalkSkipsAndCountsWhatIsNotText() throws {
    let folder = try InputSamples.temporaryFolder("input-honesty")
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try Data(InputSamples.png).write(to: URL(fileURLWithPath: folder + "/shot.log"))
    try Data(InputSamples.gzip).write(to: URL(fileURLWithPath: folder + "/archive.txt"))
    try Data(contentsOf: Fixtures.url("console-logs/021.log"))
      .write(to: URL(fileURLWithPath: folder + "/run.log"))
    let text = Self.run(["check", folder])
    #expect(text.status == .findings)
    #expect(!text.stderr.contains("error"))
    #expect(
      text.stdout.hasSuffix(
        "1 error in 1 file. 2 files skipped as not text: \(folder)/archive.txt,"
          + " \(folder)/shot.log.\n"))
    let json = Self.run(["check", folder, "--format", "json"])
    let document = try #require(
      try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
    let skipped = try #require(document["skipped"] as? [[String: String]])
    #expect(
      skipped == [
        ["file": "\(folder)/archive.txt", "reason": "not a text file (gzip-compressed data)"],
        ["file": "\(folder)/shot.log", "reason": "not a text file (a PNG image)"],
      ])
    #expect(document["inputs"] as? [String] == ["\(folder)/run.log"])
    let sarif = Self.run(["check", folder, "--format", "sarif"])
    let log = try #require(
      try JSONSerialization.jsonObject(with: Data(sarif.stdout.utf8)) as? [String: Any])
    let runs = try #require(log["runs"] as? [[String: Any]])
    let invocation = try #require((runs.first?["invocations"] as? [[String: Any]])?.first)
    let notifications = try #require(invocation["toolExecutionNotifications"] as? [[String: Any]])
    #expect(
      notifications.map { ($0["message"] as? [String: Any])?["text"] as? String } == [
        "\(folder)/archive.txt: skipped: not a text file (gzip-compressed data)",
        "\(folder)/shot.log: skipped: not a text file (a PNG image)",
      ])
    #expect(notifications.map { $0["level"] as? String } == ["note", "note"])
    #expect(invocation["executionSuccessful"] as? Bool == true)
    #expect(!sarif.stderr.contains("skipped"))
    for format in ["xcode", "junit", "html"] {
      let result = Self.run(["check", folder, "--format", format])
      #expect(
        result.stderr
          == "note: \(folder)/archive.txt: skipped: not a text file (gzip-compressed data)\n"
          + "note: \(folder)/shot.log: skipped: not a text file (a PNG image)\n", "\(format)")
    }
    // Nothing skipped, no key.
    let plain = Self.run(["check", Self.log, "--format", "json"])
    #expect(!plain.stdout.contains("\"skipped\""))
  }

  @Test(arguments: InputSamples.Encoding.allCases, [true, false])
  func wideLogsReadAsTheirUTF8Original(encoding: InputSamples.Encoding, byteOrderMark: Bool)
    throws
  {
    let folder = try InputSamples.temporaryFolder("input-honesty")
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let original = try Fixtures.text("console-logs/021.log")
    let bytes = InputSamples.encode(original, encoding, byteOrderMark: byteOrderMark)
    let path = folder + "/wide.log"
    try Data(bytes).write(to: URL(fileURLWithPath: path))
    for arguments in [["explain"], ["check"], ["solve"], ["explain", "--format", "json"]] {
      let utf8 = Self.run([arguments[0], Self.log] + arguments.dropFirst())
      let wide = Self.run([arguments[0], path] + arguments.dropFirst())
      let piped = Self.run([arguments[0], "-"] + arguments.dropFirst(), stdin: bytes)
      #expect(wide.status == utf8.status, "\(arguments)")
      #expect(wide.stderr == utf8.stderr, "\(arguments)")
      #expect(
        wide.stdout.replacingOccurrences(of: path, with: Self.log) == utf8.stdout,
        "\(arguments)")
      #expect(
        piped.stdout.replacingOccurrences(of: "<stdin>", with: Self.log) == utf8.stdout,
        "\(arguments) from standard input")
    }
  }

  @Test func anEmptyFileIsANote() throws {
    let folder = try InputSamples.temporaryFolder("input-honesty")
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let path = folder + "/empty.log"
    try Data().write(to: URL(fileURLWithPath: path))
    let explain = Self.run(["explain", path])
    #expect(explain.status == .success)
    #expect(explain.stderr == "note: \(path): the file is empty; nothing to explain\n")
    #expect(explain.stdout.isEmpty)
    let check = Self.run(["check", path])
    #expect(check.status == .success)
    #expect(check.stderr == "note: \(path): the file is empty; nothing to check\n")
    let blank = Self.run(["check", "-"], stdin: Array(" \n\n".utf8))
    #expect(blank.stderr == "note: <stdin>: the file is empty; nothing to check\n")
    let walked = Self.run(["check", folder])
    #expect(walked.stderr == "note: \(path): the file is empty; nothing to check\n")
  }

  /// A file named on the command line in which the console reader finds nothing (a Swift
  /// source file named by mistake) passes with a note saying so; a clean log passes without
  /// one. Before, the source file passed as "No problems found in 1 file."
  /// without a word.
  @Test func aNamedFileWithNothingToCheckIsANote() throws {
    let folder = try InputSamples.temporaryFolder("input-honesty")
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let path = folder + "/Settings.swift"
    try Data("import UIKit\nfinal class Settings: UIViewController {}\n".utf8).write(
      to: URL(fileURLWithPath: path))
    let check = Self.run(["check", path])
    #expect(check.status == .success)
    #expect(
      check.stderr
        == "note: \(path): no Auto Layout report, constraint dump or _autolayoutTrace output in"
        + " it; nothing to check\n")
    let clean = folder + "/run.log"
    try Data("Build succeeded\n".utf8).write(to: URL(fileURLWithPath: clean))
    let named = Self.run(["check", clean])
    #expect(named.status == .success)
    #expect(named.stderr.isEmpty, "\(named.stderr)")
  }

  /// `solve`, `ambiguity`, `why` and `graph` treat an empty or blank log as `check` and
  /// `explain` do: a note naming the file and what there is nothing to do, exit 0; `solve
  /// --format json` and `ambiguity --format json` still print their (empty) document. An empty
  /// `.layout` or `.json` file stays its reader's error, as in `check`.
  @Test func anEmptyLogIsANoteInEveryCommand() throws {
    let folder = try InputSamples.temporaryFolder("input-honesty")
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let path = folder + "/empty.log"
    try Data().write(to: URL(fileURLWithPath: path))
    let cases: [([String], String)] = [
      (["solve", path], "solve"), (["ambiguity", path], "check for ambiguity"),
      (["why", path, "a.width"], "explain"), (["graph", path], "draw"),
    ]
    for (arguments, phrase) in cases {
      let result = Self.run(arguments)
      #expect(result.status == .success, "\(arguments): \(result.stderr)")
      #expect(
        result.stderr == "note: \(path): the file is empty; nothing to \(phrase)\n",
        "\(arguments)")
      #expect(result.stdout.isEmpty, "\(arguments)")
      let blank = Self.run(
        arguments.map { $0 == path ? "-" : $0 }, stdin: Array(" \n\t\n".utf8))
      #expect(blank.status == .success, "\(arguments) from standard input")
      #expect(
        blank.stderr == "note: <stdin>: the file is empty; nothing to \(phrase)\n",
        "\(arguments) from standard input")
    }
    for command in ["solve", "ambiguity"] {
      let json = Self.run([command, path, "--format", "json"])
      #expect(json.status == .success)
      #expect(json.stdout == "{\"reports\": [], \"traces\": []}\n", "\(command)")
    }
    let listing = folder + "/empty.layout"
    try Data().write(to: URL(fileURLWithPath: listing))
    for command in ["check", "solve"] {
      let result = Self.run([command, listing])
      #expect(result.status == .usageOrInputError, "\(command)")
      #expect(result.stderr.contains("empty input"), "\(command): \(result.stderr)")
    }
  }

  @Test func outputThatCannotBeWrittenIsOneLineAndExit2() {
    let path = "/nonexistent-\(UUID().uuidString)/out.txt"
    var targets = [(path, "No such file or directory")]
    if FileManager.default.fileExists(atPath: "/dev/full") {
      targets.append(("/dev/full", "No space left on device"))
    }
    for (target, reason) in targets {
      for arguments in [
        ["explain", Self.log], ["check", Self.log], ["solve", Self.log, "--format", "html"],
        ["ambiguity", Self.log, "--format", "html"], ["graph", Self.log, "--format", "dot"],
      ] {
        let result = Self.run(arguments + ["-o", target])
        #expect(result.status == .usageOrInputError, "\(arguments) -o \(target)")
        #expect(
          result.stderr.hasSuffix("error: \(target): cannot be written (\(reason))\n"),
          "\(arguments) -o \(target): \(result.stderr)")
      }
    }
  }

  /// Standard output on a full disk: what `> /dev/full` does (Linux has the device).
  @Test(
    .enabled(
      if: FileManager.default.fileExists(atPath: "/dev/full"),
      "no /dev/full on this system (a device whose every write fails with ENOSPC)"))
  func standardOutputOnAFullDiskIsOneLineAndExit2() throws {
    let full = open("/dev/full", O_WRONLY)
    #expect(full >= 0)
    defer { close(full) }
    for arguments in Self.commands(Self.log) + [["--help"], ["check", "--help"]] {
      let io = CommandIO(stdout: TextSink(fileDescriptor: full))
      let status = LayoutDoctorCLI.run(arguments, io: io)
      #expect(status == .usageOrInputError, "\(arguments)")
      #expect(
        io.stderr.text.hasSuffix(
          "error: standard output cannot be written (No space left on device)\n"),
        "\(arguments): \(io.stderr.text)")
    }
  }

  @Test func anOptionThatDoesNothingForAnInputSaysSo() throws {
    for command in ["explain", "check"] {
      let result = Self.run([command, Self.log, "--size", "320x568"])
      #expect(
        result.stderr.contains(
          "note: --size, --sizes and --device do nothing for a console log (\(Self.log)):"
            + " \(command) reads its reports as they were printed"), "\(command): \(result.stderr)")
      let listing = Self.run([command, Self.listing, "--size", "320x568"])
      #expect(!listing.stderr.contains("note:"), "\(command) on a listing")
    }
    // solve, ambiguity and why lay a log's report out at the size given: no note.
    #expect(!Self.run(["solve", Self.log, "--size", "320x568"]).stderr.contains("note:"))
    for command in ["solve", "ambiguity", "graph"] {
      let result = Self.run([command, Self.listing, "--report", "1"])
      #expect(
        result.stderr
          == "note: --report does nothing for a layout listing or JSON dump (\(Self.listing)):"
          + " it is one layout\n", "\(command)")
      let document = "fixtures/interface-builder/card.xib"
      let onDocument = Self.run([command, document, "--report", "1"])
      #expect(
        onDocument.stderr
          == "note: --report does nothing for an Interface Builder document (\(document)):"
          + " --scene picks its layout roots\n", "\(command)")
      let scene = Self.run([command, Self.listing, "--scene", "1"])
      #expect(
        scene.stderr
          == "note: --scene does nothing for \(Self.listing): only Interface Builder documents"
          + " have scenes\n", "\(command)")
    }
    let dump = "fixtures/dump-join/order-card.json"
    for command in ["explain", "check"] {
      let result = Self.run([command, Self.listing, "--dump", dump])
      #expect(
        result.stderr.contains(
          "note: --dump does nothing for a layout listing or JSON dump (\(Self.listing))"),
        "\(command): \(result.stderr)")
    }
  }

  /// What the reader of an Interface Builder document notes (a variation that names no size
  /// class) reaches standard error in every command, as it did only in `check`.
  @Test func anInterfaceBuilderReadersNotesAreSaidByEveryCommand() throws {
    let folder = try CheckCommandTests.temporaryFolder()
    let text = try Fixtures.text("interface-builder/two-scenes.storyboard")
      .replacingOccurrences(
        of: "<view key=\"view\" contentMode=\"scaleToFill\" id=\"rt2-ts-003\">",
        with: "<view key=\"view\" contentMode=\"scaleToFill\" id=\"rt2-ts-003\">"
          + "<variation key=\"widthClass=huge\"/>")
    let path = folder.appendingPathComponent("huge.storyboard").path
    try text.write(toFile: path, atomically: true, encoding: .utf8)
    let note =
      "\(path):33:80: note: size-class variation 'widthClass=huge' names no size class; it is"
      + " ignored\n"
    for arguments in [
      ["explain", path], ["check", path], ["solve", path], ["ambiguity", path], ["graph", path],
      ["why", path, "Box.height"],
    ] {
      let result = Self.run(arguments)
      #expect(result.stderr.contains(note), "\(arguments[0]): \(result.stderr)")
    }
  }
}
