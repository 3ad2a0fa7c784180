import Foundation
import GraphvizRendering
import LayoutReports

/// What the commands with `--format html` share: the `-o` option, the page with its graphs
/// drawn by Graphviz, and writing the page (atomically to `-o FILE`, else to standard output).
enum HTMLOutput {
  /// The manual's words for `--format html`, shared by the commands that have it.
  static let manual = """
    .Cm html
    is one self-contained page (inline style sheet, inline SVG, one small script; it
    loads nothing) with, per layout or console report, a wireframe of the solved
    frames drawn to scale in points (views of conflicts outlined red, the broken
    constraint a dashed red dimension line, the other members solid ones with their
    constant, ambiguous views orange with a dashed witness frame, truncated views
    with the missing points hatched, positions a log does not show dotted), the
    constraint graph and the text report; hovering or focusing a constraint marks it
    in all three.
    A console log's repeated reports get one section, which names the lines of the
    repeats; the page opens with the log's summary and, past one section, a table of
    contents.
    """

  /// Draws DOT text as SVG through Graphviz, with the engine policy's choice and node limit
  /// (`EnginePolicy.layoutNodeLimit`); on failure, Graphviz's reason and what to run instead.
  static let drawGraph: HTMLSection.DrawGraph = { dot in
    do {
      let rendered = try GraphvizRenderer.render(dot: dot, format: .svg)
      return .success(String(decoding: rendered.data, as: UTF8.self))
    } catch {
      let instead =
        if case .tooLarge? = error as? GraphvizError {
          "; layout-doctor graph --engine dot draws it on its own"
        } else {
          ""
        }
      return .failure(HTMLSection.GraphNotDrawn(reason: "\(error)\(instead)"))
    }
  }

  /// An empty page titled after `command`.
  static func page(_ command: String) -> HTMLPage {
    HTMLPage(title: "layout-doctor \(command)", drawGraph: drawGraph)
  }

  /// Writes `text` to the `-o` file of `invocation`, atomically, or to standard output.
  /// - Throws: `CLIError` when the file cannot be written.
  static func write(_ text: String, _ invocation: Invocation, _ io: CommandIO) throws {
    if let path = invocation[CommonOptions.output], path != "-" {
      try io.writeAtomically(Array(text.utf8), to: path)
    } else {
      io.stdout.write(text)
    }
  }
}
