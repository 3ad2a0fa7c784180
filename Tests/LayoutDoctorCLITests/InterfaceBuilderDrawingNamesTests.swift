import Foundation
import LayoutTestSupport
import Testing

@testable import LayoutDoctorCLI

/// The wireframe and the constraint graph of an Interface Builder document name its views as
/// the findings do (`ItemNames`): the user label or text, with the object id where two views
/// share a name, else the class and id; listings keep their ids.
@Suite struct InterfaceBuilderDrawingNamesTests {
  static let file = "fixtures/interface-builder/named-views.xib"

  static func run(_ arguments: [String]) -> (status: ExitCode, text: String, stderr: String) {
    let io = CommandIO(readStandardInput: { [] })
    let status = LayoutDoctorCLI.run(arguments, io: io)
    return (status, String(decoding: io.stdout.bytes, as: UTF8.self), io.stderr.text)
  }

  /// The texts of the wireframe's SVG (before the graph's, which Graphviz writes with
  /// attributes first).
  static func wireframeTexts(_ html: String) -> [String] {
    html.components(separatedBy: "<text x=\"").dropFirst().compactMap { piece in
      guard let start = piece.firstIndex(of: ">"), let end = piece.range(of: "</text>") else {
        return nil
      }
      return String(piece[piece.index(after: start)..<end.lowerBound])
    }
  }

  @Test func theWireframeUsesTheCanvasNames() {
    let result = Self.run(["explain", Self.file, "--format", "html"])
    let texts = Self.wireframeTexts(result.text)
    for name in [
      "Profile Card", "Title Label", "Label (lba-nm-003)", "Label (lbb-nm-004)",
      "UIImageView img-nm-005",
    ] {
      #expect(texts.contains(name), "\(name) not in \(texts)")
    }
    #expect(!texts.contains("UILabel ttl-nm-002"))
  }

  @Test func theGraphUsesTheCanvasNames() {
    let dot = Self.run(["graph", Self.file]).text
    #expect(dot.contains("[label=\"UILabel\\nTitle Label\\nframe"), "\(dot)")
    #expect(dot.contains("[label=\"UILabel\\nLabel (lba-nm-003)\\nframe"))
    #expect(dot.contains("[label=\"UIView\\nProfile Card\\nframe"))
    #expect(dot.contains("[label=\"UIImageView\\nimg-nm-005\\nframe"))
  }
}

extension InterfaceBuilderDrawingNamesTests {
  /// An AppKit document's wireframe says which frames it draws: alignment rectangles from
  /// the top, where the findings give the stored frames (y from the bottom, with bezels).
  /// Before, realib 37's 'Block' read "y 284 → 277, width 135 → 149" beside a box drawn at y
  /// 167, 121 pt wide, and nothing said why.
  @Test func anAppKitWireframeSaysWhichFramesItDraws() {
    let appKit = Self.run([
      "check", "fixtures/interface-builder/misplaced-buttons.xib", "--format", "html",
    ])
    #expect(
      appKit.text.contains("AppKit views are drawn from the top as their alignment rectangles"))
    let uiKit = Self.run(["check", Self.file, "--format", "html"])
    #expect(!uiKit.text.contains("AppKit views are drawn"))
  }
}

extension InterfaceBuilderDrawingNamesTests {
  /// A finding of other size classes only is drawn in them, as `check` found it: the wide
  /// form's conflict in `wR hR` on the 820-pt iPad screen, under a heading that says so.
  /// Before, the picture beside it was the saved iPhone's 375-pt layout, without the
  /// conflict its text described.
  @Test func aFindingOfOtherSizeClassesIsDrawnInThem() {
    let html = Self.run([
      "check", "fixtures/interface-builder/regular-form.storyboard", "--format", "html",
    ]).text
    #expect(
      html.contains(
        "<p class=\"meta\">fixtures/interface-builder/regular-form.storyboard: traits wR hR, root"
          + " size ipad (820x1180)</p>"), "\(html.prefix(3000))")
    #expect(html.contains("The root is 820 × 1180 pt."))
  }
}
