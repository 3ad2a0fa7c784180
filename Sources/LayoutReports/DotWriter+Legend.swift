extension DotWriter {
  /// The legend: a cluster with one sample per kind of node and edge; all text is constant.
  static let legend: [String] = {
    let conflictPen: [(DotAttribute, DotValue)] = [
      (.color, .constant(DotStyle.conflict)), (.fontcolor, .constant(DotStyle.conflict)),
      (.penwidth, .number(2)),
    ]
    let nodes: [(String, DotAttributes)] = [
      (
        "legend_view",
        DotAttributes([
          (
            .label,
            .lines([
              "view: class", "identifier or address", "frame = (x y; width height)",
              "constraints on the view alone",
            ])
          )
        ])
      ),
      (
        "legend_guide",
        DotAttributes([(.label, .text("layout guide")), (.style, .constant("rounded,dashed"))])
      ),
      (
        "legend_ambiguous",
        DotAttributes([
          (.label, .lines(["ambiguous view", "ambiguous: its open attributes"])),
          (.color, .constant(DotStyle.ambiguous)), (.fontcolor, .constant(DotStyle.ambiguous)),
          (.penwidth, .number(2)),
        ])
      ),
    ]
    let edges: [DotAttributes] = [
      DotAttributes([(.label, .text("constraint: first item → second item"))]),
      DotAttributes([(.label, .text("#N member of conflict N"))] + conflictPen),
      DotAttributes(
        [(.label, .text("broken to recover")), (.style, .constant("dashed"))] + conflictPen),
      DotAttributes([
        (.label, .text("made by UIKit or AppKit")), (.color, .constant(DotStyle.system)),
        (.fontcolor, .constant(DotStyle.system)),
      ]),
    ]
    let point = DotAttributes([
      (.shape, .constant("point")), (.width, .number(0.05)), (.label, .constant("")),
    ])
    var lines = ["  subgraph \"cluster_legend\" {"]
    lines.append("    graph \(DotWriter.clusterAttributes(label: "Legend").dot);")
    for (id, attributes) in nodes {
      lines.append("    \(DotText.quoted(id)) \(attributes.dot);")
    }
    // The edge samples form one vertical chain of points, so that no two of them cross.
    for index in 0...edges.count {
      lines.append("    \(DotText.quoted("legend_\(index)")) \(point.dot);")
    }
    for (index, attributes) in edges.enumerated() {
      let from = DotText.quoted("legend_\(index)")
      let to = DotText.quoted("legend_\(index + 1)")
      lines.append("    \(from) -> \(to) \(attributes.dot);")
    }
    lines.append("  }")
    return lines
  }()

  /// The attributes of a cluster's outline.
  static func clusterAttributes(label: String) -> DotAttributes {
    DotAttributes([
      (.label, .text(label)), (.style, .constant("rounded")), (.color, .constant(DotStyle.cluster)),
    ])
  }
}
