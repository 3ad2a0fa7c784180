import CGraphviz
import Foundation

/// Renders DOT text to svg, png, pdf, dot or plain in-process through Graphviz's libgvc.
///
/// Each call parses the text (`agmemread`), checks it with `GraphvizSafety`, lays it out
/// (`gvLayout`), renders into memory (`gvRenderData`) and frees everything (`gvFreeRenderData`,
/// `gvFreeLayout`, `agclose`). Calls from any thread are serialized by one process-wide lock
/// around the whole job, because Graphviz is not thread-safe. Graphviz's messages never reach
/// standard error: errors become a thrown `GraphvizError` that carries them, warnings come back
/// in `RenderedGraph.warnings`.
public enum GraphvizRenderer {
  /// Lays out and renders one graph.
  ///
  /// - Parameters:
  ///   - dot: DOT text; only the first graph in it is used.
  ///   - format: The output format.
  ///   - engine: The layout engine, or `nil` to let `policy` choose it from the graph's size.
  ///   - policy: The rule used when `engine` is `nil`.
  /// - Returns: The output bytes, the engine used and Graphviz's warnings.
  /// - Throws: `GraphvizError.nulCharacter`, `.syntax`, `.forbiddenContent` for the text;
  ///   `.pluginsNotConfigured`, `.engineUnavailable`, `.formatUnavailable` for the
  ///   installation; `.layoutFailed`, `.renderFailed` (also when Graphviz returned success but
  ///   reported an error or produced no bytes); `.contextUnavailable`; `.tooLarge` when
  ///   `engine` is `nil` and the graph has more nodes than `policy.layoutNodeLimit`.
  public static func render(
    dot: String, format: GraphvizFormat, engine: GraphvizEngine? = nil,
    policy: EnginePolicy = .standard
  ) throws(GraphvizError) -> RenderedGraph {
    let shared = GraphvizContext.shared
    return try withCheckedGraph(dot) { context, graph throws(GraphvizError) in
      let shape = GraphShape.of(graph)
      if engine == nil && shape.nodes > policy.layoutNodeLimit {
        throw .tooLarge(nodes: shape.nodes, limit: policy.layoutNodeLimit)
      }
      let choice = policy.choose(shape, forced: engine)
      for (name, value) in choice.graphAttributes.sorted(by: { $0.key < $1.key }) {
        _ = cgv_set_graph_attribute(graph, name, value)
      }

      let layoutStatus = gvLayout(context, graph, choice.engine.rawValue)
      guard layoutStatus == 0 else {
        throw shared.messages().layoutError(engine: choice.engine)
      }
      defer { _ = gvFreeLayout(context, graph) }
      if shared.sawError() { throw shared.messages().layoutError(engine: choice.engine) }

      var buffer: UnsafeMutablePointer<CChar>?
      var length = 0
      let renderStatus = cgv_render_data(context, graph, format.rawValue, &buffer, &length)
      defer { if let buffer { gvFreeRenderData(buffer) } }
      guard renderStatus == 0, let buffer, length > 0, !shared.sawError() else {
        throw shared.messages().renderError(format: format)
      }
      let data = Data(bytes: buffer, count: length)
      return RenderedGraph(
        data: data, format: format, engine: choice, shape: shape,
        warnings: shared.messages().warnings)
    }
  }

  /// Reads DOT text with Graphviz's own parser and checks it as `render` does, without laying
  /// it out: what `render` would accept up to the layout step.
  ///
  /// - Parameter dot: DOT text; only the first graph in it is read.
  /// - Returns: The graph's node, edge and component counts.
  /// - Throws: `GraphvizError.nulCharacter`, `.syntax` (with Graphviz's message) and
  ///   `.forbiddenContent` for the text; `.contextUnavailable`.
  public static func check(dot: String) throws(GraphvizError) -> GraphShape {
    try withCheckedGraph(dot) { _, graph in GraphShape.of(graph) }
  }

  /// Runs `body` on the parsed and checked graph under the process-wide lock, then frees it.
  private static func withCheckedGraph<T>(
    _ dot: String,
    _ body: (OpaquePointer, UnsafeMutablePointer<Agraph_t>) throws(GraphvizError) -> T
  ) throws(GraphvizError) -> T {
    guard !dot.utf8.contains(0) else { throw .nulCharacter }
    let shared = GraphvizContext.shared
    return try shared.withContext { context throws(GraphvizError) in
      // Graphviz's lexer carries unread text (a trailing newline) into the next read, which
      // shifts the line numbers of its messages; give it none.
      let text = trimmingTrailingWhitespace(dot)
      guard let graph = cgv_read(text) else {
        throw .syntax(message: shared.messages().summary)
      }
      defer { _ = cgv_close(graph) }
      if let violation = GraphvizSafety.violation(in: graph) {
        throw .forbiddenContent(violation)
      }
      return try body(context, graph)
    }
  }

  /// `text` without trailing spaces, tabs and line breaks, found by walking back over its
  /// UTF-8 bytes (walking its characters cost 14% of a 1,000-view render).
  static func trimmingTrailingWhitespace(_ text: String) -> String {
    let bytes = text.utf8
    var end = bytes.endIndex
    while end > bytes.startIndex {
      let previous = bytes.index(before: end)
      guard [0x20, 0x09, 0x0A, 0x0D].contains(bytes[previous]) else { break }
      end = previous
    }
    return String(text[..<end])
  }
}
