import LayoutModel

/// Writes a `ConstraintGraph` as Graphviz DOT text.
///
/// Items are nodes (rounded boxes; layout guides dashed) showing class, identifier or address,
/// frame and the constraints on the item alone; each view with subviews or guides is a cluster
/// holding its node and theirs. Constraints between two items are edges from the first item to
/// the second, labelled as UIKit prints the relation (`leading == trailing + 8 @750`). Conflict
/// members are red and prefixed `#A` with their conflict's letter, the broken constraint is
/// dashed, ambiguous items are orange and list their ambiguous attributes, system constraints
/// are grey. The output is deterministic: it follows the order of the graph's nodes and
/// constraints.
///
/// Safety: DOT IDs are generated (`n0`, `cluster_n0`), attribute names come only from
/// `DotAttribute`, and all text goes through `DotText`, so no input can add attributes,
/// statements or HTML labels.
public struct DotWriter: Sendable {
  /// What to draw.
  public var options: DotOptions

  public init(options: DotOptions = DotOptions()) {
    self.options = options
  }

  /// The DOT text for `graph`, ending in a newline.
  public func write(_ graph: ConstraintGraph) -> String {
    let plan = DotPlan(graph: graph, options: options)
    var lines = ["digraph \"constraints\" {"]
    lines.append("  graph \(graphAttributes(graph).dot);")
    lines.append("  node \(Self.nodeDefaults.dot);")
    lines.append("  edge \(Self.edgeDefaults.dot);")
    let indent = options.includesLegend ? "    " : "  "
    if options.includesLegend { lines.append(contentsOf: Self.keyClusterOpening) }
    for root in plan.roots {
      appendItem(root, plan: plan, indent: indent, to: &lines)
    }
    // The edges from one item to another carry their labels together, one a line, on the
    // first of them: dot can draw the labels of parallel edges on top of each other. Only
    // edges of one direction share a label: a label reads from the arrow's tail to its head
    // (`first.attribute == second.attribute`), and the constraints between the same two items
    // written the other way round would read backwards there. A broken one's line says so
    // (its dashes are on another edge). Only edges that are all conflicts' members, or all
    // not, share a label, which is red for members: a red label holds no line of an edge
    // outside every conflict (063.log's `UISV-fill-equally` read as a member).
    var pairs: [[Int]: [DotPlan.Edge]] = [:]
    func key(_ edge: DotPlan.Edge) -> [Int] {
      [edge.from, edge.to, edge.constraint.conflicts.isEmpty ? 0 : 1]
    }
    for edge in plan.edges {
      pairs[key(edge), default: []].append(edge)
    }
    var labelled: Set<[Int]> = []
    for edge in plan.edges {
      let pair = key(edge)
      var attributes = edgeAttributes(edge)
      let together = pairs[pair] ?? []
      if !labelled.insert(pair).inserted {
        attributes.remove(.label)
      } else if together.count > 1 {
        attributes.set(
          .label,
          .lines(together.map { Self.padded(Self.edgeLabel($0) + $0.constraint.brokenMark) }))
        if together.contains(where: { !$0.constraint.conflicts.isEmpty }) {
          attributes.set(.fontcolor, .constant(DotStyle.conflict))
        }
      }
      var (tail, head) = (edge.from, edge.to)
      if edge.screenOrder == .secondBefore {
        (tail, head) = (edge.to, edge.from)
        attributes.set(.dir, .constant("back"))
      }
      let list = attributes.dot
      lines.append(
        "\(indent)\(Self.nodeID(tail)) -> \(Self.nodeID(head))"
          + (list.isEmpty ? ";" : " \(list);"))
    }
    // Unlinked items in rows rather than one long rank (`DotPlan.rankHints`).
    for hint in plan.rankHints(maximumDepth: Self.maximumClusterDepth) {
      lines.append(
        "\(indent)\(Self.nodeID(hint.from)) -> \(Self.nodeID(hint.to)) \(Self.rankHint.dot);")
    }
    if plan.items.isEmpty {
      let note = options.onlyConflicts ? "No conflicts to draw." : "No items to draw."
      let attributes = DotAttributes([(.shape, .constant("plaintext")), (.label, .text(note))])
      lines.append("\(indent)\"note\" \(attributes.dot);")
    }
    if options.includesLegend { lines.append("  }") }
    lines.append("}")
    return lines.joined(separator: "\n") + "\n"
  }

  static func nodeID(_ item: Int) -> String { "\"n\(item)\"" }

  /// `frame = (x y; width height)`, as `UIView.description` prints a frame (points).
  static func frameText(_ frame: LayoutRect) -> String {
    let numbers = [frame.x, frame.y, frame.width, frame.height].map(formatConsoleNumber)
    return "frame = (\(numbers[0]) \(numbers[1]); \(numbers[2]) \(numbers[3]))"
  }

  private static let nodeDefaults = DotAttributes([
    (.shape, .constant("box")), (.style, .constant("rounded")),
    (.fontname, .constant(DotStyle.font)),
    (.fontsize, .number(10)), (.color, .constant(DotStyle.ink)),
    (.fontcolor, .constant(DotStyle.ink)),
  ])

  /// An edge that only ranks its head below its tail: not drawn, and not counted by dot as a
  /// reason to keep the two close.
  private static let rankHint = DotAttributes([(.style, .constant("invis"))])

  private static let edgeDefaults = DotAttributes([
    (.fontname, .constant(DotStyle.font)), (.fontsize, .number(9)), (.arrowsize, .number(0.6)),
    (.color, .constant(DotStyle.ink)), (.fontcolor, .constant(DotStyle.ink)),
  ])

  private func graphAttributes(_ graph: ConstraintGraph) -> DotAttributes {
    var attributes = DotAttributes([
      (.rankdir, options.axis == .horizontal ? .constant("LR") : .constant("TB")),
      (.fontname, .constant(DotStyle.font)), (.fontsize, .number(11)),
      (.newrank, .constant("true")), (.overlap, .constant("false")),
      (.outputorder, .constant("edgesfirst")),
    ])
    var heading: [String] = []
    if let title = graph.title { heading.append(title) }
    switch options.axis {
    case .horizontal?: heading.append("horizontal constraints")
    case .vertical?: heading.append("vertical constraints")
    case nil: break
    }
    if options.onlyConflicts { heading.append("conflicts only") }
    if !heading.isEmpty {
      attributes.set(.label, .text(heading.joined(separator: " — ")))
      attributes.set(.labelloc, .constant("t"))
    }
    return attributes
  }

  /// Nesting deeper than this is neither indented further nor drawn as clusters, so that the
  /// text stays linear in the number of views and Graphviz can read and lay it out however
  /// deep the superview chain (Graphviz's parser gives up near 5,000 nested subgraphs, and
  /// `dot` took 18 s of processor time on 2,000 nested clusters that, flat, take 0.6 s).
  static let maximumClusterDepth = TreeIndentation.maximumDepth

  /// Writes an item, and when it has children, a cluster holding it and them, depth first with
  /// an explicit stack (a superview chain can be tens of thousands deep). Items nested deeper
  /// than ``maximumClusterDepth`` sit in the deepest cluster, each naming the item it is in.
  private func appendItem(_ root: Int, plan: DotPlan, indent: String, to lines: inout [String]) {
    enum Step {
      case enter(item: Int, depth: Int)
      case close(depth: Int)
    }
    func padding(_ depth: Int) -> String {
      indent + String(repeating: "  ", count: min(depth, Self.maximumClusterDepth))
    }
    var steps: [Step] = [.enter(item: root, depth: 0)]
    while let step = steps.popLast() {
      switch step {
      case .close(let depth):
        lines.append("\(padding(depth))}")
      case .enter(let item, let depth):
        let pad = padding(depth)
        let container =
          depth > Self.maximumClusterDepth
          ? plan.items[item].parent.map { DotPlan.shortName(plan.items[$0]) } : nil
        let node =
          "\(pad)\(Self.nodeID(item)) \(nodeAttributes(plan.items[item], inside: container).dot);"
        let children = plan.children[item]
        if children.isEmpty || depth >= Self.maximumClusterDepth {
          lines.append(node)
        } else {
          lines.append("\(pad)subgraph \"cluster_n\(item)\" {")
          lines.append("\(pad)  graph \(Self.clusterAttributes(label: "").dot);")
          lines.append("  " + node)
          steps.append(.close(depth: depth))
        }
        for child in children.reversed() {
          steps.append(.enter(item: child, depth: depth + 1))
        }
      }
    }
  }

  /// The node's attributes; `inside` names the item it is in when no cluster shows that.
  private func nodeAttributes(_ item: DotPlan.Item, inside: String? = nil) -> DotAttributes {
    let node = item.node
    var label = [node.className]
    if let owned = item.ownedName, node.alias == nil {
      // A guide its owner gives: `content.layoutMarginsGuide`, with the address the log printed.
      label = [owned] + (node.address.map { [$0] } ?? [])
    } else if let alias = node.alias, !item.isPlaceholder {
      // The alias stands for the class and address; the text, if any, stays (a guide named
      // by its owner has UIKit's identifier for text, which the alias says).
      let text = item.ownedName == nil ? node.identifier : nil
      label = [alias] + (text.map { [$0] } ?? [])
    } else if let name = node.nameLine, !item.isPlaceholder {
      label.append(name)
    }
    if item.isPlaceholder { label.append(node.id) }
    if let inside { label.append("in " + inside) }
    if let frame = node.frame { label.append(Self.frameText(frame)) }
    label.append(contentsOf: item.lines.map(\.text))
    if !item.ambiguousAttributes.isEmpty {
      label.append("ambiguous: " + item.ambiguousAttributes.map(\.rawValue).joined(separator: ", "))
    } else if item.isAmbiguous {
      label.append("ambiguous layout")
    }
    var attributes = DotAttributes([(.label, .lines(label))])
    if let id = node.elementID { attributes.set(.id, .text(id)) }
    var tooltip = ["\(node.kind == .layoutGuide ? "layout guide" : "view") \(node.id)"]
    if item.isPlaceholder { tooltip.append("not described in the input") }
    attributes.set(.tooltip, .lines(tooltip))
    if node.kind == .layoutGuide { attributes.set(.style, .constant("rounded,dashed")) }
    if item.isPlaceholder { attributes.set(.style, .constant("dotted")) }
    if item.isAmbiguous {
      attributes.set(.color, .constant(DotStyle.ambiguous))
      attributes.set(.fontcolor, .constant(DotStyle.ambiguous))
      attributes.set(.penwidth, .number(2))
    }
    if item.lines.contains(where: \.inConflict) {
      attributes.set(.color, .constant(DotStyle.conflict))
      attributes.set(.penwidth, .number(2))
    }
    return attributes
  }

  /// An edge label's line with a space each side: dot sizes a label's box to its text, so
  /// two labels it places side by side would touch (111.log: `... + 9#A top == ...`).
  static func padded(_ line: String) -> String { " " + line + " " }

  /// An edge's label: its conflicts and its relation (`#A leading == trailing + 8`).
  static func edgeLabel(_ edge: DotPlan.Edge) -> String {
    edge.constraint.conflictPrefix + edge.constraint.relationText()
  }

  private func edgeAttributes(_ edge: DotPlan.Edge) -> DotAttributes {
    let constraint = edge.constraint
    var attributes = DotAttributes([(.label, .text(Self.padded(Self.edgeLabel(edge))))])
    if let id = constraint.elementID { attributes.set(.id, .text(id)) }
    var tooltip: [String] = []
    if let id = constraint.id { tooltip.append("constraint \(id)") }
    if let tag = constraint.originTag { tooltip.append("made by the system " + tag) }
    if constraint.isBroken {
      tooltip.append(
        constraint.isBrokenPredicted
          ? "would be broken to recover from the conflict" : "broken to recover from the conflict")
    }
    if !tooltip.isEmpty { attributes.set(.tooltip, .lines(tooltip)) }
    if constraint.origin.isSystem {
      attributes.set(.color, .constant(DotStyle.system))
      attributes.set(.fontcolor, .constant(DotStyle.system))
    }
    if !constraint.conflicts.isEmpty {
      attributes.set(.color, .constant(DotStyle.conflict))
      attributes.set(.fontcolor, .constant(DotStyle.conflict))
      attributes.set(.penwidth, .number(2))
    }
    if constraint.isBroken { attributes.set(.style, .constant("dashed")) }
    return attributes
  }
}
