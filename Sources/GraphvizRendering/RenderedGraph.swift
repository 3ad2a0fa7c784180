import Foundation

/// The output of one render: the bytes, and how they were made.
public struct RenderedGraph: Sendable, Hashable {
  /// The output file's bytes (UTF-8 text for `svg`, `dot` and `plain`).
  public var data: Data
  /// The format of `data`.
  public var format: GraphvizFormat
  /// The layout engine used, and why.
  public var engine: EngineChoice
  /// The graph's nodes, edges, components and independent cycles.
  public var shape: GraphShape
  /// Graphviz's warnings, without the `Warning: ` prefix (for example about overlapping
  /// clusters); the output is still complete.
  public var warnings: [String]

  public init(
    data: Data, format: GraphvizFormat, engine: EngineChoice, shape: GraphShape,
    warnings: [String]
  ) {
    self.data = data
    self.format = format
    self.engine = engine
    self.shape = shape
    self.warnings = warnings
  }
}
