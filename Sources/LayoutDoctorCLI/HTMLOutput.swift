import Foundation
import GraphvizRendering
import LayoutReports

/// What the commands with `--format html` share: the `-o` option, the page with its graphs
/// drawn by Graphviz, and writing the page (atomically to `-o FILE`, else to standard output).
enum HTMLOutput {
  /// `--output FILE` / `-o FILE`.
  static let outputOption = OptionSpec(
    "--output", short: "-o", value: "FILE",
    help: "Write the report to FILE, atomically, instead of standard output.")

  /// Draws DOT text as inline SVG through Graphviz; `nil` when Graphviz cannot.
  static let drawGraph: HTMLSection.DrawGraph = { dot in
    guard let rendered = try? GraphvizRenderer.render(dot: dot, format: .svg) else { return nil }
    return String(decoding: rendered.data, as: UTF8.self)
  }

  /// An empty page titled after `command`.
  static func page(_ command: String) -> HTMLPage {
    HTMLPage(title: "layout-doctor \(command)", drawGraph: drawGraph)
  }

  /// Writes `text` to the `-o` file of `invocation`, atomically, or to standard output.
  /// - Throws: `CLIError` when the file cannot be written.
  static func write(_ text: String, _ invocation: Invocation, _ io: CommandIO) throws {
    if let path = invocation.value("--output"), path != "-" {
      try io.writeAtomically(Array(text.utf8), to: path)
    } else {
      io.stdout.write(text)
    }
  }
}
