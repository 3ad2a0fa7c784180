import LayoutModel
import LayoutReports

/// Hand-built constraint graphs for the DOT writer's tests and goldens.
enum ConstraintGraphSamples {
  typealias Node = ConstraintGraph.Node
  typealias Constraint = ConstraintGraph.Constraint
  typealias Frame = LayoutRect

  /// A label and a button in a 320-pt cell that cannot fit them: one conflict of six
  /// constraints, UIKit broke the button's width.
  static let conflict = ConstraintGraph(
    title: "cell.log, report 1",
    nodes: [
      Node(
        id: "0x7f9a0", className: "UITableViewCellContentView", address: "0x7f9a0",
        frame: Frame(x: 0, y: 0, width: 320, height: 44)),
      Node(
        id: "0x7f9b0", className: "UILabel", identifier: "titleLabel", address: "0x7f9b0",
        frame: Frame(x: 16, y: 11.5, width: 150, height: 20.5), superview: "0x7f9a0"),
      Node(
        id: "0x7f9c0", className: "UIButton", address: "0x7f9c0",
        frame: Frame(x: 104, y: 7, width: 200, height: 30), superview: "0x7f9a0"),
    ],
    constraints: [
      Constraint(
        id: "0x6001", firstItem: "0x7f9b0", firstAttribute: .leading, secondItem: "0x7f9a0",
        secondAttribute: .leading, constant: 16, conflicts: [1]),
      Constraint(
        id: "0x6002", firstItem: "0x7f9b0", firstAttribute: .trailing, secondItem: "0x7f9c0",
        secondAttribute: .leading, constant: -8, conflicts: [1]),
      Constraint(
        id: "0x6003", firstItem: "0x7f9c0", firstAttribute: .trailing, secondItem: "0x7f9a0",
        secondAttribute: .trailing, constant: -16, conflicts: [1]),
      Constraint(
        id: "0x6004", firstItem: "0x7f9c0", firstAttribute: .width, constant: 200,
        conflicts: [1], isBroken: true),
      Constraint(
        id: "0x6005", firstItem: "0x7f9b0", firstAttribute: .width, relation: .greaterThanOrEqual,
        constant: 150, conflicts: [1]),
      Constraint(
        id: "0x6006", firstItem: "0x7f9a0", firstAttribute: .width, constant: 320,
        origin: .encapsulatedLayout, conflicts: [1]),
      Constraint(
        id: "0x6007", firstItem: "0x7f9b0", firstAttribute: .centerY, secondItem: "0x7f9a0",
        secondAttribute: .centerY),
      Constraint(
        id: "0x6008", firstItem: "0x7f9c0", firstAttribute: .centerY, secondItem: "0x7f9b0",
        secondAttribute: .centerY),
      Constraint(
        id: "0x6009", firstItem: "0x7f9c0", firstAttribute: .height, relation: .greaterThanOrEqual,
        constant: 30, priority: LayoutPriority(750), origin: .contentSize),
    ])

  /// An image view pinned only at its top-left corner, next to a label tied to the safe area.
  static let ambiguous = ConstraintGraph(
    title: "profile.dump",
    nodes: [
      Node(
        id: "root", className: "UIView", identifier: "profileView",
        frame: Frame(x: 0, y: 0, width: 375, height: 812)),
      Node(
        id: "safe", kind: .layoutGuide, className: "UILayoutGuide",
        identifier: "UIViewSafeAreaLayoutGuide", frame: Frame(x: 0, y: 44, width: 375, height: 734),
        superview: "root"),
      Node(
        id: "avatar", className: "UIImageView", identifier: "avatar",
        frame: Frame(x: 20, y: 64, width: 0, height: 0), superview: "root",
        ambiguousAttributes: [.width, .height]),
      Node(
        id: "name", className: "UILabel", identifier: "nameLabel",
        frame: Frame(x: 20, y: 0, width: 335, height: 21), superview: "root",
        ambiguousAttributes: [.top]),
    ],
    constraints: [
      Constraint(
        firstItem: "safe", firstAttribute: .top, secondItem: "root", secondAttribute: .top,
        constant: 44, origin: .safeArea),
      Constraint(
        firstItem: "avatar", firstAttribute: .top, secondItem: "safe", secondAttribute: .top,
        constant: 20),
      Constraint(
        firstItem: "avatar", firstAttribute: .leading, secondItem: "root",
        secondAttribute: .leading, constant: 20),
      Constraint(
        firstItem: "name", firstAttribute: .leading, secondItem: "avatar",
        secondAttribute: .trailing, constant: 12, priority: LayoutPriority(999)),
      Constraint(
        firstItem: "name", firstAttribute: .trailing, relation: .lessThanOrEqual,
        secondItem: "root", secondAttribute: .trailingMargin),
    ])

  /// A fully determined card: a container with a nested stack of two labels, autoresizing on
  /// the root, content-size constraints, an aspect ratio.
  static let clean = ConstraintGraph(
    title: "card.dump",
    nodes: [
      Node(
        id: "window", className: "UIView", address: "0x100",
        frame: Frame(x: 0, y: 0, width: 390, height: 844)),
      Node(
        id: "card", className: "CardView", identifier: "card",
        frame: Frame(x: 16, y: 100, width: 358, height: 179), superview: "window"),
      Node(
        id: "stack", className: "UIStackView", address: "0x300",
        frame: Frame(x: 12, y: 12, width: 334, height: 155), superview: "card"),
      Node(
        id: "title", className: "UILabel", identifier: "title",
        frame: Frame(x: 0, y: 0, width: 334, height: 24), superview: "stack"),
      Node(
        id: "body", className: "UILabel", identifier: "body",
        frame: Frame(x: 0, y: 32, width: 334, height: 123), superview: "stack"),
    ],
    constraints: [
      Constraint(
        firstItem: "window", firstAttribute: .width, constant: 390, origin: .autoresizingMask),
      Constraint(
        firstItem: "window", firstAttribute: .height, constant: 844, origin: .autoresizingMask),
      Constraint(
        firstItem: "card", firstAttribute: .leading, secondItem: "window",
        secondAttribute: .leading, constant: 16),
      Constraint(
        firstItem: "window", firstAttribute: .trailing, secondItem: "card",
        secondAttribute: .trailing, constant: 16),
      Constraint(
        firstItem: "card", firstAttribute: .top, secondItem: "window", secondAttribute: .top,
        constant: 100),
      Constraint(
        firstItem: "card", firstAttribute: .height, secondItem: "card", secondAttribute: .width,
        multiplier: 0.5),
      Constraint(
        firstItem: "stack", firstAttribute: .leading, secondItem: "card",
        secondAttribute: .leading, constant: 12),
      Constraint(
        firstItem: "stack", firstAttribute: .trailing, secondItem: "card",
        secondAttribute: .trailing, constant: -12),
      Constraint(
        firstItem: "stack", firstAttribute: .top, secondItem: "card", secondAttribute: .top,
        constant: 12),
      Constraint(
        firstItem: "stack", firstAttribute: .bottom, secondItem: "card", secondAttribute: .bottom,
        constant: -12),
      Constraint(
        firstItem: "body", firstAttribute: .top, secondItem: "title", secondAttribute: .bottom,
        constant: 8, origin: .stackView),
      Constraint(
        firstItem: "title", firstAttribute: .height, relation: .lessThanOrEqual, constant: 24,
        priority: .defaultLow, origin: .contentSize),
      Constraint(
        firstItem: "title", firstAttribute: .height, relation: .greaterThanOrEqual, constant: 24,
        priority: .defaultHigh, origin: .contentSize),
    ])

  /// Text that tries to break out of DOT strings, add attributes, or use Graphviz's escapes.
  static let hostileTexts: [String] = [
    "say \"hi\"",
    "x\"]; evil [shape=box label=\"pwn",
    "C:\\path\\to\\view",
    "ends with\\",
    "two\nlines\r\nand\rmore",
    "<b>bold</b> & <i>{braces}</i>",
    "image=\"/etc/passwd\"",
    "\\N \\G \\E \\T \\H \\L \\l \\r \\n",
    "&lt;x&gt; &amp; &#60;",
    "graph node edge subgraph digraph strict",
    "} ] ; -> -- { [",
    "tab\there\u{7}bell\u{0}nul",
  ]

  /// A graph whose every piece of text is hostile.
  static let hostile: ConstraintGraph = {
    let texts = hostileTexts
    var nodes = [Node(id: texts[0], className: texts[1], identifier: texts[2], address: texts[3])]
    for (index, text) in texts.enumerated().dropFirst() {
      nodes.append(
        Node(
          id: text, kind: index % 2 == 0 ? .view : .layoutGuide, className: text,
          identifier: texts[(index + 1) % texts.count], address: text,
          frame: Frame(x: Double(index), y: .nan, width: .infinity, height: -0.5),
          superview: texts[0], ambiguousAttributes: index == 3 ? [.width] : []))
    }
    var constraints: [Constraint] = []
    for (index, text) in texts.enumerated().dropFirst() {
      constraints.append(
        Constraint(
          id: text, firstItem: text, firstAttribute: .leading,
          secondItem: texts[(index + 1) % texts.count], secondAttribute: .trailing,
          constant: Double(index), conflicts: index < 4 ? [1] : [], isBroken: index == 2))
    }
    constraints.append(
      Constraint(id: texts[6], firstItem: "no such item \"]", firstAttribute: .width, constant: 1))
    return ConstraintGraph(title: texts[1] + texts[7], nodes: nodes, constraints: constraints)
  }()
}
