import Foundation
import LayoutTestSupport
import Testing

@testable import LayoutDoctorCLI

@Suite struct CheckInputTests {
  @Test(arguments: [
    ("{\"format\": \"layout-dump\", \"version\": 1}", "a.json", CheckInput.Kind.jsonDump),
    ("\u{FEFF}  {\n  \"views\": [], \"format\": \"layout-dump\"", "x", .jsonDump),
    ("{}", "a.json", nil),
    ("{\"name\": \"package\"}", "package.json", nil),
    ("[1, 2, 3]", "dump.json", nil),
    ("null", "dump.json", nil),
    ("", "dump.json", nil),
    (" \n", "DUMP.JSON", nil),
    ("[LayoutConstraints] Unable to simultaneously satisfy constraints.", "a.json", .consoleLog),
    ("{ not json at all", "a.txt", .consoleLog),
    ("# comment\n\nview root frame=0,0,10,10\n", "a.txt", .layoutListing),
    ("direction rightToLeft\nview a\n", "-", .layoutListing),
    ("anything", "screen.layout", .layoutListing),
    ("Test Suite 'All tests' started", "build.log", .consoleLog),
    ("", "empty.txt", .consoleLog),
    ("viewDidLoad called\n", "a.log", .consoleLog),
  ])
  func detectsKindByContent(text: String, path: String, kind: CheckInput.Kind?) {
    #expect(CheckInput.detectKind(of: text, path: path) == kind)
  }

  @Test func everyCheckFixtureIsRecognised() throws {
    for name in Fixtures.files(in: "check", extensions: ["layout", "json", "log"]) {
      let kind = try CheckInput.detectKind(of: Fixtures.text("check/" + name), path: name)
      switch URL(fileURLWithPath: name).pathExtension {
      case "layout": #expect(kind == .layoutListing, "\(name)")
      case "json": #expect(kind == .jsonDump, "\(name)")
      default: #expect(kind == .consoleLog, "\(name)")
      }
    }
  }

  @Test(arguments: [
    ("fixtures/check/a.log", "/work/pkg", "fixtures/check/a.log"),
    ("./fixtures//check/./a.log", "/work/pkg", "fixtures/check/a.log"),
    ("/work/pkg/Logs/a.log", "/work/pkg", "Logs/a.log"),
    ("/work/pkg/Logs/a.log", "/work/pkg/", "Logs/a.log"),
    ("/work/pkgs/a.log", "/work/pkg", "/work/pkgs/a.log"),
    ("/work/pkg/x/../a.log", "/work/pkg", "a.log"),
    ("../other/a.log", "/work/pkg", "../other/a.log"),
  ])
  func displayNamesAreRelativeToTheWorkingDirectory(
    path: String, directory: String, expected: String
  ) {
    #expect(CheckInputFiles.displayName(path, currentDirectory: directory) == expected)
  }

  @Test func folderWalkIsSortedAndFiltered() {
    let files = CheckInputFiles.walk(Fixtures.url("check").path).files
    #expect(files == files.sorted())
    #expect(files.contains("multi-report.log"))
    #expect(files.contains("equal-hugging.json"))
    #expect(!files.contains { $0.hasSuffix(".md") })
  }

  /// A link with an input extension that leads nowhere is an input error, not a silent skip.
  /// (An unreadable subfolder is reported the same way; root, which runs CI, can read any.)
  @Test func aDanglingLinkInAFolderIsAnInputError() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("walk-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try Data("view a\n".utf8).write(to: URL(fileURLWithPath: folder + "/a.layout"))
    try FileManager.default.createSymbolicLink(
      atPath: folder + "/b.log", withDestinationPath: folder + "/gone.log")
    let (entries, problems, _) = CheckInputFiles.expand([folder], currentDirectory: "/")
    #expect(entries.map(\.path) == [folder + "/a.layout"])
    let name = String(folder.dropFirst()) + "/b.log"
    #expect(
      problems == [
        .init(name: name, message: name + ": symbolic link to a file that does not exist")
      ])
  }

  @Test func expandKeepsArgumentOrderAndDropsRepeats() {
    let (entries, problems, _) = CheckInputFiles.expand(
      ["fixtures/check/clean.log", "-", "fixtures/check/", "nope"],
      currentDirectory: Fixtures.packageRoot.path)
    #expect(problems == [.init(name: "nope", message: "nope: no such file or folder")])
    #expect(entries.first?.name == "fixtures/check/clean.log")
    #expect(entries.first?.isExplicit == true)
    #expect(entries[1].name == "<stdin>")
    #expect(entries.filter { $0.name == "fixtures/check/clean.log" }.count == 1)
    #expect(entries.dropFirst(2).allSatisfy { !$0.isExplicit })
  }
}

@Suite struct CheckProgressTests {
  final class FakeClock: @unchecked Sendable {
    var time = 100.0
  }

  @Test func drawsOnlyAfterTheDelayAndErasesAtTheEnd() {
    let sink = TextSink()
    let clock = FakeClock()
    let progress = CheckProgress(
      total: 3, sink: sink, enabled: true, delay: 1, interval: 0.1, now: { clock.time })
    progress.step()
    #expect(sink.text.isEmpty)
    clock.time = 101.5
    progress.step()
    #expect(sink.text == "\r\u{1B}[Kchecked 2 of 3 inputs")
    clock.time = 101.55
    progress.step()
    #expect(sink.text == "\r\u{1B}[Kchecked 2 of 3 inputs")
    progress.finish()
    #expect(sink.text.hasSuffix("\r\u{1B}[K"))
  }

  @Test func silentWhenNotATerminalOrASingleInput() {
    let sink = TextSink()
    let clock = FakeClock()
    let single = CheckProgress(total: 1, sink: sink, enabled: true, delay: 0, now: { clock.time })
    single.step()
    let piped = CheckProgress(total: 5, sink: sink, delay: 0, now: { clock.time })
    piped.step()
    piped.finish()
    #expect(sink.text.isEmpty)
  }
}
