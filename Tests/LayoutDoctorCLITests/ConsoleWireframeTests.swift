import Foundation
import LayoutTestSupport
import Testing

@testable import LayoutDoctorCLI

/// A console report's wireframe (drawn where no conflict picture is) calls its items by the
/// report's aliases, as its text and graph do, and lists their full names under it.
@Suite struct ConsoleWireframeTests {
  /// 008.log's one line: a list that holds, on a view a `names:` entry binds.
  static let log = """
    (
        "<NSLayoutConstraint:0x17468b860 bar background.height == 5   (active, names: bar background:0x1089a5290 )>"
    )
    """

  @Test func theWireframeUsesTheReportsAliases() {
    let io = CommandIO(readStandardInput: { Array(Self.log.utf8) })
    let status = LayoutDoctorCLI.run(["explain", "-", "--format", "html"], io: io)
    let html = String(decoding: io.stdout.bytes, as: UTF8.self)
    #expect(status == .success, "\(io.stderr.text)")
    guard let start = html.range(of: "<figure class=\"wire\">"),
      let end = html.range(of: "</figure>", range: start.upperBound..<html.endIndex)
    else {
      Issue.record("no wireframe in \(html)")
      return
    }
    let figure = String(html[start.lowerBound..<end.upperBound])
    let texts = InterfaceBuilderDrawingNamesTests.wireframeTexts(figure)
    #expect(texts.contains("barBackground1"), "\(texts)")
    #expect(!texts.contains { $0.contains("0x1089a5290") }, "\(texts)")
    #expect(figure.contains("barBackground1 = bar background:0x1089a5290"))
  }
}

/// `check`'s page pictures a repeated report once, as it counts it once ("seen 2 times"):
/// 111.log's report at line 85 repeats the one at 42 and had a second, unlinked section.
@Suite struct CheckPageRepeatsTests {
  @Test func aRepeatedReportIsPicturedOnce() {
    let io = CommandIO(readStandardInput: { [] })
    _ = LayoutDoctorCLI.run(["check", "fixtures/console-logs/111.log", "--format", "html"], io: io)
    let html = String(decoding: io.stdout.bytes, as: UTF8.self)
    #expect(html.components(separatedBy: "<section class=\"report\"").count - 1 == 4, "\(html)")
    #expect(!html.contains("111.log:85</h2>"))
    #expect(html.contains("href=\"#f1r4\""))
  }
}

/// `check`'s page pictures one conflict per finding: the first minimal conflict through each
/// constraint the engine breaks. Before, a box pinned by three edges and a width, whose
/// trailing pin closes three minimal sets, had four pictures for two findings.
@Suite struct CheckPageConflictPicturesTests {
  @Test func eachFindingHasOneConflictPicture() {
    let io = CommandIO(readStandardInput: { [] })
    _ = LayoutDoctorCLI.run(
      ["check", "fixtures/findings/box-pins.layout", "--format", "html"], io: io)
    let html = String(decoding: io.stdout.bytes, as: UTF8.self)
    #expect(html.contains("<h3>Conflict B"), "\(io.stderr.text)")
    #expect(!html.contains("<h3>Conflict C"))
  }
}
