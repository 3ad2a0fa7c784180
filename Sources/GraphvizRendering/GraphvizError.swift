/// Why Graphviz could not turn DOT text into output; carries Graphviz's own message.
///
/// Graphviz reports problems as text (`Error: syntax error in line 1 near ';'`) and its return
/// codes are not always honest, so every case keeps the captured text and the renderer also
/// checks that output exists.
public enum GraphvizError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The DOT text could not be parsed; the message names the line.
  case syntax(message: String)
  /// The DOT text uses an attribute or label kind that could read files, link out or blow up
  /// the output (`image`, `shapefile`, `fontpath`, `URL`, `size`, HTML labels, ...).
  case forbiddenContent(String)
  /// The DOT text contains a NUL character, which Graphviz would silently cut at.
  case nulCharacter
  /// Graphviz has no plugin configuration, so it knows no engines or formats. `dot -c` (as
  /// root, from the `graphviz` package) or `libgvc6-config-update -c` writes it.
  case pluginsNotConfigured(message: String)
  /// The engine is not available in this Graphviz installation.
  case engineUnavailable(GraphvizEngine, message: String)
  /// The format's renderer is not available in this Graphviz installation.
  case formatUnavailable(GraphvizFormat, message: String)
  /// The layout failed.
  case layoutFailed(GraphvizEngine, message: String)
  /// The rendering failed or produced no bytes.
  case renderFailed(GraphvizFormat, message: String)
  /// Graphviz could not create its context.
  case contextUnavailable
  /// The graph has more nodes than the policy lays out when no engine was chosen
  /// (`EnginePolicy.layoutNodeLimit`); nothing was laid out.
  case tooLarge(nodes: Int, limit: Int)

  /// One line for the user, ending in Graphviz's own words where it gave any.
  public var description: String {
    switch self {
    case .syntax(let message):
      return "Graphviz could not read the graph: \(Self.orNone(message))"
    case .forbiddenContent(let what):
      return "the graph uses \(what), which is not allowed"
    case .nulCharacter:
      return "the graph contains a NUL character"
    case .pluginsNotConfigured(let message):
      return "Graphviz has no plugin configuration (run `dot -c` as root to write it): "
        + Self.orNone(message)
    case .engineUnavailable(let engine, let message):
      return "the Graphviz layout engine \(engine) is not installed: \(Self.orNone(message))"
    case .formatUnavailable(let format, let message):
      return "Graphviz cannot write \(format) here (is its cairo plugin installed?): "
        + Self.orNone(message)
    case .layoutFailed(let engine, let message):
      return "Graphviz layout with \(engine) failed: \(Self.orNone(message))"
    case .renderFailed(let format, let message):
      return "Graphviz could not render \(format): \(Self.orNone(message))"
    case .contextUnavailable:
      return "Graphviz could not create its context"
    case .tooLarge(let nodes, let limit):
      return "the graph has \(nodes) nodes, more than the \(limit) laid out unless an engine is"
        + " chosen (Graphviz can take minutes on graphs this size)"
    }
  }

  private static func orNone(_ message: String) -> String {
    message.isEmpty ? "no message from Graphviz" : message
  }
}
