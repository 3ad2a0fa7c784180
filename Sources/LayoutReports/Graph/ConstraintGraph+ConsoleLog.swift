import LayoutDiagnostics
import LayoutModel
import LayoutParsing

extension ConstraintGraph {
  /// The graph of one console-log report: its items and listed constraints, the minimal
  /// conflicts numbered from 1 in the order given, and the constraint UIKit broke.
  ///
  /// Items are keyed as `ConsoleReportLayout` keys them (`UILabel:0x7f8b4c40a2b0`). A log does not
  /// print the view hierarchy, so superviews come from what it does say: the `'|'` entry of a
  /// constraint's `names:` is the superview of the constraint's other items, an unbound `|` is
  /// drawn as `superview(KEY)` holding `KEY`, and a layout-margins guide belongs to its view.
  /// Frames are unknown. Repeated entries of the list are drawn once.
  ///
  /// - Parameters:
  ///   - report: The report.
  ///   - conflicts: Its minimal conflicts, each as the indices of its members in the report's
  ///     `constraints`.
  ///   - title: A heading, such as `app.log, report 2 (line 40)`.
  public init(report: ConsoleLogReport, conflicts: [[Int]] = [], title: String? = nil) {
    self.init(
      report: report, conflicts: conflicts, broken: report.brokenConstraintIndex, title: title)
  }

  /// The graph of one console-log report (see `init(report:conflicts:title:)`) with `broken`
  /// (an index into the report's `constraints`) drawn as the broken constraint: the one broken
  /// for the report (`ConsoleReportAnalysis.brokenReportIndex`), which without a recovery line
  /// is the prediction.
  public init(report: ConsoleLogReport, conflicts: [[Int]], broken: Int?, title: String? = nil) {
    let system = ConsoleReportLayout(report: report, file: "")
    var builder = ItemCollector()
    var constraints: [Constraint] = []
    for (index, entry) in report.constraints.enumerated() where entry.duplicateOf == nil {
      let description = entry.parsed
      let equation = description.equation
      let firstKey = builder.add(equation.firstItem, other: equation.secondItem, in: system)
      let secondKey = equation.secondItem.map {
        builder.add($0, other: equation.firstItem, in: system)
      }
      if let superview = description.superview, superview.address != nil {
        let superviewKey = builder.add(superview, other: nil, in: system)
        for key in [firstKey, secondKey].compactMap({ $0 }) where key != superviewKey {
          builder.setSuperview(of: key, to: superviewKey)
        }
      }
      let id = [description.address, description.identifier.map { "'\($0)'" }]
        .compactMap { $0 }.joined(separator: " ")
      var constraint = Constraint(
        id: id.isEmpty ? nil : id, firstItem: firstKey,
        firstAttribute: equation.firstAttribute.layoutAttribute, relation: equation.relation,
        secondItem: secondKey,
        secondAttribute: equation.secondAttribute?.layoutAttribute ?? .notAnAttribute,
        multiplier: equation.multiplier, constant: equation.constant,
        priority: description.priority, origin: entry.origin,
        conflicts: conflicts.indices.filter { conflicts[$0].contains(index) }
          .map { $0 + 1 },
        isBroken: index == broken)
      // Without the recovery line, the broken constraint is the prediction.
      constraint.isBrokenPredicted = report.brokenConstraint == nil
      // A sum of terms, or a private anchor (`row-boundary`), which no attribute names.
      if equation.compoundTerms != nil
        || equation.terms.contains(where: \.attribute.isPrivateAnchor)
      {
        constraint.compoundEquation = equation.description
      }
      constraints.append(constraint)
    }
    for (owner, guide) in system.marginGuides.sorted(by: { $0.key < $1.key }) {
      builder.setSuperview(of: guide, to: owner)
    }
    self.init(title: title, nodes: builder.nodes, constraints: constraints)
  }
}

/// Collects a report's items as nodes, in order of first mention.
private struct ItemCollector {
  private(set) var nodes: [ConstraintGraph.Node] = []
  private var indexByKey: [String: Int] = [:]

  /// Adds `item` unless known, and returns its key; an unbound `|` becomes the superview of
  /// `other`.
  mutating func add(
    _ item: ConstraintDescriptionItem, other: ConstraintDescriptionItem?,
    in system: ConsoleReportLayout
  ) -> String {
    let key = system.key(of: item, other: other)
    if let index = indexByKey[key] {
      if nodes[index].identifier == nil, item.className != nil {
        nodes[index].identifier = Self.identifier(item.text) ?? item.name
      }
      return key
    }
    indexByKey[key] = nodes.count
    if item.isSuperview && item.address == nil {
      nodes.append(ConstraintGraph.Node(id: key, className: "superview"))
      if let other { setSuperview(of: system.key(of: other, other: nil), to: key) }
      return key
    }
    var node = ConstraintGraph.Node(
      id: key, kind: item.isLayoutGuide ? .layoutGuide : .view,
      className: item.className ?? item.name ?? "?",
      identifier: item.className == nil ? nil : Self.identifier(item.text) ?? item.name,
      address: item.address)
    if item.isLayoutGuide {
      node.ownerProperty = ConstraintGraph.Node.ownerProperty(ofGuideNamed: item.text)
    }
    node.superview = pendingSuperviews[key]
    nodes.append(node)
    return key
  }

  /// The text a log prints after an item's address as its node's identifier line, or `nil`
  /// when it is empty (318.log's `UILayoutGuide:0x1''`, which drew a blank line).
  static func identifier(_ text: String?) -> String? {
    guard let text, !text.isEmpty else { return nil }
    return text
  }

  /// Superviews learnt before the item itself was added.
  private var pendingSuperviews: [String: String] = [:]

  /// Records `superview` as the superview of `key`, unless one is already known.
  mutating func setSuperview(of key: String, to superview: String) {
    guard key != superview else { return }
    if let index = indexByKey[key] {
      if nodes[index].superview == nil { nodes[index].superview = superview }
    } else if pendingSuperviews[key] == nil {
      pendingSuperviews[key] = superview
    }
  }
}
