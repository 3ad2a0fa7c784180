extension DotWriter {
  /// The key: one line of constant text under the graph, naming what each mark means.
  static let key =
    "key:  #A red = member of conflict A  ·  red dashed = broken to recover  ·  orange ="
    + " ambiguous  ·  grey = made by UIKit or AppKit  ·  dashed box = layout guide"

  /// The opening of the borderless cluster that holds the whole drawing and carries the key
  /// as its bottom label, so that the key sits under the graph whatever its shape (a node of
  /// its own is ranked beside the clusters, not below them).
  static let keyClusterOpening: [String] = [
    "  subgraph \"cluster_key\" {",
    "    graph \(DotAttributes([(.label, .text(key)), (.labelloc, .constant("b")), (.fontsize, .number(9)), (.peripheries, .number(0))]).dot);",
  ]

  /// The attributes of a cluster's outline (with its periphery, which the key's borderless
  /// cluster would otherwise pass on).
  static func clusterAttributes(label: String) -> DotAttributes {
    DotAttributes([
      (.label, .text(label)), (.style, .constant("rounded")), (.color, .constant(DotStyle.cluster)),
      (.peripheries, .number(1)),
    ])
  }
}
