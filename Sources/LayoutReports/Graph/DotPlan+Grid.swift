/// Rows for items that no edge ranks.
///
/// dot ranks nodes by their edges only, so every item no drawn constraint links to another
/// (a view whose constraints all sit inside its node, or on its superview's) lands on the top
/// rank of its cluster, and all of them side by side: realib 37's alert window drew 40 such
/// views in one row 6,784 pt wide, shrunk to a tenth to fit a page. These hints lay such items
/// out in rows instead, as a reader lays out a sheet of cards: the unlinked children of a
/// cluster (leaves, and subtrees no edge touches) go into a grid of `columns(for:)` columns,
/// each placed below the one a row above it by an invisible edge; a subtree no edge touches
/// has its own node (its view) above its children. Items an edge ranks are left to dot.
extension DotPlan {
  /// An invisible edge that only ranks `to` below `from`.
  struct RankHint: Equatable {
    var from: Int
    var to: Int
  }

  /// The columns of a grid of `count` unlinked items: at least four, and about the square
  /// root of the count, so that a grid is about as tall as it is wide for square nodes.
  static func columns(for count: Int) -> Int {
    var root = 1
    while root * root < count { root += 1 }
    return max(4, root)
  }

  /// The invisible edges that lay unlinked items out in rows, for items drawn in clusters
  /// down to `maximumDepth` (deeper ones are drawn flat, and left as they are).
  func rankHints(maximumDepth: Int) -> [RankHint] {
    var linked = [Bool](repeating: false, count: items.count)
    for edge in edges {
      linked[edge.from] = true
      linked[edge.to] = true
    }
    // Post-order over the drawn clusters (an explicit stack: a superview chain can be
    // thousands deep), deciding for each item whether an edge touches its subtree and, for an
    // untouched one, its rank height and its deepest item.
    var touched = linked
    var height = [Int](repeating: 1, count: items.count)
    var deepest = Array(items.indices)
    var hints: [RankHint] = []
    var order: [(item: Int, depth: Int)] = []
    var stack = roots.map { ($0, 0) }
    while let (item, depth) = stack.popLast() {
      order.append((item, depth))
      guard depth < maximumDepth else {
        // Drawn flat in the deepest cluster: left to dot.
        if !children[item].isEmpty { touched[item] = true }
        continue
      }
      for child in children[item] { stack.append((child, depth + 1)) }
    }
    for (item, depth) in order.reversed() where depth < maximumDepth {
      let kids = children[item]
      guard !kids.isEmpty else { continue }
      if kids.contains(where: { touched[$0] }) { touched[item] = true }
      let free = kids.filter { !touched[$0] }
      let columns = Self.columns(for: free.count)
      // Each column's items, top to bottom, and the rank height they add up to.
      var columnHeight = [Int](repeating: 0, count: min(columns, free.count))
      var columnBottom = [Int](repeating: item, count: columnHeight.count)
      for (position, child) in free.enumerated() {
        let column = position % columns
        if position >= columns {
          hints.append(RankHint(from: deepest[free[position - columns]], to: child))
        } else if !touched[item] {
          hints.append(RankHint(from: item, to: child))
        }
        columnHeight[column] += height[child]
        columnBottom[column] = deepest[child]
      }
      guard !touched[item],
        let tallest = columnHeight.indices.max(by: {
          columnHeight[$0] < columnHeight[$1]
        })
      else { continue }
      height[item] = 1 + columnHeight[tallest]
      deepest[item] = columnBottom[tallest]
    }
    return hints
  }
}
