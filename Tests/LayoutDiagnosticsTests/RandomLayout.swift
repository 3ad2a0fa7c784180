import LayoutModel

/// SplitMix64: a small, fast, seedable generator (Steele, Lea & Flood 2014).
struct SeededGenerator: RandomNumberGenerator {
  private var state: UInt64

  init(seed: UInt64) { state = seed }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}

/// Small random layouts for the randomized ambiguity test: a root, one to four subviews
/// (sometimes nested), intrinsic sizes with hugging and compression resistance drawn from a few
/// values so that ties are common, and zero to three constraints per view and axis with mixed
/// relations and priorities (conflicts are allowed; the engine breaks them).
enum RandomLayout {
  static func make(seed: UInt64) -> LayoutDocument {
    var rng = SeededGenerator(seed: seed)
    let rootWidth = pick([200, 300, 375], &rng)
    var views = [View(id: "root", frame: LayoutRect(x: 0, y: 0, width: rootWidth, height: 400))]
    let count = Int.random(in: 1...4, using: &rng)
    for index in 0..<count {
      let parent = index > 0 && Int.random(in: 0..<4, using: &rng) == 0 ? "v\(index - 1)" : "root"
      var view = View(id: "v\(index)", superview: parent)
      if Bool.random(using: &rng) {
        view.intrinsicContentSize = IntrinsicContentSize(
          width: pick([40, 60, 80, 120], &rng),
          height: Bool.random(using: &rng) ? pick([20, 30], &rng) : nil)
        let hugging: [Double] = [250, 250, 251, 500, 750]
        let compression: [Double] = [250, 750, 750, 751, 1000]
        view.contentHuggingPriority = ContentPriorities(
          horizontal: LayoutPriority(pick(hugging, &rng)),
          vertical: LayoutPriority(pick(hugging, &rng)))
        view.contentCompressionResistancePriority = ContentPriorities(
          horizontal: LayoutPriority(pick(compression, &rng)),
          vertical: LayoutPriority(pick(compression, &rng)))
      }
      views.append(view)
    }
    var constraints: [LayoutConstraint] = []
    for view in views.dropFirst() {
      let siblings = views.filter { $0.superview == view.superview && $0.id != view.id }
      for axis in [LayoutAxis.horizontal, .vertical] {
        for _ in 0..<Int.random(in: 0...3, using: &rng) {
          constraints.append(constraint(view, siblings, axis, &rng))
        }
      }
    }
    let hierarchy = (try? ViewHierarchy(views: views)) ?? ViewHierarchy()
    return LayoutDocument(
      source: "random-\(seed).layout", hierarchy: hierarchy, constraints: constraints)
  }

  private static func constraint(
    _ view: View, _ siblings: [View], _ axis: LayoutAxis, _ rng: inout SeededGenerator
  ) -> LayoutConstraint {
    let horizontal = axis == .horizontal
    let positions: [LayoutAttribute] =
      horizontal ? [.leading, .trailing, .centerX] : [.top, .bottom, .centerY]
    let size: LayoutAttribute = horizontal ? .width : .height
    let relation =
      [LayoutRelation.equal, .equal, .greaterThanOrEqual, .lessThanOrEqual]
      .randomElement(using: &rng) ?? .equal
    let priority = LayoutPriority(pick([1000, 1000, 1000, 250, 500, 750, 999], &rng))
    let constant = pick([-16, -8, 0, 8, 16, 20, 44], &rng)
    let first = LayoutAnchor(
      .view(view.id), Bool.random(using: &rng) ? size : positions.randomElement(using: &rng) ?? size
    )
    if first.attribute == size {
      if Bool.random(using: &rng) {
        return LayoutConstraint(
          first, relation, constant: max(0, constant + 40), priority: priority)
      }
      let other = siblings.randomElement(using: &rng)?.id ?? view.superview ?? "root"
      return LayoutConstraint(
        first, relation, LayoutAnchor(.view(other), size),
        multiplier: pick([1, 1, 0.5], &rng), constant: constant,
        priority: priority)
    }
    let useSibling = !siblings.isEmpty && Bool.random(using: &rng)
    let other =
      useSibling ? siblings.randomElement(using: &rng)?.id ?? "root" : view.superview ?? "root"
    let attribute = positions.randomElement(using: &rng) ?? first.attribute
    return LayoutConstraint(
      first, relation, LayoutAnchor(.view(other), attribute), constant: constant,
      priority: priority)
  }

  /// One of `values`.
  private static func pick(_ values: [Double], _ rng: inout SeededGenerator) -> Double {
    values[Int.random(in: 0..<values.count, using: &rng)]
  }

  /// The layout as a listing, for failure messages.
  static func listing(_ document: LayoutDocument) -> String {
    var lines: [String] = []
    for view in document.hierarchy.views {
      var line = "view \(view.id)"
      if let superview = view.superview { line += " in=\(superview)" }
      if let frame = view.frame {
        line +=
          " frame=\(formatPoints(frame.x)),\(formatPoints(frame.y)),\(formatPoints(frame.width)),\(formatPoints(frame.height))"
      }
      if !view.intrinsicContentSize.isNone {
        line += " intrinsic=\(view.intrinsicContentSize)"
        line +=
          " hug=\(view.contentHuggingPriority.horizontal),\(view.contentHuggingPriority.vertical)"
        line +=
          " compress=\(view.contentCompressionResistancePriority.horizontal),"
          + "\(view.contentCompressionResistancePriority.vertical)"
      }
      lines.append(line)
    }
    lines += document.constraints.map(\.listingDescription)
    return lines.joined(separator: "\n")
  }
}
